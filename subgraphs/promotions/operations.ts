import { z } from 'zod';
import type { CartShape } from '../shared/service-config';
import { TITLE_ONLY } from '../shared/settle';
import { defineOperations, operation, sdlOnly } from '../shared/operations';
import { lenient, lenientInt, lenientList, list, maybe } from '../shared/tolerant';
import { optional, toServiceBody } from '../shared/validation';
import type { RootFieldArgs } from './__generated__/resolvers-types';
import type { CartItemModel, CartItemAttributesModel } from './models';

const PROMOTION_STATUSES = ['ACTIVE', 'PASSIVE'] as const;

/**
 * A promotion as Get Active Promotions and Update Promotion Parameters answer it (inferred, see
 * emulator/README.md): read the tolerant way, the id required, every other field null when absent.
 */
const promotionSchema = z.object({
  id: z.string(),
  promotionTemplateId: lenient(z.string()),
  promotionType: lenient(z.string()),
  tag: lenient(z.string()),
  userMessage: lenient(z.string()),
  status: lenient(z.enum(PROMOTION_STATUSES)),
  parameters: z
    .object({
      amount: lenient(z.number()),
      percent: lenient(z.number()),
      threshold: lenient(z.number()),
      buy: lenientInt(),
      get: lenientInt(),
      brand: lenient(z.string()),
      category: lenient(z.string()),
      merchantId: lenient(z.string()),
    })
    .nullable()
    .catch(null),
});

/** Most lines, sub-orders or condiments in one cart. */
const MAX_CART_LINES = 500;
/** Longest transaction timeout, in seconds. */
const MAX_TRANSACTION_TIMEOUT_SECONDS = 86_400;

// The document promises no response field: every one reads as null (a list as empty) when it is
// missing or null, ids included, so a calculation or an acknowledged write never fails on a gap.
const str = maybe(z.string());
const num = maybe(z.number());
const strings = z
  .array(z.unknown())
  .nullish()
  .transform((values) => (values ? values.map(String) : null));

const itemPromotion = z.object({ id: str, promotionTemplateId: str, giftAmount: num });
const appliedPromotion = itemPromotion.extend({ tag: str, promotionType: str, userMessage: str });
const category = z.union([z.string().transform((id) => ({ id, name: null })), z.object({ id: str, name: str })]);

/** Item attributes, nested (`attributes`) or flattened onto the item (single-level). */
const attributeFields = {
  shortName: str,
  longName: str,
  brand: str,
  categories: maybe(z.array(category)),
  images: strings,
  productLimit: num,
  logisticTags: strings,
  etiketler: strings,
};
const attributesSchema = z.object(attributeFields);

const itemSchema = z
  .object({
    id: str,
    merchantId: str,
    qty: num,
    price: num,
    totalPrice: num,
    itemType: str,
    attributes: attributesSchema.nullish(),
    promotionDiscount: num,
    priceAfterPromotion: num,
    appliedPromotions: maybe(z.array(itemPromotion)),
    totalPromotionDiscount: num,
    totalPriceAfterPromotion: num,
    totalDisplayPrice: num,
    ...attributeFields,
  })
  .transform(({ shortName, longName, brand, categories, images, productLimit, logisticTags, etiketler, attributes, ...item }): CartItemModel => {
    const flat: CartItemAttributesModel = { shortName, longName, brand, categories, images, productLimit, logisticTags, etiketler };
    const hasFlat = Object.values(flat).some((value) => value !== null);
    return { ...item, attributes: attributes ?? (hasFlat ? flat : null) };
  });

const subOrderSchema = z.object({
  merchantId: str,
  subOrderId: str,
  id: str,
  price: num,
  itemType: str,
  priceAfterPromotion: num,
  displayPrice: num,
  promotionDiscount: num,
  appliedPromotions: maybe(z.array(itemPromotion)),
  usedPoints: num,
  usedPointAsMoney: num,
  priceAfterPointUsed: num,
  usablePoints: num,
  usablePointAsMoney: num,
  pointMultiplier: num,
});
const condimentSchema = z.object({ subOrderId: str, id: str, name: str, price: num, type: str });

const cartSchema = z.object({
  items: list(itemSchema),
  subOrders: list(subOrderSchema),
  condiments: list(condimentSchema),
  productCount: num,
  appliedPromotions: list(appliedPromotion),
  suggestionPromotions: list(
    z.object({ id: str, userMessage: str, suggestion: str, additionalData: maybe(z.unknown()) }),
  ),
  totalCartPriceAfterPromotion: num,
  totalCartPromotionDiscount: num,
  userBalance: num,
  totalPriceAfterPointUsed: num,
  totalUsablePoints: num,
  totalUsablePointAsMoney: num,
  totalUsedPoints: num,
  totalUsedPointAsMoney: num,
  totalPriceToPay: num,
  // Not in the document's answers (2.3): taken when the service names one, and anything else is
  // left for the currency asked for rather than failing a cart over a field never promised.
  currency: lenient(z.string()),
});

