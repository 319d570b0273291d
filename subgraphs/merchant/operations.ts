import { z } from 'zod';
import type { ServiceConfig } from '../shared/service-config';
import { connectionArgs } from '../shared/connection';
import { TITLE_ONLY } from '../shared/settle';
import { defineOperations, operation, sdlOnly } from '../shared/operations';
import { lenient, lenientInt, lenientList, list, maybe } from '../shared/tolerant';
import { id, optional, pageSize, pathSegment, text, toServiceBody } from '../shared/validation';
import type { RootFieldArgs } from './__generated__/resolvers-types';
import { batchSchema, exportSchema, globalProductSchema, historyRecordSchema, reservationSchema } from './records';

/** Most items accepted in one stock or price batch (the emulator enforces the same limit). */
const MAX_BATCH_ITEMS = 1000;
/** Largest history page. */
const MAX_HISTORY_PAGE = 100;

const str = maybe(z.string());
const num = maybe(z.number());

/** What the importer acknowledged; a missing batchId is reported where the field is asked for. */
const receiptSchema = z.object({ batchId: str, bulkOperationId: str, frequency: num });

/** A page of a product's history, newest first, and the token of the next. */
const historyPageSchema = z.object({ histories: list(historyRecordSchema), nextToken: str });

/** The sales-channel operations answer `{ reservation }`. */
const reservationAnswer = z.object({ reservation: reservationSchema.nullable().catch(null) }).catch({ reservation: null });
/** The reservation as answered, with its id: the service's, else the one sent. */
const reservationResult = ({ reservation }: z.output<typeof reservationAnswer>, { input }: { input: { reservationId?: string | null } }) => ({
  reservationId: reservation?.reservationId ?? input.reservationId ?? null,
  reservation,
});

/** Get Current Stock's answer (inferred): totals and warehouse levels, each read the tolerant way. */
const currentStockSchema = z
  .object({
    stock: lenientInt(),
    reserved: lenientInt(),
    available: lenientInt(),
    warehouses: lenientList(z.object({ warehouseCode: z.string(), stock: lenientInt(), reserved: lenientInt(), available: lenientInt() })),
  })
  .catch({ stock: null, reserved: null, available: null, warehouses: [] });

/** Most skus one removal or one global-product read names, and products one Receive Products carries. */
const MAX_SKUS_PER_REQUEST = 1000;
const skuList = () => z.array(z.string()).min(1, 'must not be empty').max(MAX_SKUS_PER_REQUEST, `must hold at most ${MAX_SKUS_PER_REQUEST} skus`);
const stringList = lenientList(z.string());

/** What a removal answered (inferred); the skus it names are strings, anything else is left out. */
const removalAnswer = z
  .object({ channel: lenient(z.string()), removed: stringList, notFound: stringList })
  .catch({ channel: null, removed: [], notFound: [] });

const exportFileSchema = z.object({ fileName: z.string(), contentType: lenient(z.string()), rowCount: lenientInt(), content: lenient(z.string()) });

const globalProductPage = z
  .object({ products: lenientList(globalProductSchema), total: lenientInt() })
  .catch({ products: [], total: null });
/** How many there are: the answer's total, else how many it lists. */
const totalOf = <K extends string>(key: K) => <T extends { total: number | null } & Record<K, readonly unknown[]>>(page: T) => ({ ...page, total: page.total ?? page[key].length });
const paging = { pageSize: optional(pageSize()) };

/** A sales channel: when the merchant's channels are configured (COMMERCE_MERCHANT_CHANNELS), one of them. */
const channel = ({ merchantChannels }: ServiceConfig, base = id(64)) =>
  merchantChannels
    ? base.refine((value) => merchantChannels.includes(value), `must be one of the merchant's channels (${merchantChannels.join(', ')})`)
    : base;

const envelope = {
  frequency: optional(z.number().refine(Number.isFinite, 'must be a finite number').refine((value) => value >= 0, 'must be 0 or more')),
};

const batchItems = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, 'must not be empty').max(MAX_BATCH_ITEMS, `must hold at most ${MAX_BATCH_ITEMS} items`);

