import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductModel, UpsertProductPayloadModel, CategoryModel, BulkUpsertModel } from '../models';
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

/** The request fields of the Attach Category Image operation (inferred: the document names it only by title). */
export type AttachCategoryImageInput = {
  /** The category. */
  categoryCode: Scalars['Code']['input'];
  /** The image's http(s) URL. */
  url: Scalars['String']['input'];
};

/** What an attach operation did: the image as the answer shows it. */
export type AttachImagePayload = {
  __typename?: 'AttachImagePayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The image; null when the answer carries none. */
  image?: Maybe<CatalogueImage>;
  /** The new image's id; null when the answer carries none. */
  imageId?: Maybe<Scalars['String']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of the Attach Product Attribute Image operation (inferred: the document names it only by title). */
export type AttachProductAttributeImageInput = {
  /** An image attribute of the product's family, such as image. */
  attribute: Scalars['Code']['input'];
  /** The product's code. */
  code: Scalars['Code']['input'];
  /** Locale, for a localizable attribute. */
  locale?: InputMaybe<Scalars['Identifier']['input']>;
  /** Scope, for a scopable attribute. */
  scope?: InputMaybe<Scalars['Identifier']['input']>;
  /** The image's http(s) URL: it becomes the attribute's value. */
  url: Scalars['String']['input'];
};

/** What an attribute option operation did: the attribute, and its options as the answer shows them. */
export type AttributeOptionsPayload = {
  __typename?: 'AttributeOptionsPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The attribute's code, as sent. */
  attribute: Scalars['String']['output'];
  /** The attribute's options now; null when the answer carries none. */
  attributeOptions?: Maybe<CatalogueAttributeOptionList>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of the Bulk Product Upsert operation (inferred: the document names it only by title). */
export type BulkUpsertProductsInput = {
  /** The products, 1 to 100, each as upsertProduct takes it. */
  products: Array<UpsertProductInput>;
};

/** What bulkUpsertProducts did: its batch, whose outcome productImportBatch reads. */
export type BulkUpsertProductsPayload = {
  __typename?: 'BulkUpsertProductsPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The batch, read back by its id; an error at this path when the read-back fails. */
  batch?: Maybe<ProductImportBatch>;
  /** The batch's id; null when the answer carries none. */
  batchId?: Maybe<Scalars['String']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** How many products the batch holds. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** Who may cache an answer: any cache (PUBLIC) or only the caller's own (PRIVATE). */
export type CacheControlScope =
  /** Only the caller's own cache. */
  | 'PRIVATE'
  /** Any cache, shared ones included. */
  | 'PUBLIC';

/** The catalogue's own settings: locales, channels, data types and statuses (inferred: Get Catalog Settings is named only by title). */
export type CatalogSettings = {
  __typename?: 'CatalogSettings';
  /** Channels (scopes) values may be given for. */
  channels: Array<Scalars['String']['output']>;
  /** Data types products may have. */
  dataTypes: Array<Scalars['String']['output']>;
  /** The locale labels fall back to. */
  defaultLocale?: Maybe<Scalars['String']['output']>;
  /** Locales values may be given in. */
  locales: Array<Scalars['String']['output']>;
  /** Statuses products may have. */
  statuses: Array<Scalars['String']['output']>;
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

/** An attribute definition to add or update (2.2's fields). */
export type CatalogueAttributeInput = {
  /** Locales a locale-specific attribute may have values in. */
  availableLocales?: InputMaybe<Array<Scalars['Identifier']['input']>>;
  /** Attribute code. */
  code: Scalars['Code']['input'];
  /** Attribute group code. */
  group: Scalars['Code']['input'];
  /** Whether values are only allowed in availableLocales. */
  isLocaleSpecific?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether no two products may share a value. */
  isUnique?: InputMaybe<Scalars['Boolean']['input']>;
  /** Labels per locale. */
  label?: InputMaybe<Array<CatalogueLabelInput>>;
  /** Whether each value has a locale. */
  localizable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Longest value allowed. */
  maxCharacters?: InputMaybe<Scalars['Int']['input']>;
  /** Whether each value has a scope (channel). */
  scopable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its type; an existing attribute keeps its type. */
  type: CatalogueAttributeType;
  /** Pattern values must match when validationRule is regexp. */
  validationRegexp?: InputMaybe<Scalars['ShortText']['input']>;
  /** Validation rule; none when omitted. */
  validationRule?: InputMaybe<CatalogueValidationRule>;
};

/** One option of a select attribute. */
export type CatalogueAttributeOption = {
  __typename?: 'CatalogueAttributeOption';
  /** Option code (the value products carry). */
  code: Scalars['String']['output'];
  /** Labels per locale. */
  label?: Maybe<Array<CatalogueLabel>>;
};

/** An option of a select attribute to add or relabel. */
export type CatalogueAttributeOptionInput = {
  /** Option code. */
  code: Scalars['Code']['input'];
  /** Labels per locale. */
  label?: InputMaybe<Array<CatalogueLabelInput>>;
};

/** The options of one select attribute. */
export type CatalogueAttributeOptionList = {
  __typename?: 'CatalogueAttributeOptionList';
  /** Attribute code. */
  code: Scalars['String']['output'];
  /** Its options. */
  options: Array<CatalogueAttributeOption>;
};

/** Attribute types. */
export type CatalogueAttributeType =
  /** true or false. */
  | 'boolean'
  /** A date, YYYY-MM-DD. */
  | 'date'
  /** An image URL. */
  | 'image'
  /** Several options. */
  | 'multiselect'
  /** A number. */
  | 'number'
  /** A price such as 19.99 EURO. */
  | 'price'
  /** One option. */
  | 'simpleselect'
  /** Short text. */
  | 'text'
  /** Long text. */
  | 'textarea';

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

/** An image attached to a category or to a product's image attribute (inferred: Get Image is named only by title). */
export type CatalogueImage = {
  __typename?: 'CatalogueImage';
  /** The image attribute, for product images. */
  attribute?: Maybe<Scalars['String']['output']>;
  /** When it was attached. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The image's id. */
  imageId: Scalars['String']['output'];
  /** The category's code, or the product's. */
  owner?: Maybe<Scalars['String']['output']>;
  /** CATEGORY or PRODUCT_ATTRIBUTE. */
  ownerType?: Maybe<Scalars['String']['output']>;
  /** Its URL. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A label in one locale (entries the service sent without a locale or a text are left out). */
export type CatalogueLabel = {
  __typename?: 'CatalogueLabel';
  /** Locale, such as en_US. */
  locale: Scalars['String']['output'];
  /** The label. */
  value: Scalars['String']['output'];
};

/** A label in one locale. */
export type CatalogueLabelInput = {
  /** Locale, such as en_US. */
  locale: Scalars['Identifier']['input'];
  /** The label. */
  value: Scalars['ShortText']['input'];
};

/** Validation rules of attribute values. */
export type CatalogueValidationRule =
  /** Values must be e-mail addresses. */
  | 'email'
  /** Values must match validationRegexp. */
  | 'regexp'
  /** Values must be http(s) URLs. */
  | 'url';

/** A category of the catalogue (inferred: Upsert Category is named only by title). */
export type Category = {
  __typename?: 'Category';
  /** Category code, as products list it in categories. */
  code: Scalars['String']['output'];
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The image attached to it, read by catalogueImage. */
  image?: Maybe<CatalogueImage>;
  /** Id of the image attached to it (catalogueImage reads it). */
  imageId?: Maybe<Scalars['String']['output']>;
  /** Labels per locale. */
  label?: Maybe<Array<CatalogueLabel>>;
  /** Code of the parent category. */
  parent?: Maybe<Scalars['String']['output']>;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The request fields of the dataset Create operation (inferred: the document names it only by title). */
export type CreateDatasetInput = {
  /** The dataset's code, not taken yet. */
  code: Scalars['Code']['input'];
  /** What it holds. */
  description?: InputMaybe<Scalars['Text']['input']>;
  /** Its name. */
  name: Scalars['ShortText']['input'];
  /** The source its values come from: one of datasetSources. */
  source: Scalars['Identifier']['input'];
};

/** A named key/value table (inferred: the dataset operations are named only by title). */
export type Dataset = {
  __typename?: 'Dataset';
  /** The dataset's code. */
  code: Scalars['String']['output'];
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it holds. */
  description?: Maybe<Scalars['String']['output']>;
  /** Its name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The source its values come from. */
  source?: Maybe<Scalars['String']['output']>;
  /** When it or one of its values last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** How many values it holds. */
  valueCount?: Maybe<Scalars['Int']['output']>;
};

/** What createDataset or updateDataset did: the code as acknowledged, and the dataset as the answer shows it. */
export type DatasetPayload = {
  __typename?: 'DatasetPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The dataset's code, as sent. */
  code: Scalars['String']['output'];
  /** The dataset now; null when the answer carries none. */
  dataset?: Maybe<Dataset>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** A source a dataset's values can come from (inferred: List Sources is named only by title). */
export type DatasetSource = {
  __typename?: 'DatasetSource';
  /** The source's code, given when a dataset is created. */
  code: Scalars['String']['output'];
  /** What it is. */
  description?: Maybe<Scalars['String']['output']>;
  /** Its name. */
  name?: Maybe<Scalars['String']['output']>;
};

/** A value of a dataset. */
export type DatasetValue = {
  __typename?: 'DatasetValue';
  /** When the key was first written. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The dataset's code. */
  datasetCode: Scalars['String']['output'];
  /** The value's key. */
  key: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The value, any JSON. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A page of a dataset's values, in key order. */
export type DatasetValuePage = {
  __typename?: 'DatasetValuePage';
  /** How many values the dataset holds. */
  total?: Maybe<Scalars['Int']['output']>;
  /** The values of this page. */
  values: Array<DatasetValue>;
};

/** What upsertDatasetValue did: the key as acknowledged, and the value as the answer shows it. */
export type DatasetValuePayload = {
  __typename?: 'DatasetValuePayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The dataset's code, as sent. */
  datasetCode: Scalars['String']['output'];
  /** The value's key, as sent. */
  key: Scalars['String']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** The value now; null when the answer carries none. */
  value?: Maybe<DatasetValue>;
};

/** The request fields of the Delete Attribute operation (inferred: the document names it only by title). */
export type DeleteAttributeInput = {
  /** Code of an attribute no family lists and no product has a value of. */
  code: Scalars['Code']['input'];
};

/** The request fields of the Delete Attribute Option operation (inferred: the document names it only by title). */
export type DeleteAttributeOptionInput = {
  /** A select attribute. */
  attribute: Scalars['Code']['input'];
  /** Code of an option no product has as a value. */
  code: Scalars['Code']['input'];
};

/** What deleteAttributeOption deleted. */
export type DeleteAttributeOptionPayload = {
  __typename?: 'DeleteAttributeOptionPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The attribute's code, as sent. */
  attribute: Scalars['String']['output'];
  /** The option's code, as sent. */
  code: Scalars['String']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** What deleteAttribute deleted. */
export type DeleteAttributePayload = {
  __typename?: 'DeleteAttributePayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The attribute's code, as sent. */
  code: Scalars['String']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of the dataset Delete operation (inferred: the document names it only by title). */
export type DeleteDatasetInput = {
  /** The dataset's code. */
  code: Scalars['Code']['input'];
};

/** What deleteDataset deleted: the dataset and its values. */
export type DeleteDatasetPayload = {
  __typename?: 'DeleteDatasetPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The dataset's code, as sent. */
  code: Scalars['String']['output'];
  /** How many values went with it. */
  removedValues?: Maybe<Scalars['Int']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of the dataset Value Delete operation (inferred: the document names it only by title). */
export type DeleteDatasetValueInput = {
  /** The dataset's code. */
  datasetCode: Scalars['Code']['input'];
  /** The value's key. */
  key: Scalars['Identifier']['input'];
};

/** What deleteDatasetValue deleted. */
export type DeleteDatasetValuePayload = {
  __typename?: 'DeleteDatasetValuePayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The dataset's code, as sent. */
  datasetCode: Scalars['String']['output'];
  /** The key, as sent. */
  key: Scalars['String']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of the Delete Product operation (inferred: the document names it only by title). */
export type DeleteProductInput = {
  /** The product's code. */
  code: Scalars['Code']['input'];
};

/** What deleteProduct deleted. */
export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The product's code, as sent. */
  code: Scalars['String']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** Its sku, as the answer gives it. */
  sku?: Maybe<Scalars['String']['output']>;
};

/** An amount of money. */
export type Money = {
  __typename?: 'Money';
  /** The amount, as the source gives it. */
  amount: Scalars['Float']['output'];
  /** The currency as the source names it, such as EURO (the service's vocabulary); null when the source does not say. */
  currency?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Attach Category Image (inferred payload: the document names the operation only by title): gives a category an image. */
  attachCategoryImage?: Maybe<AttachImagePayload>;
  /** Attach Product Attribute Image (inferred payload: the document names the operation only by title): an image URL becomes a product's image attribute value. */
  attachProductAttributeImage?: Maybe<AttachImagePayload>;
  /** Bulk Product Upsert (inferred payload: the document names the operation only by title): upserts many products, each on its own; productImportBatch reads the outcome. */
  bulkUpsertProducts?: Maybe<BulkUpsertProductsPayload>;
  /** Create (inferred payload: the document names the dataset operation only by title): a new, empty dataset. */
  createDataset?: Maybe<DatasetPayload>;
  /** Delete Attribute (inferred payload: the document names the operation only by title): removes an attribute no family or product uses. */
  deleteAttribute?: Maybe<DeleteAttributePayload>;
  /** Delete Attribute Option (inferred payload: the document names the operation only by title): removes an option no product has as a value. */
  deleteAttributeOption?: Maybe<DeleteAttributeOptionPayload>;
  /** Delete (inferred payload: the document names the dataset operation only by title): a dataset and all its values. */
  deleteDataset?: Maybe<DeleteDatasetPayload>;
  /** Value Delete (inferred payload: the document names the dataset operation only by title): removes a key and its value. */
  deleteDatasetValue?: Maybe<DeleteDatasetValuePayload>;
  /** Delete Product (inferred payload: the document names the operation only by title): removes a product; it leaves every listing and Product reference. */
  deleteProduct?: Maybe<DeleteProductPayload>;
  /** Update (inferred payload: the document names the dataset operation only by title): a dataset's name and description. */
  updateDataset?: Maybe<DatasetPayload>;
  /** Upsert Attribute Option (inferred payload: the document names the operation only by title): adds or relabels one option of a select attribute. */
  upsertAttributeOption?: Maybe<AttributeOptionsPayload>;
  /** Upsert Attribute Options (inferred payload: the document names the operation only by title): adds or relabels options of a select attribute. */
  upsertAttributeOptions?: Maybe<AttributeOptionsPayload>;
  /** Upsert Attributes (inferred payload: the document names the operation only by title): adds or updates attribute definitions; productSettings shows them. */
  upsertAttributes?: Maybe<UpsertAttributesPayload>;
  /** Upsert Category (inferred payload: the document names the operation only by title): creates a category or updates its labels and parent. */
  upsertCategory?: Maybe<UpsertCategoryPayload>;
  /** Value Upsert (inferred payload: the document names the dataset operation only by title): writes a key's value. */
  upsertDatasetValue?: Maybe<DatasetValuePayload>;
  /** PIMAPI/upsertProduct: updates the product with this code, or creates it; every value is checked against the settings. */
  upsertProduct?: Maybe<UpsertProductPayload>;
};


export type MutationAttachCategoryImageArgs = {
  input: AttachCategoryImageInput;
};


export type MutationAttachProductAttributeImageArgs = {
  input: AttachProductAttributeImageInput;
};


export type MutationBulkUpsertProductsArgs = {
  input: BulkUpsertProductsInput;
};


export type MutationCreateDatasetArgs = {
  input: CreateDatasetInput;
};


export type MutationDeleteAttributeArgs = {
  input: DeleteAttributeInput;
};


export type MutationDeleteAttributeOptionArgs = {
  input: DeleteAttributeOptionInput;
};


export type MutationDeleteDatasetArgs = {
  input: DeleteDatasetInput;
};


export type MutationDeleteDatasetValueArgs = {
  input: DeleteDatasetValueInput;
};


export type MutationDeleteProductArgs = {
  input: DeleteProductInput;
};


export type MutationUpdateDatasetArgs = {
  input: UpdateDatasetInput;
};


export type MutationUpsertAttributeOptionArgs = {
  input: UpsertAttributeOptionInput;
};


export type MutationUpsertAttributeOptionsArgs = {
  input: UpsertAttributeOptionsInput;
};


export type MutationUpsertAttributesArgs = {
  input: UpsertAttributesInput;
};


export type MutationUpsertCategoryArgs = {
  input: UpsertCategoryInput;
};


export type MutationUpsertDatasetValueArgs = {
  input: UpsertDatasetValueInput;
};


export type MutationUpsertProductArgs = {
  input: UpsertProductInput;
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

/** A catalogue product, product model or variant, identified by its sku. */
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
  /** The name to show: the value of the family's label attribute (attributeAsLabel) in the locale, else the talking-products record's name; null when neither has one. */
  name?: Maybe<Scalars['String']['output']>;
  /** A variant's product model code. */
  parent?: Maybe<Scalars['String']['output']>;
  /** The price to show: the first price-type attribute's value (such as 19.99 EURO) for the scope, else the talking-products record's price (whose currency is unknown); null when neither has one. */
  price?: Maybe<Money>;
  /** The sku, unique across the catalogue. */
  sku: Scalars['String']['output'];
  /** The last upsert body the service stored, when asked for with products(source: true). */
  source?: Maybe<Scalars['JSONObject']['output']>;
  /** Status, such as DRAFT or ACTIVE. */
  status?: Maybe<Scalars['String']['output']>;
  /** The product's record in the talking products module (resolved there): its name and price are the fallbacks of name and price. */
  talkingProduct?: Maybe<TalkingProduct>;
  /** Token of the product's current version; it changes on every change. */
  updateToken?: Maybe<Scalars['String']['output']>;
  /** When the product last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The family variant code a product model follows or a variant belongs to. */
  variant?: Maybe<Scalars['String']['output']>;
};


/** A catalogue product, product model or variant, identified by its sku. */
export type ProductAttributeValueArgs = {
  code: Scalars['Code']['input'];
  locale?: InputMaybe<Scalars['Identifier']['input']>;
  scope?: InputMaybe<Scalars['Identifier']['input']>;
};


/** A catalogue product, product model or variant, identified by its sku. */
export type ProductNameArgs = {
  locale?: InputMaybe<Scalars['Identifier']['input']>;
};


/** A catalogue product, product model or variant, identified by its sku. */
export type ProductPriceArgs = {
  scope?: InputMaybe<Scalars['Identifier']['input']>;
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
  code: Scalars['Code']['input'];
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
  locale?: InputMaybe<Scalars['Identifier']['input']>;
  /** Scope (channel); required for scopable attributes, forbidden otherwise. */
  scope?: InputMaybe<Scalars['Identifier']['input']>;
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
  axe: Scalars['Code']['input'];
  /** The value, such as RED. */
  value: Scalars['Code']['input'];
};

/** Products of PIMAPI/getProducts, as a Relay connection. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The items of this page, each with its cursor. */
  edges: Array<ProductEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many products match the filters (the service's total); null when it does not say. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a ProductConnection. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque cursor of this item: pass it as after to continue after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Product;
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
  family?: InputMaybe<Scalars['Code']['input']>;
  /** Match the group filter on each product's own groups only. */
  forceGroupFilter?: InputMaybe<Scalars['Boolean']['input']>;
  /** Group code; variants also match through their product model's groups unless forceGroupFilter is set. */
  group?: InputMaybe<Scalars['Code']['input']>;
  /** Product ids; an empty list matches nothing (answered without a call). */
  idList?: InputMaybe<Array<Scalars['Code']['input']>>;
  /** Product model code: its variants. */
  parent?: InputMaybe<Scalars['Code']['input']>;
  /** Sku, exact. */
  sku?: InputMaybe<Scalars['Code']['input']>;
  /** Last-change time range. */
  updatedAt?: InputMaybe<ProductTimeRange>;
  /** Family variant code. */
  variant?: InputMaybe<Scalars['Code']['input']>;
};

/** A bulk product upsert's outcome (inferred: Check Batch Status of PIM is named only by title). */
export type ProductImportBatch = {
  __typename?: 'ProductImportBatch';
  /** The batch's id. */
  batchId: Scalars['String']['output'];
  /** COMPLETED (some applied) or FAILED (none). */
  batchStatus?: Maybe<Scalars['String']['output']>;
  /** Products refused. */
  failCount?: Maybe<Scalars['Int']['output']>;
  /** One result per product, in order (empty when the answer lists none). */
  results: Array<ProductImportResult>;
  /** Products applied. */
  successCount?: Maybe<Scalars['Int']['output']>;
};

/** What became of one product of a bulk upsert. */
export type ProductImportResult = {
  __typename?: 'ProductImportResult';
  /** Its code. */
  code?: Maybe<Scalars['String']['output']>;
  /** Why it failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** Position of the product in the batch, from 0. */
  index?: Maybe<Scalars['Int']['output']>;
  /** success or failed. */
  status?: Maybe<Scalars['String']['output']>;
};

/** A page of products from PIMAPI/getProducts, typed in the emulator's shape (emulator/README.md): the document shows no response shape, so raw is the body as received. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** Offset of this page; null when the body does not say. */
  pageFrom?: Maybe<Scalars['Int']['output']>;
  /** Requested page size; null when the body does not say. */
  pageSize?: Maybe<Scalars['Int']['output']>;
  /** The products of this page the body carries (empty when none); records without a sku are left out, raw keeps them. */
  products: Array<Product>;
  /** The service's untouched response body. */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** How many products this page holds: the body's size, else how many products it carries. */
  size: Scalars['Int']['output'];
  /** How many products match the filters; null when the body does not say. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** The catalogue settings from PIMAPI/getProductSettings (2.2): a list the body lacks is empty; elements without a code are left out. */
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

export type Query = {
  __typename?: 'Query';
  /** Get Catalog Settings (inferred payload: the document names the operation only by title): the catalogue's locales, channels, data types and statuses; a GET, cacheable for 5 minutes by the caller. */
  catalogSettings?: Maybe<CatalogSettings>;
  /** Get Image (inferred payload: the document names the operation only by title): an image attached to a category or a product attribute. */
  catalogueImage?: Maybe<CatalogueImage>;
  /** List Sources (inferred payload: the document names the dataset operation only by title): where dataset values can come from. */
  datasetSources?: Maybe<Array<DatasetSource>>;
  /** List Values (inferred payload: the document names the dataset operation only by title): a dataset's values in key order. */
  datasetValues?: Maybe<DatasetValuePage>;
  /** Check Batch Status (inferred payload: the document names the PIM operation only by title): the outcome of a bulk product upsert; a GET keyed by the batch id. */
  productImportBatch?: Maybe<ProductImportBatch>;
  /** PIMAPI/getProductSettings: attributes, options, families, groups; cacheable for 5 minutes by the caller. */
  productSettings?: Maybe<ProductSettings>;
  /** PIMAPI/getProducts: a filtered, sorted page of products, product models and variants; typed in the emulator's shape, raw as received. */
  products?: Maybe<ProductPage>;
  /** PIMAPI/getProducts as a Relay connection: the same filters, sorts and search, paged with first and after (the cursor holds an offset, sent as pageFrom). */
  productsConnection?: Maybe<ProductConnection>;
};


export type QueryCatalogueImageArgs = {
  imageId: Scalars['Identifier']['input'];
};


export type QueryDatasetValuesArgs = {
  datasetCode: Scalars['Code']['input'];
  pageFrom?: InputMaybe<Scalars['PageOffset']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductImportBatchArgs = {
  batchId: Scalars['PathSegment']['input'];
};


export type QueryProductsArgs = {
  filters?: InputMaybe<ProductFilters>;
  pageFrom?: InputMaybe<Scalars['PageOffset']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  searchText?: InputMaybe<Scalars['ShortText']['input']>;
  sorts?: InputMaybe<ProductSorts>;
  source?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryProductsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<ProductFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  searchText?: InputMaybe<Scalars['ShortText']['input']>;
  sorts?: InputMaybe<ProductSorts>;
};

/** Sort direction. */
export type SortOrder =
  /** Ascending. */
  | 'asc'
  /** Descending. */
  | 'desc';

/** The part of a talking-products record the catalogue reads (the talking-products area owns the type). */
export type TalkingProduct = {
  __typename?: 'TalkingProduct';
  /** Name in the talking products module. */
  name?: Maybe<Scalars['String']['output']>;
  /** Price in the talking products module, without a currency. */
  price?: Maybe<Scalars['Float']['output']>;
};

/** The request fields of the dataset Update operation (inferred: the document names it only by title); the source stays. */
export type UpdateDatasetInput = {
  /** The dataset's code. */
  code: Scalars['Code']['input'];
  /** A new description. */
  description?: InputMaybe<Scalars['Text']['input']>;
  /** A new name. */
  name?: InputMaybe<Scalars['ShortText']['input']>;
};

/** The request fields of the Upsert Attribute Option operation (inferred: the document names it only by title). */
export type UpsertAttributeOptionInput = {
  /** A select attribute. */
  attribute: Scalars['Code']['input'];
  /** The option. */
  option: CatalogueAttributeOptionInput;
};

/** The request fields of the Upsert Attribute Options operation (inferred: the document names it only by title). */
export type UpsertAttributeOptionsInput = {
  /** A select attribute. */
  attribute: Scalars['Code']['input'];
  /** The options, 1 or more. */
  options: Array<CatalogueAttributeOptionInput>;
};

/** The request fields of the Upsert Attributes operation (inferred: the document names it only by title). */
export type UpsertAttributesInput = {
  /** The attributes, 1 or more. */
  attributes: Array<CatalogueAttributeInput>;
};

/** What upsertAttributes did: the codes sent, and the attributes as the answer shows them. */
export type UpsertAttributesPayload = {
  __typename?: 'UpsertAttributesPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The attributes now (empty when the answer lists none). */
  attributes: Array<CatalogueAttribute>;
  /** Codes of the attributes, as sent. */
  codes: Array<Scalars['String']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of the Upsert Category operation (inferred: the document names it only by title). */
export type UpsertCategoryInput = {
  /** Category code: an existing category is updated, otherwise one is created. */
  code: Scalars['Code']['input'];
  /** Labels per locale; kept when omitted. */
  label?: InputMaybe<Array<CatalogueLabelInput>>;
  /** Code of an existing parent category. */
  parent?: InputMaybe<Scalars['Code']['input']>;
};

/** What upsertCategory did: the code as sent, and the category as the answer shows it. */
export type UpsertCategoryPayload = {
  __typename?: 'UpsertCategoryPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The category now; null when the answer carries none. */
  category?: Maybe<Category>;
  /** Category code, as sent. */
  code: Scalars['String']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of the dataset Value Upsert operation (inferred: the document names it only by title). */
export type UpsertDatasetValueInput = {
  /** The dataset's code. */
  datasetCode: Scalars['Code']['input'];
  /** The value's key; an existing key's value is replaced. */
  key: Scalars['Identifier']['input'];
  /** The value, any JSON of at most 16384 bytes. */
  value: Scalars['JSON']['input'];
};

/** The data of an upserted product. */
export type UpsertProductDataInput = {
  /** Attribute values; given values replace those of the same attribute, scope and locale. */
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  /** Category codes. */
  categories?: InputMaybe<Array<Scalars['Code']['input']>>;
  /** Product code: an existing product with this code is updated, otherwise one is created. */
  code: Scalars['Code']['input'];
  /** Family code. */
  family?: InputMaybe<Scalars['Code']['input']>;
  /** Group codes. */
  groups?: InputMaybe<Array<Scalars['Code']['input']>>;
  /** A variant's product model code (not in the document: sent only when given). */
  parent?: InputMaybe<Scalars['Code']['input']>;
  /** Sku; defaults to the code on create. */
  sku?: InputMaybe<Scalars['Code']['input']>;
  /** Status, such as DRAFT or ACTIVE. */
  status?: InputMaybe<Scalars['Identifier']['input']>;
  /** A product model's family variant code (not in the document: sent only when given). */
  variant?: InputMaybe<Scalars['Code']['input']>;
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

/** What upsertProduct did: the service's acknowledgement, and the written product read back when asked for. */
export type UpsertProductPayload = {
  __typename?: 'UpsertProductPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The code of the upserted product, as sent. */
  code: Scalars['String']['output'];
  /** The stored version's timestamps and token, as acknowledged (each null when the answer lacks it). */
  meta: ProductUpsertMeta;
  /** The product with this code, read back through getProducts (filters.idList); null unless exactly one product has the code, or when another write has changed it since (its updateToken differs). */
  product?: Maybe<Product>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
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
        | GraphQLRecursivePick<FederationTypes['Product'], {"talkingProduct":{"name":true}}>
        | GraphQLRecursivePick<FederationTypes['Product'], {"talkingProduct":{"price":true}}>
        | GraphQLRecursivePick<FederationTypes['Product'], {"talkingProduct":{"price":true}}> ) );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Amount: ResolverTypeWrapper<Scalars['Amount']['output']>;
  AttachCategoryImageInput: AttachCategoryImageInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AttachImagePayload: ResolverTypeWrapper<AttachImagePayload>;
  AttachProductAttributeImageInput: AttachProductAttributeImageInput;
  AttributeOptionsPayload: ResolverTypeWrapper<AttributeOptionsPayload>;
  BulkUpsertProductsInput: BulkUpsertProductsInput;
  BulkUpsertProductsPayload: ResolverTypeWrapper<BulkUpsertModel>;
  CacheControlScope: CacheControlScope;
  CatalogSettings: ResolverTypeWrapper<CatalogSettings>;
  CatalogueAttribute: ResolverTypeWrapper<CatalogueAttribute>;
  CatalogueAttributeGroup: ResolverTypeWrapper<CatalogueAttributeGroup>;
  CatalogueAttributeInput: CatalogueAttributeInput;
  CatalogueAttributeOption: ResolverTypeWrapper<CatalogueAttributeOption>;
  CatalogueAttributeOptionInput: CatalogueAttributeOptionInput;
  CatalogueAttributeOptionList: ResolverTypeWrapper<CatalogueAttributeOptionList>;
  CatalogueAttributeType: CatalogueAttributeType;
  CatalogueFamily: ResolverTypeWrapper<CatalogueFamily>;
  CatalogueFamilyAttribute: ResolverTypeWrapper<CatalogueFamilyAttribute>;
  CatalogueFamilyVariant: ResolverTypeWrapper<CatalogueFamilyVariant>;
  CatalogueGroup: ResolverTypeWrapper<CatalogueGroup>;
  CatalogueGroupType: ResolverTypeWrapper<CatalogueGroupType>;
  CatalogueImage: ResolverTypeWrapper<CatalogueImage>;
  CatalogueLabel: ResolverTypeWrapper<CatalogueLabel>;
  CatalogueLabelInput: CatalogueLabelInput;
  CatalogueValidationRule: CatalogueValidationRule;
  Category: ResolverTypeWrapper<CategoryModel>;
  Code: ResolverTypeWrapper<Scalars['Code']['output']>;
  CreateDatasetInput: CreateDatasetInput;
  Currency: ResolverTypeWrapper<Scalars['Currency']['output']>;
  Dataset: ResolverTypeWrapper<Dataset>;
  DatasetPayload: ResolverTypeWrapper<DatasetPayload>;
  DatasetSource: ResolverTypeWrapper<DatasetSource>;
  DatasetValue: ResolverTypeWrapper<DatasetValue>;
  DatasetValuePage: ResolverTypeWrapper<DatasetValuePage>;
  DatasetValuePayload: ResolverTypeWrapper<DatasetValuePayload>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAttributeInput: DeleteAttributeInput;
  DeleteAttributeOptionInput: DeleteAttributeOptionInput;
  DeleteAttributeOptionPayload: ResolverTypeWrapper<DeleteAttributeOptionPayload>;
  DeleteAttributePayload: ResolverTypeWrapper<DeleteAttributePayload>;
  DeleteDatasetInput: DeleteDatasetInput;
  DeleteDatasetPayload: ResolverTypeWrapper<DeleteDatasetPayload>;
  DeleteDatasetValueInput: DeleteDatasetValueInput;
  DeleteDatasetValuePayload: ResolverTypeWrapper<DeleteDatasetValuePayload>;
  DeleteProductInput: DeleteProductInput;
  DeleteProductPayload: ResolverTypeWrapper<DeleteProductPayload>;
  Identifier: ResolverTypeWrapper<Scalars['Identifier']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  Money: ResolverTypeWrapper<Money>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageOffset: ResolverTypeWrapper<Scalars['PageOffset']['output']>;
  PathSegment: ResolverTypeWrapper<Scalars['PathSegment']['output']>;
  PositiveAmount: ResolverTypeWrapper<Scalars['PositiveAmount']['output']>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductAttribute: ResolverTypeWrapper<ProductAttribute>;
  ProductAttributeInput: ProductAttributeInput;
  ProductAttributeValue: ResolverTypeWrapper<ProductAttributeValue>;
  ProductAttributeValueInput: ProductAttributeValueInput;
  ProductAxisValue: ResolverTypeWrapper<ProductAxisValue>;
  ProductAxisValueInput: ProductAxisValueInput;
  ProductConnection: ResolverTypeWrapper<Omit<ProductConnection, 'edges'> & { edges: Array<ResolversTypes['ProductEdge']> }>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductFilters: ProductFilters;
  ProductImportBatch: ResolverTypeWrapper<ProductImportBatch>;
  ProductImportResult: ResolverTypeWrapper<ProductImportResult>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  ProductSettings: ResolverTypeWrapper<ProductSettings>;
  ProductSorts: ProductSorts;
  ProductTimeRange: ProductTimeRange;
  ProductUpsertMeta: ResolverTypeWrapper<ProductUpsertMeta>;
  Quantity: ResolverTypeWrapper<Scalars['Quantity']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ShortText: ResolverTypeWrapper<Scalars['ShortText']['output']>;
  SortOrder: SortOrder;
  TalkingProduct: ResolverTypeWrapper<TalkingProduct>;
  Text: ResolverTypeWrapper<Scalars['Text']['output']>;
  UpdateDatasetInput: UpdateDatasetInput;
  UpsertAttributeOptionInput: UpsertAttributeOptionInput;
  UpsertAttributeOptionsInput: UpsertAttributeOptionsInput;
  UpsertAttributesInput: UpsertAttributesInput;
  UpsertAttributesPayload: ResolverTypeWrapper<UpsertAttributesPayload>;
  UpsertCategoryInput: UpsertCategoryInput;
  UpsertCategoryPayload: ResolverTypeWrapper<Omit<UpsertCategoryPayload, 'category'> & { category?: Maybe<ResolversTypes['Category']> }>;
  UpsertDatasetValueInput: UpsertDatasetValueInput;
  UpsertProductDataInput: UpsertProductDataInput;
  UpsertProductInput: UpsertProductInput;
  UpsertProductPayload: ResolverTypeWrapper<UpsertProductPayloadModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Amount: Scalars['Amount']['output'];
  AttachCategoryImageInput: AttachCategoryImageInput;
  String: Scalars['String']['output'];
  AttachImagePayload: AttachImagePayload;
  AttachProductAttributeImageInput: AttachProductAttributeImageInput;
  AttributeOptionsPayload: AttributeOptionsPayload;
  BulkUpsertProductsInput: BulkUpsertProductsInput;
  BulkUpsertProductsPayload: BulkUpsertModel;
  CatalogSettings: CatalogSettings;
  CatalogueAttribute: CatalogueAttribute;
  CatalogueAttributeGroup: CatalogueAttributeGroup;
  CatalogueAttributeInput: CatalogueAttributeInput;
  CatalogueAttributeOption: CatalogueAttributeOption;
  CatalogueAttributeOptionInput: CatalogueAttributeOptionInput;
  CatalogueAttributeOptionList: CatalogueAttributeOptionList;
  CatalogueFamily: CatalogueFamily;
  CatalogueFamilyAttribute: CatalogueFamilyAttribute;
  CatalogueFamilyVariant: CatalogueFamilyVariant;
  CatalogueGroup: CatalogueGroup;
  CatalogueGroupType: CatalogueGroupType;
  CatalogueImage: CatalogueImage;
  CatalogueLabel: CatalogueLabel;
  CatalogueLabelInput: CatalogueLabelInput;
  Category: CategoryModel;
  Code: Scalars['Code']['output'];
  CreateDatasetInput: CreateDatasetInput;
  Currency: Scalars['Currency']['output'];
  Dataset: Dataset;
  DatasetPayload: DatasetPayload;
  DatasetSource: DatasetSource;
  DatasetValue: DatasetValue;
  DatasetValuePage: DatasetValuePage;
  DatasetValuePayload: DatasetValuePayload;
  DateTime: Scalars['DateTime']['output'];
  DeleteAttributeInput: DeleteAttributeInput;
  DeleteAttributeOptionInput: DeleteAttributeOptionInput;
  DeleteAttributeOptionPayload: DeleteAttributeOptionPayload;
  DeleteAttributePayload: DeleteAttributePayload;
  DeleteDatasetInput: DeleteDatasetInput;
  DeleteDatasetPayload: DeleteDatasetPayload;
  DeleteDatasetValueInput: DeleteDatasetValueInput;
  DeleteDatasetValuePayload: DeleteDatasetValuePayload;
  DeleteProductInput: DeleteProductInput;
  DeleteProductPayload: DeleteProductPayload;
  Identifier: Scalars['Identifier']['output'];
  JSON: Scalars['JSON']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  Money: Money;
  Float: Scalars['Float']['output'];
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PageOffset: Scalars['PageOffset']['output'];
  PathSegment: Scalars['PathSegment']['output'];
  PositiveAmount: Scalars['PositiveAmount']['output'];
  Product: ProductModel;
  ProductAttribute: ProductAttribute;
  ProductAttributeInput: ProductAttributeInput;
  ProductAttributeValue: ProductAttributeValue;
  ProductAttributeValueInput: ProductAttributeValueInput;
  ProductAxisValue: ProductAxisValue;
  ProductAxisValueInput: ProductAxisValueInput;
  ProductConnection: Omit<ProductConnection, 'edges'> & { edges: Array<ResolversParentTypes['ProductEdge']> };
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductFilters: ProductFilters;
  ProductImportBatch: ProductImportBatch;
  ProductImportResult: ProductImportResult;
  ProductPage: Omit<ProductPage, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  ProductSettings: ProductSettings;
  ProductSorts: ProductSorts;
  ProductTimeRange: ProductTimeRange;
  ProductUpsertMeta: ProductUpsertMeta;
  Quantity: Scalars['Quantity']['output'];
  Query: Record<PropertyKey, never>;
  ShortText: Scalars['ShortText']['output'];
  TalkingProduct: TalkingProduct;
  Text: Scalars['Text']['output'];
  UpdateDatasetInput: UpdateDatasetInput;
  UpsertAttributeOptionInput: UpsertAttributeOptionInput;
  UpsertAttributeOptionsInput: UpsertAttributeOptionsInput;
  UpsertAttributesInput: UpsertAttributesInput;
  UpsertAttributesPayload: UpsertAttributesPayload;
  UpsertCategoryInput: UpsertCategoryInput;
  UpsertCategoryPayload: Omit<UpsertCategoryPayload, 'category'> & { category?: Maybe<ResolversParentTypes['Category']> };
  UpsertDatasetValueInput: UpsertDatasetValueInput;
  UpsertProductDataInput: UpsertProductDataInput;
  UpsertProductInput: UpsertProductInput;
  UpsertProductPayload: UpsertProductPayloadModel;
  Boolean: Scalars['Boolean']['output'];
  Int: Scalars['Int']['output'];
}>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = RequestScope, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface AmountScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Amount'], any> {
  name: 'Amount';
}

export type AttachImagePayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['AttachImagePayload'] = ResolversParentTypes['AttachImagePayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['CatalogueImage']>, ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AttributeOptionsPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['AttributeOptionsPayload'] = ResolversParentTypes['AttributeOptionsPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attributeOptions?: Resolver<Maybe<ResolversTypes['CatalogueAttributeOptionList']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BulkUpsertProductsPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['BulkUpsertProductsPayload'] = ResolversParentTypes['BulkUpsertProductsPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  batch?: Resolver<Maybe<ResolversTypes['ProductImportBatch']>, ParentType, ContextType>;
  batchId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CatalogSettingsResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogSettings'] = ResolversParentTypes['CatalogSettings']> = ResolversObject<{
  channels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dataTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  defaultLocale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CatalogueAttributeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueAttribute'] = ResolversParentTypes['CatalogueAttribute']> = ResolversObject<{
  availableLocales?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isLocaleSpecific?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isUnique?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<Array<ResolversTypes['CatalogueLabel']>>, ParentType, ContextType>;
  localizable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  maxCharacters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scopable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationRegexp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationRule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CatalogueAttributeGroupResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueAttributeGroup'] = ResolversParentTypes['CatalogueAttributeGroup']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<Array<ResolversTypes['CatalogueLabel']>>, ParentType, ContextType>;
}>;

export type CatalogueAttributeOptionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueAttributeOption'] = ResolversParentTypes['CatalogueAttributeOption']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<Array<ResolversTypes['CatalogueLabel']>>, ParentType, ContextType>;
}>;

export type CatalogueAttributeOptionListResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueAttributeOptionList'] = ResolversParentTypes['CatalogueAttributeOptionList']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CatalogueAttributeOption']>, ParentType, ContextType>;
}>;

export type CatalogueFamilyResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueFamily'] = ResolversParentTypes['CatalogueFamily']> = ResolversObject<{
  attributeAsImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attributeAsLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attributes?: Resolver<Maybe<Array<ResolversTypes['CatalogueFamilyAttribute']>>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<Array<ResolversTypes['CatalogueLabel']>>, ParentType, ContextType>;
  variants?: Resolver<Maybe<Array<ResolversTypes['CatalogueFamilyVariant']>>, ParentType, ContextType>;
}>;

export type CatalogueFamilyAttributeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueFamilyAttribute'] = ResolversParentTypes['CatalogueFamilyAttribute']> = ResolversObject<{
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiredChannels?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
}>;

export type CatalogueFamilyVariantResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueFamilyVariant'] = ResolversParentTypes['CatalogueFamilyVariant']> = ResolversObject<{
  attributes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  axes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<Array<ResolversTypes['CatalogueLabel']>>, ParentType, ContextType>;
}>;

export type CatalogueGroupResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueGroup'] = ResolversParentTypes['CatalogueGroup']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<Array<ResolversTypes['CatalogueLabel']>>, ParentType, ContextType>;
  raw?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CatalogueGroupTypeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueGroupType'] = ResolversParentTypes['CatalogueGroupType']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isVariant?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<Array<ResolversTypes['CatalogueLabel']>>, ParentType, ContextType>;
  raw?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
}>;

export type CatalogueImageResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueImage'] = ResolversParentTypes['CatalogueImage']> = ResolversObject<{
  attribute?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  imageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CatalogueLabelResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CatalogueLabel'] = ResolversParentTypes['CatalogueLabel']> = ResolversObject<{
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['CatalogueImage']>, ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<Array<ResolversTypes['CatalogueLabel']>>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export interface CodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Code'], any> {
  name: 'Code';
}

export interface CurrencyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Currency'], any> {
  name: 'Currency';
}

export type DatasetResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Dataset'] = ResolversParentTypes['Dataset']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  valueCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type DatasetPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DatasetPayload'] = ResolversParentTypes['DatasetPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataset?: Resolver<Maybe<ResolversTypes['Dataset']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DatasetSourceResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DatasetSource'] = ResolversParentTypes['DatasetSource']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DatasetValueResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DatasetValue'] = ResolversParentTypes['DatasetValue']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  datasetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type DatasetValuePageResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DatasetValuePage'] = ResolversParentTypes['DatasetValuePage']> = ResolversObject<{
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['DatasetValue']>, ParentType, ContextType>;
}>;

export type DatasetValuePayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DatasetValuePayload'] = ResolversParentTypes['DatasetValuePayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  datasetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['DatasetValue']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAttributeOptionPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DeleteAttributeOptionPayload'] = ResolversParentTypes['DeleteAttributeOptionPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeleteAttributePayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DeleteAttributePayload'] = ResolversParentTypes['DeleteAttributePayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeleteDatasetPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DeleteDatasetPayload'] = ResolversParentTypes['DeleteDatasetPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removedValues?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeleteDatasetValuePayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DeleteDatasetValuePayload'] = ResolversParentTypes['DeleteDatasetValuePayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  datasetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeleteProductPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['DeleteProductPayload'] = ResolversParentTypes['DeleteProductPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type MoneyResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  attachCategoryImage?: Resolver<Maybe<ResolversTypes['AttachImagePayload']>, ParentType, ContextType, RequireFields<MutationAttachCategoryImageArgs, 'input'>>;
  attachProductAttributeImage?: Resolver<Maybe<ResolversTypes['AttachImagePayload']>, ParentType, ContextType, RequireFields<MutationAttachProductAttributeImageArgs, 'input'>>;
  bulkUpsertProducts?: Resolver<Maybe<ResolversTypes['BulkUpsertProductsPayload']>, ParentType, ContextType, RequireFields<MutationBulkUpsertProductsArgs, 'input'>>;
  createDataset?: Resolver<Maybe<ResolversTypes['DatasetPayload']>, ParentType, ContextType, RequireFields<MutationCreateDatasetArgs, 'input'>>;
  deleteAttribute?: Resolver<Maybe<ResolversTypes['DeleteAttributePayload']>, ParentType, ContextType, RequireFields<MutationDeleteAttributeArgs, 'input'>>;
  deleteAttributeOption?: Resolver<Maybe<ResolversTypes['DeleteAttributeOptionPayload']>, ParentType, ContextType, RequireFields<MutationDeleteAttributeOptionArgs, 'input'>>;
  deleteDataset?: Resolver<Maybe<ResolversTypes['DeleteDatasetPayload']>, ParentType, ContextType, RequireFields<MutationDeleteDatasetArgs, 'input'>>;
  deleteDatasetValue?: Resolver<Maybe<ResolversTypes['DeleteDatasetValuePayload']>, ParentType, ContextType, RequireFields<MutationDeleteDatasetValueArgs, 'input'>>;
  deleteProduct?: Resolver<Maybe<ResolversTypes['DeleteProductPayload']>, ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'input'>>;
  updateDataset?: Resolver<Maybe<ResolversTypes['DatasetPayload']>, ParentType, ContextType, RequireFields<MutationUpdateDatasetArgs, 'input'>>;
  upsertAttributeOption?: Resolver<Maybe<ResolversTypes['AttributeOptionsPayload']>, ParentType, ContextType, RequireFields<MutationUpsertAttributeOptionArgs, 'input'>>;
  upsertAttributeOptions?: Resolver<Maybe<ResolversTypes['AttributeOptionsPayload']>, ParentType, ContextType, RequireFields<MutationUpsertAttributeOptionsArgs, 'input'>>;
  upsertAttributes?: Resolver<Maybe<ResolversTypes['UpsertAttributesPayload']>, ParentType, ContextType, RequireFields<MutationUpsertAttributesArgs, 'input'>>;
  upsertCategory?: Resolver<Maybe<ResolversTypes['UpsertCategoryPayload']>, ParentType, ContextType, RequireFields<MutationUpsertCategoryArgs, 'input'>>;
  upsertDatasetValue?: Resolver<Maybe<ResolversTypes['DatasetValuePayload']>, ParentType, ContextType, RequireFields<MutationUpsertDatasetValueArgs, 'input'>>;
  upsertProduct?: Resolver<Maybe<ResolversTypes['UpsertProductPayload']>, ParentType, ContextType, RequireFields<MutationUpsertProductArgs, 'input'>>;
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
  attributeValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ProductAttributeValueArgs, 'code'>>;
  attributes?: Resolver<Maybe<Array<ResolversTypes['ProductAttribute']>>, ParentType, ContextType>;
  axesValues?: Resolver<Maybe<Array<ResolversTypes['ProductAxisValue']>>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dataType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  family?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ProductNameArgs>>;
  parent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, Partial<ProductPriceArgs>>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updateToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductAttributeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ProductAttributeValue']>, ParentType, ContextType>;
}>;

export type ProductAttributeValueResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductAttributeValue'] = ResolversParentTypes['ProductAttributeValue']> = ResolversObject<{
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scope?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductAxisValueResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductAxisValue'] = ResolversParentTypes['ProductAxisValue']> = ResolversObject<{
  axe?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductConnectionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductEdgeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type ProductImportBatchResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductImportBatch'] = ResolversParentTypes['ProductImportBatch']> = ResolversObject<{
  batchId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  batchStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['ProductImportResult']>, ParentType, ContextType>;
  successCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductImportResultResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductImportResult'] = ResolversParentTypes['ProductImportResult']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  pageFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pageSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  raw?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductSettingsResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductSettings'] = ResolversParentTypes['ProductSettings']> = ResolversObject<{
  attributeGroups?: Resolver<Array<ResolversTypes['CatalogueAttributeGroup']>, ParentType, ContextType>;
  attributeOptions?: Resolver<Array<ResolversTypes['CatalogueAttributeOptionList']>, ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['CatalogueAttribute']>, ParentType, ContextType>;
  families?: Resolver<Array<ResolversTypes['CatalogueFamily']>, ParentType, ContextType>;
  groupTypes?: Resolver<Array<ResolversTypes['CatalogueGroupType']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['CatalogueGroup']>, ParentType, ContextType>;
}>;

export type ProductUpsertMetaResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['ProductUpsertMeta'] = ResolversParentTypes['ProductUpsertMeta']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updateToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export interface QuantityScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Quantity'], any> {
  name: 'Quantity';
}

