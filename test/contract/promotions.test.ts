import { request } from 'undici';
import { ManualClock } from '../../emulator/clock';
import { startEmulator, type Emulator } from '../../emulator/server';

const START = '2026-11-21T12:00:00.000Z';

interface Answer {
  status: number;
  // The emulator's answers are read as loose JSON: each test asserts the exact values it needs.
  body: any;
}

async function call(emulator: Emulator, method: string, body: unknown): Promise<Answer> {
  const response = await request(`${emulator.url}/CALL/Promotion/${method}/${emulator.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey },
    body: JSON.stringify(body),
  });
  return { status: response.statusCode, body: await response.body.json() };
}

const item = (id: string, qty: number, price: number, extra: Record<string, unknown> = {}) => ({
  id,
  qty,
  price,
  totalPrice: Math.round(price * qty * 100) / 100,
  itemType: 'PRODUCT',
  ...extra,
});

let emulator: Emulator;
let clock: ManualClock;
beforeEach(async () => {
  clock = new ManualClock(START);
  emulator = await startEmulator({ clock });
});
afterEach(() => emulator.close());

const points = (userId: string) => {
  const account = emulator.state.wallets.accountsOfUser(userId).find((a) => a.currency === 'POINT')!;
  return emulator.state.wallets.balance(account);
};

describe('Promotion/calculate', () => {
  it('takes 10% off a cart of 200.00 and splits it over the items to the cent', async () => {
    const { status, body } = await call(emulator, 'calculate', {
      cart: { items: [item('SKU-0001', 3, 33.33), item('SKU-0002', 1, 100.01)] },
      skipPromotions: false,
    });
    expect(status).toBe(200);
    const [first, second] = body.cart.items;
    expect(first).toMatchObject({
      id: 'SKU-0001',
      qty: 3,
      totalPrice: 99.99,
      totalPromotionDiscount: 10,
      totalPriceAfterPromotion: 89.99,
      promotionDiscount: 3.33,
      priceAfterPromotion: 30,
      totalDisplayPrice: 99.99,
      appliedPromotions: [{ id: 'PROMO-CART-10', promotionTemplateId: 'TPL-CART-PERCENT', giftAmount: 10 }],
    });
    expect(second).toMatchObject({ totalPromotionDiscount: 10, totalPriceAfterPromotion: 90.01 });
    expect(body.cart).toMatchObject({
      totalCartPromotionDiscount: 20,
      totalCartPriceAfterPromotion: 180,
      totalPriceToPay: 180,
      productCount: 4,
      appliedPromotions: [
        {
          id: 'PROMO-CART-10',
          promotionTemplateId: 'TPL-CART-PERCENT',
          giftAmount: 20,
          tag: 'cart-10-percent',
          promotionType: 'CART_PERCENTAGE',
          userMessage: '10% off carts of 200.00 or more',
        },
      ],
      suggestionPromotions: [],
    });
    expect(typeof body.calculationTime).toBe('number');
  });

  it('suggests the cart discount when the cart is within 50.00 of the threshold, and not further away', async () => {
    const near = await call(emulator, 'calculate', { cart: { items: [item('SKU-0003', 2, 75)] } });
    expect(near.body.cart.suggestionPromotions).toEqual([
      {
        id: 'PROMO-CART-10',
        userMessage: 'Add 50.00 more for 10% off',
        suggestion: 'ADD_AMOUNT',
        additionalData: { promotionTemplateId: 'TPL-CART-PERCENT', missingAmount: 50, threshold: 200, discountPercent: 10 },
      },
    ]);
    expect(near.body.cart.totalCartPromotionDiscount).toBe(0);
    const far = await call(emulator, 'calculate', { cart: { items: [item('SKU-0003', 1, 149.99)] } });
    expect(far.body.cart.suggestionPromotions).toEqual([]);
  });

  it('takes a fixed amount off every unit of a brand and of a category', async () => {
    const { body } = await call(emulator, 'calculate', {
      cart: {
        items: [
          item('SKU-0010', 2, 19.99, { attributes: { brand: 'Acme', shortName: 'Mug' } }),
          item('SKU-0011', 1, 89.9, { attributes: { brand: 'Other', categories: [{ id: 'CAT-SHOES', name: 'Shoes' }] } }),
          item('SKU-0012', 1, 9.99, { attributes: { brand: 'Other' } }),
        ],
      },
    });
    const [acme, shoes, other] = body.cart.items;
    expect(acme).toMatchObject({ totalPromotionDiscount: 10, totalPriceAfterPromotion: 29.98, promotionDiscount: 5, priceAfterPromotion: 14.99 });
    expect(shoes).toMatchObject({
      totalPromotionDiscount: 12.5,
      totalPriceAfterPromotion: 77.4,
      appliedPromotions: [{ id: 'PROMO-SHOES-12', promotionTemplateId: 'TPL-ITEM-FIXED', giftAmount: 12.5 }],
    });
    expect(other).toMatchObject({ totalPromotionDiscount: 0, totalPriceAfterPromotion: 9.99, appliedPromotions: [] });
    expect(body.cart.totalCartPromotionDiscount).toBe(22.5);
    expect(body.cart.totalCartPriceAfterPromotion).toBe(117.37);
    expect(body.cart.appliedPromotions.map((p: { id: string }) => p.id)).toEqual(['PROMO-ACME-5', 'PROMO-SHOES-12']);
  });

  it('gives one sock free for every three and suggests the third', async () => {
    const socks = { attributes: { categories: [{ id: 'CAT-SOCKS', name: 'Socks' }] } };
    const { body } = await call(emulator, 'calculate', { cart: { items: [item('SKU-0020', 5, 4.99, socks)] } });
    expect(body.cart.items[0]).toMatchObject({
      totalPrice: 24.95,
      totalPromotionDiscount: 4.99,
      totalPriceAfterPromotion: 19.96,
      promotionDiscount: 1,
      priceAfterPromotion: 3.99,
    });
    expect(body.cart.suggestionPromotions).toEqual([
      {
        id: 'PROMO-SOCKS-3FOR2',
        userMessage: 'Add 1 more of SKU-0020 and get 1 free',
        suggestion: 'ADD_QUANTITY',
        additionalData: { promotionTemplateId: 'TPL-BUY-X-GET-Y', itemId: 'SKU-0020', missingQuantity: 1 },
      },
    ]);
  });

  it("takes 7.50 off merchant-02's sub-order of 50.00 or more, and adds condiments to the total undiscounted", async () => {
    const { body } = await call(emulator, 'calculate', {
      cart: {
        items: [
          item('SKU-0030', 1, 40, { merchantId: 'merchant-02' }),
          item('SKU-0031', 1, 20, { merchantId: 'merchant-02' }),
          item('SKU-0032', 1, 30, { merchantId: 'merchant-01' }),
        ],
        subOrders: [
          { id: 'SO-1', subOrderId: 'SO-1', merchantId: 'merchant-02', price: 60, itemType: 'SUBORDER' },
          { id: 'SO-2', subOrderId: 'SO-2', merchantId: 'merchant-01', price: 32.5, itemType: 'SUBORDER' },
        ],
        condiments: [{ subOrderId: 'SO-2', id: 'C-1', name: 'Gift wrap', price: 2.5, type: 'EXTRA' }],
      },
    });
    expect(body.cart.items.map((i: { totalPromotionDiscount: number }) => i.totalPromotionDiscount)).toEqual([5, 2.5, 0]);
    expect(body.cart.subOrders[0]).toMatchObject({
      subOrderId: 'SO-1',
      displayPrice: 60,
      promotionDiscount: 7.5,
      priceAfterPromotion: 52.5,
      appliedPromotions: [{ id: 'PROMO-MERCHANT-02', promotionTemplateId: 'TPL-SUBORDER-FIXED', giftAmount: 7.5 }],
      pointMultiplier: 0.1,
    });
    expect(body.cart.subOrders[1]).toMatchObject({ promotionDiscount: 0, priceAfterPromotion: 32.5 });
    expect(body.cart.condiments).toEqual([{ subOrderId: 'SO-2', id: 'C-1', name: 'Gift wrap', price: 2.5, type: 'EXTRA' }]);
    expect(body.cart.totalCartPromotionDiscount).toBe(7.5);
    expect(body.cart.totalCartPriceAfterPromotion).toBe(85);
  });

  it('suggests the merchant discount when its items are within 25.00 of 50.00', async () => {
    const { body } = await call(emulator, 'calculate', { cart: { items: [item('SKU-0030', 1, 30, { merchantId: 'merchant-02' })] } });
    expect(body.cart.suggestionPromotions).toEqual([
      expect.objectContaining({ id: 'PROMO-MERCHANT-02', userMessage: 'Add 20.00 more from merchant-02 for 7.50 off', suggestion: 'ADD_AMOUNT' }),
    ]);
  });

  it('applies a coupon and shows the user points, without side effects', async () => {
    const { body } = await call(emulator, 'calculate', {
      cart: { items: [item('SKU-0040', 1, 100)] },
      couponId: 'WELCOME20',
      user: { userId: 'user-001' },
    });
    expect(body.cart).toMatchObject({
      totalCartPromotionDiscount: 20,
      totalCartPriceAfterPromotion: 80,
      userBalance: 250,
      totalUsablePoints: 250,
      totalUsablePointAsMoney: 25,
      totalUsedPoints: 0,
      totalUsedPointAsMoney: 0,
      totalPriceAfterPointUsed: 80,
      totalPriceToPay: 80,
    });
    expect(body.cart.appliedPromotions[0]).toMatchObject({ id: 'PROMO-COUPON-20', giftAmount: 20, promotionType: 'COUPON_FIXED' });
    expect(emulator.state.promotions.couponUsesLeft('WELCOME20')).toBe(1);
  });

  it('returns the cart unchanged with skipPromotions', async () => {
    const { body } = await call(emulator, 'calculate', {
      cart: { items: [item('SKU-0010', 2, 150, { attributes: { brand: 'Acme' } })] },
      couponId: 'WELCOME20',
      skipPromotions: true,
    });
    expect(body.cart.items[0]).toMatchObject({ totalPromotionDiscount: 0, totalPriceAfterPromotion: 300, appliedPromotions: [] });
    expect(body.cart).toMatchObject({ appliedPromotions: [], suggestionPromotions: [], totalCartPriceAfterPromotion: 300, totalPriceToPay: 300 });
  });

  it('answers 400 naming the field for a bad quantity, and 404 for an unknown coupon', async () => {
    const bad = await call(emulator, 'calculate', { cart: { items: [item('SKU-0001', 1.5, 10)] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('cart.items.0.qty');
    const mismatch = await call(emulator, 'calculate', { cart: { items: [{ id: 'SKU-0001', qty: 2, price: 10, totalPrice: 25 }] } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain('cart.items.0.totalPrice');
    const coupon = await call(emulator, 'calculate', { cart: { items: [item('SKU-0001', 1, 10)] }, couponId: 'NOPE' });
    expect(coupon.status).toBe(404);
    expect(coupon.body.message).toBe('coupon NOPE not found');
  });
});

const cart100 = { items: [item('SKU-0040', 1, 60), item('SKU-0041', 2, 20)] };

describe('money bounds', () => {
  it('refuses prices, lines and carts past 1000000000000 (the facade Amount bound) with 400 naming the field', async () => {
    const price = await call(emulator, 'calculate', { cart: { items: [item('SKU-0001', 1, 1e12 + 0.01)] } });
    expect(price.status).toBe(400);
    expect(price.body.message).toContain('cart.items.0.price: must be at most 1000000000000');
    const line = await call(emulator, 'calculate', { cart: { items: [{ id: 'SKU-0001', qty: 2, price: 1e12 }] } });
    expect(line.status).toBe(400);
    expect(line.body.message).toBe('Invalid request: cart.items.0.totalPrice: must be at most 1000000000000');
    const cart = await call(emulator, 'calculate', { cart: { items: [item('SKU-0001', 1, 1e12), item('SKU-0002', 1, 0.01)] } });
    expect(cart.status).toBe(400);
    expect(cart.body.message).toBe('Invalid request: cart: items and condiments must total at most 1000000000000');
    const most = await call(emulator, 'calculate', { cart: { items: [item('SKU-0001', 1, 999999999999.99), item('SKU-0002', 1, 0.01)] }, skipPromotions: true });
    expect(most.status).toBe(200);
    expect(most.body.cart.totalCartPriceAfterPromotion).toBe(1e12);
  });
});

describe('the transaction lifecycle', () => {
  it('starts with a coupon and points, commits, and reverts with both returned', async () => {
    const started = await call(emulator, 'startTransaction', {
      cart: cart100,
      user: { userId: 'user-001' },
      couponId: 'WELCOME20',
      usePoint: 150,
      pointCurrency: 'POINT',
      transactionId: 'order-1',
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      runWithLoyalty: true,
      transactionId: 'order-1',
      userId: 'user-001',
      couponId: 'WELCOME20',
      transaction: {
        transactionId: 'order-1',
        couponId: 'WELCOME20',
        transactionTimeout: 900,
        promotions: [{ id: 'PROMO-COUPON-20', giftAmount: 20, tag: 'coupon-20', promotionType: 'COUPON_FIXED' }],
      },
    });
    expect(started.body.transaction.cart).toMatchObject({ totalCartPriceAfterPromotion: 80, totalUsedPoints: 150, totalUsedPointAsMoney: 15, totalPriceToPay: 65 });
    expect(started.body.transaction.cart.items.map((i: { totalPriceAfterPromotion: number }) => i.totalPriceAfterPromotion)).toEqual([48, 32]);
    expect(points('user-001')).toBe(100);

    const again = await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-002' }, couponId: 'WELCOME20' });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('coupon WELCOME20 has no uses left');

    expect((await call(emulator, 'commitTransaction', { transactionId: 'order-1', userId: 'user-001' })).body).toMatchObject({ status: 'COMMITTED' });
    const twice = await call(emulator, 'commitTransaction', { transactionId: 'order-1', userId: 'user-001' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('cannot commit transaction order-1: it is COMMITTED; only a STARTED transaction can be committed');

    const reverted = await call(emulator, 'revertTransaction', { transactionId: 'order-1', userId: 'user-001', entityType: 'USER' });
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ message: 'transaction order-1 reverted', status: 'REVERTED', returnedPoints: 150, returnedAmount: 65 });
    expect(points('user-001')).toBe(250);
    expect(emulator.state.promotions.couponUsesLeft('WELCOME20')).toBe(1);

    const reuse = await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-002' }, couponId: 'WELCOME20', isAutoCommit: true });
    expect(reuse.status).toBe(200);
    expect(reuse.body.transaction.cart.totalPriceToPay).toBe(80);
  });

  it('commits at once with isAutoCommit', async () => {
    const started = await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-003' }, isAutoCommit: true });
    expect(started.body).toMatchObject({ message: 'transaction started and committed', transactionId: 'ptx-000001', runWithLoyalty: false });
    expect(emulator.state.promotions.find('ptx-000001')!.status).toBe('COMMITTED');
    const commit = await call(emulator, 'commitTransaction', { transactionId: 'ptx-000001' });
    expect(commit.status).toBe(400);
  });

  it('expires an uncommitted transaction after its timeout in seconds and releases the coupon and points', async () => {
    await call(emulator, 'startTransaction', {
      cart: cart100,
      user: { userId: 'user-004' },
      couponId: 'WELCOME20',
      usePoint: 100,
      transactionId: 'slow',
      transactionTimeout: 60,
    });
    expect(points('user-004')).toBe(450);
    clock.advance(59_999);
    expect(emulator.state.promotions.couponUsesLeft('WELCOME20')).toBe(0);
    clock.advance(1);
    const commit = await call(emulator, 'commitTransaction', { transactionId: 'slow', userId: 'user-004' });
    expect(commit.status).toBe(400);
    expect(commit.body.message).toBe(
      'cannot commit transaction slow: it is EXPIRED; its 60 s timeout ran out at 2026-11-21T12:01:00.000Z',
    );
    expect(points('user-004')).toBe(550);
    expect(emulator.state.promotions.couponUsesLeft('WELCOME20')).toBe(1);
  });

  it('cancels a started transaction, and refuses to revert a canceled one', async () => {
    await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-005' }, usePoint: 50, couponId: 'FRIENDS20', transactionId: 't-cancel' });
    expect(points('user-005')).toBe(100);
    const cancel = await call(emulator, 'cancelTransaction', { transactionId: 't-cancel', userId: 'user-005' });
    expect(cancel.body).toMatchObject({ status: 'CANCELLED', returnedPoints: 50 });
    expect(points('user-005')).toBe(150);
    expect(emulator.state.promotions.couponUsesLeft('FRIENDS20')).toBe(3);
    const revert = await call(emulator, 'revertTransaction', { transactionId: 't-cancel', userId: 'user-005' });
    expect(revert.status).toBe(400);
    expect(revert.body.message).toBe('cannot revert transaction t-cancel: it is CANCELLED; only a committed transaction can be reverted');
  });

  it('partially reverts items, returning their share of the points, then the rest', async () => {
    await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-002' }, usePoint: 100, transactionId: 't-part', isAutoCommit: true });
    expect(points('user-002')).toBe(250);
    const part = await call(emulator, 'partialRevertTransaction', { transactionId: 't-part', userId: 'user-002', items: [{ id: 'SKU-0041' }] });
    expect(part.body).toMatchObject({
      status: 'PARTIALLY_REVERTED',
      returnedPoints: 40,
      returnedAmount: 36,
      revertedItems: [{ id: 'SKU-0041', totalPriceAfterPromotion: 40, usedPoints: 40 }],
    });
    expect(points('user-002')).toBe(290);
    const again = await call(emulator, 'partialRevertTransaction', { transactionId: 't-part', userId: 'user-002', items: [{ id: 'SKU-0041' }] });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('items.0.id: item SKU-0041 of transaction t-part is already reverted');
    const rest = await call(emulator, 'revertTransaction', { transactionId: 't-part', userId: 'user-002' });
    expect(rest.body).toMatchObject({ status: 'REVERTED', returnedPoints: 60, returnedAmount: 54 });
    expect(points('user-002')).toBe(350);
  });

  it('refuses to revert an uncommitted transaction and says to cancel it', async () => {
    await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-001' }, transactionId: 'open' });
    const revert = await call(emulator, 'revertTransaction', { transactionId: 'open', userId: 'user-001' });
    expect(revert.status).toBe(400);
    expect(revert.body.message).toBe('cannot revert transaction open: it is STARTED; an uncommitted transaction is canceled, not reverted');
    const partial = await call(emulator, 'partialRevertTransaction', { transactionId: 'open', userId: 'user-001', items: [{ id: 'SKU-0040' }] });
    expect(partial.status).toBe(400);
    const duplicate = await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-001' }, transactionId: 'open' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe('transaction open already exists');
  });

  it('answers 404 for an unknown transaction or another user', async () => {
    const unknown = await call(emulator, 'revertTransaction', { transactionId: 'nope', userId: 'user-001' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('promotion transaction nope not found for user user-001');
    await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-001' }, transactionId: 'mine' });
    expect((await call(emulator, 'cancelTransaction', { transactionId: 'mine', userId: 'user-002' })).status).toBe(404);
  });

  it('answers 400 for a point currency outside the service vocabulary (POINT, EURO)', async () => {
    const answer = await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-001' }, usePoint: 10, pointCurrency: 'PTS' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid request: pointCurrency: must be one of POINT, EURO');
    expect(points('user-001')).toBe(250);
  });

  it('refuses more points than the balance or the cart allows', async () => {
    const tooMany = await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-001' }, usePoint: 251 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('usePoint: 251 points requested but only 250 are usable on this cart (balance 250)');
    expect(points('user-001')).toBe(250);
  });
});

/** A WalletAPI call on the user's seeded POINT account (`PNT-NNN` of `wallet-NNN`). */
async function pointWallet(userId: string, method: string, body: Record<string, unknown> = {}): Promise<Answer> {
  const n = userId.slice('user-'.length);
  const response = await request(`${emulator.url}/CALL/WalletAPI/${method}/${emulator.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey },
    body: JSON.stringify({ walletId: `wallet-${n}`, currency: 'POINT', accountNumber: `PNT-${n}`, ...body }),
  });
  return { status: response.statusCode, body: await response.body.json() };
}

