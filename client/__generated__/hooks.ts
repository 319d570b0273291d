/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time with a time zone, such as 2026-11-21T10:15:30Z. */
  DateTime: { input: string; output: string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  /** A free JSON object of key/value fields. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

/** The request fields of Wallet/addAccount: accountNumber is the documented field; the others are inferred. */
export type AddWalletAccountInput = {
  /** Account number of the new account. */
  accountNumber: Scalars['String']['input'];
  /** Account type (inferred). */
  accountType?: InputMaybe<Scalars['String']['input']>;
  /** Channel (inferred). */
  channel?: InputMaybe<Scalars['String']['input']>;
  /** Currency; defaults to the wallet's (inferred). */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Display title (inferred). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Owning user; defaults to the wallet's (inferred). */
  userId?: InputMaybe<Scalars['String']['input']>;
  /** Existing wallet to add the account to (inferred). */
  walletId: Scalars['String']['input'];
};

/** What addWalletAccount added. */
export type AddWalletAccountPayload = {
  __typename?: 'AddWalletAccountPayload';
  /** The new account, read back by its number. */
  account?: Maybe<WalletAccount>;
};

/** One load of a bulk import. */
export type BulkLoadItemInput = {
  /** Free fields stored with the transaction. */
  additionalData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Amount, greater than 0, at most two decimals. */
  amount: Scalars['Float']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When the loaded value expires; must not be in the past. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['String']['input']>;
  /** Store id. */
  storeId?: InputMaybe<Scalars['String']['input']>;
  /** Store name. */
  storeName?: InputMaybe<Scalars['String']['input']>;
};

/** The outcome of one load of a bulk import: soft failures are data. */
export type BulkLoadResult = {
  __typename?: 'BulkLoadResult';
  /** Why the load failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** Position of the load in the input list. */
  index: Scalars['Int']['output'];
  /** success or failed. */
  status: Scalars['String']['output'];
  /** The transaction made, for a successful load. */
  transactionId?: Maybe<Scalars['String']['output']>;
};

/** The request fields of WalletAPI/bulkLoad. */
export type BulkLoadWalletInput = {
  /** Account to load. */
  accountNumber: Scalars['String']['input'];
  /** Currency of the account. */
  currency: Scalars['String']['input'];
  /** The loads, 1 to 500. */
  loads: Array<BulkLoadItemInput>;
  /** Title of the account, if it has to be created. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Owning user. */
  userId?: InputMaybe<Scalars['String']['input']>;
  /** Wallet of the account. */
  walletId: Scalars['String']['input'];
  /** Whether the service should call the webhook. */
  webhook?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What bulkLoadWallet did. */
export type BulkLoadWalletPayload = {
  __typename?: 'BulkLoadWalletPayload';
  /** The account, read back afterwards. */
  account?: Maybe<WalletAccount>;
  /** The account's balance afterwards. */
  balance: Scalars['Float']['output'];
  /** One result per load, in input order. */
  results: Array<BulkLoadResult>;
};

/** Who may cache an answer: any cache (PUBLIC) or only the caller's own (PRIVATE). */
export type CacheControlScope =
  /** Only the caller's own cache. */
  | 'PRIVATE'
  /** Any cache, shared ones included. */
  | 'PUBLIC';

/** The request fields of LoyaltyAPI/cancelTransaction. */
export type CancelLoyaltyTransactionInput = {
  /** The transaction to cancel (the transactionId its event was sent with). */
  transactionId: Scalars['String']['input'];
  /** The user the transaction belongs to. */
  userId: Scalars['String']['input'];
};

/** What cancelLoyaltyTransaction cancelled. */
export type CancelLoyaltyTransactionPayload = {
  __typename?: 'CancelLoyaltyTransactionPayload';
  /** The user's events of this transaction, read back through getEvents (eventData.transactionId). */
  events?: Maybe<Array<LoyaltyEvent>>;
  /** The cancelled transaction. */
  transactionId: Scalars['String']['output'];
  /** The user, to read their balances after the cancel. */
  user?: Maybe<User>;
  /** The user whose transaction was cancelled. */
  userId: Scalars['String']['output'];
};

/** The request fields of WalletAPI/cancel. */
export type CancelWalletTransactionInput = {
  /** Account of the transaction. */
  accountNumber: Scalars['String']['input'];
  /** Currency of the account. */
  currency: Scalars['String']['input'];
  /** Transaction to cancel. */
  transactionId: Scalars['String']['input'];
  /** Wallet of the account. */
  walletId: Scalars['String']['input'];
};

/** A promotion applied to the cart or a transaction. */
export type CartAppliedPromotion = {
  __typename?: 'CartAppliedPromotion';
  /** Discount this promotion gave over the whole cart. */
  giftAmount?: Maybe<Scalars['Float']['output']>;
  /** Promotion id. */
  id: Scalars['String']['output'];
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
  id?: InputMaybe<Scalars['String']['input']>;
  /** Category name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A condiment of the calculated cart. */
export type CartCondiment = {
  __typename?: 'CartCondiment';
  /** Condiment id. */
  id: Scalars['String']['output'];
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
  id: Scalars['String']['input'];
  /** Name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Price, finite and not negative. */
  price: Scalars['Float']['input'];
  /** Sub-order the condiment belongs to. */
  subOrderId?: InputMaybe<Scalars['String']['input']>;
  /** Condiment type. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** The cart to calculate promotions for. */
export type CartInput = {
  /** Condiments of the sub-orders. */
  condiments?: InputMaybe<Array<CartCondimentInput>>;
  /** Cart lines, 1 to 500. */
  items: Array<CartItemInput>;
  /** Number of products; the sum of quantities when omitted. */
  productCount?: InputMaybe<Scalars['Int']['input']>;
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
  /** Item id. */
  id: Scalars['String']['output'];
  /** Item type. */
  itemType?: Maybe<Scalars['String']['output']>;
  /** Merchant selling the item. */
  merchantId?: Maybe<Scalars['String']['output']>;
  /** Unit price. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Unit price after promotions (rounded to the cent). */
  priceAfterPromotion?: Maybe<Scalars['Float']['output']>;
  /** The catalogue product, when the id is a known sku; null otherwise. */
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
  brand?: InputMaybe<Scalars['String']['input']>;
  /** Categories; in a single-level cart they are sent as a list of category ids (the name when there is no id). */
  categories?: InputMaybe<Array<CartCategoryInput>>;
  /** Labels (etiketler). */
  etiketler?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Image URLs. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Logistic tags. */
  logisticTags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Long product name. */
  longName?: InputMaybe<Scalars['String']['input']>;
  /** Most units of this product one order may hold. */
  productLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Short product name. */
  shortName?: InputMaybe<Scalars['String']['input']>;
};

/** A line of the cart. */
export type CartItemInput = {
  /** Extra product attributes. */
  attributes?: InputMaybe<CartItemAttributesInput>;
  /** Item id: the product's sku for catalogue products. */
  id: Scalars['String']['input'];
  /** Item type, such as PRODUCT. */
  itemType?: InputMaybe<Scalars['String']['input']>;
  /** Merchant selling the item (links it to that merchant's sub-order). */
  merchantId?: InputMaybe<Scalars['String']['input']>;
  /** Unit price, finite and not negative, at most two decimals. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** Quantity, a positive whole number. */
  qty: Scalars['Int']['input'];
  /** Line total (price × qty), finite and not negative, at most two decimals. */
  totalPrice?: InputMaybe<Scalars['Float']['input']>;
};

/** A promotion applied to an item or a sub-order. */
export type CartItemPromotion = {
  __typename?: 'CartItemPromotion';
  /** Discount this promotion gave here. */
  giftAmount?: Maybe<Scalars['Float']['output']>;
  /** Promotion id. */
  id: Scalars['String']['output'];
  /** Template the promotion was made from. */
  promotionTemplateId?: Maybe<Scalars['String']['output']>;
};

/** A cart item a revert gave back. */
export type CartRevertedItem = {
  __typename?: 'CartRevertedItem';
  /** Item id. */
  id: Scalars['String']['output'];
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
  /** Money value of one point. */
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
  id?: InputMaybe<Scalars['String']['input']>;
  /** Item type of the sub-order. */
  itemType?: InputMaybe<Scalars['String']['input']>;
  /** Merchant of the sub-order. */
  merchantId?: InputMaybe<Scalars['String']['input']>;
  /** Sub-order total (its items plus its condiments), finite and not negative. */
  price: Scalars['Float']['input'];
  /** Sub-order id. */
  subOrderId?: InputMaybe<Scalars['String']['input']>;
};

/** A promotion the cart is close to, with what to add to get it. */
export type CartSuggestion = {
  __typename?: 'CartSuggestion';
  /** Details such as missingAmount and threshold. */
  additionalData?: Maybe<Scalars['JSON']['output']>;
  /** Promotion id. */
  id: Scalars['String']['output'];
  /** What kind of addition is suggested, such as ADD_AMOUNT. */
  suggestion?: Maybe<Scalars['String']['output']>;
  /** Message to show the user, such as 'Add 50.00 more for 10% off'. */
  userMessage?: Maybe<Scalars['String']['output']>;
};

/** The user a cart belongs to. */
export type CartUserInput = {
  /** The service's userId. */
  userId: Scalars['String']['input'];
};

/** An attribute definition. */
export type CatalogueAttribute = {
  __typename?: 'CatalogueAttribute';
  /** Locales a locale-specific attribute may have values in. */
  availableLocales?: Maybe<Array<Scalars['String']['output']>>;
  /** Attribute code. */
  code: Scalars['String']['output'];
  /** Attribute group code. */
  group?: Maybe<Scalars['String']['output']>;
  /** Whether values are only allowed in availableLocales. */
  isLocaleSpecific?: Maybe<Scalars['Boolean']['output']>;
  /** Whether no two products may share a value. */
  isUnique?: Maybe<Scalars['Boolean']['output']>;
  /** Labels per locale. */
  label?: Maybe<Array<CatalogueLabel>>;
  /** Whether each value has a locale. */
  localizable?: Maybe<Scalars['Boolean']['output']>;
  /** Longest value allowed, for text attributes. */
  maxCharacters?: Maybe<Scalars['Int']['output']>;
  /** Whether each value has a scope (channel). */
  scopable?: Maybe<Scalars['Boolean']['output']>;
  /** Type: text, textarea, number, simpleselect, multiselect, boolean, date, price, image, ... */
  type?: Maybe<Scalars['String']['output']>;
  /** Pattern values must match when validationRule is regexp. */
  validationRegexp?: Maybe<Scalars['String']['output']>;
  /** Validation rule: regexp, url, email, or none. */
  validationRule?: Maybe<Scalars['String']['output']>;
};

/** An attribute group. */
export type CatalogueAttributeGroup = {
  __typename?: 'CatalogueAttributeGroup';
  /** Group code. */
  code: Scalars['String']['output'];
  /** Labels per locale. */
  label?: Maybe<Array<CatalogueLabel>>;
};

/** One option of a select attribute. */
export type CatalogueAttributeOption = {
  __typename?: 'CatalogueAttributeOption';
  /** Option code (the value products carry). */
  code: Scalars['String']['output'];
  /** Labels per locale. */
  label?: Maybe<Array<CatalogueLabel>>;
};

/** The options of one select attribute. */
export type CatalogueAttributeOptionList = {
  __typename?: 'CatalogueAttributeOptionList';
  /** Attribute code. */
  code: Scalars['String']['output'];
  /** Its options. */
  options: Array<CatalogueAttributeOption>;
};

/** A family: the attributes a kind of product has, and how its variants vary. */
export type CatalogueFamily = {
  __typename?: 'CatalogueFamily';
  /** Attribute used as the product's image. */
  attributeAsImage?: Maybe<Scalars['String']['output']>;
  /** Attribute used as the product's label. */
  attributeAsLabel?: Maybe<Scalars['String']['output']>;
  /** The family's attributes. */
  attributes?: Maybe<Array<CatalogueFamilyAttribute>>;
  /** Family code. */
  code: Scalars['String']['output'];
  /** Labels per locale. */
  label?: Maybe<Array<CatalogueLabel>>;
  /** Family variants: the axes variants of a product model differ on. */
  variants?: Maybe<Array<CatalogueFamilyVariant>>;
};

/** An attribute of a family and the channels that require it. */
export type CatalogueFamilyAttribute = {
  __typename?: 'CatalogueFamilyAttribute';
  /** Attribute code. */
  attribute: Scalars['String']['output'];
  /** Channels in which the attribute is required. */
  requiredChannels?: Maybe<Array<Scalars['String']['output']>>;
};

/** A family variant. */
export type CatalogueFamilyVariant = {
  __typename?: 'CatalogueFamilyVariant';
  /** Attributes set on the variants rather than on the model. */
  attributes?: Maybe<Array<Scalars['String']['output']>>;
  /** Axis attribute codes. */
  axes?: Maybe<Array<Scalars['String']['output']>>;
  /** Family variant code. */
  code: Scalars['String']['output'];
  /** Labels per locale. */
  label?: Maybe<Array<CatalogueLabel>>;
};

/** A product group (fields beyond the document: code, type, label). */
export type CatalogueGroup = {
  __typename?: 'CatalogueGroup';
  /** Group code. */
  code?: Maybe<Scalars['String']['output']>;
  /** Labels per locale. */
  label?: Maybe<Array<CatalogueLabel>>;
  /** The element as the service sent it. */
  raw?: Maybe<Scalars['JSONObject']['output']>;
  /** Group type code. */
  type?: Maybe<Scalars['String']['output']>;
};

/** A group type (fields beyond the document: code, isVariant, label). */
export type CatalogueGroupType = {
  __typename?: 'CatalogueGroupType';
  /** Group type code. */
  code?: Maybe<Scalars['String']['output']>;
  /** Whether groups of this type are variant groups. */
  isVariant?: Maybe<Scalars['Boolean']['output']>;
  /** Labels per locale. */
  label?: Maybe<Array<CatalogueLabel>>;
  /** The element as the service sent it. */
  raw?: Maybe<Scalars['JSONObject']['output']>;
};

/** A label in one locale. */
export type CatalogueLabel = {
  __typename?: 'CatalogueLabel';
  /** Locale, such as en_US. */
  locale: Scalars['String']['output'];
  /** The label. */
  value: Scalars['String']['output'];
};

/** The request fields of the Create Product operation (inferred: the document names it only by title). */
export type CreateTalkingProductInput = {
  /** The new record. */
  product: TalkingProductInput;
};

/** The request fields of WalletAPI/createAccount. */
export type CreateWalletAccountInput = {
  /** Account number, unique. */
  accountNumber: Scalars['String']['input'];
  /** Account type, such as physical or virtual. */
  accountType?: InputMaybe<Scalars['String']['input']>;
  /** Initial amount, loaded at creation. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** Channel, such as loyalty. */
  channel?: InputMaybe<Scalars['String']['input']>;
  /** Currency, such as POINT or EURO. */
  currency: Scalars['String']['input'];
  /** When the initial amount expires. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Status, such as active. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Display title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Owning user. */
  userId?: InputMaybe<Scalars['String']['input']>;
  /** Wallet to create the account in. */
  walletId: Scalars['String']['input'];
};

/** What createWalletAccount created. */
export type CreateWalletAccountPayload = {
  __typename?: 'CreateWalletAccountPayload';
  /** The new account, read back by its number. */
  account?: Maybe<WalletAccount>;
};

/** The request fields of the Delete Product operation (inferred: the document names it only by title). */
export type DeleteTalkingProductInput = {
  /** Sku of the record to delete. */
  sku: Scalars['String']['input'];
};

/** What deleteTalkingProduct did. */
export type DeleteTalkingProductPayload = {
  __typename?: 'DeleteTalkingProductPayload';
  /** Sku of the deleted record. */
  sku: Scalars['String']['output'];
};

/** The request fields of WalletAPI/load. */
export type LoadWalletInput = {
  /** Account to load. */
  accountNumber: Scalars['String']['input'];
  /** Free fields stored with the transaction. */
  additionalData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Amount to add, greater than 0, at most two decimals. */
  amount: Scalars['Float']['input'];
  /** Channel of the load. */
  channel?: InputMaybe<Scalars['String']['input']>;
  /** Currency of the account. */
  currency: Scalars['String']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When the loaded value expires (inferred: the service documents expiry on bulk loads). */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['String']['input']>;
  /** Store id. */
  storeId?: InputMaybe<Scalars['String']['input']>;
  /** Store name. */
  storeName?: InputMaybe<Scalars['String']['input']>;
  /** User on whose behalf the load is made. */
  userId?: InputMaybe<Scalars['String']['input']>;
  /** Wallet of the account. */
  walletId: Scalars['String']['input'];
};

/** What loadWallet did. */
export type LoadWalletPayload = {
  __typename?: 'LoadWalletPayload';
  /** The loaded account, read back after the load (its balance includes the load). */
  account?: Maybe<WalletAccount>;
};

/** A recorded loyalty event. */
export type LoyaltyEvent = {
  __typename?: 'LoyaltyEvent';
  /** The rule actions the event ran. */
  actions?: Maybe<Array<LoyaltyRuleAction>>;
  /** The entity data sent with the event. */
  entityData?: Maybe<Scalars['JSONObject']['output']>;
  /** Entity data fields that failed validation when the event was received. */
  entityErrors?: Maybe<Array<LoyaltyFieldError>>;
  /** The entity the event is about. */
  entityId?: Maybe<Scalars['String']['output']>;
  /** The entity's type, such as USER. */
  entityType?: Maybe<Scalars['String']['output']>;
  /** The event data. */
  eventData?: Maybe<LoyaltyEventData>;
  /** Event data fields that failed validation when the event was received. */
  eventErrors?: Maybe<Array<LoyaltyFieldError>>;
  /** The event's id, as receiveEvent returned it. */
  eventId: Scalars['ID']['output'];
  /** The event type, such as PURCHASE or REGISTRATION. */
  eventType?: Maybe<Scalars['String']['output']>;
  /** The event's measurements. */
  measurements?: Maybe<Array<LoyaltyMeasurement>>;
  /** When the service received it. */
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The caller's reference. */
  referenceId?: Maybe<Scalars['String']['output']>;
  /** When the event happened. */
  time?: Maybe<Scalars['DateTime']['output']>;
  /** The user the event is about, for USER events. */
  user?: Maybe<User>;
};

/** The event data of a loyalty event: its documented fields, typed, and every field as sent. */
export type LoyaltyEventData = {
  __typename?: 'LoyaltyEventData';
  /** Amount of the purchase. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** Currency of the amount, such as EUR. */
  currency?: Maybe<Scalars['String']['output']>;
  /** Every event data field as recorded, documented or not. */
  fields?: Maybe<Scalars['JSONObject']['output']>;
  /** The order the event belongs to. */
  orderId?: Maybe<Scalars['String']['output']>;
  /** Points per unit of amount. */
  rate?: Maybe<Scalars['Float']['output']>;
  /** The transaction the event belongs to; rule actions tie their points to it. */
  transactionId?: Maybe<Scalars['String']['output']>;
  /** Whether the service should call the webhook. */
  webhook?: Maybe<Scalars['Boolean']['output']>;
};

/** The event data sent with an event: the documented fields; the service checks each and reports problems in eventErrors. */
export type LoyaltyEventDataInput = {
  /** Further event data fields, sent inside eventData beside the documented ones (which win on a clash). */
  additionalData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Amount of the purchase; a PURCHASE needs one. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** Currency of the amount, such as EUR. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** The order the event belongs to. */
  orderId?: InputMaybe<Scalars['String']['input']>;
  /** Points per unit of amount. */
  rate?: InputMaybe<Scalars['Float']['input']>;
  /** The transaction the event belongs to; a PURCHASE needs one. */
  transactionId?: InputMaybe<Scalars['String']['input']>;
  /** Whether the service should call the webhook. */
  webhook?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One getEvents filter. */
export type LoyaltyEventFilter = {
  /** The condition; only eq is documented. */
  condition?: LoyaltyFilterCondition;
  /** The field: eventId, eventType, referenceId, time, eventData.<field> or entityData.<field>. */
  key: Scalars['String']['input'];
  /** The value to compare with. */
  value: Scalars['String']['input'];
};

/** A page of events from LoyaltyAPI/getEvents (designed shape: the document shows none), with the body as received. */
export type LoyaltyEventPage = {
  __typename?: 'LoyaltyEventPage';
  /** The events of this page, newest first; null when the body does not have the designed shape (see raw). */
  events?: Maybe<Array<LoyaltyEvent>>;
  /** Requested page size. */
  limit?: Maybe<Scalars['Int']['output']>;
  /** This page's number, from 1. */
  page?: Maybe<Scalars['Int']['output']>;
  /** The service's untouched response body. */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** How many events match. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** A field that failed validation and why: soft failures of receiveEvent are data. */
export type LoyaltyFieldError = {
  __typename?: 'LoyaltyFieldError';
  /** The field name, such as phoneNumber or measurements.0.value. */
  field: Scalars['String']['output'];
  /** What is wrong with it. */
  messages: Array<Scalars['String']['output']>;
};

/** Filter conditions of getEvents. */
export type LoyaltyFilterCondition =
  /** Equal: the field's value, as a string, equals value. */
  | 'eq';

/** One measurement of a loyalty event. */
export type LoyaltyMeasurement = {
  __typename?: 'LoyaltyMeasurement';
  /** Name of the group the measurement belongs to. */
  groupeName?: Maybe<Scalars['String']['output']>;
  /** Value of that group. */
  groupeValue?: Maybe<Scalars['String']['output']>;
  /** What was measured. */
  measurement?: Maybe<Scalars['String']['output']>;
  /** When it was measured. */
  time?: Maybe<Scalars['DateTime']['output']>;
  /** The measured value. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** One measurement sent with an event. */
export type LoyaltyMeasurementInput = {
  /** Name of the group the measurement belongs to. */
  groupeName?: InputMaybe<Scalars['String']['input']>;
  /** Value of that group. */
  groupeValue?: InputMaybe<Scalars['String']['input']>;
  /** What was measured. */
  measurement: Scalars['String']['input'];
  /** When it was measured. */
  time?: InputMaybe<Scalars['DateTime']['input']>;
  /** The measured value. */
  value: Scalars['Float']['input'];
};

/** What one loyalty rule action did for an event (emulator shape of getEvents, documented in emulator/README.md). */
export type LoyaltyRuleAction = {
  __typename?: 'LoyaltyRuleAction';
  /** The POINT account the points went to. */
  account?: Maybe<WalletAccount>;
  /** When the action was canceled. */
  canceledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Points earned (or that would have been, for a skipped action). */
  points?: Maybe<Scalars['Float']['output']>;
  /** Why the action was skipped. */
  reason?: Maybe<Scalars['String']['output']>;
  /** How a cancel took the points back: canceled (wallet transaction canceled), spent (spent back) or none. */
  reversal?: Maybe<Scalars['String']['output']>;
  /** How many points a cancel took back. */
  reversedPoints?: Maybe<Scalars['Float']['output']>;
  /** The rule that ran, such as purchase-points. */
  rule: Scalars['String']['output'];
  /** applied, skipped or canceled. */
  status: Scalars['String']['output'];
  /** The transaction id cancelLoyaltyTransaction takes for these points. */
  transactionId?: Maybe<Scalars['String']['output']>;
  /** The action type, such as EARN_POINTS. */
  type: Scalars['String']['output'];
  /** The wallet the points went to. */
  walletId?: Maybe<Scalars['String']['output']>;
  /** The wallet transaction that holds the points. */
  walletTransactionId?: Maybe<Scalars['String']['output']>;
};

/** What the importer answered when it accepted a batch; processing goes on in the background. */
export type MerchantBatchReceipt = {
  __typename?: 'MerchantBatchReceipt';
  /** The batch's current status (MerchantImportJob/checkBatchStatus). */
  batch?: Maybe<MerchantImportBatch>;
  /** Id of the batch, for merchantImportBatch. */
  batchId: Scalars['String']['output'];
  /** Id of the bulk operation. */
  bulkOperationId?: Maybe<Scalars['String']['output']>;
  /** Push frequency as recorded. */
  frequency?: Maybe<Scalars['Float']['output']>;
};

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
  /** The items that failed, and why. */
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
  channel: Scalars['String']['input'];
  /** The new price: 0 or more, at most two decimals. */
  price: Scalars['Float']['input'];
  /** Product sku. */
  sku: Scalars['String']['input'];
};

/** A page of a merchant product's history, newest first. */
export type MerchantProductHistoryPage = {
  __typename?: 'MerchantProductHistoryPage';
  /** The records of this page. */
  histories: Array<MerchantHistoryRecord>;
  /** Pass to get the next page; null on the last page. */
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** One stock update of a batch. */
export type MerchantStockItemInput = {
  /** Sales channel, one of the merchant's configured channels. */
  channel: Scalars['String']['input'];
  /** The new stock level: an integer, 0 or more. */
  quantity: Scalars['Float']['input'];
  /** Product sku. */
  sku: Scalars['String']['input'];
  /** Warehouse holding the stock. */
  warehouseCode: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Wallet/addAccount: adds an account to an existing wallet. */
  addWalletAccount?: Maybe<AddWalletAccountPayload>;
  /** WalletAPI/bulkLoad: imports many loads; a failed load is reported in results, not as an error. */
  bulkLoadWallet?: Maybe<BulkLoadWalletPayload>;
  /** LoyaltyAPI/cancelTransaction: reverses the points a transaction earned the user. */
  cancelLoyaltyTransaction?: Maybe<CancelLoyaltyTransactionPayload>;
  /** Cancel Transaction (inferred payload: the document names the operation only by title): cancels a started transaction, releasing its coupon and points. */
  cancelPromotionTransaction?: Maybe<PromotionTransactionChange>;
  /** WalletAPI/cancel: cancels a transaction that was neither partially used nor partially refunded. */
  cancelWalletTransaction?: Maybe<WalletTransactionResult>;
  /** Commit Transaction (inferred payload: the document names the operation only by title): commits a started transaction. */
  commitPromotionTransaction?: Maybe<PromotionTransactionChange>;
  /** Create Product (inferred payload: the document names the operation only by title): adds a record. */
  createTalkingProduct?: Maybe<TalkingProductPayload>;
  /** WalletAPI/createAccount: creates an account (and loads its initial amount, if any). */
  createWalletAccount?: Maybe<CreateWalletAccountPayload>;
  /** Delete Product (inferred payload: the document names the operation only by title): removes a record. */
  deleteTalkingProduct?: Maybe<DeleteTalkingProductPayload>;
  /** WalletAPI/load: adds an EARNED transaction and raises the balance. */
  loadWallet?: Maybe<LoadWalletPayload>;
  /** Partial Revert Transaction (inferred payload: the document names the operation only by title): reverts some items of a committed transaction and returns their points. */
  partialRevertPromotionTransaction?: Maybe<PromotionTransactionChange>;
  /** Receive Price (inferred payload: the document names the operation only by title): queues a price batch. */
  receiveMerchantPrice?: Maybe<MerchantBatchReceipt>;
  /** MerchantStockPriceImporter/receiveStock: queues a stock batch; poll its batch for the outcome. */
  receiveMerchantStock?: Maybe<MerchantBatchReceipt>;
  /** LoyaltyAPI/receiveEvent: records an event, then runs the rule actions of its type; field problems come back as data. */
  recordLoyaltyEvent?: Maybe<RecordLoyaltyEventPayload>;
  /** Refund (inferred payload: the document names the operation only by title): refunds a spend. */
  refundWallet?: Maybe<WalletTransactionResult>;
  /** Promotion/revertTransaction: reverts a committed transaction; its coupon becomes usable again and its points return. */
  revertPromotionTransaction?: Maybe<PromotionTransactionChange>;
  /** Spend (inferred payload: the document names the operation only by title): spends from the balance. */
  spendWallet?: Maybe<WalletTransactionResult>;
  /** Promotion/startTransaction: calculates the cart, reserves the coupon and spends the points. */
  startPromotionTransaction?: Maybe<StartPromotionTransactionPayload>;
  /** TalkingProducts/updateProduct: changes an existing record (name, stock, price, image, custom fields). */
  updateTalkingProduct?: Maybe<TalkingProductPayload>;
  /** PIMAPI/upsertProduct: updates the product with this code, or creates it; every value is checked against the settings. */
  upsertProduct?: Maybe<UpsertProductPayload>;
};


export type MutationAddWalletAccountArgs = {
  input: AddWalletAccountInput;
};


export type MutationBulkLoadWalletArgs = {
  input: BulkLoadWalletInput;
};


export type MutationCancelLoyaltyTransactionArgs = {
  input: CancelLoyaltyTransactionInput;
};


export type MutationCancelPromotionTransactionArgs = {
  input: PromotionTransactionRefInput;
};


export type MutationCancelWalletTransactionArgs = {
  input: CancelWalletTransactionInput;
};


export type MutationCommitPromotionTransactionArgs = {
  input: PromotionTransactionRefInput;
};


export type MutationCreateTalkingProductArgs = {
  input: CreateTalkingProductInput;
};


export type MutationCreateWalletAccountArgs = {
  input: CreateWalletAccountInput;
};


export type MutationDeleteTalkingProductArgs = {
  input: DeleteTalkingProductInput;
};


export type MutationLoadWalletArgs = {
  input: LoadWalletInput;
};


export type MutationPartialRevertPromotionTransactionArgs = {
  input: PartialRevertPromotionTransactionInput;
};


export type MutationReceiveMerchantPriceArgs = {
  input: ReceiveMerchantPriceInput;
};


export type MutationReceiveMerchantStockArgs = {
  input: ReceiveMerchantStockInput;
};


export type MutationRecordLoyaltyEventArgs = {
  input: RecordLoyaltyEventInput;
};


export type MutationRefundWalletArgs = {
  input: RefundWalletInput;
};


export type MutationRevertPromotionTransactionArgs = {
  input: RevertPromotionTransactionInput;
};


export type MutationSpendWalletArgs = {
  input: SpendWalletInput;
};


export type MutationStartPromotionTransactionArgs = {
  input: StartPromotionTransactionInput;
};


export type MutationUpdateTalkingProductArgs = {
  input: UpdateTalkingProductInput;
};


export type MutationUpsertProductArgs = {
  input: UpsertProductInput;
};

/** The request fields of the Partial Revert Transaction operation (inferred: the document names it only by title). */
export type PartialRevertPromotionTransactionInput = {
  /** Entity type, such as USER. */
  entityType?: InputMaybe<Scalars['String']['input']>;
  /** Items to revert, 1 or more. */
  items: Array<PromotionPartialRevertItemInput>;
  /** The transaction. */
  transactionId: Scalars['String']['input'];
  /** The transaction's user. */
  userId: Scalars['String']['input'];
};

/** A product of the catalogue, identified by its sku. */
export type Product = {
  __typename?: 'Product';
  /** One attribute's value for a locale and scope: exact matches first, then values valid for any locale or scope. */
  attributeValue?: Maybe<Scalars['String']['output']>;
  /** Attribute values, per attribute. */
  attributes?: Maybe<Array<ProductAttribute>>;
  /** A variant's values on its family variant's axes. */
  axesValues?: Maybe<Array<ProductAxisValue>>;
  /** Codes of the product's categories. */
  categories?: Maybe<Array<Scalars['String']['output']>>;
  /** The product code (upserts are matched on it). */
  code?: Maybe<Scalars['String']['output']>;
  /** When the product was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** PRODUCT (a simple product or a variant) or PRODUCT_MODEL. */
  dataType?: Maybe<Scalars['String']['output']>;
  /** Whether the product is enabled (its status is ACTIVE). */
  enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Family code. */
  family?: Maybe<Scalars['String']['output']>;
  /** Codes of the groups the product is in. */
  groups?: Maybe<Array<Scalars['String']['output']>>;
  /** The service's id of the product. */
  id?: Maybe<Scalars['String']['output']>;
  /** A variant's product model code. */
  parent?: Maybe<Scalars['String']['output']>;
  /** The product's sku. */
  sku: Scalars['String']['output'];
  /** The last upsert body the service stored, when asked for with products(source: true). */
  source?: Maybe<Scalars['JSONObject']['output']>;
  /** Status, such as DRAFT or ACTIVE. */
  status?: Maybe<Scalars['String']['output']>;
  /** Stock and price history of this product in one sales channel, newest first (MerchantAccountProduct/getMerchantProductHistory by sku). */
  stockHistory?: Maybe<MerchantProductHistoryPage>;
  /** The product's record in the talking products module; null when it has none (one TalkingProducts/listProduct call per request). */
  talkingProduct?: Maybe<TalkingProduct>;
  /** Token of the product's current version; it changes on every change. */
  updateToken?: Maybe<Scalars['String']['output']>;
  /** When the product last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The family variant code a product model follows or a variant belongs to. */
  variant?: Maybe<Scalars['String']['output']>;
};


/** A product of the catalogue, identified by its sku. */
export type ProductAttributeValueArgs = {
  code: Scalars['String']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
  scope?: InputMaybe<Scalars['String']['input']>;
};


/** A product of the catalogue, identified by its sku. */
export type ProductStockHistoryArgs = {
  channel: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<MerchantHistoryType>;
};

/** An attribute's values on a product. */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** Attribute code. */
  code: Scalars['String']['output'];
  /** The values, one per scope and locale. */
  data: Array<ProductAttributeValue>;
};

/** An attribute's values to store. */
export type ProductAttributeInput = {
  /** Attribute code. */
  code: Scalars['String']['input'];
  /** The values, one per scope and locale. */
  data: Array<ProductAttributeValueInput>;
};

/** One value of an attribute. */
export type ProductAttributeValue = {
  __typename?: 'ProductAttributeValue';
  /** Locale, for localizable attributes. */
  locale?: Maybe<Scalars['String']['output']>;
  /** Scope (channel), for scopable attributes. */
  scope?: Maybe<Scalars['String']['output']>;
  /** The value, as a string. */
  value?: Maybe<Scalars['String']['output']>;
};

/** One value of an attribute to store. */
export type ProductAttributeValueInput = {
  /** Locale; required for localizable attributes, forbidden otherwise. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** Scope (channel); required for scopable attributes, forbidden otherwise. */
  scope?: InputMaybe<Scalars['String']['input']>;
  /** The value, as a string. */
  value: Scalars['String']['input'];
};

/** A variant's value on one axis. */
export type ProductAxisValue = {
  __typename?: 'ProductAxisValue';
  /** Axis attribute code, such as color. */
  axe: Scalars['String']['output'];
  /** The value, such as RED. */
  value: Scalars['String']['output'];
};

/** A variant's value on one axis. */
export type ProductAxisValueInput = {
  /** Axis attribute code, such as color. */
  axe: Scalars['String']['input'];
  /** The value, such as RED. */
  value: Scalars['String']['input'];
};

/** Filters of PIMAPI/getProducts: every given filter must match. */
export type ProductFilters = {
  /** Creation time range. */
  createdAt?: InputMaybe<ProductTimeRange>;
  /** Comma-separated list of PRODUCT, PRODUCT_MODEL. */
  dataType?: InputMaybe<Scalars['String']['input']>;
  /** Enabled or disabled products only. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Family code. */
  family?: InputMaybe<Scalars['String']['input']>;
  /** Match the group filter on each product's own groups only. */
  forceGroupFilter?: InputMaybe<Scalars['Boolean']['input']>;
  /** Group code; variants also match through their product model's groups unless forceGroupFilter is set. */
  group?: InputMaybe<Scalars['String']['input']>;
  /** Product ids. */
  idList?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Product model code: its variants. */
  parent?: InputMaybe<Scalars['String']['input']>;
  /** Sku, exact. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** Last-change time range. */
  updatedAt?: InputMaybe<ProductTimeRange>;
  /** Family variant code. */
  variant?: InputMaybe<Scalars['String']['input']>;
};

/** A page of products from PIMAPI/getProducts. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** Offset of this page. */
  pageFrom: Scalars['Int']['output'];
  /** Requested page size. */
  pageSize: Scalars['Int']['output'];
  /** The products of this page. */
  products: Array<Product>;
  /** The service's untouched response body. */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** How many products this page holds. */
  size: Scalars['Int']['output'];
  /** How many products match the filters. */
  total: Scalars['Int']['output'];
};

/** The catalogue settings from PIMAPI/getProductSettings. */
export type ProductSettings = {
  __typename?: 'ProductSettings';
  /** Attribute groups. */
  attributeGroups: Array<CatalogueAttributeGroup>;
  /** Options of the select attributes. */
  attributeOptions: Array<CatalogueAttributeOptionList>;
  /** Attribute definitions. */
  attributes: Array<CatalogueAttribute>;
  /** Families. */
  families: Array<CatalogueFamily>;
  /** Group types. */
  groupTypes: Array<CatalogueGroupType>;
  /** Product groups. */
  groups: Array<CatalogueGroup>;
};

/** Sort keys of PIMAPI/getProducts, applied in this field order; the id breaks ties. */
export type ProductSorts = {
  /** By creation time. */
  createdAt?: InputMaybe<SortOrder>;
  /** By enabled. */
  enabled?: InputMaybe<SortOrder>;
  /** By family code. */
  family?: InputMaybe<SortOrder>;
  /** By id. */
  id?: InputMaybe<SortOrder>;
  /** By last change. */
  updatedAt?: InputMaybe<SortOrder>;
};

/** A time range; either end may be left open. */
export type ProductTimeRange = {
  /** Earliest time, inclusive. */
  gte?: InputMaybe<Scalars['DateTime']['input']>;
  /** Latest time, inclusive. */
  lte?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What upsertProduct reports about the stored version. */
export type ProductUpsertMeta = {
  __typename?: 'ProductUpsertMeta';
  /** When the product was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Token of the stored version; a new one on every change. */
  updateToken?: Maybe<Scalars['String']['output']>;
  /** When the product last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The result of Promotion/calculate. */
export type PromotionCalculation = {
  __typename?: 'PromotionCalculation';
  /** How long the calculation took (as the service reports it). */
  calculationTime?: Maybe<Scalars['Float']['output']>;
  /** The calculated cart. */
  cart: PromotionCart;
};

/** A cart with its promotions, suggestions, points and totals. */
export type PromotionCart = {
  __typename?: 'PromotionCart';
  /** The promotions applied, with their total gift. */
  appliedPromotions: Array<CartAppliedPromotion>;
  /** Condiments. */
  condiments: Array<CartCondiment>;
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

/** A cart item to revert. */
export type PromotionPartialRevertItemInput = {
  /** Item id as sent in the cart; every line with that id is reverted. */
  id: Scalars['String']['input'];
};

/** A promotion transaction as startTransaction returns it. */
export type PromotionTransaction = {
  __typename?: 'PromotionTransaction';
  /** The calculated cart of the transaction. */
  cart?: Maybe<PromotionCart>;
  /** The coupon the transaction holds. */
  couponId?: Maybe<Scalars['String']['output']>;
  /** The promotions applied. */
  promotions: Array<CartAppliedPromotion>;
  /** Transaction id. */
  transactionId: Scalars['String']['output'];
  /** Seconds after which an uncommitted transaction expires and releases its coupon and points. */
  transactionTimeout?: Maybe<Scalars['Float']['output']>;
};

/** What a commit, revert, partial revert or cancel did. Only message is documented (revert); the other fields are inferred and null when the service does not send them. */
export type PromotionTransactionChange = {
  __typename?: 'PromotionTransactionChange';
  /** Message of the service. */
  message?: Maybe<Scalars['String']['output']>;
  /** Money to give back for the reverted items: after promotions, minus their points (inferred). */
  returnedAmount?: Maybe<Scalars['Float']['output']>;
  /** Points given back to the user (inferred). */
  returnedPoints?: Maybe<Scalars['Float']['output']>;
  /** The items reverted (inferred). */
  revertedItems?: Maybe<Array<CartRevertedItem>>;
  /** Status afterwards: STARTED, COMMITTED, PARTIALLY_REVERTED, REVERTED, CANCELLED or EXPIRED (inferred). */
  status?: Maybe<Scalars['String']['output']>;
  /** Transaction id (inferred). */
  transactionId?: Maybe<Scalars['String']['output']>;
};

/** The request fields of the Commit or Cancel Transaction operation (inferred: the document names them only by title). */
export type PromotionTransactionRefInput = {
  /** Entity type, such as USER. */
  entityType?: InputMaybe<Scalars['String']['input']>;
  /** The transaction. */
  transactionId: Scalars['String']['input'];
  /** The transaction's user. */
  userId: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Promotion/calculate: the promotions, suggestions and points of a cart, without side effects. */
  calculatePromotions?: Maybe<PromotionCalculation>;
  /** LoyaltyAPI/getEvents: a page of an entity's events, newest first; raw carries the body as received. */
  loyaltyEvents?: Maybe<LoyaltyEventPage>;
  /** MerchantImportJob/checkBatchStatus: a batch's status, counts and failed items. */
  merchantImportBatch?: Maybe<MerchantImportBatch>;
  /** MerchantAccountProduct/getMerchantProductHistory: by productId, or by sku and channel. */
  merchantProductHistory?: Maybe<MerchantProductHistoryPage>;
  /** PIMAPI/getProductSettings: attributes, options, families, groups; cacheable for 5 minutes by the caller. */
  productSettings?: Maybe<ProductSettings>;
  /** PIMAPI/getProducts: a filtered, sorted page of products, product models and variants. */
  products?: Maybe<ProductPage>;
  /** Get Product (inferred payload: the document names the operation only by title): one record by sku. */
  talkingProduct?: Maybe<TalkingProduct>;
  /** TalkingProducts/listProduct: every record of the talking products module. */
  talkingProducts?: Maybe<TalkingProductList>;
  /** A user by id: their loyalty events here, their wallet accounts from the wallets area. */
  user?: Maybe<User>;
  /** WalletAPI/getAccount: one account by wallet, currency and number. */
  walletAccount?: Maybe<WalletAccount>;
  /** WalletAPI/listAccounts: a page of accounts; balance is read in one batched call. */
  walletAccounts?: Maybe<WalletAccountPage>;
  /** Wallet/getAccounts: accounts by number, in the order asked; null where a number is unknown. */
  walletAccountsByNumber: Array<Maybe<WalletAccount>>;
  /** WalletAPI/listTransactions: a page of an account's transactions. */
  walletTransactions?: Maybe<WalletTransactionPage>;
};


export type QueryCalculatePromotionsArgs = {
  cart: CartInput;
  couponId?: InputMaybe<Scalars['String']['input']>;
  skipPromotions?: InputMaybe<Scalars['Boolean']['input']>;
  user?: InputMaybe<CartUserInput>;
};


export type QueryLoyaltyEventsArgs = {
  entityId: Scalars['String']['input'];
  entityType: Scalars['String']['input'];
  filters?: InputMaybe<Array<LoyaltyEventFilter>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMerchantImportBatchArgs = {
  batchId: Scalars['String']['input'];
};


export type QueryMerchantProductHistoryArgs = {
  channel?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<MerchantHistoryType>;
};


export type QueryProductsArgs = {
  filters?: InputMaybe<ProductFilters>;
  pageFrom?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  sorts?: InputMaybe<ProductSorts>;
  source?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryTalkingProductArgs = {
  sku: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWalletAccountArgs = {
  accountNumber: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  walletId: Scalars['String']['input'];
};


export type QueryWalletAccountsArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sorts?: InputMaybe<Array<WalletAccountSort>>;
};


export type QueryWalletAccountsByNumberArgs = {
  accountNumbers: Array<Scalars['String']['input']>;
};


export type QueryWalletTransactionsArgs = {
  accountNumber: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  expiresAt?: InputMaybe<WalletExpiryRangeInput>;
  filters?: InputMaybe<Array<WalletTransactionFilter>>;
  from?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sorts?: InputMaybe<Array<WalletTransactionSort>>;
  walletId: Scalars['String']['input'];
};

/** The request fields of the Receive Price operation (inferred: the document names it only by title). */
export type ReceiveMerchantPriceInput = {
  /** The caller's id for the bulk operation; the service assigns one when omitted. */
  bulkOperationId?: InputMaybe<Scalars['String']['input']>;
  /** Push frequency of the merchant's price feed. */
  frequency?: InputMaybe<Scalars['Float']['input']>;
  /** The price updates, 1 to 1000. */
  items: Array<MerchantPriceItemInput>;
};

/** The request fields of MerchantStockPriceImporter/receiveStock. */
export type ReceiveMerchantStockInput = {
  /** The caller's id for the bulk operation; the service assigns one when omitted. */
  bulkOperationId?: InputMaybe<Scalars['String']['input']>;
  /** Push frequency of the merchant's feed. */
  frequency?: InputMaybe<Scalars['Float']['input']>;
  /** The stock updates, 1 to 1000. */
  items: Array<MerchantStockItemInput>;
};

/** The request fields of LoyaltyAPI/receiveEvent. */
export type RecordLoyaltyEventInput = {
  /** Entity fields (name, surname, phoneNumber, birthDate, gdprOptin, registrationType, ...), checked by the service. */
  entityData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The entity the event is about (a user id for USER). */
  entityId: Scalars['String']['input'];
  /** The entity's type, such as USER. */
  entityType: Scalars['String']['input'];
  /** The event data. */
  eventData?: InputMaybe<LoyaltyEventDataInput>;
  /** The event type, such as PURCHASE or REGISTRATION: it selects the rule actions that run. */
  eventType: Scalars['String']['input'];
  /** Measurements, at most 100. */
  measurements?: InputMaybe<Array<LoyaltyMeasurementInput>>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['String']['input']>;
  /** When the event happened; when it was received if omitted. */
  time?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What recordLoyaltyEvent did: field problems are data, never top-level errors. */
export type RecordLoyaltyEventPayload = {
  __typename?: 'RecordLoyaltyEventPayload';
  /** Whether both error lists are empty (the event's rule actions ran). */
  accepted: Scalars['Boolean']['output'];
  /** Entity data fields that failed validation, with their messages; empty when all are valid. */
  entityErrors: Array<LoyaltyFieldError>;
  /** Event data fields that failed validation, with their messages; empty when all are valid. */
  eventErrors: Array<LoyaltyFieldError>;
  /** The recorded event's id. */
  eventId?: Maybe<Scalars['ID']['output']>;
  /** The user the event is about, for USER events: read their balances after the rule actions. */
  user?: Maybe<User>;
};

/** The request fields of the Refund operation (inferred: the document names it only by title). */
export type RefundWalletInput = {
  /** Account of the spend. */
  accountNumber: Scalars['String']['input'];
  /** Amount to refund; the whole remaining spend when omitted. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** Currency of the account. */
  currency: Scalars['String']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['String']['input']>;
  /** The spend transaction to refund. */
  transactionId: Scalars['String']['input'];
  /** Wallet of the account. */
  walletId: Scalars['String']['input'];
};

/** The request fields of Promotion/revertTransaction. */
export type RevertPromotionTransactionInput = {
  /** Entity type, such as USER. */
  entityType?: InputMaybe<Scalars['String']['input']>;
  /** Transaction to revert. */
  transactionId: Scalars['String']['input'];
  /** The transaction's user. */
  userId: Scalars['String']['input'];
};

/** Sort direction. */
export type SortOrder =
  /** Ascending. */
  | 'asc'
  /** Descending. */
  | 'desc';

/** The request fields of the Spend operation (inferred: the document names it only by title). */
export type SpendWalletInput = {
  /** Account to spend from. */
  accountNumber: Scalars['String']['input'];
  /** Free fields stored with the transaction. */
  additionalData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Amount to spend, greater than 0, at most two decimals. */
  amount: Scalars['Float']['input'];
  /** Channel. */
  channel?: InputMaybe<Scalars['String']['input']>;
  /** Currency of the account. */
  currency: Scalars['String']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['String']['input']>;
  /** Store id. */
  storeId?: InputMaybe<Scalars['String']['input']>;
  /** Store name. */
  storeName?: InputMaybe<Scalars['String']['input']>;
  /** User on whose behalf the spend is made. */
  userId?: InputMaybe<Scalars['String']['input']>;
  /** Wallet of the account. */
  walletId: Scalars['String']['input'];
};

/** The request fields of Promotion/startTransaction. */
export type StartPromotionTransactionInput = {
  /** The cart. */
  cart: CartInput;
  /** Coupon to use. */
  couponId?: InputMaybe<Scalars['String']['input']>;
  /** Entity type, such as USER. */
  entityType?: InputMaybe<Scalars['String']['input']>;
  /** Commit at once. */
  isAutoCommit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Currency of the point account, POINT by default. */
  pointCurrency?: InputMaybe<Scalars['String']['input']>;
  /** Calculate no promotions. */
  skipPromotions?: InputMaybe<Scalars['Boolean']['input']>;
  /** Store id. */
  storeId?: InputMaybe<Scalars['String']['input']>;
  /** Store name. */
  storeName?: InputMaybe<Scalars['String']['input']>;
  /** The caller's transaction id; the service assigns one when omitted. */
  transactionId?: InputMaybe<Scalars['String']['input']>;
  /** Seconds before an uncommitted transaction expires, 1 to 86400 (inferred: the document gives no unit). */
  transactionTimeout?: InputMaybe<Scalars['Int']['input']>;
  /** Points to use, a whole number, 0 or more. */
  usePoint?: InputMaybe<Scalars['Int']['input']>;
  /** The user. */
  user: CartUserInput;
};

/** What startPromotionTransaction started. */
export type StartPromotionTransactionPayload = {
  __typename?: 'StartPromotionTransactionPayload';
  /** The coupon used. */
  couponId?: Maybe<Scalars['String']['output']>;
  /** Message of the service. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether points (loyalty) were used. */
  runWithLoyalty?: Maybe<Scalars['Boolean']['output']>;
  /** The transaction. */
  transaction?: Maybe<PromotionTransaction>;
  /** Transaction id. */
  transactionId: Scalars['String']['output'];
  /** The user. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** A product record of the talking products module. */
export type TalkingProduct = {
  __typename?: 'TalkingProduct';
  /** Free key/value fields. */
  additionalData?: Maybe<Scalars['JSONObject']['output']>;
  /** Brand. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Categories, each as a string (non-string entries as JSON text; see raw). */
  categories?: Maybe<Array<Scalars['String']['output']>>;
  /** When the record was created, when the service says. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Group ids, each as a string (non-string entries as JSON text; see raw). */
  groupIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Image URL. */
  image?: Maybe<Scalars['String']['output']>;
  /** Name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Price. */
  price?: Maybe<Scalars['Float']['output']>;
  /** The catalogue product. */
  product?: Maybe<Product>;
  /** The record exactly as the service sent it. */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Product sku. */
  sku: Scalars['String']['output'];
  /** Stock level. */
  stock?: Maybe<Scalars['Float']['output']>;
  /** When the record last changed, when the service says. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The fields of a talking product (2.8); on update, the omitted ones keep their value. */
export type TalkingProductInput = {
  /** Free key/value fields, merged into the stored ones; a key set to null is removed. */
  additionalData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Brand. */
  brand?: InputMaybe<Scalars['String']['input']>;
  /** Categories. */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Group ids. */
  groupIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Image URL (http or https). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Price: 0 or more, at most two decimals. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** Sku of the product. */
  sku: Scalars['String']['input'];
  /** Stock level: an integer, 0 or more. */
  stock?: InputMaybe<Scalars['Float']['input']>;
};

/** Every record of the talking products module (TalkingProducts/listProduct). */
export type TalkingProductList = {
  __typename?: 'TalkingProductList';
  /** The records, in the service's order. */
  products: Array<TalkingProduct>;
  /** The service's untouched response body. */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** How many records there are. */
  total: Scalars['Int']['output'];
};

/** What a talking-products write left behind. */
export type TalkingProductPayload = {
  __typename?: 'TalkingProductPayload';
  /** The record as it is now, read back. */
  product?: Maybe<TalkingProduct>;
};

/** The request fields of TalkingProducts/updateProduct. */
export type UpdateTalkingProductInput = {
  /** The product's changes; sku names an existing record. */
  product: TalkingProductInput;
};

/** The data of an upserted product. */
export type UpsertProductDataInput = {
  /** Attribute values; given values replace those of the same attribute, scope and locale. */
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  /** Category codes. */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Product code: an existing product with this code is updated, otherwise one is created. */
  code: Scalars['String']['input'];
  /** Family code. */
  family?: InputMaybe<Scalars['String']['input']>;
  /** Group codes. */
  groups?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A variant's product model code (inferred: the document shows no field for it). */
  parent?: InputMaybe<Scalars['String']['input']>;
  /** Sku; defaults to the code on create. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** Status, such as DRAFT or ACTIVE. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** A product model's family variant code (inferred: the document shows no field for it). */
  variant?: InputMaybe<Scalars['String']['input']>;
};

/** The request fields of PIMAPI/upsertProduct. */
export type UpsertProductInput = {
  /** A variant's values on its family variant's axes. */
  axesValues?: InputMaybe<Array<ProductAxisValueInput>>;
  /** The product. */
  data: UpsertProductDataInput;
  /** PRODUCT or PRODUCT_MODEL. */
  dataType: Scalars['String']['input'];
};

/** What upsertProduct did. */
export type UpsertProductPayload = {
  __typename?: 'UpsertProductPayload';
  /** The stored version's timestamps and token. */
  meta: ProductUpsertMeta;
  /** The product as stored, read back by its sku. */
  product?: Maybe<Product>;
};

/** A user (the service's userId). */
export type User = {
  __typename?: 'User';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** LoyaltyAPI/getEvents for this user (entityType USER): a page of events, newest first. */
  loyaltyEvents?: Maybe<LoyaltyEventPage>;
  /** The user's wallet accounts, balances included (one batched Wallet/getAccounts call). */
  walletAccounts?: Maybe<Array<WalletAccount>>;
};


/** A user (the service's userId). */
export type UserLoyaltyEventsArgs = {
  filters?: InputMaybe<Array<LoyaltyEventFilter>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** A wallet account: one currency (POINT, EURO, ...) of a user's wallet, identified by its account number. */
export type WalletAccount = {
  __typename?: 'WalletAccount';
  /** The account number, unique across wallets. */
  accountNumber: Scalars['String']['output'];
  /** How the account number was assigned (as listAccounts returns it). */
  accountNumberType?: Maybe<Scalars['String']['output']>;
  /** Account type, such as physical or virtual. */
  accountType?: Maybe<Scalars['String']['output']>;
  /** Current balance: unexpired, uncanceled value (read through one batched Wallet/getAccounts call per request). */
  balance?: Maybe<Scalars['Float']['output']>;
  /** Channel, such as loyalty. */
  channel?: Maybe<Scalars['String']['output']>;
  /** When the account was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Currency, such as POINT or EURO. */
  currency?: Maybe<Scalars['String']['output']>;
  /** Internal id (as listAccounts returns it). */
  id?: Maybe<Scalars['String']['output']>;
  /** Project the account belongs to. */
  projectId?: Maybe<Scalars['String']['output']>;
  /** Status, such as active. */
  status?: Maybe<Scalars['String']['output']>;
  /** Display title. */
  title?: Maybe<Scalars['String']['output']>;
  /** This account's transactions, newest first unless sorted otherwise. */
  transactions?: Maybe<WalletTransactionPage>;
  /** When the account last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who last changed the account. */
  updatedBy?: Maybe<Scalars['String']['output']>;
  /** The owning user. */
  user?: Maybe<User>;
  /** The owning user's id. */
  userId?: Maybe<Scalars['String']['output']>;
  /** The wallet holding this account. */
  walletId?: Maybe<Scalars['String']['output']>;
};


/** A wallet account: one currency (POINT, EURO, ...) of a user's wallet, identified by its account number. */
export type WalletAccountTransactionsArgs = {
  expiresAt?: InputMaybe<WalletExpiryRangeInput>;
  filters?: InputMaybe<Array<WalletTransactionFilter>>;
  from?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sorts?: InputMaybe<Array<WalletTransactionSort>>;
};

/** A page of accounts from WalletAPI/listAccounts. */
export type WalletAccountPage = {
  __typename?: 'WalletAccountPage';
  /** Offset of this page. */
  from: Scalars['Int']['output'];
  /** Requested page size. */
  pageSize: Scalars['Int']['output'];
  /** The accounts of this page. */
  result: Array<WalletAccount>;
  /** How many accounts this page holds. */
  size: Scalars['Int']['output'];
  /** How many accounts match. */
  total: Scalars['Int']['output'];
};

/** One account sort key. */
export type WalletAccountSort = {
  /** Field to sort by. */
  field: WalletAccountSortField;
  /** Direction. */
  order: SortOrder;
};

/** Fields accounts can be sorted by. */
export type WalletAccountSortField =
  /** Account number. */
  | 'accountNumber'
  /** Creation time. */
  | 'createdAt'
  /** Currency. */
  | 'currency'
  /** Status. */
  | 'status'
  /** Title. */
  | 'title'
  /** Last change. */
  | 'updatedAt';

/** An expiry range; either end may be left open. */
export type WalletExpiryRangeInput = {
  /** Latest expiry. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Earliest expiry. */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A wallet transaction. */
export type WalletTransaction = {
  __typename?: 'WalletTransaction';
  /** Amount, in the account's currency. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** Channel the transaction came through. */
  channel?: Maybe<Scalars['String']['output']>;
  /** When the transaction was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Description given when the transaction was made. */
  description?: Maybe<Scalars['String']['output']>;
  /** When the loaded value expires, for loads that expire. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the transaction was canceled. */
  isCanceled?: Maybe<Scalars['Boolean']['output']>;
  /** The caller's reference given with the transaction. */
  referenceId?: Maybe<Scalars['String']['output']>;
  /** Transaction id. */
  transactionId: Scalars['String']['output'];
  /** Type: EARNED (a load), SPENT or REFUNDED. */
  type?: Maybe<Scalars['String']['output']>;
  /** When the transaction last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A transaction filter: a type to equal and/or a text to find in description, reference or id. */
export type WalletTransactionFilter = {
  /** Text to search for. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Transaction type, such as EARNED. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A page of transactions from WalletAPI/listTransactions. */
export type WalletTransactionPage = {
  __typename?: 'WalletTransactionPage';
  /** Offset of this page. */
  from: Scalars['Int']['output'];
  /** Requested page size. */
  pageSize: Scalars['Int']['output'];
  /** How many transactions this page holds. */
  size: Scalars['Int']['output'];
  /** How many transactions match. */
  total: Scalars['Int']['output'];
  /** The transactions of this page. */
  transactions: Array<WalletTransaction>;
};

/** A transaction the service changed and the account's balance afterwards. */
export type WalletTransactionResult = {
  __typename?: 'WalletTransactionResult';
  /** The account's balance afterwards. */
  balance: Scalars['Float']['output'];
  /** The transaction as it is now. */
  transaction: WalletTransaction;
};

/** One transaction sort key. */
export type WalletTransactionSort = {
  /** Field to sort by. */
  field: WalletTransactionSortField;
  /** Direction. */
  order: SortOrder;
};

/** Fields transactions can be sorted by. */
export type WalletTransactionSortField =
  /** Amount. */
  | 'amount'
  /** Creation time. */
  | 'createdAt'
  /** Expiry. */
  | 'expiresAt'
  /** Type. */
  | 'type';

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
  /** Further event data fields, sent inside eventData beside the documented ones (which win on a clash). */
  additionalData?: Record<string, unknown> | null | undefined;
  /** Amount of the purchase; a PURCHASE needs one. */
  amount?: number | null | undefined;
  /** Currency of the amount, such as EUR. */
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
  /** Seconds before an uncommitted transaction expires, 1 to 86400 (inferred: the document gives no unit). */
  transactionTimeout?: number | null | undefined;
  /** Points to use, a whole number, 0 or more. */
  usePoint?: number | null | undefined;
  /** The user. */
  user: CartUserInput;
};

export type CartTotalsFragment = { productCount: number | null, totalCartPriceAfterPromotion: number | null, totalCartPromotionDiscount: number | null, userBalance: number | null, totalUsablePoints: number | null, totalUsablePointAsMoney: number | null, totalUsedPoints: number | null, totalUsedPointAsMoney: number | null, totalPriceToPay: number | null, items: Array<{ id: string, qty: number | null, price: number | null, totalPrice: number | null, promotionDiscount: number | null, totalPromotionDiscount: number | null, totalPriceAfterPromotion: number | null, appliedPromotions: Array<{ id: string, giftAmount: number | null }> | null }>, appliedPromotions: Array<{ id: string, promotionType: string | null, giftAmount: number | null, userMessage: string | null }>, suggestionPromotions: Array<{ id: string, userMessage: string | null, suggestion: string | null, additionalData: unknown }> };

export type CalculateCartQueryVariables = Exact<{
  cart: CartInput;
  couponId?: string | null | undefined;
  user?: CartUserInput | null | undefined;
}>;


export type CalculateCartQuery = { calculatePromotions: { calculationTime: number | null, cart: { productCount: number | null, totalCartPriceAfterPromotion: number | null, totalCartPromotionDiscount: number | null, userBalance: number | null, totalUsablePoints: number | null, totalUsablePointAsMoney: number | null, totalUsedPoints: number | null, totalUsedPointAsMoney: number | null, totalPriceToPay: number | null, items: Array<{ id: string, qty: number | null, price: number | null, totalPrice: number | null, promotionDiscount: number | null, totalPromotionDiscount: number | null, totalPriceAfterPromotion: number | null, appliedPromotions: Array<{ id: string, giftAmount: number | null }> | null }>, appliedPromotions: Array<{ id: string, promotionType: string | null, giftAmount: number | null, userMessage: string | null }>, suggestionPromotions: Array<{ id: string, userMessage: string | null, suggestion: string | null, additionalData: unknown }> } } | null };

export type StartCheckoutMutationVariables = Exact<{
  input: StartPromotionTransactionInput;
}>;


export type StartCheckoutMutation = { startPromotionTransaction: { transactionId: string, message: string | null, couponId: string | null, transaction: { transactionId: string, transactionTimeout: number | null, cart: { productCount: number | null, totalCartPriceAfterPromotion: number | null, totalCartPromotionDiscount: number | null, userBalance: number | null, totalUsablePoints: number | null, totalUsablePointAsMoney: number | null, totalUsedPoints: number | null, totalUsedPointAsMoney: number | null, totalPriceToPay: number | null, items: Array<{ id: string, qty: number | null, price: number | null, totalPrice: number | null, promotionDiscount: number | null, totalPromotionDiscount: number | null, totalPriceAfterPromotion: number | null, appliedPromotions: Array<{ id: string, giftAmount: number | null }> | null }>, appliedPromotions: Array<{ id: string, promotionType: string | null, giftAmount: number | null, userMessage: string | null }>, suggestionPromotions: Array<{ id: string, userMessage: string | null, suggestion: string | null, additionalData: unknown }> } | null } | null } | null };

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


export type UserLoyaltyQuery = { user: { id: string, loyaltyEvents: { total: number | null, events: Array<{ eventId: string, eventType: string | null, referenceId: string | null, time: string | null, eventData: { transactionId: string | null, amount: number | null, currency: string | null } | null }> | null } | null, walletAccounts: Array<{ accountNumber: string, currency: string | null, balance: number | null }> | null } | null };

export type RecordLoyaltyEventMutationVariables = Exact<{
  input: RecordLoyaltyEventInput;
}>;


export type RecordLoyaltyEventMutation = { recordLoyaltyEvent: { eventId: string | null, entityErrors: Array<{ field: string, messages: Array<string> }>, eventErrors: Array<{ field: string, messages: Array<string> }> } | null };

export type ImportBatchFragment = { batchId: string, batchStatus: string | null, successCount: number | null, failCount: number | null, ratio: string | null, failedProducts: Array<{ sku: string | null, reason: string | null }> | null };

export type ImportStockMutationVariables = Exact<{
  input: ReceiveMerchantStockInput;
}>;


export type ImportStockMutation = { receiveMerchantStock: { batchId: string, bulkOperationId: string | null, batch: { batchId: string, batchStatus: string | null, successCount: number | null, failCount: number | null, ratio: string | null, failedProducts: Array<{ sku: string | null, reason: string | null }> | null } | null } | null };

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


export type ProductListQuery = { products: { total: number, products: Array<{ sku: string, family: string | null, name: string | null, stockHistory: { histories: Array<{ previousLiveQuantity: number | null, distributedQuantity: number | null, createdAt: string | null }> } | null, talkingProduct: { sku: string, name: string | null, brand: string | null, price: number | null, stock: number | null, image: string | null, description: string | null } | null }> } | null };

export type CatalogueSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueSettingsQuery = { productSettings: { families: Array<{ code: string, label: Array<{ locale: string, value: string }> | null }> } | null };

export type WalletPageQueryVariables = Exact<{
  walletId: string;
  currency: string;
  accountNumber: string;
  pageSize?: number | null | undefined;
}>;


export type WalletPageQuery = { walletAccount: { accountNumber: string, title: string | null, currency: string | null, balance: number | null, transactions: { total: number, transactions: Array<{ transactionId: string, type: string | null, amount: number | null, description: string | null, createdAt: string | null, isCanceled: boolean | null }> } | null } | null };

export type WalletBalancesQueryVariables = Exact<{
  accountNumbers: Array<string> | string;
}>;


export type WalletBalancesQuery = { walletAccountsByNumber: Array<{ accountNumber: string, currency: string | null, balance: number | null } | null> };

export type UserWalletAccountsQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  query?: string | null | undefined;
}>;


export type UserWalletAccountsQuery = { walletAccounts: { total: number, result: Array<{ accountNumber: string, title: string | null, currency: string | null, balance: number | null, userId: string | null }> } | null };

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
    query CalculateCart($cart: CartInput!, $couponId: String, $user: CartUserInput) {
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
    query ImportBatchStatus($batchId: String!) {
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
    query ProductList($pageFrom: Int = 0, $pageSize: Int = 12, $searchText: String, $channel: String!) {
  products(
    pageFrom: $pageFrom
    pageSize: $pageSize
    searchText: $searchText
    filters: {dataType: "PRODUCT"}
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
    query WalletPage($walletId: String!, $currency: String!, $accountNumber: String!, $pageSize: Int = 10) {
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
    query WalletBalances($accountNumbers: [String!]!) {
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
    query UserWalletAccounts($pageSize: Int = 20, $query: String) {
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