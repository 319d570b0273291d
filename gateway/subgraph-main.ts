import { startEmulator } from '../emulator/server';
import { ConfigError, loadConfig, serviceConfig } from '../subgraphs/shared/config';
import { startSubgraphServer } from './subgraph-server';
import { SUBGRAPHS } from './subgraphs';

/**
 * `npm run start:subgraph -- <area>`: one area's subgraph over HTTP, on SUBGRAPH_PORT or the area's
 * default port. Point the gateway at it with SUBGRAPH_<AREA>_URL. It lives beside the gateway
 * because it serves the subgraph on the gateway's own HTTP layer; subgraphs/ holds only the areas.
 */
async function main(): Promise<void> {
  const area = process.argv[2];
  const entry = SUBGRAPHS.find((candidate) => candidate.area === area);
  if (!entry) {
    console.error(`usage: npm run start:subgraph -- <area>   (areas: ${SUBGRAPHS.map((s) => s.area).join(', ')})`);
    process.exit(1);
  }
  const config = loadConfig();
  const port = process.env.SUBGRAPH_PORT ? Number(process.env.SUBGRAPH_PORT) : entry.port;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`Invalid configuration:\n  SUBGRAPH_PORT must be an integer between 0 and 65535 (got ${JSON.stringify(process.env.SUBGRAPH_PORT)})`);
  }
  const emulator = config.baseUrl ? undefined : await startEmulator();
  if (emulator) console.log(`No COMMERCE_BASE_URL: this subgraph uses its own embedded emulator at ${emulator.url}`);
  const subgraph = await startSubgraphServer(entry, serviceConfig(config, emulator), port, process.env.SUBGRAPH_HOST || '127.0.0.1', {
    production: config.production,
    auth: config.auth,
    maxUpstreamCalls: config.limits.maxUpstreamCalls,
  });
  console.log(`Subgraph ${entry.area}: ${subgraph.url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
