import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CartItemModel, ProductModel } from '../models';
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

/** A promotion applied to the cart or a transaction. */
export type CartAppliedPromotion = {
  __typename?: 'CartAppliedPromotion';
  /** Discount this promotion gave over the whole cart. */
  giftAmount?: Maybe<Scalars['Float']['output']>;
  /** Promotion id; null when the service sends none. */
  id?: Maybe<Scalars['String']['output']>;
  /** Template the promotion was made from. */
  promotionTemplateId?: Maybe<Scalars['String']['output']>;
  /** Kind of promotion, such as CART_PERCENTAGE. */
  promotionType?: Maybe<Scalars['String']['output']>;
  /** Tag of the promotion. */
  tag?: Maybe<Scalars['String']['output']>;
  /** Message to show the user. */
  userMessage?: Maybe<Scalars['String']['output']>;
};

/** A product category as the cart item carries it. */
export type CartCategory = {
  __typename?: 'CartCategory';
  /** Category id. */
  id?: Maybe<Scalars['String']['output']>;
  /** Category name. */
  name?: Maybe<Scalars['String']['output']>;
};

/** A product category of a cart item. */
export type CartCategoryInput = {
  /** Category id. */
  id?: InputMaybe<Scalars['Identifier']['input']>;
  /** Category name. */
  name?: InputMaybe<Scalars['ShortText']['input']>;
};

/** A condiment of the calculated cart. */
export type CartCondiment = {
  __typename?: 'CartCondiment';
  /** Condiment id; null when the service sends none. */
  id?: Maybe<Scalars['String']['output']>;
  /** Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Price. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Sub-order the condiment belongs to. */
  subOrderId?: Maybe<Scalars['String']['output']>;
  /** Condiment type. */
  type?: Maybe<Scalars['String']['output']>;
};

/** An add-on of a sub-order, such as gift wrapping. */
export type CartCondimentInput = {
  /** Condiment id. */
  id: Scalars['Identifier']['input'];
  /** Name. */
  name?: InputMaybe<Scalars['ShortText']['input']>;
  /** Price, finite and not negative. */
  price: Scalars['Amount']['input'];
  /** Sub-order the condiment belongs to. */
  subOrderId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Condiment type. */
  type?: InputMaybe<Scalars['Identifier']['input']>;
};

/** The cart to calculate promotions for. */
export type CartInput = {
  /** Condiments of the sub-orders. */
  condiments?: InputMaybe<Array<CartCondimentInput>>;
  /** Currency of the cart's prices, as the service names it; EURO (the catalogue's prices' currency) by default. Not sent: the service's Promotion/calculate and startTransaction carry no currency (document 2.3), so this names the currency of the cart answered (PromotionCart.currency) when the service's answer names none. */
  currency?: Scalars['Currency']['input'];
  /** Cart lines, 1 to 500. */
  items: Array<CartItemInput>;
  /** Number of products; the sum of quantities when omitted. */
  productCount?: InputMaybe<Scalars['Quantity']['input']>;
  /** Sub-orders, one per merchant. */
  subOrders?: InputMaybe<Array<CartSubOrderInput>>;
};

/** A calculated cart line. */
export type CartItem = {
  __typename?: 'CartItem';
  /** The promotions that gave this line a discount. */
  appliedPromotions?: Maybe<Array<CartItemPromotion>>;
  /** Extra product attributes. */
  attributes?: Maybe<CartItemAttributes>;
  /** Item id; null when the service sends none. */
  id?: Maybe<Scalars['String']['output']>;
  /** Item type. */
  itemType?: Maybe<Scalars['String']['output']>;
  /** Merchant selling the item. */
  merchantId?: Maybe<Scalars['String']['output']>;
  /** Unit price. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Unit price after promotions (rounded to the cent). */
  priceAfterPromotion?: Maybe<Scalars['Float']['output']>;
  /** The catalogue product whose sku is the item id, resolved by the catalogue (null when it lists no such product). */
  product?: Maybe<Product>;
  /** Discount per unit (rounded to the cent). */
  promotionDiscount?: Maybe<Scalars['Float']['output']>;
  /** Quantity. */
  qty?: Maybe<Scalars['Int']['output']>;
  /** Line total to display (before promotions). */
  totalDisplayPrice?: Maybe<Scalars['Float']['output']>;
  /** Line total before promotions. */
  totalPrice?: Maybe<Scalars['Float']['output']>;
  /** Line total after promotions. */
  totalPriceAfterPromotion?: Maybe<Scalars['Float']['output']>;
  /** Discount on the whole line. */
  totalPromotionDiscount?: Maybe<Scalars['Float']['output']>;
};

/** Extra product attributes of a cart item, whichever shape the service sent. */
export type CartItemAttributes = {
  __typename?: 'CartItemAttributes';
  /** Brand. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Categories. */
  categories?: Maybe<Array<CartCategory>>;
  /** Labels (etiketler). */
  etiketler?: Maybe<Array<Scalars['String']['output']>>;
  /** Image URLs. */
  images?: Maybe<Array<Scalars['String']['output']>>;
  /** Logistic tags. */
  logisticTags?: Maybe<Array<Scalars['String']['output']>>;
  /** Long product name. */
  longName?: Maybe<Scalars['String']['output']>;
  /** Most units of this product one order may hold. */
  productLimit?: Maybe<Scalars['Int']['output']>;
  /** Short product name. */
  shortName?: Maybe<Scalars['String']['output']>;
};

