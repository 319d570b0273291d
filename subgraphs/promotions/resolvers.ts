import { GraphQLJSON } from 'graphql-scalars';
import { missingFromAnswer } from '../shared/tolerant';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { inputs, knownSku } from './inputs';

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
    product: ({ id }) => {
      const sku = id === null ? null : knownSku(id);
      return sku ? { sku } : null;
    },
  },
};
