import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, type Dispatcher } from 'undici';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { ServiceConfig } from './service-config';
import { serviceFields, unauthenticated, upstreamError, type Delivered, type ErrorCode, type UpstreamInfo } from './errors';
import { logger } from './logger';
import { redactKeys } from './redaction';
import { operationUrl, type OperationSpec } from './operations';
import { readCacheKey, type ReadCache } from './read-cache';
import { observeServiceCall, serviceCallHeaders, type ServiceCallRecord } from './service-call-telemetry';
import { CallDeadline } from './deadline';

export interface CallOptions<T> {
  /** The caller's key, or the configured one; never logged, never echoed. */
  apiKey: string | undefined;
  /**
   * Who the call is made for, when several callers share one key: identical reads in flight are
   * merged only for the same key and the same caller, so no answer crosses from one user to another.
   */
  caller?: string | undefined;
  body?: unknown;
  /** The path segment of `tail: 'key'` operations. */
  key?: string;
  /** The response's expected shape; a mismatch is `UPSTREAM_BAD_RESPONSE`. */
  response: z.ZodType<T>;
  /** The incoming request the call is made for, named in the call's log lines. */
  requestId?: string | undefined;
  /** The operation's allowance of service requests and answer bytes, when it has one. */
  budget?: CallBudget | undefined;
  /**
   * Told when a write's 2xx answer was cut off or unreadable and the call resolves with the empty
   * answer: the write was applied, and its payload says that its answer was lost.
   */
  onAnswerLost?: (() => void) | undefined;
  /** When the operation the call is made for must be done (epoch ms): no call outlives it. */
  operationDeadline?: number | undefined;
}

/**
 * What one incoming operation may still take from the service. Every request sent counts, retries
 * included; every answer handed to the operation counts its bytes, a read joined in flight or found
 * in the read cache included, since each becomes part of the operation's own response.
 */
export interface CallBudget {
  /** Before each request is sent: an error refuses it, and nothing is sent. */
  beforeSend(operation: string): GraphQLError | undefined;
  /** An answer's size in bytes: an error once the operation is past its budget. */
  received(operation: string, bytes: number): GraphQLError | undefined;
}

/** Reads are retried at most this many times (so at most three attempts), never past the deadline. */
const MAX_READ_RETRIES = 2;
const BACKOFF_BASE_MS = 50;
const BACKOFF_CAP_MS = 1_000;
/** An error body is only read for its message: anything larger is not a message. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
const MAX_MESSAGE_CHARS = 300;

/** Failures while connecting: the request certainly never reached the service. */
const CONNECT_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'FORBIDDEN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'BAD_USER_INPUT',
  429: 'UPSTREAM_RATE_LIMITED',
};

/**
 * What a shopper reads when the service refuses a call. The service's own message is shown instead
 * only for a request it found wrong (400, 404, 422): it says what to correct. Anything else it says
 * (why it is down, what it forbids) stays in `detail`.
 */
const REFUSAL_MESSAGES: Partial<Record<ErrorCode, string>> = {
  BAD_USER_INPUT: 'The service refused the request as invalid',
  FORBIDDEN: 'The service refused the request',
  NOT_FOUND: 'The service has no such record',
  UPSTREAM_RATE_LIMITED: 'The service is busy: try again later',
  UPSTREAM_UNAVAILABLE: 'The service is unavailable: try again later',
  UPSTREAM_BAD_RESPONSE: "The service's answer could not be used",
};
const SHOWN_SERVICE_MESSAGES = new Set([400, 404, 422]);

/** Statuses a read may be retried on: the service (or its proxy) says "not now", not "no". */
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown }).cause;
  return cause === error ? undefined : errorCodeOf(cause);
}

/** `Retry-After` as whole seconds (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The service's own message, only when its error body is JSON carrying a message string: an HTML
 * page or free text is never passed on. The key is removed from the whole text before anything
 * is cut, so no part of it can survive at the cut.
 */
