import { badRequest } from '../http';
import { fromMinor } from '../money';

/** The promotion kinds the engine knows; see emulator/README.md (Promotions) for each rule. */
type PromotionKind = 'ITEM_FIXED' | 'BUY_X_GET_Y' | 'SUBORDER_FIXED' | 'CART_PERCENTAGE' | 'COUPON_FIXED';

interface PromotionBase {
  id: string;
  promotionTemplateId: string;
  tag: string;
  userMessage: string;
}

export type Promotion = PromotionBase &
  (
    | { kind: 'ITEM_FIXED'; amountMinor: number; brand?: string; category?: string }
    | { kind: 'BUY_X_GET_Y'; buy: number; get: number; category: string }
    | { kind: 'SUBORDER_FIXED'; merchantId: string; amountMinor: number; thresholdMinor: number; suggestWithinMinor: number }
    | { kind: 'CART_PERCENTAGE'; percent: number; thresholdMinor: number; suggestWithinMinor: number }
    | { kind: 'COUPON_FIXED'; amountMinor: number }
  );

/** One point is worth this many minor units (0.10): `pointMultiplier` is 0.1. */
export const POINT_VALUE_MINOR = 10;
const POINT_MULTIPLIER = fromMinor(POINT_VALUE_MINOR);

export interface CartLine {
  id: string;
  merchantId: string | undefined;
  qty: number;
  unitMinor: number;
  totalMinor: number;
  brand: string | undefined;
  /** Category ids and names, lower-cased, for matching. */
  categories: string[];
  /** The element as the caller sent it: echoed back with the computed fields added. */
  raw: Record<string, unknown>;
}

interface CartSubOrder {
  merchantId: string | undefined;
  priceMinor: number;
  raw: Record<string, unknown>;
}

interface CartCondiment {
  priceMinor: number;
  raw: Record<string, unknown>;
}

export interface EngineCart {
  items: CartLine[];
  subOrders: CartSubOrder[];
  condiments: CartCondiment[];
  productCount: number | undefined;
}

export interface EngineOptions {
  promotions: readonly Promotion[];
  /** The promotion of the coupon the caller sent, already checked as usable. */
  couponPromotion: Promotion | undefined;
  skipPromotions: boolean;
  /** The user's point balance (0 without a point account). */
  pointBalance: number;
  /** Points to use (startTransaction's usePoint); more than usable is a 400. */
  usePoint: number;
}

export interface AppliedPromotion {
  id: string;
  promotionTemplateId: string;
  giftAmount: number;
  tag: string;
  promotionType: PromotionKind;
  userMessage: string;
}

interface Suggestion {
  id: string;
  userMessage: string;
  suggestion: 'ADD_AMOUNT' | 'ADD_QUANTITY';
  additionalData: Record<string, unknown>;
}

export interface Calculation {
  /** The response `cart` of 2.3. */
  cart: Record<string, unknown>;
  applied: AppliedPromotion[];
  /** Per item, in input order: what it costs after promotions, and the points allocated to it. */
  itemAfterMinor: number[];
  itemPoints: number[];
  usablePoints: number;
  usedPoints: number;
}

/**
 * Splits `total` over `weights` in proportion, exactly: floors first, then the leftover minor
 * units go to the largest remainders (earlier lines first on ties).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, index) => ({ index, remainder: (total * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

const money = (minor: number) => fromMinor(minor);
const lower = (value: string | undefined) => value?.toLowerCase();

function matchesItem(promotion: { brand?: string; category?: string }, line: CartLine): boolean {
  if (promotion.brand !== undefined && lower(line.brand) !== lower(promotion.brand)) return false;
  if (promotion.category !== undefined && !line.categories.includes(promotion.category.toLowerCase())) return false;
  return promotion.brand !== undefined || promotion.category !== undefined;
}

/**
 * Applies the promotions in a fixed order (item-level, then sub-order, then cart percentage, then
 * coupon), each on what the earlier ones left, and computes every figure of 2.3 in minor units.
 */
