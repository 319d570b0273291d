import type { Clock } from '../clock';
import { badRequest, notFound } from '../http';
import { fromMinor, isCents, MAX_AMOUNT, toMinor } from '../money';

/** Most items accepted in one receiveStock or receivePrice call. */
export const MAX_BATCH_ITEMS = 1000;
/** A batch waits this long after receipt before it is picked up (PENDING). */
export const BATCH_QUEUE_MS = 1000;
/** Then it is processed for this long (PROCESSING), and completes at receipt + queue + processing. */
export const BATCH_PROCESSING_MS = 2000;
/** The sales channels the emulated merchant is configured for. */
export const MERCHANT_CHANNELS = ['web', 'store', 'marketplace'] as const;
/** Who the emulator records as the author of imported changes (the API key's owner). */
export const IMPORT_USER = { id: 'merchant-api', name: 'Merchant', surname: 'API' } as const;

export type BatchType = 'STOCK' | 'PRICE';
export type BatchStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
export type FailureCode = 'UNKNOWN_CHANNEL' | 'UNKNOWN_SKU' | 'INVALID_QUANTITY' | 'INVALID_PRICE';

export interface StockItem {
  warehouseCode: string;
  sku: string;
  channel: string;
  quantity: number;
}

export interface PriceItem {
  sku: string;
  channel: string;
  price: number;
}

export interface FailedProduct {
  /** Position of the item in the received list. */
  index: number;
  sku: string;
  channel: string;
  warehouseCode?: string | undefined;
  code: FailureCode;
  reason: string;
}

export interface Batch {
  batchId: string;
  bulkOperationId: string;
  frequency: number;
  type: BatchType;
  receivedAt: number;
  items: readonly (StockItem | PriceItem)[];
  /** Set once processed. */
  result: { successCount: number; failedProducts: FailedProduct[] } | undefined;
}

export interface HistoryRecord {
  previousLiveQuantity?: number | undefined;
  distributedQuantity?: number | undefined;
  reservedQuantity?: number | undefined;
  incomingQuantity?: number | undefined;
  /** PRICE records: the price before and after (inferred fields). */
  previousPrice?: number | undefined;
  price?: number | undefined;
  createdAt: string;
  productId: string;
  method: string;
  channel: string;
  warehouse?: string | undefined;
  sku: string;
  type: BatchType;
  sortKey: string;
  user: { name: string; surname: string; id: string };
}

export interface MerchantStoreOptions {
  projectId: string;
  /** Whether the catalogue knows a sku; items for other skus fail with UNKNOWN_SKU. */
  skuExists: (sku: string) => boolean;
  channels?: readonly string[];
}

const pad = (n: number, width = 6) => String(n).padStart(width, '0');

/** What a state file keeps of the merchant importer: batches, levels, prices, ids, history, counters. */
export interface MerchantSnapshot {
  batches: Batch[];
  stock: [string, number][];
  prices: [string, number][];
  productIds: [string, string][];
  history: HistoryRecord[];
  batchSeq: number;
  recordSeq: number;
}

/**
 * The merchant stock and price importer: batches are received at once and processed on the
 * emulator's clock (see `statusOf`), so a test moves a batch along by moving the clock.
 */
export class MerchantStore {
  readonly channels: readonly string[];
  private readonly batches = new Map<string, Batch>();
  /** Batches not processed yet, oldest first. */
  private readonly queue: Batch[] = [];
  /** `channel|warehouse|sku` → live quantity. */
  private readonly stock = new Map<string, number>();
  /** `channel|sku` → price in minor units. */
  private readonly prices = new Map<string, number>();
  /** sku → merchant product id (assigned on the product's first import). */
  private readonly productIds = new Map<string, string>();
  private readonly history: HistoryRecord[] = [];
  private batchSeq = 0;
  private recordSeq = 0;

  constructor(
    private readonly clock: Clock,
    private readonly options: MerchantStoreOptions,
  ) {
    this.channels = options.channels ?? MERCHANT_CHANNELS;
  }

  get projectId(): string {
    return this.options.projectId;
  }

  /** The live records (serialize at once). */
  snapshot(): MerchantSnapshot {
    return {
      batches: [...this.batches.values()],
      stock: [...this.stock],
      prices: [...this.prices],
      productIds: [...this.productIds],
      history: this.history,
      batchSeq: this.batchSeq,
      recordSeq: this.recordSeq,
    };
  }

