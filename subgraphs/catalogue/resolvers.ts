import { GraphQLDateTime, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { call, checkArguments, resolveWith, send, type Sent } from '../shared/call';
import type { OperationRow } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { DEFAULT_FIRST, offsetAfter, offsetConnection } from '../shared/connection';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { productByCodeLoader, productLoader, settingsLoader } from './loaders';
import { attributeValue, productName, productPrice, writtenVersion } from './models';
import { connectionRules, operations } from './operations';

/** A write that changes products: whatever this request read of them before is stale afterwards. */
const changeProducts = <Args, Answer, Result>(row: OperationRow<Args, Answer, Result, 'Mutation'>) => {
  const resolve = resolveWith(row);
  return async (parent: unknown, args: Args, context: RequestScope): Promise<Sent<'Mutation', Result>> => {
    const result = await resolve(parent, args, context);
    productLoader(context).clearAll();
    productByCodeLoader(context).clearAll();
    return result;
  };
};

/** A write that changes the settings: the settings this request read before are stale afterwards. */
const changeSettings = <Args, Answer, Result>(row: OperationRow<Args, Answer, Result, 'Mutation'>) => {
  const resolve = resolveWith(row);
  return async (parent: unknown, args: Args, context: RequestScope): Promise<Sent<'Mutation', Result>> => {
    const result = await resolve(parent, args, context);
    settingsLoader(context).clearAll();
    return result;
  };
};

export const resolvers: Resolvers = {
  DateTime: GraphQLDateTime,
  JSON: GraphQLJSON,
  JSONObject: GraphQLJSONObject,
  Query: {
    datasetSources: resolveWith(operations.datasetSources),
    datasetValues: resolveWith(operations.datasetValues),
    products: async (_, args, context) => {
      checkArguments(context, operations.products, args);
      // An empty id list matches no product. It is answered here: the service's reading of [] is not documented.
      if (args.filters?.idList?.length === 0) {
        return { total: 0, pageFrom: args.pageFrom ?? 0, pageSize: args.pageSize ?? 20, size: 0, products: [], raw: null };
      }
      const page = await send(context, operations.products, args);
      // Fields other areas add to these products are then resolved without another call.
      for (const product of page.products) productLoader(context).prime(product.sku, product);
      return page;
    },
    productSettings: resolveWith(operations.productSettings),
    catalogSettings: resolveWith(operations.catalogSettings),
    catalogueImage: resolveWith(operations.catalogueImage),
    productImportBatch: resolveWith(operations.productImportBatch),
    productsConnection: async (_, { first, after, ...query }, context) => {
      validate(connectionRules, { first, after, ...query });
      const offset = offsetAfter('productsConnection', after);
      const size = first ?? DEFAULT_FIRST;
      if (query.filters?.idList?.length === 0) return offsetConnection('productsConnection', { nodes: [], offset, first: size, total: 0 });
      const page = await send(context, operations.products, { ...query, pageFrom: offset, pageSize: size });
      for (const product of page.products) productLoader(context).prime(product.sku, product);
      return offsetConnection('productsConnection', { nodes: page.products, offset, first: size, total: page.total });
    },
  },
  Mutation: {
    createDataset: resolveWith(operations.createDataset),
    updateDataset: resolveWith(operations.updateDataset),
    deleteDataset: resolveWith(operations.deleteDataset),
    upsertDatasetValue: resolveWith(operations.upsertDatasetValue),
    deleteDatasetValue: resolveWith(operations.deleteDatasetValue),
    upsertProduct: async (_, args, context) => {
      const result = await call(context, operations.upsertProduct, args);
      // Whatever this request read of the product before is stale now (its sku may have changed too).
      productLoader(context).clearAll();
      productByCodeLoader(context).clear(result.code);
      return result;
    },
    upsertCategory: resolveWith(operations.upsertCategory),
    bulkUpsertProducts: changeProducts(operations.bulkUpsertProducts),
    deleteProduct: changeProducts(operations.deleteProduct),
    attachProductAttributeImage: changeProducts(operations.attachProductAttributeImage),
    attachCategoryImage: resolveWith(operations.attachCategoryImage),
    upsertAttributes: changeSettings(operations.upsertAttributes),
    deleteAttribute: changeSettings(operations.deleteAttribute),
    upsertAttributeOptions: changeSettings(operations.upsertAttributeOptions),
    upsertAttributeOption: changeSettings(operations.upsertAttributeOption),
    deleteAttributeOption: changeSettings(operations.deleteAttributeOption),
  },
  Category: {
    imageId: ({ image }) => image,
    image: ({ image }, _args, context) => (image ? send(context, operations.catalogueImage, { imageId: image }) : null),
  },
  BulkUpsertProductsPayload: {
    batch: ({ batchId }, _args, context) => (batchId ? send(context, operations.productImportBatch, { batchId }) : null),
  },
  UpsertProductPayload: {
    product: async ({ code, meta }, _args, context) => writtenVersion(meta, await productByCodeLoader(context).load(code)),
  },
  Product: {
    // The talking-products fields the gateway sends for name and price travel with the record.
    __resolveReference: async (reference, context) => {
      const product = await productLoader(context).load(reference.sku);
      return product && 'talkingProduct' in reference ? { ...product, talkingProduct: reference.talkingProduct } : product;
    },
    name: async (product, args, context) => productName(product, await settingsLoader(context).load('settings'), args.locale),
    price: async (product, args, context) => productPrice(product, await settingsLoader(context).load('settings'), args.scope),
    attributeValue: (product, args) => attributeValue(product, args.code, args.locale, args.scope),
  },
};
