import { operations, shapeCart } from '../../../subgraphs/promotions/operations';

const line = { id: 'SKU-0001', qty: 1, price: 10 };
const items = [{ ...line, attributes: null }];
const answered = (cart: Record<string, unknown>) => ({ cart: { items: [], ...cart }, calculationTime: 1 });

describe("a promotion cart's currency", () => {
  const calculate = operations.calculatePromotions;
  const read = (raw: unknown, currency?: string) => calculate.result!(calculate.response.parse(raw), { cart: { items, currency } });

  it("is the service's when its answer names one", () => {
    expect(read(answered({ currency: 'POINT' }), 'EURO').cart?.currency).toBe('POINT');
  });

  it('is the one asked for when the answer names none, or a blank or non-string one', () => {
    expect(read(answered({}), 'POINT').cart?.currency).toBe('POINT');
    expect(read(answered({ currency: ' ' }), 'POINT').cart?.currency).toBe('POINT');
    expect(read(answered({ currency: 42 }), 'POINT').cart?.currency).toBe('POINT');
  });

  it("is EURO, CartInput.currency's default, when arguments built in code leave it out", () => {
    expect(read(answered({})).cart?.currency).toBe('EURO');
  });

  it('leaves a missing cart missing', () => {
    expect(read({ calculationTime: 1 }, 'EURO').cart).toBeNull();
  });

  it("is filled in on a started transaction's cart from input.cart", () => {
    const start = operations.startPromotionTransaction;
    const answer = start.response.parse({ transactionId: 'T-1', transaction: { cart: { items: [] } } });
    const result = start.result!(answer, { input: { cart: { items, currency: 'POINT' }, user: { userId: 'user-001' } } });
    expect(result.transaction?.cart?.currency).toBe('POINT');
  });

  it('is never sent to the service, in either cart shape', () => {
    for (const shape of ['nested', 'single-level'] as const) expect(shapeCart({ items, currency: 'EURO' }, shape)).toEqual({ items: [line] });
  });
});
