import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A double of the commerce service written from its interface document alone (sections 4.1–4.6): the 23
 * documented operations at their exact URLs, answering the document's shapes and `{}` where the document
 * shows `{}`. It shares no code with the emulator, so the facade is checked against the document rather
 * than against its own idea of the service. Beside them it serves the writes the document names only by
 * title (4.7), at the URL forms the facade infers (INFERRED_WRITES), so that every mutation can be driven
 * through a fault; what they answer is no claim about the service.
 */

/** A JSON value as the double sends it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/**
 * How the double answers a documented operation.
 * - `documented`: the document's shapes with plausible values.
 * - `extra`: the same, with unknown fields added to every object (nested ones too).
 * - `missing`: only what a result cannot exist without: identifying keys (an account's accountNumber,
 *   a transaction's transactionId, a code, an id, the batchId a receipt hands out, the eventId, the key
 *   of getAccounts' map) and the objects and lists that lead to them; everything else is omitted.
 * - `nulls`: the fields `missing` omits are present as `null`.
 */
export const ANSWER_MODES = ['documented', 'extra', 'missing', 'nulls'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** A broken answer, for one operation or all of them. `times` limits how many calls it spoils. */
export type Fault = { times?: number } & (
  | { kind: 'drip'; intervalMs: number }
  | { kind: 'resetAfterStatus' }
  | { kind: 'status429'; retryAfter: number }
  | { kind: 'oversized'; megabytes: number }
  | { kind: 'html502' }
  | { kind: 'status'; status: number; message: string }
  /** The request is read whole, then its connection is reset: no status, no body. */
  | { kind: 'reset' }
  /** Answered as without a fault, `delayMs` after the request was read. */
  | { kind: 'slow'; delayMs: number }
);

export type Base = 'base' | 'legacy';

/** The document's operations, named `Class/method` as in its URLs. */
export const OPERATION_NAMES = [
  'PIMAPI/upsertProduct',
  'PIMAPI/getProducts',
  'PIMAPI/getProductSettings',
  'Promotion/calculate',
  'Promotion/startTransaction',
  'Promotion/revertTransaction',
  'LoyaltyAPI/receiveEvent',
  'LoyaltyAPI/getEvents',
  'LoyaltyAPI/cancelTransaction',
  'WalletAPI/createAccount',
  'WalletAPI/getAccount',
  'Wallet/getAccounts',
  'WalletAPI/listAccounts',
  'WalletAPI/listTransactions',
  'Wallet/addAccount',
  'WalletAPI/load',
  'WalletAPI/cancel',
  'WalletAPI/bulkLoad',
  'MerchantStockPriceImporter/receiveStock',
  'MerchantImportJob/checkBatchStatus',
  'MerchantAccountProduct/getMerchantProductHistory',
  'TalkingProducts/updateProduct',
  'TalkingProducts/listProduct',
] as const;
export type OperationName = (typeof OPERATION_NAMES)[number];

/**
 * How the URL of a write the document names only by title ends, as the facade infers it (`npm run
 * operations`): `/CALL/<Class>/<method>/{PROJECT_ID}` on the base address, the same with
 * `{LOYALTY_PROJECT_ID}`, or (talking products) `{STAGE_PROJECT_ID}/CALL/...{PROJECT_ID}` on the legacy address.
 */
type InferredForm = 'project' | 'loyaltyProject' | 'legacyStage';

/**
 * The writes of 4.7, named `Class/method` at the URL forms the facade infers for them. The document shows
 * none of their payloads: each answers `{}`, the answer the document gives most of its writes (and, in
 * `extra` mode, unknown fields only), so that a test can drive every mutation through a fault.
 */
export const INFERRED_WRITES = {
  'PIMAPI/upsertCategory': 'project',
  'PIMAPI/bulkUpsertProduct': 'project',
  'PIMAPI/deleteProduct': 'project',
  'PIMAPI/attachProductAttributeImage': 'project',
  'PIMAPI/attachCategoryImage': 'project',
  'PIMAPI/upsertAttributes': 'project',
  'PIMAPI/deleteAttribute': 'project',
  'PIMAPI/upsertAttributeOptions': 'project',
  'PIMAPI/upsertAttributeOption': 'project',
  'PIMAPI/deleteAttributeOption': 'project',
  'DatasetAPI/createDataset': 'project',
  'DatasetAPI/updateDataset': 'project',
  'DatasetAPI/deleteDataset': 'project',
  'DatasetAPI/upsertValue': 'project',
  'DatasetAPI/deleteValue': 'project',
  'Promotion/commitTransaction': 'project',
  'Promotion/partialRevertTransaction': 'project',
  'Promotion/setStatusForPromotionList': 'project',
  'Promotion/updatePromotionParameters': 'project',
  'Promotion/cancelTransaction': 'project',
  'LoyaltyAPI/cancelEvent': 'loyaltyProject',
  'LoyaltyAPI/upsertSegment': 'loyaltyProject',
  'LoyaltyAPI/addUserToSegment': 'loyaltyProject',
  'LoyaltyAPI/startTransaction': 'loyaltyProject',
  'LoyaltyAPI/commitTransaction': 'loyaltyProject',
  'WalletAPI/createWallet': 'project',
  'WalletAPI/removeAccount': 'project',
  'WalletAPI/fix': 'project',
  'WalletAPI/spend': 'project',
  'WalletAPI/refund': 'project',
  'MerchantStockPriceImporter/receivePrice': 'project',
  'MerchantStockPriceImporter/removeMyProducts': 'project',
  'MerchantStockPriceImporter/cleanMyProducts': 'project',
  'MerchantStockPriceImporter/exportStockPrice': 'project',
  'MerchantSalesChannel/reserveStock': 'project',
  'MerchantSalesChannel/cancelStock': 'project',
  'MerchantSalesChannel/commitStock': 'project',
  'MerchantSalesChannel/refundStock': 'project',
  'GlobalProducts/receiveProducts': 'project',
  'GlobalProducts/removeGlobalProducts': 'project',
  'TalkingProducts/createProduct': 'legacyStage',
  'TalkingProducts/deleteProduct': 'legacyStage',
} as const satisfies Record<string, InferredForm>;
export type InferredWriteName = keyof typeof INFERRED_WRITES;

/** Every operation the double serves: the document's, and the inferred writes. */
export type ServedOperation = OperationName | InferredWriteName;

export const isDocumented = (operation: ServedOperation): operation is OperationName => operation in DOCUMENTED_OPERATIONS;

/** Where an operation lives and which request body fields the document lists for it. */
export interface DocumentedOperation {
  method: 'GET' | 'POST';
  base: Base;
  /** The top-level request body fields the document lists; empty for a GET or an empty body. */
  requestFields: readonly string[];
}

export const DOCUMENTED_OPERATIONS: Record<OperationName, DocumentedOperation> = {
  'PIMAPI/upsertProduct': { method: 'POST', base: 'base', requestFields: ['dataType', 'data', 'axesValues'] },
  'PIMAPI/getProducts': {
    method: 'POST',
    base: 'base',
    requestFields: ['sorts', 'filters', 'pageFrom', 'pageSize', 'searchText', 'source'],
  },
  'PIMAPI/getProductSettings': { method: 'GET', base: 'base', requestFields: [] },
  'Promotion/calculate': { method: 'POST', base: 'base', requestFields: ['cart', 'couponId', 'user', 'skipPromotions'] },
  'Promotion/startTransaction': {
    method: 'POST',
    base: 'base',
    requestFields: [
      'cart',
      'user',
      'pointCurrency',
      'usePoint',
      'storeId',
      'storeName',
      'transactionId',
      'isAutoCommit',
      'couponId',
      'skipPromotions',
      'entityType',
    ],
  },
  'Promotion/revertTransaction': { method: 'POST', base: 'base', requestFields: ['transactionId', 'userId', 'entityType'] },
  'LoyaltyAPI/receiveEvent': {
    method: 'POST',
    base: 'base',
    requestFields: ['entityId', 'entityType', 'entityData', 'referenceId', 'eventType', 'eventData', 'measurements', 'time'],
  },
  'LoyaltyAPI/getEvents': {
    method: 'POST',
    base: 'base',
    requestFields: ['filters', 'limit', 'page', 'entityId', 'entityType'],
  },
  'LoyaltyAPI/cancelTransaction': { method: 'POST', base: 'legacy', requestFields: ['userId', 'transactionId'] },
  'WalletAPI/createAccount': {
    method: 'POST',
    base: 'base',
    requestFields: [
      'title',
      'channel',
      'walletId',
      'accountNumber',
      'accountType',
      'currency',
      'status',
      'userId',
      'expiresAt',
      'amount',
    ],
  },
  'WalletAPI/getAccount': { method: 'POST', base: 'base', requestFields: ['walletId', 'currency', 'accountNumber'] },
  'Wallet/getAccounts': { method: 'POST', base: 'base', requestFields: ['accountNumbers'] },
  'WalletAPI/listAccounts': { method: 'POST', base: 'base', requestFields: ['from', 'query', 'sorts', 'pageSize'] },
  'WalletAPI/listTransactions': {
    method: 'POST',
    base: 'base',
    requestFields: ['from', 'pageSize', 'filters', 'sorts', 'walletId', 'currency', 'accountNumber', 'expiresAt'],
  },
  'Wallet/addAccount': { method: 'POST', base: 'base', requestFields: ['accountNumber'] },
  'WalletAPI/load': {
    method: 'POST',
    base: 'base',
    requestFields: [
      'walletId',
      'currency',
      'accountNumber',
      'amount',
      'channel',
      'additionalData',
      'description',
      'referenceId',
      'userId',
      'storeId',
      'storeName',
    ],
  },
  'WalletAPI/cancel': {
    method: 'POST',
    base: 'base',
    requestFields: ['walletId', 'currency', 'accountNumber', 'transactionId'],
  },
  'WalletAPI/bulkLoad': {
    method: 'POST',
    base: 'base',
    requestFields: ['userId', 'title', 'webhook', 'accountNumber', 'walletId', 'currency', 'loads'],
  },
  'MerchantStockPriceImporter/receiveStock': {
    method: 'POST',
    base: 'base',
    requestFields: ['frequency', 'bulkOperationId', 'items'],
  },
  'MerchantImportJob/checkBatchStatus': { method: 'GET', base: 'base', requestFields: [] },
  'MerchantAccountProduct/getMerchantProductHistory': { method: 'POST', base: 'base', requestFields: ['type', 'nextToken'] },
  'TalkingProducts/updateProduct': { method: 'POST', base: 'legacy', requestFields: ['product'] },
  'TalkingProducts/listProduct': { method: 'POST', base: 'base', requestFields: [] },
};

/** One request as it reached the double. */
export interface RecordedRequest {
  method: string;
  /** Which base address the request was sent to. */
  base: Base;
  /** The path after the base address, exactly as sent (query string included). */
  path: string;
  /** The operation the request addressed (documented or an inferred write); undefined when it matched none (answered 404). */
  operation: ServedOperation | undefined;
  /** Values taken from the path: projectId, loyaltyProjectId, stageProjectId, batchId, productId, channel, sku. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; the raw text when it is not JSON; undefined when empty. */
  body: unknown;
}

export interface DocumentDoubleOptions {
  projectId?: string;
  loyaltyProjectId?: string;
  stageProjectId?: string;
  apiKey?: string;
  /** Path prefix of the legacy base address, so that tests can tell the two bases apart. */
  legacyPath?: string;
}

/** What an answer may depend on: the request's body and path values. */
interface Request {
  body: unknown;
  params: Record<string, string>;
}

/**
 * Which parts of an answer `missing` keeps: `true` keeps the value whole, a one-element list applies its
 * element to every item of a list, an object keeps only its listed keys (`*` stands for every key of a map).
 */
type Keep = true | readonly [Keep] | { readonly [key: string]: Keep };

interface Answer {
  build(request: Request): JsonObject;
  keep: Keep;
  /** Dotted paths of objects that are maps keyed by data (no unknown fields are added to them). */
  maps?: readonly string[];
}

const TIME = '2026-01-05T10:00:00.000Z';
const LATER = '2026-01-06T08:30:00.000Z';

/** Unknown fields `extra` adds to every object of an answer. */
export const EXTRA_FIELDS: JsonObject = {
  unexpectedField: 'not in the document',
  unexpectedObject: { nested: { deeper: 1 }, list: [{ item: 'x' }], flag: true },
};

const EMPTY: Answer = { build: () => ({}), keep: {} };

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown, key: string, fallback: string): string {
  const found = field(value, key);
  return typeof found === 'string' ? found : fallback;
}

