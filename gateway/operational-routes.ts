import type { MetricsSource } from './cluster';
import type { RouteTable } from './http/http-router';
import { sendJson } from './http/json-response';
import { inFlightLimit } from './limits/load-shedding';
import type { ReadinessReport } from './observability/readiness';

export interface OperationalRoutesOptions {
  /** `/ready`: whether this replica's dependencies answer (never rejects; answers a flood of probes from reports it shares). */
  readiness: () => Promise<ReadinessReport>;
  /** `/metrics`: this process's registry, or in a cluster worker the whole cluster's metrics. */
  metrics: MetricsSource;
}

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Scrapes answered at once by one process. The path is public like every path, and a client that
 * pipelines thousands of scrapes on a few connections without reading would otherwise have each
 * rendered and held: past this, 503 with Retry-After. Probes of `/ready` are not counted here, or a
 * flood of scrapes would fail the orchestrator's probe: they bound themselves (readinessProbe).
 */
const MAX_SCRAPES_IN_FLIGHT = 16;

/**
 * `/health` (liveness: the process answers, nothing else is asked), `/ready` (readiness: its
 * dependencies answer) and `/metrics` (Prometheus text), as routes of a server's route table.
 */
export function operationalRoutes(options: OperationalRoutesOptions): RouteTable {
  const scrapes = inFlightLimit(MAX_SCRAPES_IN_FLIGHT);
  // Scrapes that arrive while one is being rendered share its text rather than render their own.
  let rendering: Promise<string> | undefined;
  const metricsText = () => {
    rendering ??= options.metrics.metrics().finally(() => {
      rendering = undefined;
    });
    return rendering;
  };
  return {
    '/health': (_req, res) => sendJson(res, 200, { status: 'ok' }, NO_STORE),
    '/ready': async (_req, res) => {
      const report = await options.readiness();
      sendJson(res, report.ready ? 200 : 503, { status: report.ready ? 'ready' : 'not ready', checks: report.checks }, NO_STORE);
    },
    '/metrics': async (_req, res) => {
      scrapes.admit(res);
      const text = await metricsText();
      res.writeHead(200, { 'content-type': options.metrics.contentType, 'content-length': Buffer.byteLength(text), ...NO_STORE });
      res.end(text);
    },
  };
}
