import { Kind, type DocumentNode, type GraphQLFormattedError, type SelectionSetNode } from 'graphql';
import { Counter } from 'prom-client';
import { request } from 'undici';
import type { Delivered } from '../../subgraphs/shared/errors';
import { logger } from '../../subgraphs/shared/logger';
import { metricsRegistry } from '../../subgraphs/shared/metrics';
import { NotReadyError, type ReadinessCheck } from '../observability/readiness';
import { SubgraphAnswerRefused, SubgraphDeadlineError } from './subgraph-fetcher';

/** Why a subgraph deployed on its own could not serve a request. */
export type UnavailableReason = 'timeout' | 'unreachable' | 'bad-response';

/** Consecutive failed requests (or probes) after which an area counts as down. */
const FAILURES_TO_OPEN = 3;
/** Consecutive refusals for load (503 with Retry-After) after which the area's requests wait out the last one's Retry-After… */
const BUSY_TO_HOLD = 5;
/**
 * …when the last comes at least this long after the first: a subgraph at its limit of requests in
 * flight refuses a burst at once while it serves the requests it holds, whose answers (each of which
 * lifts a hold) come later.
 */
const BUSY_SPAN_MS = 1_000;

const holdsBegun = new Counter({
  name: 'facade_subgraph_holds_total',
  help: 'Times an area served on its own turned requests away for load five times in a row, and its requests were held back for its Retry-After',
  labelNames: ['area'] as const,
  registers: [metricsRegistry],
});
/** While an area is down, its `/health` is asked this often; the first answer marks it up again. */
export const PROBE_INTERVAL_MS = 2_000;

/** undici's codes for a deadline of its own (connect, headers, body), as opposed to a refused or broken connection. */
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** An answer larger than the fetcher reads is an answer, but not one that can be used. */
const OVERSIZED_CODE = 'UND_ERR_RES_EXCEEDED_MAX_SIZE';

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * A request to a subgraph that did not come back with a usable answer. Its message is the area's
 * name and the reason only: the cause (`connect ECONNREFUSED 10.0.3.7:4104`) names the deployment's
 * addresses, and is added to the message outside production only.
 */
export class SubgraphUnavailableError extends Error {
  override name = 'SubgraphUnavailableError';
  constructor(
    readonly area: string,
    readonly reason: UnavailableReason,
    readonly delivered: Delivered,
    options?: { cause?: unknown },
  ) {
    super(`The ${area} area is unavailable (${reason})`, options);
  }

  /**
   * What the subgraph's fields get, as a subgraph's own answer would carry it: the gateway adds
   * `serviceName` and prefixes each path with where the fetch sits in the operation.
   */
  response(paths: readonly (readonly string[])[], production: boolean): { errors: GraphQLFormattedError[] } {
    const cause = this.cause instanceof Error ? this.cause.message : undefined;
    const message = production || !cause ? this.message : `${this.message}: ${cause}`;
    const extensions = { code: 'SUBGRAPH_UNAVAILABLE', reason: this.reason, delivered: this.delivered };
    return { errors: paths.length > 0 ? paths.map((path) => ({ message, path, extensions })) : [{ message, extensions }] };
  }
}

/**
 * A subgraph that turned a request away for load (429, or 503 with Retry-After: its own limit of
 * requests in flight): the subgraph is well, and says when to come back. Its fields get RATE_LIMITED
 * with `retryAfter`, and it never counts as a failure (counted, a peak of load took the area down and
 * the gateway out of its balancer's rotation): only a run of them holds the area's requests back for a
 * while (SubgraphHealth.busy).
 */
export class SubgraphBusyError extends Error {
  override name = 'SubgraphBusyError';
  constructor(
    readonly area: string,
    readonly retryAfterS: number,
    /** The subgraph's own code, when it is one of the facade's (AUTHENTICATION_UNAVAILABLE, say); else RATE_LIMITED. */
    readonly code: string = 'RATE_LIMITED',
    /**
     * Whether the subgraph turned away everyone for load (503 RATE_LIMITED), rather than this
     * request's caller (a 429 may be a rate of the caller whose credentials the request carries; a 503
     * AUTHENTICATION_UNAVAILABLE depends on the caller's token): only the former counts toward holding
     * the area's requests back (see SubgraphHealth.busy).
     */
    readonly wholeArea = false,
    /** The one subgraph answer behind this refusal, which operations that shared the request in flight each get as their own response. */
    readonly answer: object = {},
  ) {
    super(code === 'RATE_LIMITED' ? `The ${area} area is busy: retry after ${retryAfterS} s` : `The ${area} area cannot serve this now (${code}): retry after ${retryAfterS} s`);
  }

