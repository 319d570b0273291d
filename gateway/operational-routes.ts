import type { MetricsSource } from './cluster';
import type { RouteTable } from './http-router';
import { sendJson } from './json-response';
import type { ReadinessReport } from './readiness';

export interface OperationalRoutesOptions {
  /** `/ready`: whether this replica's dependencies answer (never rejects). */
  readiness: () => Promise<ReadinessReport>;
  /** `/metrics`: this process's registry, or in a cluster worker the whole cluster's metrics. */
  metrics: MetricsSource;
}

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * `/health` (liveness: the process answers, nothing else is asked), `/ready` (readiness: its
 * dependencies answer) and `/metrics` (Prometheus text), as routes of a server's route table.
 */
export function operationalRoutes(options: OperationalRoutesOptions): RouteTable {
  return {
    '/health': (_req, res) => sendJson(res, 200, { status: 'ok' }, NO_STORE),
    '/ready': async (_req, res) => {
      const report = await options.readiness();
      sendJson(res, report.ready ? 200 : 503, { status: report.ready ? 'ready' : 'not ready', checks: report.checks }, NO_STORE);
    },
    '/metrics': async (_req, res) => {
      const text = await options.metrics.metrics();
      res.writeHead(200, { 'content-type': options.metrics.contentType, 'content-length': Buffer.byteLength(text), ...NO_STORE });
      res.end(text);
    },
  };
}