export function serviceMessage(text: string, apiKey: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of ['message', 'error', 'errorMessage', 'detail']) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    const clean = redactKeys(value, [apiKey])
      .replace(/<[^>]*>/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are what this strips from service messages
      .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (clean) return clean.length > MAX_MESSAGE_CHARS ? `${clean.slice(0, MAX_MESSAGE_CHARS - 1)}…` : clean;
  }
  return undefined;
}

/** A failed attempt: the error to report, and whether a read may try again (and when). */
class AttemptFailure extends Error {
  constructor(
    readonly error: GraphQLError,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(error.message);
  }
}

/** What a read came to, for whoever joined it in flight. */
interface Receipt {
  /** The size of its answer. */
  bytes: number;
  /**
   * Set when it failed for the operation that made it alone: refused by that operation's budget (its
   * calls, its bytes, the pool or its address's share of it, or its client gone), or cut by that
   * operation's deadline before the call's own timeout (a retry included). Not the joiners' failure:
   * they read again (their reads merged as any are).
   */
  makersOwn?: boolean;
}

/** Counts an answer of `bytes` against the operation's budget; a read past it fails, a write's answer stands. */
function charge(options: CallOptions<unknown>, spec: OperationSpec, bytes: number): void {
  const refusal = options.budget?.received(spec.name, bytes);
  if (refusal && spec.idempotent) throw refusal;
}

/** Why a body could not be had whole. */
type BodyProblem = 'too-large' | 'deadline' | 'broken' | 'over-budget';

/** One exchange with the service: its status and headers, and its body or why it could not be had whole. */
interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  text: string | undefined;
  problem: BodyProblem | undefined;
  /** The operation's own refusal, for a body cut because the operation's budget ran out. */
  refusal: GraphQLError | undefined;
}

/** The call's deadline passed before the service's answer began. */
class DeadlinePassed extends Error {
  constructor(
    /** Whether undici had begun to write the request: until then it waits for a connection, unsent. */
    readonly sent: boolean,
  ) {
    super('the deadline passed');
  }
}

/**
 * Reads one answer through undici's dispatch API, bounded: past `maxBytes` (an error body: 64 KiB)
 * or at a chunk `take` refuses, the transfer is aborted at once; when the deadline passes, so is the
 * request, wherever it is (still waiting for a connection included). Without `request`'s stream,
 * async iterator and abort signal: a gateway makes a dozen calls for one query, and those were a
 * tenth of what it allocated. It settles once; undici's later callbacks (an abort's error) are
 * ignored.
 */
class BoundedAnswer implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private done = false;
  private status = 0;
  private headers: IncomingHttpHeaders = {};
  private limit = 0;
  private size = 0;
  private chunks: Buffer[] = [];

  constructor(
    private readonly maxBytes: number,
    private readonly take: ((bytes: number) => GraphQLError | undefined) | undefined,
    private readonly resolve: (exchange: Exchange) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  /** The deadline passed: before the answer began the attempt failed; after, its body did. */
  expire(): void {
    if (this.done) return;
    const sent = this.controller !== undefined;
    if (this.status === 0) this.fail(new DeadlinePassed(sent));
    else this.finish(undefined, 'deadline');
    this.controller?.abort(new DeadlinePassed(sent));
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.done) controller.abort(new DeadlinePassed(false));
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    // A 1xx is informational: the answer is still to come.
    if (this.done || statusCode < 200) return;
    this.status = statusCode;
    this.headers = headers;
    this.limit = statusCode < 300 ? this.maxBytes : Math.min(this.maxBytes, MAX_ERROR_BODY_BYTES);
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > this.limit) this.cut(controller, 'too-large');
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.done) return;
    this.size += chunk.length;
    if (this.size > this.limit) return this.cut(controller, 'too-large');
    const refusal = this.take?.(chunk.length);
    if (refusal) return this.cut(controller, 'over-budget', refusal);
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    if (this.done) return;
    const chunks = this.chunks;
    this.finish(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks, this.size).toString('utf8'), undefined);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.done) return;
    if (this.status === 0) this.fail(error);
    else this.finish(undefined, 'broken');
  }

  private cut(controller: Dispatcher.DispatchController, problem: BodyProblem, refusal?: GraphQLError): void {
    this.finish(undefined, problem, refusal);
    controller.abort(new Error(`answer cut: ${problem}`));
  }

  private finish(text: string | undefined, problem: BodyProblem | undefined, refusal?: GraphQLError): void {
    this.done = true;
    this.chunks = [];
    this.resolve({ status: this.status, headers: this.headers, text, problem, refusal });
  }

  private fail(error: Error): void {
    this.done = true;
    this.reject(error);
  }
}