export type QueryResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  catalogSettings?: Resolver<Maybe<ResolversTypes['CatalogSettings']>, ParentType, ContextType>;
  catalogueImage?: Resolver<Maybe<ResolversTypes['CatalogueImage']>, ParentType, ContextType, RequireFields<QueryCatalogueImageArgs, 'imageId'>>;
  datasetSources?: Resolver<Maybe<Array<ResolversTypes['DatasetSource']>>, ParentType, ContextType>;
  datasetValues?: Resolver<Maybe<ResolversTypes['DatasetValuePage']>, ParentType, ContextType, RequireFields<QueryDatasetValuesArgs, 'datasetCode' | 'pageFrom' | 'pageSize'>>;
  productImportBatch?: Resolver<Maybe<ResolversTypes['ProductImportBatch']>, ParentType, ContextType, RequireFields<QueryProductImportBatchArgs, 'batchId'>>;
  productSettings?: Resolver<Maybe<ResolversTypes['ProductSettings']>, ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['ProductPage']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'pageFrom' | 'pageSize'>>;
  productsConnection?: Resolver<Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<QueryProductsConnectionArgs, 'first'>>;
}>;

export interface ShortTextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ShortText'], any> {
  name: 'ShortText';
}

export interface TextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Text'], any> {
  name: 'Text';
}

