import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isScalarType } from 'graphql';
import { SHARED_SCALARS } from '../../subgraphs/shared/scalars';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

const LOAD = `mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { accountNumber } }`;
const load = (fields: Record<string, unknown>) => ({ input: { walletId: 'wallet-001', currency: 'POINT', accountNumber: 'PNT-001', amount: 1, ...fields } });

/** [scalar, operation, variables, the argument path the error names, the reason] */
const VARIABLES: [string, string, Record<string, unknown>, string, string][] = [
  ['Identifier', LOAD, load({ walletId: '  ' }), 'input.walletId', 'must not be blank'],
  ['Currency', LOAD, load({ currency: 'C'.repeat(33) }), 'input.currency', 'must be at most 32 characters'],
  ['PositiveAmount', LOAD, load({ amount: 0 }), 'input.amount', 'must be greater than 0'],
  ['ShortText', LOAD, load({ storeName: 's'.repeat(201) }), 'input.storeName', 'must be at most 200 characters'],
  ['Text', LOAD, load({ description: 'd'.repeat(1001) }), 'input.description', 'must be at most 1000 characters'],
  [
    'Code',
    `query ($filters: ProductFilters) { products(filters: $filters) { total } }`,
    { filters: { idList: ['SKU-0001', ''] } },
    'filters.idList.1',
    'must not be blank',
  ],
  ['PathSegment', `query ($b: PathSegment!) { merchantImportBatch(batchId: $b) { batchStatus } }`, { b: '..' }, 'batchId', 'must not be "." or ".."'],
  [
    'Amount',
    `query ($cart: CartInput!) { calculatePromotions(cart: $cart) { calculationTime } }`,
    { cart: { items: [{ id: 'SKU-0001', qty: 1, price: 1 }, { id: 'SKU-0002', qty: 1, price: 2.345 }] } },
    'cart.items.1.price',
    'must have at most two decimals',
  ],
  [
    'Quantity',
    `mutation ($input: ReceiveMerchantStockInput!) { receiveMerchantStock(input: $input) { batchId } }`,
    { input: { items: [{ warehouseCode: 'W1', sku: 'SKU-0001', channel: 'web', quantity: 2.5 }] } },
    'input.items.0.quantity',
    'must be an integer',
  ],
  ['PageOffset', `query ($from: PageOffset) { walletAccounts(from: $from) { total } }`, { from: -1 }, 'from', 'must be 0 or more'],
];

/** [scalar, operation with the bad literal, the argument path the error names] */
const LITERALS: [string, string, string][] = [
  ['Identifier', `{ walletAccount(walletId: "", currency: "POINT", accountNumber: "PNT-001") { balance } }`, 'walletId'],
  ['PositiveAmount', `mutation { spendWallet(input: { walletId: "w", currency: "POINT", accountNumber: "a", amount: -1 }) { balance } }`, 'input.amount'],
  ['Amount', `{ calculatePromotions(cart: { items: [{ id: "SKU-0001", qty: 1, price: -1 }] }) { calculationTime } }`, 'cart.items.0.price'],
  ['PathSegment', `{ merchantProductHistory(sku: "a/b", channel: "web") { nextToken } }`, 'sku'],
  ['Quantity', `mutation { updateTalkingProduct(input: { product: { sku: "SKU-0001", stock: -3 } }) { sku } }`, 'input.product.stock'],
];

describe('the shared scalars', () => {
  it.each(VARIABLES)('refuse a bad %s variable with BAD_USER_INPUT naming the argument, before any call', async (_scalar, query, variables, field, reason) => {
    const result = await stack.query(query, variables);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    expect(result.errors?.[0]?.message).toBe(`${field}: ${reason}`);
    expect(stack.emulator.calls()).toBe(0);
  });

  it.each(LITERALS)('refuse a bad %s literal with BAD_USER_INPUT naming the argument, before any call', async (_scalar, query, field) => {
    const result = await stack.query(query);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    expect(result.errors?.[0]?.message.startsWith(`${field}: `)).toBe(true);
    expect(stack.emulator.calls()).toBe(0);
  });

  it('refuse a required variable left out or null with BAD_USER_INPUT, before any call', async () => {
    const batch = (name: string) => `query ($${name}: PathSegment!, $page: PageOffset = 0) { merchantImportBatch(batchId: $${name}) { batchStatus } walletAccounts(from: $page) { total } }`;
    const missing = await stack.query(batch('b'), {});
    expect(missing.errors).toEqual([
      expect.objectContaining({ message: 'Variable "$b" of required type "PathSegment!" was not provided.', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
    // Named as an object's own properties are: a variable called `constructor` left out is missing too.
    const inherited = await stack.query(batch('constructor'), {});
    expect(inherited.errors?.[0]?.message).toBe('Variable "$constructor" of required type "PathSegment!" was not provided.');
    const nulled = await stack.query(batch('b'), { b: null });
    expect(nulled.errors?.[0]).toMatchObject({ message: 'batchId: Expected non-nullable type "PathSegment!" not to be null.', extensions: { code: 'BAD_USER_INPUT', fields: ['batchId'] } });
    expect(stack.emulator.calls()).toBe(0);
    // The defaulted one may be left out: the operation runs.
    const given = await stack.query(batch('b'), { b: 'batch-1' });
    expect((given.errors ?? []).map((error) => error.extensions?.code)).not.toContain('BAD_USER_INPUT');
    expect(stack.emulator.calls()).toBeGreaterThan(0);
  });

  it('accept good values and send them to the service unchanged', async () => {
    const result = await stack.query<{ loadWallet: { accountNumber: string } }>(LOAD, load({ amount: 12.5, storeName: 'Main street' }));
    expect(result.errors).toBeUndefined();
    expect(result.data?.loadWallet.accountNumber).toBe('PNT-001');
    expect(stack.emulator.requests.filter((request) => request.operation === 'WalletAPI/load').map((request) => request.body)).toEqual([
      { walletId: 'wallet-001', currency: 'POINT', accountNumber: 'PNT-001', amount: 12.5, storeName: 'Main street' },
    ]);
  });

  it('are each described in the schema clients see, as Sandbox shows them', () => {
    const schema = buildSchema(readFileSync(join(__dirname, '../../schema/api.graphql'), 'utf8'));
    for (const scalar of SHARED_SCALARS) {
      const type = schema.getType(scalar.name);
      expect(isScalarType(type) && type.description).toBe(scalar.description);
      expect(scalar.description?.length).toBeGreaterThan(20);
    }
  });
});
