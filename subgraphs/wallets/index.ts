import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gql from 'graphql-tag';
import type { SubgraphDefinition } from '../shared/subgraph';
import { createWalletsContext, type WalletsContext } from './context';
import { resolvers } from './resolvers';

export const walletsSubgraph: SubgraphDefinition<WalletsContext> = {
  name: 'wallets',
  typeDefs: gql(readFileSync(join(__dirname, 'schema.graphql'), 'utf8')),
  resolvers,
  createContext: createWalletsContext,
};
