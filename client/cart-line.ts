import type { CartItemInput } from './__generated__/graphql';

/**
 * What a cart line is made of, as the catalogue's `Product` answers it (the ProductCatalogue card, or
 * any selection with these fields). The price is required: calculatePromotions refuses a line without
 * one, so what an unpriced product offers (a disabled button) is decided before a line is made.
 */
export interface CartProduct {
  sku: string;
  name?: string | null;
  brand?: string | null;
  /** Category codes: promotions match on them. */
  categories?: readonly string[] | null;
  price: { amount: number };
}

/**
 * A product as a cart line of `qty` units: its sku as the item id, its price, the line total, and
 * the name, brand and categories the service's promotions match on (a line without its brand or
 * categories gets no brand or category discount). Throws a RangeError for a quantity that is not a
 * positive whole number, which the facade would refuse anyway.
 */
export function cartLineFromProduct(product: CartProduct, qty: number): CartItemInput {
  if (!Number.isInteger(qty) || qty < 1) throw new RangeError(`qty must be a positive whole number, not ${qty}`);
  const { sku, name, brand, categories, price } = product;
  // In cents, so that the total is the exact price × qty the facade checks (0.1 × 3 is 0.30000000000000004 in floating point).
  const totalPrice = (Math.round(price.amount * 100) * qty) / 100;
  return {
    id: sku,
    qty,
    price: price.amount,
    totalPrice,
    attributes: {
      ...(name ? { shortName: name } : {}),
      ...(brand ? { brand } : {}),
      ...(categories ? { categories: categories.map((id) => ({ id })) } : {}),
    },
  };
}
