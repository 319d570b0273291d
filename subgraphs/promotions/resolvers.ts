import { GraphQLJSON } from 'graphql-scalars';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { calculateKeepingCart } from './coupon-fallback';
import { inputs, knownSku } from './inputs';

export const resolvers: Resolvers = {
  JSON: GraphQLJSON,
  Query: {
    calculatePromotions: (_, args, { dataSource }) => {
      validate(inputs.calculatePromotions, args);
      return calculateKeepingCart(dataSource, args);
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
  CartItem: {
    product: ({ id }) => {
      const sku = knownSku(id);
      return sku ? { sku } : null;
    },
  },
};