  /** Fills an empty store from a snapshot; batches not processed yet queue again in order of receipt. */
  restore(snapshot: MerchantSnapshot): void {
    for (const batch of snapshot.batches) {
      this.batches.set(batch.batchId, batch);
      if (!batch.result) this.queue.push(batch);
    }
    for (const [key, quantity] of snapshot.stock) this.stock.set(key, quantity);
    for (const [key, price] of snapshot.prices) this.prices.set(key, price);
    for (const [sku, productId] of snapshot.productIds) this.productIds.set(sku, productId);
    this.history.push(...snapshot.history);
    this.batchSeq = snapshot.batchSeq;
    this.recordSeq = snapshot.recordSeq;
  }

  receive(type: BatchType, items: readonly (StockItem | PriceItem)[], bulkOperationId: string | undefined, frequency: number | undefined): Batch {
    if (items.length === 0) throw badRequest('Invalid request: items: must not be empty');
    if (items.length > MAX_BATCH_ITEMS) throw badRequest(`Invalid request: items: must hold at most ${MAX_BATCH_ITEMS} items`);
    this.process();
    this.batchSeq += 1;
    const batch: Batch = {
      batchId: `batch-${pad(this.batchSeq)}`,
      bulkOperationId: bulkOperationId ?? `bulk-${pad(this.batchSeq)}`,
      frequency: frequency ?? 0,
      type,
      receivedAt: this.clock.now().getTime(),
      items: [...items],
      result: undefined,
    };
    this.batches.set(batch.batchId, batch);
    this.queue.push(batch);
    return batch;
  }

  /** Seed data: applies items at once, as if a batch received earlier had completed `at`. */
  applyNow(type: BatchType, items: readonly (StockItem | PriceItem)[], at: string): void {
    this.apply({ batchId: '', bulkOperationId: '', frequency: 0, type, receivedAt: Date.parse(at), items, result: undefined }, at);
  }

  /** PENDING, then PROCESSING, then COMPLETED (FAILED when no item could be applied), by elapsed clock time. */
  statusOf(batch: Batch): BatchStatus {
    this.process();
    if (batch.result) return batch.result.successCount === 0 ? 'FAILED' : 'COMPLETED';
    const elapsed = this.clock.now().getTime() - batch.receivedAt;
    return elapsed < BATCH_QUEUE_MS ? 'PENDING' : 'PROCESSING';
  }

  requireBatch(batchId: string): Batch {
    const batch = this.batches.get(batchId);
    if (!batch) throw notFound(`batch ${batchId} not found`);
    return batch;
  }

  /** Applies every batch whose processing time has come, in order of receipt. */
  process(): void {
    const now = this.clock.now().getTime();
    while (this.queue.length > 0) {
      const batch = this.queue[0]!;
      const completesAt = batch.receivedAt + BATCH_QUEUE_MS + BATCH_PROCESSING_MS;
      if (completesAt > now) return;
      this.queue.shift();
      this.apply(batch, new Date(completesAt).toISOString());
    }
  }

  private apply(batch: Batch, at: string): void {
    const failedProducts: FailedProduct[] = [];
    let successCount = 0;
    batch.items.forEach((item, index) => {
      const failure = this.check(batch.type, item);
      if (failure) {
        failedProducts.push({
          index,
          sku: item.sku,
          channel: item.channel,
          ...('warehouseCode' in item ? { warehouseCode: item.warehouseCode } : {}),
          ...failure,
        });
        return;
      }
      successCount += 1;
      if ('quantity' in item) this.applyStock(item, at);
      else this.applyPrice(item, at);
    });
    batch.result = { successCount, failedProducts };
  }

  private check(type: BatchType, item: StockItem | PriceItem): { code: FailureCode; reason: string } | undefined {
    if (!this.channels.includes(item.channel)) {
      return { code: 'UNKNOWN_CHANNEL', reason: `channel ${item.channel} is not configured for this merchant` };
    }
    if (!this.options.skuExists(item.sku)) return { code: 'UNKNOWN_SKU', reason: `product ${item.sku} not found` };
    if (type === 'STOCK' && 'quantity' in item && !(Number.isInteger(item.quantity) && item.quantity >= 0)) {
      return { code: 'INVALID_QUANTITY', reason: `quantity ${item.quantity} must be a non-negative integer` };
    }
    if (type === 'PRICE' && 'price' in item) {
      const valid = item.price >= 0 && item.price <= MAX_AMOUNT && isCents(item.price) && (item.price === 0 || toMinor(item.price) >= 1);
      if (!valid) {
        return { code: 'INVALID_PRICE', reason: `price ${item.price} must be 0, or 0.01 to ${MAX_AMOUNT} with at most two decimals` };
      }
    }
    return undefined;
  }

