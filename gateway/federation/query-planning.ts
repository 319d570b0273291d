import { createHash } from 'node:crypto';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryPlan, QueryPlanCache } from '@apollo/query-planner';
import type { GatewayExecutionResult, GatewayInterface } from '@apollo/server-gateway-interface';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { GraphQLError } from 'graphql';
import { RequestError } from '../http/graphql-status';
import type { PlanAnswer, PlanRequest } from './planner-thread';

/**
 * The plans the Apollo gateway executes by (its `queryPlannerConfig.cache`): a least-recently-used
 * store sized by the plans' JSON, and the plans of requests still running, which it may already have
 * let go. The gateway plans on its own only when its store has no plan for an operation; the planning
 * thread's plan is held here until the request that waited for it has run, so that never happens.
 */
export class PlanStore implements QueryPlanCache {
  private readonly recent: InMemoryLRUCache<QueryPlan>;
  private readonly held = new Map<string, { plan: QueryPlan; holders: number }>();

  constructor(maxBytes: number) {
    this.recent = new InMemoryLRUCache<QueryPlan>({ maxSize: maxBytes, sizeCalculation: (plan) => Buffer.byteLength(JSON.stringify(plan)) });
  }

  async get(key: string): Promise<QueryPlan | undefined> {
    return this.held.get(key)?.plan ?? this.recent.get(key);
  }

  async set(key: string, plan: QueryPlan): Promise<void> {
    await this.recent.set(key, plan);
  }

  async delete(key: string): Promise<boolean> {
    return this.recent.delete(key);
  }

  clear(): void {
    this.recent.clear();
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

/** Why a plan was not made: past its time or memory (the operation's fault), or never started in time. */
export class PlanningRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'too-expensive' | 'busy',
  ) {
    super(message);
  }
}

export interface PlanningLimits {
  /** QUERY_PLANNING_TIMEOUT_MS: how long one operation's planning may take. */
  timeoutMs: number;
  /** The planning thread's heap (its old generation), in MiB. */
  heapMiB: number;
  /** How long the thread stays without work before it ends (about 40 MB of memory); the next new operation starts it again (about 0.4 s). */
  idleMs: number;
}

interface Job {
  request: Omit<PlanRequest, 'id'>;
  key: string;
  /** When the request that waits for it must be answered (epoch ms): a job not started by then is dropped. */
  deadline: number;
  resolve: (plan: QueryPlan) => void;
  reject: (error: Error) => void;
}

/**
 * A thread of its own that plans operations the gateway has not planned yet, one at a time, each
 * within `timeoutMs`. Planning a large operation takes the query planner up to seconds; on the event
 * loop, a few clients sending new large operations held every other request for as long, those whose
 * plans were long made included. Here, only operations waiting for a plan wait. Past its time or its
 * heap, the thread is ended and another started: the operation is refused and the next one planned.
 * The queue holds at most the requests in flight (MAX_REQUESTS_IN_FLIGHT); one operation is planned
 * once however many requests wait for it.
 */
