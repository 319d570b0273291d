/** A cart item's extra attributes, read from `attributes` or from the item itself (single-level carts). */
export interface CartItemAttributesModel {
  shortName: string | null;
  longName: string | null;
  brand: string | null;
  categories: { id: string | null; name: string | null }[] | null;
  images: string[] | null;
  productLimit: number | null;
  logisticTags: string[] | null;
  etiketler: string[] | null;
}

/** A calculated cart item; `product` is derived from its id by the resolver. */
export interface CartItemModel {
  id: string | null;
  merchantId: string | null;
  qty: number | null;
  price: number | null;
  totalPrice: number | null;
  itemType: string | null;
  attributes: CartItemAttributesModel | null;
  promotionDiscount: number | null;
  priceAfterPromotion: number | null;
  appliedPromotions: { id: string | null; promotionTemplateId: string | null; giftAmount: number | null }[] | null;
  totalPromotionDiscount: number | null;
  totalPriceAfterPromotion: number | null;
  totalDisplayPrice: number | null;
}

/** A product entity reference: only the sku is known here. */
export interface ProductModel {
  sku: string;
}