function numberOf(value: unknown, key: string, fallback: number): number {
  const found = field(value, key);
  return typeof found === 'number' ? found : fallback;
}

function objects(value: unknown, key: string): JsonObject[] {
  const found = field(value, key);
  return Array.isArray(found) ? found.filter((item): item is JsonObject => item !== null && typeof item === 'object' && !Array.isArray(item)) : [];
}

const label = (value: string): Json => [{ locale: 'en_US', value }];

const itemPromotion: JsonObject = { id: 'promo-1', promotionTemplateId: 'tpl-1', giftAmount: 1 };
const appliedPromotion: JsonObject = {
  id: 'promo-1',
  promotionTemplateId: 'tpl-1',
  giftAmount: 2,
  tag: 'WINTER',
  promotionType: 'ITEM_FIXED',
  userMessage: '1.00 off every item',
};

/** A calculated cart: the request's items and sub-orders with the document's added fields. */
function calculatedCart(cart: unknown): JsonObject {
  const items = objects(cart, 'items').map((item) => {
    const price = numberOf(item, 'price', 10);
    const qty = numberOf(item, 'qty', 1);
    const totalPrice = numberOf(item, 'totalPrice', price * qty);
    return {
      ...item,
      promotionDiscount: 1,
      priceAfterPromotion: price - 1,
      appliedPromotions: [itemPromotion],
      totalPromotionDiscount: qty,
      totalPriceAfterPromotion: totalPrice - qty,
      totalDisplayPrice: totalPrice,
    };
  });
  const subOrders = objects(cart, 'subOrders').map((subOrder) => {
    const price = numberOf(subOrder, 'price', 20);
    return {
      ...subOrder,
      priceAfterPromotion: price - 2,
      displayPrice: price,
      promotionDiscount: 2,
      appliedPromotions: [itemPromotion],
      usedPoints: 0,
      usedPointAsMoney: 0,
      priceAfterPointUsed: price - 2,
      usablePoints: 100,
      usablePointAsMoney: 1,
      pointMultiplier: 0.01,
    };
  });
  return { items, subOrders };
}

