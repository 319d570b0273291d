import DataLoader from 'dataloader';
import { send } from '../shared/call';
import { perRequest } from '../shared/subgraph';
import { operations, type ProductRecord, type ProductSettingsRecord } from './operations';

/** The most skus (or codes) sent in one getProducts call (the service's largest page). */
export const MAX_SKUS_PER_CALL = 100;

/**
 * Product by sku through one getProducts call per batch; null for an unknown sku. A batch is one
 * call whose `sku` filter is the comma-separated list of the batch's skus (see emulator/README.md);
 * a sku that itself holds a comma cannot be sent that way and resolves to null.
 */
export const productLoader = perRequest(
  (context) =>
    new DataLoader<string, ProductRecord | null>(
      async (skus) => {
        const sendable = skus.filter((sku) => !sku.includes(','));
        if (sendable.length === 0) return skus.map(() => null);
        const page = await send(context, operations.products, { filters: { sku: sendable.join(',') }, pageFrom: 0, pageSize: sendable.length });
        const bySku = new Map(page.products.map((product) => [product.sku, product]));
        return skus.map((sku) => bySku.get(sku) ?? null);
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
