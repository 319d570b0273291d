import { createHash } from 'node:crypto';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryPlan, QueryPlanCache } from '@apollo/query-planner';
import type { GatewayExecutionResult, GatewayInterface } from '@apollo/server-gateway-interface';
import { LRUCache } from 'lru-cache';
import { GraphQLError, type DocumentNode } from 'graphql';
import { RequestError } from '../http/graphql-status';
import type { GatewayContext } from './context';
import { aroundExecutor } from './executor-wrapping';
import type { PlanAnswer, PlannerFailure, PlanRequest } from './planner-thread';

/** Plans up to this size (their JSON) are kept apart from larger ones. */
const SMALL_PLAN_BYTES = 32 * 1024;

/**
 * The plans the Apollo gateway executes by (its `queryPlannerConfig.cache`): two least-recently-used
 * stores of half of `maxBytes` each, sized by the plans' JSON, one for plans up to SMALL_PLAN_BYTES (an
 * application's operations: hundreds fit) and one for larger ones, so that a few clients' distinct large
 * operations (about 200 KB of plan each) push out each other's plans, not an application's. Beside
 * them, the plans of requests still running, which the stores may already have let go. The gateway plans
 * on its own only when its store has no plan for an operation; the planning thread's plan is held here
 * until the requests that waited for it have run, so that never happens.
 */
export class PlanStore implements QueryPlanCache {
  private readonly small: LRUCache<string, QueryPlan>;
  private readonly large: LRUCache<string, QueryPlan>;
  private readonly held = new Map<string, { plan: QueryPlan; holders: number }>();

  constructor(maxBytes: number) {
    const half = Math.max(1, Math.floor(maxBytes / 2));
    this.small = new LRUCache<string, QueryPlan>({ maxSize: half });
    this.large = new LRUCache<string, QueryPlan>({ maxSize: half });
  }

  async get(key: string): Promise<QueryPlan | undefined> {
    return this.held.get(key)?.plan ?? this.small.get(key) ?? this.large.get(key);
  }

  async set(key: string, plan: QueryPlan): Promise<void> {
    const size = Buffer.byteLength(JSON.stringify(plan));
    const [mine, other] = size <= SMALL_PLAN_BYTES ? [this.small, this.large] : [this.large, this.small];
    other.delete(key);
    // A plan larger than its store's half is not kept (lru-cache refuses it), only held while it runs.
    mine.set(key, plan, { size });
  }

  async delete(key: string): Promise<boolean> {
    const small = this.small.delete(key);
    return this.large.delete(key) || small;
  }

  clear(): void {
    this.small.clear();
    this.large.clear();
  }

  /** Keeps `plan` for `key` until the returned function is called. */
  hold(key: string, plan: QueryPlan): () => void {
    const entry = this.held.get(key) ?? { plan, holders: 0 };
    entry.holders++;
    this.held.set(key, entry);
    return () => {
      if (--entry.holders === 0) this.held.delete(key);
    };
  }
}

/** Why a plan was not made: past the thread's time or heap or the planner's limits on selections (the operation's fault), or not in time for its request. */
export class PlanningRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'time' | 'heap' | 'selections' | 'busy',
  ) {
    super(message);
  }
}

export interface PlanningLimits {
  /** QUERY_PLANNING_TIMEOUT_MS: how long one operation's planning may take. */
  timeoutMs: number;
  /** The planning thread's heap (its old generation), in MiB. */
  heapMiB: number;
  /** How long the thread stays without work before it ends (36 to 60 MB of memory); the next new operation starts it again (0.4 to 0.9 s). */
  idleMs: number;
  /** Operations waiting for their turn (MAX_REQUESTS_IN_FLIGHT: each is a request's); past it, the next is refused as busy. */
  maxQueued: number;
}

