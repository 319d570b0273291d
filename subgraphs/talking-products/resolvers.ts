import { rootResolvers } from '../shared/root-resolvers';
import type { Resolvers } from './__generated__/resolvers-types';
import { listLoader, skuLoader } from './loaders';
import { operations } from './operations';

/** Array elements the document leaves untyped, shown as strings (the untouched value stays in raw). */
const asStrings = (values: unknown[] | null): string[] | null =>
  values ? values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))) : null;

/** Every row's root field; a write makes whatever this request read of the records stale (the list and its by-sku view). */
const root = rootResolvers(operations, { loaders: { list: listLoader, sku: skuLoader } });

export const resolvers: Resolvers = {
  Query: {
    ...root.Query,
    // Through the loader: the one list call answers every product of the request.
    talkingProducts: (_, _args, context) => listLoader(context).load('all'),
  },
  Mutation: root.Mutation,
  TalkingProductPayload: {
    // The record the write answered with, else a read-back through listProduct: a failing read-back
    // is an error at this field, beside the acknowledged sku.
    product: (payload, _args, context) => payload.product ?? skuLoader(context).load(payload.sku),
  },
  TalkingProduct: {
    categories: ({ categories }) => asStrings(categories),
    groupIds: ({ groupIds }) => asStrings(groupIds),
    product: ({ sku }) => ({ sku }),
    raw: (product) => product.raw,
  },
  Product: {
    __resolveReference: ({ sku }) => ({ sku }),
    talkingProduct: ({ sku }, _args, context) => skuLoader(context).load(sku),
  },
};