const account = (accountNumber: string, projectId: string): JsonObject => ({
  title: 'Loyalty points',
  projectId,
  accountType: 'virtual',
  accountNumber,
  channel: 'loyalty',
  currency: 'POINT',
  status: 'active',
  userId: 'user-1',
  walletId: 'wallet-1',
  createdAt: TIME,
  updatedAt: LATER,
  updatedBy: 'system',
  balance: 12.5,
});

function answers(projectId: string): Record<OperationName, Answer> {
  return {
    'PIMAPI/upsertProduct': {
      build: () => ({ meta: { createdAt: TIME, updatedAt: LATER, updateToken: 'token-2' } }),
      keep: {},
    },
    'PIMAPI/getProducts': EMPTY,
    'PIMAPI/getProductSettings': {
      build: () => ({
        productSettings: {
          attributes: [
            {
              availableLocales: ['en_US'],
              isLocaleSpecific: false,
              localizable: true,
              scopable: false,
              code: 'name',
              type: 'text',
              group: 'marketing',
              isUnique: false,
              label: label('Name'),
              maxCharacters: 255,
              validationRegexp: '',
              validationRule: 'none',
            },
          ],
          attributeOptions: [{ code: 'color', options: [{ code: 'RED', label: label('Red') }] }],
          families: [
            {
              code: 'shirts',
              label: label('Shirts'),
              attributeAsLabel: 'name',
              attributeAsImage: 'image',
              attributes: [{ attribute: 'name', requiredChannels: ['ecommerce'] }],
              variants: [{ code: 'shirts_by_color', label: label('By color'), axes: ['color'], attributes: ['sku'] }],
            },
          ],
          attributeGroups: [{ code: 'marketing', label: label('Marketing') }],
          groupTypes: [{}],
          groups: [{}],
        },
      }),
      keep: {
        productSettings: {
          attributes: [{ code: true }],
          attributeOptions: [{ code: true, options: [{ code: true }] }],
          families: [{ code: true, attributes: [{ attribute: true }], variants: [{ code: true }] }],
          attributeGroups: [{ code: true }],
        },
      },
    },
    'Promotion/calculate': {
      build: ({ body }) => {
        const cart = field(body, 'cart');
        return {
          cart: {
            ...calculatedCart(cart),
            productCount: numberOf(cart, 'productCount', 1),
            appliedPromotions: [appliedPromotion],
            suggestionPromotions: [
              {
                id: 'promo-2',
                userMessage: 'Add 50.00 more for 10% off',
                suggestion: 'ADD_AMOUNT',
                additionalData: { missingAmount: 50, threshold: 100 },
              },
            ],
            totalCartPriceAfterPromotion: 18,
            totalCartPromotionDiscount: 2,
            userBalance: 100,
            totalPriceAfterPointUsed: 18,
            totalUsablePoints: 100,
            totalUsablePointAsMoney: 1,
            totalUsedPoints: 0,
            totalUsedPointAsMoney: 0,
            totalPriceToPay: 18,
          },
          calculationTime: 12,
        };
      },
      keep: { cart: { items: [{ id: true }] } },
      maps: ['cart.suggestionPromotions.additionalData'],
    },
    'Promotion/startTransaction': {
      build: ({ body }) => {
        const transactionId = text(body, 'transactionId', 'ptx-1');
        const couponId = text(body, 'couponId', 'WELCOME10');
        return {
          runWithLoyalty: true,
          message: 'Transaction started',
          transactionId,
          userId: text(field(body, 'user'), 'userId', 'user-1'),
          couponId,
          transaction: {
            transactionId,
            promotions: [appliedPromotion],
            couponId,
            transactionTimeout: 900,
            cart: calculatedCart(field(body, 'cart')),
          },
        };
      },
      keep: { transactionId: true },
    },
    'Promotion/revertTransaction': { build: () => ({ message: 'Transaction reverted' }), keep: {} },
    'LoyaltyAPI/receiveEvent': {
      build: () => ({
        eventId: 'evt-1',
        entityErrors: { phoneNumber: ['phoneNumber must be a valid phone number'] },
        eventErrors: {},
      }),
      keep: { eventId: true },
      maps: ['entityErrors', 'eventErrors'],
    },
    'LoyaltyAPI/getEvents': EMPTY,
    'LoyaltyAPI/cancelTransaction': EMPTY,
    'WalletAPI/createAccount': EMPTY,
    'WalletAPI/getAccount': {
      build: ({ body }) => ({
        projectId,
        accountType: 'virtual',
        accountNumber: text(body, 'accountNumber', 'ACC-1'),
        channel: 'loyalty',
        currency: text(body, 'currency', 'POINT'),
        status: 'active',
        walletId: text(body, 'walletId', 'wallet-1'),
        createdAt: TIME,
        balance: 12.5,
      }),
      keep: { accountNumber: true },
    },
    'Wallet/getAccounts': {
      build: ({ body }) => {
        const numbers = field(body, 'accountNumbers');
        const wanted = Array.isArray(numbers) ? numbers.filter((number): number is string => typeof number === 'string') : [];
        return Object.fromEntries(wanted.map((number) => [number, account(number, projectId)]));
      },
      keep: { '*': { accountNumber: true } },
      maps: [''],
    },
    'WalletAPI/listAccounts': {
      build: ({ body }) => ({
        total: 1,
        size: 1,
        pageSize: numberOf(body, 'pageSize', 20),
        from: numberOf(body, 'from', 0),
        result: [
          {
            id: 'acc-id-1',
            title: 'Loyalty points',
            projectId,
            accountType: 'virtual',
            accountNumber: 'ACC-1',
            accountNumberType: 'generated',
            channel: 'loyalty',
            currency: 'POINT',
            status: 'active',
            walletId: 'wallet-1',
            createdAt: TIME,
          },
        ],
      }),
      keep: { result: [{ accountNumber: true }] },
    },
    'WalletAPI/listTransactions': {
      build: ({ body }) => ({
        transactions: [
          {
            transactionId: 'wtx-1',
            type: 'EARNED',
            amount: 12.5,
            description: 'Welcome points',
            channel: 'loyalty',
            createdAt: TIME,
          },
        ],
        from: numberOf(body, 'from', 0),
        pageSize: numberOf(body, 'pageSize', 20),
        total: 1,
        size: 1,
      }),
      keep: { transactions: [{ transactionId: true }] },
    },
    'Wallet/addAccount': EMPTY,
    'WalletAPI/load': EMPTY,
    'WalletAPI/cancel': {
      build: ({ body }) => ({
        transaction: {
          transactionId: text(body, 'transactionId', 'wtx-1'),
          type: 'EARNED',
          amount: 5,
          channel: 'loyalty',
          createdAt: TIME,
          isCanceled: true,
          updatedAt: LATER,
        },
        balance: 7.5,
      }),
      keep: { transaction: { transactionId: true } },
    },
    'WalletAPI/bulkLoad': {
      // The document shows only the `failed` status; the double answers `success` for the other loads.
      build: ({ body }) => ({
        balance: 12.5,
        results: objects(body, 'loads').map((load) => {
          const expiresAt = Date.parse(text(load, 'expiresAt', ''));
          return expiresAt < Date.now()
            ? { status: 'failed', error: 'The expiry date cannot be a past date' }
            : { status: 'success', error: '' };
        }),
      }),
      keep: {},
    },
    'MerchantStockPriceImporter/receiveStock': {
      build: ({ body }) => ({
        batchId: 'batch-1',
        bulkOperationId: text(body, 'bulkOperationId', 'bulk-1'),
        frequency: numberOf(body, 'frequency', 15),
      }),
      keep: { batchId: true },
    },
    'MerchantImportJob/checkBatchStatus': {
      build: () => ({
        batchStatus: 'COMPLETED',
        failCount: 1,
        successCount: 1,
        failedProducts: [{ sku: 'SKU-2', reason: 'unknown sku' }],
        ratio: '50.00',
        pushPriceFrequency: 15,
        bulkOperationType: 'STOCK',
      }),
      keep: {},
    },
    'MerchantAccountProduct/getMerchantProductHistory': {
      build: ({ params }) => ({
        histories: [
          {
            previousLiveQuantity: 10,
            distributedQuantity: 8,
            reservedQuantity: 2,
            incomingQuantity: 5,
            createdAt: TIME,
            productId: params.productId ?? 'prod-1',
            method: 'receiveStock',
            channel: params.channel ?? 'web',
            warehouse: 'WH-1',
            sku: params.sku ?? 'SKU-1',
            type: 'STOCK',
            sortKey: `${TIME}#1`,
            user: { name: 'Ada', surname: 'Lovelace', id: 'user-9' },
          },
        ],
      }),
      keep: {},
    },
    'TalkingProducts/updateProduct': EMPTY,
    'TalkingProducts/listProduct': EMPTY,
  };
}

