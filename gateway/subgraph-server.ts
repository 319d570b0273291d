import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { CommerceClient } from '../subgraphs/shared/client';
import type { ServiceConfig } from '../subgraphs/shared/config';
import { apolloRequestHandler } from './apollo-request-handler';
import { apiKeyFrom } from './context';
import { operationalRoutes } from './operational-routes';
import { listen } from './process-lifecycle';
import { metricsRegistry } from '../subgraphs/shared/metrics';
import { telemetryPlugin } from './telemetry-plugin';
import { readinessProbe, serviceReadiness, type ReadinessCheck } from './readiness';
import type { SubgraphEntry } from './subgraphs';

export interface RunningSubgraph {
  url: string;
  /** Stops accepting and drains in-flight requests (up to `shutdownTimeoutMs`). */
  stop(): Promise<void>;
}

export interface SubgraphServerOptions {
  host?: string;
  shutdownTimeoutMs?: number;
  /** Further dependencies `/ready` waits for, besides the commerce service. */
  readinessChecks?: readonly ReadinessCheck[];
}

/**
 * Serves one area's subgraph over HTTP, for a gateway that routes the area to it by URL: GraphQL on
 * any path but `/health`, `/ready` and `/metrics`.
 */
export async function startSubgraphServer(
  entry: SubgraphEntry,
  service: ServiceConfig,
  port: number,
  options: SubgraphServerOptions = {},
): Promise<RunningSubgraph> {
  const host = options.host ?? '127.0.0.1';
  const client = new CommerceClient(service);
  const httpServer = createServer();
  const server = new ApolloServer<object>({
    schema: buildSubgraphSchema([{ typeDefs: entry.definition.typeDefs, resolvers: entry.definition.resolvers }]),
    // The process lifecycle handles signals (drain, then exit 0); Apollo's own handler would re-raise them.
    stopOnTerminationSignals: false,
    plugins: [
      // No usage reporting is configured, so traces would only cost time.
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: options.shutdownTimeoutMs ?? 10_000 }),
      telemetryPlugin(),
    ],
  });
  await server.start();
  const routes = operationalRoutes({
    readiness: readinessProbe([serviceReadiness(service), ...(options.readinessChecks ?? [])]),
    metrics: metricsRegistry,
  });
  const graphql = apolloRequestHandler(server, async (req) =>
    entry.definition.createContext({ apiKey: apiKeyFrom(req.headers, service.apiKey), client }),
  );
  httpServer.on('request', (req, res) => routes(req, res, () => graphql(req, res)));
  try {
    await listen(httpServer, port, host);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const { port: bound } = httpServer.address() as AddressInfo;
  return { url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}/graphql`, stop: () => server.stop() };
}