/** Extra product attributes of a cart item (sent nested or flattened onto the item, as COMMERCE_CART_SHAPE says). */
export type CartItemAttributesInput = {
  /** Brand. */
  brand?: InputMaybe<Scalars['ShortText']['input']>;
  /** Categories; in a single-level cart they are sent as a list of category ids (the name when there is no id). */
  categories?: InputMaybe<Array<CartCategoryInput>>;
  /** Labels (etiketler). */
  etiketler?: InputMaybe<Array<Scalars['ShortText']['input']>>;
  /** Image URLs. */
  images?: InputMaybe<Array<Scalars['ShortText']['input']>>;
  /** Logistic tags. */
  logisticTags?: InputMaybe<Array<Scalars['ShortText']['input']>>;
  /** Long product name. */
  longName?: InputMaybe<Scalars['Text']['input']>;
  /** Most units of this product one order may hold. */
  productLimit?: InputMaybe<Scalars['Quantity']['input']>;
  /** Short product name. */
  shortName?: InputMaybe<Scalars['ShortText']['input']>;
};

/** A line of the cart. */
export type CartItemInput = {
  /** Extra product attributes. */
  attributes?: InputMaybe<CartItemAttributesInput>;
  /** Item id: the product's sku for catalogue products. */
  id: Scalars['Identifier']['input'];
  /** Item type, such as PRODUCT. */
  itemType?: InputMaybe<Scalars['Identifier']['input']>;
  /** Merchant selling the item (links it to that merchant's sub-order). */
  merchantId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Unit price, finite and not negative, at most two decimals. */
  price?: InputMaybe<Scalars['Amount']['input']>;
  /** Quantity, a positive whole number. */
  qty: Scalars['Int']['input'];
  /** Line total (price × qty), finite and not negative, at most two decimals. */
  totalPrice?: InputMaybe<Scalars['Amount']['input']>;
};

/** A promotion applied to an item or a sub-order. */
export type CartItemPromotion = {
  __typename?: 'CartItemPromotion';
  /** Discount this promotion gave here. */
  giftAmount?: Maybe<Scalars['Float']['output']>;
  /** Promotion id; null when the service sends none. */
  id?: Maybe<Scalars['String']['output']>;
  /** Template the promotion was made from. */
  promotionTemplateId?: Maybe<Scalars['String']['output']>;
};

/** A cart item a revert gave back. */
export type CartRevertedItem = {
  __typename?: 'CartRevertedItem';
  /** Item id; null when the service sends none. */
  id?: Maybe<Scalars['String']['output']>;
  /** What the line cost after promotions. */
  totalPriceAfterPromotion?: Maybe<Scalars['Float']['output']>;
  /** Points the line had used, now returned. */
  usedPoints?: Maybe<Scalars['Float']['output']>;
};

/** A calculated sub-order. */
export type CartSubOrder = {
  __typename?: 'CartSubOrder';
  /** The promotions that gave the sub-order's items a discount. */
  appliedPromotions?: Maybe<Array<CartItemPromotion>>;
  /** Price to display. */
  displayPrice?: Maybe<Scalars['Float']['output']>;
  /** Id. */
  id?: Maybe<Scalars['String']['output']>;
  /** Item type. */
  itemType?: Maybe<Scalars['String']['output']>;
  /** Merchant of the sub-order. */
  merchantId?: Maybe<Scalars['String']['output']>;
  /** Amount value of one point. */
  pointMultiplier?: Maybe<Scalars['Float']['output']>;
  /** Price before promotions. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Price after promotions and points. */
  priceAfterPointUsed?: Maybe<Scalars['Float']['output']>;
  /** Price after promotions. */
  priceAfterPromotion?: Maybe<Scalars['Float']['output']>;
  /** Discount on the sub-order's items. */
  promotionDiscount?: Maybe<Scalars['Float']['output']>;
  /** Sub-order id. */
  subOrderId?: Maybe<Scalars['String']['output']>;
  /** Usable points, as money. */
  usablePointAsMoney?: Maybe<Scalars['Float']['output']>;
  /** Points this sub-order could absorb. */
  usablePoints?: Maybe<Scalars['Float']['output']>;
  /** Points used, as money. */
  usedPointAsMoney?: Maybe<Scalars['Float']['output']>;
  /** Points used on this sub-order. */
  usedPoints?: Maybe<Scalars['Float']['output']>;
};

/** A merchant's part of the order. */
export type CartSubOrderInput = {
  /** Id. */
  id?: InputMaybe<Scalars['Identifier']['input']>;
  /** Item type of the sub-order. */
  itemType?: InputMaybe<Scalars['Identifier']['input']>;
  /** Merchant of the sub-order. */
  merchantId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Sub-order total (its items plus its condiments), finite and not negative. */
  price: Scalars['Amount']['input'];
  /** Sub-order id. */
  subOrderId?: InputMaybe<Scalars['Identifier']['input']>;
};

/** A promotion the cart is close to, with what to add to get it. */
export type CartSuggestion = {
  __typename?: 'CartSuggestion';
  /** Details such as missingAmount and threshold. */
  additionalData?: Maybe<Scalars['JSON']['output']>;
  /** Promotion id; null when the service sends none. */
  id?: Maybe<Scalars['String']['output']>;
  /** What kind of addition is suggested, such as ADD_AMOUNT. */
  suggestion?: Maybe<Scalars['String']['output']>;
  /** Message to show the user, such as 'Add 50.00 more for 10% off'. */
  userMessage?: Maybe<Scalars['String']['output']>;
};

