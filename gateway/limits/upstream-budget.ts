import { setImmediate as nextTurn } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { callerIdentity, type Caller } from '../../subgraphs/shared/caller';
import type { CallBudget } from '../../subgraphs/shared/client';
import type { RequestScope } from '../../subgraphs/shared/subgraph';

/**
 * What one operation may take from the service, and has taken: requests sent (retries included,
 * MAX_UPSTREAM_CALLS_PER_OPERATION) and answer bytes handed to it (MAX_OPERATION_RESPONSE_BYTES). It
 * lives in the request's context; a part lent to a subgraph served on its own is `lent` until it
 * says what it spent.
 */
export interface UpstreamBudget {
  readonly limit: number;
  used: number;
  readonly maxBytes: number;
  bytes: number;
  /** The process's pool the bytes are also held in until the operation's response is gone and its execution has ended. */
  readonly pool?: AnswerPool | undefined;
  /** The client address (its bucket) whose share of the pool the bytes are held in. */
  readonly address?: string | undefined;
  /** Set once its client is gone: nothing more is sent for it. */
  abandoned: boolean;
  /** Set once its response is gone and its execution has ended: what still arrives for it (a read it had joined) is not held. */
  released: boolean;
  lent: Allowance;
  /** Subgraph requests waiting for their share, so that requests sent together split what is left. */
  waiting: number;
  /** Bytes of subgraph answers (their text, as it arrives) held in the pool beside the service answers they were built from. */
  transit: number;
  /**
   * Service calls and answers it has been refused (its calls, its bytes, the pool; a write's answer past
   * it counts, though the answer is kept): a read others joined may carry the refusals.
   */
  refusals: number;
}

/** A number of service requests and of answer bytes. */
export interface Allowance {
  calls: number;
  bytes: number;
}

export const upstreamBudget = (limit: number, maxBytes: number, pool?: AnswerPool, address?: string): UpstreamBudget => ({
  limit,
  used: 0,
  maxBytes,
  bytes: 0,
  pool,
  address,
  abandoned: false,
  released: false,
  lent: { calls: 0, bytes: 0 },
  waiting: 0,
  transit: 0,
  refusals: 0,
});

/**
 * Service answer bytes held by every operation one process is serving (MAX_INFLIGHT_RESPONSE_BYTES).
 * Each operation is bounded on its own; this bounds them together, so that many large operations at
 * once cannot take the process past its heap: an answer is parsed, shaped and serialized several
 * times over before its response is sent. Past it, further service requests are refused until
 * responses are gone. The operations of one client address hold at most `maxBytesPerAddress` of it
 * (MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS): an answer counts until its client has taken it, and a
 * client that asks for large answers and reads none would otherwise hold the whole pool, every other
 * client's reads refused, for as long as HTTP_RESPONSE_TIMEOUT_MS lets it.
 */
export interface AnswerPool {
  readonly maxBytes: number;
  held: number;
  readonly maxBytesPerAddress: number;
  /** Bytes held by address; an address holding none has no entry. */
  readonly byAddress: Map<string, number>;
}

export const answerPool = (maxBytes: number, maxBytesPerAddress: number): AnswerPool => ({ maxBytes, held: 0, maxBytesPerAddress, byAddress: new Map() });

/** What the operation's client address holds in the pool. */
const addressHeld = (pool: AnswerPool, budget: UpstreamBudget): number => (budget.address === undefined ? 0 : (pool.byAddress.get(budget.address) ?? 0));

/** Adds `bytes` (or gives them back, when negative) to what the budget's client address holds. */
function holdForAddress(pool: AnswerPool, budget: UpstreamBudget, bytes: number): void {
  if (budget.address === undefined || bytes === 0) return;
  const held = (pool.byAddress.get(budget.address) ?? 0) + bytes;
  if (held > 0) pool.byAddress.set(budget.address, held);
  else pool.byAddress.delete(budget.address);
}

/** What a refusal for want of room in the pool says happened, and the extensions it carries beside its code. */
interface Refused {
  consequence: string;
  extensions: Record<string, unknown>;
}

