import { startStack, type Identity, type Stack } from '../helpers/stack';

/**
 * A used-up coupon is refused without naming who holds it: neither an anonymous caller nor another
 * shopper learns the holder's order (transaction) id or user id, from calculatePromotions'
 * couponError or from the error of a transaction started with the coupon.
 */

const HOLDER = 'user-006';
const ORDER = 'order-of-user-006';
const cart = { items: [{ id: 'SKU-0004', qty: 2, price: 24.5, totalPrice: 49 }] };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  const started = await stack.as({ userId: HOLDER }).query(
    `mutation ($input: StartPromotionTransactionInput!) { startPromotionTransaction(input: $input) { transactionId } }`,
    { input: { cart, user: { userId: HOLDER }, couponId: 'WELCOME20', transactionId: ORDER } },
  );
  expect(started.errors).toBeUndefined();
});
afterAll(() => stack.stop());

const OTHERS: [string, Identity, Record<string, unknown>][] = [
  ['an anonymous caller', 'anonymous', {}],
  ['another shopper', { userId: 'user-007' }, { user: { userId: 'user-007' } }],
];

describe.each(OTHERS)('the refusal of a used-up coupon, seen by %s', (_who, identity, user) => {
  it('calculatePromotions: couponError names the coupon, not its holder', async () => {
    const result = await stack.as(identity).query(
      `query ($cart: CartInput!, $couponId: Identifier, $user: CartUserInput) {
        calculatePromotions(cart: $cart, couponId: $couponId, user: $user) { couponError { code message couponId } }
      }`,
      { cart, couponId: 'WELCOME20', ...user },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      calculatePromotions: {
        couponError: {
          code: 'COUPON_REFUSED',
          couponId: 'WELCOME20',
          message: 'coupon WELCOME20 cannot be used now: it has no uses left, or its promotion is not active',
        },
      },
    });
    expect(JSON.stringify(result)).not.toContain(ORDER);
    expect(JSON.stringify(result)).not.toContain(HOLDER);
  });

});

// A transaction needs a signed-in shopper: an anonymous caller is refused before the coupon is looked at.
describe('the refusal of a used-up coupon, seen by another shopper starting a transaction', () => {
  it('carries neither the holder nor their order', async () => {
    const result = await stack.as({ userId: 'user-007' }).query(
      `mutation ($input: StartPromotionTransactionInput!) { startPromotionTransaction(input: $input) { transactionId } }`,
      { input: { cart, user: { userId: 'user-007' }, couponId: 'WELCOME20' } },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('WELCOME20');
    expect(JSON.stringify(result)).not.toContain(ORDER);
    expect(JSON.stringify(result)).not.toContain(HOLDER);
  });
});
