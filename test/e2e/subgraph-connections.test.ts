import { idleConnections } from '../../bench/attacks';
import { createDevTokenIssuer } from '../../gateway/auth/dev-tokens';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { startEmulator, type Emulator } from '../../emulator/server';
import { loadConfig, serviceConfig } from '../../config/environment';
import { metricSamples } from '../helpers/http';
import { testSubgraphOptions } from '../helpers/service-config';

/**
 * A subgraph served on its own holds at most MAX_CONNECTIONS, with no share per address (a gateway's
 * connections all come from one): a flood of connections that never send a byte from one address
 * takes places, each closing the oldest, and the gateway's fetches still get in.
 */
describe('a subgraph served on its own under a flood of connections', () => {
  let emulator: Emulator;
  let subgraph: RunningSubgraph;
  let gateway: RunningGateway;

  beforeAll(async () => {
    emulator = await startEmulator();
    const issuer = await createDevTokenIssuer({ allowCallerApiKeys: true });
    const service = serviceConfig(loadConfig({}), emulator);
    subgraph = await startSubgraphServer(
      SUBGRAPHS.find((entry) => entry.area === 'wallets')!,
      service,
      0,
      '127.0.0.1',
      testSubgraphOptions({ auth: issuer.auth, limits: { ...loadConfig({}).limits, maxConnections: 20 } }),
    );
    gateway = await startGateway({ config: { ...loadConfig({ PORT: '0', HOST: '127.0.0.1' }), auth: issuer.auth, subgraphUrls: { wallets: subgraph.url } }, service });
  });
  afterAll(async () => {
    await gateway.stop();
    await subgraph.stop();
    await emulator.close();
  });

  it("holds 20 of 300 from one address (past a gateway's share of 256), refusing none, and the gateway is answered through it", async () => {
    const flood = await idleConnections(subgraph.url, 300, ['127.0.0.70']);
    try {
      for (const started = Date.now(); flood.closed() < 280 && Date.now() - started < 20_000; ) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(flood.refused()).toBe(0);
      expect(flood.closed()).toBe(280);
      emulator.resetRequests();
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey },
        body: JSON.stringify({ query: '{ walletAccount(walletId: "w-1", currency: "POINT", accountNumber: "none") { accountNumber } }' }),
      });
      expect(response.status).toBe(200);
      // The subgraph took the gateway's fetch and read the service for it.
      expect(emulator.calls()).toBe(1);
      const samples = await metricSamples(new URL(subgraph.url).origin);
      // The gauge sums this process's servers: the subgraph's 20 at most, and the test's connection to the gateway.
      expect(samples.get('facade_connections_open')).toBeLessThanOrEqual(21);
    } finally {
      flood.stop();
    }
  }, 60_000);
});
