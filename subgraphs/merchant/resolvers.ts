import { GraphQLError } from 'graphql';
import { GraphQLDateTime, GraphQLJSON } from 'graphql-scalars';
import { DEFAULT_FIRST, readTokenPages, tokenAfter, tokenConnection } from '../shared/connection';
import { missingFromAnswer } from '../shared/tolerant';
import { pathSegment, validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import type { MerchantDataSource, MerchantProductRef } from './datasource';
import { inputs } from './inputs';

/** A product's history as a connection: the cursor holds the service's nextToken and how far into its page. */
async function historyConnection(
  dataSource: MerchantDataSource,
  product: MerchantProductRef,
  type: string | null | undefined,
  first: number | null | undefined,
  after: string | null | undefined,
) {
  const start = tokenAfter('historyConnection', after);
  // No page size is sent: the document shows none for this operation, only type and nextToken.
  const read = await readTokenPages(start, first ?? DEFAULT_FIRST, async (token) => {
    const page = await dataSource.getProductHistory(product, { type, nextToken: token });
    return { records: page.histories, nextToken: page.nextToken };
  });
  return tokenConnection('historyConnection', { ...read, resumed: Boolean(after) });
}

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
    merchantProductHistoryConnection: (_, { productId, sku, channel, type, first, after }, { dataSource }) => {
      validate(inputs.merchantProductHistoryConnection(dataSource.channels), { productId, sku, channel, type, first, after });
      const product: MerchantProductRef = productId ? { productId } : { sku: sku ?? '', channel: channel ?? '' };
      return historyConnection(dataSource, product, type, first, after);
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
    __resolveReference: (reference) => ({
      sku: reference.sku,
      talkingProduct: 'talkingProduct' in reference ? reference.talkingProduct : null,
    }),
    stockHistoryConnection: ({ sku }, { channel, type, first, after }, { dataSource }) => {
      validate(inputs.stockHistoryConnection(dataSource.channels), { sku, channel, type, first, after });
      return historyConnection(dataSource, { sku, channel }, type, first, after);
    },
    availableStock: async ({ sku, talkingProduct }, { channel }, { dataSource, loaders }) => {
      validate(inputs.availableStock(dataSource.channels), { sku, channel });
      const merchant = await loaders.stock.load({ sku, channel });
      if (merchant !== null) return merchant;
      const fallback = talkingProduct?.stock;
      return typeof fallback === 'number' && Number.isFinite(fallback) ? Math.max(0, Math.floor(fallback)) : null;
    },
    stockHistory: ({ sku }, { channel, ...query }, { dataSource }) => {
      validate(inputs.stockHistory(dataSource.channels), { sku, channel, ...query });
      return dataSource.getProductHistory({ sku, channel }, query);
    },
  },
};
