import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gql from 'graphql-tag';
import type { SubgraphDefinition } from '../shared/subgraph';
import { createLoyaltyContext, type LoyaltyContext } from './context';
import { resolvers } from './resolvers';

export const loyaltySubgraph: SubgraphDefinition<LoyaltyContext> = {
  name: 'loyalty',
  typeDefs: gql(readFileSync(join(__dirname, 'schema.graphql'), 'utf8')),
  resolvers,
  createContext: createLoyaltyContext,
};
