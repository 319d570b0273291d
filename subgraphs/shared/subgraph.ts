import type { GraphQLSchemaModule } from '@apollo/subgraph/dist/schema-helper';
import type { DocumentNode } from 'graphql';
import type { CommerceClient } from './client';

/** What every area's context is built from, once per request. */
export interface RequestScope {
  /** The caller's `x-api-key`, or the configured key when the caller sent none. */
  apiKey: string | undefined;
  client: CommerceClient;
}

/** An area's subgraph: its SDL, its resolvers and the per-request context they expect. */
export interface SubgraphDefinition<TContext extends object> {
  name: string;
  typeDefs: DocumentNode;
  resolvers: NonNullable<GraphQLSchemaModule['resolvers']>;
  createContext(scope: RequestScope): TContext;
}
