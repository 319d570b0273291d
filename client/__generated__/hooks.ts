/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
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

export type CartTotalsFragment = { productCount: number | null, totalCartPriceAfterPromotion: number | null, totalCartPromotionDiscount: number | null, userBalance: number | null, totalUsablePoints: number | null, totalUsablePointAsMoney: number | null, totalUsedPoints: number | null, totalUsedPointAsMoney: number | null, totalPriceToPay: number | null, items: Array<{ id: string | null, qty: number | null, price: number | null, totalPrice: number | null, promotionDiscount: number | null, totalPromotionDiscount: number | null, totalPriceAfterPromotion: number | null, appliedPromotions: Array<{ id: string | null, giftAmount: number | null }> | null }>, appliedPromotions: Array<{ id: string | null, promotionType: string | null, giftAmount: number | null, userMessage: string | null }>, suggestionPromotions: Array<{ id: string | null, userMessage: string | null, suggestion: string | null, additionalData: unknown }> };

export type CalculateCartQueryVariables = Exact<{
  cart: CartInput;
  couponId?: string | null | undefined;
  user?: CartUserInput | null | undefined;
}>;


export type CalculateCartQuery = { calculatePromotions: { calculationTime: number | null, cart: { productCount: number | null, totalCartPriceAfterPromotion: number | null, totalCartPromotionDiscount: number | null, userBalance: number | null, totalUsablePoints: number | null, totalUsablePointAsMoney: number | null, totalUsedPoints: number | null, totalUsedPointAsMoney: number | null, totalPriceToPay: number | null, items: Array<{ id: string | null, qty: number | null, price: number | null, totalPrice: number | null, promotionDiscount: number | null, totalPromotionDiscount: number | null, totalPriceAfterPromotion: number | null, appliedPromotions: Array<{ id: string | null, giftAmount: number | null }> | null }>, appliedPromotions: Array<{ id: string | null, promotionType: string | null, giftAmount: number | null, userMessage: string | null }>, suggestionPromotions: Array<{ id: string | null, userMessage: string | null, suggestion: string | null, additionalData: unknown }> } | null } | null };

export type StartCheckoutMutationVariables = Exact<{
  input: StartPromotionTransactionInput;
}>;


export type StartCheckoutMutation = { startPromotionTransaction: { transactionId: string | null, message: string | null, couponId: string | null, transaction: { transactionId: string | null, transactionTimeout: number | null, cart: { productCount: number | null, totalCartPriceAfterPromotion: number | null, totalCartPromotionDiscount: number | null, userBalance: number | null, totalUsablePoints: number | null, totalUsablePointAsMoney: number | null, totalUsedPoints: number | null, totalUsedPointAsMoney: number | null, totalPriceToPay: number | null, items: Array<{ id: string | null, qty: number | null, price: number | null, totalPrice: number | null, promotionDiscount: number | null, totalPromotionDiscount: number | null, totalPriceAfterPromotion: number | null, appliedPromotions: Array<{ id: string | null, giftAmount: number | null }> | null }>, appliedPromotions: Array<{ id: string | null, promotionType: string | null, giftAmount: number | null, userMessage: string | null }>, suggestionPromotions: Array<{ id: string | null, userMessage: string | null, suggestion: string | null, additionalData: unknown }> } | null } | null } | null };

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
  limit?: number | null | undefined;
}>;


export type UserLoyaltyQuery = { user: { id: string, loyaltyEvents: { total: number | null, events: Array<{ eventId: string, eventType: string | null, referenceId: string | null, time: string | null, eventData: { transactionId: string | null, amount: number | null, currency: string | null } | null }> } | null, walletAccounts: Array<{ accountNumber: string, currency: string | null, balance: number | null }> | null } | null };

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

export type ProductListQueryVariables = Exact<{
  pageFrom?: number | null | undefined;
  pageSize?: number | null | undefined;
  searchText?: string | null | undefined;
  channel: string;
}>;


