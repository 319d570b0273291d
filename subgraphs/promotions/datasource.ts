import { z } from 'zod';
import type { CartShape } from '../shared/config';
import { OPERATIONS, type OperationSpec } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { list, maybe } from '../shared/tolerant';
import { toServiceBody } from '../shared/validation';
import type { CartItemModel, CartItemAttributesModel } from './models';

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

export type CartRecord = z.output<typeof cartSchema>;
export type CalculationRecord = z.output<typeof calculation>;
export type StartRecord = z.output<typeof started>;
export type ChangeRecord = z.output<typeof change>;

/** The transaction a commit, revert, partial revert or cancel addresses. */
interface TransactionRef {
  transactionId: string;
}

/** The cart as GraphQL arguments give it (see schema.graphql, CartInput). */
export interface CartArgs {
  items: readonly {
    attributes?: ({ categories?: readonly { id?: string | null; name?: string | null }[] | null } & Record<string, unknown>) | null;
  }[];
}

/**
 * The cart in the shape the project needs: nested keeps `attributes` as an object; single-level
 * moves its fields onto the item and turns categories into a list of ids (2.3's rule for projects
 * that use loyalty and promotions together).
 */
export function shapeCart<T extends CartArgs>(cart: T, shape: CartShape): unknown {
  if (shape === 'nested') return toServiceBody(cart);
  const items = cart.items.map(({ attributes, ...item }) => {
    if (!attributes) return item;
    const { categories, ...rest } = attributes;
    const ids = categories?.map((c) => c.id ?? c.name).filter((value): value is string => typeof value === 'string');
    return { ...item, ...rest, ...(ids ? { categories: ids } : {}) };
  });
  return toServiceBody({ ...cart, items });
}

/** One method per promotion operation of the service (4.2, plus the inferred Commit, Partial Revert and Cancel). */
export class PromotionsDataSource {
  constructor(private readonly scope: RequestScope) {}

  private call<T>(spec: OperationSpec, body: unknown, response: z.ZodType<T>): Promise<T> {
    return this.scope.client.call(spec, { apiKey: this.scope.apiKey, body, response });
  }

  private get cartShape(): CartShape {
    return this.scope.client.config.cartShape;
  }

  calculate<C extends CartArgs>(input: { cart: C } & Record<string, unknown>): Promise<CalculationRecord> {
    const { cart, ...rest } = input;
    return this.call(OPERATIONS.calculatePromotions, toServiceBody({ ...rest, cart: shapeCart(cart, this.cartShape) }), calculation);
  }

  /**
   * The transaction's id is the service's; when its answer leaves it out, the nested transaction's
   * or the one the caller sent is what was acknowledged.
   */
  async startTransaction<C extends CartArgs>(
    input: { cart: C; transactionId?: string | null | undefined } & Record<string, unknown>,
  ): Promise<StartRecord> {
    const { cart, ...rest } = input;
    const answer = await this.call(OPERATIONS.startPromotionTransaction, toServiceBody({ ...rest, cart: shapeCart(cart, this.cartShape) }), started);
    const transactionId = answer.transactionId ?? answer.transaction?.transactionId ?? input.transactionId ?? null;
    const transaction = answer.transaction && { ...answer.transaction, transactionId: answer.transaction.transactionId ?? transactionId };
    return { ...answer, transactionId, transaction };
  }

  revertTransaction(input: TransactionRef): Promise<ChangeRecord> {
    return this.change(OPERATIONS.revertPromotionTransaction, input);
  }

  commitTransaction(input: TransactionRef): Promise<ChangeRecord> {
    return this.change(OPERATIONS.commitPromotionTransaction, input);
  }

  partialRevertTransaction(input: TransactionRef): Promise<ChangeRecord> {
    return this.change(OPERATIONS.partialRevertPromotionTransaction, input);
  }

  cancelTransaction(input: TransactionRef): Promise<ChangeRecord> {
    return this.change(OPERATIONS.cancelPromotionTransaction, input);
  }

  /** The transaction changed is the one asked for: its id fills in when the answer leaves it out. */
  private async change(spec: OperationSpec, input: TransactionRef): Promise<ChangeRecord> {
    const answer = await this.call(spec, toServiceBody(input), change);
    return { ...answer, transactionId: answer.transactionId ?? input.transactionId };
  }
}
