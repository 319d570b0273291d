/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A product category of a cart item. */
export type CartCategoryInput = {
  /** Category id. */
  id?: string | null | undefined;
  /** Category name. */
  name?: string | null | undefined;
};

/** An add-on of a sub-order, such as gift wrapping. */
export type CartCondimentInput = {
  /** Condiment id. */
  id: string;
  /** Name. */
  name?: string | null | undefined;
  /** Price, finite and not negative. */
  price: number;
  /** Sub-order the condiment belongs to. */
  subOrderId?: string | null | undefined;
  /** Condiment type. */
  type?: string | null | undefined;
};

/** The cart to calculate promotions for. */
export type CartInput = {
  /** Condiments of the sub-orders. */
  condiments?: Array<CartCondimentInput> | null | undefined;
  /** Currency of the cart's prices, as the service names it; EURO (the catalogue's prices' currency) by default. Not sent: the service's Promotion/calculate and startTransaction carry no currency (document 2.3), so this names the currency of the cart answered (PromotionCart.currency) when the service's answer names none. */
  currency?: string;
  /** Cart lines, 1 to 500. */
  items: Array<CartItemInput>;
  /** Number of products; the sum of quantities when omitted. */
  productCount?: number | null | undefined;
  /** Sub-orders, one per merchant. */
  subOrders?: Array<CartSubOrderInput> | null | undefined;
};

/** Extra product attributes of a cart item (sent nested or flattened onto the item, as COMMERCE_CART_SHAPE says). */
export type CartItemAttributesInput = {
  /** Brand. */
  brand?: string | null | undefined;
  /** Categories; in a single-level cart they are sent as a list of category ids (the name when there is no id). */
  categories?: Array<CartCategoryInput> | null | undefined;
  /** Labels (etiketler). */
  etiketler?: Array<string> | null | undefined;
  /** Image URLs. */
  images?: Array<string> | null | undefined;
  /** Logistic tags. */
  logisticTags?: Array<string> | null | undefined;
  /** Long product name. */
  longName?: string | null | undefined;
  /** Most units of this product one order may hold. */
  productLimit?: number | null | undefined;
  /** Short product name. */
  shortName?: string | null | undefined;
};

/** A line of the cart. */
export type CartItemInput = {
  /** Extra product attributes. */
  attributes?: CartItemAttributesInput | null | undefined;
  /** Item id: the product's sku for catalogue products. */
  id: string;
  /** Item type, such as PRODUCT. */
  itemType?: string | null | undefined;
  /** Merchant selling the item (links it to that merchant's sub-order). */
  merchantId?: string | null | undefined;
  /** Unit price, finite and not negative, at most two decimals. */
  price?: number | null | undefined;
  /** Quantity, a positive whole number. */
  qty: number;
  /** Line total (price × qty), finite and not negative, at most two decimals. */
  totalPrice?: number | null | undefined;
};

/** A merchant's part of the order. */
export type CartSubOrderInput = {
  /** Id. */
  id?: string | null | undefined;
  /** Item type of the sub-order. */
  itemType?: string | null | undefined;
  /** Merchant of the sub-order. */
  merchantId?: string | null | undefined;
  /** Sub-order total (its items plus its condiments), finite and not negative. */
  price: number;
  /** Sub-order id. */
  subOrderId?: string | null | undefined;
};

/** The user a cart belongs to. */
export type CartUserInput = {
  /** The service's userId. */
  userId: string;
};

/** Why the service refused a coupon. */
export type CouponErrorCode =
  /** The service refused the coupon (it answered 400), for example one with no uses left. */
  | 'COUPON_REFUSED'
  /** The service does not know the coupon (it answered 404). */
  | 'UNKNOWN_COUPON';

