import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { graphqlErrors, graphqlRequestDuration, graphqlRequests } from '../../subgraphs/shared/metrics';
import { frequentOperationLabels, type OperationLabels } from './operation-labels';
import { noteGraphQLOutcome, type GraphQLOutcome } from '../http/request-telemetry';

/** The longest operation name logged or put on a span as it is: a caller chooses it, at any length. */
const MAX_LOGGED_NAME = 64;

const shortName = (name: string): string => (name.length <= MAX_LOGGED_NAME ? name : `${name.slice(0, MAX_LOGGED_NAME)}…`);

/**
 * Per GraphQL request: names the request's span after the operation, counts the request, its latency and its errors by code, and hands the
 * operation and outcome to the request's one log line, which the HTTP layer writes once the answer
 * is sent (request-telemetry.ts). Operation names become label values through `labels`, a bounded set.
 */
export function telemetryPlugin<TContext extends BaseContext>(
  labels: OperationLabels = frequentOperationLabels(),
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      const span = trace.getActiveSpan();
      // A request that never resolves to an operation (unparsable, invalid) is counted as `invalid`.
      let operation = 'invalid';
      return {
        async didResolveOperation({ operationName, operation: definition }) {
          operation = operationName === undefined || operationName === null ? 'anonymous' : shortName(operationName);
          span?.updateName(operation);
          span?.setAttributes({ 'graphql.operation.name': operation, 'graphql.operation.type': definition?.operation ?? 'unknown' });
        },
        async willSendResponse({ request, response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const errors = result.errors ?? [];
          const codes = errors.map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
          const outcome: GraphQLOutcome['outcome'] = codes.length === 0 ? 'success' : result.data ? 'partial' : 'error';
          const metricLabels = { operation: labels.label(operation), outcome };
          graphqlRequests.inc(metricLabels);
          graphqlRequestDuration.observe(metricLabels, (performance.now() - started) / 1000);
          for (const code of codes) graphqlErrors.inc({ code });
          if (codes.length > 0) {
            span?.setAttribute('graphql.error.codes', codes);
            span?.setStatus({ code: SpanStatusCode.ERROR, message: [...new Set(codes)].join(', ') });
          }
          noteGraphQLOutcome(request.http, { operation, outcome, errors: codes });
        },
      };
    },
  };
}
