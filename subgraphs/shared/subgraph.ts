import type { GraphQLSchemaModule } from '@apollo/subgraph/dist/schema-helper';
import gql from 'graphql-tag';
import { Kind, type DocumentNode, type GraphQLScalarType } from 'graphql';
import { GraphQLDateTime, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import type { Caller } from './caller';
import type { CommerceClient } from './client';
import type { Area } from './service-config';
import type { ReservationStore } from './reservation-store';
import type { SettleRequest } from './settle';
import { areaSdl } from './area-sdl';
import { SHARED_SCALARS } from './scalars';

/**
 * What every area's resolvers get as their context, once per request: who calls with which key, and
 * the client. Per-request values (DataLoaders) hang off it through `perRequest`.
 */
export interface RequestScope {
  /** The key sent upstream on the caller's behalf: a service caller's own, else the configured one. */
  apiKey: string | undefined;
  client: Pick<CommerceClient, 'call' | 'config'>;
  /** Who is calling: resolvers use it to keep users to their own data. */
  caller: Caller;
  /**
   * Who made which stock reservation, shared by every request of the process (and by replicas, on
   * Redis); a scope built without one (a unit test's) uses the merchant area's in-memory fallback.
   */
  reservations?: ReservationStore | undefined;
  /**
   * Set on a resend, under the same Idempotency-Key, of a request whose outcome was unknown: each
   * write is settled by a read before anything is sent (call.ts).
   */
  settle?: SettleRequest | undefined;
}

/** An area's subgraph: its SDL, its resolvers and the per-request context they expect. */
export interface SubgraphDefinition<TContext extends object = RequestScope> {
  name: string;
  typeDefs: DocumentNode;
  resolvers: NonNullable<GraphQLSchemaModule['resolvers']>;
  createContext(scope: RequestScope): TContext;
}

/** The shared types' scalars (types.graphql), as graphql-scalars implements them. */
const SHARED_TYPE_SCALARS: Record<string, GraphQLScalarType> = { DateTime: GraphQLDateTime, JSON: GraphQLJSON, JSONObject: GraphQLJSONObject };

/**
 * An area's subgraph from its folder: `subgraphs/<area>/schema.graphql` with the shared types it names
 * and the shared scalars' declarations (areaSdl); its resolvers with those types' scalars and the shared
 * scalars' parse functions, so an area writes only its own.
 */
export function defineSubgraph(area: Area, resolvers: NonNullable<GraphQLSchemaModule['resolvers']>): SubgraphDefinition {
  const typeDefs = gql(areaSdl(area));
  const declared = new Set(typeDefs.definitions.flatMap((definition) => (definition.kind === Kind.SCALAR_TYPE_DEFINITION ? [definition.name.value] : [])));
  const sharedTypeScalars = Object.entries(SHARED_TYPE_SCALARS).filter(([name]) => declared.has(name));
  return {
    name: area,
    typeDefs,
    resolvers: { ...Object.fromEntries([...sharedTypeScalars, ...SHARED_SCALARS.map((scalar) => [scalar.name, scalar] as const)]), ...resolvers },
    // A fresh object per request: what `perRequest` makes is keyed by it.
    createContext: (scope) => ({ ...scope }),
  };
}

/**
 * A value made once per request, on first use (a DataLoader, so that nothing it caches outlives the
 * request): `const accounts = perRequest((context) => new DataLoader(...))`, then `accounts(context)`.
 */
export function perRequest<T>(make: (context: RequestScope) => T): (context: RequestScope) => T {
  const made = new WeakMap<RequestScope, T>();
  return (context) => {
    let value = made.get(context);
    if (value === undefined) {
      value = make(context);
      made.set(context, value);
    }
    return value;
  };
}