/** The event data sent with an event: the documented fields; the service checks each and reports problems in eventErrors. */
export type LoyaltyEventDataInput = {
  /** Further event data fields (not in the document: sent only when given), inside eventData beside the documented ones, which win on a clash. */
  additionalData?: Record<string, unknown> | null | undefined;
  /** Amount of the purchase; a PURCHASE needs one. */
  amount?: number | null | undefined;
  /** Currency of the amount: EURO or POINT. */
  currency?: string | null | undefined;
  /** The order the event belongs to. */
  orderId?: string | null | undefined;
  /** Points per unit of amount. */
  rate?: number | null | undefined;
  /** The transaction the event belongs to; a PURCHASE needs one. */
  transactionId?: string | null | undefined;
  /** Whether the service should call the webhook. */
  webhook?: boolean | null | undefined;
};

/** One measurement sent with an event. */
export type LoyaltyMeasurementInput = {
  /** Name of the group the measurement belongs to. */
  groupeName?: string | null | undefined;
  /** Value of that group. */
  groupeValue?: string | null | undefined;
  /** What was measured. */
  measurement: string;
  /** When it was measured. */
  time?: string | null | undefined;
  /** The measured value. */
  value: number;
};

/** Kinds of merchant history records. */
export type MerchantHistoryType =
  /** A price change (the inferred Receive Price). */
  | 'PRICE'
  /** A stock change (receiveStock). */
  | 'STOCK';

/** One stock update of a batch. */
export type MerchantStockItemInput = {
  /** Sales channel, one of the merchant's configured channels. */
  channel: string;
  /** The new stock level: an integer, 0 or more. */
  quantity: number;
  /** Product sku. */
  sku: string;
  /** Warehouse holding the stock. */
  warehouseCode: string;
};

/** The request fields of the Commit or Cancel Transaction operation (inferred: the document names them only by title). */
export type PromotionTransactionRefInput = {
  /** Entity type, such as USER. */
  entityType?: string | null | undefined;
  /** The transaction. */
  transactionId: string;
  /** The transaction's user. */
  userId: string;
};

/** The request fields of MerchantStockPriceImporter/receiveStock. */
export type ReceiveMerchantStockInput = {
  /** The caller's id for the bulk operation; the service assigns one when omitted. */
  bulkOperationId?: string | null | undefined;
  /** Push frequency of the merchant's feed. */
  frequency?: number | null | undefined;
  /** The stock updates, 1 to 1000. */
  items: Array<MerchantStockItemInput>;
};

/** The request fields of LoyaltyAPI/receiveEvent. */
export type RecordLoyaltyEventInput = {
  /** Entity fields (name, surname, phoneNumber, birthDate, gdprOptin, registrationType, ...), checked by the service. */
  entityData?: Record<string, unknown> | null | undefined;
  /** The entity the event is about (a user id for USER). */
  entityId: string;
  /** The entity's type, such as USER. */
  entityType: string;
  /** The event data. */
  eventData?: LoyaltyEventDataInput | null | undefined;
  /** The event type, such as PURCHASE or REGISTRATION: it selects the rule actions that run. */
  eventType: string;
  /** Measurements, at most 100. */
  measurements?: Array<LoyaltyMeasurementInput> | null | undefined;
  /** The caller's reference. */
  referenceId?: string | null | undefined;
  /** When the event happened; when it was received if omitted. */
  time?: string | null | undefined;
};

/** The request fields of Promotion/revertTransaction. */
export type RevertPromotionTransactionInput = {
  /** Entity type, such as USER. */
  entityType?: string | null | undefined;
  /** Transaction to revert. */
  transactionId: string;
  /** The transaction's user. */
  userId: string;
};

