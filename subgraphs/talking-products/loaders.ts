import DataLoader from 'dataloader';
import type { TalkingProductListRecord, TalkingProductRecord, TalkingProductsDataSource } from './datasource';

export interface TalkingProductLoaders {
  /** The whole list, read once per request. */
  list: DataLoader<'all', TalkingProductListRecord>;
  /** A record by sku, from that one list call; null when the module has none for the sku. */
  bySku: DataLoader<string, TalkingProductRecord | null>;
}

/** New loaders for every request; after a write, `clearAll` makes the next read fresh. */
export function createLoaders(dataSource: TalkingProductsDataSource): TalkingProductLoaders {
  // listProduct is the only documented read and returns every record: however many products a
  // query asks about, one call answers all of them.
  const list = new DataLoader<'all', TalkingProductListRecord>((keys) => dataSource.list().then((result) => keys.map(() => result)));
  const bySku = new DataLoader<string, TalkingProductRecord | null>(async (skus) => {
    const { products } = await list.load('all');
    const found = new Map(products.map((product) => [product.sku, product]));
    return skus.map((sku) => found.get(sku) ?? null);
  });
  return { list, bySku };
}

export function clearLoaders(loaders: TalkingProductLoaders): void {
  loaders.list.clearAll();
  loaders.bySku.clearAll();
}