export type ProductListQuery = { products: { total: number | null, products: Array<{ sku: string, family: string | null, name: string | null, stockHistory: { histories: Array<{ previousLiveQuantity: number | null, distributedQuantity: number | null, createdAt: string | null }> } | null, talkingProduct: { sku: string, name: string | null, brand: string | null, price: number | null, stock: number | null, image: string | null, description: string | null } | null }> } | null };

export type CatalogueSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueSettingsQuery = { productSettings: { families: Array<{ code: string, label: Array<{ locale: string, value: string }> | null }> } | null };

export type WalletPageQueryVariables = Exact<{
  walletId: string;
  currency: string;
  accountNumber: string;
  pageSize?: number | null | undefined;
}>;


export type WalletPageQuery = { walletAccount: { accountNumber: string, title: string | null, currency: string | null, balance: number | null, transactions: { total: number | null, transactions: Array<{ transactionId: string, type: string | null, amount: number | null, description: string | null, createdAt: string | null, isCanceled: boolean | null }> } | null } | null };

export type WalletBalancesQueryVariables = Exact<{
  accountNumbers: Array<string> | string;
}>;


export type WalletBalancesQuery = { walletAccountsByNumber: Array<{ accountNumber: string, currency: string | null, balance: number | null } | null> };

export type UserWalletAccountsQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  query?: string | null | undefined;
}>;


export type UserWalletAccountsQuery = { walletAccounts: { total: number | null, result: Array<{ accountNumber: string, title: string | null, currency: string | null, balance: number | null, userId: string | null }> } | null };

export const CartTotalsFragmentDoc = gql`
    fragment CartTotals on PromotionCart {
  productCount
  totalCartPriceAfterPromotion
  totalCartPromotionDiscount
  userBalance
  totalUsablePoints
  totalUsablePointAsMoney
  totalUsedPoints
  totalUsedPointAsMoney
  totalPriceToPay
  items {
    id
    qty
    price
    totalPrice
    promotionDiscount
    totalPromotionDiscount
    totalPriceAfterPromotion
    appliedPromotions {
      id
      giftAmount
    }
  }
  appliedPromotions {
    id
    promotionType
    giftAmount
    userMessage
  }
  suggestionPromotions {
    id
    userMessage
    suggestion
    additionalData
  }
}
    `;
export const ImportBatchFragmentDoc = gql`
    fragment ImportBatch on MerchantImportBatch {
  batchId
  batchStatus
  successCount
  failCount
  ratio
  failedProducts {
    sku
    reason
  }
}
    `;
export const CalculateCartDocument = gql`
    query CalculateCart($cart: CartInput!, $couponId: Identifier, $user: CartUserInput) {
  calculatePromotions(cart: $cart, couponId: $couponId, user: $user) {
    calculationTime
    cart {
      ...CartTotals
    }
  }
}
    ${CartTotalsFragmentDoc}`;

/**
 * __useCalculateCartQuery__
 *
 * To run a query within a React component, call `useCalculateCartQuery` and pass it any options that fit your needs.
 * When your component renders, `useCalculateCartQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCalculateCartQuery({
 *   variables: {
 *      cart: // value for 'cart'
 *      couponId: // value for 'couponId'
 *      user: // value for 'user'
 *   },
 * });
 */
export function useCalculateCartQuery(baseOptions: Apollo.QueryHookOptions<CalculateCartQuery, CalculateCartQueryVariables> & ({ variables: CalculateCartQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CalculateCartQuery, CalculateCartQueryVariables>(CalculateCartDocument, options);
      }
export function useCalculateCartLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CalculateCartQuery, CalculateCartQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CalculateCartQuery, CalculateCartQueryVariables>(CalculateCartDocument, options);
        }
// @ts-ignore
export function useCalculateCartSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CalculateCartQuery, CalculateCartQueryVariables>): Apollo.UseSuspenseQueryResult<CalculateCartQuery, CalculateCartQueryVariables>;
export function useCalculateCartSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CalculateCartQuery, CalculateCartQueryVariables>): Apollo.UseSuspenseQueryResult<CalculateCartQuery | undefined, CalculateCartQueryVariables>;
export function useCalculateCartSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CalculateCartQuery, CalculateCartQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CalculateCartQuery, CalculateCartQueryVariables>(CalculateCartDocument, options);
        }