  private productIdOf(sku: string): string {
    let productId = this.productIds.get(sku);
    if (!productId) {
      productId = `MP${pad(this.productIds.size + 1)}`;
      this.productIds.set(sku, productId);
    }
    return productId;
  }

  private record(fields: Omit<HistoryRecord, 'sortKey' | 'productId' | 'user' | 'createdAt'>, at: string): void {
    this.recordSeq += 1;
    this.history.push({
      ...fields,
      createdAt: at,
      productId: this.productIdOf(fields.sku),
      sortKey: `${at}#${pad(this.recordSeq, 9)}`,
      user: { ...IMPORT_USER },
    });
  }

  /** A received quantity is the new absolute stock level of the sku in that channel and warehouse. */
  private applyStock(item: StockItem, at: string): void {
    const key = `${item.channel}|${item.warehouseCode}|${item.sku}`;
    const previous = this.stock.get(key) ?? 0;
    this.stock.set(key, item.quantity);
    this.record(
      {
        previousLiveQuantity: previous,
        distributedQuantity: item.quantity,
        reservedQuantity: 0,
        incomingQuantity: item.quantity,
        method: 'receiveStock',
        channel: item.channel,
        warehouse: item.warehouseCode,
        sku: item.sku,
        type: 'STOCK',
      },
      at,
    );
  }

  private applyPrice(item: PriceItem, at: string): void {
    const key = `${item.channel}|${item.sku}`;
    const previous = this.prices.get(key);
    this.prices.set(key, toMinor(item.price));
    this.record(
      {
        previousPrice: previous === undefined ? undefined : fromMinor(previous),
        price: item.price,
        method: 'receivePrice',
        channel: item.channel,
        sku: item.sku,
        type: 'PRICE',
      },
      at,
    );
  }

  /** Live quantity of a sku in a channel and warehouse (0 when never received). */
  stockOf(channel: string, warehouseCode: string, sku: string): number {
    this.process();
    return this.stock.get(`${channel}|${warehouseCode}|${sku}`) ?? 0;
  }

  /**
   * Resolves a history key: `{PROJECT_ID}-{PRODUCT_ID}` (every channel) or
   * `ACCOUNT_PRODUCT_<channel>_<project_id>!<sku>` (one channel); 404 for anything else.
   */
  resolveKey(key: string): { sku: string; channel: string | undefined } {
    const prefix = 'ACCOUNT_PRODUCT_';
    if (key.startsWith(prefix)) {
      const bang = key.indexOf('!');
      const head = bang < 0 ? '' : key.slice(prefix.length, bang);
      const sku = bang < 0 ? '' : key.slice(bang + 1);
      const suffix = `_${this.projectId}`;
      const channel = head.endsWith(suffix) ? head.slice(0, -suffix.length) : '';
      if (!channel || !sku) throw notFound(`malformed merchant product key ${key}`);
      if (!this.channels.includes(channel)) throw notFound(`channel ${channel} is not configured for this merchant`);
      if (!this.options.skuExists(sku)) throw notFound(`product ${sku} not found`);
      return { sku, channel };
    }
    const projectPrefix = `${this.projectId}-`;
    if (key.startsWith(projectPrefix)) {
      this.process();
      const productId = key.slice(projectPrefix.length);
      for (const [sku, id] of this.productIds) if (id === productId) return { sku, channel: undefined };
    }
    throw notFound(`merchant product ${key} not found`);
  }

  /** History of a product, newest first, optionally one channel and one type. */
  historyOf(sku: string, channel: string | undefined, type: BatchType | undefined): HistoryRecord[] {
    this.process();
    return this.history
      .filter((record) => record.sku === sku && (!channel || record.channel === channel) && (!type || record.type === type))
      .sort((a, b) => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0));
  }
}
