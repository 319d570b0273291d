import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductModel, TalkingProductModel, TalkingProductListModel } from '../models';
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
  /** A free JSON object of key/value fields. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
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

/** The request fields of the Create Product operation (inferred: the document names it only by title). */
export type CreateTalkingProductInput = {
  /** The new record. */
  product: TalkingProductInput;
};

/** The request fields of the Delete Product operation (inferred: the document names it only by title). */
export type DeleteTalkingProductInput = {
  /** Sku of the record to delete. */
  sku: Scalars['Identifier']['input'];
};

/** What deleteTalkingProduct did. */
export type DeleteTalkingProductPayload = {
  __typename?: 'DeleteTalkingProductPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** Sku of the deleted record. */
  sku: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Create Product (inferred payload: the document names the operation only by title): adds a record. */
  createTalkingProduct?: Maybe<TalkingProductPayload>;
  /** Delete Product (inferred payload: the document names the operation only by title): removes a record. */
  deleteTalkingProduct?: Maybe<DeleteTalkingProductPayload>;
  /** TalkingProducts/updateProduct: changes an existing record (name, stock, price, image, custom fields). */
  updateTalkingProduct?: Maybe<TalkingProductPayload>;
};


export type MutationCreateTalkingProductArgs = {
  input: CreateTalkingProductInput;
};


export type MutationDeleteTalkingProductArgs = {
  input: DeleteTalkingProductInput;
};


export type MutationUpdateTalkingProductArgs = {
  input: UpdateTalkingProductInput;
};

/** A product of the catalogue, identified by its sku. */
export type Product = {
  __typename?: 'Product';
  /** The product's sku. */
  sku: Scalars['String']['output'];
  /** The product's record in the talking products module; null when it has none (one TalkingProducts/listProduct call per request). */
  talkingProduct?: Maybe<TalkingProduct>;
};

export type Query = {
  __typename?: 'Query';
  /** Get Product (inferred payload: the document names the operation only by title): one record by sku; null when the answer carries none. */
  talkingProduct?: Maybe<TalkingProduct>;
  /** TalkingProducts/listProduct: every record of the talking products module. */
  talkingProducts?: Maybe<TalkingProductList>;
};


export type QueryTalkingProductArgs = {
  sku: Scalars['Identifier']['input'];
};

/** A product record of the talking products module (2.8): each field is null when the service sends none or one of another type. */
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
  brand?: InputMaybe<Scalars['ShortText']['input']>;
  /** Categories. */
  categories?: InputMaybe<Array<Scalars['Identifier']['input']>>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Group ids. */
  groupIds?: InputMaybe<Array<Scalars['Identifier']['input']>>;
  /** Image URL (http or https). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Price: 0 or more, at most two decimals. */
  price?: InputMaybe<Scalars['Amount']['input']>;
  /** Sku of the product. */
  sku: Scalars['Identifier']['input'];
  /** Stock level: an integer, 0 or more. */
  stock?: InputMaybe<Scalars['Quantity']['input']>;
};

/** Every record of the talking products module (TalkingProducts/listProduct), typed in the emulator's shape (emulator/README.md: { products, total }): the document shows no response shape beyond {}, so raw is the body as received; a body that is not a JSON object is UPSTREAM_BAD_RESPONSE. */
export type TalkingProductList = {
  __typename?: 'TalkingProductList';
  /** The records, in the service's order (empty when the body holds none); records without a sku are left out, raw keeps them. */
  products: Array<TalkingProduct>;
  /** The service's untouched response body. */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** How many records there are: the body's total, else how many its list held. */
  total: Scalars['Int']['output'];
};

/** What a talking-products write did: the acknowledged sku, and the record when asked for. */
export type TalkingProductPayload = {
  __typename?: 'TalkingProductPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The record as it is now: the one Create answered with, else read back through TalkingProducts/listProduct; null when the service lists none with this sku. */
  product?: Maybe<TalkingProduct>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** Sku of the written record, as sent (the service acknowledged the write). */
  sku: Scalars['String']['output'];
};

