import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gql from 'graphql-tag';
import type { SubgraphDefinition } from '../shared/subgraph';
import { createCatalogueContext, type CatalogueContext } from './context';
import { resolvers } from './resolvers';

export const catalogueSubgraph: SubgraphDefinition<CatalogueContext> = {
  name: 'catalogue',
  typeDefs: gql(readFileSync(join(__dirname, 'schema.graphql'), 'utf8')),
  resolvers,
  createContext: createCatalogueContext,
};
