import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types per subgraph: each area's resolvers are typed against its own SDL. */
const AREAS: Record<string, { mappers?: Record<string, string> }> = {
  catalogue: {
    mappers: {
      Product: '../models#ProductModel',
      UpsertProductPayload: '../models#UpsertProductPayloadModel',
    },
  },
  wallets: {
    mappers: {
      WalletAccount: '../models#WalletAccountModel',
      User: '../models#UserModel',
    },
  },
};

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
          contextType: `../context#${area[0]!.toUpperCase()}${area.slice(1)}Context`,
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
