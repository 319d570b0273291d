import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, Counter, type Aggregator } from 'prom-client';
import { logger } from '../subgraphs/shared/logger';
import { MAX_OPERATION_LABELS, metricsRegistry } from '../subgraphs/shared/metrics';
import { STOP_MESSAGE, hearUnhandledRejections } from './process-lifecycle';

/** What a worker asks the primary, and what the primary tells a worker. */
const METRICS_REQUEST = 'facade:metrics-request';
const METRICS_ANSWER = 'facade:metrics-answer';
/** What the primary asks each worker, and what a worker answers: its own registry's samples. */
const SNAPSHOT_REQUEST = 'facade:metrics-snapshot-request';
const SNAPSHOT_ANSWER = 'facade:metrics-snapshot-answer';
/** What a worker sends the primary every HEARTBEAT_MS while its event loop turns. */
const HEARTBEAT = 'facade:heartbeat';
const HEARTBEAT_MS = 1_000;

interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** One series' sample, as `getMetricsAsJSON` gives it (a histogram's bucket, sum and count are named by `metricName`). */
interface Sample {
  value: number;
  labels: Partial<Record<string, string | number>>;
  metricName?: string;
}

/** One metric of a worker's registry, as it crosses the IPC channel. */
export interface MetricSnapshot {
  name: string;
  help: string;
  type: string;
  aggregator: Aggregator;
  values: Sample[];
}

interface SnapshotAnswer {
  type: typeof SNAPSHOT_ANSWER;
  id: string;
  metrics?: MetricSnapshot[];
  error?: string;
}

const isMessage = (message: unknown, type: string): message is { type: string; id: string } =>
  typeof message === 'object' && message !== null && 'type' in message && message.type === type;

/** How long a worker waits for the cluster's metrics before its `/metrics` fails. */
const METRICS_TIMEOUT_MS = 5_000;
/** How long the primary waits for one worker's samples before it uses the last it saw (below the above). */
const SNAPSHOT_TIMEOUT_MS = 2_000;

/** Where a `/metrics` route reads its text: one registry, or the whole cluster through the primary. */
export interface MetricsSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

/** This process's registry as plain data: a worker's for the primary, and the primary's own. */
async function snapshotOf(): Promise<MetricSnapshot[]> {
  const metrics = await metricsRegistry.getMetricsAsJSON();
  return metrics.map((metric) => ({
    name: metric.name,
    help: metric.help,
    // prom-client's typings declare a numeric enum; at run time the type is its text ('counter').
    type: String(metric.type),
    aggregator: metric.aggregator,
    values: metric.values.map((sample) => ({ value: sample.value, labels: { ...sample.labels }, ...('metricName' in sample && typeof sample.metricName === 'string' ? { metricName: sample.metricName } : {}) })),
  }));
}

/**
 * In a worker: `/metrics` serves the whole cluster's metrics as the primary composes them (see
 * ClusterMetrics), so that a scrape that lands on any worker sees the whole gateway; and the primary's
 * requests for this worker's own samples are answered here.
 */
export function clusterMetricsSource(): MetricsSource {
  const pending = new Map<string, (answer: MetricsAnswer) => void>();
  process.on('message', (message: unknown) => {
    if (isMessage(message, METRICS_ANSWER)) pending.get(message.id)?.(message as MetricsAnswer);
    if (isMessage(message, SNAPSHOT_REQUEST)) {
      const { id } = message;
      snapshotOf().then(
        (metrics) => process.send?.({ type: SNAPSHOT_ANSWER, id, metrics }),
        (error: unknown) => process.send?.({ type: SNAPSHOT_ANSWER, id, error: error instanceof Error ? error.message : String(error) }),
      );
    }
  });
  return {
    contentType: metricsRegistry.contentType,
    metrics: () =>
      new Promise<string>((resolve, reject) => {
        const id = randomUUID();
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error('the cluster primary did not answer with the metrics'));
        }, METRICS_TIMEOUT_MS);
        pending.set(id, (answer) => {
          pending.delete(id);
          clearTimeout(timer);
          if (answer.text === undefined) reject(new Error(answer.error ?? 'no metrics'));
          else resolve(answer.text);
        });
        process.send?.({ type: METRICS_REQUEST, id });
      }),
  };
}

