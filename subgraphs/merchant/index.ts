import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gql from 'graphql-tag';
import type { SubgraphDefinition } from '../shared/subgraph';
import { createMerchantContext, type MerchantContext } from './context';
import { resolvers } from './resolvers';

export const merchantSubgraph: SubgraphDefinition<MerchantContext> = {
  name: 'merchant',
  typeDefs: gql(readFileSync(join(__dirname, 'schema.graphql'), 'utf8')),
  resolvers,
  createContext: createMerchantContext,
};