function isObject(value: Json): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `missing`: only the kept parts. */
function pruned(value: Json, keep: Keep): Json {
  if (keep === true) return value;
  if (Array.isArray(keep)) return Array.isArray(value) ? value.map((item) => pruned(item, keep[0] as Keep)) : value;
  if (!isObject(value)) return value;
  const spec = keep as { readonly [key: string]: Keep };
  const result: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    const inner = spec[key] ?? spec['*'];
    if (inner !== undefined) result[key] = pruned(item, inner);
  }
  return result;
}

/** `nulls`: the parts `missing` omits, present as null. */
function nulled(value: Json, keep: Keep): Json {
  if (keep === true) return value;
  if (Array.isArray(keep)) return Array.isArray(value) ? value.map((item) => nulled(item, keep[0] as Keep)) : value;
  if (!isObject(value)) return value;
  const spec = keep as { readonly [key: string]: Keep };
  const result: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    const inner = spec[key] ?? spec['*'];
    result[key] = inner === undefined ? null : nulled(item, inner);
  }
  return result;
}

/** `extra`: unknown fields on every object but the maps keyed by data (whose values still get them). */
function extended(value: Json, maps: readonly string[], path = ''): Json {
  if (Array.isArray(value)) return value.map((item) => extended(item, maps, path));
  if (!isObject(value)) return value;
  const isMap = maps.includes(path);
  const result: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    const child = isMap ? `${path}.*` : path ? `${path}.${key}` : key;
    result[key] = extended(item, maps, child);
  }
  return isMap ? result : { ...result, ...EXTRA_FIELDS };
}

