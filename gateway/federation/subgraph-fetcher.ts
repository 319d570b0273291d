import { AsyncLocalStorage } from 'node:async_hooks';
import { STATUS_CODES } from 'node:http';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import type { GraphQLError } from 'graphql';
import { Agent, Headers, request, type Dispatcher } from 'undici';
import { deadlineAfter, settledBefore } from '../../subgraphs/shared/deadline';
import { bodyShape } from '../http/request-body';
import { BUDGET_HEADER, REFUSED_HEADER, parseAllowance } from '../limits/upstream-budget';

type Fetcher = NonNullable<NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher']>;
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/**
 * The largest subgraph answer read: a subgraph that streams more is cut off rather than buffered. A
 * subgraph's answer to one fetch is held to the operation's budget of service answers
 * (MAX_OPERATION_RESPONSE_BYTES, 4 MB by default) by the subgraph itself; twice that leaves room for
 * aliases, and a broken subgraph's 50 MB answers, parsed side by side, took the gateway out of memory.
 */
const MAX_SUBGRAPH_RESPONSE_BYTES = 8 * 1024 * 1024;

/**
 * The shape a subgraph answer may have before it is parsed. Depth: a query's (12 levels, each a list
 * and an object) with room for what JSON scalars carry (a record's `raw` body); ten megabytes of nested
 * lists took the gateway out of memory inside JSON.parse, and errors whose extensions nested 20,000
 * deep lost an answer's every error. Values: as many as the largest answer could hold at eight bytes a
 * value, far more than its fields (a page of JSON values holds thousands a field). Every answer is
 * checked, at about half of JSON.parse's cost (20 µs for a page of 50 accounts).
 */
const SUBGRAPH_ANSWER_SHAPE = { maxDepth: 1_000, maxValues: MAX_SUBGRAPH_RESPONSE_BYTES / 8 };
/**
 * The errors of one subgraph answer kept: the gateway makes a GraphQLError of each, a kilobyte or
 * two apiece, and four answers of 20,000 errors took it out of memory. The rest are counted in one.
 */
const MAX_SUBGRAPH_ERRORS = 100;

/** A subgraph answer too deep, or holding too many values, to be parsed: a broken subgraph's. */
export class SubgraphAnswerRefused extends Error {
  override name = 'SubgraphAnswerRefused';
}

