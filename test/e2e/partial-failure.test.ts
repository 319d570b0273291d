import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

type Data = Record<string, unknown>;

describe('one failing root field', () => {
  it('is null with its own error while its siblings answer', async () => {
    const result = await stack.query<Data>(`{
      missing: walletAccount(walletId: "wallet-001", currency: "POINT", accountNumber: "NOPE") { balance }
      refused: calculatePromotions(cart: { items: [{ id: "SKU-0001", qty: 2, price: 1, totalPrice: 5 }] }) { cart { totalPriceToPay } }
      balances: walletAccountsByNumber(accountNumbers: ["PNT-001"]) { accountNumber balance }
      page: products(pageSize: 1) { total }
    }`);
    expect(result.data).toEqual({
      missing: null,
      refused: null,
      balances: [{ accountNumber: 'PNT-001', balance: 250 }],
      page: { total: 280 },
    });
    const codes = Object.fromEntries((result.errors ?? []).map((error) => [String(error.path?.[0]), error.extensions?.code]));
    expect(codes).toEqual({ missing: 'NOT_FOUND', refused: 'BAD_USER_INPUT' });
  });
});

describe('empty list arguments', () => {
  it('answer an empty product page for an empty id list, without any upstream call', async () => {
    const result = await stack.query(`{ products(filters: { idList: [] }, pageSize: 5) { total size pageFrom pageSize products { sku } } }`);
    expect(result).toEqual({ data: { products: { total: 0, size: 0, pageFrom: 0, pageSize: 5, products: [] } } });
    expect(stack.emulator.calls()).toBe(0);
  });
});
