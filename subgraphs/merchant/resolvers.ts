import { GraphQLDateTime, GraphQLJSON } from 'graphql-scalars';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import type { MerchantProductRef } from './datasource';
import { inputs } from './inputs';

export const resolvers: Resolvers = {
  DateTime: GraphQLDateTime,
  JSON: GraphQLJSON,
  Query: {
    merchantImportBatch: (_, args, { loaders }) => {
      validate(inputs.merchantImportBatch, args);
      return loaders.batches.load(args.batchId);
    },
    merchantProductHistory: (_, { productId, sku, channel, ...query }, { dataSource }) => {
      validate(inputs.merchantProductHistory(dataSource.channels), { productId, sku, channel, ...query });
      const product: MerchantProductRef = productId ? { productId } : { sku: sku ?? '', channel: channel ?? '' };
      return dataSource.getProductHistory(product, query);
    },
  },
  Mutation: {
    receiveMerchantStock: (_, { input }, { dataSource }) => {
      validate(inputs.receiveMerchantStock(dataSource.channels), input, 'input');
      return dataSource.receiveStock(input);
    },
    receiveMerchantPrice: (_, { input }, { dataSource }) => {
      validate(inputs.receiveMerchantPrice(dataSource.channels), input, 'input');
      return dataSource.receivePrice(input);
    },
  },
  MerchantBatchReceipt: {
    batch: ({ batchId }, _args, { loaders }) => loaders.batches.load(batchId),
  },
  MerchantImportBatch: {
    ratio: ({ ratio }) => (ratio === undefined ? null : String(ratio)),
  },
  MerchantHistoryRecord: {
    product: ({ sku }) => (sku ? { sku } : null),
  },
  Product: {
    __resolveReference: ({ sku }) => ({ sku }),
    stockHistory: ({ sku }, { channel, ...query }, { dataSource }) => {
      validate(inputs.stockHistory(dataSource.channels), { channel, ...query });
      return dataSource.getProductHistory({ sku, channel }, query);
    },
  },
};
