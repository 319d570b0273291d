import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

interface FieldError {
  field: string;
  messages: string[];
}
interface RecordPayload {
  eventId: string | null;
  entityErrors: FieldError[];
  eventErrors: FieldError[];
  accepted: boolean;
  user: { walletAccounts: { accountNumber: string; currency: string; balance: number }[] } | null;
}

const RECORD = `mutation Record($input: RecordLoyaltyEventInput!) {
  recordLoyaltyEvent(input: $input) {
    eventId entityErrors { field messages } eventErrors { field messages } accepted
  }
}`;

const POINTS = `query Points($id: ID!) { user(id: $id) { walletAccounts { accountNumber currency balance } } }`;

async function pointBalance(userId: string): Promise<number | undefined> {
  const result = await stack.query<{ user: { walletAccounts: { currency: string; balance: number }[] } }>(POINTS, { id: userId });
  expect(result.errors).toBeUndefined();
  return result.data!.user.walletAccounts.find((account) => account.currency === 'POINT')?.balance;
}

describe('recording a purchase and cancelling it', () => {
  it('raises a new user’s POINT balance by the earned points, and lowers it again on cancel', async () => {
    expect(await pointBalance('user-e2e-1')).toBeUndefined();
    stack.emulator.resetRequests();

    const recorded = await stack.query<{ recordLoyaltyEvent: RecordPayload }>(
      `mutation Record($input: RecordLoyaltyEventInput!) {
        recordLoyaltyEvent(input: $input) {
          eventId entityErrors { field } eventErrors { field } accepted
          user { walletAccounts { accountNumber currency balance } }
        }
      }`,
      {
        input: {
          entityId: 'user-e2e-1',
          entityType: 'USER',
          eventType: 'PURCHASE',
          referenceId: 'order-e2e-1',
          entityData: { name: 'Ada', surname: 'Lovelace', phoneNumber: '+905321234567' },
          eventData: { transactionId: 'T-E2E-1', amount: 123.45, currency: 'EURO', orderId: 'order-e2e-1', rate: 2, additionalData: { storeId: 'S-1' } },
          measurements: [{ measurement: 'basketSize', value: 4, time: '2026-11-21T11:59:00Z' }],
          time: '2026-11-21T11:59:30Z',
        },
      },
    );
    expect(recorded.errors).toBeUndefined();
    expect(recorded.data!.recordLoyaltyEvent).toMatchObject({ entityErrors: [], eventErrors: [], accepted: true });
    expect(recorded.data!.recordLoyaltyEvent.eventId).toMatch(/^evt-/);
    expect(recorded.data!.recordLoyaltyEvent.user!.walletAccounts).toEqual([
      { accountNumber: 'PNT-user-e2e-1', currency: 'POINT', balance: 246 },
    ]);
    expect(stack.emulator.calls('LoyaltyAPI/receiveEvent')).toBe(1);
    const sent = stack.emulator.requests.find((r) => r.operation === 'LoyaltyAPI/receiveEvent')!;
    expect(sent.path).toBe('/CALL/LoyaltyAPI/receiveEvent');
    expect(sent.body).toEqual({
      entityId: 'user-e2e-1',
      entityType: 'USER',
      eventType: 'PURCHASE',
      referenceId: 'order-e2e-1',
      entityData: { name: 'Ada', surname: 'Lovelace', phoneNumber: '+905321234567' },
      eventData: { storeId: 'S-1', transactionId: 'T-E2E-1', amount: 123.45, currency: 'EURO', orderId: 'order-e2e-1', rate: 2 },
      measurements: [{ measurement: 'basketSize', value: 4, time: '2026-11-21T11:59:00.000Z' }],
      time: '2026-11-21T11:59:30.000Z',
    });
    expect(await pointBalance('user-e2e-1')).toBe(246);

    stack.emulator.resetRequests();
    const cancelled = await stack.query<{
      cancelLoyaltyTransaction: {
        userId: string;
        transactionId: string;
        events: { eventId: string; actions: { status: string; points: number; reversal: string; account: { balance: number } }[] }[];
        user: { walletAccounts: { currency: string; balance: number }[] };
      };
    }>(
      `mutation { cancelLoyaltyTransaction(input: { userId: "user-e2e-1", transactionId: "T-E2E-1" }) {
        userId transactionId
        events { eventId actions { status points reversal account { balance } } }
        user { walletAccounts { currency balance } }
      } }`,
    );
    expect(cancelled.errors).toBeUndefined();
    const payload = cancelled.data!.cancelLoyaltyTransaction;
    expect(payload).toMatchObject({ userId: 'user-e2e-1', transactionId: 'T-E2E-1' });
    expect(payload.events).toEqual([
      {
        eventId: recorded.data!.recordLoyaltyEvent.eventId,
        actions: [{ status: 'canceled', points: 246, reversal: 'canceled', account: { balance: 0 } }],
      },
    ]);
    expect(payload.user.walletAccounts).toEqual([{ currency: 'POINT', balance: 0 }]);
    const cancelCall = stack.emulator.requests.find((r) => r.operation === 'LoyaltyAPI/cancelTransaction')!;
    expect(cancelCall.path).toBe(`/CALL/LoyaltyAPI/cancelTransaction/${stack.emulator.loyaltyProjectId}`);
    expect(stack.emulator.calls('LoyaltyAPI/cancelTransaction')).toBe(1);
    expect(stack.emulator.calls('Wallet/getAccounts')).toBe(1);

    const again = await stack.query(`mutation { cancelLoyaltyTransaction(input: { userId: "user-e2e-1", transactionId: "T-E2E-1" }) { transactionId } }`);
    expect(again.errors).toBeUndefined();
    expect(await pointBalance('user-e2e-1')).toBe(0);
  });

  it('answers NOT_FOUND for an unknown transaction', async () => {
    const result = await stack.query(`mutation { cancelLoyaltyTransaction(input: { userId: "user-001", transactionId: "NOPE" }) { transactionId } }`);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      upstream: { operation: 'LoyaltyAPI/cancelTransaction', status: 404 },
    });
  });
});

