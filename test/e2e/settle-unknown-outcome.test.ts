import type { Json, OperationName } from '../double/document-double';
import { OPERATION_TABLE, operationListing } from '../../subgraphs/operation-table';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';

/**
 * A write whose outcome was unknown (a proxy's 502 after the request reached the service) is settled
 * by a resend under the same Idempotency-Key: the settling read, then the write again only when the
 * read shows it was not applied, and UPSTREAM_OUTCOME_UNKNOWN naming the read when nothing can tell.
 */

const ACCOUNT = { walletId: 'wallet-1', currency: 'POINT', accountNumber: 'PNT-1' };
const LOAD = {
  ...ACCOUNT,
  amount: 5,
  channel: 'loyalty',
  description: 'Order order-7',
  referenceId: 'ref-7',
};
const EVENT = {
  entityId: 'user-7',
  entityType: 'USER',
  referenceId: 'order-7',
  eventType: 'PURCHASE',
  eventData: { transactionId: 'ltx-1', amount: 25, currency: 'EUR', webhook: false },
};

interface UnknownCase {
  field: string;
  document: string;
  variables: Record<string, unknown>;
  /** The write sent on the first attempt. */
  write: OperationName;
  /** What the resend does against the double's documented answers. */
  resend:
    | { kind: 'none' }
    | { kind: 'cannot tell'; read: OperationName; field: string }
    | { kind: 'applied'; read: OperationName }
    | { kind: 'not applied'; read: OperationName };
}

const mutation = (field: string, input: string, selection: string) => `mutation ($input: ${input}!) { ${field}(input: $input) { ${selection} } }`;

/** Every documented write, with what the double's documented answers let its settling read say. */
const CASES: UnknownCase[] = [
  {
    field: 'upsertProduct',
    document: mutation('upsertProduct', 'UpsertProductInput', '__typename'),
    variables: { input: { dataType: 'PRODUCT', data: { code: 'SHIRT-RED-M', sku: 'SHIRT-RED-M', family: 'shirts' } } },
    write: 'PIMAPI/upsertProduct',
    resend: { kind: 'none' },
  },
  {
    field: 'startPromotionTransaction',
    document: mutation('startPromotionTransaction', 'StartPromotionTransactionInput', '__typename'),
    variables: {
      input: {
        cart: { items: [{ id: 'SHIRT-RED-M', qty: 2, price: 10, totalPrice: 20 }], subOrders: [] },
        user: { userId: 'user-7' },
        transactionId: 'ptx-7',
      },
    },
    write: 'Promotion/startTransaction',
    resend: { kind: 'none' },
  },
  {
    field: 'revertPromotionTransaction',
    document: mutation('revertPromotionTransaction', 'RevertPromotionTransactionInput', '__typename'),
    variables: { input: { transactionId: 'ptx-7', userId: 'user-7', entityType: 'USER' } },
    write: 'Promotion/revertTransaction',
    resend: { kind: 'none' },
  },
  {
    field: 'recordLoyaltyEvent',
    document: mutation('recordLoyaltyEvent', 'RecordLoyaltyEventInput', 'eventId settledByRead'),
    variables: { input: EVENT },
    write: 'LoyaltyAPI/receiveEvent',
    // getEvents' documented answer is `{}`: it lists no events, so it cannot say "not recorded".
    resend: { kind: 'cannot tell', read: 'LoyaltyAPI/getEvents', field: 'Query.loyaltyEvents' },
  },
  {
    field: 'cancelLoyaltyTransaction',
    document: mutation('cancelLoyaltyTransaction', 'CancelLoyaltyTransactionInput', '__typename'),
    variables: { input: { userId: 'user-7', transactionId: 'ltx-1' } },
    write: 'LoyaltyAPI/cancelTransaction',
    resend: { kind: 'none' },
  },
  {
    field: 'createWalletAccount',
    document: mutation('createWalletAccount', 'CreateWalletAccountInput', 'accountNumber settledByRead'),
    variables: { input: { ...ACCOUNT, accountNumber: 'NEW-1' } },
    write: 'WalletAPI/createAccount',
    // getAccount answers the account: it exists.
    resend: { kind: 'applied', read: 'WalletAPI/getAccount' },
  },
  {
    field: 'addWalletAccount',
    document: mutation('addWalletAccount', 'AddWalletAccountInput', 'accountNumber settledByRead'),
    variables: { input: { accountNumber: 'NEW-2' } },
    write: 'Wallet/addAccount',
    resend: { kind: 'applied', read: 'Wallet/getAccounts' },
  },
  {
    field: 'loadWallet',
    document: mutation('loadWallet', 'LoadWalletInput', 'accountNumber settledByRead'),
    variables: { input: LOAD },
    write: 'WalletAPI/load',
    // The documented listing is the whole account's, and its one transaction predates the attempt.
    resend: { kind: 'not applied', read: 'WalletAPI/listTransactions' },
  },
  {
    field: 'cancelWalletTransaction',
    document: mutation('cancelWalletTransaction', 'CancelWalletTransactionInput', 'accountNumber settledByRead'),
    variables: { input: { ...ACCOUNT, transactionId: 'wtx-9' } },
    write: 'WalletAPI/cancel',
    // The listing does not show wtx-9, nor any isCanceled.
    resend: { kind: 'cannot tell', read: 'WalletAPI/listTransactions', field: 'Query.walletTransactions' },
  },
  {
    field: 'bulkLoadWallet',
    document: mutation('bulkLoadWallet', 'BulkLoadWalletInput', '__typename'),
    variables: { input: { ...ACCOUNT, loads: [{ amount: 3, expiresAt: '2999-01-01T00:00:00.000Z', referenceId: 'legacy-1' }] } },
    write: 'WalletAPI/bulkLoad',
    resend: { kind: 'none' },
  },
  {
    field: 'receiveMerchantStock',
    document: mutation('receiveMerchantStock', 'ReceiveMerchantStockInput', '__typename'),
    variables: { input: { frequency: 30, bulkOperationId: 'bulk-7', items: [{ warehouseCode: 'WH-1', sku: 'SKU-1', channel: 'web', quantity: 3 }] } },
    write: 'MerchantStockPriceImporter/receiveStock',
    resend: { kind: 'none' },
  },
  {
    field: 'updateTalkingProduct',
    document: mutation('updateTalkingProduct', 'UpdateTalkingProductInput', '__typename'),
    variables: { input: { product: { sku: 'TP-1', name: 'Talking mug' } } },
    write: 'TalkingProducts/updateProduct',
    resend: { kind: 'none' },
  },
];

