import { allocate, calculate, type CartLine } from '../../../emulator/promotions/engine';
import { SEED_PROMOTIONS } from '../../../emulator/promotions/seed';

const line = (id: string, qty: number, unitMinor: number, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  merchantId: undefined,
  qty,
  unitMinor,
  totalMinor: qty * unitMinor,
  brand: undefined,
  categories: [],
  raw: { id, qty },
  ...extra,
});

describe('allocate', () => {
  it('splits exactly, leftover cents to the largest remainders, earlier lines first on ties', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(2000, [9999, 10001])).toEqual([1000, 1000]);
    expect(allocate(7, [0, 5, 5])).toEqual([0, 4, 3]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });

  it('always sums to the total', () => {
    const weights = [333, 1, 2_999, 77, 10_000];
    for (const total of [1, 13, 999, 12_345]) expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('calculate', () => {
  const options = { promotions: SEED_PROMOTIONS.filter((p) => p.kind !== 'COUPON_FIXED'), couponPromotion: undefined, skipPromotions: false, pointBalance: 0, usePoint: 0 };

  it('never discounts a line below zero when promotions stack', () => {
    const cheap = line('SKU-0100', 3, 400, { brand: 'Acme', categories: ['cat-socks'] });
    const result = calculate({ items: [cheap], subOrders: [], condiments: [], productCount: undefined }, options);
    // Acme's 5.00 a unit (seeded first) is capped at the line's 12.00; 3 for 2 then finds nothing left.
    expect(result.itemAfterMinor).toEqual([0]);
    expect(result.cart.totalCartPromotionDiscount).toBe(12);
    expect(result.applied.map((p) => [p.id, p.giftAmount])).toEqual([['PROMO-ACME-5', 12]]);
  });

  it('caps usable points at the balance and at what the items cost after promotions', () => {
    const cart = { items: [line('SKU-0001', 1, 1234)], subOrders: [], condiments: [], productCount: undefined };
    expect(calculate(cart, { ...options, pointBalance: 1000.5 }).usablePoints).toBe(123);
    expect(calculate(cart, { ...options, pointBalance: 42 }).usablePoints).toBe(42);
    expect(() => calculate(cart, { ...options, pointBalance: 42, usePoint: 43 })).toThrow('only 42 are usable');
  });
});
