import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { INFERRED_WRITES, isDocumented, type Fault, type Json, type OperationName, type ServedOperation } from '../double/document-double';
import { OPERATION_TABLE, operationListing } from '../../subgraphs/operation-table';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';

/**
 * A write whose outcome was unknown (its connection cut after the request reached the service, or a
 * proxy's 502) is settled by a resend under the same Idempotency-Key: the settling read, then the write
 * again only when the read shows it was not applied, and UPSTREAM_OUTCOME_UNKNOWN naming the read when
 * nothing can tell.
 */

const ACCOUNT = { walletId: 'wallet-1', currency: 'POINT', accountNumber: 'PNT-1' };
const LOAD = {
  ...ACCOUNT,
  amount: 5,
  channel: 'loyalty',
  description: 'Order order-7',
  referenceId: 'ref-7',
};
const SPEND = { ...ACCOUNT, amount: 4, channel: 'loyalty', description: 'Order order-8', referenceId: 'ref-8' };
const EVENT = {
  entityId: 'user-7',
  entityType: 'USER',
  referenceId: 'order-7',
  eventType: 'PURCHASE',
  eventData: { transactionId: 'ltx-1', amount: 25, currency: 'EUR', webhook: false },
};

const schema: GraphQLSchema = buildSchema(readFileSync(join(__dirname, '../../schema/api.graphql'), 'utf8'));
const MUTATIONS = Object.values(schema.getMutationType()?.getFields() ?? {});

/** The mutation of `field` with its one `input` argument, selecting its write outcome flags. */
function mutationOf(field: string): string {
  const definition = MUTATIONS.find((candidate) => candidate.name === field);
  const input = definition?.args.find((argument) => argument.name === 'input');
  if (!definition || !input) throw new Error(`no mutation ${field}(input:) in schema/api.graphql`);
  return `mutation ($input: ${String(input.type)}) { ${field}(input: $input) { __typename answerLost settledByRead } }`;
}

/** The service operation a mutation's row sends, and how the table says its unknown outcome is settled. */
function rowOf(field: string): { write: ServedOperation; settle: { read: string | null; reason: string | null } } {
  const row = OPERATION_TABLE.find((candidate) => candidate.field === `Mutation.${field}`);
  const listed = operationListing().find((entry) => entry.field === `Mutation.${field}`);
  if (!row || !listed?.settle) throw new Error(`Mutation.${field} has no write row in the operation table`);
  return { write: row.name as ServedOperation, settle: listed.settle };
}

/** A listing of the account holding only `transactions`. */
const listing = (transactions: Json[]): Json => ({ transactions, from: 0, pageSize: 100, total: transactions.length, size: transactions.length });
const now = () => new Date().toISOString();

/**
 * What the service shows after a cut for a write whose row settles by a read: the read, and how to make
 * the double answer it as the state the service would be in (a fault, or an answer in place of the
 * document's sample).
 */
type State = { answer: (request: { body: unknown }) => Json } | { fault: Fault } | 'documented';
interface SettlingRead {
  read: OperationName;
  /** The service applied the write before the connection was cut. */
  applied: State;
  /** The connection was cut before the service applied it. */
  notApplied: State;
}

/**
 * Every mutation's arguments, and for the writes whose row settles by a read, what that read answers in
 * each state. Keyed by root field: a mutation added to the schema without a case here fails the test.
 */
