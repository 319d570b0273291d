import { ANSWER_MODES, DOCUMENTED_OPERATIONS, EXTRA_FIELDS, type AnswerMode, type OperationName } from '../double/document-double';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';

/** The event data fields 2.6 names (documented or validated). */
const EVENT_DATA_FIELDS = ['transactionId', 'amount', 'currency', 'webhook', 'orderId', 'rate'];
const EVENTS = `total page limit raw events { eventId eventType time }`;

let stack: DoubleStack;
beforeAll(async () => {
  stack = await startDoubleStack();
});
afterAll(() => stack.stop());
beforeEach(() => {
  stack.double.mode = 'documented';
  stack.double.clearFaults();
  stack.double.resetRequests();
});

const answered = (mode: AnswerMode) => mode === 'documented' || mode === 'extra';
const rawEmpty = (mode: AnswerMode) => (mode === 'extra' ? EXTRA_FIELDS : {});

/** The bodies sent to `operation`, each checked to hold only the fields the document lists. */
function sentBodies(operation: OperationName): Record<string, unknown>[] {
  return stack.double.requestsTo(operation).map((request) => {
    const body = request.body as Record<string, unknown>;
    expect(Object.keys(body).filter((key) => !DOCUMENTED_OPERATIONS[operation].requestFields.includes(key))).toEqual([]);
    return body;
  });
}

describe.each(ANSWER_MODES)('loyalty against a service answering as the document shows, in %s mode', (mode) => {
  beforeEach(() => {
    stack.double.mode = mode;
  });

  it('loyaltyEvents: the documented {} is an empty page, with the body as raw, after one call with documented fields only', async () => {
    const result = await stack.query(
      `query ($filters: [LoyaltyEventFilter!]) {
        loyaltyEvents(entityId: "user-7", entityType: "USER", filters: $filters, limit: 20, page: 1) { ${EVENTS} }
      }`,
      { filters: [{ condition: 'eq', key: 'eventType', value: 'PURCHASE' }] },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ loyaltyEvents: { total: null, page: null, limit: null, raw: rawEmpty(mode), events: [] } });
    expect(sentBodies('LoyaltyAPI/getEvents')).toEqual([
      { entityId: 'user-7', entityType: 'USER', filters: [{ condition: 'eq', key: 'eventType', value: 'PURCHASE' }], limit: 20, page: 1 },
    ]);
    expect(stack.double.calls()).toBe(1);
  });

  it('User.loyaltyEvents: an empty page for the user, with no error', async () => {
    const result = await stack.query(`{ user(id: "user-7") { id loyaltyEvents(limit: 5) { ${EVENTS} } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      user: { id: 'user-7', loyaltyEvents: { total: null, page: null, limit: null, raw: rawEmpty(mode), events: [] } },
    });
    expect(sentBodies('LoyaltyAPI/getEvents')).toEqual([{ entityId: 'user-7', entityType: 'USER', limit: 5, page: 1 }]);
  });

  it('recordLoyaltyEvent: the eventId and the field problems the answer carries, from a body of 2.6 fields only', async () => {
    const input = {
      entityId: 'user-7',
      entityType: 'USER',
      entityData: { name: 'Ada', surname: 'Lovelace' },
      referenceId: 'order-7',
      eventType: 'PURCHASE',
      eventData: { transactionId: 'T-7', amount: 40, currency: 'EUR', webhook: false, orderId: 'order-7', rate: 0.1 },
      measurements: [{ measurement: 'basketSize', value: 3, groupeName: 'basket', groupeValue: 'large', time: '2026-01-05T10:00:00.000Z' }],
      time: '2026-01-05T10:00:00.000Z',
    };
    const result = await stack.query(
      `mutation ($input: RecordLoyaltyEventInput!) {
        recordLoyaltyEvent(input: $input) { eventId accepted entityErrors { field messages } eventErrors { field messages } user { id } }
      }`,
      { input },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      recordLoyaltyEvent: {
        eventId: 'evt-1',
        accepted: !answered(mode),
        entityErrors: answered(mode) ? [{ field: 'phoneNumber', messages: ['phoneNumber must be a valid phone number'] }] : [],
        eventErrors: [],
        user: { id: 'user-7' },
      },
    });
    const [sent] = sentBodies('LoyaltyAPI/receiveEvent');
    expect(sent).toEqual(input);
    expect(Object.keys(sent?.eventData as object).filter((key) => !EVENT_DATA_FIELDS.includes(key))).toEqual([]);
    expect(stack.double.operations()).toEqual(['LoyaltyAPI/receiveEvent']);
  });

  it('cancelLoyaltyTransaction: the documented {} acknowledges the cancel; the payload is what was sent', async () => {
    const result = await stack.query(
      `mutation { cancelLoyaltyTransaction(input: { userId: "user-7", transactionId: "T-7" }) { userId transactionId user { id } events { eventId } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ cancelLoyaltyTransaction: { userId: 'user-7', transactionId: 'T-7', user: { id: 'user-7' }, events: [] } });
    expect(sentBodies('LoyaltyAPI/cancelTransaction')).toEqual([{ userId: 'user-7', transactionId: 'T-7' }]);
    expect(stack.double.requestsTo('LoyaltyAPI/cancelTransaction')[0]?.base).toBe('legacy');
    expect(sentBodies('LoyaltyAPI/getEvents')).toEqual([
      { entityId: 'user-7', entityType: 'USER', filters: [{ condition: 'eq', key: 'eventData.transactionId', value: 'T-7' }], limit: 100 },
    ]);
  });
});

describe('cancelLoyaltyTransaction when the read-back fails', () => {
  it('answers the acknowledged cancel, with the error at the events only', async () => {
    stack.double.setFault('LoyaltyAPI/getEvents', { kind: 'status', status: 403, message: 'Forbidden' });
    const result = await stack.query(
      `mutation { cancelLoyaltyTransaction(input: { userId: "user-7", transactionId: "T-7" }) { userId transactionId events { eventId } } }`,
    );
    expect(result.data).toEqual({ cancelLoyaltyTransaction: { userId: 'user-7', transactionId: 'T-7', events: null } });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      path: ['cancelLoyaltyTransaction', 'events'],
      extensions: { code: 'FORBIDDEN', upstream: { operation: 'LoyaltyAPI/getEvents', status: 403 } },
    });
    expect(stack.double.operations()).toEqual(['LoyaltyAPI/cancelTransaction', 'LoyaltyAPI/getEvents']);
  });
});