export type UpsertAttributesPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['UpsertAttributesPayload'] = ResolversParentTypes['UpsertAttributesPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['CatalogueAttribute']>, ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UpsertCategoryPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['UpsertCategoryPayload'] = ResolversParentTypes['UpsertCategoryPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UpsertProductPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['UpsertProductPayload'] = ResolversParentTypes['UpsertProductPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['ProductUpsertMeta'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestScope> = ResolversObject<{
  Amount?: GraphQLScalarType;
  AttachImagePayload?: AttachImagePayloadResolvers<ContextType>;
  AttributeOptionsPayload?: AttributeOptionsPayloadResolvers<ContextType>;
  BulkUpsertProductsPayload?: BulkUpsertProductsPayloadResolvers<ContextType>;
  CatalogSettings?: CatalogSettingsResolvers<ContextType>;
  CatalogueAttribute?: CatalogueAttributeResolvers<ContextType>;
  CatalogueAttributeGroup?: CatalogueAttributeGroupResolvers<ContextType>;
  CatalogueAttributeOption?: CatalogueAttributeOptionResolvers<ContextType>;
  CatalogueAttributeOptionList?: CatalogueAttributeOptionListResolvers<ContextType>;
  CatalogueFamily?: CatalogueFamilyResolvers<ContextType>;
  CatalogueFamilyAttribute?: CatalogueFamilyAttributeResolvers<ContextType>;
  CatalogueFamilyVariant?: CatalogueFamilyVariantResolvers<ContextType>;
  CatalogueGroup?: CatalogueGroupResolvers<ContextType>;
  CatalogueGroupType?: CatalogueGroupTypeResolvers<ContextType>;
  CatalogueImage?: CatalogueImageResolvers<ContextType>;
  CatalogueLabel?: CatalogueLabelResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Code?: GraphQLScalarType;
  Currency?: GraphQLScalarType;
  Dataset?: DatasetResolvers<ContextType>;
  DatasetPayload?: DatasetPayloadResolvers<ContextType>;
  DatasetSource?: DatasetSourceResolvers<ContextType>;
  DatasetValue?: DatasetValueResolvers<ContextType>;
  DatasetValuePage?: DatasetValuePageResolvers<ContextType>;
  DatasetValuePayload?: DatasetValuePayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteAttributeOptionPayload?: DeleteAttributeOptionPayloadResolvers<ContextType>;
  DeleteAttributePayload?: DeleteAttributePayloadResolvers<ContextType>;
  DeleteDatasetPayload?: DeleteDatasetPayloadResolvers<ContextType>;
  DeleteDatasetValuePayload?: DeleteDatasetValuePayloadResolvers<ContextType>;
  DeleteProductPayload?: DeleteProductPayloadResolvers<ContextType>;
  Identifier?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageOffset?: GraphQLScalarType;
  PathSegment?: GraphQLScalarType;
  PositiveAmount?: GraphQLScalarType;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductAttributeValue?: ProductAttributeValueResolvers<ContextType>;
  ProductAxisValue?: ProductAxisValueResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductImportBatch?: ProductImportBatchResolvers<ContextType>;
  ProductImportResult?: ProductImportResultResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductSettings?: ProductSettingsResolvers<ContextType>;
  ProductUpsertMeta?: ProductUpsertMetaResolvers<ContextType>;
  Quantity?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  ShortText?: GraphQLScalarType;
  Text?: GraphQLScalarType;
  UpsertAttributesPayload?: UpsertAttributesPayloadResolvers<ContextType>;
  UpsertCategoryPayload?: UpsertCategoryPayloadResolvers<ContextType>;
  UpsertProductPayload?: UpsertProductPayloadResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = RequestScope> = ResolversObject<{
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;

/** Each root field's arguments as the SDL declares them, by root type and field name. */
export type RootFieldArgs = {
  Query: {
    catalogSettings: Record<PropertyKey, never>;
    catalogueImage: QueryCatalogueImageArgs;
    datasetSources: Record<PropertyKey, never>;
    datasetValues: QueryDatasetValuesArgs;
    productImportBatch: QueryProductImportBatchArgs;
    productSettings: Record<PropertyKey, never>;
    products: QueryProductsArgs;
    productsConnection: QueryProductsConnectionArgs;
  };
  Mutation: {
    attachCategoryImage: MutationAttachCategoryImageArgs;
    attachProductAttributeImage: MutationAttachProductAttributeImageArgs;
    bulkUpsertProducts: MutationBulkUpsertProductsArgs;
    createDataset: MutationCreateDatasetArgs;
    deleteAttribute: MutationDeleteAttributeArgs;
    deleteAttributeOption: MutationDeleteAttributeOptionArgs;
    deleteDataset: MutationDeleteDatasetArgs;
    deleteDatasetValue: MutationDeleteDatasetValueArgs;
    deleteProduct: MutationDeleteProductArgs;
    updateDataset: MutationUpdateDatasetArgs;
    upsertAttributeOption: MutationUpsertAttributeOptionArgs;
    upsertAttributeOptions: MutationUpsertAttributeOptionsArgs;
    upsertAttributes: MutationUpsertAttributesArgs;
    upsertCategory: MutationUpsertCategoryArgs;
    upsertDatasetValue: MutationUpsertDatasetValueArgs;
    upsertProduct: MutationUpsertProductArgs;
  };
};