const CASES: Record<string, { input: Record<string, unknown>; reads?: SettlingRead }> = {
  upsertProduct: { input: { dataType: 'PRODUCT', data: { code: 'SHIRT-RED-M', sku: 'SHIRT-RED-M', family: 'shirts' } } },
  upsertCategory: { input: { code: 'summer', label: [{ locale: 'en_US', value: 'Summer' }] } },
  bulkUpsertProducts: { input: { products: [{ dataType: 'PRODUCT', data: { code: 'SHIRT-1', family: 'shirts' } }] } },
  deleteProduct: { input: { code: 'SHIRT-1' } },
  attachProductAttributeImage: { input: { code: 'SHIRT-1', attribute: 'image', url: 'https://img.example.com/shirt.png' } },
  attachCategoryImage: { input: { categoryCode: 'summer', url: 'https://img.example.com/summer.png' } },
  upsertAttributes: { input: { attributes: [{ code: 'color', type: 'text', group: 'marketing' }] } },
  deleteAttribute: { input: { code: 'color' } },
  upsertAttributeOptions: { input: { attribute: 'color', options: [{ code: 'RED' }] } },
  upsertAttributeOption: { input: { attribute: 'color', option: { code: 'RED' } } },
  deleteAttributeOption: { input: { attribute: 'color', code: 'RED' } },
  createDataset: { input: { code: 'colors', name: 'Colours', source: 'manual' } },
  updateDataset: { input: { code: 'colors', name: 'Colours' } },
  deleteDataset: { input: { code: 'colors' } },
  upsertDatasetValue: { input: { datasetCode: 'colors', key: 'red', value: { hex: '#ff0000' } } },
  deleteDatasetValue: { input: { datasetCode: 'colors', key: 'red' } },
  recordLoyaltyEvent: {
    input: EVENT,
    reads: {
      read: 'LoyaltyAPI/getEvents',
      applied: { answer: () => ({ events: [{ eventId: 'evt-9', referenceId: 'order-7', eventType: 'PURCHASE', entityId: 'user-7', entityType: 'USER' }], total: 1 }) },
      notApplied: { answer: () => ({ events: [], total: 0 }) },
    },
  },
  cancelLoyaltyTransaction: { input: { userId: 'user-7', transactionId: 'ltx-1' } },
  cancelLoyaltyEvent: { input: { eventId: 'evt-1' } },
  upsertLoyaltySegment: { input: { segmentId: 'seg-1', name: 'Gold' } },
  addUserToLoyaltySegment: { input: { segmentId: 'seg-1', userId: 'user-7' } },
  startLoyaltyTransaction: { input: { userId: 'user-7', transactionId: 'ltx-2' } },
  commitLoyaltyTransaction: { input: { userId: 'user-7', transactionId: 'ltx-2' } },
  receiveMerchantStock: {
    input: { frequency: 30, bulkOperationId: 'bulk-7', items: [{ warehouseCode: 'WH-1', sku: 'SKU-1', channel: 'web', quantity: 3 }] },
  },
  receiveMerchantPrice: { input: { frequency: 30, bulkOperationId: 'bulk-8', items: [{ sku: 'SKU-1', channel: 'web', price: 9.5 }] } },
  reserveStock: { input: { channel: 'web', sku: 'SKU-1', quantity: 2, orderId: 'order-7' } },
  cancelStockReservation: { input: { reservationId: 'res-1' } },
  commitStockReservation: { input: { reservationId: 'res-1' } },
  refundStock: { input: { reservationId: 'res-1', quantity: 1 } },
  removeMerchantProducts: { input: { skus: ['SKU-1'], channel: 'web' } },
  cleanMerchantProducts: { input: { channel: 'web' } },
  exportMerchantStockPrice: { input: { type: 'STOCK', channel: 'web' } },
  receiveGlobalProducts: { input: { products: [{ sku: 'G-1', name: 'Mug' }] } },
  removeGlobalProducts: { input: { skus: ['G-1'] } },
  startPromotionTransaction: {
    input: {
      cart: { items: [{ id: 'SHIRT-RED-M', qty: 2, price: 10, totalPrice: 20 }], subOrders: [] },
      user: { userId: 'user-7' },
      transactionId: 'ptx-7',
    },
  },
  revertPromotionTransaction: { input: { transactionId: 'ptx-7', userId: 'user-7', entityType: 'USER' } },
  commitPromotionTransaction: { input: { transactionId: 'ptx-7', userId: 'user-7' } },
  partialRevertPromotionTransaction: { input: { transactionId: 'ptx-7', userId: 'user-7', items: [{ id: 'SHIRT-RED-M' }] } },
  cancelPromotionTransaction: { input: { transactionId: 'ptx-7', userId: 'user-7' } },
  setPromotionListStatus: { input: { promotionIds: ['promo-1'], status: 'PASSIVE' } },
  updatePromotionParameters: { input: { promotionId: 'promo-1', parameters: { percent: 10 } } },
  updateTalkingProduct: { input: { product: { sku: 'TP-1', name: 'Talking mug' } } },
  createTalkingProduct: { input: { product: { sku: 'TP-2', name: 'Talking cup' } } },
  deleteTalkingProduct: { input: { sku: 'TP-2' } },
  createWalletAccount: {
    input: { ...ACCOUNT, accountNumber: 'NEW-1' },
    // getAccount answers the account: it exists; its 404: it does not.
    reads: {
      read: 'WalletAPI/getAccount',
      applied: 'documented',
      notApplied: { fault: { kind: 'status', status: 404, message: 'Record Not Found', times: 1 } },
    },
  },
  addWalletAccount: {
    input: { accountNumber: 'NEW-2' },
    // getAccounts answers the number: added; leaves it out: not added.
    reads: { read: 'Wallet/getAccounts', applied: 'documented', notApplied: { answer: () => ({}) } },
  },
  loadWallet: {
    input: LOAD,
    reads: {
      read: 'WalletAPI/listTransactions',
      applied: {
        answer: () => listing([{ transactionId: 'wtx-7', type: 'EARNED', amount: 5, description: 'Order order-7', channel: 'loyalty', createdAt: now() }]),
      },
      notApplied: { answer: () => listing([]) },
    },
  },
  cancelWalletTransaction: {
    input: { ...ACCOUNT, transactionId: 'wtx-9' },
    reads: {
      read: 'WalletAPI/listTransactions',
      applied: {
        answer: () => listing([{ transactionId: 'wtx-9', type: 'EARNED', amount: 5, channel: 'loyalty', createdAt: now(), isCanceled: true }]),
      },
      notApplied: {
        answer: () => listing([{ transactionId: 'wtx-9', type: 'EARNED', amount: 5, channel: 'loyalty', createdAt: now(), isCanceled: false }]),
      },
    },
  },
  bulkLoadWallet: {
    input: { ...ACCOUNT, loads: [{ amount: 3, expiresAt: '2999-01-01T00:00:00.000Z', referenceId: 'legacy-1' }] },
  },
  spendWallet: {
    input: SPEND,
    reads: {
      read: 'WalletAPI/listTransactions',
      applied: {
        answer: () => listing([{ transactionId: 'wtx-8', type: 'SPENT', amount: -4, description: 'Order order-8', channel: 'loyalty', createdAt: now() }]),
      },
      notApplied: { answer: () => listing([]) },
    },
  },
  refundWallet: { input: { ...ACCOUNT, transactionId: 'wtx-9', amount: 2 } },
  createWallet: { input: { walletId: 'wallet-9', userId: 'user-7', title: 'Spare wallet' } },
  removeWalletAccount: { input: ACCOUNT },
  fixWallet: { input: { ...ACCOUNT, transactionId: 'wtx-9', amount: 3 } },
};

