import { z } from 'zod';
import type { CartShape } from '../shared/config';
import { OPERATIONS, type OperationSpec } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { toServiceBody } from '../shared/validation';
import type { CartItemModel, CartItemAttributesModel } from './models';

const str = z.string().nullish().transform((value) => value ?? null);
const num = z.number().nullish().transform((value) => value ?? null);
const strings = z
  .array(z.unknown())
  .nullish()
  .transform((values) => (values ? values.map(String) : null));

const itemPromotion = z.object({ id: z.string(), promotionTemplateId: str, giftAmount: num });
const appliedPromotion = itemPromotion.extend({ tag: str, promotionType: str, userMessage: str });
const category = z.union([z.string().transform((id) => ({ id, name: null })), z.object({ id: str, name: str })]);

/** Item attributes, nested (`attributes`) or flattened onto the item (single-level). */
const attributeFields = {
  shortName: str,
  longName: str,
  brand: str,
  categories: z.array(category).nullish().transform((value) => value ?? null),
  images: strings,
  productLimit: num,
  logisticTags: strings,
  etiketler: strings,
};
const attributesSchema = z.object(attributeFields);

const itemSchema = z
  .object({
    id: z.string(),
    merchantId: str,
    qty: num,
    price: num,
    totalPrice: num,
    itemType: str,
    attributes: attributesSchema.nullish(),
    promotionDiscount: num,
    priceAfterPromotion: num,
    appliedPromotions: z.array(itemPromotion).nullish().transform((value) => value ?? null),
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
  appliedPromotions: z.array(itemPromotion).nullish().transform((value) => value ?? null),
  usedPoints: num,
  usedPointAsMoney: num,
  priceAfterPointUsed: num,
  usablePoints: num,
  usablePointAsMoney: num,
  pointMultiplier: num,
});
const condimentSchema = z.object({ subOrderId: str, id: z.string(), name: str, price: num, type: str });
const list = <T extends z.ZodType>(schema: T) => z.array(schema).nullish().transform((value): z.output<T>[] => value ?? []);

const cartSchema = z.object({
  items: list(itemSchema),
  subOrders: list(subOrderSchema),
  condiments: list(condimentSchema),
  productCount: num,
  appliedPromotions: list(appliedPromotion),
  suggestionPromotions: list(
    z.object({ id: z.string(), userMessage: str, suggestion: str, additionalData: z.unknown().transform((value) => value ?? null) }),
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

const calculation = z.object({ cart: cartSchema, calculationTime: num });
const started = z.object({
  runWithLoyalty: z.boolean().nullish().transform((value) => value ?? null),
  message: str,
  transactionId: z.string(),
  userId: str,
  couponId: str,
  transaction: z
    .object({
      transactionId: z.string(),
      promotions: list(appliedPromotion),
      couponId: str,
      transactionTimeout: num,
      cart: cartSchema.nullish().transform((value) => value ?? null),
    })
    .nullish()
    .transform((value) => value ?? null),
});
const change = z.object({
  message: str,
  transactionId: str,
  status: str,
  returnedPoints: num,
  returnedAmount: num,
  revertedItems: z
    .array(z.object({ id: z.string(), totalPriceAfterPromotion: num, usedPoints: num }))
    .nullish()
    .transform((value) => value ?? null),
});

export type CartRecord = z.output<typeof cartSchema>;
export type CalculationRecord = z.output<typeof calculation>;
export type StartRecord = z.output<typeof started>;
export type ChangeRecord = z.output<typeof change>;

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

  startTransaction<C extends CartArgs>(input: { cart: C } & Record<string, unknown>): Promise<StartRecord> {
    const { cart, ...rest } = input;
    return this.call(OPERATIONS.startPromotionTransaction, toServiceBody({ ...rest, cart: shapeCart(cart, this.cartShape) }), started);
  }

  revertTransaction(input: object): Promise<ChangeRecord> {
    return this.call(OPERATIONS.revertPromotionTransaction, toServiceBody(input), change);
  }

  commitTransaction(input: object): Promise<ChangeRecord> {
    return this.call(OPERATIONS.commitPromotionTransaction, toServiceBody(input), change);
  }

  partialRevertTransaction(input: object): Promise<ChangeRecord> {
    return this.call(OPERATIONS.partialRevertPromotionTransaction, toServiceBody(input), change);
  }

  cancelTransaction(input: object): Promise<ChangeRecord> {
    return this.call(OPERATIONS.cancelPromotionTransaction, toServiceBody(input), change);
  }
}
