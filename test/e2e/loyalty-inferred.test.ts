import { sentRequests, stackForFile } from '../helpers/stack';

/**
 * The loyalty operations the document names only by title (4.7): Cancel Event, Upsert Segment, Add
 * User To Segment, Calculate, Start Transaction, Commit Transaction and List Measurements, through
 * the gateway on the emulator.
 */

const stack = stackForFile();

type Data = Record<string, any>; // loose JSON: each test asserts the exact values it needs

const sent = () => sentRequests(stack);

const BALANCE = `query ($n: [Identifier!]!) { walletAccountsByNumber(accountNumbers: $n) { balance } }`;
const balance = async (accountNumber: string) => (await stack.query<Data>(BALANCE, { n: [accountNumber] })).data!.walletAccountsByNumber[0].balance as number;
const RECORD = `mutation ($input: RecordLoyaltyEventInput!) { recordLoyaltyEvent(input: $input) { eventId accepted } }`;

describe('segments (Upsert Segment, Add User To Segment)', () => {
  const SEGMENT = `segmentId segment { segmentId name description userIds users { id } }`;

  it('holds the users added to it, each once, and keeps them when renamed', async () => {
    const created = await stack.query<Data>(
      `mutation ($input: UpsertLoyaltySegmentInput!) { upsertLoyaltySegment(input: $input) { ${SEGMENT} } }`,
      { input: { segmentId: 'vip', name: 'VIP', description: 'Best customers' } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.upsertLoyaltySegment).toEqual({
      segmentId: 'vip',
      segment: { segmentId: 'vip', name: 'VIP', description: 'Best customers', userIds: [], users: [] },
    });
    expect(sent()).toEqual([
      {
        operation: 'LoyaltyAPI/upsertSegment',
        httpMethod: 'POST',
        path: '/CALL/LoyaltyAPI/upsertSegment/demo-loyalty',
        body: { segmentId: 'vip', name: 'VIP', description: 'Best customers' },
      },
    ]);
    const add = (userId: string) =>
      stack.query<Data>(`mutation ($input: AddUserToLoyaltySegmentInput!) { addUserToLoyaltySegment(input: $input) { ${SEGMENT} } }`, {
        input: { segmentId: 'vip', userId },
      });
    await add('user-001');
    await add('user-002');
    const again = await add('user-001');
    expect(again.data!.addUserToLoyaltySegment.segment).toMatchObject({ userIds: ['user-001', 'user-002'], users: [{ id: 'user-001' }, { id: 'user-002' }] });
    const renamed = await stack.query<Data>(`mutation { upsertLoyaltySegment(input: { segmentId: "vip", name: "Very important" }) { ${SEGMENT} } }`);
    expect(renamed.data!.upsertLoyaltySegment.segment).toEqual({
      segmentId: 'vip',
      name: 'Very important',
      description: 'Best customers',
      userIds: ['user-001', 'user-002'],
      users: [{ id: 'user-001' }, { id: 'user-002' }],
    });
  });

  it('answers NOT_FOUND when adding a user to an unknown segment', async () => {
    const result = await stack.query<Data>(`mutation { addUserToLoyaltySegment(input: { segmentId: "nope", userId: "user-001" }) { segmentId } }`);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { operation: 'LoyaltyAPI/addUserToSegment', status: 404 } });
  });
});

