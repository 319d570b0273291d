import { ApolloServer } from '@apollo/server';
import { startEmulator, type Emulator } from '../../../emulator/server';
import { ManualClock } from '../../../emulator/clock';
import { CommerceClient } from '../../../subgraphs/shared/client';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import { subgraphTestServer } from '../../helpers/subgraph-server';
import { serviceCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

let emulator: Emulator;
let server: ApolloServer<RequestScope>;
let client: CommerceClient;

beforeAll(async () => {
  emulator = await startEmulator({ clock: new ManualClock('2026-11-21T12:00:00.000Z') });
  client = new CommerceClient(testServiceConfig({ baseUrl: emulator.url, apiKey: emulator.apiKey, projectId: emulator.projectId, loyaltyProjectId: emulator.loyaltyProjectId, stageProjectId: emulator.stageProjectId, timeoutMs: 5000 }));
  server = subgraphTestServer(AREA_SUBGRAPHS.loyalty);
  await server.start();
});
afterAll(async () => {
  await server.stop();
  await emulator.close();
});
beforeEach(() => emulator.resetRequests());

const run = async (query: string, variables?: Record<string, unknown>) => {
  const response = await server.executeOperation(
    { query, variables },
    { contextValue: AREA_SUBGRAPHS.loyalty.createContext({ apiKey: emulator.apiKey, client, caller: serviceCaller(emulator.apiKey) }) },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
};

describe('User entity', () => {
  it('resolves users by reference and reads each one’s events', async () => {
    const result = await run(
      `query ($representations: [_Any!]!) {
        _entities(representations: $representations) { ... on User { id loyaltyEvents(limit: 1) { total events { eventType } } } }
      }`,
      { representations: [{ __typename: 'User', id: 'user-001' }, { __typename: 'User', id: 'user-nobody' }] },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      _entities: [
        { id: 'user-001', loyaltyEvents: { total: 2, events: [{ eventType: 'PURCHASE' }] } },
        { id: 'user-nobody', loyaltyEvents: { total: 0, events: [] } },
      ],
    });
    expect(emulator.calls('LoyaltyAPI/getEvents')).toBe(2);
  });

  it('makes one call for the same events asked twice in one operation', async () => {
    const result = await run(`{ a: user(id: "user-002") { loyaltyEvents { total } } b: user(id: "user-002") { loyaltyEvents { total } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ a: { loyaltyEvents: { total: 2 } }, b: { loyaltyEvents: { total: 2 } } });
    expect(emulator.calls('LoyaltyAPI/getEvents')).toBe(1);
  });

  it('rejects a user id with spaces before any call', async () => {
    const result = await run(`{ user(id: "user 1") { id } }`);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['id'] });
    expect(emulator.calls()).toBe(0);
  });
});

describe('rule actions of listed events', () => {
  it('reference the POINT account as a WalletAccount entity', async () => {
    const result = await run(
      `{ loyaltyEvents(entityId: "user-003", entityType: "USER", filters: [{ key: "eventType", value: "PURCHASE" }]) {
        events { eventData { transactionId amount currency rate webhook } measurements { measurement value groupeName }
          actions { rule status points transactionId account { accountNumber } } }
      } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      loyaltyEvents: {
        events: [
          {
            eventData: { transactionId: 'order-003', amount: 500, currency: 'EURO', rate: 0.1, webhook: false },
            measurements: [{ measurement: 'basketSize', value: 3, groupeName: 'channel' }],
            actions: [{ rule: 'purchase-points', status: 'applied', points: 50, transactionId: 'order-003', account: { accountNumber: 'PNT-003' } }],
          },
        ],
      },
    });
  });
});
