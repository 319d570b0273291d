import { GraphQLError } from 'graphql';
import { GraphQLDateTime, GraphQLJSON } from 'graphql-scalars';
import { call, checkArguments, resolveWith } from '../shared/call';
import { missingFromAnswer } from '../shared/tolerant';
import { pathSegment } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { batchLoader } from './loaders';
import { operations } from './operations';

export const resolvers: Resolvers = {
  DateTime: GraphQLDateTime,
  JSON: GraphQLJSON,
  Query: {
    merchantImportBatch: (_, args, context) => {
      checkArguments(context, operations.merchantImportBatch, args);
      return batchLoader(context).load(args.batchId);
    },
    merchantProductHistory: resolveWith(operations.merchantProductHistory),
  },
  Mutation: {
    receiveMerchantStock: resolveWith(operations.receiveMerchantStock),
    receiveMerchantPrice: resolveWith(operations.receiveMerchantPrice),
  },
  MerchantBatchReceipt: {
    batchId: ({ batchId }, _args, _context, info) => {
      if (batchId === null) throw missingFromAnswer('batchId', info);
      return batchId;
    },
    // The batch is read back only when asked for, and only by an id that stays one path segment:
    // the id comes from the service's answer, so it is checked like an argument.
    batch: ({ batchId }, _args, context) => {
      if (batchId === null) return null;
      if (!pathSegment().safeParse(batchId).success) {
        throw new GraphQLError('the batchId the service answered is not a single URL path segment, so the batch cannot be read', {
          extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
        });
      }
      return batchLoader(context).load(batchId);
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
    // The product's own history in one channel: the root field's row, addressed by sku.
    stockHistory: ({ sku }, args, context) => call(context, operations.merchantProductHistory, { sku, ...args }),
  },
};
