import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { request } from 'undici';
import { paddedDocument } from '../../bench/attacks';
import { createDevTokenIssuer, type DevTokenIssuer } from '../../gateway/auth/dev-tokens';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { startEmulator, type Emulator } from '../../emulator/server';
import { ALL_SCOPES } from '../../subgraphs/shared/caller';
import { loadConfig, serviceConfig } from '../../config/environment';
import { testSubgraphOptions } from '../helpers/service-config';

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
    subgraph = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'wallets')!, service, 0, '127.0.0.1', testSubgraphOptions({ auth: issuer.auth }));
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

  it('keeps its cache of documents within its bound while a caller sends it 100 short operations behind 900 KB comments', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 100; i++) {
      const response = await request(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: paddedDocument(900_000, `r${i}`) });
      expect(response.statusCode).toBe(200);
      expect(await response.body.json()).toEqual({ data: { __typename: 'Query' } });
    }
    gc();
    // 90 MB of text went through; the documents kept hold at most their 2 MiB cache (and this test's own noise).
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(24 * 2 ** 20);
    expect(emulator.calls()).toBe(0);
  });
});

describe("one operation's budget across areas deployed on their own", () => {
  let emulator: Emulator;
  let subgraphs: RunningSubgraph[];
  let gateway: RunningGateway;
  let issuer: DevTokenIssuer;

  beforeAll(async () => {
    emulator = await startEmulator();
    issuer = await createDevTokenIssuer({ allowCallerApiKeys: true });
    const service = serviceConfig(loadConfig({}), emulator);
    // Each subgraph would allow 100 calls on its own: the gateway lends each request its share of 3.
    subgraphs = await Promise.all(
      (['wallets', 'catalogue'] as const).map((area) =>
        startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === area)!, service, 0, '127.0.0.1', testSubgraphOptions({ auth: issuer.auth })),
      ),
    );
    const config = {
      ...loadConfig({ PORT: '0', HOST: '127.0.0.1', MAX_UPSTREAM_CALLS_PER_OPERATION: '3' }),
      auth: issuer.auth,
      subgraphUrls: { wallets: subgraphs[0]!.url, catalogue: subgraphs[1]!.url },
    };
    gateway = await startGateway({ config, service });
  });
  afterAll(async () => {
    await gateway.stop();
    await Promise.all(subgraphs.map((subgraph) => subgraph.stop()));
    await emulator.close();
  });

  it('sends no more service requests than the cap in total, split between subgraph requests sent at once', async () => {
    const token = await issuer.sign('admin', ALL_SCOPES);
    const accounts = [1, 2, 3, 4, 5].map((n) => `w${n}: walletAccount(walletId: "wallet-00${n}", currency: "POINT", accountNumber: "PNT-00${n}") { accountNumber }`);
    const pages = [0, 1, 2, 3, 4].map((n) => `p${n}: products(pageSize: 1, pageFrom: ${n}) { total }`);
    for (let round = 0; round < 3; round++) {
      emulator.resetRequests();
      const response = await request(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `{ ${accounts.join(' ')} ${pages.join(' ')} }` }),
      });
      const result = (await response.body.json()) as { data: Record<string, unknown>; errors?: { extensions: { code: string } }[] };
      expect(emulator.calls()).toBeLessThanOrEqual(3);
      const answered = Object.values(result.data).filter((value) => value !== null);
      expect(answered).toHaveLength(emulator.calls());
      expect(result.errors?.length).toBe(10 - emulator.calls());
      for (const error of result.errors ?? []) expect(error.extensions.code).toBe('OPERATION_TOO_EXPENSIVE');
      // Both areas got a share: neither took the whole budget.
      expect(Object.keys(result.data).filter((key) => key.startsWith('w') && result.data[key] !== null).length).toBeGreaterThan(0);
      expect(Object.keys(result.data).filter((key) => key.startsWith('p') && result.data[key] !== null).length).toBeGreaterThan(0);
    }
  });
});

describe('one operation’s budget across an area on its own and areas in process', () => {
  let emulator: Emulator;
  let wallets: RunningSubgraph;
  let gateway: RunningGateway;
  let issuer: DevTokenIssuer;

  beforeAll(async () => {
    emulator = await startEmulator();
    issuer = await createDevTokenIssuer({ allowCallerApiKeys: true });
    const service = serviceConfig(loadConfig({}), emulator);
    wallets = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'wallets')!, service, 0, '127.0.0.1', testSubgraphOptions({ auth: issuer.auth }));
    const config = { ...loadConfig({ PORT: '0', HOST: '127.0.0.1', MAX_UPSTREAM_CALLS_PER_OPERATION: '4' }), auth: issuer.auth, subgraphUrls: { wallets: wallets.url } };
    gateway = await startGateway({ config, service });
  });
  afterAll(async () => {
    await gateway.stop();
    await wallets.stop();
    await emulator.close();
  });

  it('leaves the in-process area its share while the remote one holds its own, and never sends more than the cap', async () => {
    const token = await issuer.sign('admin', ALL_SCOPES);
    const accounts = [1, 2, 3, 4, 5].map((n) => `w${n}: walletAccount(walletId: "wallet-00${n}", currency: "POINT", accountNumber: "PNT-00${n}") { accountNumber }`);
    const pages = [0, 1, 2, 3, 4].map((n) => `p${n}: products(pageSize: 1, pageFrom: ${n}) { total }`);
    emulator.resetRequests();
    const response = await request(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `{ ${accounts.join(' ')} ${pages.join(' ')} }` }),
    });
    const result = (await response.body.json()) as { data: Record<string, unknown>; errors?: { extensions: { code: string } }[] };
    expect(emulator.calls()).toBe(4);
    // Half each: the wallets subgraph request was lent two calls, the catalogue in process kept two.
    expect(emulator.calls('WalletAPI/getAccount')).toBe(2);
    expect(emulator.calls('PIMAPI/getProducts')).toBe(2);
    expect(Object.values(result.data).filter((value) => value !== null)).toHaveLength(4);
    for (const error of result.errors ?? []) expect(error.extensions.code).toBe('OPERATION_TOO_EXPENSIVE');
  });
});
