import { GraphQLJSON } from 'graphql-scalars';
import { SCOPES, assertOwnUser } from '../shared/caller';
import { missingFromAnswer } from '../shared/tolerant';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { inputs } from './inputs';

/**
 * A promotion transaction is its user's: the service keys it by transactionId and userId, so a
 * userId that must be the caller's keeps a user to their own transactions and points. Support staff
 * may act for any user.
 */
const OPERATORS = [SCOPES.support];

export const resolvers: Resolvers = {
  JSON: GraphQLJSON,
  Query: {
    // Public without a user; a cart priced for a user (points, user promotions) is that user's own.
    calculatePromotions: (_, args, { dataSource, caller }) => {
      validate(inputs.calculatePromotions, args);
      if (args.user) assertOwnUser(caller, args.user.userId, 'user.userId');
      return dataSource.calculate(args);
    },
  },
  Mutation: {
    startPromotionTransaction: (_, { input }, { dataSource, caller }) => {
      validate(inputs.startPromotionTransaction, input, 'input');
      assertOwnUser(caller, input.user?.userId, 'input.user.userId', OPERATORS);
      return dataSource.startTransaction(input);
    },
    revertPromotionTransaction: (_, { input }, { dataSource, caller }) => {
      validate(inputs.transactionRef, input, 'input');
      assertOwnUser(caller, input.userId, 'input.userId', OPERATORS);
      return dataSource.revertTransaction(input);
    },
    commitPromotionTransaction: (_, { input }, { dataSource, caller }) => {
      validate(inputs.transactionRef, input, 'input');
      assertOwnUser(caller, input.userId, 'input.userId', OPERATORS);
      return dataSource.commitTransaction(input);
    },
    partialRevertPromotionTransaction: (_, { input }, { dataSource, caller }) => {
      validate(inputs.partialRevertPromotionTransaction, input, 'input');
      assertOwnUser(caller, input.userId, 'input.userId', OPERATORS);
      return dataSource.partialRevertTransaction(input);
    },
    cancelPromotionTransaction: (_, { input }, { dataSource, caller }) => {
      validate(inputs.transactionRef, input, 'input');
      assertOwnUser(caller, input.userId, 'input.userId', OPERATORS);
      return dataSource.cancelTransaction(input);
    },
  },
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
