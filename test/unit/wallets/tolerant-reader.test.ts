import type { ApolloServer } from '@apollo/server';
import { MockAgent } from 'undici';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { subgraphTestServer } from '../../helpers/subgraph-server';
import { serviceCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

const config = testServiceConfig({ baseUrl: 'https://api.example.test', apiKey: 'key', projectId: 'proj', loyaltyProjectId: 'proj', stageProjectId: 'proj', timeoutMs: 1000 });

const ADDRESS = { walletId: 'wallet-1', currency: 'POINT', accountNumber: 'ACC-1' };

let server: ApolloServer<RequestScope>;
let agent: MockAgent;

beforeAll(async () => {
  server = subgraphTestServer(AREA_SUBGRAPHS.wallets);
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
});
afterEach(() => agent.close());

/** The service answers `operation` once with `body`. */
const answer = (operation: string, body: object) =>
  agent.get('https://api.example.test').intercept({ path: `/CALL/${operation}/proj`, method: 'POST' }).reply(200, body);

const run = async (query: string, variables?: Record<string, unknown>) => {
  const client = new CommerceClient(config, agent);
  const response = await server.executeOperation({ query, variables }, { contextValue: AREA_SUBGRAPHS.wallets.createContext({ apiKey: 'key', client, caller: serviceCaller('key') }) });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
};

describe('a transaction without its transactionId', () => {
  it('fails the listing with UPSTREAM_BAD_RESPONSE naming the path of the missing id', async () => {
    answer('WalletAPI/listTransactions', { transactions: [{ transactionId: 'wtx-1' }, { type: 'EARNED', amount: 5 }] });
    const result = await run(
      `query ($walletId: Identifier!, $currency: Currency!, $accountNumber: Identifier!) {
        walletTransactions(walletId: $walletId, currency: $currency, accountNumber: $accountNumber) { transactions { transactionId type } }
      }`,
      ADDRESS,
    );
    expect(result.data).toEqual({ walletTransactions: null });
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({
      path: ['walletTransactions', 'transactions', 1, 'transactionId'],
      extensions: { code: 'UPSTREAM_BAD_RESPONSE', detail: 'missing at walletTransactions.transactions.1.transactionId' },
    });
  });

  it('leaves an acknowledged spend (inferred) reported, with the error at the transaction id', async () => {
    answer('WalletAPI/spend', { balance: 3, transaction: { type: 'SPENT', amount: 2, description: null }, unknown: { deep: [1] } });
    const result = await run(
      `mutation ($input: SpendWalletInput!) { spendWallet(input: $input) { accountNumber balance transaction { transactionId type } } }`,
      { input: { ...ADDRESS, amount: 2 } },
    );
    expect(result.data).toEqual({ spendWallet: { accountNumber: 'ACC-1', balance: 3, transaction: null } });
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({
      path: ['spendWallet', 'transaction', 'transactionId'],
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
  });
});

describe('the inferred spend and refund read their answers the tolerant way', () => {
  it('reads null descriptive fields and a null balance of a spend as null', async () => {
    answer('WalletAPI/spend', {
      transaction: { transactionId: 'wtx-2', type: null, amount: null, description: null, channel: null, createdAt: null, isCanceled: null },
      balance: null,
    });
    const result = await run(
      `mutation ($input: SpendWalletInput!) { spendWallet(input: $input) { accountNumber balance transaction { transactionId type channel isCanceled } } }`,
      { input: { ...ADDRESS, amount: 2 } },
    );
    expect(result).toEqual({
      data: { spendWallet: { accountNumber: 'ACC-1', balance: null, transaction: { transactionId: 'wtx-2', type: null, channel: null, isCanceled: null } } },
    });
  });

  it('reports a refund answered with an empty object as done, with the account it addressed', async () => {
    answer('WalletAPI/refund', {});
    const result = await run(
      `mutation ($input: RefundWalletInput!) { refundWallet(input: $input) { accountNumber balance transaction { transactionId } } }`,
      { input: { ...ADDRESS, transactionId: 'wtx-3' } },
    );
    expect(result).toEqual({ data: { refundWallet: { accountNumber: 'ACC-1', balance: null, transaction: null } } });
  });
});

describe('a bulk load answered with fields of the service\'s own', () => {
  it('gives each result its load\'s position, whatever the service calls index', async () => {
    answer('WalletAPI/bulkLoad', {
      balance: 3,
      results: [
        { status: 'success', index: 7, transactionId: 'wtx-1', error: '' },
        { status: 'failed', index: 'x', error: 'limit', extra: { deep: [1] } },
      ],
    });
    const result = await run(
      `mutation ($input: BulkLoadWalletInput!) { bulkLoadWallet(input: $input) { balance results { index status error transactionId } } }`,
      { input: { ...ADDRESS, loads: [{ amount: 1 }, { amount: 2 }] } },
    );
    expect(result).toEqual({
      data: {
        bulkLoadWallet: {
          balance: 3,
          results: [
            { index: 0, status: 'success', error: '', transactionId: 'wtx-1' },
            { index: 1, status: 'failed', error: 'limit', transactionId: null },
          ],
        },
      },
    });
  });
});
