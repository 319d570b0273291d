import type { BatchStatusRecord, GlobalProductRecord, HistoryRecord, MerchantExportRecord, ReservationRecord } from './records';

/** A catalogue product: its sku, and the talking-products stock the gateway sends for availableStock. */
export interface ProductModel {
  sku: string;
  talkingProduct?: { stock?: number | null } | null;
}

/** What the importer acknowledged; its batchId may be missing (reported at that field). */
export interface MerchantBatchReceiptModel {
  batchId: string | null;
  bulkOperationId: string | null;
  frequency: number | null;
}

/** A batch's status as the service returned it, with the id it was asked by and the body as it came. */
export type MerchantImportBatchModel = BatchStatusRecord & { batchId: string; raw: unknown };

/** A stock reservation as the service answered it; its product is the catalogue's, by sku. */
export type StockReservationModel = ReservationRecord;

/** A history record as the service returned it. */
export type MerchantHistoryRecordModel = HistoryRecord;

/** GraphQL's largest Int: a total past it is answered as it ("at least that many"), never as an error. */
const MAX_INT = 2_147_483_647;

/**
 * Units available from a channel's STOCK history, newest first: the newest record of each warehouse
 * counts (distributed less reserved, never below 0), summed over the warehouses, at most MAX_INT;
 * null without any.
 */
export function availableUnits(histories: readonly HistoryRecord[]): number | null {
  const seen = new Set<string>();
  let total: number | null = null;
  for (const record of histories) {
    if (record.type !== null && record.type !== 'STOCK') continue;
    const warehouse = record.warehouse ?? '';
    if (seen.has(warehouse) || record.distributedQuantity === null) continue;
    seen.add(warehouse);
    total = (total ?? 0) + Math.max(0, Math.floor(record.distributedQuantity - (record.reservedQuantity ?? 0)));
  }
  return total === null ? null : Math.min(total, MAX_INT);
}

/** An export as the service answered it. */
export type MerchantExportModel = MerchantExportRecord;

/** A product of the global pool as the service answered it; its product is the catalogue's, by sku. */
export type GlobalProductModel = GlobalProductRecord;
