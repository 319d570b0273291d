import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { CommerceClient } from '../subgraphs/shared/client';
import type { ServiceConfig } from '../subgraphs/shared/config';
import { apiKeyFrom } from './context';
import type { SubgraphEntry } from './subgraphs';

export interface RunningSubgraph {
  url: string;
  stop(): Promise<void>;
}

/** Serves one area's subgraph over HTTP, for a gateway that routes the area to it by URL. */
export async function startSubgraphServer(
  entry: SubgraphEntry,
  service: ServiceConfig,
  port: number,
  host = '127.0.0.1',
): Promise<RunningSubgraph> {
  const client = new CommerceClient(service);
  const server = new ApolloServer<object>({
    schema: buildSubgraphSchema([{ typeDefs: entry.definition.typeDefs, resolvers: entry.definition.resolvers }]),
    // No usage reporting is configured, so traces would only cost time.
    plugins: [ApolloServerPluginInlineTraceDisabled()],
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port, host },
    context: async ({ req }) =>
      entry.definition.createContext({ apiKey: apiKeyFrom(req.headers, service.apiKey), client }),
  });
  return { url, stop: () => server.stop() };
}
