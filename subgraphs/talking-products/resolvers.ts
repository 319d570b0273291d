import { GraphQLDateTime, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { inputs } from './inputs';
import { clearLoaders } from './loaders';

/** Array elements the document leaves untyped, shown as strings (the untouched value stays in raw). */
const asStrings = (values: unknown[] | null): string[] | null =>
  values ? values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))) : null;

export const resolvers: Resolvers = {
  DateTime: GraphQLDateTime,
  JSON: GraphQLJSON,
  JSONObject: GraphQLJSONObject,
  Query: {
    talkingProducts: (_, _args, { loaders }) => loaders.list.load('all'),
    talkingProduct: (_, args, { dataSource }) => {
      validate(inputs.talkingProduct, args);
      return dataSource.get(args.sku);
    },
  },
  Mutation: {
    updateTalkingProduct: async (_, { input }, { dataSource, loaders }) => {
      validate(inputs.updateTalkingProduct, input, 'input');
      await dataSource.update(input);
      clearLoaders(loaders);
      return { sku: input.product.sku };
    },
    createTalkingProduct: async (_, { input }, { dataSource, loaders }) => {
      validate(inputs.createTalkingProduct, input, 'input');
      const product = await dataSource.create(input);
      clearLoaders(loaders);
      return product ? { sku: input.product.sku, product } : { sku: input.product.sku };
    },
    deleteTalkingProduct: async (_, { input }, { dataSource, loaders }) => {
      validate(inputs.deleteTalkingProduct, input, 'input');
      await dataSource.delete(input.sku);
      clearLoaders(loaders);
      return { sku: input.sku };
    },
  },
  TalkingProductPayload: {
    // The record the write answered with, else a read-back through listProduct: a failing read-back
    // is an error at this field, beside the acknowledged sku.
    product: (payload, _args, { loaders }) => payload.product ?? loaders.bySku.load(payload.sku),
  },
  TalkingProduct: {
    categories: ({ categories }) => asStrings(categories),
    groupIds: ({ groupIds }) => asStrings(groupIds),
    product: ({ sku }) => ({ sku }),
    raw: (product) => product.raw,
  },
  Product: {
    __resolveReference: ({ sku }) => ({ sku }),
    talkingProduct: ({ sku }, _args, { loaders }) => loaders.bySku.load(sku),
  },
};
