import { startStack, type Stack } from '../helpers/stack';

const CART_FIELDS = `
  items {
    id product { sku } merchantId qty price totalPrice
    attributes { brand categories { id name } }
    promotionDiscount priceAfterPromotion totalPromotionDiscount totalPriceAfterPromotion totalDisplayPrice
    appliedPromotions { id promotionTemplateId giftAmount }
  }
  subOrders { subOrderId merchantId price displayPrice promotionDiscount priceAfterPromotion usedPoints usedPointAsMoney priceAfterPointUsed usablePoints pointMultiplier appliedPromotions { id giftAmount } }
  condiments { subOrderId id name price type }
  productCount
  appliedPromotions { id promotionTemplateId giftAmount tag promotionType userMessage }
  suggestionPromotions { id userMessage suggestion additionalData }
  totalCartPriceAfterPromotion totalCartPromotionDiscount userBalance totalPriceAfterPointUsed
  totalUsablePoints totalUsablePointAsMoney totalUsedPoints totalUsedPointAsMoney totalPriceToPay
`;

const CALCULATE = `query Calc($cart: CartInput!, $couponId: Identifier, $user: CartUserInput, $skip: Boolean) {
  calculatePromotions(cart: $cart, couponId: $couponId, user: $user, skipPromotions: $skip) { calculationTime cart { ${CART_FIELDS} } }
}`;
const START = `mutation Start($input: StartPromotionTransactionInput!) {
  startPromotionTransaction(input: $input) {
    runWithLoyalty message transactionId userId couponId
    transaction { transactionId couponId transactionTimeout promotions { id giftAmount promotionType } cart { currency totalCartPriceAfterPromotion totalUsedPoints totalUsedPointAsMoney totalPriceToPay } }
  }
}`;
const change = (field: string, input: string) => `mutation Change($input: ${input}!) {
  ${field}(input: $input) { message transactionId status returnedPoints returnedAmount revertedItems { id totalPriceAfterPromotion usedPoints } }
}`;
const COMMIT = change('commitPromotionTransaction', 'PromotionTransactionRefInput');
const CANCEL = change('cancelPromotionTransaction', 'PromotionTransactionRefInput');
const REVERT = change('revertPromotionTransaction', 'RevertPromotionTransactionInput');
const PARTIAL = change('partialRevertPromotionTransaction', 'PartialRevertPromotionTransactionInput');

/** A checkout cart: two merchants, a brand, a category, socks and a condiment. */
const checkoutCart = {
  items: [
    { id: 'SKU-0010', merchantId: 'merchant-01', qty: 2, price: 19.99, totalPrice: 39.98, itemType: 'PRODUCT', attributes: { brand: 'Acme', shortName: 'Mug' } },
    {
      id: 'MODEL-001-RED',
      merchantId: 'merchant-02',
      qty: 1,
      price: 89.9,
      totalPrice: 89.9,
      attributes: { brand: 'Runner', categories: [{ id: 'CAT-SHOES', name: 'Shoes' }] },
    },
    { id: 'SKU-0020', merchantId: 'merchant-02', qty: 3, price: 4.99, totalPrice: 14.97, attributes: { categories: [{ id: 'CAT-SOCKS', name: 'Socks' }] } },
    { id: 'GIFT-CARD', merchantId: 'merchant-01', qty: 1, price: 60, totalPrice: 60, itemType: 'GIFT' },
  ],
  subOrders: [
    { subOrderId: 'SO-1', id: 'SO-1', merchantId: 'merchant-01', price: 99.98 },
    { subOrderId: 'SO-2', id: 'SO-2', merchantId: 'merchant-02', price: 107.37 },
  ],
  condiments: [{ subOrderId: 'SO-2', id: 'WRAP', name: 'Gift wrap', price: 2.5, type: 'EXTRA' }],
};

const simpleCart = { items: [{ id: 'SKU-0040', qty: 1, price: 60, totalPrice: 60 }, { id: 'SKU-0041', qty: 2, price: 20, totalPrice: 40 }] };

type Data = Record<string, any>; // loose JSON: each test asserts the exact values it needs

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

const pointBalance = async (accountNumber: string) => {
  const result = await stack.query<Data>(`query($n: [Identifier!]!) { walletAccountsByNumber(accountNumbers: $n) { balance } }`, { n: [accountNumber] });
  return result.data!.walletAccountsByNumber[0].balance as number;
};