/** The request fields of Promotion/startTransaction. */
export type StartPromotionTransactionInput = {
  /** The cart. */
  cart: CartInput;
  /** Coupon to use. */
  couponId?: string | null | undefined;
  /** Entity type, such as USER. */
  entityType?: string | null | undefined;
  /** Commit at once. */
  isAutoCommit?: boolean | null | undefined;
  /** Currency of the point account, POINT by default. */
  pointCurrency?: string | null | undefined;
  /** Calculate no promotions. */
  skipPromotions?: boolean | null | undefined;
  /** Store id. */
  storeId?: string | null | undefined;
  /** Store name. */
  storeName?: string | null | undefined;
  /** The caller's transaction id; the service assigns one when omitted. */
  transactionId?: string | null | undefined;
  /** Seconds before an uncommitted transaction expires, 1 to 86400 (not in the document's request, which shows it only in the answer, without a unit; sent only when given). */
  transactionTimeout?: number | null | undefined;
  /** Points to use, a whole number, 0 or more. */
  usePoint?: number | null | undefined;
  /** The user. */
  user: CartUserInput;
};

export type CartTotalsFragment = { currency: string, productCount: number | null, totalCartPriceAfterPromotion: number | null, totalCartPromotionDiscount: number | null, userBalance: number | null, totalUsablePoints: number | null, totalUsablePointAsMoney: number | null, totalUsedPoints: number | null, totalUsedPointAsMoney: number | null, totalPriceToPay: number | null, items: Array<{ id: string | null, qty: number | null, price: number | null, totalPrice: number | null, promotionDiscount: number | null, totalPromotionDiscount: number | null, totalPriceAfterPromotion: number | null, appliedPromotions: Array<{ id: string | null, giftAmount: number | null }> | null }>, appliedPromotions: Array<{ id: string | null, promotionType: string | null, giftAmount: number | null, userMessage: string | null }>, suggestionPromotions: Array<{ id: string | null, userMessage: string | null, suggestion: string | null, additionalData: unknown }> };

export type CalculateCartQueryVariables = Exact<{
  cart: CartInput;
  couponId?: string | null | undefined;
  user?: CartUserInput | null | undefined;
}>;


export type CalculateCartQuery = { calculatePromotions: { calculationTime: number | null, couponError: { code: CouponErrorCode, message: string, couponId: string } | null, cart: { currency: string, productCount: number | null, totalCartPriceAfterPromotion: number | null, totalCartPromotionDiscount: number | null, userBalance: number | null, totalUsablePoints: number | null, totalUsablePointAsMoney: number | null, totalUsedPoints: number | null, totalUsedPointAsMoney: number | null, totalPriceToPay: number | null, items: Array<{ id: string | null, qty: number | null, price: number | null, totalPrice: number | null, promotionDiscount: number | null, totalPromotionDiscount: number | null, totalPriceAfterPromotion: number | null, appliedPromotions: Array<{ id: string | null, giftAmount: number | null }> | null }>, appliedPromotions: Array<{ id: string | null, promotionType: string | null, giftAmount: number | null, userMessage: string | null }>, suggestionPromotions: Array<{ id: string | null, userMessage: string | null, suggestion: string | null, additionalData: unknown }> } | null } | null };

export type StartCheckoutMutationVariables = Exact<{
  input: StartPromotionTransactionInput;
}>;


export type StartCheckoutMutation = { startPromotionTransaction: { transactionId: string | null, message: string | null, couponId: string | null, transaction: { transactionId: string | null, transactionTimeout: number | null, cart: { currency: string, productCount: number | null, totalCartPriceAfterPromotion: number | null, totalCartPromotionDiscount: number | null, userBalance: number | null, totalUsablePoints: number | null, totalUsablePointAsMoney: number | null, totalUsedPoints: number | null, totalUsedPointAsMoney: number | null, totalPriceToPay: number | null, items: Array<{ id: string | null, qty: number | null, price: number | null, totalPrice: number | null, promotionDiscount: number | null, totalPromotionDiscount: number | null, totalPriceAfterPromotion: number | null, appliedPromotions: Array<{ id: string | null, giftAmount: number | null }> | null }>, appliedPromotions: Array<{ id: string | null, promotionType: string | null, giftAmount: number | null, userMessage: string | null }>, suggestionPromotions: Array<{ id: string | null, userMessage: string | null, suggestion: string | null, additionalData: unknown }> } | null } | null } | null };

export type CommitCheckoutMutationVariables = Exact<{
  input: PromotionTransactionRefInput;
}>;


