import type { CallOptions } from '../../subgraphs/shared/client';
import type { OperationSpec } from '../../subgraphs/shared/operations';
import type { RequestScope } from '../../subgraphs/shared/subgraph';

type Client = RequestScope['client'];

interface Read {
  readonly spec: OperationSpec;
  readonly options: CallOptions<unknown>;
  readonly answer: Promise<unknown>;
  /** The service client's write count when the read began: a read from before a write is not given again after it. */
  readonly writes: number;
}

/** The same read: the same operation, answer shape, key, path and body (compared as JSON, only when a read is looked for). */
const sameRead = (read: Read, spec: OperationSpec, options: CallOptions<unknown>) =>
  read.spec === spec &&
  read.options.response === options.response &&
  read.options.apiKey === options.apiKey &&
  read.options.key === options.key &&
  JSON.stringify(read.options.body) === JSON.stringify(options.body);

/**
 * The reads one request's area made, kept for the rest of the request so that a fetch executed a
 * second time (in-process-data-source.ts) reads through them: the service is asked once, and the
 * request's budget and metrics count each read once, however many times the fetch is executed.
 * Writes pass untouched and are never kept. What is kept is what the request holds anyway (the
 * answers it was given, within its budget) and goes with it.
 */
export class RequestReads {
  private readonly reads: Read[] = [];

  /** The request's client: every read it makes is kept. */
  readonly recording: Client;
  /** A client that gives a kept read again rather than make it, where no write has started since. */
  readonly replaying: Client;

  constructor(
    private readonly client: Client,
    /** The service client's write count: every write started, by any request, fences the reads kept before it. */
    private readonly writeCount: () => number,
  ) {
    this.recording = { config: client.config, call: (spec, options) => this.send(spec, options) };
    this.replaying = { config: client.config, call: (spec, options) => this.replay(spec, options) };
  }

  private replay<T>(spec: OperationSpec, options: CallOptions<T>): Promise<T> {
    if (!spec.idempotent) return this.client.call(spec, options);
    const writes = this.writeCount();
    const kept = this.reads.findLast((read) => read.writes === writes && sameRead(read, spec, options));
    return kept ? (kept.answer as Promise<T>) : this.send(spec, options);
  }

  private send<T>(spec: OperationSpec, options: CallOptions<T>): Promise<T> {
    if (!spec.idempotent) return this.client.call(spec, options);
    const writes = this.writeCount();
    const answer = this.client.call(spec, options);
    this.reads.push({ spec, options, answer, writes });
    return answer;
  }
}