/**
 * In a worker: a sign of life for the primary every second, sent from a timer, so that it stops when
 * the event loop does (a loop that never yields, a deadlock in native code, a process stopped) and the
 * primary can replace a worker that would otherwise hold its position, and its clients' connections,
 * answering nothing until a stop.
 */
export function beatForPrimary(): void {
  setInterval(() => {
    if (process.connected) process.send?.({ type: HEARTBEAT });
  }, HEARTBEAT_MS).unref();
}

/** Series whose values only grow, and may therefore be carried over from a worker that died. */
const MONOTONIC = new Set(['counter', 'histogram']);

const seriesKey = (sample: Sample): string =>
  `${sample.metricName ?? ''} ${JSON.stringify(Object.entries(sample.labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}`;

/** One worker position: the process in it now, what it last reported, and what its dead predecessors had counted. */
interface Slot {
  worker: Worker | undefined;
  /** The current process's last samples, and the gathering that brought them (a later one never gives way to an earlier). */
  last: { round: number; metrics: MetricSnapshot[] } | undefined;
  /** Counters and histograms of the processes that held this position and died: metric name → series key → sample. */
  retired: Map<string, { metric: Omit<MetricSnapshot, 'values'>; samples: Map<string, Sample> }>;
  /** The operation names whose series were carried over for this position (see ClusterMetrics.carriedLabels). */
  carriedOperations: Set<string>;
}

/** Operation label values that are no caller's choice: carried over as they are. */
const FIXED_OPERATION_LABELS = new Set(['other', 'anonymous', 'invalid']);
/**
 * The metrics whose `operation` is a GraphQL operation's name, earned by callers. Others' (the service
 * calls', `Class/method`) come from a fixed list, and are carried over as they are.
 */
const NAMED_BY_CALLERS = new Set(['graphql_requests_total', 'graphql_request_duration_seconds']);

/**
 * The cluster's `/metrics`, composed in the primary. Every series carries a `worker` label: the
 * worker's position (0 to WORKERS-1), which a replacement takes over, rather than its pid, so the
 * number of series stays bounded however often workers are replaced; or `primary`, for the primary's
 * own (its process, its unhandled rejections, the workers it replaced). When a worker dies, the last
 * counter and histogram values the primary saw from it are kept for its position and added to its
 * successor's, so that no counter of the cluster goes backwards (prom-client's own aggregation sums
 * only the living: one worker's death took graphql_requests_total from 200 to 110). What a worker
 * counted after the last scrape before its death is lost with it: only it knew. Gauges (memory, event
 * loop) describe a living process and are not carried over.
 */
export class ClusterMetrics {
  private readonly slots: Slot[];
  private round = 0;
  private readonly pending = new Map<string, { worker: Worker; settle: (metrics: MetricSnapshot[] | undefined) => void }>();

  constructor(
    workers: number,
    /** The primary's own samples. */
    private readonly own: () => Promise<MetricSnapshot[]> = () => Promise.resolve([]),
    /** How many operation names a position carries over from its dead workers (see carriedLabels). */
    private readonly maxCarriedOperations = MAX_OPERATION_LABELS,
  ) {
    this.slots = Array.from({ length: workers }, () => ({ worker: undefined, last: undefined, retired: new Map(), carriedOperations: new Set() }));
  }

  /** `worker` now holds position `index` (a first start, or a replacement). */
  assign(index: number, worker: Worker): void {
    const slot = this.slots[index]!;
    slot.worker = worker;
    slot.last = undefined;
  }

  /** The worker at `index` is gone: what it last reported is kept for its position. */
  retire(index: number): void {
    const slot = this.slots[index]!;
    for (const metric of slot.last?.metrics ?? []) {
      if (!MONOTONIC.has(metric.type)) continue;
      const { values, ...header } = metric;
      let kept = slot.retired.get(metric.name);
      if (!kept) {
        kept = { metric: header, samples: new Map() };
        slot.retired.set(metric.name, kept);
      }
      for (const sample of values) {
        const labels = NAMED_BY_CALLERS.has(metric.name) ? this.carriedLabels(slot, sample.labels) : sample.labels;
        const key = seriesKey({ ...sample, labels });
        const previous = kept.samples.get(key);
        kept.samples.set(key, { ...sample, labels, value: (previous?.value ?? 0) + sample.value });
      }
    }
    // A request to the dead worker will not be answered: the scrape need not wait for its timeout.
    for (const [id, request] of this.pending) {
      if (request.worker !== slot.worker) continue;
      this.pending.delete(id);
      request.settle(undefined);
    }
    slot.worker = undefined;
    slot.last = undefined;
  }