export type CommitCheckoutMutation = { commitPromotionTransaction: { transactionId: string | null, status: string | null, message: string | null } | null };

export type RevertCheckoutMutationVariables = Exact<{
  input: RevertPromotionTransactionInput;
}>;


export type RevertCheckoutMutation = { revertPromotionTransaction: { transactionId: string | null, status: string | null, message: string | null, returnedPoints: number | null } | null };

export type UserLoyaltyQueryVariables = Exact<{
  userId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UserLoyaltyQuery = { user: { id: string, loyaltyEventsConnection: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { eventId: string, eventType: string | null, referenceId: string | null, time: string | null, eventData: { transactionId: string | null, amount: number | null, currency: string | null } | null } }> } | null, walletAccounts: Array<{ accountNumber: string, currency: string | null, balance: number | null }> | null } | null };

export type RecordLoyaltyEventMutationVariables = Exact<{
  input: RecordLoyaltyEventInput;
}>;


export type RecordLoyaltyEventMutation = { recordLoyaltyEvent: { eventId: string | null, entityErrors: Array<{ field: string, messages: Array<string> }>, eventErrors: Array<{ field: string, messages: Array<string> }> } | null };

export type ImportBatchFragment = { batchId: string, batchStatus: string | null, successCount: number | null, failCount: number | null, ratio: string | null, failedProducts: Array<{ sku: string | null, reason: string | null }> | null };

export type ImportStockMutationVariables = Exact<{
  input: ReceiveMerchantStockInput;
}>;


export type ImportStockMutation = { receiveMerchantStock: { batchId: string | null, bulkOperationId: string | null, batch: { batchId: string, batchStatus: string | null, successCount: number | null, failCount: number | null, ratio: string | null, failedProducts: Array<{ sku: string | null, reason: string | null }> | null } | null } | null };

export type ImportBatchStatusQueryVariables = Exact<{
  batchId: string;
}>;


export type ImportBatchStatusQuery = { merchantImportBatch: { batchId: string, batchStatus: string | null, successCount: number | null, failCount: number | null, ratio: string | null, failedProducts: Array<{ sku: string | null, reason: string | null }> | null } | null };

export type ProductStockHistoryQueryVariables = Exact<{
  sku: string;
  channel: string;
  type?: MerchantHistoryType | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProductStockHistoryQuery = { merchantProductHistoryConnection: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { type: string | null, createdAt: string | null, warehouse: string | null, previousLiveQuantity: number | null, distributedQuantity: number | null, previousPrice: number | null, price: number | null } }> } | null };

export type ProductCatalogueQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  searchText?: string | null | undefined;
  locale?: string | null | undefined;
  scope?: string | null | undefined;
  channel?: string | null | undefined;
}>;


export type ProductCatalogueQuery = { productsConnection: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { sku: string, family: string | null, categories: Array<string> | null, name: string | null, availableStock: number | null, brand: string | null, price: { amount: number, currency: string | null } | null } }> } | null };

export type CatalogueSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueSettingsQuery = { productSettings: { families: Array<{ code: string, label: Array<{ locale: string, value: string }> | null }> } | null };

export type WalletPageQueryVariables = Exact<{
  walletId: string;
  currency: string;
  accountNumber: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WalletPageQuery = { walletAccount: { accountNumber: string, title: string | null, currency: string | null, balance: number | null, transactionsConnection: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { transactionId: string, type: string | null, amount: number | null, description: string | null, createdAt: string | null, isCanceled: boolean | null } }> } | null } | null };

export type WalletBalancesQueryVariables = Exact<{
  accountNumbers: Array<string> | string;
}>;


export type WalletBalancesQuery = { walletAccountsByNumber: Array<{ accountNumber: string, currency: string | null, balance: number | null } | null> | null };

export type UserWalletAccountsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  query?: string | null | undefined;
}>;


