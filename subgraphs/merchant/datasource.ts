import { z } from 'zod';
import { OPERATIONS, productHistoryKeyById, productHistoryKeyBySku } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { toServiceBody } from '../shared/validation';

const str = z.string().optional();
const num = z.number().optional();

const receiptSchema = z.object({ batchId: z.string(), bulkOperationId: str, frequency: num });
export type BatchReceipt = z.infer<typeof receiptSchema>;

// Loose objects without transforms: the parsed value is the service's body, unknown keys included,
// so it doubles as `raw`. failedProducts elements are not specified: known fields are typed.
const failedProductSchema = z.looseObject({
  index: num,
  sku: str,
  channel: str,
  warehouseCode: str,
  code: str,
  reason: str,
});

const batchSchema = z.looseObject({
  batchStatus: str,
  failCount: num,
  successCount: num,
  failedProducts: z.array(failedProductSchema).optional(),
  ratio: z.union([z.string(), z.number()]).optional(),
  pushPriceFrequency: num,
  bulkOperationType: str,
});
export type BatchStatusRecord = z.infer<typeof batchSchema>;

const historyRecordSchema = z.object({
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
  user: z.object({ name: str, surname: str, id: str }).optional(),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

const historyPageSchema = z.object({ histories: z.array(historyRecordSchema), nextToken: z.string().nullish() });
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** A merchant product: by its id (every channel) or by sku in one sales channel. */
export type MerchantProductRef = { productId: string } | { sku: string; channel: string };

export interface HistoryQuery {
  type?: string | null | undefined;
  nextToken?: string | null | undefined;
  limit?: number | null | undefined;
}

/** One method per merchant operation of the service (4.5, plus the inferred Receive Price). */
export class MerchantDataSource {
  constructor(private readonly scope: RequestScope) {}

  get projectId(): string {
    return this.scope.client.config.projectId;
  }

  /** The merchant's channels when configured (COMMERCE_MERCHANT_CHANNELS), else undefined. */
  get channels(): readonly string[] | undefined {
    return this.scope.client.config.merchantChannels;
  }

  receiveStock(input: object): Promise<BatchReceipt> {
    return this.scope.client.call(OPERATIONS.receiveMerchantStock, {
      apiKey: this.scope.apiKey,
      body: toServiceBody(input),
      response: receiptSchema,
    });
  }

  receivePrice(input: object): Promise<BatchReceipt> {
    return this.scope.client.call(OPERATIONS.receiveMerchantPrice, {
      apiKey: this.scope.apiKey,
      body: toServiceBody(input),
      response: receiptSchema,
    });
  }

  checkBatchStatus(batchId: string): Promise<BatchStatusRecord> {
    return this.scope.client.call(OPERATIONS.checkMerchantBatchStatus, {
      apiKey: this.scope.apiKey,
      key: batchId,
      response: batchSchema,
    });
  }

  /** The path key of a merchant product, in the form the document gives for each way of addressing it. */
  historyKey(product: MerchantProductRef): string {
    return 'productId' in product
      ? productHistoryKeyById(this.projectId, product.productId)
      : productHistoryKeyBySku(this.projectId, product.channel, product.sku);
  }

  getProductHistory(product: MerchantProductRef, query: HistoryQuery): Promise<HistoryPage> {
    return this.scope.client.call(OPERATIONS.getMerchantProductHistory, {
      apiKey: this.scope.apiKey,
      key: this.historyKey(product),
      body: toServiceBody(query),
      response: historyPageSchema,
    });
  }
}
