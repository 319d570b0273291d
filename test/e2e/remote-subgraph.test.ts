import { request } from 'undici';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { SUBGRAPHS } from '../../gateway/subgraphs';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { startEmulator, type Emulator } from '../../emulator/server';
import { loadConfig, serviceConfig } from '../../subgraphs/shared/config';

describe('an area deployed on its own', () => {
  let emulator: Emulator;
  let subgraph: RunningSubgraph;
  let gateway: RunningGateway;

  beforeAll(async () => {
    emulator = await startEmulator();
    const service = { ...serviceConfig(loadConfig({}), emulator), apiKey: undefined };
    subgraph = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'wallets')!, service, 0);
    const config = { ...loadConfig({ PORT: '0', HOST: '127.0.0.1' }), subgraphUrls: { wallets: subgraph.url } };
    gateway = await startGateway({ config, service });
  });
  afterAll(async () => {
    await gateway.stop();
    await subgraph.stop();
    await emulator.close();
  });
  beforeEach(() => emulator.resetRequests());

  const query = async (text: string, apiKey: string) => {
    const response = await request(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ query: text }),
    });
    return (await response.body.json()) as { data?: { walletAccounts: { result: unknown[] } | null }; errors?: { extensions: { code: string } }[] };
  };

  it('is reached over HTTP with the caller key forwarded, and still batches', async () => {
    const result = await query(`{ walletAccounts(pageSize: 10) { result { accountNumber balance } } }`, emulator.apiKey);
    expect(result.errors).toBeUndefined();
    expect(result.data!.walletAccounts!.result).toHaveLength(10);
    expect(emulator.calls('WalletAPI/listAccounts')).toBe(1);
    expect(emulator.calls('Wallet/getAccounts')).toBe(1);
  });

  it('passes a wrong key on, and the service refuses it', async () => {
    const result = await query(`{ walletAccounts { total } }`, 'wrong');
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
