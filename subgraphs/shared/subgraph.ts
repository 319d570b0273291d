import type { GraphQLSchemaModule } from '@apollo/subgraph/dist/schema-helper';
import type { DocumentNode } from 'graphql';
import type { Caller } from './caller';
import type { CommerceClient } from './client';

/** What every area's context is built from, once per request. */
export interface RequestScope {
  /** The key sent upstream on the caller's behalf: a service caller's own, else the configured one. */
  apiKey: string | undefined;
  client: Pick<CommerceClient, 'call' | 'config'>;
  /** Who is calling: resolvers use it to keep users to their own data. */
  caller: Caller;
}

/** An area's subgraph: its SDL, its resolvers and the per-request context they expect. */
export interface SubgraphDefinition<TContext extends object> {
  name: string;
  typeDefs: DocumentNode;
  resolvers: NonNullable<GraphQLSchemaModule['resolvers']>;
  createContext(scope: RequestScope): TContext;
}
