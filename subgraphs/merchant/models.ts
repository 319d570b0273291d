import type { BatchStatusRecord, HistoryRecord } from './operations';

/** A catalogue product: only the sku is known in this subgraph. */
export interface ProductModel {
  sku: string;
}

/** What the importer acknowledged; its batchId may be missing (reported at that field). */
export interface MerchantBatchReceiptModel {
  batchId: string | null;
  bulkOperationId: string | null;
  frequency: number | null;
}

/** A batch's status as the service returned it, with the id it was asked by and the body as it came. */
export type MerchantImportBatchModel = BatchStatusRecord & { batchId: string; raw: unknown };

/** A history record as the service returned it. */
export type MerchantHistoryRecordModel = HistoryRecord;
