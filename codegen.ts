import type { CodegenConfig } from '@graphql-codegen/cli';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { typePoliciesPlugin } from './codegen/type-policies-plugin';
import { areaSdl } from './subgraphs/shared/area-sdl';

/** Resolver types per subgraph: each area's resolvers are typed against its own SDL. */
const AREAS: Record<string, { mappers?: Record<string, string> }> = {
  catalogue: {
    mappers: {
      Product: '../models#ProductModel',
      UpsertProductPayload: '../models#UpsertProductPayloadModel',
      Category: '../models#CategoryModel',
      BulkUpsertProductsPayload: '../models#BulkUpsertModel',
    },
  },
  loyalty: {
    mappers: {
      User: '../models#UserModel',
      WalletAccount: '../models#WalletAccountRefModel',
      LoyaltyEvent: '../models#LoyaltyEventModel',
      LoyaltyEventPage: '../models#LoyaltyEventPageModel',
      LoyaltyRuleAction: '../models#LoyaltyRuleActionModel',
      LoyaltyMeasurement: '../models#LoyaltyMeasurementModel',
      LoyaltyEventData: '../models#LoyaltyEventDataModel',
      CancelLoyaltyTransactionPayload: '../models#CancelLoyaltyTransactionModel',
      LoyaltySegment: '../models#LoyaltySegmentModel',
      LoyaltyTransaction: '../models#LoyaltyTransactionModel',
    },
  },
  wallets: {
    mappers: {
      WalletAccount: '../models#WalletAccountModel',
      WalletTransaction: '../models#WalletTransactionModel',
      WalletTransactionResult: '../models#WalletTransactionResultModel',
      CreateWalletAccountPayload: '../models#AccountWriteModel',
      AddWalletAccountPayload: '../models#AccountWriteModel',
      LoadWalletPayload: '../models#AccountWriteModel',
      BulkLoadWalletPayload: '../models#BulkLoadWalletModel',
      Wallet: '../models#WalletModel',
      CreateWalletPayload: '../models#CreateWalletModel',
      FixWalletPayload: '../models#FixWalletModel',
      User: '../models#UserModel',
    },
  },
  promotions: { mappers: { CartItem: '../models#CartItemModel', Product: '../models#ProductModel' } },
  merchant: {
    mappers: {
      Product: '../models#ProductModel',
      MerchantBatchReceipt: '../models#MerchantBatchReceiptModel',
      MerchantImportBatch: '../models#MerchantImportBatchModel',
      MerchantHistoryRecord: '../models#MerchantHistoryRecordModel',
      StockReservation: '../models#StockReservationModel',
      MerchantExport: '../models#MerchantExportModel',
      GlobalProduct: '../models#GlobalProductModel',
    },
  },
  'talking-products': {
    mappers: {
      Product: '../models#ProductModel',
      TalkingProduct: '../models#TalkingProductModel',
      TalkingProductList: '../models#TalkingProductListModel',
    },
  },
};

/** The shared scalars (subgraphs/shared/scalars.graphql): strings and numbers on both sides. */
const sharedScalars = {
  Identifier: 'string',
  Code: 'string',
  Currency: 'string',
  PathSegment: 'string',
  ShortText: 'string',
  Text: 'string',
  Amount: 'number',
  PositiveAmount: 'number',
  Quantity: 'number',
  PageOffset: 'number',
};

const scalars = {
  DateTime: { input: 'Date', output: 'Date | string' },
  JSON: { input: 'unknown', output: 'unknown' },
  JSONObject: { input: 'Record<string, unknown>', output: 'Record<string, unknown>' },
  ...sharedScalars,
};

/** What a frontend sees of the scalars. */
const clientScalars = {
  DateTime: 'string',
  JSON: 'unknown',
  JSONObject: 'Record<string, unknown>',
  ...sharedScalars,
};

/** The curated operations a storefront, a checkout and a merchant tool need. */
const documents = 'schema/operations/*.graphql';

/** The type-policies plugin lives in this repository, written in TypeScript: loaded here, not by path. */
const LOCAL_TYPE_POLICIES = 'type-policies';

/**
 * Appended to each area's resolver types: every root field's arguments as the SDL declares them, by
 * root type and field name (`RootFieldArgs['Mutation']['loadWallet']` is `MutationLoadWalletArgs`), so
 * that an operation row is typed by its field's name alone (subgraphs/shared/operations.ts). The
 * resolver signatures wrap the same types in `RequireFields` (a defaulted argument always present),
 * which code calling a row, leaving defaults out, cannot be held to.
 */
const ROOT_FIELD_ARGS = 'root-field-args';
const rootFieldArgsPlugin = {
  plugin: (schema: GraphQLSchema): string => {
    const fields = (root: GraphQLObjectType | null | undefined) =>
      Object.values(root?.getFields() ?? {}).map((field) => {
        const args = root && field.args.length > 0 ? `${root.name}${field.name.charAt(0).toUpperCase()}${field.name.slice(1)}Args` : 'Record<PropertyKey, never>';
        return `    ${field.name}: ${args};`;
      });
    return [
      '/** Each root field\'s arguments as the SDL declares them, by root type and field name. */',
      'export type RootFieldArgs = {',
      '  Query: {',
      ...fields(schema.getQueryType()),
      '  };',
      '  Mutation: {',
      ...fields(schema.getMutationType()),
      '  };',
      '};',
      '',
    ].join('\n');
  },
};

/** The plugins written in this repository, by the name `plugins` lists them under. */
const LOCAL_PLUGINS: Record<string, Awaited<ReturnType<NonNullable<CodegenConfig['pluginLoader']>>>> = { [LOCAL_TYPE_POLICIES]: typePoliciesPlugin, [ROOT_FIELD_ARGS]: rootFieldArgsPlugin };

const config: CodegenConfig = {
  overwrite: true,
  pluginLoader: async (name: string) => LOCAL_PLUGINS[name] ?? import(name),
  generates: {
    // Typed documents and the persisted-documents manifest (SHA-256 hash → document) for trusted documents.
    'client/__generated__/': {
      schema: 'schema/api.graphql',
      documents,
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: { scalars: clientScalars, enumsAsTypes: true, useTypeImports: true },
    },
    // Interface and union members for InMemoryCache's possibleTypes (fragments on abstract types).
    'client/__generated__/possible-types.ts': {
      schema: 'schema/api.graphql',
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    // Typed type-policy shapes, so the generated policies below are checked against the schema.
    'client/__generated__/apollo-helpers.ts': {
      schema: 'schema/api.graphql',
      plugins: ['typescript-apollo-client-helpers'],
      config: { useTypeImports: true },
    },
    // typePolicies: entities by their federation @key, every other object a value, connections paged.
    'client/__generated__/type-policies.ts': {
      schema: 'schema/api.graphql',
      plugins: [LOCAL_TYPE_POLICIES],
      config: { supergraph: 'schema/supergraph.graphql' },
    },
    ...Object.fromEntries(
    Object.entries(AREAS).map(([area, options]) => [
      `subgraphs/${area}/__generated__/resolvers-types.ts`,
      {
        schema: areaSdl(area),
        plugins: ['typescript', 'typescript-resolvers', ROOT_FIELD_ARGS],
        config: {
          federation: true,
          useIndexSignature: true,
          contextType: '../../shared/subgraph#RequestScope',
          mappers: options.mappers ?? {},
          scalars,
          enumsAsTypes: true,
          useTypeImports: true,
          maybeValue: 'T | null',
          inputMaybeValue: 'T | null | undefined',
        },
      },
    ]),
    ),
  },
};

export default config;