/** The user a cart belongs to. */
export type CartUserInput = {
  /** The service's userId. */
  userId: Scalars['Identifier']['input'];
};

/** A coupon the service refused on calculatePromotions. The facade then asked once more without the coupon (a read, so it is safe), and the cart is that second calculation: a checkout keeps its totals and shows why the coupon did not apply. */
export type CouponError = {
  __typename?: 'CouponError';
  /** Why the coupon was refused. */
  code: CouponErrorCode;
  /** The coupon that was refused. */
  couponId: Scalars['String']['output'];
  /** A shopper-safe sentence per code, naming only the coupon: the service's own message may name other shoppers' orders (who holds a used-up coupon), so it is never passed on. */
  message: Scalars['String']['output'];
};

/** Why the service refused a coupon. */
export type CouponErrorCode =
  /** The service refused the coupon (it answered 400), for example one with no uses left. */
  | 'COUPON_REFUSED'
  /** The service does not know the coupon (it answered 404). */
  | 'UNKNOWN_COUPON';

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancel Transaction (inferred payload: the document names the operation only by title): cancels a started transaction, releasing its coupon and points. */
  cancelPromotionTransaction?: Maybe<PromotionTransactionChange>;
  /** Commit Transaction (inferred payload: the document names the operation only by title): commits a started transaction. */
  commitPromotionTransaction?: Maybe<PromotionTransactionChange>;
  /** Partial Revert Transaction (inferred payload: the document names the operation only by title): reverts some items of a committed transaction and returns their points. */
  partialRevertPromotionTransaction?: Maybe<PromotionTransactionChange>;
  /** Promotion/revertTransaction: reverts a committed transaction; its coupon becomes usable again and its points return. */
  revertPromotionTransaction?: Maybe<PromotionTransactionChange>;
  /** Set Status For Promotion List (inferred payload: the document names the operation only by title): activates or deactivates promotions; only ACTIVE ones apply. */
  setPromotionListStatus?: Maybe<SetPromotionListStatusPayload>;
  /** Promotion/startTransaction: calculates the cart, reserves the coupon and spends the points. */
  startPromotionTransaction?: Maybe<StartPromotionTransactionPayload>;
  /** Update Promotion Parameters (inferred payload: the document names the operation only by title): changes a promotion's amount, percentage, threshold or message. */
  updatePromotionParameters?: Maybe<UpdatePromotionParametersPayload>;
};


export type MutationCancelPromotionTransactionArgs = {
  input: PromotionTransactionRefInput;
};


export type MutationCommitPromotionTransactionArgs = {
  input: PromotionTransactionRefInput;
};


export type MutationPartialRevertPromotionTransactionArgs = {
  input: PartialRevertPromotionTransactionInput;
};


export type MutationRevertPromotionTransactionArgs = {
  input: RevertPromotionTransactionInput;
};


export type MutationSetPromotionListStatusArgs = {
  input: SetPromotionListStatusInput;
};


export type MutationStartPromotionTransactionArgs = {
  input: StartPromotionTransactionInput;
};


export type MutationUpdatePromotionParametersArgs = {
  input: UpdatePromotionParametersInput;
};

/** The request fields of the Partial Revert Transaction operation (inferred: the document names it only by title). */
export type PartialRevertPromotionTransactionInput = {
  /** Entity type, such as USER. */
  entityType?: InputMaybe<Scalars['Identifier']['input']>;
  /** Items to revert, 1 or more. */
  items: Array<PromotionPartialRevertItemInput>;
  /** The transaction. */
  transactionId: Scalars['Identifier']['input'];
  /** The transaction's user. */
  userId: Scalars['Identifier']['input'];
};

/** A product of the catalogue, identified by its sku (resolved by the catalogue area). */
export type Product = {
  __typename?: 'Product';
  /** The product's sku. */
  sku: Scalars['String']['output'];
};

/** A promotion, as Get Active Promotions answers it (inferred payload). */
export type Promotion = {
  __typename?: 'Promotion';
  /** Promotion id. */
  id: Scalars['String']['output'];
  /** The rule's parameters. */
  parameters?: Maybe<PromotionParameters>;
  /** Template the promotion was made from. */
  promotionTemplateId?: Maybe<Scalars['String']['output']>;
  /** Kind of promotion, such as CART_PERCENTAGE. */
  promotionType?: Maybe<Scalars['String']['output']>;
  /** ACTIVE or PASSIVE. */
  status?: Maybe<PromotionStatus>;
  /** Tag of the promotion. */
  tag?: Maybe<Scalars['String']['output']>;
  /** Message to show the user (a banner's text). */
  userMessage?: Maybe<Scalars['String']['output']>;
};

/** The result of Promotion/calculate. */
export type PromotionCalculation = {
  __typename?: 'PromotionCalculation';
  /** How long the calculation took (as the service reports it). */
  calculationTime?: Maybe<Scalars['Float']['output']>;
  /** The calculated cart; null when the service sends none. */
  cart?: Maybe<PromotionCart>;
  /** Set when the service refused couponId: the cart was then calculated without it (a facade behaviour, see couponError's type). */
  couponError?: Maybe<CouponError>;
};

