import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductModel, MerchantBatchReceiptModel, MerchantImportBatchModel, MerchantHistoryRecordModel, StockReservationModel, MerchantExportModel, GlobalProductModel } from '../models';
import type { RequestScope } from '../../shared/subgraph';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An amount of money: finite, 0 or more, at most two decimals, at most 1000000000000. */
  Amount: { input: number; output: number; }
  /** A catalogue code (product, family, group, category, attribute): not blank, at most 255 characters. */
  Code: { input: string; output: string; }
  /** A currency as the service names it (POINT, EURO, ...): not blank, at most 32 characters. */
  Currency: { input: string; output: string; }
  /** An ISO 8601 date-time with a time zone, such as 2026-11-21T10:15:30Z. */
  DateTime: { input: Date; output: Date | string; }
  /** An identifier (an id, a number, a code of the service): not blank, at most 128 characters. */
  Identifier: { input: string; output: string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  /** The offset of a page's first element: a whole number, 0 or more. */
  PageOffset: { input: number; output: number; }
  /** An identifier that becomes one URL path segment: not blank, at most 128 characters, and no ., .., /, \, ?, # or control character. */
  PathSegment: { input: string; output: string; }
  /** An amount of money to move: finite, greater than 0, at most two decimals, at most 1000000000000. */
  PositiveAmount: { input: number; output: number; }
  /** A whole number of units: 0 to 1000000000. */
  Quantity: { input: number; output: number; }
  /** Free text of at most 200 characters (a title, a name, a search text). */
  ShortText: { input: string; output: string; }
  /** Free text of at most 1000 characters (a description). */
  Text: { input: string; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** The request fields of Clean My Products (inferred: the document names it only by title). */
export type CleanMerchantProductsInput = {
  /** The sales channel to empty, one of the merchant's. */
  channel: Scalars['Identifier']['input'];
};

/** The current stock of a sku in a sales channel (inferred: Get Current Stock is named only by title). */
export type CurrentStock = {
  __typename?: 'CurrentStock';
  /** Units left to sell: stock less reserved. */
  available?: Maybe<Scalars['Int']['output']>;
  /** Sales channel. */
  channel: Scalars['String']['output'];
  /** Units reservations hold. */
  reserved?: Maybe<Scalars['Int']['output']>;
  /** Product sku. */
  sku: Scalars['String']['output'];
  /** Units in stock, every warehouse. */
  stock?: Maybe<Scalars['Int']['output']>;
  /** Warehouse by warehouse (empty when the answer lists none). */
  warehouses: Array<WarehouseStock>;
};

/** The request fields of Export Stock/Price (inferred: the document names it only by title). */
export type ExportMerchantStockPriceInput = {
  /** Only this sales channel, one of the merchant's; every channel when omitted. */
  channel?: InputMaybe<Scalars['Identifier']['input']>;
  /** Stock levels or prices. */
  type: MerchantExportType;
};

/** A product of the global pool shared by every merchant (inferred: the global-product operations are named only by title). */
export type GlobalProduct = {
  __typename?: 'GlobalProduct';
  /** Its barcode. */
  barcode?: Maybe<Scalars['String']['output']>;
  /** Its brand. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Its category codes. */
  categories: Array<Scalars['String']['output']>;
  /** Its name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The catalogue's product with this sku, when there is one. */
  product?: Maybe<Product>;
  /** When the pool first received it. */
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The product's sku. */
  sku: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A product to receive into the global pool. */
export type GlobalProductInput = {
  /** Its barcode. */
  barcode?: InputMaybe<Scalars['Identifier']['input']>;
  /** Its brand. */
  brand?: InputMaybe<Scalars['ShortText']['input']>;
  /** Its category codes. */
  categories?: InputMaybe<Array<Scalars['Identifier']['input']>>;
  /** Its name. */
  name: Scalars['ShortText']['input'];
  /** The product's sku. */
  sku: Scalars['Identifier']['input'];
};

/** A page of the global product pool, in sku order. */
export type GlobalProductPage = {
  __typename?: 'GlobalProductPage';
  /** The products of this page. */
  products: Array<GlobalProduct>;
  /** How many products match. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** What the importer acknowledged when it accepted a batch; processing goes on in the background. */
export type MerchantBatchReceipt = {
  __typename?: 'MerchantBatchReceipt';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The batch's current status, read back by its id (MerchantImportJob/checkBatchStatus); an error at this path when the read-back fails. */
  batch?: Maybe<MerchantImportBatch>;
  /** Id of the batch, for merchantImportBatch; null, with an error at this path, when the answer carries none. */
  batchId?: Maybe<Scalars['String']['output']>;
  /** Id of the bulk operation: the service's, else the one sent. */
  bulkOperationId?: Maybe<Scalars['String']['output']>;
  /** Push frequency: as the service recorded it, else as sent. */
  frequency?: Maybe<Scalars['Float']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** An export of the merchant's stock levels or prices (inferred payload). */
export type MerchantExport = {
  __typename?: 'MerchantExport';
  /** The channel exported; every channel when null. */
  channel?: Maybe<Scalars['String']['output']>;
  /** When it was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The export's id. */
  exportId: Scalars['String']['output'];
  /** Rows exported. */
  rowCount?: Maybe<Scalars['Int']['output']>;
  /** The export's status, such as COMPLETED. */
  status?: Maybe<Scalars['String']['output']>;
  /** STOCK or PRICE, as the answer gives it. */
  type?: Maybe<Scalars['String']['output']>;
};

/** A file of an export. */
export type MerchantExportFile = {
  __typename?: 'MerchantExportFile';
  /** Its content. */
  content?: Maybe<Scalars['String']['output']>;
  /** Its media type, such as text/csv. */
  contentType?: Maybe<Scalars['String']['output']>;
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** Data rows in it. */
  rowCount?: Maybe<Scalars['Int']['output']>;
};

/** The files of an export (inferred: Get Exported Files is named only by title). */
export type MerchantExportFiles = {
  __typename?: 'MerchantExportFiles';
  /** The export's id. */
  exportId: Scalars['String']['output'];
  /** Its files (empty when the answer lists none). */
  files: Array<MerchantExportFile>;
};

/** A page of exports, newest first. */
export type MerchantExportPage = {
  __typename?: 'MerchantExportPage';
  /** The exports of this page. */
  exports: Array<MerchantExport>;
  /** How many exports there are. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** What Export Stock/Price started: the export's id as acknowledged, and the export as the answer shows it. */
export type MerchantExportPayload = {
  __typename?: 'MerchantExportPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The export; null when the answer carries none. */
  export?: Maybe<MerchantExport>;
  /** The export's id; null when the answer carries none. */
  exportId?: Maybe<Scalars['String']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** What an export holds. */
export type MerchantExportType =
  /** Prices. */
  | 'PRICE'
  /** Stock levels, warehouse by warehouse. */
  | 'STOCK';

/** An item of a batch that could not be applied. */
export type MerchantFailedProduct = {
  __typename?: 'MerchantFailedProduct';
  /** Channel of the item. */
  channel?: Maybe<Scalars['String']['output']>;
  /** Machine-readable reason: UNKNOWN_CHANNEL, UNKNOWN_SKU, INVALID_QUANTITY or INVALID_PRICE. */
  code?: Maybe<Scalars['String']['output']>;
  /** Position of the item in the batch, from 0. */
  index?: Maybe<Scalars['Int']['output']>;
  /** Why the item failed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Sku of the item. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Warehouse of the item, for stock items. */
  warehouseCode?: Maybe<Scalars['String']['output']>;
};

/** Records of MerchantAccountProduct/getMerchantProductHistory, as a Relay connection. */
export type MerchantHistoryConnection = {
  __typename?: 'MerchantHistoryConnection';
  /** The items of this page, each with its cursor. */
  edges: Array<MerchantHistoryEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** Not known: the service pages by token and gives no total, so always null. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a MerchantHistoryConnection. */
export type MerchantHistoryEdge = {
  __typename?: 'MerchantHistoryEdge';
  /** Opaque cursor of this item: pass it as after to continue after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: MerchantHistoryRecord;
};

/** One stock or price change of a merchant product. */
export type MerchantHistoryRecord = {
  __typename?: 'MerchantHistoryRecord';
  /** Sales channel. */
  channel?: Maybe<Scalars['String']['output']>;
  /** When the change was applied. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Quantity distributed to the channel after the change. */
  distributedQuantity?: Maybe<Scalars['Float']['output']>;
  /** Quantity received. */
  incomingQuantity?: Maybe<Scalars['Float']['output']>;
  /** How the change was made, such as receiveStock. */
  method?: Maybe<Scalars['String']['output']>;
  /** Live quantity before the change. */
  previousLiveQuantity?: Maybe<Scalars['Float']['output']>;
  /** Price before the change, for PRICE records (inferred). */
  previousPrice?: Maybe<Scalars['Float']['output']>;
  /** Price after the change, for PRICE records (inferred). */
  price?: Maybe<Scalars['Float']['output']>;
  /** The product changed. */
  product?: Maybe<Product>;
  /** Merchant product id (the PRODUCT_ID of the by-id history key). */
  productId?: Maybe<Scalars['String']['output']>;
  /** Quantity reserved. */
  reservedQuantity?: Maybe<Scalars['Float']['output']>;
  /** Product sku. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Sort key of the record. */
  sortKey?: Maybe<Scalars['String']['output']>;
  /** STOCK or PRICE. */
  type?: Maybe<Scalars['String']['output']>;
  /** Who made the change. */
  user?: Maybe<MerchantHistoryUser>;
  /** Warehouse, for STOCK records. */
  warehouse?: Maybe<Scalars['String']['output']>;
};

/** Kinds of merchant history records. */
export type MerchantHistoryType =
  /** A price change (the inferred Receive Price). */
  | 'PRICE'
  /** A stock change (receiveStock). */
  | 'STOCK';

/** Who made a change recorded in the history. */
export type MerchantHistoryUser = {
  __typename?: 'MerchantHistoryUser';
  /** User id. */
  id?: Maybe<Scalars['String']['output']>;
  /** First name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Surname. */
  surname?: Maybe<Scalars['String']['output']>;
};

/** An import batch's status (MerchantImportJob/checkBatchStatus). */
export type MerchantImportBatch = {
  __typename?: 'MerchantImportBatch';
  /** Id of the batch. */
  batchId: Scalars['String']['output'];
  /** Status: PENDING, PROCESSING, then COMPLETED (or FAILED when no item could be applied). */
  batchStatus?: Maybe<Scalars['String']['output']>;
  /** Kind of batch: STOCK or PRICE. */
  bulkOperationType?: Maybe<Scalars['String']['output']>;
  /** How many items failed. */
  failCount?: Maybe<Scalars['Int']['output']>;
  /** The items that failed, and why; null when the service does not say. */
  failedProducts?: Maybe<Array<MerchantFailedProduct>>;
  /** Push frequency of the batch. */
  pushPriceFrequency?: Maybe<Scalars['Float']['output']>;
  /** Share of items applied, as the service formats it (a percentage such as 60.00). */
  ratio?: Maybe<Scalars['String']['output']>;
  /** The service's untouched response body. */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** How many items were applied. */
  successCount?: Maybe<Scalars['Int']['output']>;
};

/** One price update of a batch (inferred: Receive Price is named only by title). */
export type MerchantPriceItemInput = {
  /** Sales channel, one of the merchant's configured channels. */
  channel: Scalars['Identifier']['input'];
  /** The new price: 0 or more, at most two decimals. */
  price: Scalars['Amount']['input'];
  /** Product sku. */
  sku: Scalars['Identifier']['input'];
};

/** A page of a merchant product's history, newest first. */
export type MerchantProductHistoryPage = {
  __typename?: 'MerchantProductHistoryPage';
  /** The records of this page (empty when the service sends none). */
  histories: Array<MerchantHistoryRecord>;
  /** Pass to get the next page; null on the last page. */
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** One stock update of a batch. */
export type MerchantStockItemInput = {
  /** Sales channel, one of the merchant's configured channels. */
  channel: Scalars['Identifier']['input'];
  /** The new stock level: an integer, 0 or more. */
  quantity: Scalars['Quantity']['input'];
  /** Product sku. */
  sku: Scalars['Identifier']['input'];
  /** Warehouse holding the stock. */
  warehouseCode: Scalars['Identifier']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancel Stock (inferred payload: the document names the operation only by title): releases a reservation's units. Only whoever made the reservation, or a merchant or support caller; anyone else gets FORBIDDEN, as for an unknown id. */
  cancelStockReservation?: Maybe<StockReservationPayload>;
  /** Clean My Products (inferred payload: the document names the operation only by title): every sku of the merchant's sales channel leaves its stock and prices. */
  cleanMerchantProducts?: Maybe<ProductRemoval>;
  /** Commit Stock (inferred payload: the document names the operation only by title): the reserved units leave the stock for good. Only whoever made the reservation, or a merchant or support caller; anyone else gets FORBIDDEN, as for an unknown id. */
  commitStockReservation?: Maybe<StockReservationPayload>;
  /** Export Stock/Price (inferred payload: the document names the operation only by title): exports the stock levels or prices as they are now, as a file Get Exported Files returns. */
  exportMerchantStockPrice?: Maybe<MerchantExportPayload>;
  /** Receive Products (inferred payload: the document names the operation only by title): adds products to the global pool, or updates them by sku. */
  receiveGlobalProducts?: Maybe<ReceiveGlobalProductsPayload>;
  /** Receive Price (inferred payload: the document names the operation only by title): queues a price batch. */
  receiveMerchantPrice?: Maybe<MerchantBatchReceipt>;
  /** MerchantStockPriceImporter/receiveStock: queues a stock batch; poll its batch for the outcome. */
  receiveMerchantStock?: Maybe<MerchantBatchReceipt>;
  /** Refund Stock (inferred payload: the document names the operation only by title): units of a committed reservation come back into stock. */
  refundStock?: Maybe<StockReservationPayload>;
  /** Remove Global Products (inferred payload: the document names the operation only by title): removes products from the global pool. */
  removeGlobalProducts?: Maybe<ProductRemoval>;
  /** Remove My Products (inferred payload: the document names the operation only by title): the named skus leave the merchant's stock and prices; availableStock and currentStock no longer count them. */
  removeMerchantProducts?: Maybe<ProductRemoval>;
  /** Reserve Stock (inferred payload: the document names the operation only by title): holds units for an order; availableStock and currentStock show them as gone until the reservation is canceled. A user holds at most MAX_RESERVED_UNITS_PER_USER units in open reservations (merchant and support callers are exempt). */
  reserveStock?: Maybe<StockReservationPayload>;
};


export type MutationCancelStockReservationArgs = {
  input: StockReservationInput;
};


export type MutationCleanMerchantProductsArgs = {
  input: CleanMerchantProductsInput;
};


export type MutationCommitStockReservationArgs = {
  input: StockReservationInput;
};


export type MutationExportMerchantStockPriceArgs = {
  input: ExportMerchantStockPriceInput;
};


export type MutationReceiveGlobalProductsArgs = {
  input: ReceiveGlobalProductsInput;
};


export type MutationReceiveMerchantPriceArgs = {
  input: ReceiveMerchantPriceInput;
};


export type MutationReceiveMerchantStockArgs = {
  input: ReceiveMerchantStockInput;
};


export type MutationRefundStockArgs = {
  input: RefundStockInput;
};


export type MutationRemoveGlobalProductsArgs = {
  input: RemoveGlobalProductsInput;
};


export type MutationRemoveMerchantProductsArgs = {
  input: RemoveMerchantProductsInput;
};


export type MutationReserveStockArgs = {
  input: ReserveStockInput;
};

/** Where a page of a connection stands (Relay cursor connections). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of this page, to pass as after for the next page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items precede this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge of this page; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A product of the catalogue, identified by its sku. */
export type Product = {
  __typename?: 'Product';
  /** Units available in the channel: the merchant's stock there (each warehouse's newest STOCK record in the first page of the channel's history, distributed less reserved, summed), else the talking-products record's stock; null when neither has one. A sum past 2147483647 (GraphQL's largest Int; each warehouse's level is within it, their total need not be) is answered as 2147483647: at least that many. */
  availableStock?: Maybe<Scalars['Int']['output']>;
  /** The product's sku. */
  sku: Scalars['String']['output'];
  /** Stock and price history of this product in one sales channel, newest first (MerchantAccountProduct/getMerchantProductHistory by sku). */
  stockHistory?: Maybe<MerchantProductHistoryPage>;
  /** This product's history in one sales channel as a Relay connection, newest first (the cursor holds the service's nextToken). */
  stockHistoryConnection?: Maybe<MerchantHistoryConnection>;
  /** The product's record in the talking products module (resolved there): its stock is the fallback of availableStock. */
  talkingProduct?: Maybe<TalkingProduct>;
};


/** A product of the catalogue, identified by its sku. */
export type ProductAvailableStockArgs = {
  channel: Scalars['PathSegment']['input'];
};


/** A product of the catalogue, identified by its sku. */
export type ProductStockHistoryArgs = {
  channel: Scalars['PathSegment']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<MerchantHistoryType>;
};


/** A product of the catalogue, identified by its sku. */
export type ProductStockHistoryConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  channel: Scalars['PathSegment']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<MerchantHistoryType>;
};

/** What a removal of products did (inferred: Remove My Products, Clean My Products and Remove Global Products are named only by title). */
export type ProductRemoval = {
  __typename?: 'ProductRemoval';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The channel it applied to; every channel when null. */
  channel?: Maybe<Scalars['String']['output']>;
  /** The skus there was nothing of. */
  notFound: Array<Scalars['String']['output']>;
  /** The skus removed. */
  removed: Array<Scalars['String']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Get Current Stock (inferred payload: the document names the operation only by title): a sku's stock in a channel, warehouse by warehouse, with what reservations hold and what is left. */
  currentStock?: Maybe<CurrentStock>;
  /** Get Global Products (inferred payload: the document names the operation only by title): the global product pool in sku order, or the named skus of it. */
  globalProducts?: Maybe<GlobalProductPage>;
  /** Get Exported Files (inferred payload: the document names the operation only by title): the files of an export, with their content. */
  merchantExportFiles?: Maybe<MerchantExportFiles>;
  /** List Exports (inferred payload: the document names the operation only by title): the merchant's exports, newest first. */
  merchantExports?: Maybe<MerchantExportPage>;
  /** MerchantImportJob/checkBatchStatus: a batch's status, counts and failed items. */
  merchantImportBatch?: Maybe<MerchantImportBatch>;
  /** MerchantAccountProduct/getMerchantProductHistory: by productId, or by sku and channel. */
  merchantProductHistory?: Maybe<MerchantProductHistoryPage>;
  /** MerchantAccountProduct/getMerchantProductHistory as a Relay connection, newest first, by productId or by sku and channel (the cursor holds the service's nextToken; the total is not known). */
  merchantProductHistoryConnection?: Maybe<MerchantHistoryConnection>;
};


export type QueryCurrentStockArgs = {
  channel: Scalars['Identifier']['input'];
  sku: Scalars['Identifier']['input'];
};


export type QueryGlobalProductsArgs = {
  pageFrom?: InputMaybe<Scalars['PageOffset']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  skus?: InputMaybe<Array<Scalars['Identifier']['input']>>;
};


export type QueryMerchantExportFilesArgs = {
  exportId: Scalars['Identifier']['input'];
};


export type QueryMerchantExportsArgs = {
  pageFrom?: InputMaybe<Scalars['PageOffset']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMerchantImportBatchArgs = {
  batchId: Scalars['PathSegment']['input'];
};


export type QueryMerchantProductHistoryArgs = {
  channel?: InputMaybe<Scalars['PathSegment']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['PathSegment']['input']>;
  sku?: InputMaybe<Scalars['PathSegment']['input']>;
  type?: InputMaybe<MerchantHistoryType>;
};


export type QueryMerchantProductHistoryConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  channel?: InputMaybe<Scalars['PathSegment']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['PathSegment']['input']>;
  sku?: InputMaybe<Scalars['PathSegment']['input']>;
  type?: InputMaybe<MerchantHistoryType>;
};

/** The request fields of Receive Products (inferred: the document names it only by title). */
export type ReceiveGlobalProductsInput = {
  /** The products, 1 to 1000, each sku once; a sku already in the pool is updated. */
  products: Array<GlobalProductInput>;
};

/** What Receive Products did. */
export type ReceiveGlobalProductsPayload = {
  __typename?: 'ReceiveGlobalProductsPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The products as the pool now holds them. */
  products: Array<GlobalProduct>;
  /** How many products were received. */
  received?: Maybe<Scalars['Int']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of the Receive Price operation (inferred: the document names it only by title). */
export type ReceiveMerchantPriceInput = {
  /** The caller's id for the bulk operation; the service assigns one when omitted. */
  bulkOperationId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Push frequency of the merchant's price feed. */
  frequency?: InputMaybe<Scalars['Float']['input']>;
  /** The price updates, 1 to 1000. */
  items: Array<MerchantPriceItemInput>;
};

/** The request fields of MerchantStockPriceImporter/receiveStock. */
export type ReceiveMerchantStockInput = {
  /** The caller's id for the bulk operation; the service assigns one when omitted. */
  bulkOperationId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Push frequency of the merchant's feed. */
  frequency?: InputMaybe<Scalars['Float']['input']>;
  /** The stock updates, 1 to 1000. */
  items: Array<MerchantStockItemInput>;
};

/** The request fields of the Refund Stock operation (inferred: the document names it only by title). */
export type RefundStockInput = {
  /** Units coming back; all not refunded yet when omitted. */
  quantity?: InputMaybe<Scalars['Quantity']['input']>;
  /** The committed reservation whose units come back. */
  reservationId: Scalars['Identifier']['input'];
};

/** The request fields of Remove Global Products (inferred: the document names it only by title). */
export type RemoveGlobalProductsInput = {
  /** The skus to remove from the pool, 1 to 1000. */
  skus: Array<Scalars['Identifier']['input']>;
};

/** The request fields of Remove My Products (inferred: the document names it only by title). */
export type RemoveMerchantProductsInput = {
  /** Only this sales channel, one of the merchant's; every channel when omitted. */
  channel?: InputMaybe<Scalars['Identifier']['input']>;
  /** The skus whose stock and prices leave the merchant, 1 to 1000. */
  skus: Array<Scalars['Identifier']['input']>;
};

/** The request fields of the Reserve Stock operation (inferred: the document names it only by title). */
export type ReserveStockInput = {
  /** Sales channel, one of the merchant's channels. */
  channel: Scalars['Identifier']['input'];
  /** The order the units are for. */
  orderId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Units to reserve, 1 or more. */
  quantity: Scalars['Quantity']['input'];
  /** The caller's id for the reservation; the service assigns one when omitted. */
  reservationId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Product sku. */
  sku: Scalars['Identifier']['input'];
};

/** Units a reservation took from one warehouse. */
export type StockAllocation = {
  __typename?: 'StockAllocation';
  /** Units taken from it. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** The warehouse. */
  warehouseCode: Scalars['String']['output'];
};

/** A sales channel's hold on stock for an order (inferred: Reserve, Cancel, Commit and Refund Stock are named only by title). */
export type StockReservation = {
  __typename?: 'StockReservation';
  /** Sales channel. */
  channel?: Maybe<Scalars['String']['output']>;
  /** When the reservation was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The order it is for, when given. */
  orderId?: Maybe<Scalars['String']['output']>;
  /** The product. */
  product?: Maybe<Product>;
  /** Units reserved. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** Units refunded so far (back in stock). */
  refundedQuantity?: Maybe<Scalars['Int']['output']>;
  /** The reservation's id. */
  reservationId: Scalars['String']['output'];
  /** Product sku. */
  sku?: Maybe<Scalars['String']['output']>;
  /** RESERVED, CANCELED, COMMITTED, PARTIALLY_REFUNDED or REFUNDED. */
  status?: Maybe<Scalars['String']['output']>;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the units were reserved (empty when the answer lists none). */
  warehouses: Array<StockAllocation>;
};

/** A reservation to cancel or commit (inferred: Cancel Stock and Commit Stock are named only by title). */
export type StockReservationInput = {
  /** The reservation. */
  reservationId: Scalars['Identifier']['input'];
};

/** What a stock reservation operation did: the reservation id as acknowledged, and the reservation as the answer shows it. */
export type StockReservationPayload = {
  __typename?: 'StockReservationPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The reservation now; null when the answer carries none. */
  reservation?: Maybe<StockReservation>;
  /** The reservation's id: the service's, else the one sent. */
  reservationId?: Maybe<Scalars['String']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The part of a talking-products record the merchant area reads (the talking-products area owns the type). */
export type TalkingProduct = {
  __typename?: 'TalkingProduct';
  /** Stock level in the talking products module. */
  stock?: Maybe<Scalars['Float']['output']>;
};

/** A warehouse's stock of a sku in a channel. */
export type WarehouseStock = {
  __typename?: 'WarehouseStock';
  /** Units left to sell. */
  available?: Maybe<Scalars['Int']['output']>;
  /** Units reservations hold. */
  reserved?: Maybe<Scalars['Int']['output']>;
  /** Units there. */
  stock?: Maybe<Scalars['Int']['output']>;
  /** The warehouse. */
  warehouseCode: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  Product: Product;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Product:
    ( { __typename: 'Product' }
    & GraphQLRecursivePick<FederationTypes['Product'], {"sku":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['Product'], {"talkingProduct":{"stock":true}}> ) );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Amount: ResolverTypeWrapper<Scalars['Amount']['output']>;
  CleanMerchantProductsInput: CleanMerchantProductsInput;
  Code: ResolverTypeWrapper<Scalars['Code']['output']>;
  Currency: ResolverTypeWrapper<Scalars['Currency']['output']>;
  CurrentStock: ResolverTypeWrapper<CurrentStock>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ExportMerchantStockPriceInput: ExportMerchantStockPriceInput;
  GlobalProduct: ResolverTypeWrapper<GlobalProductModel>;
  GlobalProductInput: GlobalProductInput;
  GlobalProductPage: ResolverTypeWrapper<Omit<GlobalProductPage, 'products'> & { products: Array<ResolversTypes['GlobalProduct']> }>;
  Identifier: ResolverTypeWrapper<Scalars['Identifier']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  MerchantBatchReceipt: ResolverTypeWrapper<MerchantBatchReceiptModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  MerchantExport: ResolverTypeWrapper<MerchantExportModel>;
  MerchantExportFile: ResolverTypeWrapper<MerchantExportFile>;
  MerchantExportFiles: ResolverTypeWrapper<MerchantExportFiles>;
  MerchantExportPage: ResolverTypeWrapper<Omit<MerchantExportPage, 'exports'> & { exports: Array<ResolversTypes['MerchantExport']> }>;
  MerchantExportPayload: ResolverTypeWrapper<Omit<MerchantExportPayload, 'export'> & { export?: Maybe<ResolversTypes['MerchantExport']> }>;
  MerchantExportType: MerchantExportType;
  MerchantFailedProduct: ResolverTypeWrapper<MerchantFailedProduct>;
  MerchantHistoryConnection: ResolverTypeWrapper<Omit<MerchantHistoryConnection, 'edges'> & { edges: Array<ResolversTypes['MerchantHistoryEdge']> }>;
  MerchantHistoryEdge: ResolverTypeWrapper<Omit<MerchantHistoryEdge, 'node'> & { node: ResolversTypes['MerchantHistoryRecord'] }>;
  MerchantHistoryRecord: ResolverTypeWrapper<MerchantHistoryRecordModel>;
  MerchantHistoryType: MerchantHistoryType;
  MerchantHistoryUser: ResolverTypeWrapper<MerchantHistoryUser>;
  MerchantImportBatch: ResolverTypeWrapper<MerchantImportBatchModel>;
  MerchantPriceItemInput: MerchantPriceItemInput;
  MerchantProductHistoryPage: ResolverTypeWrapper<Omit<MerchantProductHistoryPage, 'histories'> & { histories: Array<ResolversTypes['MerchantHistoryRecord']> }>;
  MerchantStockItemInput: MerchantStockItemInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageOffset: ResolverTypeWrapper<Scalars['PageOffset']['output']>;
  PathSegment: ResolverTypeWrapper<Scalars['PathSegment']['output']>;
  PositiveAmount: ResolverTypeWrapper<Scalars['PositiveAmount']['output']>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductRemoval: ResolverTypeWrapper<ProductRemoval>;
  Quantity: ResolverTypeWrapper<Scalars['Quantity']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReceiveGlobalProductsInput: ReceiveGlobalProductsInput;
  ReceiveGlobalProductsPayload: ResolverTypeWrapper<Omit<ReceiveGlobalProductsPayload, 'products'> & { products: Array<ResolversTypes['GlobalProduct']> }>;
  ReceiveMerchantPriceInput: ReceiveMerchantPriceInput;
  ReceiveMerchantStockInput: ReceiveMerchantStockInput;
  RefundStockInput: RefundStockInput;
  RemoveGlobalProductsInput: RemoveGlobalProductsInput;
  RemoveMerchantProductsInput: RemoveMerchantProductsInput;
  ReserveStockInput: ReserveStockInput;
  ShortText: ResolverTypeWrapper<Scalars['ShortText']['output']>;
  StockAllocation: ResolverTypeWrapper<StockAllocation>;
  StockReservation: ResolverTypeWrapper<StockReservationModel>;
  StockReservationInput: StockReservationInput;
  StockReservationPayload: ResolverTypeWrapper<Omit<StockReservationPayload, 'reservation'> & { reservation?: Maybe<ResolversTypes['StockReservation']> }>;
  TalkingProduct: ResolverTypeWrapper<TalkingProduct>;
  Text: ResolverTypeWrapper<Scalars['Text']['output']>;
  WarehouseStock: ResolverTypeWrapper<WarehouseStock>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Amount: Scalars['Amount']['output'];
  CleanMerchantProductsInput: CleanMerchantProductsInput;
  Code: Scalars['Code']['output'];
  Currency: Scalars['Currency']['output'];
  CurrentStock: CurrentStock;
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
  DateTime: Scalars['DateTime']['output'];
  ExportMerchantStockPriceInput: ExportMerchantStockPriceInput;
  GlobalProduct: GlobalProductModel;
  GlobalProductInput: GlobalProductInput;
  GlobalProductPage: Omit<GlobalProductPage, 'products'> & { products: Array<ResolversParentTypes['GlobalProduct']> };
  Identifier: Scalars['Identifier']['output'];
  JSON: Scalars['JSON']['output'];
  MerchantBatchReceipt: MerchantBatchReceiptModel;
  Boolean: Scalars['Boolean']['output'];
  Float: Scalars['Float']['output'];
  MerchantExport: MerchantExportModel;
  MerchantExportFile: MerchantExportFile;
  MerchantExportFiles: MerchantExportFiles;
  MerchantExportPage: Omit<MerchantExportPage, 'exports'> & { exports: Array<ResolversParentTypes['MerchantExport']> };
  MerchantExportPayload: Omit<MerchantExportPayload, 'export'> & { export?: Maybe<ResolversParentTypes['MerchantExport']> };
  MerchantFailedProduct: MerchantFailedProduct;
  MerchantHistoryConnection: Omit<MerchantHistoryConnection, 'edges'> & { edges: Array<ResolversParentTypes['MerchantHistoryEdge']> };
  MerchantHistoryEdge: Omit<MerchantHistoryEdge, 'node'> & { node: ResolversParentTypes['MerchantHistoryRecord'] };
  MerchantHistoryRecord: MerchantHistoryRecordModel;
  MerchantHistoryUser: MerchantHistoryUser;
  MerchantImportBatch: MerchantImportBatchModel;
  MerchantPriceItemInput: MerchantPriceItemInput;
  MerchantProductHistoryPage: Omit<MerchantProductHistoryPage, 'histories'> & { histories: Array<ResolversParentTypes['MerchantHistoryRecord']> };
  MerchantStockItemInput: MerchantStockItemInput;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PageOffset: Scalars['PageOffset']['output'];
  PathSegment: Scalars['PathSegment']['output'];
  PositiveAmount: Scalars['PositiveAmount']['output'];
  Product: ProductModel;
  ProductRemoval: ProductRemoval;
  Quantity: Scalars['Quantity']['output'];
  Query: Record<PropertyKey, never>;
  ReceiveGlobalProductsInput: ReceiveGlobalProductsInput;
  ReceiveGlobalProductsPayload: Omit<ReceiveGlobalProductsPayload, 'products'> & { products: Array<ResolversParentTypes['GlobalProduct']> };
  ReceiveMerchantPriceInput: ReceiveMerchantPriceInput;
  ReceiveMerchantStockInput: ReceiveMerchantStockInput;
  RefundStockInput: RefundStockInput;
  RemoveGlobalProductsInput: RemoveGlobalProductsInput;
  RemoveMerchantProductsInput: RemoveMerchantProductsInput;
  ReserveStockInput: ReserveStockInput;
  ShortText: Scalars['ShortText']['output'];
  StockAllocation: StockAllocation;
  StockReservation: StockReservationModel;
  StockReservationInput: StockReservationInput;
  StockReservationPayload: Omit<StockReservationPayload, 'reservation'> & { reservation?: Maybe<ResolversParentTypes['StockReservation']> };
  TalkingProduct: TalkingProduct;
  Text: Scalars['Text']['output'];
  WarehouseStock: WarehouseStock;
}>;

export interface AmountScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Amount'], any> {
  name: 'Amount';
}

export interface CodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Code'], any> {
  name: 'Code';
}

export interface CurrencyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Currency'], any> {
  name: 'Currency';
}

export type CurrentStockResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CurrentStock'] = ResolversParentTypes['CurrentStock']> = ResolversObject<{
  available?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reserved?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  warehouses?: Resolver<Array<ResolversTypes['WarehouseStock']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GlobalProductResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['GlobalProduct'] = ResolversParentTypes['GlobalProduct']> = ResolversObject<{
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type GlobalProductPageResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['GlobalProductPage'] = ResolversParentTypes['GlobalProductPage']> = ResolversObject<{
  products?: Resolver<Array<ResolversTypes['GlobalProduct']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export interface IdentifierScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Identifier'], any> {
  name: 'Identifier';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MerchantBatchReceiptResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantBatchReceipt'] = ResolversParentTypes['MerchantBatchReceipt']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  batch?: Resolver<Maybe<ResolversTypes['MerchantImportBatch']>, ParentType, ContextType>;
  batchId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bulkOperationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frequency?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MerchantExportResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantExport'] = ResolversParentTypes['MerchantExport']> = ResolversObject<{
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  exportId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MerchantExportFileResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantExportFile'] = ResolversParentTypes['MerchantExportFile']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MerchantExportFilesResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantExportFiles'] = ResolversParentTypes['MerchantExportFiles']> = ResolversObject<{
  exportId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['MerchantExportFile']>, ParentType, ContextType>;
}>;

export type MerchantExportPageResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantExportPage'] = ResolversParentTypes['MerchantExportPage']> = ResolversObject<{
  exports?: Resolver<Array<ResolversTypes['MerchantExport']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MerchantExportPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantExportPayload'] = ResolversParentTypes['MerchantExportPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  export?: Resolver<Maybe<ResolversTypes['MerchantExport']>, ParentType, ContextType>;
  exportId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MerchantFailedProductResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantFailedProduct'] = ResolversParentTypes['MerchantFailedProduct']> = ResolversObject<{
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  warehouseCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MerchantHistoryConnectionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantHistoryConnection'] = ResolversParentTypes['MerchantHistoryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MerchantHistoryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MerchantHistoryEdgeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantHistoryEdge'] = ResolversParentTypes['MerchantHistoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MerchantHistoryRecord'], ParentType, ContextType>;
}>;

export type MerchantHistoryRecordResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantHistoryRecord'] = ResolversParentTypes['MerchantHistoryRecord']> = ResolversObject<{
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  distributedQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  incomingQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousLiveQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previousPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reservedQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['MerchantHistoryUser']>, ParentType, ContextType>;
  warehouse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MerchantHistoryUserResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantHistoryUser'] = ResolversParentTypes['MerchantHistoryUser']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MerchantImportBatchResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantImportBatch'] = ResolversParentTypes['MerchantImportBatch']> = ResolversObject<{
  batchId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  batchStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bulkOperationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failedProducts?: Resolver<Maybe<Array<ResolversTypes['MerchantFailedProduct']>>, ParentType, ContextType>;
  pushPriceFrequency?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  raw?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  successCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MerchantProductHistoryPageResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['MerchantProductHistoryPage'] = ResolversParentTypes['MerchantProductHistoryPage']> = ResolversObject<{
  histories?: Resolver<Array<ResolversTypes['MerchantHistoryRecord']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  cancelStockReservation?: Resolver<Maybe<ResolversTypes['StockReservationPayload']>, ParentType, ContextType, RequireFields<MutationCancelStockReservationArgs, 'input'>>;
  cleanMerchantProducts?: Resolver<Maybe<ResolversTypes['ProductRemoval']>, ParentType, ContextType, RequireFields<MutationCleanMerchantProductsArgs, 'input'>>;
  commitStockReservation?: Resolver<Maybe<ResolversTypes['StockReservationPayload']>, ParentType, ContextType, RequireFields<MutationCommitStockReservationArgs, 'input'>>;
  exportMerchantStockPrice?: Resolver<Maybe<ResolversTypes['MerchantExportPayload']>, ParentType, ContextType, RequireFields<MutationExportMerchantStockPriceArgs, 'input'>>;
  receiveGlobalProducts?: Resolver<Maybe<ResolversTypes['ReceiveGlobalProductsPayload']>, ParentType, ContextType, RequireFields<MutationReceiveGlobalProductsArgs, 'input'>>;
  receiveMerchantPrice?: Resolver<Maybe<ResolversTypes['MerchantBatchReceipt']>, ParentType, ContextType, RequireFields<MutationReceiveMerchantPriceArgs, 'input'>>;
  receiveMerchantStock?: Resolver<Maybe<ResolversTypes['MerchantBatchReceipt']>, ParentType, ContextType, RequireFields<MutationReceiveMerchantStockArgs, 'input'>>;
  refundStock?: Resolver<Maybe<ResolversTypes['StockReservationPayload']>, ParentType, ContextType, RequireFields<MutationRefundStockArgs, 'input'>>;
  removeGlobalProducts?: Resolver<Maybe<ResolversTypes['ProductRemoval']>, ParentType, ContextType, RequireFields<MutationRemoveGlobalProductsArgs, 'input'>>;
  removeMerchantProducts?: Resolver<Maybe<ResolversTypes['ProductRemoval']>, ParentType, ContextType, RequireFields<MutationRemoveMerchantProductsArgs, 'input'>>;
  reserveStock?: Resolver<Maybe<ResolversTypes['StockReservationPayload']>, ParentType, ContextType, RequireFields<MutationReserveStockArgs, 'input'>>;
}>;

export type PageInfoResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface PageOffsetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PageOffset'], any> {
  name: 'PageOffset';
}

export interface PathSegmentScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PathSegment'], any> {
  name: 'PathSegment';
}

export interface PositiveAmountScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PositiveAmount'], any> {
  name: 'PositiveAmount';
}

export type ProductResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'], FederationReferenceType extends FederationReferenceTypes['Product'] = FederationReferenceTypes['Product']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Product']> | FederationReferenceType, FederationReferenceType, ContextType>;
  availableStock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<ProductAvailableStockArgs, 'channel'>>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockHistory?: Resolver<Maybe<ResolversTypes['MerchantProductHistoryPage']>, ParentType, ContextType, RequireFields<ProductStockHistoryArgs, 'channel'>>;
  stockHistoryConnection?: Resolver<Maybe<ResolversTypes['MerchantHistoryConnection']>, ParentType, ContextType, RequireFields<ProductStockHistoryConnectionArgs, 'channel' | 'first'>>;
}>;

export type ProductRemovalResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductRemoval'] = ResolversParentTypes['ProductRemoval']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notFound?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  removed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface QuantityScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Quantity'], any> {
  name: 'Quantity';
}

export type QueryResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  currentStock?: Resolver<Maybe<ResolversTypes['CurrentStock']>, ParentType, ContextType, RequireFields<QueryCurrentStockArgs, 'channel' | 'sku'>>;
  globalProducts?: Resolver<Maybe<ResolversTypes['GlobalProductPage']>, ParentType, ContextType, RequireFields<QueryGlobalProductsArgs, 'pageFrom' | 'pageSize'>>;
  merchantExportFiles?: Resolver<Maybe<ResolversTypes['MerchantExportFiles']>, ParentType, ContextType, RequireFields<QueryMerchantExportFilesArgs, 'exportId'>>;
  merchantExports?: Resolver<Maybe<ResolversTypes['MerchantExportPage']>, ParentType, ContextType, RequireFields<QueryMerchantExportsArgs, 'pageFrom' | 'pageSize'>>;
  merchantImportBatch?: Resolver<Maybe<ResolversTypes['MerchantImportBatch']>, ParentType, ContextType, RequireFields<QueryMerchantImportBatchArgs, 'batchId'>>;
  merchantProductHistory?: Resolver<Maybe<ResolversTypes['MerchantProductHistoryPage']>, ParentType, ContextType, Partial<QueryMerchantProductHistoryArgs>>;
  merchantProductHistoryConnection?: Resolver<Maybe<ResolversTypes['MerchantHistoryConnection']>, ParentType, ContextType, RequireFields<QueryMerchantProductHistoryConnectionArgs, 'first'>>;
}>;

export type ReceiveGlobalProductsPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ReceiveGlobalProductsPayload'] = ResolversParentTypes['ReceiveGlobalProductsPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['GlobalProduct']>, ParentType, ContextType>;
  received?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface ShortTextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ShortText'], any> {
  name: 'ShortText';
}

