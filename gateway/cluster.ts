import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { logger } from '../subgraphs/shared/logger';
import { metricsRegistry } from '../subgraphs/shared/metrics';
import { STOP_MESSAGE } from './process-lifecycle';

/** What a worker asks the primary, and what the primary tells a worker. */
const METRICS_REQUEST = 'facade:metrics-request';
const METRICS_ANSWER = 'facade:metrics-answer';

interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: string;
  text?: string;
  error?: string;
}

const isMessage = (message: unknown, type: string): message is { type: string; id: string } =>
  typeof message === 'object' && message !== null && 'type' in message && message.type === type;

/** How long a worker waits for the cluster's metrics before its `/metrics` fails. */
const METRICS_TIMEOUT_MS = 5_000;

/** Where a `/metrics` route reads its text: one registry, or the whole cluster through the primary. */
export interface MetricsSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

/**
 * In a worker: `/metrics` serves every worker's metrics added up (counters summed, Node's gauges as
 * prom-client aggregates them), so that a scrape that lands on any worker sees the whole gateway.
 */
export function clusterMetricsSource(): MetricsSource {
  // The primary gathers each worker's own registry: constructing an AggregatorRegistry here installs
  // prom-client's listener that answers it, with the registry set first.
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry();
  const pending = new Map<string, (answer: MetricsAnswer) => void>();
  process.on('message', (message: unknown) => {
    if (isMessage(message, METRICS_ANSWER)) pending.get(message.id)?.(message as MetricsAnswer);
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
 * The primary of `WORKERS` gateway processes sharing one port: it forks them (each runs this same
 * entry point and starts the gateway), replaces a worker that dies once the gateway is serving, and
 * on SIGTERM or SIGINT asks every worker to drain and stop, then exits 0 once all have (1 if any
 * failed to). A worker that dies before it listens is a start-up failure (it has printed why): the
 * primary stops the rest and exits 1 rather than fork it again and again.
 */
export function runPrimary(name: string, workers: number): void {
  const aggregator = new AggregatorRegistry();
  const listening = new WeakSet<Worker>();
  let stopping = false;
  let failed = false;

  // A worker may die between being listed and being written to: its channel is checked first, as an
  // unanswered send to a closed channel would be an unhandled error in the primary.
  const tell = (worker: Worker | undefined, message: object) => {
    if (worker?.isConnected()) worker.send(message);
  };
  const stopAll = () => {
    for (const worker of Object.values(cluster.workers ?? {})) tell(worker, { type: STOP_MESSAGE });
  };
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isMessage(message, METRICS_REQUEST)) return;
      const { id } = message;
      aggregator.clusterMetrics().then(
        (text) => tell(worker, { type: METRICS_ANSWER, id, text }),
        (error: unknown) => tell(worker, { type: METRICS_ANSWER, id, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    worker.once('listening', () => listening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && listening.has(worker)) {
      // `workerPid`, not `pid`: pino already writes this process's own pid on every line.
      logger.error({ workerPid: worker.process.pid, code, signal }, `${name} worker died: starting another`);
      fork();
      return;
    }
    // A worker that stops (or fails to start) other than cleanly makes the whole gateway's exit 1.
    if (code !== 0) failed = true;
    if (!stopping) {
      stopping = true;
      logger.error({ workerPid: worker.process.pid, code, signal }, `${name} worker failed to start: stopping the others`);
      stopAll();
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: the workers stop at once, as a single process would.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      return;
    }
    stopping = true;
    logger.info({ signal, workers: Object.keys(cluster.workers ?? {}).length }, `${name} stopping its workers`);
    stopAll();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  logger.info({ workers }, `${name} starting ${workers} workers`);
  for (let i = 0; i < workers; i++) fork();
}
