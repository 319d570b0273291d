import { z } from 'zod';
import { badRequest, num, pageFrom, pageSize, parseBody, post, text, type Route, type Routes } from '../http';
import { MAX_BATCH_ITEMS, type Batch, type ExportJob, type GlobalProduct, type HistoryRecord, type MerchantStore, type Reservation } from './store';

const MAX_HISTORY_PAGE = 100;
export const DEFAULT_HISTORY_PAGE = 20;

const items = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an array') })
    .min(1, 'must not be empty')
    .max(MAX_BATCH_ITEMS, `must hold at most ${MAX_BATCH_ITEMS} items`);

const envelope = {
  frequency: num().optional(),
  bulkOperationId: z.string({ error: 'must be a string' }).min(1, 'must not be empty').optional(),
};

// Quantities and prices are only shape-checked here: their values are judged per item while the
// batch is processed, and a bad one fails that item (failedProducts), not the whole request.
const stockBody = z.object({
  ...envelope,
  items: items(z.object({ warehouseCode: text(), sku: text(), channel: text(), quantity: num() })),
});
const priceBody = z.object({
  ...envelope,
  items: items(z.object({ sku: text(), channel: text(), price: num() })),
});
const historyBody = z.object({
  type: z.enum(['STOCK', 'PRICE'], { error: 'must be STOCK or PRICE' }).optional(),
  nextToken: z.string({ error: 'must be a string' }).optional(),
  limit: pageSize(MAX_HISTORY_PAGE).optional(),
});

const receipt = (batch: Batch) => ({
  batchId: batch.batchId,
  bulkOperationId: batch.bulkOperationId,
  frequency: batch.frequency,
});

/** `ratio`: the share of items applied, as a percentage with two decimals ("0.00" until processed). */
function batchView(store: MerchantStore, batch: Batch) {
  const batchStatus = store.statusOf(batch);
  const successCount = batch.result?.successCount ?? 0;
  const failedProducts = batch.result?.failedProducts ?? [];
  return {
    batchId: batch.batchId,
    bulkOperationId: batch.bulkOperationId,
    batchStatus,
    totalCount: batch.items.length,
    successCount,
    failCount: failedProducts.length,
    failedProducts,
    ratio: ((successCount / batch.items.length) * 100).toFixed(2),
    pushPriceFrequency: batch.frequency,
    bulkOperationType: batch.type,
  };
}

const encodeToken = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');
function decodeToken(token: string): string {
  const sortKey = Buffer.from(token, 'base64url').toString('utf8');
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z#\d+$/.test(sortKey)) throw badRequest('Invalid request: nextToken: is not a token this service issued');
  return sortKey;
}

function historyView(record: HistoryRecord) {
  return { ...record, user: { ...record.user } };
}

/** A reservation as the sales-channel operations answer it (inferred). */
const reservationView = (reservation: Reservation) => ({
  ...reservation,
  warehouses: reservation.warehouses.map((warehouse) => ({ ...warehouse })),
});
const wholeUnits = () => num().int('must be a whole number').positive('must be greater than 0');
const reservationRef = z.object({ reservationId: text() });

/** Most skus one removal, or products one Receive Products, may name. */
const MAX_SKUS_PER_REQUEST = 1000;
const skuList = () => z.array(text(), { error: 'must be an array' }).min(1, 'must not be empty').max(MAX_SKUS_PER_REQUEST, `must hold at most ${MAX_SKUS_PER_REQUEST} skus`);
const exportType = () => z.enum(['STOCK', 'PRICE'], { error: 'must be STOCK or PRICE' });
/** An export as Export Stock/Price and List Exports answer it: its files only through Get Exported Files. */
const exportView = ({ files: _files, ...job }: ExportJob) => ({ ...job, channel: job.channel ?? null });
const globalView = (product: GlobalProduct) => ({ ...product, brand: product.brand ?? null, barcode: product.barcode ?? null, categories: [...product.categories] });
const globalProductBody = z.object({
  sku: text(),
  name: text(),
  brand: text().optional(),
  barcode: text().optional(),
  categories: z.array(text(), { error: 'must be an array' }).optional(),
});
const page = <T>(items: readonly T[], from: number, size: number) => items.slice(from, from + size);
const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;