type Answer = { data?: Record<string, Record<string, unknown> | null> | null; errors?: { extensions?: Record<string, unknown> }[] };

let stack: DoubleStack;
let keys = 0;

beforeAll(async () => {
  stack = await startDoubleStack();
});

afterAll(async () => {
  await stack.stop();
});

afterEach(() => {
  stack.double.clearFaults();
  stack.double.clearAnswers();
});

/** The first attempt, answered UPSTREAM_OUTCOME_UNKNOWN by a proxy's 502 after the write reached the service; returns its key. */
async function unknownOutcome(document: string, variables: Record<string, unknown>, write: OperationName): Promise<string> {
  const key = `settle-${++keys}`;
  stack.double.setFault(write, { kind: 'html502', times: 1 });
  stack.double.resetRequests();
  const first = (await stack.query(document, variables, { 'idempotency-key': key })) as Answer;
  // The first answer already names how to settle it: the read and its arguments, or why none can tell.
  expect(first.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN' });
  const hint = first.errors?.[0]?.extensions?.settle;
  const none = typeof hint === 'object' && hint !== null && 'reason' in hint;
  expect(hint).toEqual(none ? { read: null, reason: expect.any(String) } : { read: expect.any(String), args: expect.any(Object) });
  expect(stack.double.operations()).toEqual([write]);
  stack.double.resetRequests();
  return key;
}

const resend = async (document: string, variables: Record<string, unknown>, key: string) =>
  (await stack.query(document, variables, { 'idempotency-key': key })) as Answer;

describe('a resend after an unknown outcome, for every documented write', () => {
  it.each(CASES)('$field', async ({ field, document, variables, write, resend: expected }) => {
    const key = await unknownOutcome(document, variables, write);
    const answer = await resend(document, variables, key);
    switch (expected.kind) {
      case 'none':
        expect(answer.errors?.[0]?.extensions).toMatchObject({
          code: 'UPSTREAM_OUTCOME_UNKNOWN',
          settle: { read: null, reason: expect.any(String) },
        });
        // Nothing can tell: nothing is read and nothing is sent again.
        expect(stack.double.operations()).toEqual([]);
        break;
      case 'cannot tell':
        expect(answer.errors?.[0]?.extensions).toMatchObject({
          code: 'UPSTREAM_OUTCOME_UNKNOWN',
          settle: { read: expected.field, args: expect.any(Object) },
        });
        expect(stack.double.operations()).toEqual([expected.read]);
        break;
      case 'applied':
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.[field]).toMatchObject({ settledByRead: true });
        expect(stack.double.operations()).toEqual([expected.read]);
        break;
      case 'not applied':
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.[field]).toMatchObject({ settledByRead: false });
        expect(stack.double.operations()).toEqual([expected.read, write]);
        break;
    }
  });
});

