import DataLoader from 'dataloader';
import { send } from '../shared/call';
import { perRequest } from '../shared/subgraph';
import type { MerchantImportBatchModel } from './models';
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
