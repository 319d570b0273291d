import DataLoader from 'dataloader';
import { send } from '../shared/call';
import { perRequest } from '../shared/subgraph';
import { operations } from './operations';
import type { ProductRecord, ProductSettingsRecord } from './records';

/** The most skus (or codes) sent in one getProducts call (the service's largest page). */
export const MAX_SKUS_PER_CALL = 100;
/**
 * The page asked for one sku: a service whose sku filter matches more than exact skus (a prefix, a
 * comma list) may answer neighbours first; only the record with exactly the sku is kept.
 */
const SINGLE_SKU_PAGE = 20;

/**
 * Product by sku; null for an unknown sku. A batch is one getProducts call whose `sku` filter is the
 * comma-separated list of the batch's skus (see emulator/README.md). The document promises a single
 * sku per filter only, so a list call that finds none of its skus cannot tell "all unknown" from "lists
 * not understood": then, and for a sku holding a comma (which cannot be listed), each sku is asked for
 * alone. A service without list filters still resolves every product, at one call per product.
 */
export const productLoader = perRequest(
  (context) =>
    new DataLoader<string, ProductRecord | null>(
      async (skus) => {
        const found = new Map<string, ProductRecord>();
        const keep = (products: readonly ProductRecord[], wanted: ReadonlySet<string>) => {
          for (const product of products) if (wanted.has(product.sku)) found.set(product.sku, product);
        };
        const listable = skus.filter((sku) => !sku.includes(','));
        if (listable.length > 1) {
          const page = await send(context, operations.products, { filters: { sku: listable.join(',') }, pageFrom: 0, pageSize: listable.length });
          keep(page.products, new Set(listable));
        }
        const listed = found.size > 0;
        const alone = listed ? skus.filter((sku) => sku.includes(',')) : skus;
        await Promise.all(
          alone.map(async (sku) => {
            const page = await send(context, operations.products, { filters: { sku }, pageFrom: 0, pageSize: SINGLE_SKU_PAGE });
            keep(page.products, new Set([sku]));
          }),
        );
        return skus.map((sku) => found.get(sku) ?? null);
      },
      { maxBatchSize: MAX_SKUS_PER_CALL },
    ),
);

/**
 * Product by code through one getProducts `idList` call per batch; null unless exactly one has the
 * code. The emulator's product id is its code; only records whose `code` is exactly the one asked for
 * count, so a service whose ids are not codes answers null, never another product.
 */
export const productByCodeLoader = perRequest(
  (context) =>
    new DataLoader<string, ProductRecord | null>(
      async (codes) => {
        const page = await send(context, operations.products, { filters: { idList: [...codes] }, pageFrom: 0, pageSize: codes.length });
        return codes.map((code) => {
          const matches = page.products.filter((product) => product.code === code);
          return matches.length === 1 ? (matches[0] ?? null) : null;
        });
      },
      { maxBatchSize: MAX_SKUS_PER_CALL },
    ),
);

/** The catalogue settings, read once per request (the label and price attributes of product cards). */
export const settingsLoader = perRequest(
  (context) =>
    new DataLoader<'settings', ProductSettingsRecord>(async (keys) => {
      const settings = await send(context, operations.productSettings, {});
      return keys.map(() => settings);
    }),
);