/** A merchant product by productId, or by sku with channel, and the paging arguments of its history. */
const productAddress = (config: ServiceConfig, paging: z.ZodRawShape) =>
  z
    .object({
      // Checked here as well as by the SDL's scalar: a product's own sku reaches this from its parent.
      productId: optional(pathSegment()),
      sku: optional(pathSegment()),
      channel: optional(channel(config, pathSegment(64))),
      ...paging,
    })
    .superRefine((args, context) => {
      if (args.productId && (args.sku || args.channel)) {
        context.addIssue({ code: 'custom', path: ['productId'], message: 'give either productId, or sku with channel, not both' });
      } else if (!args.productId && !args.sku) {
        context.addIssue({ code: 'custom', path: ['sku'], message: 'give productId, or sku with channel' });
      } else if (args.sku && !args.channel) {
        context.addIssue({ code: 'custom', path: ['channel'], message: 'is required with sku' });
      }
    });

/** The rules of a history page's arguments, as a root field's or a product's field's. */
const historyRules = (config: ServiceConfig) =>
  productAddress(config, { nextToken: optional(text(2000)), limit: optional(pageSize(MAX_HISTORY_PAGE)) });

/** The arguments of the Relay connection over a product's history, and of a product's available stock. */
export const productRules = {
  historyConnection: (config: ServiceConfig) => productAddress(config, connectionArgs),
  availableStock: (config: ServiceConfig) => z.object({ sku: pathSegment(), channel: channel(config, pathSegment(64)) }),
};

/** `{PROJECT_ID}-{PRODUCT_ID}`: a merchant product addressed by its id. */
export const productHistoryKeyById = (projectId: string, productId: string): string => `${projectId}-${productId}`;

/** `ACCOUNT_PRODUCT_<sales_channel>_<project_id>!<sku>`: a merchant product addressed by sku. */
export const productHistoryKeyBySku = (projectId: string, salesChannel: string, sku: string): string =>
  `ACCOUNT_PRODUCT_${salesChannel}_${projectId}!${sku}`;

/** The bulk operation id and frequency the caller sent are what was acknowledged when the answer does not echo them. */
const receipt = (
  answer: z.output<typeof receiptSchema>,
  { input }: { input: { bulkOperationId?: string | null; frequency?: number | null } },
) => ({
  batchId: answer.batchId,
  bulkOperationId: answer.bulkOperationId ?? input.bulkOperationId ?? null,
  frequency: answer.frequency ?? input.frequency ?? null,
});