/** A service read about to be sent, or being received, or a copy of one merged in flight, as the refusal names it. */
const field = (operation: string, delivered: boolean): Refused => ({
  consequence: `this field ${delivered ? 'was cut' : 'was not sent'}`,
  extensions: { upstream: { operation, status: null }, delivered },
});

/**
 * Why the pool has no room for `bytes` more of this operation's answers: the process's whole pool,
 * or its client address's share; undefined when it has. With `past`, room is wanting only if the
 * bytes would take the pool past its limit (what is being received or added), else once it is at it
 * (a request about to be sent).
 */
function poolRefusal(budget: UpstreamBudget, bytes: number, refused: Refused, past: boolean): GraphQLError | undefined {
  const { pool } = budget;
  if (!pool || budget.released) return undefined;
  const over = (held: number, max: number) => (past ? held + bytes > max : held + bytes >= max);
  if (over(pool.held, pool.maxBytes)) return poolFull(refused);
  if (over(addressHeld(pool, budget), pool.maxBytesPerAddress)) return addressFull(pool.maxBytesPerAddress, refused);
  return undefined;
}

/**
 * Its client is gone: the operation sends nothing more. What its reads still in flight bring in is
 * held in the pool until its work ends (`releaseBudget`): clients that leave as soon as their reads
 * are sent would otherwise have any number of them arrive uncounted, their slots free for more.
 */
export function abandonBudget(budget: UpstreamBudget): void {
  budget.abandoned = true;
  budget.used = budget.limit;
}

/** Gives back what an operation held in its pool, once its response is gone (sent, abandoned or cut) and its execution has ended. */
export function releaseBudget(budget: UpstreamBudget): void {
  if (budget.released) return;
  if (budget.pool) {
    budget.pool.held -= budget.bytes + budget.transit;
    holdForAddress(budget.pool, budget, -(budget.bytes + budget.transit));
  }
  budget.released = true;
  budget.used = budget.limit;
}

/** Counts `bytes` of answers against the operation's budget and the process's pool. */
function take(budget: UpstreamBudget, bytes: number): void {
  budget.bytes += bytes;
  if (budget.pool && !budget.released) {
    budget.pool.held += bytes;
    holdForAddress(budget.pool, budget, bytes);
  }
}

/**
 * Counts a copy of `bytes` made for the operation (a fetch merged in flight hands each party its own)
 * against its budget and in the pool, or refuses it before it is made: a copy sends no service request,
 * and 32 requests joining one 2 MB read took the gateway out of memory in their copies.
 */
export function holdCopy(budget: UpstreamBudget, bytes: number): GraphQLError | undefined {
  if (budget.bytes + bytes > budget.maxBytes) return responseTooLarge(budget, 'a read merged in flight', false);
  const refusal = poolRefusal(budget, bytes, field('a read merged in flight', false), true);
  if (refusal) return refusal;
  take(budget, bytes);
  return undefined;
}

/**
 * Counts the operation's own answer, once shaped, in the pool until its response is gone: what it
 * adds to what the operation already holds (the service answers and copies it was built from, which
 * it outlives), so that an answer no larger than its reads counts once. An answer that repeats a
 * small read under many aliases adds the most; when that would take the pool, or the client
 * address's share of it, past its limit, the answer is refused instead (undefined: it is held).
 * `keep` holds it whatever it adds: a write's acknowledged answer must reach its client.
 */
export function holdAnswer(budget: UpstreamBudget, bytes: number, keep = false): GraphQLError | undefined {
  const more = bytes - budget.bytes;
  if (more <= 0) return undefined;
  const refusal = keep ? undefined : poolRefusal(budget, more, { consequence: 'this answer is not sent', extensions: {} }, true);
  if (!refusal) take(budget, more);
  return refusal;
}

/**
 * Counts `bytes` more of a subgraph answer's text in the pool (not against the operation's budget,
 * which the subgraph's service answers already count) until the operation's response is gone, or
 * refuses it: the text, and what it parses into, are held as long, and answers of 8 MB read side by
 * side took the gateway out of memory. `how`: see HoldMode (subgraph-fetcher.ts).
 */