/** A request waiting for a plan. */
export interface PlanWaiter {
  /** When the request must be answered (epoch ms): past it, it stops waiting, refused as busy. */
  deadline: number;
  /** Whether its client has gone (its in-flight slot given back): its operation is then not planned for it. */
  abandoned: () => boolean;
  /** Who sent it (a client address bucket): operations take turns by the client that first asked for them. */
  client: string;
}

interface Waiting extends PlanWaiter {
  resolve: (plan: QueryPlan) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Job {
  key: string;
  client: string;
  request: Omit<PlanRequest, 'id'>;
  waiting: Set<Waiting>;
}

const busy = (why: string) => new PlanningRefused(why, 'busy');

/** How long a new thread may take to build its planner (0.4 to 0.9 s here). */
const START_TIMEOUT_MS = 30_000;

/**
 * How many operations refused for what they are (past the heap, or the planner's limits on
 * selections) are remembered, so that sending one again costs the thread nothing. A refusal for time
 * is not: a stalled or throttled process can make any operation late once.
 */
const REMEMBERED_REFUSALS = 1_000;

/**
 * A thread of its own that plans operations the gateway has not planned yet, one at a time, each
 * within `timeoutMs`. Planning a large operation takes the query planner up to seconds; on the event
 * loop, a few clients sending new large operations held every other request for as long, those whose
 * plans were long made included. Here, only operations waiting for a plan wait. Past its time or its
 * heap, the thread is ended and another started: the operation is refused and the next one planned.
 * Requests of one operation wait for one plan; clients take turns (an operation counts as the first
 * asker's), so that one client's many new operations delay another's by one plan at a time, not by
 * all of them; the queue holds at most `maxQueued` operations, and
 * operations whose requests have all gone are dropped from it, not planned. The last
 * REMEMBERED_REFUSALS operations refused for their heap or selections are refused again at once.
 */
export class PlanningThread {
  private worker: Worker | undefined;
  private starting: Promise<void> | undefined;
  /** Operations waiting, by the client that first asked for each, taken in turns (a Map keeps the order clients come back in). */
  private readonly queue = new Map<string, Job[]>();
  private queued = 0;
  private readonly jobs = new Map<string, Job>();
  private running: { id: number; job: Job; timer: NodeJS.Timeout } | undefined;
  private nextId = 0;
  private stopped = false;
  private idle: NodeJS.Timeout | undefined;
  private detach: (() => void) | undefined;
  private readonly refused = new LRUCache<string, PlanningRefused>({ max: REMEMBERED_REFUSALS });

  /** `keep` stores a plan before its requests go on, so that a request arriving then finds it. */
  constructor(
    private readonly supergraphSdl: string,
    private readonly limits: PlanningLimits,
    private readonly keep: (key: string, plan: QueryPlan) => void = () => {},
  ) {}

  /** Whether a thread is running: none before the first operation to plan, nor after `idleMs` without one. */
  get alive(): boolean {
    return this.worker !== undefined;
  }

  /** Operations being planned or waiting for their turn (the facade_operations_planning gauge). */
  get operations(): number {
    return this.queued + (this.running ? 1 : 0);
  }

  /** The running thread's id (Worker.threadId), telling one thread from another. */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  /** The plan of a validated operation, made in the thread. */
  plan(key: string, request: Omit<PlanRequest, 'id'>, waiter: PlanWaiter): Promise<QueryPlan> {
    if (this.stopped) return Promise.reject(busy('The gateway is stopping'));
    const refused = this.refused.get(key);
    if (refused) return Promise.reject(refused);
    // Requests whose clients left are let go as each new one comes, those joined to the running operation too.
    this.dropAbandoned();
    let job = this.jobs.get(key);
    if (!job) {
      if (this.queued >= this.limits.maxQueued) return Promise.reject(busy('The gateway is planning as many new operations as it queues'));
      job = { key, client: waiter.client, request, waiting: new Set() };
      this.jobs.set(key, job);
      this.enqueue(job);
    }
    const joined = job;
    const planned = new Promise<QueryPlan>((resolve, reject) => {
      const waiting: Waiting = {
        ...waiter,
        resolve,
        reject,
        timer: setTimeout(() => this.expire(joined, waiting), Math.max(0, waiter.deadline - Date.now())),
      };
      joined.waiting.add(waiting);
    });
    this.next();
    return planned;
  }

