import { createHmac, timingSafeEqual } from 'node:crypto';
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
  /** The client's address bucket (its IPv6 /64), which new operations take turns by to be planned. */
  clientBucket?: string | undefined;
  /**
   * Set once the operation's plan is known: whether the gateway leaves the data its fetches bring as
   * they came (a plan of one fetch, without rewrites), so a read merged in flight may hand it over as it is.
   */
  keepsFetchedData?: boolean | undefined;
}

/**
 * How a gateway tells a subgraph deployed on its own that a request settles an unknown outcome:
 * `<since>.<issuedAt>.<signature>`, the first attempt's and the header's own epoch ms, signed for the
 * caller the request acts for (signSettle). The subgraph honours it only when the signature holds.
 */
export const SETTLE_HEADER = 'x-commerce-settle-since';

/** How long after the gateway signed it a settle header is honoured, either way: the hosts' clocks may differ. */
const SETTLE_HEADER_VALIDITY_MS = 5 * 60_000;

/**
 * The signing key: derived from the configured service key (COMMERCE_API_KEY), the one secret a
 * gateway and its subgraphs already share, and which never travels between them. Without one,
 * nothing is signed and no settle header is honoured.
 */
const settleKeyOf = (serviceKey: string): Buffer => createHmac('sha256', serviceKey).update('commerce-facade/x-commerce-settle-since/v1').digest();

const settleSignature = (key: Buffer, since: number, issuedAt: number, caller: string): Buffer =>
  createHmac('sha256', key).update(`${since}\n${issuedAt}\n${caller}`).digest();

/** The header a gateway sends with a settling request, for `caller` (callerOf); undefined without a service key to sign with. */
export function signSettle(serviceKey: string | undefined, settle: SettleRequest, caller: string, now = Date.now()): string | undefined {
  if (!serviceKey) return undefined;
  const since = Math.trunc(settle.since);
  return `${since}.${now}.${settleSignature(settleKeyOf(serviceKey), since, now, caller).toString('base64url')}`;
}

/** What a subgraph makes of a settle header: none sent, one to honour, or one it refuses (and why). */
export type SettleHeader = { settle: SettleRequest | undefined } | { refused: string };

/**
 * The settle a request to a subgraph deployed on its own carries. Honoured only when the gateway
 * signed it, for this caller, within SETTLE_HEADER_VALIDITY_MS; `since` is then held between the
 * idempotency TTL ago and now, the only times a first attempt a resend settles can have been made.
 * Anything else is refused rather than ignored: sending such a write plainly could apply it twice.
 */
export function settleOf(
  header: string | string[] | undefined,
  trust: { serviceKey: string | undefined; caller: string; ttlMs: number; now?: number },
): SettleHeader {
  if (header === undefined) return { settle: undefined };
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : undefined) : header;
  const parts = value === undefined ? undefined : /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!parts) return { refused: 'it is not a settle header signed by the gateway' };
  if (!trust.serviceKey) return { refused: 'this subgraph has no service key to check its signature with' };
  const now = trust.now ?? Date.now();
  const since = Number(parts[1]);
  const issuedAt = Number(parts[2]);
  const expected = settleSignature(settleKeyOf(trust.serviceKey), since, issuedAt, trust.caller);
  if (!timingSafeEqual(Buffer.from(parts[3]!, 'base64url'), expected)) return { refused: 'its signature does not hold for this caller' };
  if (Math.abs(now - issuedAt) > SETTLE_HEADER_VALIDITY_MS) return { refused: 'it was signed too long ago' };
  return { settle: { since: Math.min(now, Math.max(now - trust.ttlMs, since)) } };
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export function gatewayContextFor(
  caller: Caller,
  headers: IncomingHttpHeaders,
  configuredKey: string | undefined,
  limits: { maxUpstreamCalls: number; maxOperationResponseBytes: number },
  requestId?: string,
  pool?: AnswerPool,
  clientBucket?: string,
): GatewayContext {
  const authorization = single(headers.authorization);
  return {
    caller,
    apiKey: caller.kind === 'service' ? caller.apiKey : configuredKey,
    credentials: {
      ...(caller.kind === 'user' && authorization ? { authorization } : {}),
      ...(caller.kind === 'service' ? { apiKey: caller.apiKey } : {}),
    },
    upstream: upstreamBudget(limits.maxUpstreamCalls, limits.maxOperationResponseBytes, pool, clientBucket),
    requestId,
    clientBucket,
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