  /**
   * What the subgraph's fields get, as SubgraphUnavailableError's response does. Nothing was run: a
   * subgraph turns a request away before executing it.
   */
  response(paths: readonly (readonly string[])[]): { errors: GraphQLFormattedError[] } {
    const extensions = { code: this.code, retryAfter: this.retryAfterS, delivered: false };
    return { errors: paths.length > 0 ? paths.map((path) => ({ message: this.message, path, extensions })) : [{ message: this.message, extensions }] };
  }
}

/** The most a subgraph's Retry-After is believed, in seconds. */
const MAX_RETRY_AFTER_S = 60;

/** Seconds from a Retry-After (delay seconds, or an HTTP date as IMF-fixdate), or undefined when it says neither. */
function retryAfterSeconds(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d{1,9}$/.test(text)) return Number(text);
  // An IMF-fixdate only (RFC 9110): V8's Date.parse reads "soon 5" as a date in 2001.
  const at = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isFinite(at) ? Math.ceil((at - now) / 1000) : undefined;
}

/** A refusal for load: 429, or 503 with a Retry-After (seconds or a date; 1 to 60 s, a longer one taken as 60). */
export function busyFor(status: number, retryAfter: string | null | undefined, now = Date.now()): number | undefined {
  if (status !== 429 && status !== 503) return undefined;
  const seconds = retryAfterSeconds(retryAfter, now);
  if (seconds === undefined) return status === 429 ? 1 : undefined;
  return Math.min(MAX_RETRY_AFTER_S, Math.max(1, seconds));
}

/**
 * Why a subgraph request failed, when it is the subgraph's failure: no answer by the deadline, no
 * connection, or an answer that is not a GraphQL response (a 5xx, HTML from a proxy, a body that is
 * not a JSON object). A 4xx is the subgraph refusing this request, and an error without a response
 * that is not a network error did not come from the subgraph: neither is classified.
 */
export function classifyFailure(error: unknown, status: number | undefined): { reason: UnavailableReason; delivered: Delivered } | undefined {
  if (status !== undefined) {
    if (status >= 400 && status < 500) return undefined;
    return { reason: 'bad-response', delivered: true };
  }
  const code = codeOf(error);
  // A request abandoned at its deadline may have been applied (a write's outcome must be read back).
  if (error instanceof SubgraphDeadlineError || (code && TIMEOUT_CODES.has(code))) return { reason: 'timeout', delivered: 'unknown' };
  if (code === OVERSIZED_CODE || error instanceof SubgraphAnswerRefused) return { reason: 'bad-response', delivered: true };
  // Refused or unresolvable: nothing was sent. A connection broken later may have carried the request.
  if (code) return { reason: 'unreachable', delivered: code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? false : 'unknown' };
  return undefined;
}

/** The response keys of an operation's root fields, for errors that name the fields a failed fetch served. */
export function rootResponseKeys(document: DocumentNode): string[][] {
  const keys = new Set<string>();
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD && selection.name.value !== '__typename') keys.add(selection.alias?.value ?? selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) collect(definition.selectionSet);
  return [...keys].map((key) => [key]);
}

/**
 * One remote area's health, from the outcome of its requests: FAILURES_TO_OPEN consecutive failures
 * mark it down, and while it is down its requests fail at once rather than each waiting out its
 * deadline (a circuit breaker). Its `/health` is then probed every PROBE_INTERVAL_MS, and its first
 * answer lets requests through again, half-open: the next request that fails marks the area down at
 * once (a `/health` can answer while the GraphQL endpoint hangs), one that succeeds closes the
 * breaker. While the area is up, `/ready`'s probe of `/health` counts a failure but never clears the
 * requests' own: answering, it made three timeouts in a row never add up.
 *
 * A subgraph shedding load is not down, but BUSY_TO_HOLD refusals in a row or more, the last at
 * least BUSY_SPAN_MS after the first (503 RATE_LIMITED with Retry-After, no answer between them), hold
 * the area's requests back for the last one's Retry-After: they are refused RATE_LIMITED without being
 * sent. Otherwise every request kept reaching a subgraph that had said when to come back, for as long
 * as it shed load. An answer lifts the hold (the subgraph serves again); refusals of requests sent
 * before the last hold ended neither count nor extend one, and after it, it takes as many refusals in
 * a row to hold again: a subgraph that sheds some of its requests keeps serving the rest. Times are
 * the monotonic clock's.
 */
export class SubgraphHealth {
  private failures = 0;
  /** Failures and refusals already counted, as their errors (refusals as the answer they share). */
  private readonly counted = new WeakSet<object>();
  /** The refusals in a row, and when the first of them came. */
  private busyRun: { count: number; since: number } | undefined;
  /** Until when (performance.now()) the area's requests are held back. */
  private holdUntil: number | undefined;
  private holdEndedAt = -Infinity;
  private downFor: UnavailableReason | undefined;
  private timer: NodeJS.Timeout | undefined;
  private probing = false;