  /**
   * Refuses what waits, and any later operation, as busy: called as the gateway starts draining, so
   * that those requests are answered (429, retry) while their connections are still open, rather
   * than cut when the drain ends. The operation being planned may still finish.
   */
  drain(): void {
    this.stopped = true;
    clearTimeout(this.idle);
    for (const job of this.takeAll()) this.finish(job, (waiting) => waiting.reject(busy('The gateway is stopping')));
  }

  private enqueue(job: Job): void {
    const mine = this.queue.get(job.client);
    if (mine) mine.push(job);
    else this.queue.set(job.client, [job]);
    this.queued++;
  }

  /** The next operation: the oldest of the client whose turn it is, who then goes to the back. */
  private dequeue(): Job | undefined {
    const next = this.queue.entries().next();
    if (next.done) return undefined;
    const [client, jobs] = next.value;
    const job = jobs.shift()!;
    this.queue.delete(client);
    if (jobs.length > 0) this.queue.set(client, jobs);
    this.queued--;
    return job;
  }

  private takeAll(): Job[] {
    const all = [...this.queue.values()].flat();
    this.queue.clear();
    this.queued = 0;
    return all;
  }

  private unqueue(job: Job): void {
    const jobs = this.queue.get(job.client);
    const index = jobs?.indexOf(job) ?? -1;
    if (!jobs || index < 0) return;
    jobs.splice(index, 1);
    this.queued--;
    if (jobs.length === 0) this.queue.delete(job.client);
  }

  async stop(): Promise<void> {
    this.drain();
    const planning = this.running !== undefined;
    if (this.running) this.settle(this.running.id, (waiting) => waiting.reject(busy('The gateway is stopping')));
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    this.detach?.();
    // A thread with nothing in hand is left for the next gateway of this supergraph in this process.
    if (planning) await worker.terminate();
    else keepSpare(this.spareKey, worker, this.limits.idleMs);
  }

  private get spareKey(): string {
    return `${this.limits.heapMiB}\n${this.supergraphSdl}`;
  }

  /** Takes `worker` on as this gateway's planning thread. */
  private adopt(worker: Worker): void {
    const answered = (answer: PlanAnswer) => this.answered(answer);
    const failed = (error: Error) =>
      this.lost(worker, outgrown(error) ? new PlanningRefused("The operation could not be planned: its planning outgrew the planning thread's heap", 'heap') : error);
    const exited = (code: number) => this.lost(worker, new Error(`The planning thread ended (exit code ${code})`));
    worker.on('message', answered);
    worker.on('error', failed);
    worker.on('exit', exited);
    // Only these: a Worker keeps listeners of its own.
    this.detach = () => {
      worker.off('message', answered);
      worker.off('error', failed);
      worker.off('exit', exited);
    };
    this.worker = worker;
    this.starting = undefined;
  }

