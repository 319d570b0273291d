import { z } from 'zod';
import { id, optional, text } from '../shared/validation';

/** Most lines, sub-orders or condiments in one cart. */
export const MAX_CART_LINES = 500;
/** Longest transaction timeout, in seconds. */
export const MAX_TRANSACTION_TIMEOUT_SECONDS = 86_400;

/** A price: finite, 0 or more, at most two decimals. */
const money = () =>
  z
    .number()
    .refine(Number.isFinite, 'must be a finite number')
    .refine((value) => value >= 0, 'must not be negative')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals')
    .refine((value) => value <= 1e12, 'must be at most 1000000000000');
const quantity = () => z.number().int('must be a whole number').min(1, 'must be a positive whole number');
const lines = <S extends z.ZodType>(schema: S) => z.array(schema).max(MAX_CART_LINES, `must hold at most ${MAX_CART_LINES} entries`);
const tags = () => optional(z.array(text(200)).max(100, 'must hold at most 100 entries'));

const item = z
  .object({
    merchantId: optional(id()),
    id: id(),
    qty: quantity(),
    price: optional(money()),
    totalPrice: optional(money()),
    itemType: optional(id(64)),
    attributes: optional(
      z.object({
        shortName: optional(text(200)),
        longName: optional(text(1000)),
        brand: optional(text(200)),
        categories: optional(lines(z.object({ id: optional(id()), name: optional(text(200)) }))),
        images: tags(),
        productLimit: optional(z.number().int('must be a whole number').min(0, 'must not be negative')),
        logisticTags: tags(),
        etiketler: tags(),
      }),
    ),
  })
  .refine((line) => line.price != null || line.totalPrice != null, { message: 'price or totalPrice is required', path: ['price'] });

const cart = z.object({
  items: lines(item).min(1, 'must not be empty'),
  subOrders: optional(
    lines(z.object({ merchantId: optional(id()), subOrderId: optional(id()), id: optional(id()), price: money(), itemType: optional(id(64)) })),
  ),
  condiments: optional(
    lines(z.object({ subOrderId: optional(id()), id: id(), name: optional(text(200)), price: money(), type: optional(id(64)) })),
  ),
  productCount: optional(z.number().int('must be a whole number').min(0, 'must not be negative')),
});
const user = z.object({ userId: id() });
const transactionRef = { transactionId: id(), userId: id(), entityType: optional(id(64)) };

/** Argument rules the GraphQL types cannot say, checked before any upstream call. */
export const inputs = {
  calculatePromotions: z.object({
    cart,
    couponId: optional(id(64)),
    user: optional(user),
    skipPromotions: optional(z.boolean()),
  }),
  startPromotionTransaction: z.object({
    cart,
    user,
    pointCurrency: optional(id(32)),
    usePoint: optional(z.number().int('must be a whole number').min(0, 'must not be negative')),
    storeId: optional(id()),
    storeName: optional(text(200)),
    transactionId: optional(id()),
    isAutoCommit: optional(z.boolean()),
    couponId: optional(id(64)),
    skipPromotions: optional(z.boolean()),
    entityType: optional(id(64)),
    transactionTimeout: optional(
      z
        .number()
        .int('must be a whole number of seconds')
        .min(1, 'must be at least 1 second')
        .max(MAX_TRANSACTION_TIMEOUT_SECONDS, `must be at most ${MAX_TRANSACTION_TIMEOUT_SECONDS} seconds`),
    ),
  }),
  transactionRef: z.object(transactionRef),
  partialRevertPromotionTransaction: z.object({
    ...transactionRef,
    items: z.array(z.object({ id: id() })).min(1, 'must not be empty').max(MAX_CART_LINES, `must hold at most ${MAX_CART_LINES} items`),
  }),
};
