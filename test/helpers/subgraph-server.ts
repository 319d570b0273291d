import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { SubgraphDefinition } from '../../subgraphs/shared/subgraph';

/** One area's subgraph in an ApolloServer for `executeOperation` (e.g. `_entities`) tests. */
export function subgraphTestServer<TContext extends object>(definition: SubgraphDefinition<TContext>): ApolloServer<TContext> {
  return new ApolloServer<TContext>({
    schema: buildSubgraphSchema([{ typeDefs: definition.typeDefs, resolvers: definition.resolvers }]),
    plugins: [ApolloServerPluginInlineTraceDisabled()],
  });
}