  /** Starts a thread; `next` goes on once its planner is built. */
  private start(): void {
    const fail = (error: unknown) => {
      this.starting = undefined;
      // Nothing can be planned without a thread: those waiting are told now; the next operation tries again.
      for (const job of this.takeAll()) this.finish(job, (waiting) => waiting.reject(error instanceof Error ? error : new Error(String(error))));
    };
    const spare = takeSpare(this.spareKey);
    if (spare) {
      this.adopt(spare);
      this.next();
      return;
    }
    this.starting = new Promise<void>((resolve, reject) => {
      const worker = spawnPlanner(this.supergraphSdl, this.limits.heapMiB);
      // The process ends when its server does, planning or not.
      worker.unref();
      // A thread that never gets ready would keep every new operation waiting until its deadline.
      const stuck = setTimeout(() => {
        void worker.terminate();
        reject(new Error(`The planning thread was not ready within ${START_TIMEOUT_MS} ms`));
      }, START_TIMEOUT_MS);
      const failed = (error: Error) => {
        clearTimeout(stuck);
        reject(error);
      };
      const exited = (code: number) => failed(new Error(`The planning thread ended (exit code ${code}) before it was ready`));
      worker.once('error', failed);
      worker.once('exit', exited);
      worker.once('message', () => {
        clearTimeout(stuck);
        worker.off('error', failed);
        worker.off('exit', exited);
        if (this.stopped) {
          void worker.terminate();
          return resolve();
        }
        this.adopt(worker);
        resolve();
        this.next();
      });
    }).catch(fail);
  }

  private next(): void {
    if (this.running || this.stopped || this.starting) return;
    this.dropAbandoned();
    if (this.queued === 0) {
      if (this.worker) this.idle ??= setTimeout(() => this.retire(), this.limits.idleMs).unref();
      return;
    }
    if (!this.worker) {
      this.start();
      return;
    }
    const job = this.dequeue()!;
    clearTimeout(this.idle);
    this.idle = undefined;
    const id = ++this.nextId;
    const worker = this.worker;
    const timer = setTimeout(
      () => this.lost(worker, new PlanningRefused(`The operation could not be planned: its planning took longer than ${this.limits.timeoutMs} ms`, 'time')),
      this.limits.timeoutMs,
    );
    this.running = { id, job, timer };
    worker.postMessage({ id, ...job.request } satisfies PlanRequest);
  }

  /** Requests whose clients have gone stop waiting; operations none of whose requests still wait are taken out of the queue unplanned. */
  private dropAbandoned(): void {
    const running = this.running?.job;
    if (running) for (const waiting of running.waiting) if (waiting.abandoned()) this.leave(running, waiting, busy('The request is gone'));
    for (const jobs of [...this.queue.values()]) {
      for (const job of [...jobs]) {
        for (const waiting of job.waiting) if (waiting.abandoned()) this.leave(job, waiting, busy('The request is gone'));
        if (job.waiting.size === 0) this.unqueue(job);
      }
    }
  }

  /** A request past its deadline stops waiting; an operation no request waits for any more leaves the queue. */
  private expire(job: Job, waiting: Waiting): void {
    this.leave(job, waiting, busy('The gateway is planning other new operations'));
    if (job.waiting.size === 0 && this.running?.job !== job) this.unqueue(job);
  }

  private leave(job: Job, waiting: Waiting, error: Error): void {
    clearTimeout(waiting.timer);
    job.waiting.delete(waiting);
    if (job.waiting.size === 0 && this.running?.job !== job) this.jobs.delete(job.key);
    waiting.reject(error);
  }

  /** Settles every request waiting for `job`. */
  private finish(job: Job, outcome: (waiting: Waiting) => void): void {
    this.jobs.delete(job.key);
    for (const waiting of job.waiting) {
      clearTimeout(waiting.timer);
      outcome(waiting);
    }
    job.waiting.clear();
  }

  private answered(answer: PlanAnswer): void {
    if ('plan' in answer && this.running?.id === answer.id) this.keep(this.running.job.key, answer.plan);
    if ('plan' in answer) this.settle(answer.id, (waiting) => waiting.resolve(answer.plan));
    else this.refuse(answer.id, plannerError(answer.error));
    this.next();
  }

  private settle(id: number, outcome: (waiting: Waiting) => void): void {
    if (this.running?.id !== id) return;
    clearTimeout(this.running.timer);
    const { job } = this.running;
    this.running = undefined;
    this.finish(job, outcome);
  }

