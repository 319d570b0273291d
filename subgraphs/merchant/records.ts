import { z } from 'zod';
import { lenient, lenientInt, lenientList, lenientTimestamp, maybe } from '../shared/tolerant';

/*
 * The service's merchant records as the facade reads them (tolerant zod readers), and their types:
 * what models.ts, the loaders and the resolvers are typed by. The rows (operations.ts) read their
 * answers with these. Imports point one way (generated types → models.ts → records.ts, and
 * operations.ts → records.ts), so this module imports neither the rows nor the generated types.
 */

const str = maybe(z.string());
const num = maybe(z.number());
const stringList = lenientList(z.string());

// Loose objects without transforms: the parsed value is the service's body, unknown keys included,
// so it doubles as `raw`; missing and null fields both resolve to null. failedProducts elements
// are not specified: known fields are typed.
const looseStr = z.string().nullish();
const looseNum = z.number().nullish();
const failedProductSchema = z.looseObject({
  index: looseNum,
  sku: looseStr,
  channel: looseStr,
  warehouseCode: looseStr,
  code: looseStr,
  reason: looseStr,
});

/** A batch's status as checkBatchStatus answers it. */
export const batchSchema = z.looseObject({
  batchStatus: looseStr,
  failCount: looseNum,
  successCount: looseNum,
  failedProducts: z.array(failedProductSchema).nullish(),
  ratio: z.union([z.string(), z.number()]).nullish(),
  pushPriceFrequency: looseNum,
  bulkOperationType: looseStr,
});
export type BatchStatusRecord = z.output<typeof batchSchema>;

/** A record of a product's history as getMerchantProductHistory answers it. */
export const historyRecordSchema = z.object({
  previousLiveQuantity: num,
  distributedQuantity: num,
  reservedQuantity: num,
  incomingQuantity: num,
  previousPrice: num,
  price: num,
  createdAt: str,
  productId: str,
  method: str,
  channel: str,
  warehouse: str,
  sku: str,
  type: str,
  sortKey: str,
  user: maybe(z.object({ name: str, surname: str, id: str })),
});
export type HistoryRecord = z.output<typeof historyRecordSchema>;

/**
 * A stock reservation as the sales-channel operations answer it (inferred, emulator/README.md):
 * `{ reservation }`, each field read the tolerant way, the id filled in from the request when absent.
 */
export const reservationSchema = z.object({
  reservationId: lenient(z.string()),
  orderId: lenient(z.string()),
  channel: lenient(z.string()),
  sku: lenient(z.string()),
  quantity: lenientInt(),
  refundedQuantity: lenientInt(),
  status: lenient(z.string()),
  warehouses: lenientList(z.object({ warehouseCode: z.string(), quantity: lenientInt() })),
  createdAt: lenientTimestamp(),
  updatedAt: lenientTimestamp(),
});
export type ReservationRecord = z.output<typeof reservationSchema>;

/** An export (inferred, emulator/README.md), each field read the tolerant way. */
export const exportSchema = z.object({
  exportId: z.string(),
  type: lenient(z.string()),
  channel: lenient(z.string()),
  status: lenient(z.string()),
  rowCount: lenientInt(),
  createdAt: lenientTimestamp(),
});
export type MerchantExportRecord = z.output<typeof exportSchema>;

/** A product of the global pool (inferred); one without a sku cannot be named, so it is left out. */
export const globalProductSchema = z.object({
  sku: z.string(),
  name: lenient(z.string()),
  brand: lenient(z.string()),
  barcode: lenient(z.string()),
  categories: stringList,
  receivedAt: lenientTimestamp(),
  updatedAt: lenientTimestamp(),
});
export type GlobalProductRecord = z.output<typeof globalProductSchema>;
