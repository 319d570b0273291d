import DataLoader from 'dataloader';
import type { CatalogueDataSource, ProductRecord, ProductSettingsRecord } from './datasource';

/** The most skus (or codes) sent in one getProducts call (the service's largest page). */
export const MAX_SKUS_PER_CALL = 100;

export interface CatalogueLoaders {
  /** Product by sku through one getProducts call per batch; null for an unknown sku. */
  products: DataLoader<string, ProductRecord | null>;
  /** Product by code through one getProducts `idList` call per batch; null unless exactly one has the code. */
  productsByCode: DataLoader<string, ProductRecord | null>;
  /** The catalogue settings, read once per request (the label and price attributes of product cards). */
  settings: DataLoader<'settings', ProductSettingsRecord>;
}

/**
 * New loaders for every request, so nothing cached outlives it. A sku batch is one getProducts call
 * whose `sku` filter is the comma-separated list of the batch's skus (see emulator/README.md); a sku
 * that itself holds a comma cannot be sent that way and resolves to null. A code batch asks by
 * `idList` (the emulator's product id is its code) and keeps only records whose `code` is exactly the
 * one asked for, so a service whose ids are not codes answers null, never another product.
 */
export function createLoaders(dataSource: Pick<CatalogueDataSource, 'getProducts' | 'getProductSettings'>): CatalogueLoaders {
  return {
    products: new DataLoader(
      async (skus) => {
        const sendable = skus.filter((sku) => !sku.includes(','));
        if (sendable.length === 0) return skus.map(() => null);
        const page = await dataSource.getProducts({
          filters: { sku: sendable.join(',') },
          pageFrom: 0,
          pageSize: sendable.length,
        });
        const bySku = new Map(page.products.map((product) => [product.sku, product]));
        return skus.map((sku) => bySku.get(sku) ?? null);
      },
      { maxBatchSize: MAX_SKUS_PER_CALL },
    ),
    productsByCode: new DataLoader(
      async (codes) => {
        const page = await dataSource.getProducts({ filters: { idList: [...codes] }, pageFrom: 0, pageSize: codes.length });
        return codes.map((code) => {
          const matches = page.products.filter((product) => product.code === code);
          return matches.length === 1 ? (matches[0] ?? null) : null;
        });
      },
      { maxBatchSize: MAX_SKUS_PER_CALL },
    ),
    settings: new DataLoader(async (keys) => {
      const settings = await dataSource.getProductSettings();
      return keys.map(() => settings);
    }),
  };
}
