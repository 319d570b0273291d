import type { ProductRecord, UpsertResult } from './datasource';

/** A product as resolvers pass it around: the service's record, as getProducts returns it. */
export type ProductModel = ProductRecord;

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
