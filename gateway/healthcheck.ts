/**
 * The container's HEALTHCHECK: `GET /health` on this machine, exit 0 on a 200, 1 otherwise. The port
 * is the first argument (a subgraph's), else PORT (the gateway's), else 4000. Plain `fetch`, so the
 * check loads nothing of the application.
 */
const port = process.argv[2] ?? process.env.PORT ?? '4000';
fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) }).then(
  (response) => process.exit(response.status === 200 ? 0 : 1),
  () => process.exit(1),
);