const spendOf = (transactionId: string) => emulator.state.promotions.find(transactionId)!.pointSpendId!;

describe('a points spend changed through the wallet', () => {
  it('expires a transaction whose spend was partly refunded, gives back the rest, and blocks no one', async () => {
    await call(emulator, 'startTransaction', {
      cart: cart100,
      user: { userId: 'user-004' },
      couponId: 'WELCOME20',
      usePoint: 100,
      transactionId: 'refunded-then-expired',
      transactionTimeout: 60,
    });
    const refund = await pointWallet('user-004', 'refund', { transactionId: spendOf('refunded-then-expired'), amount: 1 });
    expect(refund.status).toBe(200);
    expect(points('user-004')).toBe(451);
    clock.advance(60_000);

    const calculate = await call(emulator, 'calculate', { cart: cart100, user: { userId: 'user-001' }, couponId: 'WELCOME20' });
    expect(calculate.status).toBe(200);
    expect(calculate.body.cart.totalCartPriceAfterPromotion).toBe(80);
    const start = await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-002' }, usePoint: 10, transactionId: 'after-1' });
    expect(start.status).toBe(200);
    expect((await call(emulator, 'commitTransaction', { transactionId: 'after-1' })).status).toBe(200);
    await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-003' }, transactionId: 'after-2' });
    expect((await call(emulator, 'cancelTransaction', { transactionId: 'after-2' })).status).toBe(200);

    const commit = await call(emulator, 'commitTransaction', { transactionId: 'refunded-then-expired' });
    expect(commit.body.message).toBe('cannot commit transaction refunded-then-expired: it is EXPIRED; its 60 s timeout ran out at 2026-11-21T12:01:00.000Z');
    expect(points('user-004')).toBe(550);
    const refunds = await pointWallet('user-004', 'listTransactions', { filters: [{ type: 'REFUNDED' }] });
    expect(refunds.body.transactions.map((t: { amount: number }) => t.amount)).toEqual([99, 1]);
    expect(emulator.state.promotions.couponUsesLeft('WELCOME20')).toBe(1);
  });

  it('reverts a committed transaction whose spend was partly refunded, giving back only what is left', async () => {
    await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-002' }, usePoint: 100, transactionId: 't-wallet-refund', isAutoCommit: true });
    expect(points('user-002')).toBe(250);
    expect((await pointWallet('user-002', 'refund', { transactionId: spendOf('t-wallet-refund'), amount: 30 })).status).toBe(200);
    const part = await call(emulator, 'partialRevertTransaction', { transactionId: 't-wallet-refund', items: [{ id: 'SKU-0041' }] });
    expect(part.body).toMatchObject({ status: 'PARTIALLY_REVERTED', returnedPoints: 40 });
    const rest = await call(emulator, 'revertTransaction', { transactionId: 't-wallet-refund' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'REVERTED', returnedPoints: 30, revertedItems: [{ id: 'SKU-0040', usedPoints: 60 }] });
    expect(points('user-002')).toBe(350);
  });

  it('refuses to cancel the points spend of a committed transaction through the wallet; the revert still returns all', async () => {
    await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-005' }, usePoint: 50, couponId: 'FRIENDS20', transactionId: 't-kept', isAutoCommit: true });
    const spendId = spendOf('t-kept');
    const cancel = await pointWallet('user-005', 'cancel', { transactionId: spendId });
    expect(cancel.status).toBe(400);
    expect(cancel.body.message).toBe(
      `transaction ${spendId} is the points spend of promotion transaction t-kept and cannot be canceled through the wallet; cancel or revert the promotion transaction instead`,
    );
    expect(points('user-005')).toBe(100);
    const revert = await call(emulator, 'revertTransaction', { transactionId: 't-kept', userId: 'user-005' });
    expect(revert.body).toMatchObject({ status: 'REVERTED', returnedPoints: 50 });
    expect(points('user-005')).toBe(150);
    expect(emulator.state.promotions.couponUsesLeft('FRIENDS20')).toBe(3);
  });

  it('refuses to cancel the points spend of a started transaction through the wallet; the cancel still returns all', async () => {
    await call(emulator, 'startTransaction', { cart: cart100, user: { userId: 'user-005' }, usePoint: 50, transactionId: 't-open' });
    expect((await pointWallet('user-005', 'cancel', { transactionId: spendOf('t-open') })).status).toBe(400);
    expect(points('user-005')).toBe(100);
    const cancel = await call(emulator, 'cancelTransaction', { transactionId: 't-open' });
    expect(cancel.body).toMatchObject({ status: 'CANCELLED', returnedPoints: 50 });
    expect(points('user-005')).toBe(150);
  });
});

