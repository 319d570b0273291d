import { request } from 'undici';
import { ManualClock } from '../../emulator/clock';
import { startEmulator, type Emulator } from '../../emulator/server';

const START = '2026-11-21T12:00:00.000Z';
let emulator: Emulator;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(START);
  emulator = await startEmulator({ clock });
});
afterAll(() => emulator.close());

async function post<T = Record<string, unknown>>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await request(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey },
    body: JSON.stringify(body),
  });
  return { status: response.statusCode, body: (await response.body.json()) as T };
}

const receive = (body: unknown) =>
  post<{ eventId: string; entityErrors: Record<string, string[]>; eventErrors: Record<string, string[]> }>(
    '/CALL/LoyaltyAPI/receiveEvent',
    body,
  );
const cancel = (body: unknown) => post(`/CALL/LoyaltyAPI/cancelTransaction/${emulator.loyaltyProjectId}`, body);

interface EventView {
  eventId: string;
  eventType: string;
  referenceId?: string;
  eventData: Record<string, unknown>;
  measurements: unknown[];
  time: string;
  actions: { rule: string; status: string; points: number; transactionId?: string; accountNumber?: string; reason?: string; reversal?: string; reversedPoints?: number }[];
}
const events = (body: Record<string, unknown>) =>
  post<{ events: EventView[]; total: number; page: number; limit: number }>('/CALL/LoyaltyAPI/getEvents/', body);

const balanceOf = (accountNumber: string) => emulator.state.wallets.balance(emulator.state.wallets.find(accountNumber)!);

describe('loyalty paths', () => {
  it('serves receiveEvent without a project segment only', async () => {
    const event = { entityId: 'user-path', entityType: 'USER', eventType: 'VISIT' };
    expect((await post('/CALL/LoyaltyAPI/receiveEvent', event)).status).toBe(200);
    expect((await post(`/CALL/LoyaltyAPI/receiveEvent/${emulator.projectId}`, event)).status).toBe(404);
  });

  it('serves getEvents with a trailing slash only', async () => {
    const query = { entityId: 'user-001', entityType: 'USER' };
    expect((await post('/CALL/LoyaltyAPI/getEvents/', query)).status).toBe(200);
    expect((await post('/CALL/LoyaltyAPI/getEvents', query)).status).toBe(404);
    expect((await post(`/CALL/LoyaltyAPI/getEvents/${emulator.projectId}`, query)).status).toBe(404);
  });

  it('serves cancelTransaction under the loyalty project only', async () => {
    const body = { userId: 'user-001', transactionId: 'nope' };
    expect((await post(`/CALL/LoyaltyAPI/cancelTransaction/${emulator.projectId}`, body)).status).toBe(404);
    const answer = await cancel(body);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('transaction nope not found for user user-001');
  });
});