export function holdTransit(budget: UpstreamBudget, bytes: number, how: 'keep' | 'process' | 'party'): GraphQLError | undefined {
  const refused: Refused = { consequence: "this field's answer was not read", extensions: { delivered: true } };
  const { pool } = budget;
  const refusal =
    how === 'party' ? poolRefusal(budget, bytes, refused, true) : how === 'process' && pool && !budget.released && pool.held + bytes > pool.maxBytes ? poolFull(refused) : undefined;
  if (refusal) return refusal;
  if (budget.pool && !budget.released) {
    budget.transit += bytes;
    budget.pool.held += bytes;
    holdForAddress(budget.pool, budget, bytes);
  }
  return undefined;
}

/** The part of the budget a subgraph served on its own may spend, sent with its request. */
export const BUDGET_HEADER = 'x-commerce-budget';
/** What a subgraph served on its own spent of it, sent back with its answer. */
export const SPENT_HEADER = 'x-commerce-spent';
/**
 * Sent back, as `1`, when the subgraph's request was refused something by what it was lent (a call,
 * an answer, a retry): its answer is not one a request lent more would have had.
 */
export const REFUSED_HEADER = 'x-commerce-refused';

export const formatAllowance = ({ calls, bytes }: Allowance): string => `calls=${calls}; bytes=${bytes}`;

/** `calls=N; bytes=M` as sent in either header; undefined when absent or unreadable. */
export function parseAllowance(header: string | string[] | null | undefined): Allowance | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  const match = text ? /^\s*calls=(\d{1,9})\s*;\s*bytes=(\d{1,15})\s*$/.exec(text) : null;
  return match ? { calls: Number(match[1]), bytes: Number(match[2]) } : undefined;
}

const remaining = (budget: UpstreamBudget): Allowance => ({
  calls: Math.max(0, budget.limit - budget.used - budget.lent.calls),
  bytes: Math.max(0, budget.maxBytes - budget.bytes - budget.lent.bytes),
});

/**
 * Lends a subgraph request its share of what is left. The subgraph requests a query plan sends at
 * once (a parallel step) all ask within one turn of the event loop: each waits that turn, then takes
 * an equal part of what remains, so that together they never exceed the operation's budget. The
 * subgraph reads the service in its own process and its answer comes to this one: a share the
 * process's pool, or the client address's share of it, has no room for now is refused (RATE_LIMITED,
 * not sent), as a read of this process's would be, rather than lent smaller (the subgraph would then
 * fail its reads as past the operation's budget, which no retry mends). What it spent counts once it
 * has answered (settle); it is not held meanwhile, which would stand a whole budget in the pool for
 * every subgraph request in flight.
 */
export async function lend(budget: UpstreamBudget): Promise<Allowance> {
  budget.waiting++;
  await nextTurn();
  const parties = budget.waiting;
  budget.waiting--;
  const left = remaining(budget);
  const share = { calls: Math.floor(left.calls / parties), bytes: Math.floor(left.bytes / parties) };
  const refusal = poolRefusal(budget, share.bytes, field('a subgraph request', false), true);
  if (refusal) throw refusal;
  budget.lent.calls += share.calls;
  budget.lent.bytes += share.bytes;
  return share;
}

/**
 * An in-process subgraph request sent at the same time as remote ones: it is counted while they take
 * their shares, so that an equal part of what remains is left to it, but it takes nothing itself (its
 * calls draw on the operation's budget as they are made).
 */
export async function standBeside(budget: UpstreamBudget): Promise<void> {
  budget.waiting++;
  // Two turns: the remote requests sent in the same turn take their shares in the next one, all of
  // them while this one is still counted.
  await nextTurn();
  await nextTurn();
  budget.waiting--;
}

/** Takes back a share once its subgraph answered: what it spent (all of it, when it did not say) is used. */
export function settle(budget: UpstreamBudget, share: Allowance, spent: Allowance | undefined): void {
  budget.lent.calls -= share.calls;
  budget.lent.bytes -= share.bytes;
  budget.used += Math.min(share.calls, spent?.calls ?? share.calls);
  take(budget, Math.min(share.bytes, spent?.bytes ?? share.bytes));
}