/** A cart with its promotions, suggestions, points and totals; every list is empty when the service sends none. */
export type PromotionCart = {
  __typename?: 'PromotionCart';
  /** The promotions applied, with their total gift. */
  appliedPromotions: Array<CartAppliedPromotion>;
  /** Condiments. */
  condiments: Array<CartCondiment>;
  /** Currency of every amount of this cart, as the service names it (such as EURO): the service's when its answer names one, else the cart's as asked (CartInput.currency, EURO by default), so it is always known. */
  currency: Scalars['String']['output'];
  /** Cart lines. */
  items: Array<CartItem>;
  /** Number of products. */
  productCount?: Maybe<Scalars['Int']['output']>;
  /** Sub-orders. */
  subOrders: Array<CartSubOrder>;
  /** Promotions the cart is close to. */
  suggestionPromotions: Array<CartSuggestion>;
  /** Cart total after promotions. */
  totalCartPriceAfterPromotion?: Maybe<Scalars['Float']['output']>;
  /** Total discount of all promotions. */
  totalCartPromotionDiscount?: Maybe<Scalars['Float']['output']>;
  /** Cart total after promotions and points. */
  totalPriceAfterPointUsed?: Maybe<Scalars['Float']['output']>;
  /** What remains to pay: after promotions, minus points used. */
  totalPriceToPay?: Maybe<Scalars['Float']['output']>;
  /** Usable points, as money. */
  totalUsablePointAsMoney?: Maybe<Scalars['Float']['output']>;
  /** Points usable on this cart. */
  totalUsablePoints?: Maybe<Scalars['Float']['output']>;
  /** Points used, as money. */
  totalUsedPointAsMoney?: Maybe<Scalars['Float']['output']>;
  /** Points used. */
  totalUsedPoints?: Maybe<Scalars['Float']['output']>;
  /** The user's point balance. */
  userBalance?: Maybe<Scalars['Float']['output']>;
};

/** The parameters of a promotion's rule; each is null when the promotion's kind has none (inferred). */
export type PromotionParameters = {
  __typename?: 'PromotionParameters';
  /** Money off per item, per sub-order or per coupon. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** The brand whose items it applies to. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Items to buy, for buy-x-get-y promotions. */
  buy?: Maybe<Scalars['Int']['output']>;
  /** The category whose items it applies to. */
  category?: Maybe<Scalars['String']['output']>;
  /** Items free, for buy-x-get-y promotions. */
  get?: Maybe<Scalars['Int']['output']>;
  /** The merchant whose sub-orders it applies to. */
  merchantId?: Maybe<Scalars['String']['output']>;
  /** Percentage off the cart. */
  percent?: Maybe<Scalars['Float']['output']>;
  /** Least cart or sub-order total the promotion needs. */
  threshold?: Maybe<Scalars['Float']['output']>;
};

/** New values of a promotion's parameters; only those of the promotion's kind may be given, the others are refused by the service. */
export type PromotionParametersInput = {
  /** Money off per item, per sub-order or per coupon. */
  amount?: InputMaybe<Scalars['PositiveAmount']['input']>;
  /** Items to buy, for buy-x-get-y promotions. */
  buy?: InputMaybe<Scalars['Int']['input']>;
  /** Items free, for buy-x-get-y promotions. */
  get?: InputMaybe<Scalars['Int']['input']>;
  /** Percentage off the cart, above 0 and at most 100. */
  percent?: InputMaybe<Scalars['Float']['input']>;
  /** Least cart or sub-order total the promotion needs. */
  threshold?: InputMaybe<Scalars['Amount']['input']>;
  /** Message to show the user. */
  userMessage?: InputMaybe<Scalars['ShortText']['input']>;
};

/** A cart item to revert. */
export type PromotionPartialRevertItemInput = {
  /** Item id as sent in the cart; every line with that id is reverted. */
  id: Scalars['Identifier']['input'];
};

/** Whether a promotion applies (inferred: the document names Set Status For Promotion List only by title). */
export type PromotionStatus =
  /** Applied by calculatePromotions and listed by activePromotions. */
  | 'ACTIVE'
  /** Not applied. */
  | 'PASSIVE';

/** A promotion's status after setPromotionListStatus. */
export type PromotionStatusChange = {
  __typename?: 'PromotionStatusChange';
  /** Promotion id. */
  id: Scalars['String']['output'];
  /** Its status now. */
  status?: Maybe<PromotionStatus>;
};

/** A promotion transaction as startTransaction returns it. */
export type PromotionTransaction = {
  __typename?: 'PromotionTransaction';
  /** The calculated cart of the transaction. */
  cart?: Maybe<PromotionCart>;
  /** The coupon the transaction holds. */
  couponId?: Maybe<Scalars['String']['output']>;
  /** The promotions applied (empty when the service sends none). */
  promotions: Array<CartAppliedPromotion>;
  /** Transaction id: the service's, else the payload's transactionId. */
  transactionId?: Maybe<Scalars['String']['output']>;
  /** Seconds after which an uncommitted transaction expires and releases its coupon and points. */
  transactionTimeout?: Maybe<Scalars['Float']['output']>;
};

/** What a commit, revert, partial revert or cancel did. Only message is documented (revert); the other fields are inferred and null when the service does not send them. */
export type PromotionTransactionChange = {
  __typename?: 'PromotionTransactionChange';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** Message of the service. */
  message?: Maybe<Scalars['String']['output']>;
  /** Amount to give back for the reverted items: after promotions, minus their points (inferred). */
  returnedAmount?: Maybe<Scalars['Float']['output']>;
  /** Points given back to the user (inferred). */
  returnedPoints?: Maybe<Scalars['Float']['output']>;
  /** The items reverted (inferred). */
  revertedItems?: Maybe<Array<CartRevertedItem>>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** Status afterwards: STARTED, COMMITTED, PARTIALLY_REVERTED, REVERTED, CANCELLED or EXPIRED (inferred). */
  status?: Maybe<Scalars['String']['output']>;
  /** Transaction id (inferred): the service's, else the one asked for. */
  transactionId?: Maybe<Scalars['String']['output']>;
};