  constructor(
    readonly area: string,
    private readonly graphqlUrl: string,
    private readonly settings = { failuresToOpen: FAILURES_TO_OPEN, probeIntervalMs: PROBE_INTERVAL_MS },
  ) {}

  /** Why the area is down, or undefined while requests may be sent to it. */
  get down(): UnavailableReason | undefined {
    return this.downFor;
  }

  /** While the area's requests are held back after refusals for load: the whole seconds left. */
  held(now = performance.now()): number | undefined {
    if (this.holdUntil === undefined) return undefined;
    const left = this.holdUntil - now;
    if (left > 0) return Math.ceil(left / 1000);
    this.endHold(this.holdUntil);
    return undefined;
  }

  /**
   * A request sent at `sentAt` (performance.now()) was turned away for load; one that operations
   * shared in flight counts once.
   */
  busy(refusal: SubgraphBusyError, sentAt: number, now = performance.now()): void {
    if (!refusal.wholeArea || this.counted.has(refusal.answer)) return;
    this.counted.add(refusal.answer);
    if (this.held(now) !== undefined || sentAt < this.holdEndedAt) return;
    const run = (this.busyRun ??= { count: 0, since: now });
    if (++run.count < BUSY_TO_HOLD || now - run.since < BUSY_SPAN_MS) return;
    this.busyRun = undefined;
    this.holdUntil = now + refusal.retryAfterS * 1000;
    holdsBegun.inc({ area: this.area });
    logger.warn({ area: this.area, retryAfterS: refusal.retryAfterS }, `subgraph ${this.area} turned requests away for load ${run.count} times in a row: its requests wait out its Retry-After`);
  }

  private endHold(at: number): void {
    this.holdUntil = undefined;
    this.holdEndedAt = at;
    this.busyRun = undefined;
  }

  succeeded(now = performance.now()): void {
    this.busyRun = undefined;
    if (this.holdUntil !== undefined) this.endHold(now);
    this.failures = 0;
    this.downFor = undefined;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * A request failed. `cause`, the failure itself: a request that operations shared in flight fails
   * each of them with the one error, counted once (one refused answer to three would have marked the
   * area down).
   */
  failed(reason: UnavailableReason, cause?: unknown): void {
    if (typeof cause === 'object' && cause !== null) {
      if (this.counted.has(cause)) return;
      this.counted.add(cause);
    }
    this.failures++;
    if (this.downFor) {
      this.downFor = reason;
      return;
    }
    if (this.failures < this.settings.failuresToOpen) return;
    this.downFor = reason;
    this.timer = setInterval(() => void this.probeInBackground(), this.settings.probeIntervalMs);
    // Probing must not keep a stopping process alive.
    this.timer.unref();
  }

  /** Asks the subgraph's `/health`: resolves when it answers 200, and counts the outcome (an answer while down is the half-open trial). */
  async probe(signal: AbortSignal): Promise<void> {
    try {
      // The subgraph's `/health`, beside its GraphQL endpoint (`…/graphql` → `…/health`).
      const response = await request(new URL('health', this.graphqlUrl), { method: 'GET', signal });
      await response.body.dump();
      if (response.statusCode !== 200) throw new NotReadyError(`health answered ${response.statusCode}`);
    } catch (error) {
      this.failed(error instanceof NotReadyError ? 'bad-response' : signal.aborted ? 'timeout' : 'unreachable');
      throw error;
    }
    if (!this.downFor) return;
    this.downFor = undefined;
    this.failures = this.settings.failuresToOpen - 1;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * `/ready`'s check `subgraph:<area>`: `down (<reason>)` at once while the breaker is open, else the
   * subgraph's `/health` must answer. Reasons are words of this gateway's own: a connection error's
   * text names the subgraph's address.
   */
  readiness(): ReadinessCheck {
    return {
      name: `subgraph:${this.area}`,
      check: async (signal) => {
        if (this.downFor) throw new NotReadyError(`down (${this.downFor})`);
        try {
          await this.probe(signal);
        } catch (error) {
          if (error instanceof NotReadyError) throw error;
          throw new NotReadyError(signal.aborted ? 'timeout' : 'unreachable');
        }
      },
    };
  }

  /** Stops probing (when the gateway stops). */
  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async probeInBackground(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      // A probe gets less than the interval, so that probes never overlap.
      await this.probe(AbortSignal.timeout(Math.max(1, this.settings.probeIntervalMs - 100)));
    } catch {
      // Still down: the next tick asks again.
    } finally {
      this.probing = false;
    }
  }
}
