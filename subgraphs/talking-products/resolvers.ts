import { GraphQLDateTime, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { resolveWith, type Sent } from '../shared/call';
import type { OperationRow } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import type { Resolvers } from './__generated__/resolvers-types';
import { clearLoaders, listLoader, skuLoader } from './loaders';
import { operations } from './operations';

/** Array elements the document leaves untyped, shown as strings (the untouched value stays in raw). */
const asStrings = (values: unknown[] | null): string[] | null =>
  values ? values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))) : null;

/** A write: whatever this request read of the records before is stale afterwards. */
const writeWith = <Args, Answer, Result>(row: OperationRow<Args, Answer, Result, 'Mutation'>) => {
  const resolve = resolveWith(row);
  return async (parent: unknown, args: Args, context: RequestScope): Promise<Sent<'Mutation', Result>> => {
    const result = await resolve(parent, args, context);
    clearLoaders(context);
    return result;
  };
};

export const resolvers: Resolvers = {
  DateTime: GraphQLDateTime,
  JSON: GraphQLJSON,
  JSONObject: GraphQLJSONObject,
  Query: {
    talkingProducts: (_, _args, context) => listLoader(context).load('all'),
    talkingProduct: resolveWith(operations.talkingProduct),
  },
  Mutation: {
    updateTalkingProduct: writeWith(operations.updateTalkingProduct),
    createTalkingProduct: writeWith(operations.createTalkingProduct),
    deleteTalkingProduct: writeWith(operations.deleteTalkingProduct),
  },
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