/** The request fields of the Commit or Cancel Transaction operation (inferred: the document names them only by title). */
export type PromotionTransactionRefInput = {
  /** Entity type, such as USER. */
  entityType?: InputMaybe<Scalars['Identifier']['input']>;
  /** The transaction. */
  transactionId: Scalars['Identifier']['input'];
  /** The transaction's user. */
  userId: Scalars['Identifier']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Get Active Promotions (inferred payload: the document names the operation only by title): the promotions calculatePromotions applies now, for banners; a GET. */
  activePromotions?: Maybe<Array<Promotion>>;
  /** Promotion/calculate: the promotions, suggestions and points of a cart, without side effects. A coupon the service refuses is reported in couponError, with the cart calculated without it. */
  calculatePromotions?: Maybe<PromotionCalculation>;
};


export type QueryCalculatePromotionsArgs = {
  cart: CartInput;
  couponId?: InputMaybe<Scalars['Identifier']['input']>;
  skipPromotions?: InputMaybe<Scalars['Boolean']['input']>;
  user?: InputMaybe<CartUserInput>;
};

/** The request fields of Promotion/revertTransaction. */
export type RevertPromotionTransactionInput = {
  /** Entity type, such as USER. */
  entityType?: InputMaybe<Scalars['Identifier']['input']>;
  /** Transaction to revert. */
  transactionId: Scalars['Identifier']['input'];
  /** The transaction's user. */
  userId: Scalars['Identifier']['input'];
};

/** The request fields of the Set Status For Promotion List operation (inferred: the document names it only by title). */
export type SetPromotionListStatusInput = {
  /** The promotions to change, all known (or none changes). */
  promotionIds: Array<Scalars['Identifier']['input']>;
  /** Their new status. */
  status: PromotionStatus;
};

