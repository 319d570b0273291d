import type { Clock } from '../clock';
import { badRequest, notFound } from '../http';
import { fromMinor, isCents, MAX_AMOUNT, toMinor } from '../money';

/** Most items accepted in one receiveStock or receivePrice call. */
export const MAX_BATCH_ITEMS = 1000;
/** A batch waits this long after receipt before it is picked up (PENDING). */
export const BATCH_QUEUE_MS = 1000;
/** Then it is processed for this long (PROCESSING), and completes at receipt + queue + processing. */
export const BATCH_PROCESSING_MS = 2000;
/**
 * The highest stock level: the largest GraphQL `Int` (2^31 - 1), so every level, reserved count and
 * history quantity the emulator holds is one the facade can answer.
 */
export const MAX_STOCK = 2_147_483_647;
/** The sales channels the emulated merchant is configured for. */
const MERCHANT_CHANNELS = ['web', 'store', 'marketplace'] as const;
/** Who the emulator records as the author of imported changes (the API key's owner). */
const IMPORT_USER = { id: 'merchant-api', name: 'Merchant', surname: 'API' } as const;

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

interface FailedProduct {
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

/** A sales channel's hold on stock for an order (Reserve Stock, inferred). */
export type ReservationStatus = 'RESERVED' | 'CANCELED' | 'COMMITTED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export interface Reservation {
  reservationId: string;
  orderId: string | undefined;
  channel: string;
  sku: string;
  quantity: number;
  refundedQuantity: number;
  status: ReservationStatus;
  /** Where the units were reserved, warehouse by warehouse. */
  warehouses: { warehouseCode: string; quantity: number }[];
  createdAt: string;
  updatedAt: string;
}

/** Export Stock/Price (inferred): a snapshot of the merchant's levels or prices, as one CSV file. */
export interface ExportJob {
  exportId: string;
  type: BatchType;
  /** The one channel exported; every channel when undefined. */
  channel: string | undefined;
  status: 'COMPLETED';
  rowCount: number;
  createdAt: string;
  files: { fileName: string; contentType: 'text/csv'; rowCount: number; content: string }[];
}

/** A product of the global pool (Receive Products, inferred), shared by every merchant. */
export interface GlobalProduct {
  sku: string;
  name: string;
  brand: string | undefined;
  barcode: string | undefined;
  categories: string[];
  receivedAt: string;
  updatedAt: string;
}

/** What a removal did: the skus removed, and those there was nothing of. */
export interface Removal {
  channel: string | undefined;
  removed: string[];
  notFound: string[];
}

export interface MerchantStoreOptions {
  projectId: string;
  /** Whether the catalogue knows a sku; items for other skus fail with UNKNOWN_SKU. */
  skuExists: (sku: string) => boolean;
  channels?: readonly string[];
}

const belowReserved = (item: StockItem, reserved: number) =>
  `${item.quantity} is below the ${reserved} units reserved for orders of ${item.sku} in ${item.channel}/${item.warehouseCode}; cancel or commit those reservations first`;
