import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gql from 'graphql-tag';
import type { SubgraphDefinition } from '../shared/subgraph';
import { createTalkingProductsContext, type TalkingProductsContext } from './context';
import { resolvers } from './resolvers';

export const talkingProductsSubgraph: SubgraphDefinition<TalkingProductsContext> = {
  name: 'talking-products',
  typeDefs: gql(readFileSync(join(__dirname, 'schema.graphql'), 'utf8')),
  resolvers,
  createContext: createTalkingProductsContext,
};
