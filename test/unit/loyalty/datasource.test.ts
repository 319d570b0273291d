import { MockAgent } from 'undici';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { operations } from '../../../subgraphs/loyalty/operations';
import { send } from '../../../subgraphs/shared/call';
import { serviceCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

const BASE = 'https://api.example.test';
const LEGACY = 'https://legacy.example.test';

function setUp() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const client = new CommerceClient(
    testServiceConfig({ baseUrl: BASE, legacyBaseUrl: LEGACY, apiKey: 'k', projectId: 'shop', loyaltyProjectId: 'shop-loyalty', stageProjectId: 'st', timeoutMs: 1000 }),
    agent,
  );
  return { agent, scope: { apiKey: 'secret-key', client, caller: serviceCaller('secret-key') } };
}

describe('the loyalty rows on the wire', () => {
  it('sends additionalData inside eventData, beside the documented fields, which win', async () => {
    const { agent, scope } = setUp();
    let sent: unknown;
    agent
      .get(BASE)
      .intercept({ path: '/CALL/LoyaltyAPI/receiveEvent', method: 'POST' })
      .reply(200, (options) => {
        sent = JSON.parse(String(options.body));
        return { eventId: 'evt-1', entityErrors: null };
      });
    const result = await send(scope, operations.recordLoyaltyEvent, { input: {
      entityId: 'u1',
      entityType: 'USER',
      eventType: 'PURCHASE',
      referenceId: null,
      eventData: { transactionId: 'T1', amount: 5, rate: null, additionalData: { amount: 999, channel: 'app', note: null } },
      time: new Date('2026-11-21T10:00:00Z'),
    } });
    expect(sent).toEqual({
      entityId: 'u1',
      entityType: 'USER',
      eventType: 'PURCHASE',
      eventData: { amount: 5, channel: 'app', note: null, transactionId: 'T1' },
      time: '2026-11-21T10:00:00.000Z',
    });
    expect(result).toEqual({ eventId: 'evt-1', entityErrors: [], eventErrors: [], accepted: true, user: { id: 'u1' }, answerLost: false, settledByRead: false });
  });

  it('keeps a getEvents body of another shape as raw, with an empty list of typed events', async () => {
    const { agent, scope } = setUp();
    agent.get(BASE).intercept({ path: '/CALL/LoyaltyAPI/getEvents/', method: 'POST' }).reply(200, { items: [{ id: 1 }] });
    await expect(send(scope, operations.loyaltyEvents, { entityId: 'u1', entityType: 'USER' })).resolves.toEqual({
      raw: { items: [{ id: 1 }] },
      events: [],
      total: null,
      page: null,
      limit: null,
    });
  });

  it('reports a cancel of an unknown transaction as NOT_FOUND without the key', async () => {
    const { agent, scope } = setUp();
    agent
      .get(LEGACY)
      .intercept({ path: '/CALL/LoyaltyAPI/cancelTransaction/shop-loyalty', method: 'POST' })
      .reply(404, { message: 'transaction T9 not found (key secret-key)' });
    const error = await send(scope, operations.cancelLoyaltyTransaction, { input: { userId: 'u1', transactionId: 'T9' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      extensions: { code: 'NOT_FOUND', upstream: { operation: 'LoyaltyAPI/cancelTransaction', status: 404 } },
    });
    expect(String(error)).not.toContain('secret-key');
  });
});
