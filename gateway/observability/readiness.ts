import { request } from 'undici';
import type { ServiceConfig } from '../../subgraphs/shared/service-config';
import { operations as catalogueOperations } from '../../subgraphs/catalogue/operations';
import { settledBefore } from '../../subgraphs/shared/deadline';
import { operationUrl } from '../../subgraphs/shared/operations';

/** One dependency a replica needs before it should receive traffic. */
export interface ReadinessCheck {
  name: string;
  /**
   * Resolves when the dependency answers. Rejects with a NotReadyError carrying a short reason (never a
   * secret), or with any error, reported by its code only.
   */
  check(signal: AbortSignal): Promise<void>;
  /**
   * False for a dependency the replica serves without (a shared cache): its failure is reported as
   * `degraded` and leaves the replica ready. Default true.
   */
  required?: boolean;
}

export interface ReadinessReport {
  ready: boolean;
  /** `ok`, or why the dependency is not ready. */
  checks: Record<string, string>;
}

/** A readiness probe waits no longer than this for any dependency. */
const READINESS_TIMEOUT_MS = 2_000;

/** What `/ready` reports for a dependency that is not required and failed. */
const DEGRADED = 'degraded';

/** A dependency that answered, but not as a ready one would: its message is the reason shown on `/ready`. */
export class NotReadyError extends Error {}

function reasonOf(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return `no answer within ${READINESS_TIMEOUT_MS} ms`;
  if (error instanceof NotReadyError) return error.message;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  return `unreachable (${code ?? 'network error'})`;
}

/**
 * The commerce service answers: one GET of PIMAPI/getProductSettings, the cheapest documented read,
 * with the configured key when there is one. Any answer below 500 counts (a 401 or 403 means the service
 * is up and the key is the problem, which every field's FORBIDDEN error already says); a 5xx, a
 * refused connection or silence does not. It bypasses the service client so that probes count in
 * neither the service-call metrics nor the traces.
 */
export function serviceReadiness(service: ServiceConfig): ReadinessCheck {
  const url = operationUrl(service, catalogueOperations.productSettings);
  return {
    name: 'service',
    async check(signal) {
      const response = await request(url, {
        method: 'GET',
        signal,
        headers: { accept: 'application/json', ...(service.apiKey ? { 'x-api-key': service.apiKey } : {}) },
      });
      await response.body.dump();
      if (response.statusCode >= 500) throw new NotReadyError(`answered ${response.statusCode}`);
    },
  };
}

/** A probe within this long of the last run's end is answered its report: a flood of probes asks the dependencies once a second. */
const REPORT_REUSE_MS = 1_000;
/**
 * Probes that wait for a run at once; past them, a probe is answered the last run's report. A probe
 * is public like every path: a flood of them must neither be held (each a request and its response)
 * nor crowd out the orchestrator's own probe with refusals.
 */
const MAX_WAITING_PROBES = 16;

/**
 * Runs every check at once, each for READINESS_TIMEOUT_MS at most. Concurrent probes share one run,
 * so a burst of probes costs the dependencies one round of calls; a probe within a second of a run's
 * end is answered its report, and one that would wait beside MAX_WAITING_PROBES others is answered the
 * last report there is, or not ready while there is none yet.
 */
export function readinessProbe(checks: readonly ReadinessCheck[]): () => Promise<ReadinessReport> {
  let running: Promise<ReadinessReport> | undefined;
  let waiting = 0;
  // On the monotonic clock: a step of the wall clock neither keeps a report for ever nor drops it.
  let last: { report: ReadinessReport; at: number } | undefined;
  const run = async (): Promise<ReadinessReport> => {
    const signal = AbortSignal.timeout(READINESS_TIMEOUT_MS);
    const results = await Promise.all(
      checks.map(async (entry): Promise<[string, string]> => {
        try {
          // A check that does not heed the signal (a Redis PING waits for its own command timeout) holds no run past it.
          await settledBefore(entry.check(signal), signal, () => new Error('timed out'));
          return [entry.name, 'ok'];
        } catch (error) {
          return [entry.name, entry.required === false ? DEGRADED : reasonOf(error, signal)];
        }
      }),
    );
    const ready = results.every(([, result], index) => result === 'ok' || checks[index]?.required === false);
    return { ready, checks: Object.fromEntries(results) };
  };
  const notCheckedYet: ReadinessReport = { ready: false, checks: Object.fromEntries(checks.map((entry) => [entry.name, 'not checked yet'])) };
  return async () => {
    if (last && performance.now() - last.at < REPORT_REUSE_MS) return last.report;
    if (running && waiting >= MAX_WAITING_PROBES) return last?.report ?? notCheckedYet;
    running ??= run()
      .then((report) => {
        last = { report, at: performance.now() };
        return report;
      })
      .finally(() => {
        running = undefined;
      });
    waiting++;
    try {
      return await running;
    } finally {
      waiting--;
    }
  };
}