describe('receiveEvent validation', () => {
  it('maps every bad entity field to its messages in a 200 answer', async () => {
    const answer = await receive({
      entityId: 'user-v1',
      entityType: 'USER',
      eventType: 'UPDATE_PROFILE',
      entityData: {
        phoneNumber: 'abc',
        birthDate: '2030-02-30',
        gdprOptin: 'yes',
        registrationType: 'FAX',
        name: '  ',
        surname: 42,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.eventId).toMatch(/^evt-/);
    expect(answer.body.entityErrors).toEqual({
      phoneNumber: ['must start with + and a country code', 'must hold only digits after the +', 'must hold 8 to 15 digits'],
      birthDate: ['must be a date in YYYY-MM-DD form (or an ISO 8601 timestamp)'],
      gdprOptin: ['must be a boolean'],
      registrationType: ['must be one of EMAIL, PHONE, SOCIAL, STORE'],
      name: ['must not be empty'],
      surname: ['must be a string'],
    });
    expect(answer.body.eventErrors).toEqual({});
  });

  it('rejects a birth date in the future of the emulator clock', async () => {
    const answer = await receive({
      entityId: 'user-v2',
      entityType: 'USER',
      eventType: 'UPDATE_PROFILE',
      entityData: { birthDate: '2026-11-22', phoneNumber: '+905321234567', name: 'Ada', surname: 'Lovelace', gdprOptin: true, registrationType: 'EMAIL' },
    });
    expect(answer.body.entityErrors).toEqual({ birthDate: ['must not be in the future'] });
  });

  it('maps every bad event field, measurement and time to its messages', async () => {
    const answer = await receive({
      entityId: 'user-v3',
      entityType: 'USER',
      eventType: 'PURCHASE',
      eventData: { amount: -1.234, currency: 'euro', orderId: '', rate: 0, webhook: 'no' },
      measurements: [{ value: 'x', time: 'yesterday' }, 7],
      time: '21/11/2026',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entityErrors).toEqual({});
    expect(answer.body.eventErrors).toEqual({
      transactionId: ['is required'],
      amount: ['must not be negative', 'must have at most two decimals'],
      currency: ['must be one of POINT, EURO'],
      orderId: ['must not be empty'],
      rate: ['must be greater than 0'],
      webhook: ['must be a boolean'],
      'measurements.0.measurement': ['is required'],
      'measurements.0.value': ['must be a number'],
      'measurements.0.time': ['must be an ISO 8601 timestamp with a time zone'],
      'measurements.1': ['must be an object'],
      time: ['must be an ISO 8601 timestamp with a time zone'],
    });
  });

  it('records an event with errors but runs no rule for it', async () => {
    const answer = await receive({
      entityId: 'user-v4',
      entityType: 'USER',
      eventType: 'PURCHASE',
      entityData: { phoneNumber: '12' },
      eventData: { transactionId: 'T-V4', amount: 100 },
    });
    expect(answer.body.entityErrors.phoneNumber).toBeDefined();
    const page = await events({ entityId: 'user-v4', entityType: 'USER' });
    expect(page.body.events.map((event) => event.eventId)).toEqual([answer.body.eventId]);
    expect(page.body.events[0]!.actions).toEqual([]);
    expect(emulator.state.wallets.accountsOfUser('user-v4')).toEqual([]);
  });

  it('answers 400 naming the field when the event cannot be recorded at all', async () => {
    const answer = await receive({ entityType: 'USER', eventType: 'PURCHASE', eventData: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 400,
      message: 'Invalid request: entityId: is required; eventData: must be an object',
    });
  });
});

describe('rule actions', () => {
  it('earns floor(amount × rate) points into a new POINT account tied to the transaction id', async () => {
    const answer = await receive({
      entityId: 'user-r1',
      entityType: 'USER',
      eventType: 'PURCHASE',
      referenceId: 'order-r1',
      eventData: { transactionId: 'T-R1', amount: 19.9, currency: 'EURO', orderId: 'order-r1', rate: 10 },
    });
    expect(answer.body).toMatchObject({ entityErrors: {}, eventErrors: {} });
    const account = emulator.state.wallets.find('PNT-user-r1')!;
    expect(account).toMatchObject({ walletId: 'wallet-user-r1', currency: 'POINT', userId: 'user-r1', channel: 'loyalty' });
    expect(balanceOf('PNT-user-r1')).toBe(199);
    expect(emulator.state.wallets.findTransaction('T-R1')).toMatchObject({ type: 'EARNED', amountMinor: 19900, accountNumber: 'PNT-user-r1' });
    const page = await events({ entityId: 'user-r1', entityType: 'USER' });
    expect(page.body.events[0]!.actions).toEqual([
      {
        rule: 'purchase-points',
        type: 'EARN_POINTS',
        status: 'applied',
        points: 199,
        transactionId: 'T-R1',
        walletId: 'wallet-user-r1',
        accountNumber: 'PNT-user-r1',
        walletTransactionId: 'T-R1',
      },
    ]);
  });

  it('rounds down to a whole point and uses rate 1 by default', async () => {
    await receive({ entityId: 'user-r2', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-R2', amount: 12.99 } });
    expect(balanceOf('PNT-user-r2')).toBe(12);
  });

  it('earns into an existing POINT account of a seeded user', async () => {
    const before = balanceOf('PNT-003');
    await receive({ entityId: 'user-003', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-R3', amount: 80, rate: 0.5 } });
    expect(balanceOf('PNT-003')).toBe(before + 40);
    expect(emulator.state.wallets.find('PNT-user-003')).toBeUndefined();
  });

  it('refuses a transaction id used before, as an event error, without earning twice', async () => {
    const answer = await receive({ entityId: 'user-r2', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-R2', amount: 50 } });
    expect(answer.body.eventErrors).toEqual({ transactionId: ['has already been used by another transaction'] });
    expect(balanceOf('PNT-user-r2')).toBe(12);
  });

  it('gives the registration bonus once per user', async () => {
    const first = await receive({ entityId: 'user-r4', entityType: 'USER', eventType: 'REGISTRATION', entityData: { name: 'Ada', registrationType: 'PHONE' } });
    const second = await receive({ entityId: 'user-r4', entityType: 'USER', eventType: 'REGISTRATION' });
    expect(balanceOf('PNT-user-r4')).toBe(100);
    const page = await events({ entityId: 'user-r4', entityType: 'USER' });
    const byId = new Map(page.body.events.map((event) => [event.eventId, event]));
    expect(byId.get(first.body.eventId)!.actions[0]).toMatchObject({ rule: 'registration-bonus', status: 'applied', points: 100 });
    expect(byId.get(second.body.eventId)!.actions[0]).toMatchObject({
      rule: 'registration-bonus',
      status: 'skipped',
      reason: `already earned by event ${first.body.eventId}`,
    });
  });

  it('earns the registration bonus even when a client took the wallet id the emulator would generate next', async () => {
    const wallet = { walletId: 'wallet-007', currency: 'POINT', accountNumber: 'PNT-007' };
    expect((await post(`/CALL/WalletAPI/load/${emulator.projectId}`, { ...wallet, amount: 1, referenceId: 'probe-r7' })).status).toBe(200);
    const probe = [...emulator.state.wallets.transactionsOf('PNT-007')].pop()!;
    const next = `txn-${String(Number(probe.transactionId.slice('txn-'.length)) + 1).padStart(6, '0')}`;
    const taken = await post(`/CALL/WalletAPI/spend/${emulator.projectId}`, { ...wallet, amount: 1, transactionId: next });
    expect(taken.status).toBe(200);

    const answer = await receive({ entityId: 'user-r7', entityType: 'USER', eventType: 'REGISTRATION' });
    expect(answer.status).toBe(200);
    expect(balanceOf('PNT-user-r7')).toBe(100);
    const [bonus] = emulator.state.wallets.transactionsOf('PNT-user-r7');
    expect(bonus!.transactionId).not.toBe(next);
    expect(emulator.state.wallets.findTransaction(next)!.accountNumber).toBe('PNT-007');
  });

  it('skips, as data, points that would take the account past the most it may hold', async () => {
    const answer = await receive({ entityId: 'user-r8', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-R8', amount: 1e12, rate: 100 } });
    expect(answer.status).toBe(200);
    expect(answer.body.eventErrors).toEqual({});
    const [event] = (await events({ entityId: 'user-r8', entityType: 'USER' })).body.events;
    expect(event!.actions).toEqual([
      expect.objectContaining({
        rule: 'purchase-points',
        status: 'skipped',
        reason: 'account PNT-user-r8 would hold more than 1000000000000 POINT, the most an account may hold',
      }),
    ]);
    expect(balanceOf('PNT-user-r8')).toBe(0);
    const tooLarge = await receive({ entityId: 'user-r8', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-R8b', amount: 1e12 + 0.01 } });
    expect(tooLarge.body.eventErrors).toEqual({ amount: ['must be at most 1000000000000'] });
  });

  it("speaks the wallets' currencies: a purchase in EURO earns, one in EUR is a field error", async () => {
    const euro = await receive({ entityId: 'user-r9', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-R9', amount: 20, currency: 'EURO' } });
    expect(euro.body.eventErrors).toEqual({});
    expect(balanceOf('PNT-user-r9')).toBe(20);
    const eur = await receive({ entityId: 'user-r9', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-R9b', amount: 20, currency: 'EUR' } });
    expect(eur.body.eventErrors).toEqual({ currency: ['must be one of POINT, EURO'] });
    expect(balanceOf('PNT-user-r9')).toBe(20);
    const seeded = await events({ entityId: 'user-009', entityType: 'USER', filters: [{ condition: 'eq', key: 'eventType', value: 'PURCHASE' }] });
    expect(seeded.body.events[0]!.eventData.currency).toBe('EURO');
  });

  it('runs no rule for an event type without one, nor for entities other than users', async () => {
    await receive({ entityId: 'store-1', entityType: 'STORE', eventType: 'PURCHASE', eventData: { transactionId: 'T-R5', amount: 10 } });
    await receive({ entityId: 'user-r6', entityType: 'USER', eventType: 'VISIT', eventData: { transactionId: 'T-R6' } });
    expect(emulator.state.wallets.findTransaction('T-R5')).toBeUndefined();
    expect(emulator.state.wallets.accountsOfUser('user-r6')).toEqual([]);
  });
});

describe('getEvents', () => {
  beforeAll(async () => {
    for (const [i, type] of ['VISIT', 'PURCHASE', 'VISIT', 'PURCHASE', 'VISIT'].entries()) {
      clock.advance(60_000);
      await receive({
        entityId: 'user-g1',
        entityType: 'USER',
        eventType: type,
        referenceId: `ref-${i}`,
        eventData: type === 'PURCHASE' ? { transactionId: `T-G${i}`, amount: 10 * (i + 1), currency: 'EURO' } : {},
        measurements: [{ measurement: 'step', value: i }],
      });
    }
  });

  it('lists the entity events newest first, a page at a time', async () => {
    const first = await events({ entityId: 'user-g1', entityType: 'USER', limit: 2, page: 1 });
    expect(first.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(first.body.events.map((event) => event.referenceId)).toEqual(['ref-4', 'ref-3']);
    const last = await events({ entityId: 'user-g1', entityType: 'USER', limit: 2, page: 3 });
    expect(last.body.events.map((event) => event.referenceId)).toEqual(['ref-0']);
    expect(last.body.events[0]!.measurements).toEqual([{ measurement: 'step', value: 0 }]);
  });

  it('filters with eq on event fields and event data, comparing by string form', async () => {
    const purchases = await events({
      entityId: 'user-g1',
      entityType: 'USER',
      filters: [{ condition: 'eq', key: 'eventType', value: 'PURCHASE' }],
    });
    expect(purchases.body.events.map((event) => event.referenceId)).toEqual(['ref-3', 'ref-1']);
    const byAmount = await events({
      entityId: 'user-g1',
      entityType: 'USER',
      filters: [
        { condition: 'eq', key: 'eventData.amount', value: '40' },
        { condition: 'eq', key: 'eventData.currency', value: 'EURO' },
      ],
    });
    expect(byAmount.body.events.map((event) => event.eventData.transactionId)).toEqual(['T-G3']);
    const byReference = await events({ entityId: 'user-g1', entityType: 'USER', filters: [{ condition: 'eq', key: 'referenceId', value: 'ref-2' }] });
    expect(byReference.body.total).toBe(1);
  });

  it('answers 400 naming a bad filter, limit or page', async () => {
    const answer = await events({
      entityId: 'user-g1',
      entityType: 'USER',
      filters: [{ condition: 'gt', key: 'colour', value: 1 }],
      limit: 1000,
      page: 0,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message:
        'Invalid request: filters.0.condition: must be eq; filters.0.key: must be one of eventId, eventType, referenceId, time, eventData.<field> or entityData.<field>; limit: must be at most 100; page: must be at least 1',
    });
  });

  it('serves seeded history: a registration and a purchase per seeded user', async () => {
    const page = await events({ entityId: 'user-002', entityType: 'USER' });
    expect(page.body.events.map((event) => event.eventType)).toEqual(['PURCHASE', 'REGISTRATION']);
    expect(page.body.events[0]!.actions[0]).toMatchObject({ status: 'applied', points: 50, transactionId: 'order-002', accountNumber: 'PNT-002' });
  });
});

describe('cancelTransaction', () => {
  it('cancels the untouched wallet transaction, and a second cancel changes nothing', async () => {
    await receive({ entityId: 'user-c1', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-C1', amount: 30 } });
    expect(balanceOf('PNT-user-c1')).toBe(30);
    const first = await cancel({ userId: 'user-c1', transactionId: 'T-C1' });
    expect(first).toEqual({ status: 200, body: {} });
    expect(balanceOf('PNT-user-c1')).toBe(0);
    expect(emulator.state.wallets.findTransaction('T-C1')!.isCanceled).toBe(true);
    const second = await cancel({ userId: 'user-c1', transactionId: 'T-C1' });
    expect(second).toEqual({ status: 200, body: {} });
    expect(balanceOf('PNT-user-c1')).toBe(0);
    const page = await events({ entityId: 'user-c1', entityType: 'USER' });
    expect(page.body.events[0]!.actions[0]).toMatchObject({ status: 'canceled', reversal: 'canceled', reversedPoints: 30 });
  });

  it('spends the points back when some were already used, never below zero', async () => {
    await receive({ entityId: 'user-c2', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-C2', amount: 30 } });
    await receive({ entityId: 'user-c2', entityType: 'USER', eventType: 'PURCHASE', eventData: { transactionId: 'T-C2b', amount: 5 } });
    const wallets = emulator.state.wallets;
    wallets.spend(wallets.find('PNT-user-c2')!, { amount: 20 });
    expect(balanceOf('PNT-user-c2')).toBe(15);
    expect((await cancel({ userId: 'user-c2', transactionId: 'T-C2' })).status).toBe(200);
    expect(balanceOf('PNT-user-c2')).toBe(0);
    const page = await events({ entityId: 'user-c2', entityType: 'USER', filters: [{ condition: 'eq', key: 'eventData.transactionId', value: 'T-C2' }] });
    expect(page.body.events[0]!.actions[0]).toMatchObject({ status: 'canceled', reversal: 'spent', reversedPoints: 15 });
  });

  it('reverses seeded purchase points', async () => {
    const before = balanceOf('PNT-005');
    expect((await cancel({ userId: 'user-005', transactionId: 'order-005' })).status).toBe(200);
    expect(balanceOf('PNT-005')).toBe(before - 50);
  });

  it('answers 404 for a transaction of another user, 400 naming a missing field', async () => {
    expect((await cancel({ userId: 'user-001', transactionId: 'T-R1' })).status).toBe(404);
    expect(await cancel({ userId: 'user-001' })).toEqual({
      status: 400,
      body: { status: 400, message: 'Invalid request: transactionId: is required' },
    });
  });
});

describe('inferred loyalty operations: the loyalty project, known users', () => {
  const inferred = <T = Record<string, unknown>>(method: string, body: unknown, project = emulator.loyaltyProjectId) =>
    post<T>(`/CALL/LoyaltyAPI/${method}/${project}`, body);

  it('are addressed with the loyalty project, as cancelTransaction is; the main project is a 404', async () => {
    expect((await inferred('upsertSegment', { segmentId: 'seg-project', name: 'Project' })).status).toBe(200);
    expect((await inferred('upsertSegment', { segmentId: 'seg-project', name: 'Project' }, emulator.projectId)).status).toBe(404);
    expect((await inferred('calculate', { userId: 'user-001', eventType: 'PURCHASE' }, emulator.projectId)).status).toBe(404);
  });

  it('adds to a segment only a user the service knows (404 otherwise, the segment unchanged)', async () => {
    await inferred('upsertSegment', { segmentId: 'seg-known', name: 'Known' });
    const unknown = await inferred('addUserToSegment', { segmentId: 'seg-known', userId: 'user-nobody' });
    expect(unknown).toEqual({ status: 404, body: { status: 404, message: 'user user-nobody not found' } });
    const seeded = await inferred('addUserToSegment', { segmentId: 'seg-known', userId: 'user-001' });
    expect(seeded.status).toBe(200);
    await receive({ entityId: 'user-seg-new', entityType: 'USER', eventType: 'REGISTRATION', entityData: { name: 'New' } });
    const registered = await inferred<{ segment: { userIds: string[] } }>('addUserToSegment', { segmentId: 'seg-known', userId: 'user-seg-new' });
    expect(registered.body.segment.userIds).toEqual(['user-001', 'user-seg-new']);
  });
});