/** The budget's side the service client sees: each request sent and each answer's bytes are counted. */
function callBudget(budget: UpstreamBudget): CallBudget {
  return {
    beforeSend(operation) {
      const refusal = sendRefusal(budget, operation);
      if (refusal) budget.refusals++;
      else budget.used++;
      return refusal;
    },
    received(operation, bytes) {
      take(budget, bytes);
      const refusal =
        remaining(budget).bytes <= 0
          ? responseTooLarge(budget, operation, true)
          : // Reads sent together all pass `beforeSend` before any answer arrives: the pool is held to
            // while their answers come in.
            poolRefusal(budget, 0, field(operation, true), true);
      if (refusal) budget.refusals++;
      return refusal;
    },
  };
}

/** Why a service request of the operation may not be sent now, if it may not. */
function sendRefusal(budget: UpstreamBudget, operation: string): GraphQLError | undefined {
  const left = remaining(budget);
  if (left.calls <= 0) {
    return new GraphQLError(`This operation reached its limit of ${budget.limit} service calls: the fields past it were not sent`, {
      extensions: { code: 'OPERATION_TOO_EXPENSIVE', upstream: { operation, status: null }, delivered: false, maxUpstreamCalls: budget.limit },
    });
  }
  if (left.bytes <= 0) return responseTooLarge(budget, operation, false);
  return poolRefusal(budget, 0, field(operation, false), false);
}

const responseTooLarge = (budget: UpstreamBudget, operation: string, delivered: boolean) =>
  new GraphQLError(
    delivered
      ? `This operation's answers passed its limit of ${budget.maxBytes} bytes: the fields that need more fail`
      : `This operation's answers reached its limit of ${budget.maxBytes} bytes: the fields past it were not sent`,
    {
      extensions: {
        code: 'OPERATION_RESPONSE_TOO_LARGE',
        upstream: { operation, status: null },
        delivered,
        maxOperationResponseBytes: budget.maxBytes,
      },
    },
  );

/** How long a caller refused for want of room in the pool is told to wait: responses leave in milliseconds to seconds. */
const POOL_RETRY_AFTER_S = 1;

const poolFull = ({ consequence, extensions }: Refused) =>
  new GraphQLError(`The gateway is holding its limit of service answers for requests in flight: ${consequence}; retry after ${POOL_RETRY_AFTER_S} s`, {
    extensions: { code: 'RATE_LIMITED', ...extensions, retryAfter: POOL_RETRY_AFTER_S },
  });

const addressFull = (maxBytes: number, { consequence, extensions }: Refused) =>
  new GraphQLError(
    `This client address's requests in flight hold their limit of ${maxBytes} bytes of service answers: ${consequence}; retry after ${POOL_RETRY_AFTER_S} s`,
    { extensions: { code: 'RATE_LIMITED', ...extensions, retryAfter: POOL_RETRY_AFTER_S, maxInflightResponseBytesPerAddress: maxBytes } },
  );

/**
 * The client every subgraph of one request calls through. It names the caller on every call, so
 * that reads merged in flight never cross from one user to another (users share the configured key).
 * Past the budget a request fails with OPERATION_TOO_EXPENSIVE (or OPERATION_RESPONSE_TOO_LARGE) and
 * is not sent, so a field that needs it fails and the rest still answer. A batched DataLoader call
 * counts once, as it is one request. Every call names the request it is made for, for its log lines.
 */
export function requestClient(
  client: RequestScope['client'],
  budget: UpstreamBudget | undefined,
  caller: Caller,
  requestId?: string,
  operationDeadline?: number,
): RequestScope['client'] {
  const identity = callerIdentity(caller);
  const allowance = budget ? callBudget(budget) : undefined;
  return {
    config: client.config,
    // The options are the caller's own, made for this one call: the request's parts are set on them,
    // not copied with them into another object (a dozen calls a query).
    call: (spec, options) => {
      options.caller = identity;
      options.requestId = requestId;
      options.budget = allowance;
      options.operationDeadline = operationDeadline;
      return client.call(spec, options);
    },
  };
}