function answerIn(mode: AnswerMode, answer: Answer, request: Request): Json {
  const documented = answer.build(request);
  switch (mode) {
    case 'documented':
      return documented;
    case 'extra':
      return extended(documented, answer.maps ?? []);
    case 'missing':
      return pruned(documented, answer.keep);
    case 'nulls':
      return nulled(documented, answer.keep);
  }
}

interface Route {
  operation: ServedOperation;
  method: 'GET' | 'POST';
  /** The path after the base address, split at `/`, decoded. */
  match(segments: readonly string[]): Record<string, string> | undefined;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const NGINX_502_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n';

/** The double: start it, point the facade at `url` and `legacyUrl`, switch `mode` and faults at will. */
export class DocumentDouble {
  /** How documented operations answer; may be changed at any time. */
  mode: AnswerMode = 'documented';
  readonly requests: RecordedRequest[] = [];
  readonly projectId: string;
  readonly loyaltyProjectId: string;
  readonly stageProjectId: string;
  readonly apiKey: string;
  readonly legacyPath: string;
  private readonly server: Server;
  private readonly routes: Record<Base, Route[]>;
  private readonly answers: Record<OperationName, Answer>;
  private readonly faults = new Map<ServedOperation | 'all', Fault>();
  /** Answers a test sets for one operation in place of the document's (the service's state it needs). */
  private readonly overrides = new Map<ServedOperation, (request: { body: unknown; params: Record<string, string> }) => Json>();
  /** Requests of each operation being answered now, and the most there were at once since `resetRequests`. */
  private readonly inFlight = new Map<ServedOperation, number>();
  private readonly peaks = new Map<ServedOperation, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private origin = '';