const calculation = z.object({ cart: maybe(cartSchema), calculationTime: num });
const started = z.object({
  runWithLoyalty: maybe(z.boolean()),
  message: str,
  transactionId: str,
  userId: str,
  couponId: str,
  transaction: maybe(
    z.object({
      transactionId: str,
      promotions: list(appliedPromotion),
      couponId: str,
      transactionTimeout: num,
      cart: maybe(cartSchema),
    }),
  ),
});
const change = z.object({
  message: str,
  transactionId: str,
  status: str,
  returnedPoints: num,
  returnedAmount: num,
  revertedItems: maybe(z.array(z.object({ id: str, totalPriceAfterPromotion: num, usedPoints: num }))),
});

type CartAnswer = z.output<typeof cartSchema>;
/** A cart as answered, its currency always known (see cartWithCurrency). */
export type CartRecord = Omit<CartAnswer, 'currency'> & { currency: string };
export type CalculationRecord = Omit<z.output<typeof calculation>, 'cart'> & { cart: CartRecord | null };
type StartAnswer = z.output<typeof started>;
export type StartRecord = Omit<StartAnswer, 'transaction'> & {
  transaction: (Omit<NonNullable<StartAnswer['transaction']>, 'cart'> & { cart: CartRecord | null }) | null;
};
type ChangeRecord = z.output<typeof change>;

/** The cart as GraphQL arguments give it (see schema.graphql, CartInput). */
export interface CartArgs {
  currency?: string | null;
  items: readonly {
    attributes?: ({ categories?: readonly { id?: string | null; name?: string | null }[] | null } & Record<string, unknown>) | null;
  }[];
}

/**
 * The cart in the shape the project needs: nested keeps `attributes` as an object; single-level
 * moves its fields onto the item and turns categories into a list of ids (2.3's rule for projects
 * that use loyalty and promotions together).
 */
export function shapeCart<T extends CartArgs>({ currency, ...cart }: T, shape: CartShape): unknown {
  // `currency` is left out: neither request of 2.3 has one, it only names the answer's (cartWithCurrency).
  if (shape === 'nested') return toServiceBody(cart);
  const items = cart.items.map(({ attributes, ...item }) => {
    if (!attributes) return item;
    const { categories, ...rest } = attributes;
    const ids = categories?.map((c) => c.id ?? c.name).filter((value): value is string => typeof value === 'string');
    return { ...item, ...rest, ...(ids ? { categories: ids } : {}) };
  });
  return toServiceBody({ ...cart, items });
}

const lines = <S extends z.ZodType>(schema: S) => z.array(schema).max(MAX_CART_LINES, `must hold at most ${MAX_CART_LINES} entries`);
const tags = () => optional(z.array(z.unknown()).max(100, 'must hold at most 100 entries'));

/** What the SDL's scalars cannot say of a cart: list sizes, whole positive quantities, a price per line. */
const cartRules = z.object({
  items: lines(
    z
      .object({
        qty: z.number().int('must be a whole number').min(1, 'must be a positive whole number'),
        price: z.number().nullish(),
        totalPrice: z.number().nullish(),
        attributes: optional(
          z.object({ categories: optional(lines(z.unknown())), images: tags(), logisticTags: tags(), etiketler: tags() }),
        ),
      })
      .refine((line) => line.price != null || line.totalPrice != null, { message: 'price or totalPrice is required', path: ['price'] }),
  ).min(1, 'must not be empty'),
  subOrders: optional(lines(z.unknown())),
  condiments: optional(lines(z.unknown())),
});

/**
 * CartInput.currency's SDL default. GraphQL fills it in before a resolver runs; the constant is for
 * arguments built in code, which the generated types let leave it out.
 */
const DEFAULT_CART_CURRENCY = 'EURO';

/**
 * A cart answer with its currency: the service's when its answer names one, else the cart's as
 * asked. Neither answer of 2.3 has a currency, and without one every amount of the cart is a bare
 * number a frontend would have to guess the currency of.
 */
function cartWithCurrency(cart: CartAnswer, asked: { currency?: string | null }): CartRecord {
  const answered = cart.currency?.trim();
  return { ...cart, currency: answered ? answered : (asked.currency ?? DEFAULT_CART_CURRENCY) };
}

/** The transaction changed is the one asked for: its id fills in when the answer leaves it out. */
const changed = (answer: ChangeRecord, { input }: { input: { transactionId: string } }): ChangeRecord => ({
  ...answer,
  transactionId: answer.transactionId ?? input.transactionId,
});

/** A cart-carrying body: the cart in the shape the project needs (COMMERCE_CART_SHAPE), the rest as given. */
const withShapedCart = <T extends { cart: CartArgs }>({ cart, ...rest }: T, shape: CartShape) =>
  toServiceBody({ ...rest, cart: shapeCart(cart, shape) });

