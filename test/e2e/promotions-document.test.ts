import { ANSWER_MODES, DOCUMENTED_OPERATIONS, type AnswerMode, type OperationName } from '../double/document-double';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';

let stack: DoubleStack;
beforeAll(async () => {
  stack = await startDoubleStack();
});
afterAll(() => stack.stop());
beforeEach(() => {
  stack.double.mode = 'documented';
  stack.double.resetRequests();
});

/** The double's `missing` and `nulls` answers carry only the keys; every other field is absent or null. */
const sparse = (mode: AnswerMode) => mode === 'missing' || mode === 'nulls';

const documentedFields = (operation: OperationName) => [...DOCUMENTED_OPERATIONS[operation].requestFields].sort();
const sent = (operation: OperationName) => stack.double.requestsTo(operation).map((request) => request.body as Record<string, unknown>);

const CART_FIELDS = `items { id qty totalPriceAfterPromotion appliedPromotions { id giftAmount } }
  appliedPromotions { id promotionType } suggestionPromotions { id suggestion } totalPriceToPay`;

describe.each(ANSWER_MODES)('promotions against a service answering the document (%s)', (mode) => {
  beforeEach(() => {
    stack.double.mode = mode;
  });

  it('calculatePromotions answers without error, sending exactly the documented body', async () => {
    const result = await stack.query(
      `query ($cart: CartInput!, $user: CartUserInput) {
        calculatePromotions(cart: $cart, couponId: "C-1", user: $user, skipPromotions: false) { calculationTime cart { ${CART_FIELDS} } }
      }`,
      { cart: { items: [{ id: 'SKU-1', qty: 2, price: 10, totalPrice: 20 }], productCount: 2 }, user: { userId: 'user-1' } },
    );
    expect(result).toEqual({
      data: {
        calculatePromotions: sparse(mode)
          ? {
              calculationTime: null,
              cart: {
                items: [{ id: 'SKU-1', qty: null, totalPriceAfterPromotion: null, appliedPromotions: null }],
                appliedPromotions: [],
                suggestionPromotions: [],
                totalPriceToPay: null,
              },
            }
          : {
              calculationTime: 12,
              cart: {
                items: [{ id: 'SKU-1', qty: 2, totalPriceAfterPromotion: 18, appliedPromotions: [{ id: 'promo-1', giftAmount: 1 }] }],
                appliedPromotions: [{ id: 'promo-1', promotionType: 'ITEM_FIXED' }],
                suggestionPromotions: [{ id: 'promo-2', suggestion: 'ADD_AMOUNT' }],
                totalPriceToPay: 18,
              },
            },
      },
    });
    expect(sent('Promotion/calculate').map((body) => Object.keys(body).sort())).toEqual([documentedFields('Promotion/calculate')]);
  });

  it('startPromotionTransaction reports the acknowledged transaction, sending exactly the documented body and cart', async () => {
    const input = {
      cart: { subOrders: [{ id: 'so-1', subOrderId: 'so-1', price: 20 }], items: [{ id: 'SKU-1', qty: 2, totalPrice: 20 }] },
      user: { userId: 'user-1' },
      pointCurrency: 'POINT',
      usePoint: 0,
      storeId: 'store-1',
      storeName: 'Main street',
      transactionId: 'ptx-5',
      isAutoCommit: false,
      couponId: 'C-1',
      skipPromotions: false,
      entityType: 'USER',
    };
    const result = await stack.query(
      `mutation ($input: StartPromotionTransactionInput!) {
        startPromotionTransaction(input: $input) {
          transactionId message couponId runWithLoyalty
          transaction { transactionId transactionTimeout promotions { id } cart { items { id totalPriceAfterPromotion } } }
        }
      }`,
      { input },
    );
    expect(result).toEqual({
      data: {
        startPromotionTransaction: sparse(mode)
          ? { transactionId: 'ptx-5', message: null, couponId: null, runWithLoyalty: null, transaction: null }
          : {
              transactionId: 'ptx-5',
              message: 'Transaction started',
              couponId: 'C-1',
              runWithLoyalty: true,
              transaction: {
                transactionId: 'ptx-5',
                transactionTimeout: 900,
                promotions: [{ id: 'promo-1' }],
                cart: { items: [{ id: 'SKU-1', totalPriceAfterPromotion: 18 }] },
              },
            },
      },
    });
    const [body] = sent('Promotion/startTransaction');
    expect(Object.keys(body!).sort()).toEqual(documentedFields('Promotion/startTransaction'));
    expect(body).toEqual(input);
  });

  it('revertPromotionTransaction reports the transaction it reverted, sending exactly the documented body', async () => {
    const input = { transactionId: 'ptx-5', userId: 'user-1', entityType: 'USER' };
    const result = await stack.query(
      `mutation ($input: RevertPromotionTransactionInput!) { revertPromotionTransaction(input: $input) { transactionId message status } }`,
      { input },
    );
    expect(result).toEqual({
      data: { revertPromotionTransaction: { transactionId: 'ptx-5', message: sparse(mode) ? null : 'Transaction reverted', status: null } },
    });
    expect(sent('Promotion/revertTransaction')).toEqual([input]);
  });
});