/** What setPromotionListStatus changed. */
export type SetPromotionListStatusPayload = {
  __typename?: 'SetPromotionListStatusPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** Each promotion asked for with its status now (as asked when the answer lists none). */
  promotions: Array<PromotionStatusChange>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of Promotion/startTransaction. */
export type StartPromotionTransactionInput = {
  /** The cart. */
  cart: CartInput;
  /** Coupon to use. */
  couponId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Entity type, such as USER. */
  entityType?: InputMaybe<Scalars['Identifier']['input']>;
  /** Commit at once. */
  isAutoCommit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Currency of the point account, POINT by default. */
  pointCurrency?: InputMaybe<Scalars['Currency']['input']>;
  /** Calculate no promotions. */
  skipPromotions?: InputMaybe<Scalars['Boolean']['input']>;
  /** Store id. */
  storeId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Store name. */
  storeName?: InputMaybe<Scalars['ShortText']['input']>;
  /** The caller's transaction id; the service assigns one when omitted. */
  transactionId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Seconds before an uncommitted transaction expires, 1 to 86400 (not in the document's request, which shows it only in the answer, without a unit; sent only when given). */
  transactionTimeout?: InputMaybe<Scalars['Int']['input']>;
  /** Points to use, a whole number, 0 or more. */
  usePoint?: InputMaybe<Scalars['Quantity']['input']>;
  /** The user. */
  user: CartUserInput;
};

/** What startPromotionTransaction started, as the service acknowledged it. */
export type StartPromotionTransactionPayload = {
  __typename?: 'StartPromotionTransactionPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The coupon used. */
  couponId?: Maybe<Scalars['String']['output']>;
  /** Message of the service. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether points (loyalty) were used. */
  runWithLoyalty?: Maybe<Scalars['Boolean']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** The transaction. */
  transaction?: Maybe<PromotionTransaction>;
  /** Transaction id: the service's, else its transaction's, else the one sent; when none is known, null with an error at this path. */
  transactionId?: Maybe<Scalars['String']['output']>;
  /** The user. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** The request fields of the Update Promotion Parameters operation (inferred: the document names it only by title). */
export type UpdatePromotionParametersInput = {
  /** The parameters to change; the others keep their value. */
  parameters: PromotionParametersInput;
  /** The promotion to change. */
  promotionId: Scalars['Identifier']['input'];
};

/** What updatePromotionParameters changed: the promotion id as acknowledged, and the promotion as the answer shows it. */
export type UpdatePromotionParametersPayload = {
  __typename?: 'UpdatePromotionParametersPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The promotion with its new parameters; null when the answer carries none. */
  promotion?: Maybe<Promotion>;
  /** The promotion changed, as sent. */
  promotionId: Scalars['String']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Amount: ResolverTypeWrapper<Scalars['Amount']['output']>;
  CartAppliedPromotion: ResolverTypeWrapper<CartAppliedPromotion>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  CartCategory: ResolverTypeWrapper<CartCategory>;
  CartCategoryInput: CartCategoryInput;
  CartCondiment: ResolverTypeWrapper<CartCondiment>;
  CartCondimentInput: CartCondimentInput;
  CartInput: CartInput;
  CartItem: ResolverTypeWrapper<CartItemModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CartItemAttributes: ResolverTypeWrapper<CartItemAttributes>;
  CartItemAttributesInput: CartItemAttributesInput;
  CartItemInput: CartItemInput;
  CartItemPromotion: ResolverTypeWrapper<CartItemPromotion>;
  CartRevertedItem: ResolverTypeWrapper<CartRevertedItem>;
  CartSubOrder: ResolverTypeWrapper<CartSubOrder>;
  CartSubOrderInput: CartSubOrderInput;
  CartSuggestion: ResolverTypeWrapper<CartSuggestion>;
  CartUserInput: CartUserInput;
  Code: ResolverTypeWrapper<Scalars['Code']['output']>;
  CouponError: ResolverTypeWrapper<CouponError>;
  CouponErrorCode: CouponErrorCode;
  Currency: ResolverTypeWrapper<Scalars['Currency']['output']>;
  Identifier: ResolverTypeWrapper<Scalars['Identifier']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageOffset: ResolverTypeWrapper<Scalars['PageOffset']['output']>;
  PartialRevertPromotionTransactionInput: PartialRevertPromotionTransactionInput;
  PathSegment: ResolverTypeWrapper<Scalars['PathSegment']['output']>;
  PositiveAmount: ResolverTypeWrapper<Scalars['PositiveAmount']['output']>;
  Product: ResolverTypeWrapper<ProductModel>;
  Promotion: ResolverTypeWrapper<Promotion>;
  PromotionCalculation: ResolverTypeWrapper<Omit<PromotionCalculation, 'cart'> & { cart?: Maybe<ResolversTypes['PromotionCart']> }>;
  PromotionCart: ResolverTypeWrapper<Omit<PromotionCart, 'items'> & { items: Array<ResolversTypes['CartItem']> }>;
  PromotionParameters: ResolverTypeWrapper<PromotionParameters>;
  PromotionParametersInput: PromotionParametersInput;
  PromotionPartialRevertItemInput: PromotionPartialRevertItemInput;
  PromotionStatus: PromotionStatus;
  PromotionStatusChange: ResolverTypeWrapper<PromotionStatusChange>;
  PromotionTransaction: ResolverTypeWrapper<Omit<PromotionTransaction, 'cart'> & { cart?: Maybe<ResolversTypes['PromotionCart']> }>;
  PromotionTransactionChange: ResolverTypeWrapper<PromotionTransactionChange>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PromotionTransactionRefInput: PromotionTransactionRefInput;
  Quantity: ResolverTypeWrapper<Scalars['Quantity']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RevertPromotionTransactionInput: RevertPromotionTransactionInput;
  SetPromotionListStatusInput: SetPromotionListStatusInput;
  SetPromotionListStatusPayload: ResolverTypeWrapper<SetPromotionListStatusPayload>;
  ShortText: ResolverTypeWrapper<Scalars['ShortText']['output']>;
  StartPromotionTransactionInput: StartPromotionTransactionInput;
  StartPromotionTransactionPayload: ResolverTypeWrapper<Omit<StartPromotionTransactionPayload, 'transaction'> & { transaction?: Maybe<ResolversTypes['PromotionTransaction']> }>;
  Text: ResolverTypeWrapper<Scalars['Text']['output']>;
  UpdatePromotionParametersInput: UpdatePromotionParametersInput;
  UpdatePromotionParametersPayload: ResolverTypeWrapper<UpdatePromotionParametersPayload>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Amount: Scalars['Amount']['output'];
  CartAppliedPromotion: CartAppliedPromotion;
  Float: Scalars['Float']['output'];
  String: Scalars['String']['output'];
  CartCategory: CartCategory;
  CartCategoryInput: CartCategoryInput;
  CartCondiment: CartCondiment;
  CartCondimentInput: CartCondimentInput;
  CartInput: CartInput;
  CartItem: CartItemModel;
  Int: Scalars['Int']['output'];
  CartItemAttributes: CartItemAttributes;
  CartItemAttributesInput: CartItemAttributesInput;
  CartItemInput: CartItemInput;
  CartItemPromotion: CartItemPromotion;
  CartRevertedItem: CartRevertedItem;
  CartSubOrder: CartSubOrder;
  CartSubOrderInput: CartSubOrderInput;
  CartSuggestion: CartSuggestion;
  CartUserInput: CartUserInput;
  Code: Scalars['Code']['output'];
  CouponError: CouponError;
  Currency: Scalars['Currency']['output'];
  Identifier: Scalars['Identifier']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  PageOffset: Scalars['PageOffset']['output'];
  PartialRevertPromotionTransactionInput: PartialRevertPromotionTransactionInput;
  PathSegment: Scalars['PathSegment']['output'];
  PositiveAmount: Scalars['PositiveAmount']['output'];
  Product: ProductModel;
  Promotion: Promotion;
  PromotionCalculation: Omit<PromotionCalculation, 'cart'> & { cart?: Maybe<ResolversParentTypes['PromotionCart']> };
  PromotionCart: Omit<PromotionCart, 'items'> & { items: Array<ResolversParentTypes['CartItem']> };
  PromotionParameters: PromotionParameters;
  PromotionParametersInput: PromotionParametersInput;
  PromotionPartialRevertItemInput: PromotionPartialRevertItemInput;
  PromotionStatusChange: PromotionStatusChange;
  PromotionTransaction: Omit<PromotionTransaction, 'cart'> & { cart?: Maybe<ResolversParentTypes['PromotionCart']> };
  PromotionTransactionChange: PromotionTransactionChange;
  Boolean: Scalars['Boolean']['output'];
  PromotionTransactionRefInput: PromotionTransactionRefInput;
  Quantity: Scalars['Quantity']['output'];
  Query: Record<PropertyKey, never>;
  RevertPromotionTransactionInput: RevertPromotionTransactionInput;
  SetPromotionListStatusInput: SetPromotionListStatusInput;
  SetPromotionListStatusPayload: SetPromotionListStatusPayload;
  ShortText: Scalars['ShortText']['output'];
  StartPromotionTransactionInput: StartPromotionTransactionInput;
  StartPromotionTransactionPayload: Omit<StartPromotionTransactionPayload, 'transaction'> & { transaction?: Maybe<ResolversParentTypes['PromotionTransaction']> };
  Text: Scalars['Text']['output'];
  UpdatePromotionParametersInput: UpdatePromotionParametersInput;
  UpdatePromotionParametersPayload: UpdatePromotionParametersPayload;
}>;

export interface AmountScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Amount'], any> {
  name: 'Amount';
}

export type CartAppliedPromotionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CartAppliedPromotion'] = ResolversParentTypes['CartAppliedPromotion']> = ResolversObject<{
  giftAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotionTemplateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CartCategoryResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CartCategory'] = ResolversParentTypes['CartCategory']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CartCondimentResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CartCondiment'] = ResolversParentTypes['CartCondiment']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  subOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CartItemResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = ResolversObject<{
  appliedPromotions?: Resolver<Maybe<Array<ResolversTypes['CartItemPromotion']>>, ParentType, ContextType>;
  attributes?: Resolver<Maybe<ResolversTypes['CartItemAttributes']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceAfterPromotion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  promotionDiscount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  qty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalDisplayPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalPriceAfterPromotion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalPromotionDiscount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CartItemAttributesResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CartItemAttributes'] = ResolversParentTypes['CartItemAttributes']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<ResolversTypes['CartCategory']>>, ParentType, ContextType>;
  etiketler?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  images?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  logisticTags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  longName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CartItemPromotionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CartItemPromotion'] = ResolversParentTypes['CartItemPromotion']> = ResolversObject<{
  giftAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotionTemplateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CartRevertedItemResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CartRevertedItem'] = ResolversParentTypes['CartRevertedItem']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalPriceAfterPromotion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  usedPoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CartSubOrderResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CartSubOrder'] = ResolversParentTypes['CartSubOrder']> = ResolversObject<{
  appliedPromotions?: Resolver<Maybe<Array<ResolversTypes['CartItemPromotion']>>, ParentType, ContextType>;
  displayPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointMultiplier?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceAfterPointUsed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceAfterPromotion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  promotionDiscount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  subOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usablePointAsMoney?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  usablePoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  usedPointAsMoney?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  usedPoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CartSuggestionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CartSuggestion'] = ResolversParentTypes['CartSuggestion']> = ResolversObject<{
  additionalData?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suggestion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface CodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Code'], any> {
  name: 'Code';
}

export type CouponErrorResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CouponError'] = ResolversParentTypes['CouponError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['CouponErrorCode'], ParentType, ContextType>;
  couponId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface CurrencyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Currency'], any> {
  name: 'Currency';
}