const BODY_PROBLEMS: Record<BodyProblem, string> = {
  'too-large': 'a body larger than the configured limit',
  deadline: 'a body that did not arrive before the deadline',
  broken: 'a body cut off by the connection',
  'over-budget': "a body past the operation's answer budget",
};

/** How often an area's generation that could not be renewed after a write is tried again. */
const GENERATION_RETRY_MS = 1_000;

/**
 * The one place that talks HTTP to the commerce service: URLs, the API key, keep-alive pooling, one
 * deadline per call, bounded bodies, read retries, and the mapping of every failure to a GraphQL
 * error with a contract code that says honestly whether a write may have been applied.
 */
export class CommerceClient {
  private readonly dispatcher: Dispatcher;
  /** Reads in flight, per response schema and request: a second identical read joins the first. */
  private readonly inFlight = new WeakMap<z.ZodType, Map<string, { answer: Promise<unknown>; writes: number; receipt: Receipt }>>();
  /** Writes started so far: a read may only join one that began after the latest write began. */
  private writesStarted = 0;
  /** Area generations whose renewal after a write the store refused, each tried again until set (at most one an area). */
  private readonly renewals = new Map<string, { until: number; timer: NodeJS.Timeout }>();

  /** How many writes this client has started: whoever merges reads above it fences them the same way. */
  get writeCount(): number {
    return this.writesStarted;
  }

  constructor(
    readonly config: ServiceConfig,
    dispatcher?: Dispatcher,
    private readonly readCache?: ReadCache,
  ) {
    this.dispatcher =
      dispatcher ??
      new Agent({
        connections: 128,
        keepAliveTimeout: 30_000,
        connect: { timeout: config.timeoutMs },
      });
  }

  call<T>(spec: OperationSpec, options: CallOptions<T>): Promise<T> {
    if (!options.apiKey) return Promise.reject(unauthenticated(spec.name));
    let url: string;
    try {
      url = operationUrl(this.config, spec, options.key);
    } catch (error) {
      return Promise.reject(error);
    }
    const payload = spec.httpMethod === 'POST' ? JSON.stringify(options.body ?? {}) : undefined;
    // Writes are never merged: each one the caller asked for is sent.
    if (!spec.idempotent) {
      this.writesStarted++;
      const write = this.attempts(spec, url, payload, options, { bytes: 0 });
      const generation = this.readCache?.generationOf(spec);
      if (generation === undefined) return write;
      // Whatever the outcome (a write may have been applied even when it failed), the area's cached
      // reads go before the caller hears of it.
      const renew = () => this.renewGeneration(generation);
      return write.then(
        async (value) => (await renew(), value),
        async (error: unknown) => {
          await renew();
          throw error;
        },
      );
    }
    let pending = this.inFlight.get(options.response);
    if (!pending) {
      pending = new Map();
      this.inFlight.set(options.response, pending);
    }
    const key = `${url}\n${options.apiKey}\n${options.caller ?? ''}\n${payload ?? ''}`;
    const joined = pending.get(key);
    // A read that began before a write may answer the state before it: a read-back after that
    // write must see the write, so it starts a read of its own.
    if (joined && joined.writes === this.writesStarted) {
      return joined.answer.then(
        (value) => {
          charge(options, spec, joined.receipt.bytes);
          return value as T;
        },
        // The read is forgotten by now (its settling did that first): this one is another.
        (error: unknown) => (joined.receipt.makersOwn ? this.call(spec, options) : Promise.reject(error)),
      );
    }
    const maxAge = this.readCache?.maxAgeOf(spec);
    const receipt: Receipt = { bytes: 0 };
    const answer = maxAge === undefined ? this.attempts(spec, url, payload, options, receipt) : this.cached(spec, url, payload, options, maxAge, receipt);
    const entry = { answer, writes: this.writesStarted, receipt };
    pending.set(key, entry);
    const forget = () => {
      if (pending.get(key) === entry) pending.delete(key);
    };
    entry.answer.then(forget, forget);
    return entry.answer as Promise<T>;
  }