/** Merchant operations (4.5, and the inferred Receive Price of 4.7). */
export const operations = defineOperations<RootFieldArgs>()({
  receiveMerchantStock: operation({
    url: 'POST {base_url}/CALL/MerchantStockPriceImporter/receiveStock/{PROJECT_ID}',
    access: 'write',
    settle: { none: "checkBatchStatus (4.5) is keyed by the batchId that only the lost answer carries, and product history cannot show updates the importer has not processed yet" },
    inferred: false,
    request: (config) => z.object({ input: z.object({ ...envelope, items: batchItems(z.object({ channel: channel(config) })) }) }),
    response: receiptSchema,
    result: receipt,
  }),
  receiveMerchantPrice: operation({
    url: 'POST {base_url}/CALL/MerchantStockPriceImporter/receivePrice/{PROJECT_ID}',
    access: 'write',
    settle: { none: "checkBatchStatus (4.5) is keyed by the batchId that only the lost answer carries, and product history cannot show updates the importer has not processed yet" },
    inferred: true,
    request: (config) => z.object({ input: z.object({ ...envelope, items: batchItems(z.object({ channel: channel(config) })) }) }),
    response: receiptSchema,
    result: receipt,
  }),
  currentStock: operation({
    url: 'POST {base_url}/CALL/MerchantSalesChannel/getCurrentStock/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: (config) => z.object({ channel: channel(config) }),
    response: currentStockSchema,
    // The stock of the sku and channel asked for.
    result: (stock, { sku, channel: salesChannel }) => ({ ...stock, sku, channel: salesChannel }),
  }),
  reserveStock: operation({
    url: 'POST {base_url}/CALL/MerchantSalesChannel/reserveStock/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: (config) => z.object({ input: z.object({ channel: channel(config), quantity: z.number().min(1, 'must be at least 1') }) }),
    response: reservationAnswer,
    result: reservationResult,
  }),
  cancelStockReservation: operation({
    url: 'POST {base_url}/CALL/MerchantSalesChannel/cancelStock/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    check: 'ownsReservation',
    request: sdlOnly,
    response: reservationAnswer,
    result: reservationResult,
    forgets: { stock: 'all' },
  }),
  commitStockReservation: operation({
    url: 'POST {base_url}/CALL/MerchantSalesChannel/commitStock/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    check: 'ownsReservation',
    request: sdlOnly,
    response: reservationAnswer,
    result: reservationResult,
    forgets: { stock: 'all' },
  }),
  refundStock: operation({
    url: 'POST {base_url}/CALL/MerchantSalesChannel/refundStock/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({ input: z.object({ quantity: optional(z.number().min(1, 'must be at least 1')) }) }),
    response: reservationAnswer,
    result: reservationResult,
    forgets: { stock: 'all' },
  }),
  removeMerchantProducts: operation({
    url: 'POST {base_url}/CALL/MerchantStockPriceImporter/removeMyProducts/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: (config) => z.object({ input: z.object({ skus: skuList(), channel: optional(channel(config)) }) }),
    response: removalAnswer,
    forgets: { stock: 'all' },
  }),
  cleanMerchantProducts: operation({
    url: 'POST {base_url}/CALL/MerchantStockPriceImporter/cleanMyProducts/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: (config) => z.object({ input: z.object({ channel: channel(config) }) }),
    response: removalAnswer,
    // The channel cleaned is the one sent when the answer does not say.
    result: (removal, { input }) => ({ ...removal, channel: removal.channel ?? input.channel }),
    forgets: { stock: 'all' },
  }),
  exportMerchantStockPrice: operation({
    url: 'POST {base_url}/CALL/MerchantStockPriceImporter/exportStockPrice/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: (config) => z.object({ input: z.object({ channel: optional(channel(config)) }) }),
    response: z.object({ export: exportSchema.nullable().catch(null) }).catch({ export: null }),
    result: (answer) => ({ exportId: answer.export?.exportId ?? null, export: answer.export }),
  }),
  merchantExports: operation({
    url: 'POST {base_url}/CALL/MerchantStockPriceImporter/listExports/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: z.object(paging),
    response: z.object({ exports: lenientList(exportSchema), total: lenientInt() }).catch({ exports: [], total: null }),
    result: totalOf('exports'),
  }),
  merchantExportFiles: operation({
    url: 'POST {base_url}/CALL/MerchantStockPriceImporter/getExportedFiles/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: sdlOnly,
    response: z.object({ files: lenientList(exportFileSchema) }).catch({ files: [] }),
    // The export asked for.
    result: ({ files }, { exportId }) => ({ exportId, files }),
  }),
  receiveGlobalProducts: operation({
    url: 'POST {base_url}/CALL/GlobalProducts/receiveProducts/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({
      input: z.object({
        products: z
          .array(z.object({ sku: z.string(), categories: optional(z.array(z.string()).max(100, 'must hold at most 100 categories')) }))
          .min(1, 'must not be empty')
          .max(MAX_SKUS_PER_REQUEST, `must hold at most ${MAX_SKUS_PER_REQUEST} products`)
          .refine((products) => new Set(products.map((product) => product.sku)).size === products.length, 'must name each sku once'),
      }),
    }),
    response: z.object({ received: lenientInt(), products: lenientList(globalProductSchema) }).catch({ received: null, products: [] }),
    // How many were received: the answer's count, else the products it lists.
    result: ({ received, products }) => ({ received: received ?? products.length, products }),
  }),
  globalProducts: operation({
    url: 'POST {base_url}/CALL/GlobalProducts/getGlobalProducts/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: z.object({ skus: optional(skuList()), ...paging }),
    response: globalProductPage,
    result: totalOf('products'),
  }),
  removeGlobalProducts: operation({
    url: 'POST {base_url}/CALL/GlobalProducts/removeGlobalProducts/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({ input: z.object({ skus: skuList() }) }),
    response: removalAnswer,
  }),
  merchantImportBatch: operation({
    url: 'GET {base_url}/CALL/MerchantImportJob/checkBatchStatus/{BATCH_ID}',
    access: 'read',
    inferred: false,
    request: z.object({ batchId: pathSegment() }),
    response: batchSchema,
    key: ({ batchId }) => batchId,
    // The status with the id it was asked by, and the body as it came.
    result: (status, { batchId }) => ({ ...status, batchId, raw: status }),
  }),
  merchantProductHistory: operation({
    url: 'POST {base_url}/CALL/MerchantAccountProduct/getMerchantProductHistory/{PRODUCT_KEY}',
    access: 'read',
    inferred: false,
    request: historyRules,
    response: historyPageSchema,
    connection: 'merchantProductHistoryConnection',
    // The product is addressed in the path, in the form the document gives for each way; the body is the page.
    key: ({ productId, sku, channel: salesChannel }, { projectId }) =>
      productId ? productHistoryKeyById(projectId, productId) : productHistoryKeyBySku(projectId, salesChannel ?? '', sku ?? ''),
    body: ({ type, nextToken, limit }) => toServiceBody({ type, nextToken, limit }),
  }),
});
