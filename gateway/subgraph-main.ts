import { startEmulator } from '../emulator/server';
import { loadConfig, serviceConfig } from '../config/environment';
import { logger } from '../subgraphs/shared/logger';
import { runProcess, StartupError } from './process-lifecycle';
import { startSubgraphServer } from './subgraph-server';
import { SUBGRAPHS } from './federation/subgraphs';
import { tracingFromConfig } from './observability/tracing';

/**
 * `npm run start:subgraph -- <area>`: one area's subgraph over HTTP, on SUBGRAPH_PORT or the area's
 * default port. Point the gateway at it with SUBGRAPH_<AREA>_URL. It lives beside the gateway
 * because it serves the subgraph on the gateway's own HTTP layer; subgraphs/ holds only the areas.
 */
void runProcess('subgraph', async () => {
  const area = process.argv[2];
  const entry = SUBGRAPHS.find((candidate) => candidate.area === area);
  if (!entry) {
    throw new StartupError(`usage: start:subgraph <area> (areas: ${SUBGRAPHS.map((s) => s.area).join(', ')})`);
  }
  const config = loadConfig();
  const tracing = tracingFromConfig(config, `commerce-facade-${entry.area}`);
  const emulator = config.baseUrl ? undefined : await startEmulator();
  const subgraph = await startSubgraphServer(entry, serviceConfig(config, emulator), config.subgraphPort ?? entry.port, config.subgraphHost, config);
  const serviceLine = emulator ? `its own embedded emulator at ${emulator.url} (no COMMERCE_BASE_URL)` : config.baseUrl;
  if (config.production) {
    // A log pipeline reads production stdout: every line is a JSON record, worded as in development.
    logger.info({ area: entry.area, url: subgraph.url, service: serviceLine }, `Subgraph ${entry.area}: ${subgraph.url} (service: ${serviceLine})`);
  } else {
    if (emulator) console.log(`No COMMERCE_BASE_URL: this subgraph uses its own embedded emulator at ${emulator.url}`);
    console.log(`Subgraph ${entry.area}: ${subgraph.url}`);
  }
  return {
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    async stop() {
      await subgraph.stop();
      await emulator?.close();
      await tracing?.shutdown();
    },
  };
});
