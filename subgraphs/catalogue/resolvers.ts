import { checkArguments, send } from '../shared/call';
import { DEFAULT_FIRST, offsetAfter, offsetConnection } from '../shared/connection';
import { rootResolvers } from '../shared/root-resolvers';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { productByCodeLoader, productLoader, settingsLoader } from './loaders';
import { attributeValue, productName, productPrice, writtenVersion } from './models';
import { connectionRules, operations } from './operations';

/**
 * Every row's root field; a write that changes products or the settings makes what this request read
 * of them stale (the loaders its row forgets).
 */
const root = rootResolvers(operations, { loaders: { product: productLoader, productByCode: productByCodeLoader, settings: settingsLoader } });

export const resolvers: Resolvers = {
  Query: {
    ...root.Query,
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
  Mutation: root.Mutation,
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
