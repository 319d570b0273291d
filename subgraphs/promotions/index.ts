import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gql from 'graphql-tag';
import type { SubgraphDefinition } from '../shared/subgraph';
import { createPromotionsContext, type PromotionsContext } from './context';
import { resolvers } from './resolvers';

export const promotionsSubgraph: SubgraphDefinition<PromotionsContext> = {
  name: 'promotions',
  typeDefs: gql(readFileSync(join(__dirname, 'schema.graphql'), 'utf8')),
  resolvers,
  createContext: createPromotionsContext,
};
