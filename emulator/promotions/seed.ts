import type { Promotion } from './engine';

/** The seeded promotions, applied in the engine's order (see emulator/README.md, Promotions). */
export const SEED_PROMOTIONS: readonly Promotion[] = [
  {
    id: 'PROMO-ACME-5',
    promotionTemplateId: 'TPL-ITEM-FIXED',
    kind: 'ITEM_FIXED',
    tag: 'brand-acme',
    userMessage: '5.00 off every Acme product',
    brand: 'Acme',
    amountMinor: 500,
  },
  {
    id: 'PROMO-SHOES-12',
    promotionTemplateId: 'TPL-ITEM-FIXED',
    kind: 'ITEM_FIXED',
    tag: 'category-shoes',
    userMessage: '12.50 off every pair of shoes',
    category: 'CAT-SHOES',
    amountMinor: 1250,
  },
  {
    id: 'PROMO-SOCKS-3FOR2',
    promotionTemplateId: 'TPL-BUY-X-GET-Y',
    kind: 'BUY_X_GET_Y',
    tag: 'socks-3-for-2',
    userMessage: 'Buy 2 socks, get 1 free',
    category: 'CAT-SOCKS',
    buy: 2,
    get: 1,
  },
  {
    id: 'PROMO-MERCHANT-02',
    promotionTemplateId: 'TPL-SUBORDER-FIXED',
    kind: 'SUBORDER_FIXED',
    tag: 'merchant-02-750',
    userMessage: '7.50 off orders of 50.00 or more from merchant-02',
    merchantId: 'merchant-02',
    amountMinor: 750,
    thresholdMinor: 5000,
    suggestWithinMinor: 2500,
  },
  {
    id: 'PROMO-CART-10',
    promotionTemplateId: 'TPL-CART-PERCENT',
    kind: 'CART_PERCENTAGE',
    tag: 'cart-10-percent',
    userMessage: '10% off carts of 200.00 or more',
    percent: 10,
    thresholdMinor: 20000,
    suggestWithinMinor: 5000,
  },
  {
    id: 'PROMO-COUPON-20',
    promotionTemplateId: 'TPL-COUPON-FIXED',
    kind: 'COUPON_FIXED',
    tag: 'coupon-20',
    userMessage: '20.00 off with your coupon',
    amountMinor: 2000,
  },
];

export interface SeedCoupon {
  couponId: string;
  promotionId: string;
  /** How many live transactions (started or committed, not reverted) may hold it at once. */
  usageLimit: number;
}

export const SEED_COUPONS: readonly SeedCoupon[] = [
  { couponId: 'WELCOME20', promotionId: 'PROMO-COUPON-20', usageLimit: 1 },
  { couponId: 'FRIENDS20', promotionId: 'PROMO-COUPON-20', usageLimit: 3 },
];