export type CalculateCartQueryHookResult = ReturnType<typeof useCalculateCartQuery>;
export type CalculateCartLazyQueryHookResult = ReturnType<typeof useCalculateCartLazyQuery>;
export type CalculateCartSuspenseQueryHookResult = ReturnType<typeof useCalculateCartSuspenseQuery>;
export type CalculateCartQueryResult = Apollo.QueryResult<CalculateCartQuery, CalculateCartQueryVariables>;
export const StartCheckoutDocument = gql`
    mutation StartCheckout($input: StartPromotionTransactionInput!) {
  startPromotionTransaction(input: $input) {
    transactionId
    message
    couponId
    transaction {
      transactionId
      transactionTimeout
      cart {
        ...CartTotals
      }
    }
  }
}
    ${CartTotalsFragmentDoc}`;
export type StartCheckoutMutationFn = Apollo.MutationFunction<StartCheckoutMutation, StartCheckoutMutationVariables>;

/**
 * __useStartCheckoutMutation__
 *
 * To run a mutation, you first call `useStartCheckoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartCheckoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startCheckoutMutation, { data, loading, error }] = useStartCheckoutMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStartCheckoutMutation(baseOptions?: Apollo.MutationHookOptions<StartCheckoutMutation, StartCheckoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartCheckoutMutation, StartCheckoutMutationVariables>(StartCheckoutDocument, options);
      }
export type StartCheckoutMutationHookResult = ReturnType<typeof useStartCheckoutMutation>;
export type StartCheckoutMutationResult = Apollo.MutationResult<StartCheckoutMutation>;
export type StartCheckoutMutationOptions = Apollo.BaseMutationOptions<StartCheckoutMutation, StartCheckoutMutationVariables>;
export const CommitCheckoutDocument = gql`
    mutation CommitCheckout($input: PromotionTransactionRefInput!) {
  commitPromotionTransaction(input: $input) {
    transactionId
    status
    message
  }
}
    `;
export type CommitCheckoutMutationFn = Apollo.MutationFunction<CommitCheckoutMutation, CommitCheckoutMutationVariables>;

/**
 * __useCommitCheckoutMutation__
 *
 * To run a mutation, you first call `useCommitCheckoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCommitCheckoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [commitCheckoutMutation, { data, loading, error }] = useCommitCheckoutMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCommitCheckoutMutation(baseOptions?: Apollo.MutationHookOptions<CommitCheckoutMutation, CommitCheckoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CommitCheckoutMutation, CommitCheckoutMutationVariables>(CommitCheckoutDocument, options);
      }
export type CommitCheckoutMutationHookResult = ReturnType<typeof useCommitCheckoutMutation>;
export type CommitCheckoutMutationResult = Apollo.MutationResult<CommitCheckoutMutation>;
export type CommitCheckoutMutationOptions = Apollo.BaseMutationOptions<CommitCheckoutMutation, CommitCheckoutMutationVariables>;
export const RevertCheckoutDocument = gql`
    mutation RevertCheckout($input: RevertPromotionTransactionInput!) {
  revertPromotionTransaction(input: $input) {
    transactionId
    status
    message
    returnedPoints
  }
}
    `;
export type RevertCheckoutMutationFn = Apollo.MutationFunction<RevertCheckoutMutation, RevertCheckoutMutationVariables>;

/**
 * __useRevertCheckoutMutation__
 *
 * To run a mutation, you first call `useRevertCheckoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevertCheckoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revertCheckoutMutation, { data, loading, error }] = useRevertCheckoutMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRevertCheckoutMutation(baseOptions?: Apollo.MutationHookOptions<RevertCheckoutMutation, RevertCheckoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RevertCheckoutMutation, RevertCheckoutMutationVariables>(RevertCheckoutDocument, options);
      }
export type RevertCheckoutMutationHookResult = ReturnType<typeof useRevertCheckoutMutation>;
export type RevertCheckoutMutationResult = Apollo.MutationResult<RevertCheckoutMutation>;
export type RevertCheckoutMutationOptions = Apollo.BaseMutationOptions<RevertCheckoutMutation, RevertCheckoutMutationVariables>;
export const UserLoyaltyDocument = gql`
    query UserLoyalty($userId: ID!, $limit: Int = 10) {
  user(id: $userId) {
    id
    loyaltyEvents(limit: $limit) {
      total
      events {
        eventId
        eventType
        referenceId
        time
        eventData {
          transactionId
          amount
          currency
        }
      }
    }
    walletAccounts {
      accountNumber
      currency
      balance
    }
  }
}
    `;

/**
 * __useUserLoyaltyQuery__
 *
 * To run a query within a React component, call `useUserLoyaltyQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserLoyaltyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserLoyaltyQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useUserLoyaltyQuery(baseOptions: Apollo.QueryHookOptions<UserLoyaltyQuery, UserLoyaltyQueryVariables> & ({ variables: UserLoyaltyQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UserLoyaltyQuery, UserLoyaltyQueryVariables>(UserLoyaltyDocument, options);
      }
export function useUserLoyaltyLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UserLoyaltyQuery, UserLoyaltyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UserLoyaltyQuery, UserLoyaltyQueryVariables>(UserLoyaltyDocument, options);
        }
// @ts-ignore
export function useUserLoyaltySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UserLoyaltyQuery, UserLoyaltyQueryVariables>): Apollo.UseSuspenseQueryResult<UserLoyaltyQuery, UserLoyaltyQueryVariables>;
export function useUserLoyaltySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserLoyaltyQuery, UserLoyaltyQueryVariables>): Apollo.UseSuspenseQueryResult<UserLoyaltyQuery | undefined, UserLoyaltyQueryVariables>;
export function useUserLoyaltySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserLoyaltyQuery, UserLoyaltyQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UserLoyaltyQuery, UserLoyaltyQueryVariables>(UserLoyaltyDocument, options);
        }
export type UserLoyaltyQueryHookResult = ReturnType<typeof useUserLoyaltyQuery>;
export type UserLoyaltyLazyQueryHookResult = ReturnType<typeof useUserLoyaltyLazyQuery>;
export type UserLoyaltySuspenseQueryHookResult = ReturnType<typeof useUserLoyaltySuspenseQuery>;
export type UserLoyaltyQueryResult = Apollo.QueryResult<UserLoyaltyQuery, UserLoyaltyQueryVariables>;
export const RecordLoyaltyEventDocument = gql`
    mutation RecordLoyaltyEvent($input: RecordLoyaltyEventInput!) {
  recordLoyaltyEvent(input: $input) {
    eventId
    entityErrors {
      field
      messages
    }
    eventErrors {
      field
      messages
    }
  }
}
    `;
export type RecordLoyaltyEventMutationFn = Apollo.MutationFunction<RecordLoyaltyEventMutation, RecordLoyaltyEventMutationVariables>;

/**
 * __useRecordLoyaltyEventMutation__
 *
 * To run a mutation, you first call `useRecordLoyaltyEventMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordLoyaltyEventMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordLoyaltyEventMutation, { data, loading, error }] = useRecordLoyaltyEventMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRecordLoyaltyEventMutation(baseOptions?: Apollo.MutationHookOptions<RecordLoyaltyEventMutation, RecordLoyaltyEventMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RecordLoyaltyEventMutation, RecordLoyaltyEventMutationVariables>(RecordLoyaltyEventDocument, options);
      }
export type RecordLoyaltyEventMutationHookResult = ReturnType<typeof useRecordLoyaltyEventMutation>;
export type RecordLoyaltyEventMutationResult = Apollo.MutationResult<RecordLoyaltyEventMutation>;
export type RecordLoyaltyEventMutationOptions = Apollo.BaseMutationOptions<RecordLoyaltyEventMutation, RecordLoyaltyEventMutationVariables>;
export const ImportStockDocument = gql`
    mutation ImportStock($input: ReceiveMerchantStockInput!) {
  receiveMerchantStock(input: $input) {
    batchId
    bulkOperationId
    batch {
      ...ImportBatch
    }
  }
}
    ${ImportBatchFragmentDoc}`;
export type ImportStockMutationFn = Apollo.MutationFunction<ImportStockMutation, ImportStockMutationVariables>;

/**
 * __useImportStockMutation__
 *
 * To run a mutation, you first call `useImportStockMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportStockMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importStockMutation, { data, loading, error }] = useImportStockMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useImportStockMutation(baseOptions?: Apollo.MutationHookOptions<ImportStockMutation, ImportStockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ImportStockMutation, ImportStockMutationVariables>(ImportStockDocument, options);
      }
export type ImportStockMutationHookResult = ReturnType<typeof useImportStockMutation>;
export type ImportStockMutationResult = Apollo.MutationResult<ImportStockMutation>;
export type ImportStockMutationOptions = Apollo.BaseMutationOptions<ImportStockMutation, ImportStockMutationVariables>;
export const ImportBatchStatusDocument = gql`
    query ImportBatchStatus($batchId: PathSegment!) {
  merchantImportBatch(batchId: $batchId) {
    ...ImportBatch
  }
}
    ${ImportBatchFragmentDoc}`;

/**
 * __useImportBatchStatusQuery__
 *
 * To run a query within a React component, call `useImportBatchStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useImportBatchStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useImportBatchStatusQuery({
 *   variables: {
 *      batchId: // value for 'batchId'
 *   },
 * });
 */
