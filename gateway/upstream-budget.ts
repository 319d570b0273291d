import { GraphQLError } from 'graphql';
import { callerIdentity, type Caller } from '../subgraphs/shared/caller';
import type { RequestScope } from '../subgraphs/shared/subgraph';

/** The service calls one operation has made, and may make: it lives in the request's context. */
export interface UpstreamBudget {
  readonly limit: number;
  used: number;
}

export const upstreamBudget = (limit: number): UpstreamBudget => ({ limit, used: 0 });

/**
 * The client every subgraph of one request calls through. It names the caller on every call, so
 * that reads merged in flight never cross from one user to another (users share the configured key).
 * Past the budget a call fails with OPERATION_TOO_EXPENSIVE and is not sent, so a field that needs
 * it fails and the rest still answer. A batched DataLoader call counts once, as it is one call.
 * Every call names the request it is made for, for its log lines.
 */
export function requestClient(
  client: RequestScope['client'],
  budget: UpstreamBudget | undefined,
  caller: Caller,
  requestId?: string,
): RequestScope['client'] {
  const identity = callerIdentity(caller);
  return {
    config: client.config,
    call: (spec, options) => {
      if (budget && budget.used >= budget.limit) {
        return Promise.reject(
          new GraphQLError(`This operation reached its limit of ${budget.limit} service calls: ${spec.name} was not sent`, {
            extensions: {
              code: 'OPERATION_TOO_EXPENSIVE',
              upstream: { operation: spec.name, status: null },
              delivered: false,
              maxUpstreamCalls: budget.limit,
            },
          }),
        );
      }
      if (budget) budget.used++;
      return client.call(spec, { ...options, caller: identity, requestId });
    },
  };
}