export class PlanningThread {
  private worker: Worker | undefined;
  private starting: Promise<void> | undefined;
  private readonly queue: Job[] = [];
  private readonly pending = new Map<string, Promise<QueryPlan>>();
  private running: { id: number; job: Job; timer: NodeJS.Timeout } | undefined;
  private nextId = 0;
  private stopped = false;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly supergraphSdl: string,
    private readonly limits: PlanningLimits,
  ) {}

  /** Whether a thread is running: none before the first operation to plan, nor after `idleMs` without one. */
  get alive(): boolean {
    return this.worker !== undefined;
  }

  /** Starts the thread; resolves once its planner is built. */
  start(): Promise<void> {
    this.starting ??= new Promise<void>((resolve, reject) => {
      const worker = spawnPlanner(this.supergraphSdl, this.limits.heapMiB);
      // The process ends when its server does, planning or not.
      worker.unref();
      const failed = (error: Error) => {
        this.starting = undefined;
        reject(error);
      };
      worker.once('error', failed);
      worker.once('message', () => {
        worker.off('error', failed);
        worker.on('message', (answer: PlanAnswer) => this.answered(answer));
        worker.on('error', (error) => this.lost(worker, `its planning failed (${error.message})`));
        worker.on('exit', () => this.lost(worker, 'its planning ended the planner'));
        this.worker = worker;
        resolve();
        this.next();
      });
    });
    return this.starting;
  }

  /** The plan of a validated operation, made in the thread; the same key's requests share one. */
  plan(key: string, request: Omit<PlanRequest, 'id'>, deadline: number): Promise<QueryPlan> {
    const shared = this.pending.get(key);
    if (shared) return shared;
    const planned = new Promise<QueryPlan>((resolve, reject) => {
      this.queue.push({ request, key, deadline, resolve, reject });
    });
    this.pending.set(key, planned);
    const forget = () => this.pending.delete(key);
    planned.then(forget, forget);
    this.next();
    return planned;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = undefined;
    for (const job of this.queue.splice(0)) job.reject(new PlanningRefused('The gateway is stopping', 'busy'));
    if (this.running) this.settle(this.running.id, (job) => job.reject(new PlanningRefused('The gateway is stopping', 'busy')));
    clearTimeout(this.idle);
    await worker?.terminate();
  }

  private next(): void {
    if (this.running || this.stopped) return;
    if (!this.worker) {
      // Started when there is something to plan; one that could not be started is tried again by the next operation to plan.
      if (!this.starting && this.queue.length > 0) {
        this.start().catch((error: unknown) => {
          for (const job of this.queue.splice(0)) job.reject(error instanceof Error ? error : new Error(String(error)));
        });
      }
      return;
    }
    let job = this.queue.shift();
    while (job && Date.now() >= job.deadline) {
      job.reject(new PlanningRefused('The gateway is planning other new operations', 'busy'));
      job = this.queue.shift();
    }
    if (!job) {
      this.idle ??= setTimeout(() => this.retire(), this.limits.idleMs).unref();
      return;
    }
    clearTimeout(this.idle);
    this.idle = undefined;
    const id = ++this.nextId;
    const worker = this.worker;
    const timer = setTimeout(() => this.lost(worker, `its planning took longer than ${this.limits.timeoutMs} ms`), this.limits.timeoutMs);
    this.running = { id, job, timer };
    worker.postMessage({ id, ...job.request } satisfies PlanRequest);
  }

  private answered(answer: PlanAnswer): void {
    this.settle(answer.id, (job) => {
      if ('plan' in answer) job.resolve(answer.plan);
      else job.reject(new GraphQLError(answer.error.message, { extensions: answer.error.code === undefined ? {} : { code: answer.error.code } }));
    });
    this.next();
  }

  private settle(id: number, outcome: (job: Job) => void): void {
    if (this.running?.id !== id) return;
    clearTimeout(this.running.timer);
    const { job } = this.running;
    this.running = undefined;
    outcome(job);
  }

  /** Ends a thread that has had nothing to plan for `idleMs`. */
  private retire(): void {
    this.idle = undefined;
    const worker = this.worker;
    if (!worker || this.running || this.queue.length > 0) return;
    this.worker = undefined;
    this.starting = undefined;
    void worker.terminate();
  }

  /** The thread is of no more use (past the time or heap of an operation, or gone): its operation is refused and another thread started. */
  private lost(worker: Worker, why: string): void {
    if (worker !== this.worker) return;
    this.worker = undefined;
    this.starting = undefined;
    if (this.running) {
      this.settle(this.running.id, (job) => job.reject(new PlanningRefused(`The operation could not be planned: ${why}`, 'too-expensive')));
    }
    void worker.terminate();
    this.next();
  }
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
 * The Apollo gateway, with every plan it does not hold made by `thread` before its executor runs.
 * A refusal is the operation's answer: OPERATION_TOO_EXPENSIVE (a request error) past the planning
 * thread's time or heap; RATE_LIMITED when the request's deadline came before its turn.
 */
export function planningAhead(gateway: GatewayInterface, store: PlanStore, thread: PlanningThread, timeoutMs: number): GatewayInterface {
  return {
    onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
    stop: async () => {
      await thread.stop();
      await gateway.stop();
    },
    load: async (options) => {
      const { executor } = await gateway.load(options);
      if (!executor) return { executor };
      return {
        executor: async (requestContext): Promise<GatewayExecutionResult> => {
          const key = planKey(requestContext.queryHash, requestContext.request.operationName);
          let plan = await store.get(key);
          if (!plan) {
            const { deadline } = requestContext.context as { deadline?: number };
            const request = { source: requestContext.source, operationName: requestContext.request.operationName ?? null };
            try {
              plan = await thread.plan(key, request, deadline ?? Date.now() + timeoutMs);
            } catch (error) {
              if (!(error instanceof PlanningRefused)) throw error;
              return { errors: [refusal(error, timeoutMs)] };
            }
            await store.set(key, plan);
          }
          // Held while the executor runs, which reads it from the store again.
          const release = store.hold(key, plan);
          try {
            return await executor(requestContext);
          } finally {
            release();
          }
        },
      };
    },
  };
}

function refusal(error: PlanningRefused, timeoutMs: number): GraphQLError {
  if (error.reason === 'busy') {
    return new GraphQLError(`${error.message}: retry after 1 s`, { extensions: { code: 'RATE_LIMITED', retryAfter: 1 } });
  }
  return new RequestError(`${error.message}. An operation may take ${timeoutMs} ms to plan (QUERY_PLANNING_TIMEOUT_MS); ask for less in one operation.`, {
    extensions: { code: 'OPERATION_TOO_EXPENSIVE', maxPlanningMs: timeoutMs },
  });
}
