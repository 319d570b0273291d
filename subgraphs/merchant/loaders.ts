import DataLoader from 'dataloader';
import type { MerchantDataSource } from './datasource';
import type { MerchantImportBatchModel } from './models';

export interface MerchantLoaders {
  /** A batch's status by id; the same batch asked twice in a request is read once. */
  batches: DataLoader<string, MerchantImportBatchModel>;
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
  };
}
