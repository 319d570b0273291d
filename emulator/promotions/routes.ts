import { z } from 'zod';
import { POINT } from '../currencies';
import { badRequest, bool, currency, num, parseBody, post, text, type Routes } from '../http';
import { isCents, MAX_AMOUNT, MAX_MINOR, toMinor } from '../money';
import type { CartLine, EngineCart } from './engine';
import {
  DEFAULT_TRANSACTION_TIMEOUT_SECONDS,
  MAX_TRANSACTION_TIMEOUT_SECONDS,
  PROMOTION_STATUSES,
  type PromotionState,
  type PromotionStore,
  type PromotionTransaction,
} from './store';
import { fromMinor } from '../money';

/** How cart elements are shaped: `single-level` is the document's rule for loyalty-with-promotions projects. */
export type CartShape = 'nested' | 'single-level';

const MAX_CART_LINES = 500;

const optionalText = () => z.string({ error: 'must be a string' }).optional();
const money = () =>
  num()
    .min(0, 'must be 0 or more')
    .refine(isCents, 'must have at most two decimals')
    .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`);
const quantity = () => num().int('must be a whole number').positive('must be greater than 0');
const strings = () => z.array(z.string({ error: 'must be a string' }), { error: 'must be an array of strings' });

const itemSchema = z.looseObject({
  id: text(),
  qty: quantity(),
  price: money().optional(),
  totalPrice: money().optional(),
  merchantId: optionalText(),
  itemType: optionalText(),
  brand: optionalText(),
  categories: z.array(z.union([z.string(), z.looseObject({ id: optionalText(), name: optionalText() })])).optional(),
  attributes: z
    .looseObject({
      brand: optionalText(),
      categories: z.array(z.looseObject({ id: optionalText(), name: optionalText() })).optional(),
      images: strings().optional(),
      etiketler: strings().optional(),
    })
    .optional(),
});
const subOrderSchema = z.looseObject({
  id: optionalText(),
  subOrderId: optionalText(),
  merchantId: optionalText(),
  price: money(),
  itemType: optionalText(),
});
const condimentSchema = z.looseObject({
  subOrderId: optionalText(),
  id: text(),
  name: optionalText(),
  price: money(),
  type: optionalText(),
});
const cartSchema = z.object(
  {
    items: z.array(itemSchema, { error: 'must be an array' }).max(MAX_CART_LINES, `must hold at most ${MAX_CART_LINES} items`),
    subOrders: z.array(subOrderSchema, { error: 'must be an array' }).max(MAX_CART_LINES).optional(),
    condiments: z.array(condimentSchema, { error: 'must be an array' }).max(MAX_CART_LINES).optional(),
    productCount: num().int('must be a whole number').min(0, 'must be 0 or more').optional(),
  },
  { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object') },
);
const userSchema = z.object({ userId: text() }, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object') });

const calculateSchema = z.object({
  cart: cartSchema,
  couponId: optionalText(),
  user: z.object({ userId: text() }).optional(),
  skipPromotions: bool().optional(),
  usePoint: num().optional(),
  pointCurrency: currency().optional(),
});
const startSchema = z.object({
  cart: cartSchema,
  user: userSchema,
  pointCurrency: currency().optional(),
  usePoint: num().optional(),
  storeId: optionalText(),
  storeName: optionalText(),
  transactionId: optionalText(),
  isAutoCommit: bool().optional(),
  couponId: optionalText(),
  skipPromotions: bool().optional(),
  entityType: optionalText(),
  transactionTimeout: num()
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(MAX_TRANSACTION_TIMEOUT_SECONDS, `must be at most ${MAX_TRANSACTION_TIMEOUT_SECONDS} seconds`)
    .optional(),
});
const changeSchema = z.object({ transactionId: text(), userId: optionalText(), entityType: optionalText() });
const partialRevertSchema = changeSchema.extend({
  items: z.array(z.object({ id: text() }), { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an array') }).min(1, 'must not be empty'),
});

/** In single-level mode an element of items, subOrders or condiments holds primitives and arrays of primitives only. */
function rejectNested(body: unknown): void {
  const cart = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).cart : undefined;
  if (typeof cart !== 'object' || cart === null) return;
  for (const list of ['items', 'subOrders', 'condiments'] as const) {
    const elements = (cart as Record<string, unknown>)[list];
    if (!Array.isArray(elements)) continue;
    elements.forEach((element, index) => {
      if (typeof element !== 'object' || element === null) return;
      for (const [field, value] of Object.entries(element)) {
        const where = `cart.${list}.${index}.${field}`;
        if (Array.isArray(value)) {
          if (value.some((entry) => typeof entry === 'object' && entry !== null)) {
            throw badRequest(`Invalid request: ${where}: single-level cart: arrays must hold primitives only`);
          }
        } else if (typeof value === 'object' && value !== null) {
          throw badRequest(`Invalid request: ${where}: single-level cart: nested objects are not allowed, send the fields directly on the element`);
        }
      }
    });
  }
}

type ParsedCart = z.output<typeof cartSchema>;

/** The engine's view of a cart, whichever shape it came in. */
function toEngineCart(cart: ParsedCart): EngineCart {
  const items = cart.items.map((item, index): CartLine => {
    const unit = item.price === undefined ? undefined : toMinor(item.price);
    const total = item.totalPrice === undefined ? undefined : toMinor(item.totalPrice);
    if (unit === undefined && total === undefined) throw badRequest(`Invalid request: cart.items.${index}.price: price or totalPrice is required`);
    if (unit !== undefined && total !== undefined && unit * item.qty !== total) {
      throw badRequest(`Invalid request: cart.items.${index}.totalPrice: must equal price × qty (${(unit * item.qty) / 100})`);
    }
    if (unit === undefined && total! % item.qty !== 0) {
      throw badRequest(`Invalid request: cart.items.${index}.price: is required when totalPrice does not divide evenly by qty`);
    }
    if (total === undefined && unit! * item.qty > MAX_MINOR) {
      throw badRequest(`Invalid request: cart.items.${index}.totalPrice: must be at most ${MAX_AMOUNT}`);
    }
    const categories = (item.attributes?.categories ?? item.categories ?? []).flatMap((category) =>
      typeof category === 'string' ? [category] : [category.id, category.name].filter((value): value is string => value !== undefined),
    );
    return {
      id: item.id,
      merchantId: item.merchantId,
      qty: item.qty,
      unitMinor: unit ?? total! / item.qty,
      totalMinor: total ?? unit! * item.qty,
      brand: item.attributes?.brand ?? item.brand,
      categories: categories.map((category) => category.toLowerCase()),
      raw: item,
    };
  });
  const condimentsMinor = (cart.condiments ?? []).map((condiment) => toMinor(condiment.price));
  // Every total the engine forms is at most the cart's, so bounding it keeps all of them exact.
  if ([...items.map((line) => line.totalMinor), ...condimentsMinor].reduce((sum, minor) => sum + minor, 0) > MAX_MINOR) {
    throw badRequest(`Invalid request: cart: items and condiments must total at most ${MAX_AMOUNT}`);
  }
  return {
    items,
    subOrders: (cart.subOrders ?? []).map((subOrder) => ({ merchantId: subOrder.merchantId, priceMinor: toMinor(subOrder.price), raw: subOrder })),
    condiments: (cart.condiments ?? []).map((condiment) => ({ priceMinor: toMinor(condiment.price), raw: condiment })),
    productCount: cart.productCount,
  };
}

/** The startTransaction response of 2.3.1. */
function startView(transaction: PromotionTransaction) {
  const cart = transaction.cart;
  return {
    runWithLoyalty: transaction.usedPoints > 0,
    message: transaction.status === 'COMMITTED' ? 'transaction started and committed' : 'transaction started',
    transactionId: transaction.transactionId,
    userId: transaction.userId,
    couponId: transaction.couponId,
    status: transaction.status,
    expiresAt: transaction.status === 'STARTED' ? transaction.expiresAt : undefined,
    transaction: {
      transactionId: transaction.transactionId,
      promotions: transaction.promotions,
      couponId: transaction.couponId,
      transactionTimeout: transaction.timeoutSeconds,
      cart,
    },
  };
}

/** A promotion as Get Active Promotions and Update Promotion Parameters show it (inferred): money in major units. */
function promotionView(promotion: PromotionState) {
  const { id, promotionTemplateId, kind, tag, userMessage, status } = promotion;
  const parameters: Record<string, unknown> = {};
  if ('amountMinor' in promotion) parameters.amount = fromMinor(promotion.amountMinor);
  if ('thresholdMinor' in promotion) parameters.threshold = fromMinor(promotion.thresholdMinor);
  if ('percent' in promotion) parameters.percent = promotion.percent;
  if ('buy' in promotion) Object.assign(parameters, { buy: promotion.buy, get: promotion.get });
  if ('brand' in promotion && promotion.brand) parameters.brand = promotion.brand;
  if ('category' in promotion && promotion.category) parameters.category = promotion.category;
  if ('merchantId' in promotion) parameters.merchantId = promotion.merchantId;
  return { id, promotionTemplateId, promotionType: kind, tag, userMessage, status, parameters };
}

const wholeCount = () => num().int('must be a whole number').positive('must be greater than 0');

export function promotionRoutes(store: PromotionStore, options: { cartShape: CartShape }): Routes {
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    if (options.cartShape === 'single-level') rejectNested(body);
    return parseBody(schema, body);
  };
  return {
    'Promotion/calculate': post(({ body }) => {
      const started = performance.now();
      const input = parse(calculateSchema, body);
      const calculation = store.calculate(toEngineCart(input.cart), {
        userId: input.user?.userId,
        couponId: input.couponId,
        skipPromotions: input.skipPromotions ?? false,
        usePoint: input.usePoint ?? 0,
        pointCurrency: input.pointCurrency ?? POINT,
      });
      return { cart: calculation.cart, calculationTime: Math.round((performance.now() - started) * 1000) / 1000 };
    }),
    'Promotion/startTransaction': post(({ body }) => {
      const input = parse(startSchema, body);
      const transaction = store.start({
        cart: toEngineCart(input.cart),
        userId: input.user.userId,
        couponId: input.couponId,
        skipPromotions: input.skipPromotions ?? false,
        usePoint: input.usePoint ?? 0,
        pointCurrency: input.pointCurrency ?? POINT,
        transactionId: input.transactionId,
        isAutoCommit: input.isAutoCommit ?? false,
        entityType: input.entityType ?? 'USER',
        storeId: input.storeId,
        storeName: input.storeName,
        timeoutSeconds: input.transactionTimeout ?? DEFAULT_TRANSACTION_TIMEOUT_SECONDS,
      });
      return startView(transaction);
    }),
    'Promotion/revertTransaction': post(({ body }) => {
      const input = parseBody(changeSchema, body);
      return store.revert(input.transactionId, input.userId);
    }),
    'Promotion/commitTransaction': post(({ body }) => {
      const input = parseBody(changeSchema, body);
      return store.commit(input.transactionId, input.userId);
    }),
    'Promotion/partialRevertTransaction': post(({ body }) => {
      const input = parseBody(partialRevertSchema, body);
      return store.partialRevert(input.transactionId, input.userId, input.items.map((item) => item.id));
    }),
    'Promotion/cancelTransaction': post(({ body }) => {
      const input = parseBody(changeSchema, body);
      return store.cancel(input.transactionId, input.userId);
    }),
    'Promotion/getActivePromotions': {
      httpMethod: 'GET',
      tail: 'project',
      handle: () => ({ promotions: store.activePromotions().map(promotionView) }),
    },
    'Promotion/setStatusForPromotionList': post(({ body }) => {
      const input = parseBody(
        z.object({
          promotionIds: z.array(text(), { error: 'must be an array of strings' }).min(1, 'must not be empty'),
          status: z.enum(PROMOTION_STATUSES, { error: `must be one of ${PROMOTION_STATUSES.join(', ')}` }),
        }),
        body,
      );
      return { promotions: store.setPromotionStatus(input.promotionIds, input.status).map(({ id, status }) => ({ id, status })) };
    }),
    'Promotion/updatePromotionParameters': post(({ body }) => {
      const input = parseBody(
        z.object({
          promotionId: text(),
          parameters: z.object({
            amount: money().positive('must be greater than 0').optional(),
            percent: num().positive('must be greater than 0').max(100, 'must be at most 100').optional(),
            threshold: money().optional(),
            buy: wholeCount().optional(),
            get: wholeCount().optional(),
            userMessage: optionalText(),
          }),
        }),
        body,
      );
      const { amount, threshold, ...rest } = input.parameters;
      const promotion = store.updateParameters(input.promotionId, {
        ...rest,
        amountMinor: amount === undefined ? undefined : toMinor(amount),
        thresholdMinor: threshold === undefined ? undefined : toMinor(threshold),
      });
      return { promotion: promotionView(promotion) };
    }),
  };
}
