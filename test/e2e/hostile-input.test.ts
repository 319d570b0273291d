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
