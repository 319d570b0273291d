import { sentRequests, stackForFile } from '../helpers/stack';

/**
 * The promotion operations the document names only by title (4.7): Get Active Promotions, Set Status
 * For Promotion List and Update Promotion Parameters, through the gateway on the emulator. The active
 * promotions are exactly the ones calculatePromotions applies.
 */

const stack = stackForFile();

type Data = Record<string, any>; // loose JSON: each test asserts the exact values it needs

const sent = () => sentRequests(stack);

const ACTIVE = `{ activePromotions { id promotionTemplateId promotionType tag userMessage status parameters { amount percent threshold buy get brand category merchantId } } }`;
const CALCULATE = `query ($cart: CartInput!) { calculatePromotions(cart: $cart) { cart { appliedPromotions { id giftAmount } totalPriceToPay } } }`;
const STATUS = `mutation ($input: SetPromotionListStatusInput!) { setPromotionListStatus(input: $input) { promotions { id status } } }`;
const PARAMETERS = `mutation ($input: UpdatePromotionParametersInput!) {
  updatePromotionParameters(input: $input) { promotionId promotion { id status userMessage parameters { amount percent threshold } } }
}`;

/** A cart over the 200.00 threshold of the 10% cart promotion, with one Acme mug. */
const cart = {
  items: [
    { id: 'SKU-0010', qty: 1, price: 20, totalPrice: 20, attributes: { brand: 'Acme' } },
    { id: 'SKU-0040', qty: 1, price: 200, totalPrice: 200 },
  ],
};

const activeIds = async () => ((await stack.query<Data>(ACTIVE)).data!.activePromotions as { id: string }[]).map((promotion) => promotion.id);
const applied = async () => (await stack.query<Data>(CALCULATE, { cart })).data!.calculatePromotions.cart;

describe('activePromotions (Get Active Promotions)', () => {
  it('lists every active promotion with its parameters, in one GET', async () => {
    const result = await stack.query<Data>(ACTIVE);
    expect(result.errors).toBeUndefined();
    expect(result.data!.activePromotions.map((promotion: Data) => promotion.id)).toEqual([
      'PROMO-ACME-5',
      'PROMO-SHOES-12',
      'PROMO-SOCKS-3FOR2',
      'PROMO-MERCHANT-02',
      'PROMO-CART-10',
      'PROMO-COUPON-20',
    ]);
    expect(result.data!.activePromotions[4]).toEqual({
      id: 'PROMO-CART-10',
      promotionTemplateId: 'TPL-CART-PERCENT',
      promotionType: 'CART_PERCENTAGE',
      tag: 'cart-10-percent',
      userMessage: '10% off carts of 200.00 or more',
      status: 'ACTIVE',
      parameters: { amount: null, percent: 10, threshold: 200, buy: null, get: null, brand: null, category: null, merchantId: null },
    });
    expect(sent()).toEqual([{ operation: 'Promotion/getActivePromotions', httpMethod: 'GET', path: '/CALL/Promotion/getActivePromotions/demo', body: {} }]);
  });
});

describe('setPromotionListStatus (Set Status For Promotion List)', () => {
  afterEach(() => stack.query(STATUS, { input: { promotionIds: ['PROMO-CART-10', 'PROMO-ACME-5'], status: 'ACTIVE' } }));

  it('deactivates promotions: they leave the active list and calculatePromotions no longer applies them', async () => {
    expect((await applied()).appliedPromotions).toEqual([
      { id: 'PROMO-ACME-5', giftAmount: 5 },
      { id: 'PROMO-CART-10', giftAmount: 21.5 },
    ]);
    stack.emulator.resetRequests();
    const result = await stack.query<Data>(STATUS, { input: { promotionIds: ['PROMO-CART-10', 'PROMO-ACME-5'], status: 'PASSIVE' } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.setPromotionListStatus.promotions).toEqual([
      { id: 'PROMO-CART-10', status: 'PASSIVE' },
      { id: 'PROMO-ACME-5', status: 'PASSIVE' },
    ]);
    expect(sent()).toEqual([
      {
        operation: 'Promotion/setStatusForPromotionList',
        httpMethod: 'POST',
        path: '/CALL/Promotion/setStatusForPromotionList/demo',
        body: { promotionIds: ['PROMO-CART-10', 'PROMO-ACME-5'], status: 'PASSIVE' },
      },
    ]);
    expect(await activeIds()).toEqual(['PROMO-SHOES-12', 'PROMO-SOCKS-3FOR2', 'PROMO-MERCHANT-02', 'PROMO-COUPON-20']);
    expect(await applied()).toEqual({ appliedPromotions: [], totalPriceToPay: 220 });
  });

  it('changes nothing when one of the promotions is unknown', async () => {
    const result = await stack.query<Data>(STATUS, { input: { promotionIds: ['PROMO-CART-10', 'PROMO-NONE'], status: 'PASSIVE' } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { operation: 'Promotion/setStatusForPromotionList', status: 404 } });
    expect(await activeIds()).toContain('PROMO-CART-10');
  });
});

describe('updatePromotionParameters (Update Promotion Parameters)', () => {
  afterEach(() => stack.query(PARAMETERS, { input: { promotionId: 'PROMO-ACME-5', parameters: { amount: 5, userMessage: '5.00 off every Acme product' } } }));

  it('changes a promotion parameter that calculatePromotions then applies', async () => {
    const result = await stack.query<Data>(PARAMETERS, {
      input: { promotionId: 'PROMO-ACME-5', parameters: { amount: 7.5, userMessage: '7.50 off every Acme product' } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updatePromotionParameters).toEqual({
      promotionId: 'PROMO-ACME-5',
      promotion: {
        id: 'PROMO-ACME-5',
        status: 'ACTIVE',
        userMessage: '7.50 off every Acme product',
        parameters: { amount: 7.5, percent: null, threshold: null },
      },
    });
    expect(sent()).toEqual([
      {
        operation: 'Promotion/updatePromotionParameters',
        httpMethod: 'POST',
        path: '/CALL/Promotion/updatePromotionParameters/demo',
        body: { promotionId: 'PROMO-ACME-5', parameters: { amount: 7.5, userMessage: '7.50 off every Acme product' } },
      },
    ]);
    expect((await applied()).appliedPromotions[0]).toEqual({ id: 'PROMO-ACME-5', giftAmount: 7.5 });
  });

  it("refuses a parameter the promotion's kind does not have, changing nothing", async () => {
    const result = await stack.query<Data>(PARAMETERS, { input: { promotionId: 'PROMO-ACME-5', parameters: { percent: 50 } } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { operation: 'Promotion/updatePromotionParameters', status: 400 } });
    expect(result.errors?.[0]?.message).toContain('promotion PROMO-ACME-5 (ITEM_FIXED) has no percent parameter');
    expect((await applied()).appliedPromotions[0]).toEqual({ id: 'PROMO-ACME-5', giftAmount: 5 });
  });

  it('refuses a percentage over 100 before any call', async () => {
    const result = await stack.query<Data>(PARAMETERS, { input: { promotionId: 'PROMO-CART-10', parameters: { percent: 150 } } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.parameters.percent'] });
    expect(stack.emulator.calls()).toBe(0);
  });
});
