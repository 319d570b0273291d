import type { IncomingHttpHeaders } from 'node:http';
import type { Caller } from '../../subgraphs/shared/caller';
import type { SettleRequest } from '../../subgraphs/shared/settle';
import { upstreamBudget, type AnswerPool, type UpstreamBudget } from '../limits/upstream-budget';

/** The gateway's per-request context: who calls, and what the subgraphs need on their behalf. */
export interface GatewayContext {
  caller: Caller;
  /**
   * The key sent upstream for this caller: a service caller's own, otherwise the configured key.
   * Never logged or echoed; anonymous callers only reach fields public by design.
   */
  apiKey: string | undefined;
  /** The credentials as presented, for a subgraph deployed on its own, which authenticates them again. */
  credentials: { authorization?: string; apiKey?: string };
  /** The service requests and answer bytes this operation may still take (MAX_UPSTREAM_CALLS_PER_OPERATION, MAX_OPERATION_RESPONSE_BYTES). */
  upstream: UpstreamBudget;
  /** The incoming request's id, for log lines, errors and subgraphs deployed on their own. */
  requestId?: string | undefined;
  /**
   * When the operation must be answered (epoch milliseconds): COMMERCE_TIMEOUT_MS plus
   * SUBGRAPH_TIMEOUT_MARGIN_MS after it was admitted. Subgraphs deployed on their own get what remains.
   */
  deadline?: number | undefined;
  /** Set by the idempotency plugin on a resend that settles an unknown outcome (subgraphs/shared/settle.ts). */
  settle?: SettleRequest | undefined;
}

/** How a gateway tells a subgraph deployed on its own that a request settles an unknown outcome: the first attempt's epoch ms. */
export const SETTLE_HEADER = 'x-commerce-settle-since';

/** The settle a gateway's request carries, if any. */
export function settleOf(header: string | string[] | undefined): SettleRequest | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const since = value === undefined || !/^\d{1,15}$/.test(value) ? Number.NaN : Number(value);
  return Number.isFinite(since) ? { since } : undefined;
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export function gatewayContextFor(
  caller: Caller,
  headers: IncomingHttpHeaders,
  configuredKey: string | undefined,
  limits: { maxUpstreamCalls: number; maxOperationResponseBytes: number },
  requestId?: string,
  pool?: AnswerPool,
): GatewayContext {
  const authorization = single(headers.authorization);
  return {
    caller,
    apiKey: caller.kind === 'service' ? caller.apiKey : configuredKey,
    credentials: {
      ...(caller.kind === 'user' && authorization ? { authorization } : {}),
      ...(caller.kind === 'service' ? { apiKey: caller.apiKey } : {}),
    },
    upstream: upstreamBudget(limits.maxUpstreamCalls, limits.maxOperationResponseBytes, pool),
    requestId,
  };
}

/**
 * Who a request acts for, as idempotency records and rate limits key it: the user, the caller's own
 * key (hashed where it is stored), or nobody. Never the configured key, which every user shares.
 */
export function callerOf(context: Pick<GatewayContext, 'caller'>): string {
  const { caller } = context;
  if (caller.kind === 'user') return `user:${caller.userId}`;
  if (caller.kind === 'service') return `key:${caller.apiKey}`;
  return 'anonymous';
}
