import { GraphQLJSON } from 'graphql-scalars';
import { missingFromAnswer } from '../shared/tolerant';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { inputs } from './inputs';

export const resolvers: Resolvers = {
  JSON: GraphQLJSON,
  Query: {
    calculatePromotions: (_, args, { dataSource }) => {
      validate(inputs.calculatePromotions, args);
      return dataSource.calculate(args);
    },
  },
  Mutation: {
    startPromotionTransaction: (_, { input }, { dataSource }) => {
      validate(inputs.startPromotionTransaction, input, 'input');
      return dataSource.startTransaction(input);
    },
    revertPromotionTransaction: (_, { input }, { dataSource }) => {
      validate(inputs.transactionRef, input, 'input');
      return dataSource.revertTransaction(input);
    },
    commitPromotionTransaction: (_, { input }, { dataSource }) => {
      validate(inputs.transactionRef, input, 'input');
      return dataSource.commitTransaction(input);
    },
    partialRevertPromotionTransaction: (_, { input }, { dataSource }) => {
      validate(inputs.partialRevertPromotionTransaction, input, 'input');
      return dataSource.partialRevertTransaction(input);
    },
    cancelPromotionTransaction: (_, { input }, { dataSource }) => {
      validate(inputs.transactionRef, input, 'input');
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