type Answer = { data?: Record<string, Record<string, unknown> | null> | null; errors?: { extensions?: Record<string, unknown> }[] };

let stack: DoubleStack;
let keys = 0;

beforeAll(async () => {
  // Resends settle at once here: the wait a first write may still land in has its own test.
  stack = await startDoubleStack({ env: { IDEMPOTENCY_SETTLE_AFTER_MS: '0' } });
});

afterAll(async () => {
  await stack.stop();
});

afterEach(() => {
  stack.double.clearFaults();
  stack.double.clearAnswers();
});

/** The first attempt, answered UPSTREAM_OUTCOME_UNKNOWN (by default a proxy's 502 after the write reached the service, or `cut`); returns its key. */
async function unknownOutcome(document: string, variables: Record<string, unknown>, write: ServedOperation, cut: Fault = { kind: 'html502', times: 1 }): Promise<string> {
  const key = `settle-${++keys}`;
  stack.double.setFault(write, cut);
  stack.double.resetRequests();
  const first = (await stack.query(document, variables, { 'idempotency-key': key })) as Answer;
  expect(first.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN', delivered: 'unknown' });
  // The first answer already names how to settle it: the read its row lists and its arguments, or why none can tell.
  const listed = operationListing().find((entry) => entry.service === write)?.settle;
  expect(first.errors?.[0]?.extensions?.settle).toEqual(
    listed?.read ? { read: listed.read, args: expect.any(Object) } : { read: null, reason: listed?.reason ?? expect.any(String) },
  );
  expect(stack.double.operations()).toEqual([write]);
  firstBodies.set(key, stack.double.requests[0]?.body);
  stack.double.resetRequests();
  return key;
}

/** What each key's first attempt sent to the service. */
const firstBodies = new Map<string, unknown>();

const resend = async (document: string, variables: Record<string, unknown>, key: string) =>
  (await stack.query(document, variables, { 'idempotency-key': key })) as Answer;

/** Makes the double answer `read` as `state` says. */
function showState(read: OperationName, state: State): void {
  if (state === 'documented') return;
  if ('fault' in state) stack.double.setFault(read, state.fault);
  else stack.double.answerWith(read, state.answer);
}

/** The connection is cut once the request has reached the service: no status, no body. */
const CUT: Fault = { kind: 'reset', times: 1 };

describe('every mutation through an unknown outcome and a same-key resend', () => {
  it('has a case for every mutation root field, each backed by one write row; the double serves every inferred write', () => {
    expect(Object.keys(CASES).sort()).toEqual(MUTATIONS.map((mutation) => mutation.name).sort());
    for (const field of Object.keys(CASES)) {
      const { write, settle } = rowOf(field);
      // A settling read is a documented one the double can answer as any state; a case without reads is a row that has none.
      expect({ field, read: settle.read !== null }).toEqual({ field, read: CASES[field]?.reads !== undefined });
      if (!isDocumented(write)) expect(Object.keys(INFERRED_WRITES)).toContain(write);
    }
    const inferredWrites = OPERATION_TABLE.filter((row) => row.inferred && !row.idempotent).map((row) => row.name);
    expect(Object.keys(INFERRED_WRITES).sort()).toEqual([...inferredWrites].sort());
  });

  const table = Object.entries(CASES).map(([field, entry]) => ({ field, ...entry, ...rowOf(field) }));

  describe.each(table.filter((entry) => entry.settle.read === null))('$field (no read can tell)', ({ field, input, write, settle }) => {
    it('answers UPSTREAM_OUTCOME_UNKNOWN with the reason again, sending and reading nothing, however often it is resent', async () => {
      const document = mutationOf(field);
      const key = await unknownOutcome(document, { input }, write, CUT);
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await resend(document, { input }, key);
        expect(answer.data?.[field] ?? null).toBeNull();
        expect(answer.errors).toHaveLength(1);
        expect(answer.errors?.[0]?.extensions).toMatchObject({
          code: 'UPSTREAM_OUTCOME_UNKNOWN',
          delivered: 'unknown',
          settle: { read: null, reason: settle.reason },
        });
        expect(stack.double.operations()).toEqual([]);
      }
    });
  });

  describe.each(table.filter((entry) => entry.reads !== undefined))('$field (settled by its read)', ({ field, input, write, settle, reads }) => {
    const document = mutationOf(field);
    const { read, applied, notApplied } = reads as SettlingRead;

    it('applied, then cut: answers as applied from the read, sending nothing, and keeps that answer', async () => {
      const key = await unknownOutcome(document, { input }, write, CUT);
      showState(read, applied);
      const answer = await resend(document, { input }, key);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.[field]).toMatchObject({ answerLost: false, settledByRead: true });
      expect(stack.double.operations()).toEqual([read]);

      stack.double.resetRequests();
      expect(await resend(document, { input }, key)).toEqual(answer);
      expect(stack.double.operations()).toEqual([]);
    });

    it('cut before it was applied: reads, then sends the write once with the same body, and keeps that answer', async () => {
      const key = await unknownOutcome(document, { input }, write, CUT);
      showState(read, notApplied);
      const answer = await resend(document, { input }, key);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.[field]).toMatchObject({ answerLost: false, settledByRead: false });
      expect(stack.double.operations()).toEqual([read, write]);
      // The write sent again is the one the cut attempt sent.
      expect(stack.double.requestsTo(write)[0]?.body).toEqual(firstBodies.get(key));

      stack.double.resetRequests();
      expect(await resend(document, { input }, key)).toEqual(answer);
      expect(stack.double.operations()).toEqual([]);
    });

    it('read fails: UPSTREAM_OUTCOME_UNKNOWN naming the read, nothing sent; a later resend still settles it', async () => {
      const key = await unknownOutcome(document, { input }, write, CUT);
      stack.double.setFault(read, { kind: 'status', status: 500, message: 'down', times: 1 });
      const answer = await resend(document, { input }, key);
      expect(answer.data?.[field] ?? null).toBeNull();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'UPSTREAM_OUTCOME_UNKNOWN',
        delivered: 'unknown',
        settle: { read: settle.read, args: expect.any(Object) },
      });
      expect(stack.double.operations()).toEqual([read]);

      stack.double.resetRequests();
      showState(read, notApplied);
      const settled = await resend(document, { input }, key);
      expect(settled.data?.[field]).toMatchObject({ settledByRead: false });
      expect(stack.double.operations()).toEqual([read, write]);
    });
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