  /**
   * Sets an area's generation anew after a write. Should the store refuse it (Redis away), every
   * replica would go on answering reads stored before the write, for as long as their maxAge: it is
   * tried again each second for that long, once per generation, until it is set.
   */
  private async renewGeneration(generation: string): Promise<void> {
    const store = this.readCache!.store;
    try {
      await store.set(generation, randomUUID());
      return;
    } catch (error) {
      const renewal = this.renewals.get(generation);
      // A later write the store refused too: what was stored since may live as long from now.
      if (renewal) {
        renewal.until = Date.now() + this.readCache!.longestMaxAgeS * 1000;
        return;
      }
      logger.warn({ generation, err: error instanceof Error ? error.message : String(error) }, 'read cache generation not renewed after a write: tried again each second');
    }
    const renewal = {
      until: Date.now() + this.readCache!.longestMaxAgeS * 1000,
      timer: setInterval(() => {
        if (Date.now() >= renewal.until) return stop();
        store.set(generation, randomUUID()).then(stop, () => undefined);
      }, GENERATION_RETRY_MS).unref(),
    };
    const stop = () => {
      clearInterval(renewal.timer);
      if (this.renewals.get(generation) === renewal) this.renewals.delete(generation);
    };
    this.renewals.set(generation, renewal);
  }

  /** A read whose answer may be reused for `maxAge` seconds by the same key and caller. */
  private async cached<T>(
    spec: OperationSpec,
    url: string,
    payload: string | undefined,
    options: CallOptions<T>,
    maxAge: number,
    receipt: Receipt,
  ): Promise<T> {
    const store = this.readCache!.store;
    const generationKey = this.readCache!.generationOf(spec);
    let generation = '';
    if (generationKey !== undefined) {
      try {
        generation = (await store.get(generationKey)) ?? '';
      } catch {
        // Without the area's generation, an answer stored under an older one could predate the area's
        // last write: the read goes to the service and is not stored.
        return this.attempts(spec, url, payload, options, receipt);
      }
    }
    const key = readCacheKey(url, options.apiKey ?? '', options.caller ?? '', payload ?? '', generation);
    const text = await store.get(key).catch(() => undefined);
    if (text !== undefined) {
      let value: T | undefined;
      try {
        value = this.acknowledged(spec, options.response, 200, text, undefined, options.requestId);
      } catch {
        // A stored answer that no longer reads as the result needs is a miss.
      }
      if (value !== undefined) {
        // Bytes, as the answers read from the wire are counted.
        receipt.bytes = Buffer.byteLength(text);
        try {
          charge(options, spec, receipt.bytes);
        } catch (refusal) {
          receipt.makersOwn = true;
          throw refusal;
        }
        return value;
      }
    }
    const remember = (body: string) =>
      store.set(key, body, { ttl: maxAge }).catch((error: unknown) => {
        // The answer stands; only its reuse is lost (a shared store that is down, say).
        logger.warn({ requestId: options.requestId, operation: spec.name, err: error instanceof Error ? error.message : String(error) }, 'read cache not written');
      });
    return this.attempts(spec, url, payload, options, receipt, remember);
  }