export function useImportBatchStatusQuery(baseOptions: Apollo.QueryHookOptions<ImportBatchStatusQuery, ImportBatchStatusQueryVariables> & ({ variables: ImportBatchStatusQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>(ImportBatchStatusDocument, options);
      }
export function useImportBatchStatusLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>(ImportBatchStatusDocument, options);
        }
// @ts-ignore
export function useImportBatchStatusSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>): Apollo.UseSuspenseQueryResult<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>;
export function useImportBatchStatusSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>): Apollo.UseSuspenseQueryResult<ImportBatchStatusQuery | undefined, ImportBatchStatusQueryVariables>;
export function useImportBatchStatusSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>(ImportBatchStatusDocument, options);
        }
export type ImportBatchStatusQueryHookResult = ReturnType<typeof useImportBatchStatusQuery>;
export type ImportBatchStatusLazyQueryHookResult = ReturnType<typeof useImportBatchStatusLazyQuery>;
export type ImportBatchStatusSuspenseQueryHookResult = ReturnType<typeof useImportBatchStatusSuspenseQuery>;
export type ImportBatchStatusQueryResult = Apollo.QueryResult<ImportBatchStatusQuery, ImportBatchStatusQueryVariables>;
export const ProductListDocument = gql`
    query ProductList($pageFrom: Int = 0, $pageSize: Int = 12, $searchText: String, $channel: PathSegment!) {
  products(
    pageFrom: $pageFrom
    pageSize: $pageSize
    searchText: $searchText
    filters: {dataType: "PRODUCT"}
    sorts: {createdAt: asc}
  ) {
    total
    products {
      sku
      family
      name: attributeValue(code: "name", locale: "en_US")
      stockHistory(channel: $channel, type: STOCK, limit: 1) {
        histories {
          previousLiveQuantity
          distributedQuantity
          createdAt
        }
      }
      talkingProduct {
        sku
        name
        brand
        price
        stock
        image
        description
      }
    }
  }
}
    `;

