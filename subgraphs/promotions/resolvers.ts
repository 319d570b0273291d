import { SCOPES, assertOwnUser } from '../shared/caller';
import { checkArguments, send } from '../shared/call';
import { rootResolvers, type CallerCheck } from '../shared/root-resolvers';
import { missingFromAnswer } from '../shared/tolerant';
import type { Resolvers } from './__generated__/resolvers-types';
import { calculateKeepingCart } from './coupon-fallback';
import { operations } from './operations';

/**
 * A promotion transaction is its user's: the service keys it by transactionId and userId, so a
 * userId that must be the caller's keeps a user to their own transactions and points. Support staff
 * may act for any user.
 */
const OPERATORS = [SCOPES.support];

/** Public without a user; a cart priced for a user (points, user promotions) is that user's own. */
const ownCart: CallerCheck<{ user?: { userId: string } | null }> = ({ caller }, { user }) => {
  if (user) assertOwnUser(caller, user.userId, 'user.userId');
};
const ownStart: CallerCheck<{ input: { user: { userId: string } } }> = ({ caller }, { input }) =>
  assertOwnUser(caller, input.user.userId, 'input.user.userId', OPERATORS);
const ownTransaction: CallerCheck<{ input: { userId: string } }> = ({ caller }, { input }) =>
  assertOwnUser(caller, input.userId, 'input.userId', OPERATORS);

/** Every row's root field, each with the check its row names. */
const root = rootResolvers(operations, { checks: { ownStart, ownTransaction } });

export const resolvers: Resolvers = {
  Query: {
    ...root.Query,
    calculatePromotions: async (_, args, context) => {
      checkArguments(context, operations.calculatePromotions, args);
      await ownCart(context, args);
      return calculateKeepingCart((asked) => send(context, operations.calculatePromotions, asked), args);
    },
  },
  Mutation: root.Mutation,
  StartPromotionTransactionPayload: {
    transactionId: ({ transactionId }, _args, _context, info) => {
      if (transactionId === null || transactionId === undefined) throw missingFromAnswer('transactionId', info);
      return transactionId;
    },
  },
  CartItem: {
    // Any item id may be a catalogue sku: the catalogue resolves the reference, null when it lists none.
    product: ({ id }) => (id === null ? null : { sku: id }),
  },
};
