import type { CategoryRecord, ProductRecord, ProductSettingsRecord, UpsertResult } from './records';

/** What the gateway passes from the talking-products area for the fields that require it. */
interface TalkingProductFallback {
  name?: string | null;
  price?: number | null;
}

/**
 * A product as resolvers pass it around: the service's record, as getProducts returns it, and the
 * talking-products fields the gateway sent with an entity reference.
 */
export type ProductModel = ProductRecord & { talkingProduct?: TalkingProductFallback | null };

/** A category as the service answered it; its image is read by its id when asked for. */
export type CategoryModel = CategoryRecord;

/** A bulk upsert's batch id and size; the batch is read back when asked for. */
export interface BulkUpsertModel {
  batchId: string | null;
  total: number | null;
}

/** What the service acknowledged for an upsert, and the code to read the written product back by, if asked for. */
export interface UpsertProductPayloadModel {
  code: string;
  meta: UpsertResult['meta'];
}

/**
 * The product an upsert wrote, from a read-back by its code: when both the answer and the record
 * carry an update token and they differ, another write has changed the product since, and what was
 * read is not this write's version.
 */
export function writtenVersion(meta: UpsertResult['meta'], product: ProductRecord | null): ProductRecord | null {
  if (!product) return null;
  if (meta.updateToken !== null && product.updateToken !== null && meta.updateToken !== product.updateToken) return null;
  return product;
}

/**
 * The value of attribute `code` for a locale and scope. A value whose locale (or scope) equals the
 * one asked for beats a value without one (valid for every locale or scope); a value for another
 * locale or scope never matches. Without a locale or scope asked for, any value matches, the ones
 * without a locale or scope first.
 */
export function attributeValue(
  product: Pick<ProductRecord, 'attributes'>,
  code: string,
  locale?: string | null,
  scope?: string | null,
): string | null {
  const values = product.attributes.find((attribute) => attribute.code === code)?.data ?? [];
  let best: { score: number; value: string | null } | undefined;
  for (const candidate of values) {
    const localeScore = fit(candidate.locale, locale);
    const scopeScore = fit(candidate.scope, scope);
    if (localeScore < 0 || scopeScore < 0) continue;
    const score = localeScore + scopeScore;
    if (!best || score > best.score) best = { score, value: candidate.value ?? null };
  }
  return best?.value ?? null;
}

/** 2: exactly what was asked; 1: a value without one (or nothing asked, value without one); 0: nothing asked; -1: another one. */
function fit(given: string | null | undefined, wanted: string | null | undefined): number {
  const has = given !== null && given !== undefined && given !== '';
  if (wanted === null || wanted === undefined) return has ? 0 : 1;
  if (!has) return 1;
  return given === wanted ? 2 : -1;
}

/**
 * The name a storefront shows: the value of the family's label attribute (`attributeAsLabel` in the
 * settings) in the locale, else the talking-products record's name. A product without a family, or
 * a family without a label attribute, has only the fallback.
 */
export function productName(product: ProductModel, settings: ProductSettingsRecord, locale?: string | null): string | null {
  const family = settings.families.find((candidate) => candidate.code === product.family);
  const label = family?.attributeAsLabel ? attributeValue(product, family.attributeAsLabel, locale, null) : null;
  return label || product.talkingProduct?.name || null;
}

export interface MoneyModel {
  amount: number;
  currency: string | null;
}

/** `19.99 EURO`, `EURO 19.99`, `19.99 EUR` or `19.99`: the forms PIM price values take. */
export function parsePrice(value: string): MoneyModel | null {
  const match = /^\s*(?:([A-Za-z]{3,10})\s+)?(-?\d+(?:\.\d+)?)(?:\s+([A-Za-z]{3,10}))?\s*$/.exec(value);
  if (!match || (match[1] && match[3])) return null;
  const currency = match[1] ?? match[3];
  return { amount: Number(match[2]), currency: currency ? currency.toUpperCase() : null };
}

/**
 * The price a storefront shows: the value, for the scope, of the first attribute of type `price`
 * in the settings that the product has a readable value of; else the talking-products record's
 * price, whose currency the module does not give.
 */
export function productPrice(product: ProductModel, settings: ProductSettingsRecord, scope?: string | null): MoneyModel | null {
  for (const attribute of settings.attributes) {
    if (attribute.type !== 'price') continue;
    const value = attributeValue(product, attribute.code, null, scope);
    const price = value === null ? null : parsePrice(value);
    if (price) return price;
  }
  const fallback = product.talkingProduct?.price;
  return typeof fallback === 'number' ? { amount: fallback, currency: null } : null;
}
