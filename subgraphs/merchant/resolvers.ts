import { GraphQLError } from 'graphql';
import { GraphQLDateTime, GraphQLJSON } from 'graphql-scalars';
import { missingFromAnswer } from '../shared/tolerant';
import { pathSegment, validate } from '../shared/validation';
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
    batchId: ({ batchId }, _args, _context, info) => {
      if (batchId === null) throw missingFromAnswer('batchId', info);
      return batchId;
    },
    // The batch is read back only when asked for, and only by an id that stays one path segment:
    // the id comes from the service's answer, so it is checked like an argument.
    batch: ({ batchId }, _args, { loaders }) => {
      if (batchId === null) return null;
      if (!pathSegment().safeParse(batchId).success) {
        throw new GraphQLError('the batchId the service answered is not a single URL path segment, so the batch cannot be read', {
          extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
        });
      }
      return loaders.batches.load(batchId);
    },
  },
  MerchantImportBatch: {
    ratio: ({ ratio }) => (ratio === undefined || ratio === null ? null : String(ratio)),
  },
  MerchantHistoryRecord: {
    product: ({ sku }) => (sku ? { sku } : null),
  },
  Product: {
    __resolveReference: ({ sku }) => ({ sku }),
    stockHistory: ({ sku }, { channel, ...query }, { dataSource }) => {
      validate(inputs.stockHistory(dataSource.channels), { sku, channel, ...query });
      return dataSource.getProductHistory({ sku, channel }, query);
    },
  },
};