/** Promotion operations (4.2, and the inferred ones of 4.7). */
export const operations = defineOperations<RootFieldArgs>()({
  calculatePromotions: operation({
    url: 'POST {base_url}/CALL/Promotion/calculate/{PROJECT_ID}',
    // No side effect: a read, so a query.
    access: 'read',
    inferred: false,
    request: z.object({ cart: cartRules }),
    response: calculation,
    body: (args, config) => withShapedCart(args, config.cartShape),
    result: (answer, { cart }): CalculationRecord => ({ ...answer, cart: answer.cart && cartWithCurrency(answer.cart, cart) }),
  }),
  startPromotionTransaction: operation({
    url: 'POST {base_url}/CALL/Promotion/startTransaction/{PROJECT_ID}',
    access: 'write',
    settle: { none: "the document has no read of a promotion transaction (4.2: calculate, start and revert only), so its transactionId cannot be looked up" },
    inferred: false,
    check: 'ownStart',
    request: z.object({
      input: z.object({
        cart: cartRules,
        transactionTimeout: optional(
          z
            .number()
            .int('must be a whole number of seconds')
            .min(1, 'must be at least 1 second')
            .max(MAX_TRANSACTION_TIMEOUT_SECONDS, `must be at most ${MAX_TRANSACTION_TIMEOUT_SECONDS} seconds`),
        ),
      }),
    }),
    response: started,
    body: ({ input }, config) => withShapedCart(input, config.cartShape),
    // The transaction's id is the service's; when its answer leaves it out, the nested
    // transaction's or the one the caller sent is what was acknowledged.
    result: (answer, { input }): StartRecord => {
      const transactionId = answer.transactionId ?? answer.transaction?.transactionId ?? input.transactionId ?? null;
      const transaction = answer.transaction && {
        ...answer.transaction,
        transactionId: answer.transaction.transactionId ?? transactionId,
        cart: answer.transaction.cart && cartWithCurrency(answer.transaction.cart, input.cart),
      };
      return { ...answer, transactionId, transaction };
    },
  }),
  revertPromotionTransaction: operation({
    url: 'POST {base_url}/CALL/Promotion/revertTransaction/{PROJECT_ID}',
    access: 'write',
    settle: { none: "the document has no read of a promotion transaction or of a coupon's use, so whether the coupon was returned cannot be looked up" },
    inferred: false,
    check: 'ownTransaction',
    request: sdlOnly,
    response: change,
    result: changed,
  }),
  commitPromotionTransaction: operation({
    url: 'POST {base_url}/CALL/Promotion/commitTransaction/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    check: 'ownTransaction',
    request: sdlOnly,
    response: change,
    result: changed,
  }),
  partialRevertPromotionTransaction: operation({
    url: 'POST {base_url}/CALL/Promotion/partialRevertTransaction/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    check: 'ownTransaction',
    request: z.object({
      input: z.object({
        items: z.array(z.unknown()).min(1, 'must not be empty').max(MAX_CART_LINES, `must hold at most ${MAX_CART_LINES} items`),
      }),
    }),
    response: change,
    result: changed,
  }),
  activePromotions: operation({
    url: 'GET {base_url}/CALL/Promotion/getActivePromotions/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: sdlOnly,
    response: z.object({ promotions: lenientList(promotionSchema) }).catch({ promotions: [] }),
    result: ({ promotions }) => promotions,
  }),
  setPromotionListStatus: operation({
    url: 'POST {base_url}/CALL/Promotion/setStatusForPromotionList/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: z
      .object({ promotions: lenientList(z.object({ id: z.string(), status: lenient(z.enum(PROMOTION_STATUSES)) })) })
      .catch({ promotions: [] }),
    // The 2xx acknowledges every promotion asked for: those the answer leaves out have the status asked.
    result: ({ promotions }, { input }) => ({
      promotions: input.promotionIds.map((id) => ({ id, status: promotions.find((promotion) => promotion.id === id)?.status ?? input.status })),
    }),
  }),
  updatePromotionParameters: operation({
    url: 'POST {base_url}/CALL/Promotion/updatePromotionParameters/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({
      input: z.object({
        parameters: z.object({
          percent: optional(z.number().gt(0, 'must be greater than 0').max(100, 'must be at most 100')),
          buy: optional(z.number().int().min(1, 'must be at least 1')),
          get: optional(z.number().int().min(1, 'must be at least 1')),
        }),
      }),
    }),
    response: z.object({ promotion: promotionSchema.nullable().catch(null) }).catch({ promotion: null }),
    result: ({ promotion }, { input }) => ({ promotionId: input.promotionId, promotion }),
  }),
  cancelPromotionTransaction: operation({
    url: 'POST {base_url}/CALL/Promotion/cancelTransaction/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    check: 'ownTransaction',
    request: sdlOnly,
    response: change,
    result: changed,
  }),
});
