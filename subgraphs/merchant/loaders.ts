import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { send } from '../shared/call';
import { perRequest } from '../shared/subgraph';
import { availableUnits, type MerchantImportBatchModel } from './models';
import { operations } from './operations';

/**
 * A batch's status by id; the same batch asked twice in a request is read once. The service reads
 * one batch per call, so a "batch" here is parallel calls, deduplicated.
 */
export const batchLoader = perRequest(
  (context) =>
    new DataLoader<string, MerchantImportBatchModel>((batchIds) =>
      Promise.all(
        batchIds.map((batchId) =>
          send(context, operations.merchantImportBatch, { batchId }).catch((error: unknown) =>
            error instanceof Error ? error : new Error(String(error)),
          ),
        ),
      ),
    ),
);

export interface StockKey {
  sku: string;
  channel: string;
}

/** The service's 404 for a product: no merchant product (or channel) by that key, so no stock. */
const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';

/**
 * Units available of a sku in a channel, from its STOCK history; null when the merchant has none.
 * The service has no read of many products' stock at once: one history call per product and
 * channel, made in parallel, each asked once per request. Its first page (the newest records, at
 * the service's own page size: the document shows none to send) is what the stock is read from.
 */
export const stockLoader = perRequest(
  (context) =>
    new DataLoader<StockKey, number | null, string>(
      (keys) =>
        Promise.all(
          keys.map((key) =>
            send(context, operations.merchantProductHistory, { ...key, type: 'STOCK' }).then(
              (page) => availableUnits(page.histories),
              (error: unknown) => (isNotFound(error) ? null : error instanceof Error ? error : new Error(String(error))),
            ),
          ),
        ),
      { cacheKeyFn: ({ sku, channel }) => `${channel}\n${sku}` },
    ),
);
