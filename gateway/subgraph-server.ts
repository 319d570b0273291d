import { ApolloServer } from '@apollo/server';
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
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port, host },
    context: async ({ req }) =>
      entry.definition.createContext({ apiKey: apiKeyFrom(req.headers, service.apiKey), client }),
  });
  return { url, stop: () => server.stop() };
}