  /** The running operation is refused with `error`; for what it is, remembered as such. */
  private refuse(id: number, error: Error): void {
    const key = this.running?.id === id ? this.running.job.key : undefined;
    if (key !== undefined && error instanceof PlanningRefused && (error.reason === 'heap' || error.reason === 'selections')) this.refused.set(key, error);
    this.settle(id, (waiting) => waiting.reject(error));
  }

  /** Ends a thread that has had nothing to plan for `idleMs`. */
  private retire(): void {
    this.idle = undefined;
    const worker = this.worker;
    if (!worker || this.running || this.queued > 0) return;
    this.worker = undefined;
    void worker.terminate();
  }

  /**
   * The thread is of no more use: past the time or heap of the operation it plans (refused as that
   * operation's), or failed (a fault, not the operation's). Another thread is started for the next.
   */
  private lost(worker: Worker, error: Error): void {
    if (worker !== this.worker) return;
    this.worker = undefined;
    if (this.running) this.refuse(this.running.id, error);
    void worker.terminate();
    this.next();
  }
}

/**
 * Threads left by stopped gateways, by heap and supergraph, for `idleMs`: a process that starts gateway
 * after gateway (a test suite) takes a thread whose planner is built and warm instead of building one
 * for each (about 0.5 s, and every first plan slower). At most one a key; ended past its time.
 */
const spares = new Map<string, { worker: Worker; timer: NodeJS.Timeout; detach: () => void }>();

function keepSpare(key: string, worker: Worker, idleMs: number): void {
  const previous = spares.get(key);
  if (previous) {
    clearTimeout(previous.timer);
    void previous.worker.terminate();
  }
  const forget = () => {
    const spare = spares.get(key);
    if (spare?.worker !== worker) return;
    clearTimeout(spare.timer);
    spare.detach();
    spares.delete(key);
  };
  const timer = setTimeout(() => {
    forget();
    void worker.terminate();
  }, idleMs).unref();
  // A spare that fails is let go; its error has no one else to reach.
  worker.on('error', forget);
  worker.on('exit', forget);
  const detach = () => {
    worker.off('error', forget);
    worker.off('exit', forget);
  };
  spares.set(key, { worker, timer, detach });
}

function takeSpare(key: string): Worker | undefined {
  const spare = spares.get(key);
  if (!spare) return undefined;
  spares.delete(key);
  clearTimeout(spare.timer);
  spare.detach();
  return spare.worker;
}

/** Whether a thread ended past its heap (ERR_WORKER_OUT_OF_MEMORY). */
const outgrown = (error: Error): boolean => (error as Error & { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * The planner's refusal as the gateway's own planner would have thrown it: a GraphQLError keeps its
 * code; its limits on selections (plain Errors) are the operation's cost; anything else stays a fault.
 */
function plannerError(failure: PlannerFailure): Error {
  if (failure.code !== undefined) return new GraphQLError(failure.message, { extensions: { code: failure.code } });
  if (failure.selectionLimit) return new PlanningRefused(`The operation could not be planned: ${failure.message}`, 'selections');
  return new Error(failure.message);
}

/** The compiled thread beside this file; under tsx or Jest, the TypeScript through tsx's loader. */
function spawnPlanner(supergraphSdl: string, heapMiB: number): Worker {
  // A young generation of 8 MiB rather than V8's 48: the thread plans now and then, and this keeps
  // about 20 MB of the memory it holds while it runs (36 MB rather than 58 MB once started).
  const options = { workerData: { supergraphSdl }, resourceLimits: { maxOldGenerationSizeMb: heapMiB, maxYoungGenerationSizeMb: 8 } };
  const file = join(__dirname, `planner-thread${extname(__filename)}`);
  if (extname(__filename) !== '.ts') return new Worker(file, options);
  return new Worker(`require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(file)});`, { ...options, eval: true });
}

/** The Apollo gateway's key for an operation's plan (its executor's `queryPlanStoreKey`). */
const planKey = (queryHash: string, operationName: string | null | undefined): string =>
  operationName ? createHash('sha256').update(queryHash).update(operationName).digest('hex') : queryHash;

/**
 * The keys of named operations, by parsed document (Apollo Server hands every request of one text the
 * same one, from its document store, for as long as it keeps it): hashed once, not once a request.
 */
const namedKeys = new WeakMap<DocumentNode, Map<string, string>>();

function planKeyOf(document: DocumentNode, queryHash: string, operationName: string | null | undefined): string {
  if (!operationName) return queryHash;
  let keys = namedKeys.get(document);
  if (!keys) namedKeys.set(document, (keys = new Map()));
  let key = keys.get(operationName);
  if (key === undefined) keys.set(operationName, (key = planKey(queryHash, operationName)));
  return key;
}

/**
 * Whether executing `plan` leaves the data each fetch brings as it came: a plan of one fetch that
 * neither sends representations nor rewrites what it receives. Any later fetch merges its data into
 * the objects earlier ones brought (deepMerge in the gateway's executeQueryPlan).
 */
export function keepsFetchedData(plan: QueryPlan): boolean {
  const node = plan.node;
  return node?.kind === 'Fetch' && !node.requires && !node.outputRewrites?.length;
}

/**
 * The Apollo gateway, with every plan it does not hold made by `thread` (which keeps it in `store`)
 * before its executor runs. A refusal is the operation's answer: OPERATION_TOO_EXPENSIVE (a request
 * error) past the planning thread's time or heap or the planner's limits on selections;
 * RATE_LIMITED (retry after 1 s) when the request's deadline came before its turn.
 */
export function planningAhead(gateway: GatewayInterface, store: PlanStore, thread: PlanningThread, limits: { timeoutMs: number; heapMiB: number }): GatewayInterface {
  return aroundExecutor(
    gateway,
    (executor) => async (requestContext): Promise<GatewayExecutionResult> => {
      const { request } = requestContext;
      // The context Apollo Server hands the gateway is the one the gateway's routes built (server.ts).
      const context = requestContext.context as GatewayContext;
      const key = planKeyOf(requestContext.document, requestContext.queryHash, request.operationName);
      let plan = await store.get(key);
      if (!plan) {
        try {
          plan = await thread.plan(
            key,
            { source: requestContext.source, operationName: request.operationName ?? null },
            { deadline: context.deadline ?? Date.now() + limits.timeoutMs, abandoned: () => context.upstream.abandoned, client: context.clientBucket ?? '' },
          );
        } catch (error) {
          if (!(error instanceof PlanningRefused)) throw error;
          return { errors: [refusal(error, limits)] };
        }
      }
      context.keepsFetchedData = keepsFetchedData(plan);
      // Held while the executor runs, which reads it from the store again.
      const release = store.hold(key, plan);
      try {
        return await executor(requestContext);
      } finally {
        release();
      }
    },
    () => thread.stop(),
  );
}

function refusal(error: PlanningRefused, limits: { timeoutMs: number; heapMiB: number }): GraphQLError {
  switch (error.reason) {
    case 'busy':
      return new GraphQLError(`${error.message}: retry after 1 s`, { extensions: { code: 'RATE_LIMITED', retryAfter: 1 } });
    case 'time':
      return new RequestError(`${error.message}. An operation may take ${limits.timeoutMs} ms to plan (QUERY_PLANNING_TIMEOUT_MS): ask for less in one operation.`, {
        extensions: { code: 'OPERATION_TOO_EXPENSIVE', maxPlanningMs: limits.timeoutMs },
      });
    case 'heap':
      return new RequestError(`${error.message} (${limits.heapMiB} MiB): ask for less in one operation.`, {
        extensions: { code: 'OPERATION_TOO_EXPENSIVE', maxPlanningHeapMiB: limits.heapMiB },
      });
    case 'selections':
      return new RequestError(`${error.message}: ask for less in one operation.`, { extensions: { code: 'OPERATION_TOO_EXPENSIVE' } });
  }
}
