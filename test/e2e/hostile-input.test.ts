import { createHash } from 'node:crypto';
import { postGraphQL } from '../helpers/http';
import { startStack, type Stack } from '../helpers/stack';

const big = 'x'.repeat(100_000);

/** [what, operation, variables, the field the error must name] */
const CASES: [string, string, Record<string, unknown>, string][] = [
  ['a negative page size', `{ products(pageSize: -1) { total } }`, {}, 'pageSize'],
  ['an oversized page', `{ products(pageSize: 100000) { total } }`, {}, 'pageSize'],
  ['an unknown dataType', `{ products(filters: { dataType: "NOPE" }) { total } }`, {}, 'filters.dataType'],
  ['a 100 kB search text', `query ($t: ShortText) { products(searchText: $t) { total } }`, { t: big }, 'searchText'],
  [
    'a 100 kB product code',
    `mutation ($c: Code!) { upsertProduct(input: { dataType: "PRODUCT", data: { code: $c, sku: $c, family: "electronics" } }) { meta { updateToken } } }`,
    { c: big },
    'input.data.code',
  ],
  ['a zero event limit', `{ loyaltyEvents(entityId: "user-001", entityType: "USER", limit: 0) { total } }`, {}, 'limit'],
  [
    'a 100 kB event type',
    `mutation ($t: Identifier!) { recordLoyaltyEvent(input: { entityId: "u", entityType: "USER", eventType: $t }) { eventId } }`,
    { t: big },
    'input.eventType',
  ],
  ['an empty stock batch', `mutation { receiveMerchantStock(input: { items: [] }) { batchId } }`, {}, 'input.items'],
  [
    'a negative quantity',
    `mutation { receiveMerchantStock(input: { items: [{ warehouseCode: "W", sku: "SKU-0001", channel: "web", quantity: -1 }] }) { batchId } }`,
    {},
    'input.items.0.quantity',
  ],
  ['a 100 kB batch id', `query ($b: PathSegment!) { merchantImportBatch(batchId: $b) { batchStatus } }`, { b: big }, 'batchId'],
  [
    'a 100 kB free object',
    `mutation ($d: JSONObject) { updateTalkingProduct(input: { product: { sku: "SKU-0001", additionalData: $d } }) { product { sku } } }`,
    { d: { k: big } },
    'input.product.additionalData',
  ],
  ['a negative price', `{ calculatePromotions(cart: { items: [{ id: "SKU-0001", qty: 1, price: -5 }] }) { calculationTime } }`, {}, 'cart.items.0.price'],
  ['a zero quantity', `{ calculatePromotions(cart: { items: [{ id: "SKU-0001", qty: 0, price: 5 }] }) { calculationTime } }`, {}, 'cart.items.0.qty'],
  [
    'a 5000-item cart',
    `query ($c: CartInput!) { calculatePromotions(cart: $c) { calculationTime } }`,
    { c: { items: Array.from({ length: 5000 }, (_, i) => ({ id: `S${i}`, qty: 1, price: 1 })) } },
    'cart.items',
  ],
  [
    'negative points',
    `mutation { startPromotionTransaction(input: { cart: { items: [{ id: "SKU-0001", qty: 1, price: 5 }] }, user: { userId: "user-001" }, usePoint: -3 }) { transactionId } }`,
    {},
    'input.usePoint',
  ],
  ['a 100 kB account number', `query ($a: Identifier!) { walletAccount(walletId: "w", currency: "EURO", accountNumber: $a) { balance } }`, { a: big }, 'accountNumber'],
];

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

describe('hostile and out-of-range arguments in every area', () => {
  it.each(CASES)('refuses %s with BAD_USER_INPUT naming the field, before any upstream call', async (_what, query, variables, field) => {
    const result = await stack.query(query, variables);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(result.errors?.[0]?.message.startsWith(`${field}: `)).toBe(true);
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('the service key in an answer', () => {
  const KEY = 'Svc Key 2026+pr0d~x';
  const bytes = Buffer.from(KEY, 'utf8');
  let keyed: Stack;
  beforeAll(async () => {
    keyed = await startStack({ emulator: { apiKeys: [KEY] } });
  });
  afterAll(() => keyed.stop());

  // The emulator's 404 repeats the batch id: a caller who can make the service echo a text sees it in the error.
  it.each([
    ['URL-encoded', encodeURIComponent(KEY)],
    ['form-encoded', encodeURIComponent(KEY).replace(/%20/g, '+')],
    ['base64', bytes.toString('base64')],
    ['base64 without padding', bytes.toString('base64').replace(/=+$/, '')],
    ['base64url', bytes.toString('base64url')],
    ['hex', bytes.toString('hex')],
    ['HEX', bytes.toString('hex').toUpperCase()],
  ])('is redacted %s from an error the service words', async (_what, form) => {
    const result = await keyed.query(`query ($b: PathSegment!) { merchantImportBatch(batchId: $b) { batchStatus } }`, { b: form });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toContain('[redacted]');
    expect(JSON.stringify(result)).not.toContain(form);
  });
});

describe('automatic persisted queries', () => {
  const post = (body: unknown) => postGraphQL(stack.gateway.url, body, { accept: 'application/graphql-response+json' });
  const hash = (query: string) => createHash('sha256').update(query).digest('hex');

  it('refuses a hash that does not match the query with 400 BAD_REQUEST', async () => {
    const response = await post({ query: '{ productSettings { families { code } } }', extensions: { persistedQuery: { version: 1, sha256Hash: hash('{ __typename }') } } });
    expect(response.status).toBe(400);
    expect(response.json?.errors?.[0]).toMatchObject({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } });
    expect(stack.emulator.calls()).toBe(0);
  });

  it('refuses an unknown protocol version with 400 BAD_REQUEST', async () => {
    const query = '{ productSettings { families { code } } }';
    const response = await post({ query, extensions: { persistedQuery: { version: 2, sha256Hash: hash(query) } } });
    expect(response.status).toBe(400);
    expect(response.json?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('still answers an unknown hash PERSISTED_QUERY_NOT_FOUND', async () => {
    const response = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash('{ nothing }') } } });
    expect(response.json?.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