export interface IdentifierScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Identifier'], any> {
  name: 'Identifier';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  cancelPromotionTransaction?: Resolver<Maybe<ResolversTypes['PromotionTransactionChange']>, ParentType, ContextType, RequireFields<MutationCancelPromotionTransactionArgs, 'input'>>;
  commitPromotionTransaction?: Resolver<Maybe<ResolversTypes['PromotionTransactionChange']>, ParentType, ContextType, RequireFields<MutationCommitPromotionTransactionArgs, 'input'>>;
  partialRevertPromotionTransaction?: Resolver<Maybe<ResolversTypes['PromotionTransactionChange']>, ParentType, ContextType, RequireFields<MutationPartialRevertPromotionTransactionArgs, 'input'>>;
  revertPromotionTransaction?: Resolver<Maybe<ResolversTypes['PromotionTransactionChange']>, ParentType, ContextType, RequireFields<MutationRevertPromotionTransactionArgs, 'input'>>;
  setPromotionListStatus?: Resolver<Maybe<ResolversTypes['SetPromotionListStatusPayload']>, ParentType, ContextType, RequireFields<MutationSetPromotionListStatusArgs, 'input'>>;
  startPromotionTransaction?: Resolver<Maybe<ResolversTypes['StartPromotionTransactionPayload']>, ParentType, ContextType, RequireFields<MutationStartPromotionTransactionArgs, 'input'>>;
  updatePromotionParameters?: Resolver<Maybe<ResolversTypes['UpdatePromotionParametersPayload']>, ParentType, ContextType, RequireFields<MutationUpdatePromotionParametersArgs, 'input'>>;
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

export type ProductResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parameters?: Resolver<Maybe<ResolversTypes['PromotionParameters']>, ParentType, ContextType>;
  promotionTemplateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['PromotionStatus']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PromotionCalculationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['PromotionCalculation'] = ResolversParentTypes['PromotionCalculation']> = ResolversObject<{
  calculationTime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['PromotionCart']>, ParentType, ContextType>;
  couponError?: Resolver<Maybe<ResolversTypes['CouponError']>, ParentType, ContextType>;
}>;