  /**
   * A dead worker's series' labels as its position carries them. Each process gives at most a hundred
   * operation names labels of their own, but each replacement may earn a hundred others, and a
   * position carrying every name its workers ever had would grow its scrape with every death (half a
   * megabyte a replacement, by a flood of names and a crash). The first `maxCarriedOperations` names
   * are carried as they are; a later one's counts are added to `other`, where its total stays (that
   * name's own series then counts from its current worker's start, and `other` grows by its counts at
   * once: Prometheus reads the first as a restart and the second as requests, both once).
   */
  private carriedLabels(slot: Slot, labels: Sample['labels']): Sample['labels'] {
    const operation = labels.operation;
    if (typeof operation !== 'string' || FIXED_OPERATION_LABELS.has(operation) || slot.carriedOperations.has(operation)) return labels;
    if (slot.carriedOperations.size < this.maxCarriedOperations) {
      slot.carriedOperations.add(operation);
      return labels;
    }
    return { ...labels, operation: 'other' };
  }

  /** A worker's answer to a snapshot request. */
  answered(answer: SnapshotAnswer): void {
    const request = this.pending.get(answer.id);
    if (!request) return;
    this.pending.delete(answer.id);
    request.settle(answer.metrics);
  }

  private ask(worker: Worker): Promise<MetricSnapshot[] | undefined> {
    return new Promise((resolve) => {
      if (!worker.isConnected()) return resolve(undefined);
      const id = randomUUID();
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(undefined);
      }, SNAPSHOT_TIMEOUT_MS);
      this.pending.set(id, {
        worker,
        settle: (metrics) => {
          clearTimeout(timer);
          resolve(metrics);
        },
      });
      worker.send({ type: SNAPSHOT_REQUEST, id });
    });
  }

  /**
   * Asks every listening worker for its samples, then composes: per position, the current worker's
   * latest samples (or, when it did not answer in time, the last it gave) plus what its dead
   * predecessors had counted, all labelled with the position.
   */
  async metrics(listening: (worker: Worker) => boolean): Promise<string> {
    const round = ++this.round;
    const [own] = await Promise.all([
      this.own(),
      ...this.slots.map(async (slot) => {
        const worker = slot.worker;
        if (!worker || !listening(worker)) return;
        const metrics = await this.ask(worker);
        // The worker may have died meanwhile (its samples are then retired) or a later round answered first.
        if (metrics && slot.worker === worker && (slot.last?.round ?? 0) < round) slot.last = { round, metrics };
      }),
    ]);
    return AggregatorRegistry.aggregate([...this.compose(), labelled(own, 'primary')]).metrics();
  }

  /** Each position's metrics with its `worker` label; carried-over and current values of a series are summed. */
  compose(): MetricSnapshot[][] {
    return this.slots.map((slot, index) => {
      const retired: MetricSnapshot[] = [...slot.retired.values()].map(({ metric, samples }) => ({ ...metric, values: [...samples.values()] }));
      // Within a position the only series that meet are a series' current and carried-over values: their sum.
      return labelled([...(slot.last?.metrics ?? []), ...retired], String(index)).map((metric) => ({ ...metric, aggregator: MONOTONIC.has(metric.type) ? 'sum' : metric.aggregator }));
    });
  }
}

/** `metrics` with every series labelled `worker` = `worker`. */
const labelled = (metrics: MetricSnapshot[], worker: string): MetricSnapshot[] =>
  metrics.map((metric) => ({ ...metric, values: metric.values.map((sample) => ({ ...sample, labels: { ...sample.labels, worker } })) }));

/** How long after a stop began the primary waits beyond the workers' own shutdown timeout (a worker still starting must come up to stop): then it kills what is left and exits 1. */
const STOP_MARGIN_MS = 5_000;
/** How often the primary counts the starts of workers not listening yet. */
const START_TICK_MS = 1_000;
/** Replacements of a position that keep dying wait 1 s, 2 s, 4 s… up to this before the next fork. */
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that served this long before it died had not been failing: its replacement starts at once. */
const STABLE_MS = 60_000;

/** The delay before forking a position's replacement after `deaths` in a row (each before listening or within STABLE_MS of it): the first is replaced at once. */
const restartDelayMs = (deaths: number): number => (deaths <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1_000 * 2 ** (deaths - 2)));