/**
 * __useProductListQuery__
 *
 * To run a query within a React component, call `useProductListQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductListQuery({
 *   variables: {
 *      pageFrom: // value for 'pageFrom'
 *      pageSize: // value for 'pageSize'
 *      searchText: // value for 'searchText'
 *      channel: // value for 'channel'
 *   },
 * });
 */
export function useProductListQuery(baseOptions: Apollo.QueryHookOptions<ProductListQuery, ProductListQueryVariables> & ({ variables: ProductListQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
      }
export function useProductListLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductListQuery, ProductListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
        }
// @ts-ignore
export function useProductListSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>): Apollo.UseSuspenseQueryResult<ProductListQuery, ProductListQueryVariables>;
export function useProductListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>): Apollo.UseSuspenseQueryResult<ProductListQuery | undefined, ProductListQueryVariables>;
export function useProductListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
        }
export type ProductListQueryHookResult = ReturnType<typeof useProductListQuery>;
export type ProductListLazyQueryHookResult = ReturnType<typeof useProductListLazyQuery>;
export type ProductListSuspenseQueryHookResult = ReturnType<typeof useProductListSuspenseQuery>;
export type ProductListQueryResult = Apollo.QueryResult<ProductListQuery, ProductListQueryVariables>;
export const CatalogueSettingsDocument = gql`
    query CatalogueSettings {
  productSettings {
    families {
      code
      label {
        locale
        value
      }
    }
  }
}
    `;