describe('calculateLoyalty (Calculate)', () => {
  it('answers what the rules would earn without recording anything or loading points', async () => {
    const before = await balance('PNT-005');
    stack.emulator.resetRequests();
    const result = await stack.query<Data>(
      `query { calculateLoyalty(userId: "user-005", eventType: "PURCHASE", eventData: { amount: 120.5, rate: 2 }) { totalPoints actions { rule points status reason } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.calculateLoyalty).toEqual({ totalPoints: 241, actions: [{ rule: 'purchase-points', points: 241, status: 'would-apply', reason: null }] });
    expect(sent()).toEqual([
      {
        operation: 'LoyaltyAPI/calculate',
        httpMethod: 'POST',
        path: '/CALL/LoyaltyAPI/calculate/demo-loyalty',
        body: { userId: 'user-005', eventType: 'PURCHASE', eventData: { amount: 120.5, rate: 2 } },
      },
    ]);
    expect(await balance('PNT-005')).toBe(before);
  });

  it("refuses another user's calculation with FORBIDDEN before any call", async () => {
    const result = await stack.query<Data>(`query { calculateLoyalty(userId: "user-002", eventType: "PURCHASE") { totalPoints } }`, undefined, await stack.headersFor({ userId: 'user-001' }));
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', fields: ['userId'] });
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('startLoyaltyTransaction and commitLoyaltyTransaction (Start, Commit Transaction)', () => {
  const TRANSACTION = `transactionId transaction { transactionId userId eventType points status eventId user { id } }`;

  it('holds the points until commit, which loads them; the documented cancel takes them back', async () => {
    const before = await balance('PNT-006');
    const started = await stack.query<Data>(
      `mutation ($input: StartLoyaltyTransactionInput!) { startLoyaltyTransaction(input: $input) { ${TRANSACTION} } }`,
      { input: { userId: 'user-006', transactionId: 'order-6006', eventData: { amount: 80 } } },
    );
    expect(started.errors).toBeUndefined();
    expect(started.data!.startLoyaltyTransaction).toEqual({
      transactionId: 'order-6006',
      transaction: { transactionId: 'order-6006', userId: 'user-006', eventType: 'PURCHASE', points: 80, status: 'STARTED', eventId: null, user: { id: 'user-006' } },
    });
    expect(await balance('PNT-006')).toBe(before);

    stack.emulator.resetRequests();
    const committed = await stack.query<Data>(
      `mutation ($input: CommitLoyaltyTransactionInput!) { commitLoyaltyTransaction(input: $input) { ${TRANSACTION} } }`,
      { input: { userId: 'user-006', transactionId: 'order-6006' } },
    );
    expect(committed.data!.commitLoyaltyTransaction.transaction).toMatchObject({ status: 'COMMITTED', points: 80, eventId: expect.stringMatching(/^evt-/) });
    expect(sent()).toEqual([
      {
        operation: 'LoyaltyAPI/commitTransaction',
        httpMethod: 'POST',
        path: '/CALL/LoyaltyAPI/commitTransaction/demo-loyalty',
        body: { userId: 'user-006', transactionId: 'order-6006' },
      },
    ]);
    expect(await balance('PNT-006')).toBe(before + 80);

    const canceled = await stack.query<Data>(`mutation { cancelLoyaltyTransaction(input: { userId: "user-006", transactionId: "order-6006" }) { transactionId } }`);
    expect(canceled.errors).toBeUndefined();
    expect(await balance('PNT-006')).toBe(before);
  });

  it('refuses to commit a transaction twice', async () => {
    await stack.query(`mutation { startLoyaltyTransaction(input: { userId: "user-007", transactionId: "order-7007", eventData: { amount: 10 } }) { transactionId } }`);
    await stack.query(`mutation { commitLoyaltyTransaction(input: { userId: "user-007", transactionId: "order-7007" }) { transactionId } }`);
    const again = await stack.query<Data>(`mutation { commitLoyaltyTransaction(input: { userId: "user-007", transactionId: "order-7007" }) { transactionId } }`);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { operation: 'LoyaltyAPI/commitTransaction', status: 400 } });
  });
});

describe('cancelLoyaltyEvent (Cancel Event) and loyaltyMeasurements (List Measurements)', () => {
  it('cancels an event: its points are taken back, it shows canceledAt, and its measurements leave the list', async () => {
    const MEASUREMENTS = `query { loyaltyMeasurements(entityId: "user-008", entityType: "USER", measurement: "visits") { total measurements { eventId measurement value groupeName groupeValue } } }`;
    const before = await balance('PNT-008');
    const recorded = await stack.query<Data>(RECORD, {
      input: {
        entityId: 'user-008',
        entityType: 'USER',
        eventType: 'PURCHASE',
        eventData: { transactionId: 'order-8008', amount: 30, currency: 'EURO' },
        measurements: [{ measurement: 'visits', value: 2, groupeName: 'channel', groupeValue: 'app' }],
      },
    });
    const eventId = recorded.data!.recordLoyaltyEvent.eventId as string;
    expect(await balance('PNT-008')).toBe(before + 30);

    stack.emulator.resetRequests();
    const listed = await stack.query<Data>(MEASUREMENTS);
    expect(listed.data!.loyaltyMeasurements).toEqual({ total: 1, measurements: [{ eventId, measurement: 'visits', value: 2, groupeName: 'channel', groupeValue: 'app' }] });
    expect(sent()).toEqual([
      {
        operation: 'LoyaltyAPI/listMeasurements',
        httpMethod: 'POST',
        path: '/CALL/LoyaltyAPI/listMeasurements/demo-loyalty',
        body: { entityId: 'user-008', entityType: 'USER', measurement: 'visits' },
      },
    ]);

    const canceled = await stack.query<Data>(`mutation ($id: Identifier!) { cancelLoyaltyEvent(input: { eventId: $id }) { eventId reversedPoints canceledAt } }`, { id: eventId });
    expect(canceled.data!.cancelLoyaltyEvent).toEqual({ eventId, reversedPoints: 30, canceledAt: '2026-11-21T12:00:00.000Z' });
    expect(await balance('PNT-008')).toBe(before);
    expect((await stack.query<Data>(MEASUREMENTS)).data!.loyaltyMeasurements).toEqual({ total: 0, measurements: [] });
    const events = await stack.query<Data>(`query { loyaltyEvents(entityId: "user-008", entityType: "USER", filters: [{ key: "eventId", value: "${eventId}" }]) { events { eventId canceledAt actions { status reversedPoints } } } }`);
    expect(events.data!.loyaltyEvents.events).toEqual([{ eventId, canceledAt: '2026-11-21T12:00:00.000Z', actions: [{ status: 'canceled', reversedPoints: 30 }] }]);

    const twice = await stack.query<Data>(`mutation ($id: Identifier!) { cancelLoyaltyEvent(input: { eventId: $id }) { eventId } }`, { id: eventId });
    expect(twice.errors?.[0]?.message).toContain(`event ${eventId} is already canceled`);
  });
});
