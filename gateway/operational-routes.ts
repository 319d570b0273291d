import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import type { ReadinessReport } from './readiness';

export interface OperationalRoutesOptions {
  /** `/ready`: whether this replica's dependencies answer (never rejects). */
  readiness: () => Promise<ReadinessReport>;
  /** `/metrics`: the Prometheus registry to expose. */
  metrics: Registry;
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * `/health` (liveness: the process answers, nothing else is asked), `/ready` (readiness: its
 * dependencies answer) and `/metrics` (Prometheus text). A connect-style handler, so it sits in front of any node:http or Express
 * stack; anything else goes to `next`.
 */
export function operationalRoutes(options: OperationalRoutesOptions) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health') return sendJson(req, res, 200, { status: 'ok' });
    if (path === '/ready') {
      void options.readiness().then((report) =>
        sendJson(req, res, report.ready ? 200 : 503, { status: report.ready ? 'ready' : 'not ready', checks: report.checks }),
      );
      return;
    }
    if (path === '/metrics') {
      void options.metrics.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': options.metrics.contentType, 'cache-control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        () => res.writeHead(500).end(),
      );
      return;
    }
    next();
  };
}
