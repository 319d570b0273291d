import { MockAgent } from 'undici';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { operations } from '../../../subgraphs/loyalty/operations';
import { send } from '../../../subgraphs/shared/call';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { serviceCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

const BASE = 'https://api.example.test';
const LEGACY = 'https://legacy.example.test';

let agent: MockAgent;
let scope: RequestScope;
beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
  const client = new CommerceClient(
    testServiceConfig({ baseUrl: BASE, legacyBaseUrl: LEGACY, apiKey: 'k', projectId: 'shop', loyaltyProjectId: 'shop-loyalty', stageProjectId: 'st', timeoutMs: 1000 }),
    agent,
  );
  scope = { apiKey: 'k', client, caller: serviceCaller('k') };
});
afterEach(() => agent.close());

/** Answers one call of `path` with `body` as text. */
const answer = (origin: string, path: string, body: string) => agent.get(origin).intercept({ path, method: 'POST' }).reply(200, body);

describe('receiveEvent answers', () => {
  it('reads an answer without an eventId and with odd error maps as far as it goes', async () => {
    answer(BASE, '/CALL/LoyaltyAPI/receiveEvent', JSON.stringify({
      eventId: null,
      entityErrors: { phoneNumber: 'must start with +', birthDate: null, name: ['must not be empty', 3], extra: {} },
      eventErrors: 'none',
      unexpected: true,
    }));
    await expect(send(scope, operations.recordLoyaltyEvent, { input: { entityId: 'u1', entityType: 'USER', eventType: 'PURCHASE' } })).resolves.toEqual({
      eventId: null,
      entityErrors: [
        { field: 'phoneNumber', messages: ['must start with +'] },
        { field: 'name', messages: ['must not be empty'] },
      ],
      eventErrors: [],
      accepted: false,
      user: { id: 'u1' },
      answerLost: false,
      settledByRead: false,
    });
  });

  it('takes any 2xx JSON as the recorded event', async () => {
    answer(BASE, '/CALL/LoyaltyAPI/receiveEvent', '[]');
    await expect(send(scope, operations.recordLoyaltyEvent, { input: { entityId: 'u1', entityType: 'USER', eventType: 'PURCHASE' } })).resolves.toEqual({
      eventId: null,
      entityErrors: [],
      eventErrors: [],
      accepted: true,
      user: { id: 'u1' },
      answerLost: false,
      settledByRead: false,
    });
  });
});

describe('getEvents answers, whose shape the document does not show', () => {
  it('types the events it recognises, leaves out those without an eventId, and keeps the body as raw', async () => {
    const body = {
      events: [
        {
          eventId: 'evt-1',
          entityId: null,
          eventType: 'PURCHASE',
          eventData: { amount: 5 },
          entityData: 'not an object',
          measurements: [{ measurement: 'basketSize', value: '3' }, null],
          time: 'last Tuesday',
          entityErrors: null,
          actions: [{ rule: 'purchase-points', status: 'applied', points: 'ten' }, { status: 'applied' }],
          unexpected: [1, 2],
        },
        { eventType: 'PURCHASE' },
        'junk',
      ],
      total: '2',
      page: 1,
      limit: null,
    };
    answer(BASE, '/CALL/LoyaltyAPI/getEvents/', JSON.stringify(body));
    const page = await send(scope, operations.loyaltyEvents, { entityId: 'u1', entityType: 'USER' });
    expect(page).toEqual({
      raw: body,
      total: null,
      page: 1,
      limit: null,
      events: [
        {
          eventId: 'evt-1',
          entityId: null,
          entityType: null,
          entityData: null,
          referenceId: null,
          eventType: 'PURCHASE',
          eventData: { amount: 5 },
          measurements: [{ measurement: 'basketSize', value: null, groupeName: null, groupeValue: null, time: null }],
          time: null,
          receivedAt: null,
          entityErrors: {},
          eventErrors: {},
          actions: [
            {
              rule: 'purchase-points',
              type: null,
              status: 'applied',
              points: null,
              transactionId: null,
              walletId: null,
              accountNumber: null,
              walletTransactionId: null,
              reason: null,
              reversal: null,
              reversedPoints: null,
              canceledAt: null,
            },
          ],
          canceledAt: null,
        },
      ],
    });
  });
});

describe('cancelTransaction answers', () => {
  it('takes any 2xx JSON, null included, as the acknowledged cancel', async () => {
    answer(LEGACY, '/CALL/LoyaltyAPI/cancelTransaction/shop-loyalty', 'null');
    await expect(send(scope, operations.cancelLoyaltyTransaction, { input: { userId: 'u1', transactionId: 'T1' } })).resolves.toEqual({
      userId: 'u1',
      transactionId: 'T1',
      answerLost: false,
      settledByRead: false,
    });
  });
});