  private constructor(options: DocumentDoubleOptions) {
    this.projectId = options.projectId ?? 'doc-project';
    this.loyaltyProjectId = options.loyaltyProjectId ?? 'doc-loyalty-project';
    this.stageProjectId = options.stageProjectId ?? 'doc-stage';
    this.apiKey = options.apiKey ?? 'document-double-key';
    this.legacyPath = options.legacyPath ?? '/legacy';
    this.answers = answers(this.projectId);
    this.routes = this.buildRoutes();
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }

  static async start(options: DocumentDoubleOptions = {}): Promise<DocumentDouble> {
    const double = new DocumentDouble(options);
    await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
    double.origin = `http://127.0.0.1:${(double.server.address() as AddressInfo).port}`;
    return double;
  }

  /** The base address, {base_url}. */
  get url(): string {
    return this.origin;
  }

  /** The legacy base address, {legacy_base_url}. */
  get legacyUrl(): string {
    return `${this.origin}${this.legacyPath}`;
  }

  /** What the double answers to this request of `operation` in the current mode, without a fault. */
  answer(operation: ServedOperation, request: { body?: unknown; params?: Record<string, string> } = {}): Json {
    const override = this.overrides.get(operation);
    if (override) return override({ body: request.body, params: request.params ?? {} });
    return answerIn(this.mode, isDocumented(operation) ? this.answers[operation] : EMPTY, { body: request.body, params: request.params ?? {} });
  }