const mutation = (field: string, input: string, selection: string) => `mutation ($input: ${input}!) { ${field}(input: $input) { ${selection} } }`;
const LOAD_DOCUMENT = mutation('loadWallet', 'LoadWalletInput', 'accountNumber answerLost settledByRead');
const EVENT_DOCUMENT = mutation('recordLoyaltyEvent', 'RecordLoyaltyEventInput', 'eventId accepted settledByRead');

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

  it('tells a load sent without a referenceId by its description when the listing shows an empty one (one listed for every movement)', async () => {
    const input = { ...LOAD, referenceId: undefined };
    const key = await unknownOutcome(LOAD_DOCUMENT, { input }, 'WalletAPI/load');
    const now = new Date().toISOString();
    stack.double.answerWith('WalletAPI/listTransactions', () =>
      listing([{ transactionId: 'wtx-7', type: 'EARNED', amount: 5, description: 'Order order-7', referenceId: '', channel: 'loyalty', createdAt: now }]),
    );
    const answer = await resend(LOAD_DOCUMENT, { input }, key);
    expect(answer).toEqual({ data: { loadWallet: { accountNumber: 'PNT-1', answerLost: false, settledByRead: true } } });
    expect(stack.double.operations()).toEqual(['WalletAPI/listTransactions']);
  });

  it('does not take a transaction listed with an empty referenceId for a load sent with one: cannot tell, nothing sent', async () => {
    const key = await unknownOutcome(LOAD_DOCUMENT, { input: LOAD }, 'WalletAPI/load');
    const now = new Date().toISOString();
    // Same amount and description, but sent without a referenceId: another movement.
    stack.double.answerWith('WalletAPI/listTransactions', () =>
      listing([{ transactionId: 'wtx-other', type: 'EARNED', amount: 5, description: 'Order order-7', referenceId: '', channel: 'loyalty', createdAt: now }]),
    );
    const answer = await resend(LOAD_DOCUMENT, { input: LOAD }, key);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN' });
    expect(stack.double.operations()).toEqual(['WalletAPI/listTransactions']);
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