  private async attempts<T>(
    spec: OperationSpec,
    url: string,
    payload: string | undefined,
    options: CallOptions<T>,
    receipt: Receipt,
    remember?: (text: string) => Promise<void>,
  ): Promise<T> {
    // One deadline for the whole call, retries included: undici's headers and body timeouts are
    // idle timers, which a service that drips one byte at a time never trips. It is the call's own
    // COMMERCE_TIMEOUT_MS, or what is left of its operation's, whichever ends first.
    const operationLeft = (options.operationDeadline ?? Infinity) - Date.now();
    const left = Math.min(this.config.timeoutMs, operationLeft);
    const operationsDeadline = operationLeft < this.config.timeoutMs;
    if (left <= 0) {
      receipt.makersOwn = true;
      throw upstreamError('UPSTREAM_TIMEOUT', `${spec.name} was not sent: its operation's deadline has passed`, { operation: spec.name, status: null }, { delivered: false });
    }
    const deadline = new CallDeadline(left);
    try {
      return await this.attemptUntil(spec, url, payload, options, receipt, deadline, performance.now() + left, operationsDeadline, remember);
    } catch (error) {
      if (operationsDeadline && deadline.expired) receipt.makersOwn = true;
      throw error;
    } finally {
      deadline.clear();
    }
  }