describe('calculatePromotions through the gateway', () => {
  it('shows every discount, suggestion, point figure and product link of a checkout cart in one upstream call', async () => {
    const result = await stack.query<Data>(CALCULATE, { cart: checkoutCart, user: { userId: 'user-001' } });
    expect(result.errors).toBeUndefined();
    const cart = result.data!.calculatePromotions.cart;
    // Acme 2 × 5.00 off; shoes 12.50 off; socks 3 for 2 (4.99 off); merchant-02's 7.50 split 6.64 : 0.86 over the
    // 77.40 and 9.98 left; then 10% of the 169.86 left (subtotal 204.85 ≥ 200.00) = 16.99, split 3.00 : 7.08 : 0.91 : 6.00.
    expect(cart.items.map((i: Data) => [i.id, i.product?.sku ?? null, i.totalPromotionDiscount, i.totalPriceAfterPromotion])).toEqual([
      ['SKU-0010', 'SKU-0010', 13, 26.98],
      ['MODEL-001-RED', 'MODEL-001-RED', 26.22, 63.68],
      ['SKU-0020', 'SKU-0020', 6.76, 8.21],
      ['GIFT-CARD', 'GIFT-CARD', 6, 54],
    ]);
    expect(cart.items[0]).toMatchObject({
      promotionDiscount: 6.5,
      priceAfterPromotion: 13.49,
      totalDisplayPrice: 39.98,
      attributes: { brand: 'Acme', categories: null },
      appliedPromotions: [
        { id: 'PROMO-ACME-5', promotionTemplateId: 'TPL-ITEM-FIXED', giftAmount: 10 },
        { id: 'PROMO-CART-10', promotionTemplateId: 'TPL-CART-PERCENT', giftAmount: 3 },
      ],
    });
    expect(cart.appliedPromotions.map((p: Data) => [p.id, p.giftAmount, p.promotionType])).toEqual([
      ['PROMO-ACME-5', 10, 'ITEM_FIXED'],
      ['PROMO-SHOES-12', 12.5, 'ITEM_FIXED'],
      ['PROMO-SOCKS-3FOR2', 4.99, 'BUY_X_GET_Y'],
      ['PROMO-MERCHANT-02', 7.5, 'SUBORDER_FIXED'],
      ['PROMO-CART-10', 16.99, 'CART_PERCENTAGE'],
    ]);
    expect(cart.subOrders).toEqual([
      expect.objectContaining({ subOrderId: 'SO-1', displayPrice: 99.98, promotionDiscount: 19, priceAfterPromotion: 80.98, usablePoints: 250, pointMultiplier: 0.1 }),
      expect.objectContaining({ subOrderId: 'SO-2', displayPrice: 107.37, promotionDiscount: 32.98, priceAfterPromotion: 74.39, usedPoints: 0 }),
    ]);
    expect(cart.condiments).toEqual([{ subOrderId: 'SO-2', id: 'WRAP', name: 'Gift wrap', price: 2.5, type: 'EXTRA' }]);
    expect(cart).toMatchObject({
      productCount: 7,
      suggestionPromotions: [],
      totalCartPromotionDiscount: 51.98,
      totalCartPriceAfterPromotion: 155.37,
      userBalance: 250,
      totalUsablePoints: 250,
      totalUsablePointAsMoney: 25,
      totalUsedPoints: 0,
      totalPriceAfterPointUsed: 155.37,
      totalPriceToPay: 155.37,
    });
    const itemSum = cart.items.reduce((sum: number, i: Data) => sum + Math.round(i.totalPriceAfterPromotion * 100), 0);
    expect(itemSum + 250).toBe(Math.round(cart.totalCartPriceAfterPromotion * 100));
    expect(stack.emulator.calls('Promotion/calculate')).toBe(1);
    expect(stack.emulator.calls()).toBe(1);
    const sent = stack.emulator.requests[0]!.body as Data;
    expect(sent.cart.items[0].attributes).toEqual({ brand: 'Acme', shortName: 'Mug' });
  });

  it('suggests the 10% discount to a cart 50.00 short of 200.00', async () => {
    const result = await stack.query<Data>(CALCULATE, { cart: { items: [{ id: 'SKU-0003', qty: 2, price: 75 }] } });
    expect(result.data!.calculatePromotions.cart.suggestionPromotions).toEqual([
      {
        id: 'PROMO-CART-10',
        userMessage: 'Add 50.00 more for 10% off',
        suggestion: 'ADD_AMOUNT',
        additionalData: { promotionTemplateId: 'TPL-CART-PERCENT', missingAmount: 50, threshold: 200, discountPercent: 10 },
      },
    ]);
  });

  it('returns the cart unchanged with skipPromotions', async () => {
    const result = await stack.query<Data>(CALCULATE, { cart: checkoutCart, couponId: 'WELCOME20', skip: true });
    const cart = result.data!.calculatePromotions.cart;
    expect(cart.appliedPromotions).toEqual([]);
    expect(cart.items.map((i: Data) => i.totalPriceAfterPromotion)).toEqual([39.98, 89.9, 14.97, 60]);
    expect(cart.totalPriceToPay).toBe(207.35);
  });

  it.each([
    ['a negative price', { items: [{ id: 'SKU-0001', qty: 1, price: -1 }] }, 'cart.items.0.price', 'must not be negative'],
    ['a zero quantity', { items: [{ id: 'SKU-0001', qty: 0, price: 1 }] }, 'cart.items.0.qty', 'must be a positive whole number'],
    ['three decimals', { items: [{ id: 'SKU-0001', qty: 1, totalPrice: 1.005 }] }, 'cart.items.0.totalPrice', 'must have at most two decimals'],
    ['no price at all', { items: [{ id: 'SKU-0001', qty: 1 }] }, 'cart.items.0.price', 'price or totalPrice is required'],
    ['a negative condiment', { items: [{ id: 'SKU-0001', qty: 1, price: 1 }], condiments: [{ id: 'C', price: -0.5 }] }, 'cart.condiments.0.price', 'must not be negative'],
    ['an empty cart', { items: [] }, 'cart.items', 'must not be empty'],
  ])('rejects %s with BAD_USER_INPUT before any upstream call', async (_, cart, field, message) => {
    const result = await stack.query(CALCULATE, { cart });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    expect(result.errors?.[0]?.message).toBe(`${field}: ${message}`);
    expect(stack.emulator.calls()).toBe(0);
  });

  it('rejects a fractional quantity (GraphQL Int) before any upstream call', async () => {
    const result = await stack.query(CALCULATE, { cart: { items: [{ id: 'SKU-0001', qty: 1.5, price: 1 }] } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.emulator.calls()).toBe(0);
  });

  it("answers the cart's currency: EURO by default, else the one asked for, which the service is not sent", async () => {
    const query = `query ($cart: CartInput!) { calculatePromotions(cart: $cart) { cart { currency totalPriceToPay } } }`;
    const byDefault = await stack.query<Data>(query, { cart: simpleCart });
    expect(byDefault.errors).toBeUndefined();
    expect(byDefault.data!.calculatePromotions.cart).toEqual({ currency: 'EURO', totalPriceToPay: 100 });
    const asked = await stack.query<Data>(query, { cart: { ...simpleCart, currency: 'POINT' } });
    expect(asked.data!.calculatePromotions.cart.currency).toBe('POINT');
    const sent = stack.emulator.requests.filter((r) => r.operation === 'Promotion/calculate').map((r) => (r.body as Data).cart);
    expect(sent).toHaveLength(2);
    for (const cart of sent) expect(cart).not.toHaveProperty('currency');
  });

  it("reports the service's 404 for an unknown coupon as couponError, with the cart calculated without it", async () => {
    const result = await stack.query<Data>(
      `query ($cart: CartInput!, $couponId: Identifier) {
        calculatePromotions(cart: $cart, couponId: $couponId) { couponError { code message couponId } cart { totalCartPromotionDiscount } }
      }`,
      { cart: simpleCart, couponId: 'NOPE' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.calculatePromotions.couponError).toEqual({
      code: 'UNKNOWN_COUPON',
      couponId: 'NOPE',
      message: 'coupon NOPE is not known',
    });
    expect(result.data!.calculatePromotions.cart.totalCartPromotionDiscount).toBe(0);
  });
});

describe('a checkout transaction through the gateway', () => {
  it('starts with a coupon and points, commits, reverts with both returned, and the coupon is usable again', async () => {
    const started = await stack.query<Data>(START, {
      input: { cart: simpleCart, user: { userId: 'user-006' }, couponId: 'WELCOME20', usePoint: 150, transactionId: 'order-6', storeId: 'web' },
    });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startPromotionTransaction).toEqual({
      runWithLoyalty: true,
      message: 'transaction started',
      transactionId: 'order-6',
      userId: 'user-006',
      couponId: 'WELCOME20',
      transaction: {
        transactionId: 'order-6',
        couponId: 'WELCOME20',
        transactionTimeout: 900,
        promotions: [{ id: 'PROMO-COUPON-20', giftAmount: 20, promotionType: 'COUPON_FIXED' }],
        cart: { currency: 'EURO', totalCartPriceAfterPromotion: 80, totalUsedPoints: 150, totalUsedPointAsMoney: 15, totalPriceToPay: 65 },
      },
    });
    // user-006: 200 welcome points + 50 purchase points, 150 spent.
    expect(await pointBalance('PNT-006')).toBe(100);

    const taken = await stack.query(START, { input: { cart: simpleCart, user: { userId: 'user-007' }, couponId: 'WELCOME20' } });
    expect(taken.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(taken.errors?.[0]?.message).toContain('coupon WELCOME20 has no uses left');

    const committed = await stack.query<Data>(COMMIT, { input: { transactionId: 'order-6', userId: 'user-006' } });
    expect(committed.data!.commitPromotionTransaction).toMatchObject({ status: 'COMMITTED', message: 'transaction order-6 committed' });
    const twice = await stack.query(COMMIT, { input: { transactionId: 'order-6', userId: 'user-006' } });
    expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(twice.errors?.[0]?.message).toContain('cannot commit transaction order-6: it is COMMITTED');

    stack.emulator.resetRequests();
    const reverted = await stack.query<Data>(REVERT, { input: { transactionId: 'order-6', userId: 'user-006', entityType: 'USER' } });
    expect(reverted.data!.revertPromotionTransaction).toEqual({
      message: 'transaction order-6 reverted',
      transactionId: 'order-6',
      status: 'REVERTED',
      returnedPoints: 150,
      returnedAmount: 65,
      revertedItems: [
        { id: 'SKU-0040', totalPriceAfterPromotion: 48, usedPoints: 90 },
        { id: 'SKU-0041', totalPriceAfterPromotion: 32, usedPoints: 60 },
      ],
    });
    expect(stack.emulator.calls('Promotion/revertTransaction')).toBe(1);
    expect(stack.emulator.requests[0]!.body).toEqual({ transactionId: 'order-6', userId: 'user-006', entityType: 'USER' });
    expect(await pointBalance('PNT-006')).toBe(250);

    const reused = await stack.query<Data>(START, { input: { cart: simpleCart, user: { userId: 'user-007' }, couponId: 'WELCOME20', isAutoCommit: true } });
    expect(reused.errors).toBeUndefined();
    expect(reused.data!.startPromotionTransaction.message).toBe('transaction started and committed');
    const release = await stack.query<Data>(REVERT, { input: { transactionId: reused.data!.startPromotionTransaction.transactionId, userId: 'user-007' } });
    expect(release.data!.revertPromotionTransaction.status).toBe('REVERTED');
  });

  it('commits at once with isAutoCommit, so a later commit is refused', async () => {
    const started = await stack.query<Data>(START, { input: { cart: simpleCart, user: { userId: 'user-008' }, isAutoCommit: true, transactionId: 'auto-8' } });
    expect(started.data!.startPromotionTransaction).toMatchObject({ message: 'transaction started and committed', runWithLoyalty: false });
    const commit = await stack.query(COMMIT, { input: { transactionId: 'auto-8', userId: 'user-008' } });
    expect(commit.errors?.[0]?.message).toBe('cannot commit transaction auto-8: it is COMMITTED; only a STARTED transaction can be committed');
    expect(commit.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', detail: expect.stringContaining('Promotion/commitTransaction failed (400)') as unknown });
  });

  it('expires an uncommitted transaction after transactionTimeout seconds and returns its points and coupon', async () => {
    await stack.query(START, {
      input: { cart: simpleCart, user: { userId: 'user-009' }, couponId: 'FRIENDS20', usePoint: 200, transactionId: 'slow-9', transactionTimeout: 120 },
    });
    expect(await pointBalance('PNT-009')).toBe(350);
    stack.clock.advance(120_000);
    const commit = await stack.query(COMMIT, { input: { transactionId: 'slow-9', userId: 'user-009' } });
    expect(commit.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(commit.errors?.[0]?.message).toContain('it is EXPIRED; its 120 s timeout ran out at 2026-11-21T12:02:00.000Z');
    expect(await pointBalance('PNT-009')).toBe(550);
    expect(stack.emulator.state.promotions.couponUsesLeft('FRIENDS20')).toBe(3);
  });

  it('cancels a started transaction and refuses to revert it afterwards', async () => {
    await stack.query(START, { input: { cart: simpleCart, user: { userId: 'user-010' }, usePoint: 30, transactionId: 'cancel-10' } });
    const cancel = await stack.query<Data>(CANCEL, { input: { transactionId: 'cancel-10', userId: 'user-010' } });
    expect(cancel.data!.cancelPromotionTransaction).toMatchObject({ status: 'CANCELLED', returnedPoints: 30 });
    expect(await pointBalance('PNT-010')).toBe(150);
    const revert = await stack.query(REVERT, { input: { transactionId: 'cancel-10', userId: 'user-010' } });
    expect(revert.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(revert.errors?.[0]?.message).toContain('cannot revert transaction cancel-10: it is CANCELLED');
  });

  it('partially reverts one item and returns its share of the points', async () => {
    await stack.query(START, { input: { cart: simpleCart, user: { userId: 'user-011' }, usePoint: 100, transactionId: 'part-11', isAutoCommit: true } });
    const part = await stack.query<Data>(PARTIAL, { input: { transactionId: 'part-11', userId: 'user-011', items: [{ id: 'SKU-0040' }] } });
    expect(part.data!.partialRevertPromotionTransaction).toEqual({
      message: '1 item(s) of transaction part-11 reverted',
      transactionId: 'part-11',
      status: 'PARTIALLY_REVERTED',
      returnedPoints: 60,
      returnedAmount: 54,
      revertedItems: [{ id: 'SKU-0040', totalPriceAfterPromotion: 60, usedPoints: 60 }],
    });
    // user-011: 200 + 50 points, 100 spent, 60 back.
    expect(await pointBalance('PNT-011')).toBe(210);
  });

  it('answers NOT_FOUND for an unknown transaction and BAD_USER_INPUT for a blank id without calling', async () => {
    const unknown = await stack.query(REVERT, { input: { transactionId: 'nope', userId: 'user-001' } });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { operation: 'Promotion/revertTransaction', status: 404 } });
    stack.emulator.resetRequests();
    const blank = await stack.query(CANCEL, { input: { transactionId: ' ', userId: 'user-001' } });
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.transactionId'] });
    const negative = await stack.query(START, { input: { cart: simpleCart, user: { userId: 'user-001' }, usePoint: -5 } });
    expect(negative.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.usePoint'] });
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('single-level carts (COMMERCE_CART_SHAPE=single-level)', () => {
  let flat: Stack;
  beforeAll(async () => {
    flat = await startStack({ env: { COMMERCE_CART_SHAPE: 'single-level' }, emulator: { cartShape: 'single-level' } });
  });
  afterAll(() => flat.stop());

  it('sends item attributes flattened onto the item and gets the same discounts', async () => {
    const result = await flat.query<Data>(CALCULATE, { cart: checkoutCart, user: { userId: 'user-001' } });
    expect(result.errors).toBeUndefined();
    const cart = result.data!.calculatePromotions.cart;
    expect(cart.totalCartPriceAfterPromotion).toBe(155.37);
    expect(cart.items[1].attributes).toMatchObject({ brand: 'Runner', categories: [{ id: 'CAT-SHOES', name: null }] });
    const sent = flat.emulator.requests.find((r) => r.operation === 'Promotion/calculate')!.body as Data;
    expect(sent.cart.items[1]).toEqual({ id: 'MODEL-001-RED', merchantId: 'merchant-02', qty: 1, price: 89.9, totalPrice: 89.9, brand: 'Runner', categories: ['CAT-SHOES'] });
    expect(sent.cart.items[0]).toEqual({ id: 'SKU-0010', merchantId: 'merchant-01', qty: 2, price: 19.99, totalPrice: 39.98, itemType: 'PRODUCT', brand: 'Acme', shortName: 'Mug' });
  });

  it('is refused by a single-level service when the facade sends nested carts', async () => {
    const nested = await startStack({ emulator: { cartShape: 'single-level' } });
    try {
      const result = await nested.query(CALCULATE, { cart: checkoutCart });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain('cart.items.0.attributes: single-level cart: nested objects are not allowed');
    } finally {
      await nested.stop();
    }
  });
});
