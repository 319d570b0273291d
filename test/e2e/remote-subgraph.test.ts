import { request } from 'undici';
import { createDevTokenIssuer, type DevTokenIssuer } from '../../gateway/dev-tokens';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { SUBGRAPHS } from '../../gateway/subgraphs';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { startEmulator, type Emulator } from '../../emulator/server';
import { ALL_SCOPES } from '../../subgraphs/shared/caller';
import { loadConfig, serviceConfig } from '../../subgraphs/shared/config';

describe('an area deployed on its own', () => {
  let emulator: Emulator;
  let subgraph: RunningSubgraph;
  let gateway: RunningGateway;
  let issuer: DevTokenIssuer;

  beforeAll(async () => {
    emulator = await startEmulator();
    // The gateway and the subgraph trust the same issuer: the subgraph authenticates callers again.
    issuer = await createDevTokenIssuer({ allowCallerApiKeys: true });
    const service = serviceConfig(loadConfig({}), emulator);
    subgraph = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'wallets')!, service, 0, '127.0.0.1', { auth: issuer.auth });
    const config = { ...loadConfig({ PORT: '0', HOST: '127.0.0.1' }), auth: issuer.auth, subgraphUrls: { wallets: subgraph.url } };
    gateway = await startGateway({ config, service });
  });
  afterAll(async () => {
    await gateway.stop();
    await subgraph.stop();
    await emulator.close();
  });
  beforeEach(() => emulator.resetRequests());

  const query = async (text: string, credentials: Record<string, string>) => {
    const response = await request(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...credentials },
      body: JSON.stringify({ query: text }),
    });
    return (await response.body.json()) as { data?: { walletAccounts: { result: unknown[] } | null }; errors?: { extensions: { code: string } }[] };
  };

  it("is reached over HTTP with the caller's token forwarded, and still batches", async () => {
    const token = await issuer.sign('admin', ALL_SCOPES);
    const result = await query(`{ walletAccounts(pageSize: 10) { result { accountNumber balance } } }`, { authorization: `Bearer ${token}` });
    expect(result.errors).toBeUndefined();
    expect(result.data!.walletAccounts!.result).toHaveLength(10);
    expect(emulator.calls('WalletAPI/listAccounts')).toBe(1);
    expect(emulator.calls('Wallet/getAccounts')).toBe(1);
  });

  it("passes a server-to-server caller's own wrong key on, and the service refuses it", async () => {
    const result = await query(`{ walletAccounts { total } }`, { 'x-api-key': 'wrong' });
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