export type PromotionCartResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['PromotionCart'] = ResolversParentTypes['PromotionCart']> = ResolversObject<{
  appliedPromotions?: Resolver<Array<ResolversTypes['CartAppliedPromotion']>, ParentType, ContextType>;
  condiments?: Resolver<Array<ResolversTypes['CartCondiment']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  productCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subOrders?: Resolver<Array<ResolversTypes['CartSubOrder']>, ParentType, ContextType>;
  suggestionPromotions?: Resolver<Array<ResolversTypes['CartSuggestion']>, ParentType, ContextType>;
  totalCartPriceAfterPromotion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalCartPromotionDiscount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalPriceAfterPointUsed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalPriceToPay?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalUsablePointAsMoney?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalUsablePoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalUsedPointAsMoney?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalUsedPoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  userBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PromotionParametersResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['PromotionParameters'] = ResolversParentTypes['PromotionParameters']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  get?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  merchantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  threshold?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PromotionStatusChangeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['PromotionStatusChange'] = ResolversParentTypes['PromotionStatusChange']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['PromotionStatus']>, ParentType, ContextType>;
}>;

export type PromotionTransactionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['PromotionTransaction'] = ResolversParentTypes['PromotionTransaction']> = ResolversObject<{
  cart?: Resolver<Maybe<ResolversTypes['PromotionCart']>, ParentType, ContextType>;
  couponId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['CartAppliedPromotion']>, ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionTimeout?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PromotionTransactionChangeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['PromotionTransactionChange'] = ResolversParentTypes['PromotionTransactionChange']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnedAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  returnedPoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  revertedItems?: Resolver<Maybe<Array<ResolversTypes['CartRevertedItem']>>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface QuantityScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Quantity'], any> {
  name: 'Quantity';
}

export type QueryResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activePromotions?: Resolver<Maybe<Array<ResolversTypes['Promotion']>>, ParentType, ContextType>;
  calculatePromotions?: Resolver<Maybe<ResolversTypes['PromotionCalculation']>, ParentType, ContextType, RequireFields<QueryCalculatePromotionsArgs, 'cart' | 'skipPromotions'>>;
}>;

export type SetPromotionListStatusPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['SetPromotionListStatusPayload'] = ResolversParentTypes['SetPromotionListStatusPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['PromotionStatusChange']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface ShortTextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ShortText'], any> {
  name: 'ShortText';
}

export type StartPromotionTransactionPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['StartPromotionTransactionPayload'] = ResolversParentTypes['StartPromotionTransactionPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  couponId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runWithLoyalty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['PromotionTransaction']>, ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface TextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Text'], any> {
  name: 'Text';
}

export type UpdatePromotionParametersPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['UpdatePromotionParametersPayload'] = ResolversParentTypes['UpdatePromotionParametersPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType>;
  promotionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestScope> = ResolversObject<{
  Amount?: GraphQLScalarType;
  CartAppliedPromotion?: CartAppliedPromotionResolvers<ContextType>;
  CartCategory?: CartCategoryResolvers<ContextType>;
  CartCondiment?: CartCondimentResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemAttributes?: CartItemAttributesResolvers<ContextType>;
  CartItemPromotion?: CartItemPromotionResolvers<ContextType>;
  CartRevertedItem?: CartRevertedItemResolvers<ContextType>;
  CartSubOrder?: CartSubOrderResolvers<ContextType>;
  CartSuggestion?: CartSuggestionResolvers<ContextType>;
  Code?: GraphQLScalarType;
  CouponError?: CouponErrorResolvers<ContextType>;
  Currency?: GraphQLScalarType;
  Identifier?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageOffset?: GraphQLScalarType;
  PathSegment?: GraphQLScalarType;
  PositiveAmount?: GraphQLScalarType;
  Product?: ProductResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionCalculation?: PromotionCalculationResolvers<ContextType>;
  PromotionCart?: PromotionCartResolvers<ContextType>;
  PromotionParameters?: PromotionParametersResolvers<ContextType>;
  PromotionStatusChange?: PromotionStatusChangeResolvers<ContextType>;
  PromotionTransaction?: PromotionTransactionResolvers<ContextType>;
  PromotionTransactionChange?: PromotionTransactionChangeResolvers<ContextType>;
  Quantity?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  SetPromotionListStatusPayload?: SetPromotionListStatusPayloadResolvers<ContextType>;
  ShortText?: GraphQLScalarType;
  StartPromotionTransactionPayload?: StartPromotionTransactionPayloadResolvers<ContextType>;
  Text?: GraphQLScalarType;
  UpdatePromotionParametersPayload?: UpdatePromotionParametersPayloadResolvers<ContextType>;
}>;


/** Each root field's arguments as the SDL declares them, by root type and field name. */
export type RootFieldArgs = {
  Query: {
    activePromotions: Record<PropertyKey, never>;
    calculatePromotions: QueryCalculatePromotionsArgs;
  };
  Mutation: {
    cancelPromotionTransaction: MutationCancelPromotionTransactionArgs;
    commitPromotionTransaction: MutationCommitPromotionTransactionArgs;
    partialRevertPromotionTransaction: MutationPartialRevertPromotionTransactionArgs;
    revertPromotionTransaction: MutationRevertPromotionTransactionArgs;
    setPromotionListStatus: MutationSetPromotionListStatusArgs;
    startPromotionTransaction: MutationStartPromotionTransactionArgs;
    updatePromotionParameters: MutationUpdatePromotionParametersArgs;
  };
};