describe('single-level carts', () => {
  let flat: Emulator;
  beforeEach(async () => {
    flat = await startEmulator({ clock, cartShape: 'single-level' });
  });
  afterEach(() => flat.close());

  it('rejects a nested object in an item with 400', async () => {
    const { status, body } = await call(flat, 'calculate', { cart: { items: [item('SKU-0010', 1, 10, { attributes: { brand: 'Acme' } })] } });
    expect(status).toBe(400);
    expect(body.message).toContain('cart.items.0.attributes: single-level cart: nested objects are not allowed');
    const arrays = await call(flat, 'calculate', { cart: { items: [item('SKU-0010', 1, 10, { categories: [{ id: 'socks' }] })] } });
    expect(arrays.status).toBe(400);
    expect(arrays.body.message).toContain('cart.items.0.categories: single-level cart: arrays must hold primitives only');
    const condiment = await call(flat, 'calculate', {
      cart: { items: [item('SKU-0010', 1, 10)], condiments: [{ id: 'C', price: 1, extra: { a: 1 } }] },
    });
    expect(condiment.status).toBe(400);
  });

  it('applies brand and category promotions from fields on the element', async () => {
    const { status, body } = await call(flat, 'calculate', {
      cart: {
        items: [
          item('SKU-0010', 1, 10, { brand: 'acme', categories: ['kitchen'] }),
          item('SKU-0020', 3, 2, { categories: ['cat-socks'] }),
        ],
      },
    });
    expect(status).toBe(200);
    expect(body.cart.items.map((i: { totalPriceAfterPromotion: number }) => i.totalPriceAfterPromotion)).toEqual([5, 4]);
    expect(body.cart.items[0]).toMatchObject({ brand: 'acme', categories: ['kitchen'] });
  });
});
