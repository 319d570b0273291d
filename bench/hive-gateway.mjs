// Hive Gateway with its defaults on a supergraph file: the second router the benchmark measures this
// gateway against. Plain JavaScript, so that it runs on `node` alone, as the compiled gateway does.
//   SUPERGRAPH_PATH   the supergraph (the bench passes the committed one with its subgraphs' ports)
//   HIVE_PORT         where it listens
//   HIVE_ROUTER_RUNTIME=1  the Rust query planner and its executor (@graphql-hive/router-runtime's
//                     unifiedGraphHandler), as the CLI's --hive-router-runtime sets it
//   HIVE_FORK=N       N workers on the port, as the CLI's --fork N runs them (node:cluster; the primary
//                     only forks)
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway';

const supergraph = process.env.SUPERGRAPH_PATH;
const port = Number(process.env.HIVE_PORT ?? 4303);
const fork = Number(process.env.HIVE_FORK ?? 1);
if (!supergraph) throw new Error('SUPERGRAPH_PATH is required');

if (cluster.isPrimary && fork > 1) {
  const workers = Array.from({ length: fork }, () => cluster.fork());
  const stop = (signal) => {
    for (const worker of workers) worker.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} else {
  const routerRuntime = process.env.HIVE_ROUTER_RUNTIME === '1' ? await import('@graphql-hive/router-runtime') : undefined;
  const runtime = createGatewayRuntime({
    supergraph,
    logging: 'error',
    ...(routerRuntime ? { unifiedGraphHandler: routerRuntime.unifiedGraphHandler } : {}),
    // Subgraphs served on their own authenticate every caller again: the caller's key goes along.
    propagateHeaders: {
      fromClientToSubgraphs: ({ request }) => ({ 'x-api-key': request.headers.get('x-api-key') ?? '' }),
    },
  });
  createServer(runtime).listen(port, '127.0.0.1');
}
