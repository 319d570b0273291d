import { ApolloServer } from '@apollo/server';
import { startEmulator, type Emulator } from '../../../emulator/server';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { loadConfig, serviceConfig } from '../../../config/environment';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { subgraphTestServer } from '../../helpers/subgraph-server';
import { serviceCaller } from '../../helpers/callers';

describe('WalletAccount entity resolution', () => {
  let emulator: Emulator;
  let server: ApolloServer<RequestScope>;
  let client: CommerceClient;

  beforeAll(async () => {
    emulator = await startEmulator();
    client = new CommerceClient(serviceConfig(loadConfig({}), emulator));
    server = subgraphTestServer(AREA_SUBGRAPHS.wallets);
  });
  afterAll(async () => {
    await server.stop();
    await emulator.close();
  });

  it('resolves many representations with one Wallet/getAccounts call, null for unknown numbers', async () => {
    const response = await server.executeOperation(
      {
        query: `query ($representations: [_Any!]!) { _entities(representations: $representations) {
          ... on WalletAccount { accountNumber balance currency userId } } }`,
        variables: {
          representations: ['PNT-001', 'EUR-001', 'GONE', 'PNT-002'].map((accountNumber) => ({ __typename: 'WalletAccount', accountNumber })),
        },
      },
      { contextValue: AREA_SUBGRAPHS.wallets.createContext({ apiKey: emulator.apiKey, client, caller: serviceCaller(emulator.apiKey) }) },
    );
    expect(response.body.kind).toBe('single');
    if (response.body.kind !== 'single') return;
    expect(response.body.singleResult.errors).toBeUndefined();
    expect(response.body.singleResult.data).toEqual({
      _entities: [
        { accountNumber: 'PNT-001', balance: 250, currency: 'POINT', userId: 'user-001' },
        { accountNumber: 'EUR-001', balance: 16.25, currency: 'EURO', userId: 'user-001' },
        null,
        { accountNumber: 'PNT-002', balance: 350, currency: 'POINT', userId: 'user-002' },
      ],
    });
    expect(emulator.calls('Wallet/getAccounts')).toBe(1);
    expect(emulator.calls()).toBe(1);
  });
});