/** A parsed subgraph answer with at most MAX_SUBGRAPH_ERRORS errors, the last saying how many more there were. */
function withBoundedErrors(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || !('errors' in answer) || !Array.isArray(answer.errors) || answer.errors.length <= MAX_SUBGRAPH_ERRORS) return answer;
  const more = answer.errors.length - (MAX_SUBGRAPH_ERRORS - 1);
  return {
    ...answer,
    errors: [...answer.errors.slice(0, MAX_SUBGRAPH_ERRORS - 1), { message: `${more} more errors of this subgraph answer are left out`, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
  };
}

function responseOf(url: string, status: number, headers: Headers, body: string): FetcherResponse {
  return {
    url,
    status,
    ok: status >= 200 && status < 300,
    statusText: STATUS_CODES[status] ?? '',
    redirected: false,
    bodyUsed: false,
    headers,
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(withBoundedErrors(JSON.parse(body))),
    arrayBuffer: () => Promise.resolve(new TextEncoder().encode(body).buffer),
    clone: () => responseOf(url, status, headers, body),
  };
}

/**
 * When the operation a subgraph request serves must be answered (epoch milliseconds). Apollo's data
 * source calls its fetcher with a fetch-style init that has no signal, so the deadline travels in the
 * asynchronous context of the data source's `process` instead.
 */
const operations = new AsyncLocalStorage<SubgraphOperation>();

/**
 * What a subgraph request serves: when its operation must be answered (epoch milliseconds), and where
 * the bytes of its answer are held as they arrive (a refusal cuts the answer; `keep` for a mutation's).
 */
export interface SubgraphOperation {
  deadline: number;
  hold: (bytes: number, how: HoldMode) => GraphQLError | undefined;
}

/**
 * How an answer's bytes are held: `keep` whatever they add (a mutation's answer: its writes were
 * made); `process` refused only past the process's pool (an answer others may share as it arrives:
 * one address's share must not cut it for them); `party` refused past the pool or the party's address
 * share (each party's own copy of a shared answer, once whole).
 */
type HoldMode = 'keep' | 'process' | 'party';

/** Runs `work` with every subgraph request it sends through the fetcher ending by the operation's deadline at the latest, its answer held where the operation says. */
export const withOperation = <T>(operation: SubgraphOperation, work: () => Promise<T>): Promise<T> => operations.run(operation, work);

/** A subgraph answer the gateway had no room to hold: the operation's refusal (RATE_LIMITED) stands for it. */
export class SubgraphAnswerNoRoom extends Error {
  override name = 'SubgraphAnswerNoRoom';
  constructor(readonly refusal: GraphQLError) {
    super(refusal.message);
  }
}

/** A subgraph request that had no complete answer by its operation's deadline (and was abandoned). */
export class SubgraphDeadlineError extends Error {
  override name = 'SubgraphDeadlineError';
}

/** The operation's deadline, if the request serves one, disarmed once the request is done. */
const operationDeadline = (): ReturnType<typeof deadlineAfter> | undefined => {
  const deadline = operations.getStore()?.deadline;
  return deadline === undefined ? undefined : deadlineAfter(deadline - Date.now());
};

/** `work`, or a SubgraphDeadlineError once `signal` fires first. */
const within = <T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> =>
  signal ? settledBefore(work, signal, () => new SubgraphDeadlineError("no answer before the operation's deadline")) : work;

/**
 * When a query request that several parties wait for gives up: at the latest of their deadlines. A
 * party that joins it extends it to its own; each party still stops waiting at its own deadline, so
 * the request is abandoned once none waits for it. Parties join only until the sender's own deadline
 * (`joinable`): a request joined without end by a steady stream of parties would never be abandoned,
 * however stuck, so it lives at most about two operation deadlines.
 */
class LatestDeadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  /** Until when a party may join: the sender's deadline. */
  private readonly joinUntil: number;

  constructor(private at: number) {
    this.joinUntil = at;
    this.arm();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Whether a party may still join (and extend) the request. */
  joinable(): boolean {
    return !this.controller.signal.aborted && Date.now() < this.joinUntil;
  }

  /** Lasts until `deadline` too (epoch milliseconds). */
  extend(deadline: number): void {
    if (deadline <= this.at) return;
    this.at = deadline;
    this.arm();
  }

  /** Disarmed once the request has ended. */
  clear(): void {
    clearTimeout(this.timer);
  }

  private arm(): void {
    clearTimeout(this.timer);
    // Unreferenced: a request's deadline is no reason for the process to stay up.
    this.timer = setTimeout(() => this.controller.abort(), Math.max(0, this.at - Date.now())).unref();
  }
}

/** What a subgraph answered, read whole: every party to a merged request builds its own response from it. */
interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

const headerOf = (init: Parameters<Fetcher>[1], name: string): string => {
  const value = (init?.headers as Record<string, string> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Whether the allowance lent in `mine` (a BUDGET_HEADER value) is more calls or bytes than in `theirs`;
 * a request lent nothing in particular was not limited by it. Read only for an answer that was refused
 * something, not for every request.
 */
const exceeds = (mine: string, theirs: string): boolean => {
  const [lent, sender] = [parseAllowance(mine || undefined), parseAllowance(theirs || undefined)];
  return lent !== undefined && sender !== undefined && (lent.calls > sender.calls || lent.bytes > sender.bytes);
};

/** Only a query is merged: the gateway prints each subgraph operation with its type first. */
const isQuery = (body: string): boolean => {
  try {
    const { query } = JSON.parse(body) as { query?: unknown };
    return typeof query === 'string' && /^\s*(query\b|\{)/.test(query);
  } catch {
    return false;
  }
};

/**
 * The fetcher of subgraphs deployed on their own: one undici request on a keep-alive pool, the body
 * read whole. Apollo's default goes through make-fetch-happen and node-fetch (an HTTP cache, a
 * retry layer and stream adapters per request) that a POST to a subgraph never needs.
 *
 * An identical query request with the same credentials (Authorization and x-api-key, which the
 * subgraph authenticates again) that is already in flight is joined, as Hive Gateway and Apollo
 * Router merge identical subgraph requests; each party parses the answer into objects of its own.
 * Mutations are always sent, and a query never joins one that began before a mutation was sent.
 */
export function subgraphFetcher(
  dispatcher: Dispatcher = new Agent({ connections: 128, keepAliveTimeout: 30_000, maxResponseSize: MAX_SUBGRAPH_RESPONSE_BYTES }),
): Fetcher {
  const inFlight = new Map<string, { answer: Promise<Answer>; mutations: number; deadline: LatestDeadline | undefined; allowance: string }>();
  let mutationsSent = 0;

  // The signal bounds connecting, the headers and the whole body: the Agent's own timeouts (300 s
  // for headers and body by default) would let a paused subgraph hold an operation for minutes.
  const send = async (url: string, init: Parameters<Fetcher>[1], signal: AbortSignal | undefined, mutation: boolean): Promise<Answer> => {
    let answer: Dispatcher.ResponseData;
    let body: string;
    try {
      answer = await request(url, {
        method: (init?.method ?? 'GET') as Dispatcher.HttpMethod,
        headers: init?.headers as Record<string, string> | undefined,
        body: init?.body as string | undefined,
        dispatcher,
        ...(signal ? { signal } : {}),
      });
      // Held as it arrives, by the operation that sent the request; parties that join it hold their copies.
      const hold = operations.getStore()?.hold;
      // An answer that says it is too large is the subgraph's fault before a byte of it is held.
      if (Number(answer.headers['content-length'] ?? 0) > MAX_SUBGRAPH_RESPONSE_BYTES) {
        answer.body.destroy();
        throw new SubgraphAnswerRefused(`the answer is larger than ${MAX_SUBGRAPH_RESPONSE_BYTES} bytes`);
      }
      // One that does not say so is cut by the Agent's maxResponseSize as it passes it.
      const chunks: Buffer[] = [];
      for await (const chunk of answer.body as AsyncIterable<Buffer>) {
        const refusal = hold?.(chunk.length, mutation ? 'keep' : 'process');
        if (refusal) {
          answer.body.destroy();
          throw new SubgraphAnswerNoRoom(refusal);
        }
        chunks.push(chunk);
      }
      body = Buffer.concat(chunks).toString('utf8');
    } catch (error) {
      if (error instanceof SubgraphAnswerNoRoom || error instanceof SubgraphAnswerRefused) throw error;
      if (signal?.aborted) throw new SubgraphDeadlineError('no answer before the operation\'s deadline', { cause: error });
      throw error;
    }
    const shape = bodyShape(body, SUBGRAPH_ANSWER_SHAPE);
    if ('problem' in shape) {
      throw new SubgraphAnswerRefused(`the answer nests deeper than ${SUBGRAPH_ANSWER_SHAPE.maxDepth} levels or holds more than ${SUBGRAPH_ANSWER_SHAPE.maxValues} values`);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    }
    return { status: answer.statusCode, headers, body };
  };

  return async (url, init) => {
    const deadline = operationDeadline();
    try {
      return await fetchWithin(url, init, deadline?.signal);
    } finally {
      // This party has stopped waiting: its own timer goes (a request it sent may go on for others).
      deadline?.clear();
    }
  };

  async function fetchWithin(url: string, init: Parameters<Fetcher>[1], signal: AbortSignal | undefined): Promise<Awaited<ReturnType<Fetcher>>> {
    const body = typeof init?.body === 'string' ? init.body : '';
    if (!isQuery(body)) {
      mutationsSent++;
      const answer = await send(url, init, signal, true);
      return responseOf(url, answer.status, answer.headers, answer.body);
    }
    const key = `${url}\n${headerOf(init, 'authorization')}\n${headerOf(init, 'x-api-key')}\n${body}`;
    const allowance = headerOf(init, BUDGET_HEADER);
    // Each party waits no longer than its own deadline; the request itself lasts until the latest
    // of theirs, so a party that joins with more time left is not failed by the sender's. A party
    // without a deadline (a caller outside the GraphQL route) neither bounds nor extends one.
    const deadline = operations.getStore()?.deadline;
    let shared = inFlight.get(key);
    const joined = shared !== undefined && shared.mutations === mutationsSent && (!shared.deadline || shared.deadline.joinable());
    if (!shared || !joined) {
      const requestDeadline = deadline === undefined ? undefined : new LatestDeadline(deadline);
      const entry = { answer: send(url, init, requestDeadline?.signal, false), mutations: mutationsSent, deadline: requestDeadline, allowance };
      inFlight.set(key, entry);
      const forget = () => {
        requestDeadline?.clear();
        if (inFlight.get(key) === entry) inFlight.delete(key);
      };
      entry.answer.then(forget, forget);
      shared = entry;
    } else if (deadline !== undefined) {
      shared.deadline?.extend(deadline);
    }
    const answer = await within(shared.answer, signal);
    // The subgraph refuses what passes the allowance lent to the request (a call, an answer, a retry)
    // and says so: a party lent more (a sender whose client has gone is lent nothing) is not handed
    // that answer, and sends its own request.
    if (joined && answer.headers.get(REFUSED_HEADER) === '1' && exceeds(allowance, shared.allowance)) {
      const own = await send(url, init, signal, false);
      return responseOf(url, own.status, own.headers, own.body);
    }
    // A party that joined parses the text into objects of its own: it holds a copy, or is refused alone.
    if (joined) {
      const refusal = operations.getStore()?.hold(answer.body.length, 'party');
      if (refusal) throw new SubgraphAnswerNoRoom(refusal);
    }
    return responseOf(url, answer.status, answer.headers, answer.body);
  }
}
