import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { loadConfig, serviceConfig } from '../../../config/environment';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { serviceCaller } from '../../helpers/callers';
import { subgraphTestServer } from '../../helpers/subgraph-server';

/** A service whose Wallet/getAccounts answers what the test says, recording each request. */
let answer: { status: number; body: unknown };
const received: { url: string; body: unknown }[] = [];
let service: Server;
let server: ApolloServer<RequestScope>;
let client: CommerceClient;

beforeAll(async () => {
  service = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: JSON.parse(text || '{}') });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  client = new CommerceClient(serviceConfig(loadConfig({ COMMERCE_BASE_URL: url, COMMERCE_PROJECT_ID: 'demo', COMMERCE_API_KEY: 'k' })));
  server = subgraphTestServer(AREA_SUBGRAPHS.wallets);
});
afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => service.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

async function byNumber(accountNumbers: string[]) {
  const response = await server.executeOperation(
    { query: `query ($n: [Identifier!]!) { walletAccountsByNumber(accountNumbers: $n) { accountNumber balance } }`, variables: { n: accountNumbers } },
    { contextValue: AREA_SUBGRAPHS.wallets.createContext({ apiKey: 'k', client, caller: serviceCaller('k') }) },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('walletAccountsByNumber when the service answers badly', () => {
  it('fails only the account the service sent malformed, in its own position', async () => {
    answer = {
      status: 200,
      body: { 'A-1': { accountNumber: 'A-1', balance: 10 }, 'A-2': { accountNumber: 'A-2', balance: 'lots' }, 'A-3': { balance: 3.5 } },
    };
    const result = await byNumber(['A-1', 'A-2', 'A-3', 'A-4']);
    expect(result.data).toEqual({
      walletAccountsByNumber: [{ accountNumber: 'A-1', balance: 10 }, null, { accountNumber: 'A-3', balance: 3.5 }, null],
    });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      path: ['walletAccountsByNumber', 1],
      extensions: { code: 'UPSTREAM_BAD_RESPONSE', upstream: { operation: 'Wallet/getAccounts', status: 200 } },
    });
    expect(result.errors?.[0]?.message).toContain('account A-2');
    expect(received).toEqual([{ url: '/CALL/Wallet/getAccounts/demo', body: { accountNumbers: ['A-1', 'A-2', 'A-3', 'A-4'] } }]);
  });

  it('answers null with one error for the field when the call itself fails', async () => {
    answer = { status: 404, body: { message: 'no such project' } };
    const result = await byNumber(['A-1', 'A-2']);
    expect(result.data).toEqual({ walletAccountsByNumber: null });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({ path: ['walletAccountsByNumber'], extensions: { code: 'NOT_FOUND' } });
    expect(received).toHaveLength(1);
  });
});