describe('every write names how its unknown outcome is settled', () => {
  it('lists a read or the reason none can tell for each write, and nothing for a read', () => {
    const listing = operationListing();
    for (const entry of listing) {
      if (entry.access === 'read') {
        expect(entry.settle).toBeNull();
      } else {
        expect(entry.settle?.read ?? entry.settle?.reason).toEqual(expect.any(String));
      }
    }
    const reads = new Set(OPERATION_TABLE.map((row) => row.field));
    for (const entry of listing) if (entry.settle?.read) expect(reads.has(entry.settle.read)).toBe(true);
  });
});

const LOAD_DOCUMENT = mutation('loadWallet', 'LoadWalletInput', 'accountNumber answerLost settledByRead');
const EVENT_DOCUMENT = mutation('recordLoyaltyEvent', 'RecordLoyaltyEventInput', 'eventId accepted settledByRead');

/** A listing of the account holding only `transactions`. */
const listing = (transactions: Json[]): Json => ({ transactions, from: 0, pageSize: 100, total: transactions.length, size: transactions.length });

describe('loadWallet settled by the account transactions', () => {
  it('answers as applied, sending nothing again, when a transaction of the amount and reference is dated since the attempt', async () => {
    const key = await unknownOutcome(LOAD_DOCUMENT, { input: LOAD }, 'WalletAPI/load');
    const now = new Date().toISOString();
    stack.double.answerWith('WalletAPI/listTransactions', () =>
      listing([{ transactionId: 'wtx-7', type: 'EARNED', amount: 5, description: 'Order order-7', channel: 'loyalty', createdAt: now }]),
    );
    const answer = await resend(LOAD_DOCUMENT, { input: LOAD }, key);
    expect(answer).toEqual({ data: { loadWallet: { accountNumber: 'PNT-1', answerLost: false, settledByRead: true } } });
    expect(stack.double.operations()).toEqual(['WalletAPI/listTransactions']);
    expect(stack.double.requestsTo('WalletAPI/listTransactions')[0]?.body).toMatchObject(ACCOUNT);

    // The settled answer is kept: a later resend replays it without any call.
    stack.double.resetRequests();
    expect(await resend(LOAD_DOCUMENT, { input: LOAD }, key)).toEqual(answer);
    expect(stack.double.operations()).toEqual([]);
  });

  it('cannot tell, and sends nothing, when a transaction of the amount since the attempt shows no description to tell it apart', async () => {
    const key = await unknownOutcome(LOAD_DOCUMENT, { input: LOAD }, 'WalletAPI/load');
    const now = new Date().toISOString();
    // Another movement of the same amount: it may be this load, or not; neither answer is safe.
    stack.double.answerWith('WalletAPI/listTransactions', () =>
      listing([{ transactionId: 'wtx-other', type: 'EARNED', amount: 5, description: null, channel: 'loyalty', createdAt: now }]),
    );
    const answer = await resend(LOAD_DOCUMENT, { input: LOAD }, key);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN', settle: { read: 'Query.walletTransactions' } });
    expect(stack.double.operations()).toEqual(['WalletAPI/listTransactions']);
  });

  it('sends the load once when the whole listing shows no such transaction, and keeps that answer', async () => {
    const key = await unknownOutcome(LOAD_DOCUMENT, { input: LOAD }, 'WalletAPI/load');
    stack.double.answerWith('WalletAPI/listTransactions', () => listing([]));
    const answer = await resend(LOAD_DOCUMENT, { input: LOAD }, key);
    expect(answer).toEqual({ data: { loadWallet: { accountNumber: 'PNT-1', answerLost: false, settledByRead: false } } });
    expect(stack.double.operations()).toEqual(['WalletAPI/listTransactions', 'WalletAPI/load']);
    expect(stack.double.requestsTo('WalletAPI/load')[0]?.body).toMatchObject({ amount: 5, referenceId: 'ref-7' });

    stack.double.resetRequests();
    expect(await resend(LOAD_DOCUMENT, { input: LOAD }, key)).toEqual(answer);
    expect(stack.double.operations()).toEqual([]);
  });

  it('answers UPSTREAM_OUTCOME_UNKNOWN naming the read when the read fails or the listing is partial, sending nothing', async () => {
    const key = await unknownOutcome(LOAD_DOCUMENT, { input: LOAD }, 'WalletAPI/load');
    stack.double.setFault('WalletAPI/listTransactions', { kind: 'status', status: 500, message: 'down', times: 1 });
    const failed = await resend(LOAD_DOCUMENT, { input: LOAD }, key);
    expect(failed.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_OUTCOME_UNKNOWN',
      settle: { read: 'Query.walletTransactions', args: { ...ACCOUNT, from: 0, pageSize: 100 } },
    });
    expect(stack.double.operations()).toEqual(['WalletAPI/listTransactions']);

    // Still unknown: the next resend reads again, and a page of a longer listing cannot say "not applied".
    stack.double.resetRequests();
    stack.double.answerWith('WalletAPI/listTransactions', () => ({ ...(listing([]) as Record<string, Json>), total: 250 }));
    const partial = await resend(LOAD_DOCUMENT, { input: LOAD }, key);
    expect(partial.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN', settle: { read: 'Query.walletTransactions' } });
    expect(stack.double.operations()).toEqual(['WalletAPI/listTransactions']);
  });
});