  private async attemptUntil<T>(
    spec: OperationSpec,
    url: string,
    payload: string | undefined,
    options: CallOptions<T>,
    receipt: Receipt,
    deadline: CallDeadline,
    expiresAt: number,
    /** Whether `expiresAt` is the operation's deadline rather than the call's own timeout. */
    operationsDeadline: boolean,
    remember?: (text: string) => Promise<void>,
  ): Promise<T> {
    const retries = spec.idempotent ? MAX_READ_RETRIES : 0;
    let failure: AttemptFailure | undefined;
    for (let attempt = 0; ; attempt++) {
      // A retry is a request like any other: it is counted, and refused past the budget.
      const refusal = options.budget?.beforeSend(spec.name);
      if (refusal) {
        receipt.makersOwn = true;
        throw failure?.error ?? refusal;
      }
      try {
        return await observeServiceCall(spec, (record) => this.once(spec, url, payload, options, deadline, record, receipt, remember));
      } catch (error) {
        if (!(error instanceof AttemptFailure)) throw error;
        failure = error;
        if (attempt >= retries || !error.retryable) throw error.error;
        // Full jitter keeps many gateways that failed together from retrying together; the service's
        // Retry-After is a least wait (one of 0 keeps the jitter).
        const delay = Math.max(error.retryAfterMs ?? 0, Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));
        if (performance.now() + delay >= expiresAt) {
          // A retry the operation's deadline leaves no time for: another operation may have it.
          if (operationsDeadline) receipt.makersOwn = true;
          throw error.error;
        }
        logger.warn({ requestId: options.requestId, operation: spec.name, attempt: attempt + 1, delayMs: Math.round(delay) }, 'retrying a read');
        // The pause ends before the deadline (checked above); a timer late by a tick is caught here.
        await sleep(delay);
        if (deadline.expired) throw error.error;
      }
    }
  }

  private async once<T>(
    spec: OperationSpec,
    url: string,
    payload: string | undefined,
    options: CallOptions<T>,
    deadline: CallDeadline,
    record: ServiceCallRecord,
    receipt: Receipt,
    remember?: (text: string) => Promise<void>,
  ): Promise<T> {
    const apiKey = options.apiKey ?? '';
    const write = !spec.idempotent;
    const started = performance.now();
    const info = (status: number | null): UpstreamInfo => ({ operation: spec.name, status });
    // Every chunk is counted as it arrives, so that the answers of all the calls in flight stay within
    // their operations' budgets (and the process's pool) while they are read, not only once they are.
    // A write's answer is counted but never refused: the write was applied.
    const budget = options.budget;
    const take = budget && (write ? (bytes: number) => void budget.received(spec.name, bytes) : (bytes: number) => budget.received(spec.name, bytes));
    let exchange: Exchange;
    try {
      exchange = await this.exchange(url, spec.httpMethod, requestHeaders(apiKey, spec.httpMethod === 'POST'), payload, deadline, take);
    } catch (error) {
      throw transportFailure(spec.name, error, deadline.expired, write);
    }
    const { status, text, problem } = exchange;
    record.status = status;
    const ok = status >= 200 && status < 300;
    if (exchange.refusal) {
      receipt.makersOwn = true;
      throw new AttemptFailure(exchange.refusal, false);
    }
    // Only when it is written: a service call's line is debug, and its fields would be built for nothing.
    if (logger.isLevelEnabled('debug')) logger.debug({ requestId: options.requestId, operation: spec.name, status, ms: Math.round(performance.now() - started) }, 'upstream call');

    if (ok) {
      if (text !== undefined) receipt.bytes = Buffer.byteLength(text);
      const value = this.acknowledged(spec, options.response, status, text, problem, options.requestId, options.onAnswerLost);
      // Only an answer that read as the result needs is kept for reuse.
      if (remember && text !== undefined) await remember(text);
      return value;
    }

    // A service that is overloaded or down for maintenance says when to come back on a 503 too: a read
    // retried sooner (two retries within 80 ms) only adds to its load.
    const retryAfter = status === 429 || status === 503 ? retryAfterSeconds(exchange.headers['retry-after']) : undefined;
    // A proxy's 502 or 504 means the answer was lost on the way: the service may have applied a write.
    if (write && (status === 502 || status === 504)) {
      throw new AttemptFailure(
        upstreamError('UPSTREAM_OUTCOME_UNKNOWN', 'The request may have been applied: its answer was lost on the way', info(status), {
          delivered: 'unknown',
          detail: `${spec.name} may have been applied: a proxy answered ${status} in the service's place`,
        }),
        false,
      );
    }
    const code: ErrorCode = STATUS_CODES[status] ?? (status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_BAD_RESPONSE');
    const said = text === undefined ? undefined : serviceMessage(text, apiKey);
    const detail = said ? `${spec.name} failed (${status}): ${said}` : `${spec.name} failed with status ${status}`;
    const message = said && SHOWN_SERVICE_MESSAGES.has(status) ? said : (REFUSAL_MESSAGES[code] ?? 'The service could not answer the request');
    const delivered: Delivered = true;
    const fields = code === 'BAD_USER_INPUT' ? serviceFields(said, !spec.idempotent, options.body) : undefined;
    throw new AttemptFailure(
      upstreamError(code, message, info(status), {
        delivered,
        detail,
        ...(retryAfter === undefined ? {} : { retryAfter }),
        ...(fields ? { fields } : {}),
      }),
      RETRYABLE_STATUSES.has(status),
      retryAfter === undefined ? undefined : retryAfter * 1000,
    );
  }

  /** One HTTP exchange, settled when the answer is read whole, cut, or the deadline passes. */
  private exchange(
    url: string,
    method: OperationSpec['httpMethod'],
    headers: Record<string, string>,
    body: string | undefined,
    deadline: CallDeadline,
    take: ((bytes: number) => GraphQLError | undefined) | undefined,
  ): Promise<Exchange> {
    if (deadline.expired) return Promise.reject(new DeadlinePassed(false));
    const { origin, pathname, search } = new URL(url);
    return new Promise<Exchange>((resolve, reject) => {
      const answer = new BoundedAnswer(this.config.maxResponseBytes, take, resolve, reject);
      deadline.watch(() => answer.expire());
      this.dispatcher.dispatch({ origin, path: pathname + search, method, headers, body: body ?? null }, answer);
    });
  }

  /**
   * A 2xx answer. For a write it is the service's acknowledgement: when its body cannot be read, the
   * write is still reported as applied (an empty answer, if the result can do without one) and never
   * as failed, so that a client does not send it again.
   */
  private acknowledged<T>(
    spec: OperationSpec,
    schema: z.ZodType<T>,
    status: number,
    text: string | undefined,
    problem: BodyProblem | undefined,
    requestId: string | undefined,
    onAnswerLost?: () => void,
  ): T {
    const info = { operation: spec.name, status };
    let body: unknown;
    let unreadable: string | undefined = problem ? BODY_PROBLEMS[problem] : undefined;
    if (text !== undefined) {
      try {
        body = text.length > 0 ? JSON.parse(text) : {};
      } catch {
        unreadable = 'a body that is not JSON';
      }
    }
    if (unreadable !== undefined) {
      if (spec.idempotent) {
        const code = problem === 'deadline' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_BAD_RESPONSE';
        throw new AttemptFailure(
          upstreamError(code, "The service's answer could not be read", info, { delivered: true, detail: `${spec.name} answered ${status} with ${unreadable}` }),
          problem === 'broken',
        );
      }
      const empty = schema.safeParse({});
      if (empty.success) {
        logger.warn({ requestId, operation: spec.name, status }, `write acknowledged with ${unreadable}`);
        onAnswerLost?.();
        return empty.data;
      }
      throw new AttemptFailure(
        upstreamError('UPSTREAM_BAD_RESPONSE', "The request was applied, but the service's answer could not be read", info, {
          delivered: true,
          detail: `${spec.name} was applied (status ${status}) but its answer could not be read: ${unreadable}`,
        }),
        false,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
      const applied = spec.idempotent ? '' : ` (the write was applied, status ${status})`;
      const message = spec.idempotent ? "The service's answer lacks what the result needs" : "The request was applied, but the service's answer lacks what the result needs";
      throw new AttemptFailure(
        upstreamError('UPSTREAM_BAD_RESPONSE', message, info, {
          delivered: true,
          detail: `${spec.name} answered without what the result needs at ${where}: ${issue?.message ?? 'invalid'}${applied}`,
        }),
        false,
      );
    }
    return parsed.data;
  }
}

/** A service request's headers: the trace context, the key, and JSON both ways. */
function requestHeaders(apiKey: string, withBody: boolean): Record<string, string> {
  const headers = serviceCallHeaders();
  headers['x-api-key'] = apiKey;
  headers.accept = 'application/json';
  if (withBody) headers['content-type'] = 'application/json';
  return headers;
}

/**
 * A failure before any HTTP answer. Connection-phase failures, and a deadline that passed while the
 * request waited for a connection, certainly sent nothing. Anything later (a reset, the deadline) may
 * have reached the service: a read just tries again, but a write's outcome is unknown and is said to
 * be so.
 */
function transportFailure(operation: string, cause: unknown, timedOut: boolean, write: boolean): AttemptFailure {
  const code = errorCodeOf(cause);
  const info = { operation, status: null };
  // Still waiting for a connection (all of them busy): the request was never written.
  if (cause instanceof DeadlinePassed && !cause.sent) {
    return new AttemptFailure(
      upstreamError('UPSTREAM_TIMEOUT', 'The service could not be reached in time; nothing was sent', info, {
        delivered: false,
        detail: `${operation} waited for a connection past its deadline`,
      }),
      false,
    );
  }
  if (code !== undefined && CONNECT_ERROR_CODES.has(code)) {
    const error =
      code === 'UND_ERR_CONNECT_TIMEOUT'
        ? upstreamError('UPSTREAM_TIMEOUT', 'The service could not be reached in time; nothing was sent', info, {
            delivered: false,
            detail: `${operation} could not connect in time`,
          })
        : upstreamError('UPSTREAM_UNAVAILABLE', 'The service could not be reached; nothing was sent', info, {
            delivered: false,
            detail: `${operation} is unreachable (${code})`,
          });
    return new AttemptFailure(error, !timedOut);
  }
  const what = timedOut ? 'did not answer before the deadline' : `lost its connection (${code ?? 'network error'})`;
  if (write) {
    return new AttemptFailure(
      upstreamError('UPSTREAM_OUTCOME_UNKNOWN', 'The service did not confirm the request: it may have been applied', info, {
        delivered: 'unknown',
        detail: `${operation} ${what}`,
      }),
      false,
    );
  }
  return new AttemptFailure(
    upstreamError(timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE', timedOut ? 'The service did not answer in time' : "The service's answer was cut off", info, {
      delivered: 'unknown',
      detail: `${operation} ${what}`,
    }),
    !timedOut,
  );
}
