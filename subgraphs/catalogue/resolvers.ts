import { GraphQLDateTime, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { inputs, toServiceFilters } from './inputs';
import { attributeValue, writtenVersion } from './models';

export const resolvers: Resolvers = {
  DateTime: GraphQLDateTime,
  JSON: GraphQLJSON,
  JSONObject: GraphQLJSONObject,
  Query: {
    products: async (_, args, { dataSource, loaders }) => {
      validate(inputs.products, args);
      const page = await dataSource.getProducts({ ...args, filters: toServiceFilters(args.filters) });
      // Fields other areas add to these products are then resolved without another call.
      for (const product of page.products) loaders.products.prime(product.sku, product);
      return page;
    },
    productSettings: (_, _args, { dataSource }) => dataSource.getProductSettings(),
  },
  Mutation: {
    upsertProduct: async (_, { input }, { dataSource, loaders }) => {
      validate(inputs.upsertProduct, input, 'input');
      const { meta } = await dataSource.upsertProduct(input);
      // Whatever this request read of the product before is stale now (its sku may have changed too).
      loaders.products.clearAll();
      loaders.productsByCode.clear(input.data.code);
      return { code: input.data.code, meta };
    },
  },
  UpsertProductPayload: {
    product: async ({ code, meta }, _args, { loaders }) => writtenVersion(meta, await loaders.productsByCode.load(code)),
  },
  Product: {
    __resolveReference: (reference, { loaders }) => loaders.products.load(reference.sku),
    attributeValue: (product, args) => {
      validate(inputs.attributeValue, args);
      return attributeValue(product, args.code, args.locale, args.scope);
    },
  },
};