/**
 * Which listening workers have given no sign of life for `timeoutMs`, on the monotonic clock, as the
 * primary checks every `everyMs`. Time by which a check comes late is time the primary itself did
 * not run (stalled, or the container frozen with its workers): it is credited to every worker, up to
 * the present, so that a thawed gateway kills no one; and a judgement made more than a period after
 * its check waits for the next. The primary gives it the times.
 */
export class WorkerLiveness<W> {
  private readonly lastBeat = new Map<W, number>();
  private checkedAt: number;

  constructor(
    private readonly timeoutMs: number,
    readonly everyMs: number,
    now: number,
  ) {
    this.checkedAt = now;
  }

  /** `worker` listens: from now it is judged. */
  listening(worker: W, now: number): void {
    this.lastBeat.set(worker, now);
  }

  /** A sign of life from `worker`; one from a worker not yet listening, or forgotten, is ignored. */
  beat(worker: W, now: number): void {
    if (this.lastBeat.has(worker)) this.lastBeat.set(worker, now);
  }

  forget(worker: W): void {
    this.lastBeat.delete(worker);
  }

  /** The primary's periodic check at `now`: credits every worker the time it came late, and says how late. */
  check(now: number): number {
    const lateMs = now - this.checkedAt - this.everyMs;
    this.checkedAt = now;
    if (lateMs > 0) for (const [worker, beat] of this.lastBeat) this.lastBeat.set(worker, Math.min(now, beat + lateMs));
    return lateMs;
  }

  /** The workers silent past the timeout at `now`, each given once; none when the primary stalled since its check. */
  silent(now: number): { worker: W; silentMs: number }[] {
    if (now - this.checkedAt > this.everyMs) return [];
    const found: { worker: W; silentMs: number }[] = [];
    for (const [worker, beat] of this.lastBeat) {
      if (now - beat <= this.timeoutMs) continue;
      this.lastBeat.delete(worker);
      found.push({ worker, silentMs: now - beat });
    }
    return found;
  }
}

/**
 * How long each worker not listening yet has been starting, as the primary counts it: tick by tick,
 * each tick counting at most twice its period, so that time the primary did not run (stalled, or the
 * container frozen with its workers) is no worker's. The primary gives it the times.
 */
export class WorkerStarts<W> {
  private readonly startedMs = new Map<W, number>();
  private tickedAt: number;

  constructor(
    private readonly timeoutMs: number,
    readonly everyMs: number,
    now: number,
  ) {
    this.tickedAt = now;
  }

  forked(worker: W): void {
    this.startedMs.set(worker, 0);
  }

  /** It listens, or is gone: no longer judged. */
  forget(worker: W): void {
    this.startedMs.delete(worker);
  }

  /** The primary's periodic tick at `now`: every starting worker is counted the tick's time, up to twice the period. */
  tick(now: number): void {
    const counted = Math.min(now - this.tickedAt, 2 * this.everyMs);
    this.tickedAt = now;
    for (const [worker, startedMs] of this.startedMs) this.startedMs.set(worker, startedMs + counted);
  }

  /** The workers starting for longer than the timeout, each given once. */
  overdue(): W[] {
    const found: W[] = [];
    for (const [worker, startedMs] of this.startedMs) {
      if (startedMs < this.timeoutMs) continue;
      this.startedMs.delete(worker);
      found.push(worker);
    }
    return found;
  }
}

export interface ClusterSettings {
  workers: number;
  /** How long a stopping worker may drain (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** How long a listening worker may give no sign of life before it is killed (WORKER_LIVENESS_TIMEOUT_MS; 0, never). */
  livenessTimeoutMs: number;
  /** How long a worker may take from its fork to listening before it is killed (WORKER_START_TIMEOUT_MS; 0, never). */
  startTimeoutMs: number;
  /**
   * How many operation names a position carries over from workers that died: as many as a worker
   * labels (100), or with trusted documents every name (the manifest bounds them).
   */
  maxCarriedOperations: number;
}

/** One position's history: whether a worker in it ever served, its deaths in a row, and a replacement waiting to be forked. */
interface Position {
  served: boolean;
  deaths: number;
  listenedAt: number | undefined;
  restart: NodeJS.Timeout | undefined;
}