/**
 * __useCatalogueSettingsQuery__
 *
 * To run a query within a React component, call `useCatalogueSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCatalogueSettingsQuery(baseOptions?: Apollo.QueryHookOptions<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>(CatalogueSettingsDocument, options);
      }
export function useCatalogueSettingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>(CatalogueSettingsDocument, options);
        }
// @ts-ignore
export function useCatalogueSettingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>;
export function useCatalogueSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<CatalogueSettingsQuery | undefined, CatalogueSettingsQueryVariables>;
export function useCatalogueSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>(CatalogueSettingsDocument, options);
        }
export type CatalogueSettingsQueryHookResult = ReturnType<typeof useCatalogueSettingsQuery>;
export type CatalogueSettingsLazyQueryHookResult = ReturnType<typeof useCatalogueSettingsLazyQuery>;
export type CatalogueSettingsSuspenseQueryHookResult = ReturnType<typeof useCatalogueSettingsSuspenseQuery>;
export type CatalogueSettingsQueryResult = Apollo.QueryResult<CatalogueSettingsQuery, CatalogueSettingsQueryVariables>;
export const WalletPageDocument = gql`
    query WalletPage($walletId: Identifier!, $currency: Currency!, $accountNumber: Identifier!, $pageSize: Int = 10) {
  walletAccount(
    walletId: $walletId
    currency: $currency
    accountNumber: $accountNumber
  ) {
    accountNumber
    title
    currency
    balance
    transactions(pageSize: $pageSize) {
      total
      transactions {
        transactionId
        type
        amount
        description
        createdAt
        isCanceled
      }
    }
  }
}
    `;

/**
 * __useWalletPageQuery__
 *
 * To run a query within a React component, call `useWalletPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useWalletPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWalletPageQuery({
 *   variables: {
 *      walletId: // value for 'walletId'
 *      currency: // value for 'currency'
 *      accountNumber: // value for 'accountNumber'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useWalletPageQuery(baseOptions: Apollo.QueryHookOptions<WalletPageQuery, WalletPageQueryVariables> & ({ variables: WalletPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WalletPageQuery, WalletPageQueryVariables>(WalletPageDocument, options);
      }
export function useWalletPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WalletPageQuery, WalletPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WalletPageQuery, WalletPageQueryVariables>(WalletPageDocument, options);
        }
// @ts-ignore
export function useWalletPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WalletPageQuery, WalletPageQueryVariables>): Apollo.UseSuspenseQueryResult<WalletPageQuery, WalletPageQueryVariables>;
export function useWalletPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WalletPageQuery, WalletPageQueryVariables>): Apollo.UseSuspenseQueryResult<WalletPageQuery | undefined, WalletPageQueryVariables>;
export function useWalletPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WalletPageQuery, WalletPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WalletPageQuery, WalletPageQueryVariables>(WalletPageDocument, options);
        }
export type WalletPageQueryHookResult = ReturnType<typeof useWalletPageQuery>;
export type WalletPageLazyQueryHookResult = ReturnType<typeof useWalletPageLazyQuery>;
export type WalletPageSuspenseQueryHookResult = ReturnType<typeof useWalletPageSuspenseQuery>;
export type WalletPageQueryResult = Apollo.QueryResult<WalletPageQuery, WalletPageQueryVariables>;
export const WalletBalancesDocument = gql`
    query WalletBalances($accountNumbers: [Identifier!]!) {
  walletAccountsByNumber(accountNumbers: $accountNumbers) {
    accountNumber
    currency
    balance
  }
}
    `;

/**
 * __useWalletBalancesQuery__
 *
 * To run a query within a React component, call `useWalletBalancesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWalletBalancesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWalletBalancesQuery({
 *   variables: {
 *      accountNumbers: // value for 'accountNumbers'
 *   },
 * });
 */