describe('recordLoyaltyEvent settled by its referenceId', () => {
  it('answers as applied with the recorded event when the entity events show the referenceId', async () => {
    const key = await unknownOutcome(EVENT_DOCUMENT, { input: EVENT }, 'LoyaltyAPI/receiveEvent');
    stack.double.answerWith('LoyaltyAPI/getEvents', () => ({
      events: [{ eventId: 'evt-9', referenceId: 'order-7', eventType: 'PURCHASE', entityId: 'user-7', entityType: 'USER' }],
      total: 1,
    }));
    const answer = await resend(EVENT_DOCUMENT, { input: EVENT }, key);
    expect(answer).toEqual({ data: { recordLoyaltyEvent: { eventId: 'evt-9', accepted: true, settledByRead: true } } });
    expect(stack.double.operations()).toEqual(['LoyaltyAPI/getEvents']);
    expect(stack.double.requestsTo('LoyaltyAPI/getEvents')[0]?.body).toMatchObject({
      entityId: 'user-7',
      entityType: 'USER',
      filters: [{ condition: 'eq', key: 'referenceId', value: 'order-7' }],
    });
  });

  it('sends the event once when the entity events list none with the referenceId', async () => {
    const key = await unknownOutcome(EVENT_DOCUMENT, { input: EVENT }, 'LoyaltyAPI/receiveEvent');
    stack.double.answerWith('LoyaltyAPI/getEvents', () => ({ events: [], total: 0 }));
    const answer = await resend(EVENT_DOCUMENT, { input: EVENT }, key);
    expect(answer).toEqual({ data: { recordLoyaltyEvent: { eventId: 'evt-1', accepted: false, settledByRead: false } } });
    expect(stack.double.operations()).toEqual(['LoyaltyAPI/getEvents', 'LoyaltyAPI/receiveEvent']);
  });

  it('cannot tell from a short page without a total (a smaller page, or a filter the service ignored): nothing sent', async () => {
    const key = await unknownOutcome(EVENT_DOCUMENT, { input: EVENT }, 'LoyaltyAPI/receiveEvent');
    stack.double.answerWith('LoyaltyAPI/getEvents', () => ({ events: [{ eventId: 'evt-9', referenceId: 'someone-else', eventType: 'PURCHASE' }] }));
    const answer = await resend(EVENT_DOCUMENT, { input: EVENT }, key);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN', settle: { read: 'Query.loyaltyEvents' } });
    expect(stack.double.operations()).toEqual(['LoyaltyAPI/getEvents']);
  });

  it('cannot tell an event sent without a referenceId: UPSTREAM_OUTCOME_UNKNOWN, nothing sent', async () => {
    const { referenceId: _referenceId, ...unreferenced } = EVENT;
    const key = await unknownOutcome(EVENT_DOCUMENT, { input: unreferenced }, 'LoyaltyAPI/receiveEvent');
    stack.double.answerWith('LoyaltyAPI/getEvents', () => ({ events: [], total: 0 }));
    const answer = await resend(EVENT_DOCUMENT, { input: unreferenced }, key);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN', settle: { read: 'Query.loyaltyEvents' } });
    expect(stack.double.operations()).toEqual(['LoyaltyAPI/getEvents']);
  });
});