export type StockAllocationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['StockAllocation'] = ResolversParentTypes['StockAllocation']> = ResolversObject<{
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  warehouseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StockReservationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['StockReservation'] = ResolversParentTypes['StockReservation']> = ResolversObject<{
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refundedQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reservationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  warehouses?: Resolver<Array<ResolversTypes['StockAllocation']>, ParentType, ContextType>;
}>;

export type StockReservationPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['StockReservationPayload'] = ResolversParentTypes['StockReservationPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['StockReservation']>, ParentType, ContextType>;
  reservationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface TextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Text'], any> {
  name: 'Text';
}

export type WarehouseStockResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WarehouseStock'] = ResolversParentTypes['WarehouseStock']> = ResolversObject<{
  available?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reserved?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  warehouseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestScope> = ResolversObject<{
  Amount?: GraphQLScalarType;
  Code?: GraphQLScalarType;
  Currency?: GraphQLScalarType;
  CurrentStock?: CurrentStockResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  GlobalProduct?: GlobalProductResolvers<ContextType>;
  GlobalProductPage?: GlobalProductPageResolvers<ContextType>;
  Identifier?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  MerchantBatchReceipt?: MerchantBatchReceiptResolvers<ContextType>;
  MerchantExport?: MerchantExportResolvers<ContextType>;
  MerchantExportFile?: MerchantExportFileResolvers<ContextType>;
  MerchantExportFiles?: MerchantExportFilesResolvers<ContextType>;
  MerchantExportPage?: MerchantExportPageResolvers<ContextType>;
  MerchantExportPayload?: MerchantExportPayloadResolvers<ContextType>;
  MerchantFailedProduct?: MerchantFailedProductResolvers<ContextType>;
  MerchantHistoryConnection?: MerchantHistoryConnectionResolvers<ContextType>;
  MerchantHistoryEdge?: MerchantHistoryEdgeResolvers<ContextType>;
  MerchantHistoryRecord?: MerchantHistoryRecordResolvers<ContextType>;
  MerchantHistoryUser?: MerchantHistoryUserResolvers<ContextType>;
  MerchantImportBatch?: MerchantImportBatchResolvers<ContextType>;
  MerchantProductHistoryPage?: MerchantProductHistoryPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageOffset?: GraphQLScalarType;
  PathSegment?: GraphQLScalarType;
  PositiveAmount?: GraphQLScalarType;
  Product?: ProductResolvers<ContextType>;
  ProductRemoval?: ProductRemovalResolvers<ContextType>;
  Quantity?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  ReceiveGlobalProductsPayload?: ReceiveGlobalProductsPayloadResolvers<ContextType>;
  ShortText?: GraphQLScalarType;
  StockAllocation?: StockAllocationResolvers<ContextType>;
  StockReservation?: StockReservationResolvers<ContextType>;
  StockReservationPayload?: StockReservationPayloadResolvers<ContextType>;
  Text?: GraphQLScalarType;
  WarehouseStock?: WarehouseStockResolvers<ContextType>;
}>;


/** Each root field's arguments as the SDL declares them, by root type and field name. */
export type RootFieldArgs = {
  Query: {
    currentStock: QueryCurrentStockArgs;
    globalProducts: QueryGlobalProductsArgs;
    merchantExportFiles: QueryMerchantExportFilesArgs;
    merchantExports: QueryMerchantExportsArgs;
    merchantImportBatch: QueryMerchantImportBatchArgs;
    merchantProductHistory: QueryMerchantProductHistoryArgs;
    merchantProductHistoryConnection: QueryMerchantProductHistoryConnectionArgs;
  };
  Mutation: {
    cancelStockReservation: MutationCancelStockReservationArgs;
    cleanMerchantProducts: MutationCleanMerchantProductsArgs;
    commitStockReservation: MutationCommitStockReservationArgs;
    exportMerchantStockPrice: MutationExportMerchantStockPriceArgs;
    receiveGlobalProducts: MutationReceiveGlobalProductsArgs;
    receiveMerchantPrice: MutationReceiveMerchantPriceArgs;
    receiveMerchantStock: MutationReceiveMerchantStockArgs;
    refundStock: MutationRefundStockArgs;
    removeGlobalProducts: MutationRemoveGlobalProductsArgs;
    removeMerchantProducts: MutationRemoveMerchantProductsArgs;
    reserveStock: MutationReserveStockArgs;
  };
};