export function calculate(cart: EngineCart, options: EngineOptions): Calculation {
  const lines = cart.items;
  const remaining = lines.map((line) => line.totalMinor);
  /** Per line: promotion id → discount given. */
  const gifts = lines.map(() => new Map<string, number>());
  const applied = new Map<string, { promotion: Promotion; minor: number }>();
  const suggestions: Suggestion[] = [];
  const subtotalMinor = lines.reduce((sum, line) => sum + line.totalMinor, 0);

  const give = (promotion: Promotion, index: number, minor: number) => {
    if (minor <= 0) return;
    remaining[index]! -= minor;
    const gift = gifts[index]!;
    gift.set(promotion.id, (gift.get(promotion.id) ?? 0) + minor);
    const entry = applied.get(promotion.id) ?? { promotion, minor: 0 };
    entry.minor += minor;
    applied.set(promotion.id, entry);
  };
  const spread = (promotion: Promotion, indices: number[], amountMinor: number) => {
    const available = indices.reduce((sum, i) => sum + remaining[i]!, 0);
    const shares = allocate(Math.min(amountMinor, available), indices.map((i) => remaining[i]!));
    indices.forEach((i, k) => give(promotion, i, shares[k]!));
  };

  if (!options.skipPromotions) {
    const ordered = [
      ...options.promotions.filter((p) => p.kind === 'ITEM_FIXED' || p.kind === 'BUY_X_GET_Y'),
      ...options.promotions.filter((p) => p.kind === 'SUBORDER_FIXED'),
      ...options.promotions.filter((p) => p.kind === 'CART_PERCENTAGE'),
      ...(options.couponPromotion ? [options.couponPromotion] : []),
    ];
    for (const promotion of ordered) {
      switch (promotion.kind) {
        case 'ITEM_FIXED':
          lines.forEach((line, i) => {
            if (matchesItem(promotion, line)) give(promotion, i, Math.min(promotion.amountMinor * line.qty, remaining[i]!));
          });
          break;
        case 'BUY_X_GET_Y': {
          const group = promotion.buy + promotion.get;
          lines.forEach((line, i) => {
            if (!matchesItem(promotion, line)) return;
            const free = Math.floor(line.qty / group) * promotion.get;
            give(promotion, i, Math.min(free * line.unitMinor, remaining[i]!));
            if (line.qty % group === promotion.buy) {
              suggestions.push({
                id: promotion.id,
                userMessage: `Add ${promotion.get} more of ${line.id} and get ${promotion.get} free`,
                suggestion: 'ADD_QUANTITY',
                additionalData: { promotionTemplateId: promotion.promotionTemplateId, itemId: line.id, missingQuantity: promotion.get },
              });
            }
          });
          break;
        }
        case 'SUBORDER_FIXED': {
          const indices = lines.flatMap((line, i) => (line.merchantId === promotion.merchantId ? [i] : []));
          if (indices.length === 0) break;
          const merchantTotal = indices.reduce((sum, i) => sum + lines[i]!.totalMinor, 0);
          if (merchantTotal >= promotion.thresholdMinor) {
            spread(promotion, indices, promotion.amountMinor);
          } else if (promotion.thresholdMinor - merchantTotal <= promotion.suggestWithinMinor) {
            const missing = promotion.thresholdMinor - merchantTotal;
            suggestions.push({
              id: promotion.id,
              userMessage: `Add ${money(missing).toFixed(2)} more from ${promotion.merchantId} for ${money(promotion.amountMinor).toFixed(2)} off`,
              suggestion: 'ADD_AMOUNT',
              additionalData: {
                promotionTemplateId: promotion.promotionTemplateId,
                merchantId: promotion.merchantId,
                missingAmount: money(missing),
                threshold: money(promotion.thresholdMinor),
                discountAmount: money(promotion.amountMinor),
              },
            });
          }
          break;
        }
        case 'CART_PERCENTAGE': {
          if (subtotalMinor >= promotion.thresholdMinor) {
            const base = remaining.reduce((a, b) => a + b, 0);
            // Half up: minor units are non-negative integers, so Math.round is exact here.
            spread(promotion, lines.map((_, i) => i), Math.round((base * promotion.percent) / 100));
          } else if (subtotalMinor > 0 && promotion.thresholdMinor - subtotalMinor <= promotion.suggestWithinMinor) {
            const missing = promotion.thresholdMinor - subtotalMinor;
            suggestions.push({
              id: promotion.id,
              userMessage: `Add ${money(missing).toFixed(2)} more for ${promotion.percent}% off`,
              suggestion: 'ADD_AMOUNT',
              additionalData: {
                promotionTemplateId: promotion.promotionTemplateId,
                missingAmount: money(missing),
                threshold: money(promotion.thresholdMinor),
                discountPercent: promotion.percent,
              },
            });
          }
          break;
        }
        case 'COUPON_FIXED':
          spread(promotion, lines.map((_, i) => i), promotion.amountMinor);
          break;
      }
    }
  }

  const itemsAfterMinor = remaining.reduce((a, b) => a + b, 0);
  const pointBalance = Math.max(0, Math.floor(options.pointBalance));
  const usablePoints = Math.min(pointBalance, Math.floor(itemsAfterMinor / POINT_VALUE_MINOR));
  if (!Number.isInteger(options.usePoint) || options.usePoint < 0) throw badRequest('usePoint: must be a whole number of points, 0 or more');
  if (options.usePoint > usablePoints) {
    throw badRequest(`usePoint: ${options.usePoint} points requested but only ${usablePoints} are usable on this cart (balance ${options.pointBalance})`);
  }
  const usedPoints = options.usePoint;
  const itemPoints = allocate(usedPoints, remaining);

  const appliedList = (gift: Map<string, number>) =>
    [...gift.entries()].map(([id, minor]) => {
      const promotion = applied.get(id)!.promotion;
      return { id, promotionTemplateId: promotion.promotionTemplateId, giftAmount: money(minor) };
    });

  const items = lines.map((line, i) => {
    const discount = line.totalMinor - remaining[i]!;
    const unitDiscount = Math.round(discount / line.qty);
    return {
      ...line.raw,
      promotionDiscount: money(unitDiscount),
      priceAfterPromotion: money(line.unitMinor - unitDiscount),
      appliedPromotions: appliedList(gifts[i]!),
      totalPromotionDiscount: money(discount),
      totalPriceAfterPromotion: money(remaining[i]!),
      totalDisplayPrice: money(line.totalMinor),
    };
  });

  const claimed = new Set<number>();
  const subOrders = cart.subOrders.map((subOrder) => {
    const indices = lines.flatMap((line, i) =>
      subOrder.merchantId !== undefined && line.merchantId === subOrder.merchantId && !claimed.has(i) ? [i] : [],
    );
    indices.forEach((i) => claimed.add(i));
    const discount = indices.reduce((sum, i) => sum + lines[i]!.totalMinor - remaining[i]!, 0);
    const afterItems = indices.reduce((sum, i) => sum + remaining[i]!, 0);
    const points = indices.reduce((sum, i) => sum + itemPoints[i]!, 0);
    const gift = new Map<string, number>();
    for (const i of indices) for (const [id, minor] of gifts[i]!) gift.set(id, (gift.get(id) ?? 0) + minor);
    const after = subOrder.priceMinor - discount;
    const usable = Math.min(pointBalance, Math.floor(afterItems / POINT_VALUE_MINOR));
    return {
      ...subOrder.raw,
      priceAfterPromotion: money(after),
      displayPrice: money(subOrder.priceMinor),
      promotionDiscount: money(discount),
      appliedPromotions: appliedList(gift),
      usedPoints: points,
      usedPointAsMoney: money(points * POINT_VALUE_MINOR),
      priceAfterPointUsed: money(after - points * POINT_VALUE_MINOR),
      usablePoints: usable,
      usablePointAsMoney: money(usable * POINT_VALUE_MINOR),
      pointMultiplier: POINT_MULTIPLIER,
    };
  });

  const condimentsMinor = cart.condiments.reduce((sum, condiment) => sum + condiment.priceMinor, 0);
  const cartAfterMinor = itemsAfterMinor + condimentsMinor;
  const usedMinor = usedPoints * POINT_VALUE_MINOR;
  const appliedPromotions: AppliedPromotion[] = [...applied.values()].map(({ promotion, minor }) => ({
    id: promotion.id,
    promotionTemplateId: promotion.promotionTemplateId,
    giftAmount: money(minor),
    tag: promotion.tag,
    promotionType: promotion.kind,
    userMessage: promotion.userMessage,
  }));

  return {
    cart: {
      items,
      subOrders,
      condiments: cart.condiments.map((condiment) => ({ ...condiment.raw })),
      productCount: cart.productCount ?? lines.reduce((sum, line) => sum + line.qty, 0),
      appliedPromotions,
      suggestionPromotions: options.skipPromotions ? [] : suggestions,
      totalCartPriceAfterPromotion: money(cartAfterMinor),
      totalCartPromotionDiscount: money(subtotalMinor - itemsAfterMinor),
      userBalance: options.pointBalance,
      totalPriceAfterPointUsed: money(cartAfterMinor - usedMinor),
      totalUsablePoints: usablePoints,
      totalUsablePointAsMoney: money(usablePoints * POINT_VALUE_MINOR),
      totalUsedPoints: usedPoints,
      totalUsedPointAsMoney: money(usedMinor),
      totalPriceToPay: money(cartAfterMinor - usedMinor),
    },
    applied: appliedPromotions,
    itemAfterMinor: [...remaining],
    itemPoints,
    usablePoints,
    usedPoints,
  };
}
