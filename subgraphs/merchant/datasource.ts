import { z } from 'zod';
import { OPERATIONS, productHistoryKeyById, productHistoryKeyBySku, type OperationSpec } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { list, maybe } from '../shared/tolerant';
import { toServiceBody } from '../shared/validation';

const str = maybe(z.string());
const num = maybe(z.number());

/** What the importer acknowledged; a missing batchId is reported where the field is asked for. */
const receiptSchema = z.object({ batchId: str, bulkOperationId: str, frequency: num });
export type BatchReceipt = z.output<typeof receiptSchema>;

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

const batchSchema = z.looseObject({
  batchStatus: looseStr,
  failCount: looseNum,
  successCount: looseNum,
  failedProducts: z.array(failedProductSchema).nullish(),
  ratio: z.union([z.string(), z.number()]).nullish(),
  pushPriceFrequency: looseNum,
  bulkOperationType: looseStr,
});
export type BatchStatusRecord = z.output<typeof batchSchema>;

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
  user: maybe(z.object({ name: str, surname: str, id: str })),
});
export type HistoryRecord = z.output<typeof historyRecordSchema>;

const historyPageSchema = z.object({ histories: list(historyRecordSchema), nextToken: str });
export type HistoryPage = z.output<typeof historyPageSchema>;

/** A merchant product: by its id (every channel) or by sku in one sales channel. */
export type MerchantProductRef = { productId: string } | { sku: string; channel: string };

export interface HistoryQuery {
  type?: string | null | undefined;
  nextToken?: string | null | undefined;
  limit?: number | null | undefined;
}

/** The envelope of a stock or price batch: what the receipt falls back on when the answer leaves it out. */
interface BatchEnvelope {
  bulkOperationId?: string | null | undefined;
  frequency?: number | null | undefined;
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

  receiveStock(input: BatchEnvelope): Promise<BatchReceipt> {
    return this.receive(OPERATIONS.receiveMerchantStock, input);
  }

  receivePrice(input: BatchEnvelope): Promise<BatchReceipt> {
    return this.receive(OPERATIONS.receiveMerchantPrice, input);
  }

  /** The bulk operation id and frequency the caller sent are what was acknowledged when the answer does not echo them. */
  private async receive(spec: OperationSpec, input: BatchEnvelope): Promise<BatchReceipt> {
    const receipt = await this.scope.client.call(spec, { apiKey: this.scope.apiKey, body: toServiceBody(input), response: receiptSchema });
    return {
      batchId: receipt.batchId,
      bulkOperationId: receipt.bulkOperationId ?? input.bulkOperationId ?? null,
      frequency: receipt.frequency ?? input.frequency ?? null,
    };
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