describe('validation problems', () => {
  it('returns entityErrors for a bad phone number as data, with no top-level error', async () => {
    const result = await stack.query<{ recordLoyaltyEvent: RecordPayload }>(RECORD, {
      input: {
        entityId: 'user-e2e-2',
        entityType: 'USER',
        eventType: 'PURCHASE',
        entityData: { phoneNumber: '0532-CALL-ME' },
        eventData: { transactionId: 'T-E2E-2', amount: 10 },
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.recordLoyaltyEvent).toMatchObject({
      entityErrors: [
        {
          field: 'phoneNumber',
          messages: ['must start with + and a country code', 'must hold only digits after the +', 'must hold 8 to 15 digits'],
        },
      ],
      eventErrors: [],
      accepted: false,
    });
    expect(await pointBalance('user-e2e-2')).toBeUndefined();
  });

  it('returns eventErrors naming each bad event field', async () => {
    const result = await stack.query<{ recordLoyaltyEvent: RecordPayload }>(RECORD, {
      input: { entityId: 'user-e2e-3', entityType: 'USER', eventType: 'PURCHASE', eventData: { currency: 'euro', rate: -1 } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.recordLoyaltyEvent.eventErrors).toEqual([
      { field: 'transactionId', messages: ['is required'] },
      { field: 'amount', messages: ['is required'] },
      { field: 'currency', messages: ['must be one of POINT, EURO'] },
      { field: 'rate', messages: ['must be greater than 0'] },
    ]);
  });

  it('rejects a malformed DateTime with BAD_USER_INPUT before any upstream call', async () => {
    const result = await stack.query(RECORD, {
      input: { entityId: 'user-e2e-4', entityType: 'USER', eventType: 'VISIT', time: '21/11/2026 10:00' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('input.time');
    const literal = await stack.query(
      `mutation { recordLoyaltyEvent(input: { entityId: "u", entityType: "USER", eventType: "VISIT", time: "yesterday" }) { eventId } }`,
    );
    expect(literal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('rejects blank ids and bad page arguments with BAD_USER_INPUT naming the field', async () => {
    const blank = await stack.query(RECORD, { input: { entityId: ' ', entityType: 'USER', eventType: 'VISIT' } });
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.entityId'] });
    const page = await stack.query(`{ loyaltyEvents(entityId: "user-001", entityType: "USER", limit: 500, page: 0) { total } }`);
    expect(page.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['limit', 'page'] });
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('listing events', () => {
  beforeAll(async () => {
    for (const [i, eventType] of ['VISIT', 'PURCHASE', 'VISIT'].entries()) {
      stack.clock.advance(60_000);
      await stack.query(RECORD, {
        input: {
          entityId: 'user-e2e-5',
          entityType: 'USER',
          eventType,
          referenceId: `ref-${i}`,
          eventData: eventType === 'PURCHASE' ? { transactionId: 'T-E2E-5', amount: 20, currency: 'EURO' } : null,
        },
      });
    }
  });

  it('lists an entity’s events newest first, typed, with the raw body', async () => {
    const result = await stack.query<{
      loyaltyEvents: { total: number; page: number; limit: number; events: { referenceId: string; eventType: string; time: string }[]; raw: { events: unknown[] } };
    }>(`{ loyaltyEvents(entityId: "user-e2e-5", entityType: "USER", limit: 2) { total page limit events { referenceId eventType time } raw } }`);
    expect(result.errors).toBeUndefined();
    const page = result.data!.loyaltyEvents;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.events.map((event) => event.referenceId)).toEqual(['ref-2', 'ref-1']);
    expect(page.events[0]!.time).toBe('2026-11-21T12:03:00.000Z');
    expect(page.raw.events).toHaveLength(2);
    const call = stack.emulator.requests.find((r) => r.operation === 'LoyaltyAPI/getEvents')!;
    expect(call.path).toBe('/CALL/LoyaltyAPI/getEvents/');
    expect(call.body).toEqual({ entityId: 'user-e2e-5', entityType: 'USER', limit: 2, page: 1 });
  });

  it('filters on event data', async () => {
    const result = await stack.query<{ loyaltyEvents: { events: { eventData: { transactionId: string; amount: number; fields: Record<string, unknown> } }[] } }>(
      `{ loyaltyEvents(entityId: "user-e2e-5", entityType: "USER", filters: [{ key: "eventData.transactionId", value: "T-E2E-5" }]) {
        events { eventData { transactionId amount fields } }
      } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.loyaltyEvents.events).toEqual([
      { eventData: { transactionId: 'T-E2E-5', amount: 20, fields: { transactionId: 'T-E2E-5', amount: 20, currency: 'EURO' } } },
    ]);
    const call = stack.emulator.requests.find((r) => r.operation === 'LoyaltyAPI/getEvents')!;
    expect(call.body).toMatchObject({ filters: [{ condition: 'eq', key: 'eventData.transactionId', value: 'T-E2E-5' }] });
  });
});

describe('the User entity across loyalty and wallets', () => {
  it('answers a user’s events, wallet accounts and balances in one query, balances from one getAccounts call', async () => {
    const result = await stack.query<{
      user: {
        id: string;
        loyaltyEvents: { total: number; events: { eventType: string; user: { id: string } }[] };
        walletAccounts: { accountNumber: string; balance: number }[];
      };
    }>(`{ user(id: "user-001") {
      id
      loyaltyEvents(filters: [{ key: "eventType", value: "PURCHASE" }]) { total events { eventType user { id } } }
      walletAccounts { accountNumber balance }
    } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.user).toEqual({
      id: 'user-001',
      loyaltyEvents: { total: 1, events: [{ eventType: 'PURCHASE', user: { id: 'user-001' } }] },
      walletAccounts: [
        { accountNumber: 'EUR-001', balance: 16.25 },
        { accountNumber: 'PNT-001', balance: 250 },
      ],
    });
    expect(stack.emulator.calls('LoyaltyAPI/getEvents')).toBe(1);
    expect(stack.emulator.calls('WalletAPI/listAccounts')).toBe(1);
    expect(stack.emulator.calls('Wallet/getAccounts')).toBe(1);
    expect(stack.emulator.calls()).toBe(3);
  });
});
