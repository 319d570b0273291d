import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { MerchantDataSource } from './datasource';
import { availableUnits, type MerchantImportBatchModel } from './models';

export interface StockKey {
  sku: string;
  channel: string;
}

/** The service's 404 for a product: no merchant product (or channel) by that key, so no stock. */
const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';

export interface MerchantLoaders {
  /** A batch's status by id; the same batch asked twice in a request is read once. */
  batches: DataLoader<string, MerchantImportBatchModel>;
  /** Units available of a sku in a channel, from its STOCK history; null when the merchant has none. */
  stock: DataLoader<StockKey, number | null, string>;
}

/** New loaders for every request, so a status read never outlives it. */
export function createLoaders(dataSource: MerchantDataSource): MerchantLoaders {
  return {
    // The service reads one batch per call, so a "batch" here is parallel calls, deduplicated.
    batches: new DataLoader((batchIds) =>
      Promise.all(
        batchIds.map((batchId) =>
          dataSource.checkBatchStatus(batchId).then(
            (status): MerchantImportBatchModel => ({ ...status, batchId, raw: status }),
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          ),
        ),
      ),
    ),
    // The service has no read of many products' stock at once: one history call per product and
    // channel, made in parallel, each asked once per request. Its first page (the newest records, at
    // the service's own page size: the document shows none to send) is what the stock is read from.
    stock: new DataLoader(
      (keys) =>
        Promise.all(
          keys.map((key) =>
            dataSource.getProductHistory(key, { type: 'STOCK' }).then(
              (page) => availableUnits(page.histories),
              (error: unknown) => (isNotFound(error) ? null : error instanceof Error ? error : new Error(String(error))),
            ),
          ),
        ),
      { cacheKeyFn: ({ sku, channel }) => `${channel}\n${sku}` },
    ),
  };
}
