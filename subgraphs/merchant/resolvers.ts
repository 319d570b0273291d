import { GraphQLError } from 'graphql';
import { call, checkArguments, send } from '../shared/call';
import { DEFAULT_FIRST, readTokenPages, tokenAfter, tokenConnection } from '../shared/connection';
import { rulesOf } from '../shared/operations';
import { rootResolvers } from '../shared/root-resolvers';
import type { RequestScope } from '../shared/subgraph';
import { missingFromAnswer } from '../shared/tolerant';
import { pathSegment, validate } from '../shared/validation';
import type {
  MerchantHistoryType,
  MutationCancelStockReservationArgs,
  MutationReserveStockArgs,
  Resolvers,
} from './__generated__/resolvers-types';
import { batchLoader, stockLoader } from './loaders';
import { operations, productRules } from './operations';
import { assertOwnsReservation, claimUnits, recordReservation, releaseReservation, returnUnits } from './ownership';

/** A batch id the service answered, checked as an argument would be. */
const BATCH_ID = pathSegment();

/** A merchant product: by its id (every channel) or by sku in one sales channel. */
type ProductAddress = { productId?: string | null; sku?: string | null; channel?: string | null };

/** A product's history as a connection: the cursor holds the service's nextToken and how far into its page. */
async function historyConnection(
  context: RequestScope,
  product: ProductAddress,
  type: MerchantHistoryType | null | undefined,
  first: number | null | undefined,
  after: string | null | undefined,
) {
  const start = tokenAfter('historyConnection', after);
  // No page size is sent: the document shows none for this operation, only type and nextToken.
  const read = await readTokenPages(start, first ?? DEFAULT_FIRST, async (token) => {
    const page = await send(context, operations.merchantProductHistory, { ...product, type, nextToken: token });
    return { records: page.histories, nextToken: page.nextToken };
  });
  return tokenConnection('historyConnection', { ...read, resumed: Boolean(after) });
}

/**
 * Every row's root field; a reservation or removal makes the stock this request read stale (the
 * stock loader its row forgets), and Cancel and Commit Stock are only for who made the reservation.
 */
const root = rootResolvers(operations, { checks: { ownsReservation: assertOwnsReservation }, loaders: { stock: stockLoader } });

/**
 * Reserve Stock on the caller's behalf: the units are taken from the caller's cap before the call
 * (given back if the service refuses), and the reservation is recorded as theirs once it is made.
 */
const reserveStock = async (_parent: unknown, args: MutationReserveStockArgs, context: RequestScope) => {
  checkArguments(context, operations.reserveStock, args);
  const claim = await claimUnits(context, args.input.quantity);
  const result = await send(context, operations.reserveStock, args).catch(async (error: unknown) => {
    await returnUnits(context, claim, error);
    throw error;
  });
  stockLoader(context).clearAll();
  await recordReservation(context, claim, result.reservationId);
  return result;
};

/**
 * Cancel or Commit Stock, as its row's root resolver makes it (only by who made the reservation, or a
 * merchant or support caller); the reservation's units are then free.
 */
const endReservation =
  <Result>(resolve: (parent: unknown, args: MutationCancelStockReservationArgs, context: RequestScope) => Promise<Result>) =>
  async (parent: unknown, args: MutationCancelStockReservationArgs, context: RequestScope): Promise<Result> => {
    const result = await resolve(parent, args, context);
    await releaseReservation(context, args.input.reservationId);
    return result;
  };

export const resolvers: Resolvers = {
  Query: {
    ...root.Query,
    // Through the loader: the same batch asked twice in one request is read once.
    merchantImportBatch: (_, args, context) => {
      checkArguments(context, operations.merchantImportBatch, args);
      return batchLoader(context).load(args.batchId);
    },
    merchantProductHistoryConnection: (_, { first, after, type, ...product }, context) => {
      validate(rulesOf(productRules.historyConnection, context.client.config), { first, after, type, ...product });
      return historyConnection(context, product, type, first, after);
    },
  },
  Mutation: {
    ...root.Mutation,
    reserveStock,
    cancelStockReservation: endReservation(root.Mutation.cancelStockReservation),
    commitStockReservation: endReservation(root.Mutation.commitStockReservation),
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
      if (!BATCH_ID.safeParse(batchId).success) {
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
  StockReservation: {
    product: ({ sku }) => (sku ? { sku } : null),
  },
  GlobalProduct: {
    product: ({ sku }) => ({ sku }),
  },
  MerchantHistoryRecord: {
    product: ({ sku }) => (sku ? { sku } : null),
  },
  Product: {
    __resolveReference: (reference) => ({
      sku: reference.sku,
      talkingProduct: 'talkingProduct' in reference ? reference.talkingProduct : null,
    }),
    // The product's own history in one channel: the root field's row, addressed by sku.
    stockHistory: ({ sku }, args, context) => call(context, operations.merchantProductHistory, { sku, ...args }),
    stockHistoryConnection: ({ sku }, { channel, type, first, after }, context) => {
      validate(rulesOf(productRules.historyConnection, context.client.config), { sku, channel, type, first, after });
      return historyConnection(context, { sku, channel }, type, first, after);
    },
    availableStock: async ({ sku, talkingProduct }, { channel }, context) => {
      validate(rulesOf(productRules.availableStock, context.client.config), { sku, channel });
      const merchant = await stockLoader(context).load({ sku, channel });
      if (merchant !== null) return merchant;
      const fallback = talkingProduct?.stock;
      return typeof fallback === 'number' && Number.isFinite(fallback) ? Math.max(0, Math.floor(fallback)) : null;
    },
  },
};