export type UserWalletAccountsQuery = { walletAccountsConnection: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { accountNumber: string, title: string | null, currency: string | null, balance: number | null, userId: string | null } }> } | null };

export type MyWalletQueryVariables = Exact<{
  transactions?: number | null | undefined;
  events?: number | null | undefined;
}>;


export type MyWalletQuery = { me: { id: string, walletAccounts: Array<{ walletId: string | null, accountNumber: string, title: string | null, currency: string | null, balance: number | null, transactionsConnection: { edges: Array<{ cursor: string, node: { transactionId: string, type: string | null, amount: number | null, description: string | null } }> } | null }> | null, loyaltyEventsConnection: { edges: Array<{ cursor: string, node: { eventId: string, eventType: string | null, referenceId: string | null } }> } | null } | null };

export const CartTotalsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCartPriceAfterPromotion"}},{"kind":"Field","name":{"kind":"Name","value":"totalCartPromotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"userBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsablePoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsablePointAsMoney"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsedPointAsMoney"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceToPay"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPromotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceAfterPromotion"}},{"kind":"Field","name":{"kind":"Name","value":"appliedPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"giftAmount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appliedPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"giftAmount"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestionPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}}]}}]} as unknown as DocumentNode<CartTotalsFragment, unknown>;
export const ImportBatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantImportBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"batchStatus"}},{"kind":"Field","name":{"kind":"Name","value":"successCount"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"failedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ImportBatchFragment, unknown>;
export const CalculateCartDocument = {"__meta__":{"hash":"sha256:47aea4d0e44c1e7243cbd15678ec28656d1ef5a2b990fbcd08b70d0417d155a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculateCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Identifier"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CartUserInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculatePromotions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cart"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponId"}}},{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculationTime"}},{"kind":"Field","name":{"kind":"Name","value":"couponError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotals"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCartPriceAfterPromotion"}},{"kind":"Field","name":{"kind":"Name","value":"totalCartPromotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"userBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsablePoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsablePointAsMoney"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsedPointAsMoney"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceToPay"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPromotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceAfterPromotion"}},{"kind":"Field","name":{"kind":"Name","value":"appliedPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"giftAmount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appliedPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"giftAmount"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestionPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}}]}}]} as unknown as DocumentNode<CalculateCartQuery, CalculateCartQueryVariables>;
export const StartCheckoutDocument = {"__meta__":{"hash":"sha256:0e4dfbbc9d6121bfefde7ecd40164820f860c27152909c3a215086a3af23d8d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartPromotionTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPromotionTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionTimeout"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotals"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCartPriceAfterPromotion"}},{"kind":"Field","name":{"kind":"Name","value":"totalCartPromotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"userBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsablePoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsablePointAsMoney"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsedPointAsMoney"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceToPay"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPromotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceAfterPromotion"}},{"kind":"Field","name":{"kind":"Name","value":"appliedPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"giftAmount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appliedPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"giftAmount"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestionPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}}]}}]} as unknown as DocumentNode<StartCheckoutMutation, StartCheckoutMutationVariables>;
export const CommitCheckoutDocument = {"__meta__":{"hash":"sha256:7b5d4f727057072a9f0e3dd1764013e73bc7d0e06864047ae9ee0a6fa723a60b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionTransactionRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitPromotionTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CommitCheckoutMutation, CommitCheckoutMutationVariables>;
export const RevertCheckoutDocument = {"__meta__":{"hash":"sha256:5f24812b7aea0b1a375dac05801b0b77999a69401fca2dc5791df835dde6e75d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevertCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevertPromotionTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revertPromotionTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"returnedPoints"}}]}}]}}]} as unknown as DocumentNode<RevertCheckoutMutation, RevertCheckoutMutationVariables>;
export const UserLoyaltyDocument = {"__meta__":{"hash":"sha256:2a7f2c5e887dc077bf223ac7b6606455582272917405a6b57917350ce245bd11"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserLoyalty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loyaltyEventsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"eventData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"walletAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<UserLoyaltyQuery, UserLoyaltyQueryVariables>;
export const RecordLoyaltyEventDocument = {"__meta__":{"hash":"sha256:acb9eab2113d1eef659229b4f8a52a27b7594b89b91fc42a5bffebce7b10b17c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordLoyaltyEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordLoyaltyEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordLoyaltyEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"entityErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]} as unknown as DocumentNode<RecordLoyaltyEventMutation, RecordLoyaltyEventMutationVariables>;
export const ImportStockDocument = {"__meta__":{"hash":"sha256:5ef1952ddc68dd5f27ac200c8a14ebc677d7a8209308d3c65abe8e88926f2be9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiveMerchantStockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveMerchantStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"bulkOperationId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportBatch"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantImportBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"batchStatus"}},{"kind":"Field","name":{"kind":"Name","value":"successCount"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"failedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ImportStockMutation, ImportStockMutationVariables>;
export const ImportBatchStatusDocument = {"__meta__":{"hash":"sha256:dda9fdb299d686b2751fc4940aec8c1135ff33c8e23c9e4cceab3024d30e38d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportBatchStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PathSegment"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantImportBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportBatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantImportBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"batchStatus"}},{"kind":"Field","name":{"kind":"Name","value":"successCount"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"failedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>;
export const ProductStockHistoryDocument = {"__meta__":{"hash":"sha256:598f454d4bc33428f387ad76cb5ba57bf6878c0c716f2a6cc5587a7ea2a0c237"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductStockHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PathSegment"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PathSegment"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantHistoryType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantProductHistoryConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"}},{"kind":"Field","name":{"kind":"Name","value":"previousLiveQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"distributedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"previousPrice"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductStockHistoryQuery, ProductStockHistoryQueryVariables>;
export const ProductCatalogueDocument = {"__meta__":{"hash":"sha256:1352d6601b18c5ee50750b5948cfaf4a7c04a4d057e91c15f0d38b6d73e5f886"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"12"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShortText"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Identifier"}},"defaultValue":{"kind":"StringValue","value":"en_US","block":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Identifier"}},"defaultValue":{"kind":"StringValue","value":"ecommerce","block":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PathSegment"}},"defaultValue":{"kind":"StringValue","value":"web","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"dataType"},"value":{"kind":"StringValue","value":"PRODUCT","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sorts"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"createdAt"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","alias":{"kind":"Name","value":"brand"},"name":{"kind":"Name","value":"attributeValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"StringValue","value":"brand","block":false}}]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductCatalogueQuery, ProductCatalogueQueryVariables>;
export const CatalogueSettingsDocument = {"__meta__":{"hash":"sha256:2e3961bc65b84a05f0b48119b9d1a6a825b9d6356bf960cbcee9a653feafc282"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>;
export const WalletPageDocument = {"__meta__":{"hash":"sha256:3c9c8b04d35768d7877bf6fbc6ae39a49827cb04d921df6ba69d7647620e6136"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"walletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Identifier"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Identifier"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"walletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"walletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"transactionsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isCanceled"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WalletPageQuery, WalletPageQueryVariables>;
export const WalletBalancesDocument = {"__meta__":{"hash":"sha256:4f388415e07a5d23b9ca4cc3beb3f462b74e99b5f72b1043d73b59d5e54a1675"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumbers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Identifier"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAccountsByNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumbers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<WalletBalancesQuery, WalletBalancesQueryVariables>;
export const UserWalletAccountsDocument = {"__meta__":{"hash":"sha256:08df9c2e6fc559b7cbc26fe7fbe6ceb151aebdaa089e23d748015535aef4126f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserWalletAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShortText"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAccountsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>;
export const MyWalletDocument = {"__meta__":{"hash":"sha256:f8d28c26282841a1969abc511a17e7fb6968d96f685a87a4131d4c9cc12d1941"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"5"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"events"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"walletAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"transactionsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"loyaltyEventsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"events"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyWalletQuery, MyWalletQueryVariables>;