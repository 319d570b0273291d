// Hive Gateway with its defaults on the committed supergraph, unchanged: the second router the
// benchmark measures this gateway against. The supergraph names the subgraphs' default ports. Plain
// JavaScript, so that it runs on `node` alone, as the compiled gateway does.
import { createServer } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway';

const supergraph = process.env.SUPERGRAPH_PATH;
const port = Number(process.env.HIVE_PORT ?? 4303);
if (!supergraph) throw new Error('SUPERGRAPH_PATH is required');

const runtime = createGatewayRuntime({
  supergraph,
  logging: 'error',
  // Subgraphs served on their own authenticate every caller again: the caller's key goes along.
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => ({ 'x-api-key': request.headers.get('x-api-key') ?? '' }),
  },
});
createServer(runtime).listen(port, '127.0.0.1');