/**
 * The primary of `WORKERS` gateway processes sharing one port: it forks them (each runs this same
 * entry point and starts the gateway), replaces a worker that dies once its position has served (in
 * the same position, whose counters carry on: see ClusterMetrics; a position whose workers keep dying
 * waits longer before each fork, up to 30 s), composes `/metrics`, and on SIGTERM or SIGINT asks
 * every worker to drain and stop, then exits 0 once all have (1 if any failed to). A worker that dies
 * before its position ever listened is a start-up failure (it has printed why): the primary stops the
 * rest and exits 1 rather than fork it again and again. Once a stop began, the primary waits for the
 * workers at most `shutdownTimeoutMs` and a margin: then it kills them and exits 1. A listening worker
 * that gives no sign of life for `livenessTimeoutMs` is killed, and replaced; so is one that does not
 * listen within `startTimeoutMs` of its fork (which, at a first start, stops the gateway).
 */
export function runPrimary(name: string, { workers, shutdownTimeoutMs, livenessTimeoutMs, startTimeoutMs, maxCarriedOperations }: ClusterSettings): void {
  hearUnhandledRejections(`${name} primary`);
  const metrics = new ClusterMetrics(workers, snapshotOf, maxCarriedOperations);
  // Here rather than beside the other metrics: only the primary counts it, and workers would each list it empty.
  const replaced = new Counter({
    name: 'facade_workers_replaced_total',
    help: 'Workers that died after their position had served, each replaced by another; reason: died, unresponsive (killed for giving no sign of life) or not_started (killed for not listening in time)',
    labelNames: ['reason'] as const,
    registers: [metricsRegistry],
  });
  // Every reason's series from the start: an alert on their increase then sees the first replacement too.
  for (const reason of ['died', 'unresponsive', 'not_started']) replaced.inc({ reason }, 0);
  const listening = new WeakSet<Worker>();
  /** Why the primary killed a worker, when it did: its replacement is counted by it. */
  const killedFor = new WeakMap<Worker, 'unresponsive' | 'not_started'>();
  const starts = startTimeoutMs > 0 ? new WorkerStarts<Worker>(startTimeoutMs, START_TICK_MS, performance.now()) : undefined;
  // On the monotonic clock: a step of the wall clock kills no one.
  const liveness = livenessTimeoutMs > 0 ? new WorkerLiveness<Worker>(livenessTimeoutMs, Math.min(HEARTBEAT_MS, livenessTimeoutMs / 4), performance.now()) : undefined;
  /** Each worker's position (0 to workers-1): its replacement takes the same one, and its `worker` label. */
  const positions = new Map<Worker, number>();
  const histories: Position[] = Array.from({ length: workers }, () => ({ served: false, deaths: 0, listenedAt: undefined, restart: undefined }));
  let stopping = false;
  let failed = false;

  // A worker may die between being listed and being written to: its channel is checked first, as an
  // unanswered send to a closed channel would be an unhandled error in the primary.
  const tell = (worker: Worker | undefined, message: object) => {
    if (worker?.isConnected()) worker.send(message);
  };
  const living = () => Object.values(cluster.workers ?? {});
  const exitWhenNoneLeft = () => {
    if (living().length === 0) process.exit(failed ? 1 : 0);
  };
  const stopAll = () => {
    stopping = true;
    for (const history of histories) clearTimeout(history.restart);
    for (const worker of living()) tell(worker, { type: STOP_MESSAGE });
    // A worker that is stuck, or never comes up, does not keep the gateway (and its port) alive.
    setTimeout(() => {
      logger.error({ workers: living().length, timeoutMs: shutdownTimeoutMs + STOP_MARGIN_MS }, `${name} workers did not stop in time: killing them`);
      for (const worker of living()) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownTimeoutMs + STOP_MARGIN_MS);
    exitWhenNoneLeft();
  };
  const fork = (position: number) => {
    const worker = cluster.fork();
    positions.set(worker, position);
    metrics.assign(position, worker);
    starts?.forked(worker);
    worker.on('message', (message: unknown) => {
      if (isMessage(message, HEARTBEAT)) {
        liveness?.beat(worker, performance.now());
        return;
      }
      if (isMessage(message, SNAPSHOT_ANSWER)) {
        metrics.answered(message as SnapshotAnswer);
        return;
      }
      if (!isMessage(message, METRICS_REQUEST)) return;
      const { id } = message;
      metrics.metrics((candidate) => listening.has(candidate)).then(
        (text) => tell(worker, { type: METRICS_ANSWER, id, text }),
        (error: unknown) => tell(worker, { type: METRICS_ANSWER, id, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    worker.once('listening', () => {
      starts?.forget(worker);
      // Killed for its start just before it was heard listening: its exit is a start that failed.
      if (killedFor.has(worker)) return;
      listening.add(worker);
      histories[position]!.served = true;
      histories[position]!.listenedAt = Date.now();
      liveness?.listening(worker, performance.now());
      // A stop sent while the worker was still loading found no one to hear it: it is sent again now
      // that the worker is up (one that heard the first ignores the second).
      if (stopping) tell(worker, { type: STOP_MESSAGE });
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const position = positions.get(worker) ?? 0;
    const history = histories[position]!;
    positions.delete(worker);
    starts?.forget(worker);
    liveness?.forget(worker);
    metrics.retire(position);
    if (!stopping && history.served) {
      // Dying before it listened, or soon after, counts toward the wait before the next fork.
      const stable = listening.has(worker) && history.listenedAt !== undefined && Date.now() - history.listenedAt >= STABLE_MS;
      history.deaths = stable ? 1 : history.deaths + 1;
      history.listenedAt = undefined;
      const delayMs = restartDelayMs(history.deaths);
      replaced.inc({ reason: killedFor.get(worker) ?? 'died' });
      // `workerPid`, not `pid`: pino already writes this process's own pid on every line.
      logger.error({ workerPid: worker.process.pid, worker: position, code, signal, delayMs }, `${name} worker died: starting another`);
      history.restart = setTimeout(() => {
        history.restart = undefined;
        fork(position);
      }, delayMs);
      return;
    }
    // A worker that stops (or fails to start) other than cleanly makes the whole gateway's exit 1.
    if (code !== 0) failed = true;
    if (!stopping) {
      logger.error({ workerPid: worker.process.pid, code, signal }, `${name} worker failed to start: stopping the others`);
      stopAll();
      return;
    }
    exitWhenNoneLeft();
  });

  // A worker whose loop has stopped turning answers none of its connections, nor the one more the
  // primary hands it before it sees the worker take no more, and its position serves no one: it is
  // killed, and replaced as a worker that died is. While stopping, the stop's own deadline deals with it.
  if (liveness) {
    setInterval(() => {
      const lateMs = liveness.check(performance.now());
      if (stopping) return;
      if (lateMs > livenessTimeoutMs / 2) logger.warn({ lateMs: Math.round(lateMs) }, `${name} primary was stalled: the workers' silence meanwhile is not counted`);
      // After the signs of life already waiting on the channels are read: timers run before them.
      setImmediate(() => {
        if (stopping) return;
        for (const { worker, silentMs } of liveness.silent(performance.now())) {
          logger.error({ workerPid: worker.process.pid, worker: positions.get(worker), silentMs: Math.round(silentMs) }, `${name} worker stopped answering: killing it`);
          killedFor.set(worker, 'unresponsive');
          worker.process.kill('SIGKILL');
        }
      });
    }, liveness.everyMs).unref();
  }

  // A worker stuck before it listens (its loop, or a start that awaits for ever) takes no connection,
  // but its position serves no one until a stop: past `startTimeoutMs` of starting it is killed, and
  // its exit says what follows (a first start that fails stops the gateway; a replacement is forked
  // again). While stopping, the stop's own deadline deals with it.
  if (starts) {
    setInterval(() => {
      starts.tick(performance.now());
      if (stopping) return;
      // After the 'listening' messages already waiting on the channels are read: timers run before them.
      setImmediate(() => {
        if (stopping) return;
        for (const worker of starts.overdue()) {
          logger.error({ workerPid: worker.process.pid, worker: positions.get(worker), timeoutMs: startTimeoutMs }, `${name} worker did not start in time: killing it`);
          killedFor.set(worker, 'not_started');
          worker.process.kill('SIGKILL');
        }
      });
    }, starts.everyMs).unref();
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: the workers stop at once, as a single process would.
      for (const worker of living()) worker?.process.kill('SIGKILL');
      return;
    }
    logger.info({ signal, workers: living().length }, `${name} stopping its workers`);
    stopAll();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  logger.info({ workers }, `${name} starting ${workers} workers`);
  for (let position = 0; position < workers; position++) fork(position);
}