export function merchantRoutes(store: MerchantStore): Routes {
  const checkBatchStatus: Route = {
    httpMethod: 'GET',
    tail: 'key',
    handle: ({ key }) => batchView(store, store.requireBatch(key)),
  };
  return {
    'MerchantStockPriceImporter/receiveStock': post(({ body }) => {
      const input = parseBody(stockBody, body);
      return receipt(store.receive('STOCK', input.items, input.bulkOperationId, input.frequency));
    }),

    'MerchantStockPriceImporter/receivePrice': post(({ body }) => {
      const input = parseBody(priceBody, body);
      return receipt(store.receive('PRICE', input.items, input.bulkOperationId, input.frequency));
    }),

    'MerchantImportJob/checkBatchStatus': checkBatchStatus,

    'MerchantSalesChannel/getCurrentStock': post(({ body }) => {
      const input = parseBody(z.object({ channel: text(), sku: text() }), body);
      const warehouses = store.currentStock(input.channel, input.sku);
      const total = (field: 'stock' | 'reserved' | 'available') => warehouses.reduce((sum, warehouse) => sum + warehouse[field], 0);
      return { ...input, stock: total('stock'), reserved: total('reserved'), available: total('available'), warehouses };
    }),

    'MerchantSalesChannel/reserveStock': post(({ body }) => {
      const input = parseBody(
        z.object({ channel: text(), sku: text(), quantity: wholeUnits(), orderId: text().optional(), reservationId: text().optional() }),
        body,
      );
      return { reservation: reservationView(store.reserve(input)) };
    }),

    'MerchantSalesChannel/cancelStock': post(({ body }) => {
      const input = parseBody(reservationRef, body);
      return { reservation: reservationView(store.cancelReservation(input.reservationId)) };
    }),

    'MerchantSalesChannel/commitStock': post(({ body }) => {
      const input = parseBody(reservationRef, body);
      return { reservation: reservationView(store.commitReservation(input.reservationId)) };
    }),

    'MerchantSalesChannel/refundStock': post(({ body }) => {
      const input = parseBody(reservationRef.extend({ quantity: wholeUnits().optional() }), body);
      return { reservation: reservationView(store.refundReservation(input.reservationId, input.quantity)) };
    }),

    'MerchantStockPriceImporter/removeMyProducts': post(({ body }) => {
      const input = parseBody(z.object({ skus: skuList(), channel: text().optional() }), body);
      const removal = store.removeProducts(input.skus, input.channel);
      return { ...removal, channel: removal.channel ?? null };
    }),

    'MerchantStockPriceImporter/cleanMyProducts': post(({ body }) => {
      const input = parseBody(z.object({ channel: text() }), body);
      return store.cleanProducts(input.channel);
    }),

    'MerchantStockPriceImporter/exportStockPrice': post(({ body }) => {
      const input = parseBody(z.object({ type: exportType(), channel: text().optional() }), body);
      return { export: exportView(store.exportLevels(input.type, input.channel)) };
    }),

    'MerchantStockPriceImporter/listExports': post(({ body }) => {
      const input = parseBody(z.object({ pageFrom: pageFrom().default(0), pageSize: pageSize(MAX_PAGE).default(DEFAULT_PAGE) }), body);
      const all = store.listExports();
      return { exports: page(all, input.pageFrom, input.pageSize).map(exportView), total: all.length };
    }),

    'MerchantStockPriceImporter/getExportedFiles': post(({ body }) => {
      const input = parseBody(z.object({ exportId: text() }), body);
      const job = store.requireExport(input.exportId);
      return { exportId: job.exportId, files: job.files.map((file) => ({ ...file })) };
    }),

    'GlobalProducts/receiveProducts': post(({ body }) => {
      const input = parseBody(
        z.object({ products: z.array(globalProductBody, { error: 'must be an array' }).min(1, 'must not be empty').max(MAX_SKUS_PER_REQUEST, `must hold at most ${MAX_SKUS_PER_REQUEST} products`) }),
        body,
      );
      const skus = input.products.map((product) => product.sku);
      const repeated = skus.find((sku, index) => skus.indexOf(sku) !== index);
      if (repeated !== undefined) throw badRequest(`products: sku ${repeated} is given more than once`);
      const products = store.receiveGlobalProducts(input.products).map(globalView);
      return { received: products.length, products };
    }),

    'GlobalProducts/getGlobalProducts': post(({ body }) => {
      const input = parseBody(
        z.object({ skus: skuList().optional(), pageFrom: pageFrom().default(0), pageSize: pageSize(MAX_PAGE).default(DEFAULT_PAGE) }),
        body,
      );
      const all = store.listGlobalProducts(input.skus);
      return { products: page(all, input.pageFrom, input.pageSize).map(globalView), total: all.length };
    }),

    'GlobalProducts/removeGlobalProducts': post(({ body }) => {
      const input = parseBody(z.object({ skus: skuList() }), body);
      const { removed, notFound } = store.removeGlobalProducts(input.skus);
      return { removed, notFound };
    }),

    'MerchantAccountProduct/getMerchantProductHistory': post(({ body, key }) => {
      const input = parseBody(historyBody, body);
      const { sku, channel } = store.resolveKey(key);
      const all = store.historyOf(sku, channel, input.type);
      const after = input.nextToken ? decodeToken(input.nextToken) : undefined;
      const remaining = after ? all.filter((record) => record.sortKey < after) : all;
      const page = remaining.slice(0, input.limit ?? DEFAULT_HISTORY_PAGE);
      const last = page[page.length - 1];
      return {
        histories: page.map(historyView),
        ...(last && remaining.length > page.length ? { nextToken: encodeToken(last.sortKey) } : {}),
      };
    }, 'key'),
  };
}
