import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types per subgraph: each area's resolvers are typed against its own SDL. */
const AREAS: Record<string, { mappers?: Record<string, string> }> = {
  wallets: {
    mappers: {
      WalletAccount: '../models#WalletAccountModel',
      User: '../models#UserModel',
    },
  },
  merchant: {
    mappers: {
      Product: '../models#ProductModel',
      MerchantImportBatch: '../models#MerchantImportBatchModel',
      MerchantHistoryRecord: '../models#MerchantHistoryRecordModel',
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

/** `talking-products` → `TalkingProducts`: the area's context type name stem. */
const typeName = (area: string): string =>
  area
    .split('-')
    .map((part) => `${part[0]!.toUpperCase()}${part.slice(1)}`)
    .join('');

const scalars = {
  DateTime: { input: 'Date', output: 'Date | string' },
  JSON: { input: 'unknown', output: 'unknown' },
  JSONObject: { input: 'Record<string, unknown>', output: 'Record<string, unknown>' },
};

const config: CodegenConfig = {
  overwrite: true,
  generates: Object.fromEntries(
    Object.entries(AREAS).map(([area, options]) => [
      `subgraphs/${area}/__generated__/resolvers-types.ts`,
      {
        schema: `subgraphs/${area}/schema.graphql`,
        plugins: ['typescript', 'typescript-resolvers'],
        config: {
          federation: true,
          useIndexSignature: true,
          contextType: `../context#${typeName(area)}Context`,
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
};

export default config;
