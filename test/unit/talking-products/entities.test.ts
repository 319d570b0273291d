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
  server = subgraphTestServer(AREA_SUBGRAPHS['talking-products']);
  await server.start();
});
afterAll(async () => {
  await server.stop();
  await emulator.close();
});

describe('Product entity in the talking-products subgraph', () => {
  it('answers every representation from one listProduct call, null for a sku without a record', async () => {
    const response = await server.executeOperation(
      {
        query: `query ($representations: [_Any!]!) {
          _entities(representations: $representations) { ... on Product { sku talkingProduct { name price } } }
        }`,
        variables: {
          representations: ['SKU-0001', 'SKU-0012', 'SKU-0199'].map((sku) => ({ __typename: 'Product', sku })),
        },
      },
      { contextValue: AREA_SUBGRAPHS['talking-products'].createContext({ apiKey: emulator.apiKey, client, caller: serviceCaller(emulator.apiKey) }) },
    );
    expect(response.body.kind).toBe('single');
    if (response.body.kind !== 'single') return;
    expect(response.body.singleResult.errors).toBeUndefined();
    expect(response.body.singleResult.data).toEqual({
      _entities: [
        { sku: 'SKU-0001', talkingProduct: { name: 'Shirt 0001', price: 10.99 } },
        { sku: 'SKU-0012', talkingProduct: { name: 'Gadget 0012 (revised)', price: 21.99 } },
        { sku: 'SKU-0199', talkingProduct: null },
      ],
    });
    expect(emulator.calls('TalkingProducts/listProduct')).toBe(1);
  });
});
