import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

const CALCULATE = `query ($cart: CartInput!, $couponId: Identifier, $user: CartUserInput) {
  calculatePromotions(cart: $cart, couponId: $couponId, user: $user) {
    couponError { code message couponId }
    cart { totalCartPromotionDiscount totalPriceToPay appliedPromotions { id giftAmount } items { id totalPriceAfterPromotion } }
  }
}`;

interface Calculation {
  couponError: { code: string; message: string; couponId: string } | null;
  cart: { totalCartPromotionDiscount: number; totalPriceToPay: number; appliedPromotions: { id: string; giftAmount: number }[]; items: unknown[] };
}

const cart = {
  items: [
    { id: 'SKU-0004', qty: 2, price: 24.5, totalPrice: 49, attributes: { brand: 'Acme' } },
    { id: 'SKU-0011', qty: 1, price: 30, totalPrice: 30 },
  ],
};
const user = { userId: 'user-003' };

const calculate = (variables: Record<string, unknown>) => stack.query<{ calculatePromotions: Calculation | null }>(CALCULATE, variables);
/** The bodies of the Promotion/calculate calls the emulator received, in order. */
const calculateBodies = () =>
  stack.emulator.requests.filter((request) => request.operation === 'Promotion/calculate').map((request) => request.body as Record<string, unknown>);

describe('a coupon the service refuses on calculatePromotions', () => {
  it('answers the cart calculated without an unknown coupon, with couponError UNKNOWN_COUPON', async () => {
    const withoutCoupon = await calculate({ cart, user });
    stack.emulator.resetRequests();

    const result = await calculate({ cart, user, couponId: 'NOPE' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.calculatePromotions).toEqual({
      ...withoutCoupon.data!.calculatePromotions,
      couponError: { code: 'UNKNOWN_COUPON', couponId: 'NOPE', message: 'coupon NOPE is not known' },
    });
    const bodies = calculateBodies();
    expect(bodies).toHaveLength(2);
    const { couponId, ...sameCart } = bodies[0]!;
    expect(couponId).toBe('NOPE');
    expect(bodies[1]).toStrictEqual(sameCart);
    expect(stack.emulator.calls()).toBe(2);
  });

  it('answers the cart without a used-up coupon, with couponError COUPON_REFUSED', async () => {
    const started = await stack.query(
      `mutation ($input: StartPromotionTransactionInput!) { startPromotionTransaction(input: $input) { transactionId } }`,
      { input: { cart, user: { userId: 'user-004' }, couponId: 'WELCOME20', transactionId: 'coupon-holder' } },
    );
    expect(started.errors).toBeUndefined();
    stack.emulator.resetRequests();

    const result = await calculate({ cart, user, couponId: 'WELCOME20' });
    const calculation = result.data?.calculatePromotions;
    expect(calculation?.couponError).toMatchObject({ code: 'COUPON_REFUSED', couponId: 'WELCOME20' });
    expect(calculation?.couponError?.message).toBe('coupon WELCOME20 cannot be used now: it has no uses left, or its promotion is not active');
    expect(calculation?.cart.appliedPromotions.map((promotion) => promotion.id)).not.toContain('PROMO-COUPON-20');
    expect(calculation?.cart.totalCartPromotionDiscount).toBe(10);
    expect(calculateBodies().map((body) => body.couponId)).toEqual(['WELCOME20', undefined]);
  });

  it('calculates a coupon the service accepts in one call, without couponError', async () => {
    const result = await calculate({ cart, user, couponId: 'FRIENDS20' });
    expect(result.data?.calculatePromotions?.couponError).toBeNull();
    expect(result.data?.calculatePromotions?.cart.appliedPromotions).toContainEqual({ id: 'PROMO-COUPON-20', giftAmount: 20 });
    expect(stack.emulator.calls('Promotion/calculate')).toBe(1);
  });

  it('reports the cart error when the cart is refused without the coupon too', async () => {
    const badCart = { items: [{ id: 'SKU-0004', qty: 2, price: 24.5, totalPrice: 50 }] };
    const result = await calculate({ cart: badCart, couponId: 'NOPE' });
    expect(result.data).toEqual({ calculatePromotions: null });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { operation: 'Promotion/calculate', status: 400 } });
    expect(result.errors?.[0]?.message).not.toContain('coupon');
    expect(calculateBodies().map((body) => body.couponId)).toEqual(['NOPE', undefined]);
  });

  it('does not ask again when no coupon was sent', async () => {
    const result = await calculate({ cart: { items: [{ id: 'SKU-0004', qty: 2, price: 24.5, totalPrice: 50 }] } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.emulator.calls('Promotion/calculate')).toBe(1);
  });
});
