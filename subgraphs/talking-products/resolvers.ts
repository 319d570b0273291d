import { GraphQLDateTime, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { inputs } from './inputs';
import { clearLoaders } from './loaders';

/** Array elements the document leaves untyped, shown as strings (the untouched value stays in raw). */
const asStrings = (values: unknown[] | undefined): string[] | null =>
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
      return { product: await loaders.bySku.load(input.product.sku) };
    },
    createTalkingProduct: async (_, { input }, { dataSource, loaders }) => {
      validate(inputs.createTalkingProduct, input, 'input');
      const product = await dataSource.create(input);
      clearLoaders(loaders);
      return { product };
    },
    deleteTalkingProduct: async (_, { input }, { dataSource, loaders }) => {
      validate(inputs.deleteTalkingProduct, input, 'input');
      await dataSource.delete(input.sku);
      clearLoaders(loaders);
      return { sku: input.sku };
    },
  },
  TalkingProduct: {
    categories: ({ categories }) => asStrings(categories),
    groupIds: ({ groupIds }) => asStrings(groupIds),
    product: ({ sku }) => ({ sku }),
    raw: (product) => product,
  },
  Product: {
    __resolveReference: ({ sku }) => ({ sku }),
    talkingProduct: ({ sku }, _args, { loaders }) => loaders.bySku.load(sku),
  },
};