const pad = (n: number, width = 6) => String(n).padStart(width, '0');
/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** What a state file keeps of the merchant importer: batches, levels, prices, ids, history, counters. */
export interface MerchantSnapshot {
  batches: Batch[];
  stock: [string, number][];
  prices: [string, number][];
  productIds: [string, string][];
  history: HistoryRecord[];
  batchSeq: number;
  recordSeq: number;
  reserved: [string, number][];
  reservations: Reservation[];
  reservationSeq: number;
  exports: ExportJob[];
  exportSeq: number;
  globalProducts: GlobalProduct[];
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
  /** `channel|warehouse|sku` → units held by reservations not committed or canceled yet. */
  private readonly reserved = new Map<string, number>();
  private readonly reservations = new Map<string, Reservation>();
  private batchSeq = 0;
  private recordSeq = 0;
  private reservationSeq = 0;
  private readonly exports = new Map<string, ExportJob>();
  private exportSeq = 0;
  private readonly globalProducts = new Map<string, GlobalProduct>();

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
      reserved: [...this.reserved],
      reservations: [...this.reservations.values()],
      reservationSeq: this.reservationSeq,
      exports: [...this.exports.values()],
      exportSeq: this.exportSeq,
      globalProducts: [...this.globalProducts.values()],
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
    for (const [key, quantity] of snapshot.reserved) this.reserved.set(key, quantity);
    for (const reservation of snapshot.reservations) this.reservations.set(reservation.reservationId, reservation);
    this.reservationSeq = snapshot.reservationSeq;
    for (const job of snapshot.exports) this.exports.set(job.exportId, job);
    this.exportSeq = snapshot.exportSeq;
    for (const product of snapshot.globalProducts) this.globalProducts.set(product.sku, product);
  }

  receive(type: BatchType, items: readonly (StockItem | PriceItem)[], bulkOperationId: string | undefined, frequency: number | undefined): Batch {
    if (items.length === 0) throw badRequest('Invalid request: items: must not be empty');
    if (items.length > MAX_BATCH_ITEMS) throw badRequest(`Invalid request: items: must hold at most ${MAX_BATCH_ITEMS} items`);
    this.process();
    if (type === 'STOCK') this.refuseImpossibleLevels(items);
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

  /**
   * Levels no processing could apply are refused with the request (400), not left to fail later: a
   * quantity past MAX_STOCK cannot be stored, and one below what reservations hold now would leave
   * orders holding units that are not there (available stock below 0). A quantity that is negative or
   * fractional is judged while the batch is processed, as before.
   */
  private refuseImpossibleLevels(items: readonly (StockItem | PriceItem)[]): void {
    const problems: string[] = [];
    items.forEach((item, index) => {
      if (!('quantity' in item)) return;
      if (item.quantity > MAX_STOCK) {
        problems.push(`items.${index}.quantity: must be at most ${MAX_STOCK}`);
        return;
      }
      const reserved = this.reserved.get(`${item.channel}|${item.warehouseCode}|${item.sku}`) ?? 0;
      // A negative level is INVALID_QUANTITY at processing, like any other malformed quantity.
      if (item.quantity >= 0 && item.quantity < reserved) problems.push(`items.${index}.quantity: ${belowReserved(item, reserved)}`);
    });
    if (problems.length > 0) throw badRequest(`Invalid request: ${problems.join('; ')}`);
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
    // Reservations made after the batch was received may hold more than its level: it cannot apply.
    if (type === 'STOCK' && 'quantity' in item) {
      const reserved = this.reserved.get(`${item.channel}|${item.warehouseCode}|${item.sku}`) ?? 0;
      if (item.quantity < reserved) return { code: 'INVALID_QUANTITY', reason: belowReserved(item, reserved) };
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
        // Units reserved for orders stay reserved across a new stock level.
        reservedQuantity: this.reserved.get(key) ?? 0,
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

  /**
   * The sales-channel stock of a sku, warehouse by warehouse (Get Current Stock, inferred): what is
   * there, what reservations hold, and what is left to sell.
   */
  currentStock(channel: string, sku: string): { warehouseCode: string; stock: number; reserved: number; available: number }[] {
    this.process();
    if (!this.channels.includes(channel)) throw notFound(`channel ${channel} is not configured for this merchant`);
    if (!this.options.skuExists(sku)) throw notFound(`product ${sku} not found`);
    const prefix = `${channel}|`;
    const suffix = `|${sku}`;
    return [...this.stock]
      .filter(([key]) => key.startsWith(prefix) && key.endsWith(suffix))
      .map(([key, stock]) => {
        const reserved = this.reserved.get(key) ?? 0;
        return { warehouseCode: key.slice(prefix.length, -suffix.length), stock, reserved, available: stock - reserved };
      })
      .sort((a, b) => (a.warehouseCode < b.warehouseCode ? -1 : a.warehouseCode > b.warehouseCode ? 1 : 0));
  }

  /**
   * Reserve Stock (inferred): holds `quantity` units of a sku in a channel for an order, from the
   * warehouses in code order; more than is available is a 400 and holds nothing. Each warehouse drawn
   * from gets a STOCK history record whose reservedQuantity is what is now held there.
   */
  reserve(input: { channel: string; sku: string; quantity: number; orderId?: string | undefined; reservationId?: string | undefined }): Reservation {
    const levels = this.currentStock(input.channel, input.sku);
    const available = levels.reduce((sum, level) => sum + Math.max(0, level.available), 0);
    if (input.quantity > available) {
      throw badRequest(`insufficient stock: ${available} of ${input.sku} available in ${input.channel}, ${input.quantity} requested`);
    }
    let reservationId = input.reservationId;
    if (reservationId === undefined) {
      do {
        this.reservationSeq += 1;
        reservationId = `res-${pad(this.reservationSeq)}`;
      } while (this.reservations.has(reservationId));
    } else if (this.reservations.has(reservationId)) {
      throw badRequest(`reservation ${reservationId} already exists`);
    }
    const at = this.clock.now().toISOString();
    const warehouses: Reservation['warehouses'] = [];
    let left = input.quantity;
    for (const level of levels) {
      if (left === 0) break;
      const take = Math.min(left, Math.max(0, level.available));
      if (take === 0) continue;
      warehouses.push({ warehouseCode: level.warehouseCode, quantity: take });
      this.hold(input.channel, level.warehouseCode, input.sku, take, 'reserveStock', at);
      left -= take;
    }
    const reservation: Reservation = {
      reservationId,
      orderId: input.orderId,
      channel: input.channel,
      sku: input.sku,
      quantity: input.quantity,
      refundedQuantity: 0,
      status: 'RESERVED',
      warehouses,
      createdAt: at,
      updatedAt: at,
    };
    this.reservations.set(reservationId, reservation);
    return reservation;
  }

  requireReservation(reservationId: string): Reservation {
    // Batches due by now apply first, so a cancel, commit or refund sees the levels as they are.
    this.process();
    const reservation = this.reservations.get(reservationId);
    if (!reservation) throw notFound(`reservation ${reservationId} not found`);
    return reservation;
  }

  /** Cancel Stock (inferred): a reservation not committed gives its units back to what is available. */
  cancelReservation(reservationId: string): Reservation {
    const reservation = this.requireReservation(reservationId);
    if (reservation.status !== 'RESERVED') throw badRequest(`reservation ${reservationId} is ${reservation.status} and cannot be canceled`);
    const at = this.clock.now().toISOString();
    for (const { warehouseCode, quantity } of reservation.warehouses) {
      this.hold(reservation.channel, warehouseCode, reservation.sku, -quantity, 'cancelStock', at);
    }
    return this.settle(reservation, 'CANCELED', at);
  }

  /** Commit Stock (inferred): the reserved units leave the stock for good (the order shipped). */
  commitReservation(reservationId: string): Reservation {
    const reservation = this.requireReservation(reservationId);
    if (reservation.status !== 'RESERVED') throw badRequest(`reservation ${reservationId} is ${reservation.status} and cannot be committed`);
    const at = this.clock.now().toISOString();
    for (const { warehouseCode, quantity } of reservation.warehouses) {
      this.move(reservation, warehouseCode, -quantity, 'commitStock', at);
    }
    return this.settle(reservation, 'COMMITTED', at);
  }

  /**
   * Refund Stock (inferred): units of a committed reservation come back into stock (a return), into
   * the warehouses they left, last drawn first; by default all that was not refunded yet.
   */
  refundReservation(reservationId: string, quantity: number | undefined): Reservation {
    const reservation = this.requireReservation(reservationId);
    if (reservation.status !== 'COMMITTED' && reservation.status !== 'PARTIALLY_REFUNDED') {
      throw badRequest(`reservation ${reservationId} is ${reservation.status}: only committed stock can be refunded`);
    }
    const refundable = reservation.quantity - reservation.refundedQuantity;
    const wanted = quantity ?? refundable;
    if (wanted < 1 || wanted > refundable) throw badRequest(`refund quantity must be between 1 and ${refundable} for reservation ${reservationId}`);
    const at = this.clock.now().toISOString();
    // What each warehouse gave, less what earlier refunds already brought back to it (last drawn first).
    let alreadyBack = reservation.refundedQuantity;
    let left = wanted;
    const plan: { warehouseCode: string; give: number }[] = [];
    for (const { warehouseCode, quantity: drawn } of [...reservation.warehouses].reverse()) {
      const back = Math.min(alreadyBack, drawn);
      alreadyBack -= back;
      const give = Math.min(left, drawn - back);
      if (give === 0) continue;
      plan.push({ warehouseCode, give });
      left -= give;
    }
    // An import since the commit may have set a level so high that the returned units overflow it.
    for (const { warehouseCode, give } of plan) {
      const level = this.stock.get(`${reservation.channel}|${warehouseCode}|${reservation.sku}`) ?? 0;
      if (level + give > MAX_STOCK) {
        throw badRequest(`refunding ${give} units to warehouse ${warehouseCode} would take its stock of ${reservation.sku} past ${MAX_STOCK}`);
      }
    }
    for (const { warehouseCode, give } of plan) this.move(reservation, warehouseCode, give, 'refundStock', at);
    reservation.refundedQuantity += wanted;
    return this.settle(reservation, reservation.refundedQuantity === reservation.quantity ? 'REFUNDED' : 'PARTIALLY_REFUNDED', at);
  }

  private settle(reservation: Reservation, status: ReservationStatus, at: string): Reservation {
    reservation.status = status;
    reservation.updatedAt = at;
    return reservation;
  }

  /** Changes what reservations hold in a warehouse, and records it. */
  private hold(channel: string, warehouseCode: string, sku: string, change: number, method: string, at: string): void {
    const key = `${channel}|${warehouseCode}|${sku}`;
    const reserved = (this.reserved.get(key) ?? 0) + change;
    this.reserved.set(key, reserved);
    const stock = this.stock.get(key) ?? 0;
    this.record({ previousLiveQuantity: stock, distributedQuantity: stock, reservedQuantity: reserved, incomingQuantity: 0, method, channel, warehouse: warehouseCode, sku, type: 'STOCK' }, at);
  }

  /** Moves units into (positive) or out of (negative) a warehouse's stock for a reservation, and records it. */
  private move(reservation: Reservation, warehouseCode: string, change: number, method: string, at: string): void {
    const key = `${reservation.channel}|${warehouseCode}|${reservation.sku}`;
    const previous = this.stock.get(key) ?? 0;
    const stock = previous + change;
    this.stock.set(key, stock);
    // A commit takes its units out of what is held as well.
    const reserved = (this.reserved.get(key) ?? 0) + (method === 'commitStock' ? change : 0);
    this.reserved.set(key, reserved);
    this.record(
      {
        previousLiveQuantity: previous,
        distributedQuantity: stock,
        reservedQuantity: reserved,
        incomingQuantity: Math.max(0, change),
        method,
        channel: reservation.channel,
        warehouse: warehouseCode,
        sku: reservation.sku,
        type: 'STOCK',
      },
      at,
    );
  }

  /**
   * Remove My Products (inferred): the named skus leave the merchant's stock and prices in one channel,
   * or in every channel. Each warehouse level gets a last STOCK record at 0 (so availableStock reads 0)
   * and then goes, with its price; the history stays. A sku with units still reserved there is a 400
   * and nothing changes; a sku the merchant has nothing of is listed as not found.
   */
  removeProducts(skus: readonly string[], channel: string | undefined, method = 'removeMyProducts'): Removal {
    this.process();
    if (channel !== undefined && !this.channels.includes(channel)) throw notFound(`channel ${channel} is not configured for this merchant`);
    const wanted = new Set(skus);
    const inScope = (keyChannel: string, sku: string) => (channel === undefined || keyChannel === channel) && wanted.has(sku);
    const held = [...this.reservations.values()].filter(
      (reservation) => reservation.status === 'RESERVED' && inScope(reservation.channel, reservation.sku),
    );
    if (held.length > 0) {
      throw badRequest(`units are still reserved: ${held.map((reservation) => `${reservation.reservationId} (${reservation.sku})`).join(', ')}; cancel or commit them first`);
    }
    const at = this.clock.now().toISOString();
    const removed = new Set<string>();
    for (const [key, previous] of [...this.stock]) {
      const [keyChannel = '', warehouse = '', sku = ''] = key.split('|');
      if (!inScope(keyChannel, sku)) continue;
      this.record(
        { previousLiveQuantity: previous, distributedQuantity: 0, reservedQuantity: 0, incomingQuantity: 0, method, channel: keyChannel, warehouse, sku, type: 'STOCK' },
        at,
      );
      this.stock.delete(key);
      this.reserved.delete(key);
      removed.add(sku);
    }
    for (const key of [...this.prices.keys()]) {
      const [keyChannel = '', sku = ''] = key.split('|');
      if (!inScope(keyChannel, sku)) continue;
      this.prices.delete(key);
      removed.add(sku);
    }
    return { channel, removed: skus.filter((sku) => removed.has(sku)), notFound: skus.filter((sku) => !removed.has(sku)) };
  }

  /** Clean My Products (inferred): every sku the merchant has stock or a price of in the channel, removed as above. */
  cleanProducts(channel: string): Removal {
    this.process();
    const skus = new Set<string>();
    for (const key of this.stock.keys()) if (key.startsWith(`${channel}|`)) skus.add(key.split('|')[2] ?? '');
    for (const key of this.prices.keys()) if (key.startsWith(`${channel}|`)) skus.add(key.split('|')[1] ?? '');
    return this.removeProducts([...skus].sort(), channel, 'cleanMyProducts');
  }

  /**
   * Export Stock/Price (inferred): the levels (STOCK) or prices (PRICE) as they are now, of one channel
   * or all, as one CSV file; the export is complete at once.
   */
  exportLevels(type: BatchType, channel: string | undefined): ExportJob {
    this.process();
    if (channel !== undefined && !this.channels.includes(channel)) throw notFound(`channel ${channel} is not configured for this merchant`);
    const rows =
      type === 'STOCK'
        ? [...this.stock].map(([key, quantity]) => [...key.split('|'), String(quantity), String(this.reserved.get(key) ?? 0)])
        : [...this.prices].map(([key, price]) => [...key.split('|'), fromMinor(price).toFixed(2)]);
    const selected = rows.filter((row) => channel === undefined || row[0] === channel).sort((a, b) => (a.join('|') < b.join('|') ? -1 : 1));
    const header = type === 'STOCK' ? 'channel,warehouseCode,sku,quantity,reserved' : 'channel,sku,price';
    this.exportSeq += 1;
    const exportId = `exp-${pad(this.exportSeq)}`;
    const job: ExportJob = {
      exportId,
      type,
      channel,
      status: 'COMPLETED',
      rowCount: selected.length,
      createdAt: this.clock.now().toISOString(),
      files: [
        {
          fileName: `${exportId}-${type.toLowerCase()}.csv`,
          contentType: 'text/csv',
          rowCount: selected.length,
          content: [header, ...selected.map((row) => row.map(csvField).join(','))].join('\n') + '\n',
        },
      ],
    };
    this.exports.set(exportId, job);
    return job;
  }

  /** List Exports (inferred): newest first. */
  listExports(): ExportJob[] {
    return [...this.exports.values()].reverse();
  }

  /** Get Exported Files (inferred). */
  requireExport(exportId: string): ExportJob {
    const job = this.exports.get(exportId);
    if (!job) throw notFound(`export ${exportId} not found`);
    return job;
  }

  /** Receive Products (inferred): adds products to the global pool, or updates them by sku. */
  receiveGlobalProducts(products: readonly { sku: string; name: string; brand?: string | undefined; barcode?: string | undefined; categories?: string[] | undefined }[]): GlobalProduct[] {
    const at = this.clock.now().toISOString();
    return products.map((product) => {
      const existing = this.globalProducts.get(product.sku);
      const record: GlobalProduct = {
        sku: product.sku,
        name: product.name,
        brand: product.brand,
        barcode: product.barcode,
        categories: [...(product.categories ?? [])],
        receivedAt: existing?.receivedAt ?? at,
        updatedAt: at,
      };
      this.globalProducts.set(record.sku, record);
      return record;
    });
  }

  /** Get Global Products (inferred): the pool in sku order, or the named skus that are in it. */
  listGlobalProducts(skus: readonly string[] | undefined): GlobalProduct[] {
    const all = [...this.globalProducts.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
    if (skus === undefined) return all;
    const wanted = new Set(skus);
    return all.filter((product) => wanted.has(product.sku));
  }

  /** Remove Global Products (inferred). */
  removeGlobalProducts(skus: readonly string[]): Removal {
    const removed = skus.filter((sku) => this.globalProducts.delete(sku));
    return { channel: undefined, removed, notFound: skus.filter((sku) => !removed.includes(sku)) };
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