/** The request fields of TalkingProducts/updateProduct. */
export type UpdateTalkingProductInput = {
  /** The product's changes; sku names an existing record. */
  product: TalkingProductInput;
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
    & GraphQLRecursivePick<FederationTypes['Product'], {"sku":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Amount: ResolverTypeWrapper<Scalars['Amount']['output']>;
  Code: ResolverTypeWrapper<Scalars['Code']['output']>;
  CreateTalkingProductInput: CreateTalkingProductInput;
  Currency: ResolverTypeWrapper<Scalars['Currency']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteTalkingProductInput: DeleteTalkingProductInput;
  DeleteTalkingProductPayload: ResolverTypeWrapper<DeleteTalkingProductPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Identifier: ResolverTypeWrapper<Scalars['Identifier']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageOffset: ResolverTypeWrapper<Scalars['PageOffset']['output']>;
  PathSegment: ResolverTypeWrapper<Scalars['PathSegment']['output']>;
  PositiveAmount: ResolverTypeWrapper<Scalars['PositiveAmount']['output']>;
  Product: ResolverTypeWrapper<ProductModel>;
  Quantity: ResolverTypeWrapper<Scalars['Quantity']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ShortText: ResolverTypeWrapper<Scalars['ShortText']['output']>;
  TalkingProduct: ResolverTypeWrapper<TalkingProductModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  TalkingProductInput: TalkingProductInput;
  TalkingProductList: ResolverTypeWrapper<TalkingProductListModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  TalkingProductPayload: ResolverTypeWrapper<Omit<TalkingProductPayload, 'product'> & { product?: Maybe<ResolversTypes['TalkingProduct']> }>;
  Text: ResolverTypeWrapper<Scalars['Text']['output']>;
  UpdateTalkingProductInput: UpdateTalkingProductInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Amount: Scalars['Amount']['output'];
  Code: Scalars['Code']['output'];
  CreateTalkingProductInput: CreateTalkingProductInput;
  Currency: Scalars['Currency']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteTalkingProductInput: DeleteTalkingProductInput;
  DeleteTalkingProductPayload: DeleteTalkingProductPayload;
  Boolean: Scalars['Boolean']['output'];
  String: Scalars['String']['output'];
  Identifier: Scalars['Identifier']['output'];
  JSON: Scalars['JSON']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  Mutation: Record<PropertyKey, never>;
  PageOffset: Scalars['PageOffset']['output'];
  PathSegment: Scalars['PathSegment']['output'];
  PositiveAmount: Scalars['PositiveAmount']['output'];
  Product: ProductModel;
  Quantity: Scalars['Quantity']['output'];
  Query: Record<PropertyKey, never>;
  ShortText: Scalars['ShortText']['output'];
  TalkingProduct: TalkingProductModel;
  Float: Scalars['Float']['output'];
  TalkingProductInput: TalkingProductInput;
  TalkingProductList: TalkingProductListModel;
  Int: Scalars['Int']['output'];
  TalkingProductPayload: Omit<TalkingProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['TalkingProduct']> };
  Text: Scalars['Text']['output'];
  UpdateTalkingProductInput: UpdateTalkingProductInput;
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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteTalkingProductPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DeleteTalkingProductPayload'] = ResolversParentTypes['DeleteTalkingProductPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface IdentifierScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Identifier'], any> {
  name: 'Identifier';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type MutationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createTalkingProduct?: Resolver<Maybe<ResolversTypes['TalkingProductPayload']>, ParentType, ContextType, RequireFields<MutationCreateTalkingProductArgs, 'input'>>;
  deleteTalkingProduct?: Resolver<Maybe<ResolversTypes['DeleteTalkingProductPayload']>, ParentType, ContextType, RequireFields<MutationDeleteTalkingProductArgs, 'input'>>;
  updateTalkingProduct?: Resolver<Maybe<ResolversTypes['TalkingProductPayload']>, ParentType, ContextType, RequireFields<MutationUpdateTalkingProductArgs, 'input'>>;
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
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  talkingProduct?: Resolver<Maybe<ResolversTypes['TalkingProduct']>, ParentType, ContextType>;
}>;

export interface QuantityScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Quantity'], any> {
  name: 'Quantity';
}

export type QueryResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  talkingProduct?: Resolver<Maybe<ResolversTypes['TalkingProduct']>, ParentType, ContextType, RequireFields<QueryTalkingProductArgs, 'sku'>>;
  talkingProducts?: Resolver<Maybe<ResolversTypes['TalkingProductList']>, ParentType, ContextType>;
}>;

export interface ShortTextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ShortText'], any> {
  name: 'ShortText';
}

export type TalkingProductResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['TalkingProduct'] = ResolversParentTypes['TalkingProduct']> = ResolversObject<{
  additionalData?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupIds?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  raw?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type TalkingProductListResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['TalkingProductList'] = ResolversParentTypes['TalkingProductList']> = ResolversObject<{
  products?: Resolver<Array<ResolversTypes['TalkingProduct']>, ParentType, ContextType>;
  raw?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TalkingProductPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['TalkingProductPayload'] = ResolversParentTypes['TalkingProductPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['TalkingProduct']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface TextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Text'], any> {
  name: 'Text';
}

export type Resolvers<ContextType = RequestScope> = ResolversObject<{
  Amount?: GraphQLScalarType;
  Code?: GraphQLScalarType;
  Currency?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteTalkingProductPayload?: DeleteTalkingProductPayloadResolvers<ContextType>;
  Identifier?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageOffset?: GraphQLScalarType;
  PathSegment?: GraphQLScalarType;
  PositiveAmount?: GraphQLScalarType;
  Product?: ProductResolvers<ContextType>;
  Quantity?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  ShortText?: GraphQLScalarType;
  TalkingProduct?: TalkingProductResolvers<ContextType>;
  TalkingProductList?: TalkingProductListResolvers<ContextType>;
  TalkingProductPayload?: TalkingProductPayloadResolvers<ContextType>;
  Text?: GraphQLScalarType;
}>;


/** Each root field's arguments as the SDL declares them, by root type and field name. */
export type RootFieldArgs = {
  Query: {
    talkingProduct: QueryTalkingProductArgs;
    talkingProducts: Record<PropertyKey, never>;
  };
  Mutation: {
    createTalkingProduct: MutationCreateTalkingProductArgs;
    deleteTalkingProduct: MutationDeleteTalkingProductArgs;
    updateTalkingProduct: MutationUpdateTalkingProductArgs;
  };
};
