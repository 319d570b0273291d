import { GraphQLDateTime, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { DEFAULT_FIRST, offsetAfter, offsetConnection } from '../shared/connection';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { inputs, toServiceFilters } from './inputs';
import { attributeValue, productName, productPrice, writtenVersion } from './models';

export const resolvers: Resolvers = {
  DateTime: GraphQLDateTime,
  JSON: GraphQLJSON,
  JSONObject: GraphQLJSONObject,
  Query: {
    products: async (_, args, { dataSource, loaders }) => {
      validate(inputs.products, args);
      // An empty id list matches no product. It is answered here: the service's reading of [] is not documented.
      if (args.filters?.idList?.length === 0) {
        return { total: 0, pageFrom: args.pageFrom ?? 0, pageSize: args.pageSize ?? 20, size: 0, products: [], raw: null };
      }
      const page = await dataSource.getProducts({ ...args, filters: toServiceFilters(args.filters) });
      // Fields other areas add to these products are then resolved without another call.
      for (const product of page.products) loaders.products.prime(product.sku, product);
      return page;
    },
    productSettings: (_, _args, { dataSource }) => dataSource.getProductSettings(),
    productsConnection: async (_, { first, after, ...query }, { dataSource, loaders }) => {
      validate(inputs.productsConnection, { first, after, ...query });
      const offset = offsetAfter('productsConnection', after);
      const size = first ?? DEFAULT_FIRST;
      if (query.filters?.idList?.length === 0) return offsetConnection('productsConnection', { nodes: [], offset, first: size, total: 0 });
      const page = await dataSource.getProducts({ ...query, filters: toServiceFilters(query.filters), pageFrom: offset, pageSize: size });
      for (const product of page.products) loaders.products.prime(product.sku, product);
      return offsetConnection('productsConnection', { nodes: page.products, offset, first: size, total: page.total });
    },
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
    // The talking-products fields the gateway sends for name and price travel with the record.
    __resolveReference: async (reference, { loaders }) => {
      const product = await loaders.products.load(reference.sku);
      return product && 'talkingProduct' in reference ? { ...product, talkingProduct: reference.talkingProduct } : product;
    },
    name: async (product, args, { loaders }) => {
      validate(inputs.productName, args);
      return productName(product, await loaders.settings.load('settings'), args.locale);
    },
    price: async (product, args, { loaders }) => {
      validate(inputs.productPrice, args);
      return productPrice(product, await loaders.settings.load('settings'), args.scope);
    },
    attributeValue: (product, args) => {
      validate(inputs.attributeValue, args);
      return attributeValue(product, args.code, args.locale, args.scope);
    },
  },
};
