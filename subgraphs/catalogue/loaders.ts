import DataLoader from 'dataloader';
import type { CatalogueDataSource, ProductRecord } from './datasource';

/** The most skus sent in one getProducts call (the service's largest page). */
export const MAX_SKUS_PER_CALL = 100;

export interface CatalogueLoaders {
  /** Product by sku through one getProducts call per batch; null for an unknown sku. */
  products: DataLoader<string, ProductRecord | null>;
}

/**
 * New loaders for every request, so nothing cached outlives it. A batch is one getProducts call
 * whose `sku` filter is the comma-separated list of the batch's skus (see emulator/README.md); a sku
 * that itself holds a comma cannot be sent that way and resolves to null.
 */
export function createLoaders(dataSource: Pick<CatalogueDataSource, 'getProducts'>): CatalogueLoaders {
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
  };
}
