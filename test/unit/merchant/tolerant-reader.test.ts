import type { ApolloServer } from '@apollo/server';
import { MockAgent } from 'undici';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { subgraphTestServer } from '../../helpers/subgraph-server';
import { serviceCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

const config = testServiceConfig({ baseUrl: 'https://api.example.test', apiKey: 'key', projectId: 'proj', loyaltyProjectId: 'proj', stageProjectId: 'proj', timeoutMs: 1000 });

let server: ApolloServer<RequestScope>;
let agent: MockAgent;
let paths: string[];

beforeAll(async () => {
  server = subgraphTestServer(AREA_SUBGRAPHS.merchant);
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  paths = [];
  agent = new MockAgent();
  agent.disableNetConnect();
});
afterEach(() => agent.close());

/** The service answers the POST to `operation` once with `body`, recording the path. */
const answer = (operation: string, body: object) =>
  agent
    .get('https://api.example.test')
    .intercept({ path: (path) => path.startsWith(`/CALL/${operation}/`), method: 'POST' })
    .reply(200, ({ path }) => {
      paths.push(path);
      return body;
    });

const run = async (query: string, variables?: Record<string, unknown>) => {
  const client = new CommerceClient(config, agent);
  const response = await server.executeOperation({ query, variables }, { contextValue: AREA_SUBGRAPHS.merchant.createContext({ apiKey: 'key', client, caller: serviceCaller('key') }) });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
};

const RECEIPT = `batchId bulkOperationId frequency batch { batchStatus }`;
const PRICE_INPUT = { frequency: 60, bulkOperationId: 'prices-1', items: [{ sku: 'SKU-1', channel: 'web', price: 9.99 }] };

describe('an acknowledged batch whose answer lacks or spoils its batchId', () => {
  it('keeps the receipt of a stock batch answered {} and reports the missing batchId at its path, reading no batch', async () => {
    answer('MerchantStockPriceImporter/receiveStock', {});
    const result = await run(`mutation ($input: ReceiveMerchantStockInput!) { receiveMerchantStock(input: $input) { ${RECEIPT} } }`, {
      input: { frequency: 15, bulkOperationId: 'bulk-1', items: [{ warehouseCode: 'WH-1', sku: 'SKU-1', channel: 'web', quantity: 1 }] },
    });
    expect(result.data).toEqual({ receiveMerchantStock: { batchId: null, bulkOperationId: 'bulk-1', frequency: 15, batch: null } });
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({ path: ['receiveMerchantStock', 'batchId'], extensions: { code: 'UPSTREAM_BAD_RESPONSE' } });
    expect(paths).toEqual(['/CALL/MerchantStockPriceImporter/receiveStock/proj']);
  });

  it('refuses to read back a price batch (inferred) by a batchId that is not one path segment', async () => {
    answer('MerchantStockPriceImporter/receivePrice', { batchId: '..', bulkOperationId: null, frequency: null });
    const result = await run(`mutation ($input: ReceiveMerchantPriceInput!) { receiveMerchantPrice(input: $input) { ${RECEIPT} } }`, {
      input: PRICE_INPUT,
    });
    expect(result.data).toEqual({ receiveMerchantPrice: { batchId: '..', bulkOperationId: 'prices-1', frequency: 60, batch: null } });
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({ path: ['receiveMerchantPrice', 'batch'], extensions: { code: 'UPSTREAM_BAD_RESPONSE' } });
    expect(paths).toEqual(['/CALL/MerchantStockPriceImporter/receivePrice/proj']);
  });
});
