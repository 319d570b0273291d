import { ApolloServer } from '@apollo/server';
import { startEmulator, type Emulator } from '../../../emulator/server';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { serviceConfig, loadConfig } from '../../../config/environment';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { subgraphTestServer } from '../../helpers/subgraph-server';
import { serviceCaller } from '../../helpers/callers';

let emulator: Emulator;
let server: ApolloServer<RequestScope>;
let client: CommerceClient;

beforeAll(async () => {
  emulator = await startEmulator();
  client = new CommerceClient(serviceConfig(loadConfig({}), emulator));
  server = subgraphTestServer(AREA_SUBGRAPHS.merchant);
  await server.start();
});
afterAll(async () => {
  await server.stop();
  await emulator.close();
});

describe('Product entity in the merchant subgraph', () => {
  it('resolves products by sku through _entities and reads each one its stock history', async () => {
    const response = await server.executeOperation(
      {
        query: `query ($representations: [_Any!]!) {
          _entities(representations: $representations) {
            ... on Product { sku stockHistory(channel: "web", type: STOCK) { histories { sku incomingQuantity } nextToken } }
          }
        }`,
        variables: {
          representations: [
            { __typename: 'Product', sku: 'SKU-0001' },
            { __typename: 'Product', sku: 'SKU-0150' },
          ],
        },
      },
      { contextValue: AREA_SUBGRAPHS.merchant.createContext({ apiKey: emulator.apiKey, client, caller: serviceCaller(emulator.apiKey) }) },
    );
    expect(response.body.kind).toBe('single');
    if (response.body.kind !== 'single') return;
    expect(response.body.singleResult.errors).toBeUndefined();
    expect(response.body.singleResult.data).toEqual({
      _entities: [
        { sku: 'SKU-0001', stockHistory: { histories: [{ sku: 'SKU-0001', incomingQuantity: 10 }], nextToken: null } },
        { sku: 'SKU-0150', stockHistory: { histories: [], nextToken: null } },
      ],
    });
    expect(emulator.calls('MerchantAccountProduct/getMerchantProductHistory')).toBe(2);
  });
});