  /** Spoils the answers of one operation, or of every operation without a fault of its own. */
  setFault(target: ServedOperation | 'all', fault: Fault): void {
    this.faults.set(target, { ...fault });
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /** Answers `operation` with what `build` makes (a state the document's sample does not show) until `clearAnswers`. */
  answerWith(operation: ServedOperation, build: (request: { body: unknown; params: Record<string, string> }) => Json): void {
    this.overrides.set(operation, build);
  }

  clearAnswers(): void {
    this.overrides.clear();
  }

  /** How many requests addressed this operation (every request, documented or not, without one). */
  calls(operation?: ServedOperation): number {
    return operation ? this.requestsTo(operation).length : this.requests.length;
  }

  requestsTo(operation: ServedOperation): RecordedRequest[] {
    return this.requests.filter((request) => request.operation === operation);
  }

  /** The operations addressed, in order; `undefined` for a request that matched none. */
  operations(): (ServedOperation | undefined)[] {
    return this.requests.map((request) => request.operation);
  }

  /** The most requests of `operation` the double was answering at once since `resetRequests`. */
  peakConcurrency(operation: ServedOperation): number {
    return this.peaks.get(operation) ?? 0;
  }

  resetRequests(): void {
    this.requests.length = 0;
    this.peaks.clear();
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private buildRoutes(): Record<Base, Route[]> {
    const call = (operation: OperationName): Route => {
      const [cls, method] = operation.split('/') as [string, string];
      return {
        operation,
        method: DOCUMENTED_OPERATIONS[operation].method,
        match: (segments) =>
          segments.length === 4 &&
          segments[0] === 'CALL' &&
          segments[1] === cls &&
          segments[2] === method &&
          segments[3] === this.projectId
            ? { projectId: this.projectId }
            : undefined,
      };
    };
    const exact = (operation: ServedOperation, expected: readonly string[], params: Record<string, string>): Route => ({
      operation,
      method: isDocumented(operation) ? DOCUMENTED_OPERATIONS[operation].method : 'POST',
      match: (segments) =>
        segments.length === expected.length && segments.every((segment, index) => segment === expected[index]) ? params : undefined,
    });
    const talking = (operation: ServedOperation, method: string): Route =>
      exact(operation, [this.stageProjectId, 'CALL', 'TalkingProducts', method, this.projectId], {
        stageProjectId: this.stageProjectId,
        projectId: this.projectId,
      });
    const bySku = new RegExp(`^ACCOUNT_PRODUCT_(.+)_${escapeRegExp(this.projectId)}!(.+)$`);
    const byId = `${this.projectId}-`;
    const history: Route = {
      operation: 'MerchantAccountProduct/getMerchantProductHistory',
      method: 'POST',
      match: (segments): Record<string, string> | undefined => {
        const key = segments[3];
        if (segments.length !== 4 || segments[0] !== 'CALL' || segments[1] !== 'MerchantAccountProduct') return undefined;
        if (segments[2] !== 'getMerchantProductHistory' || key === undefined) return undefined;
        const sku = bySku.exec(key);
        if (sku) return { projectId: this.projectId, channel: sku[1] as string, sku: sku[2] as string };
        if (key.startsWith(byId) && key.length > byId.length) return { projectId: this.projectId, productId: key.slice(byId.length) };
        return undefined;
      },
    };
    const batch: Route = {
      operation: 'MerchantImportJob/checkBatchStatus',
      method: 'GET',
      match: (segments) =>
        segments.length === 4 &&
        segments[0] === 'CALL' &&
        segments[1] === 'MerchantImportJob' &&
        segments[2] === 'checkBatchStatus' &&
        segments[3]
          ? { batchId: segments[3] }
          : undefined,
    };
    const inferred = (Object.entries(INFERRED_WRITES) as [InferredWriteName, InferredForm][]).map(([operation, form]): [Base, Route] => {
      const [cls, method] = operation.split('/') as [string, string];
      switch (form) {
        case 'project':
          return ['base', exact(operation, ['CALL', cls, method, this.projectId], { projectId: this.projectId })];
        case 'loyaltyProject':
          return ['base', exact(operation, ['CALL', cls, method, this.loyaltyProjectId], { loyaltyProjectId: this.loyaltyProjectId })];
        case 'legacyStage':
          return ['legacy', talking(operation, method)];
      }
    });
    const inferredOn = (base: Base) => inferred.filter(([on]) => on === base).map(([, route]) => route);
    return {
      base: [
        ...inferredOn('base'),
        call('PIMAPI/upsertProduct'),
        call('PIMAPI/getProducts'),
        call('PIMAPI/getProductSettings'),
        call('Promotion/calculate'),
        call('Promotion/startTransaction'),
        call('Promotion/revertTransaction'),
        exact('LoyaltyAPI/receiveEvent', ['CALL', 'LoyaltyAPI', 'receiveEvent'], {}),
        exact('LoyaltyAPI/getEvents', ['CALL', 'LoyaltyAPI', 'getEvents', ''], {}),
        call('WalletAPI/createAccount'),
        call('WalletAPI/getAccount'),
        call('Wallet/getAccounts'),
        call('WalletAPI/listAccounts'),
        call('WalletAPI/listTransactions'),
        call('Wallet/addAccount'),
        call('WalletAPI/load'),
        call('WalletAPI/cancel'),
        call('WalletAPI/bulkLoad'),
        call('MerchantStockPriceImporter/receiveStock'),
        batch,
        history,
        talking('TalkingProducts/listProduct', 'listProduct'),
      ],
      legacy: [
        exact('LoyaltyAPI/cancelTransaction', ['CALL', 'LoyaltyAPI', 'cancelTransaction', this.loyaltyProjectId], {
          loyaltyProjectId: this.loyaltyProjectId,
        }),
        talking('TalkingProducts/updateProduct', 'updateProduct'),
        ...inferredOn('legacy'),
      ],
    };
  }

  private route(method: string, base: Base, path: string): { operation: ServedOperation; params: Record<string, string> } | undefined {
    // A query string or an undecodable segment is not a documented URL.
    if (path.includes('?') || !path.startsWith('/')) return undefined;
    let segments: string[];
    try {
      segments = path.slice(1).split('/').map((segment) => decodeURIComponent(segment));
    } catch {
      return undefined;
    }
    for (const route of this.routes[base]) {
      const params = route.match(segments);
      if (params && route.method === method) return { operation: route.operation, params };
    }
    return undefined;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    let parsed = true;
    if (text !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
        parsed = false;
      }
    }
    const url = request.url ?? '/';
    const legacy = url === this.legacyPath || url.startsWith(`${this.legacyPath}/`);
    const base: Base = legacy ? 'legacy' : 'base';
    const path = legacy ? url.slice(this.legacyPath.length) : url;
    const method = request.method ?? 'GET';
    const found = this.route(method, base, path);
    this.requests.push({
      method,
      base,
      path,
      operation: found?.operation,
      params: found?.params ?? {},
      headers: request.headers,
      body,
    });

    if (request.headers['x-api-key'] !== this.apiKey) return sendJson(response, 403, { message: 'Forbidden' });
    if (!found) return sendJson(response, 404, { message: 'Record Not Found' });
    if (!parsed) return sendJson(response, 400, { message: 'Bad Request: the body is not JSON' });

    this.track(found.operation, response);
    const fault = this.takeFault(found.operation);
    const answer = (): Json => this.answer(found.operation, { body, params: found.params });
    if (!fault) return sendJson(response, 200, answer());
    switch (fault.kind) {
      case 'reset':
        request.socket.resetAndDestroy();
        return;
      case 'slow':
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            resolve();
          }, fault.delayMs);
          this.timers.add(timer);
        });
        if (!response.destroyed) sendJson(response, 200, answer());
        return;
      case 'status':
        return sendJson(response, fault.status, { message: fault.message });
      case 'status429':
        return sendJson(response, 429, { message: 'Too Many Requests' }, { 'retry-after': String(fault.retryAfter) });
      case 'html502':
        response.writeHead(502, { 'content-type': 'text/html', server: 'nginx/1.25.3' });
        response.end(NGINX_502_PAGE);
        return;
      case 'resetAfterStatus':
        return resetAfterStatus(request.socket, Buffer.byteLength(JSON.stringify(answer())));
      case 'drip':
        return this.drip(response, Buffer.from(JSON.stringify(answer())), fault.intervalMs);
      case 'oversized':
        return streamOversized(response, fault.megabytes);
    }
  }

  /** Counts the request as being answered until its response ends, however it ends. */
  private track(operation: ServedOperation, response: ServerResponse): void {
    const now = (this.inFlight.get(operation) ?? 0) + 1;
    this.inFlight.set(operation, now);
    this.peaks.set(operation, Math.max(now, this.peaks.get(operation) ?? 0));
    response.once('close', () => this.inFlight.set(operation, (this.inFlight.get(operation) ?? 1) - 1));
  }

  private takeFault(operation: ServedOperation): Fault | undefined {
    const target = this.faults.has(operation) ? operation : this.faults.has('all') ? 'all' : undefined;
    if (!target) return undefined;
    const fault = this.faults.get(target) as Fault;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.delete(target);
    }
    return fault;
  }

  private drip(response: ServerResponse, body: Buffer, intervalMs: number): void {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
    response.flushHeaders();
    let sent = 0;
    const timer = setInterval(() => {
      if (response.destroyed) {
        stop();
        return;
      }
      response.write(body.subarray(sent, sent + 1));
      sent += 1;
      if (sent >= body.length) {
        stop();
        response.end();
      }
    }, intervalMs);
    const stop = () => {
      clearInterval(timer);
      this.timers.delete(timer);
    };
    this.timers.add(timer);
    response.on('close', stop);
  }
}

function sendJson(response: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  response.end(text);
}

/** The 200 status line and headers reach the client, then the connection is reset: no body follows. */
function resetAfterStatus(socket: Socket, contentLength: number): void {
  const head = `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;
  socket.write(head, () => socket.resetAndDestroy());
}

const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** A valid JSON body of exactly `megabytes` MiB, written as the client reads it (never held whole). */
async function streamOversized(response: ServerResponse, megabytes: number): Promise<void> {
  const open = Buffer.from('{"padding":"');
  const close = Buffer.from('"}');
  let remaining = megabytes * 1024 * 1024 - open.length - close.length;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write(open);
  while (remaining > 0) {
    if (response.destroyed) return;
    const chunk = remaining >= CHUNK.length ? CHUNK : CHUNK.subarray(0, remaining);
    remaining -= chunk.length;
    if (!response.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.on('drain', done);
        response.on('close', done);
      });
    }
  }
  response.end(close);
}