export function useWalletBalancesQuery(baseOptions: Apollo.QueryHookOptions<WalletBalancesQuery, WalletBalancesQueryVariables> & ({ variables: WalletBalancesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WalletBalancesQuery, WalletBalancesQueryVariables>(WalletBalancesDocument, options);
      }
export function useWalletBalancesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WalletBalancesQuery, WalletBalancesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WalletBalancesQuery, WalletBalancesQueryVariables>(WalletBalancesDocument, options);
        }
// @ts-ignore
export function useWalletBalancesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WalletBalancesQuery, WalletBalancesQueryVariables>): Apollo.UseSuspenseQueryResult<WalletBalancesQuery, WalletBalancesQueryVariables>;
export function useWalletBalancesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WalletBalancesQuery, WalletBalancesQueryVariables>): Apollo.UseSuspenseQueryResult<WalletBalancesQuery | undefined, WalletBalancesQueryVariables>;
export function useWalletBalancesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WalletBalancesQuery, WalletBalancesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WalletBalancesQuery, WalletBalancesQueryVariables>(WalletBalancesDocument, options);
        }
export type WalletBalancesQueryHookResult = ReturnType<typeof useWalletBalancesQuery>;
export type WalletBalancesLazyQueryHookResult = ReturnType<typeof useWalletBalancesLazyQuery>;
export type WalletBalancesSuspenseQueryHookResult = ReturnType<typeof useWalletBalancesSuspenseQuery>;
export type WalletBalancesQueryResult = Apollo.QueryResult<WalletBalancesQuery, WalletBalancesQueryVariables>;
export const UserWalletAccountsDocument = gql`
    query UserWalletAccounts($pageSize: Int = 20, $query: ShortText) {
  walletAccounts(pageSize: $pageSize, query: $query) {
    total
    result {
      accountNumber
      title
      currency
      balance
      userId
    }
  }
}
    `;

/**
 * __useUserWalletAccountsQuery__
 *
 * To run a query within a React component, call `useUserWalletAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserWalletAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserWalletAccountsQuery({
 *   variables: {
 *      pageSize: // value for 'pageSize'
 *      query: // value for 'query'
 *   },
 * });
 */
export function useUserWalletAccountsQuery(baseOptions?: Apollo.QueryHookOptions<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>(UserWalletAccountsDocument, options);
      }
export function useUserWalletAccountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>(UserWalletAccountsDocument, options);
        }
// @ts-ignore
export function useUserWalletAccountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>;
export function useUserWalletAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<UserWalletAccountsQuery | undefined, UserWalletAccountsQueryVariables>;
export function useUserWalletAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>(UserWalletAccountsDocument, options);
        }
export type UserWalletAccountsQueryHookResult = ReturnType<typeof useUserWalletAccountsQuery>;
export type UserWalletAccountsLazyQueryHookResult = ReturnType<typeof useUserWalletAccountsLazyQuery>;
export type UserWalletAccountsSuspenseQueryHookResult = ReturnType<typeof useUserWalletAccountsSuspenseQuery>;
export type UserWalletAccountsQueryResult = Apollo.QueryResult<UserWalletAccountsQuery, UserWalletAccountsQueryVariables>;