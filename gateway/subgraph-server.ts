import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { CommerceClient } from '../subgraphs/shared/client';
import type { Caller } from '../subgraphs/shared/caller';
import type { AuthConfig, ServiceConfig } from '../subgraphs/shared/config';
import { createAuthenticator } from './authenticator';
import { authorizationPlugin, requirementsOf } from './authorization';
import { gatewayContextFor } from './context';
import { requestClient } from './upstream-budget';
import { formatErrorFor } from './format-error';
import { graphqlRoute } from './graphql-route';
import { httpStatusPlugin } from './graphql-status';
import { operationResolutionPlugin } from './operation-resolution';
import { answerClientErrorsWithJson, routeListener } from './http-router';
import { sendJson } from './json-response';
import { PARSER_LIMITS } from './parser-limits';
import type { SubgraphEntry } from './subgraphs';

export interface RunningSubgraph {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves one area's subgraph over HTTP, for a gateway that routes the area to it by URL, on the same
 * HTTP layer as the gateway: JSON answers only, no stack traces, no landing page.
 */
export async function startSubgraphServer(
  entry: SubgraphEntry,
  service: ServiceConfig,
  port: number,
  host = '127.0.0.1',
  options: { production?: boolean; auth: AuthConfig; maxUpstreamCalls?: number },
): Promise<RunningSubgraph> {
  const client = new CommerceClient(service);
  const authenticator = createAuthenticator(options.auth);
  const httpServer = createServer();
  const server = new ApolloServer<{ caller: Caller }>({
    schema: buildSubgraphSchema([{ typeDefs: entry.definition.typeDefs, resolvers: entry.definition.resolvers }]),
    includeStacktraceInErrorResponses: false,
    formatError: formatErrorFor({ production: options.production ?? process.env.NODE_ENV === 'production' }),
    parseOptions: { maxTokens: PARSER_LIMITS.maxTokens },
    // No usage reporting is configured, so traces would only cost time.
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      operationResolutionPlugin(),
      authorizationPlugin(requirementsOf(entry.definition.typeDefs)),
      httpStatusPlugin(),
    ],
  });
  await server.start();
  httpServer.on(
    'request',
    routeListener({
      '/health': (_req, res) => sendJson(res, 200, { status: 'ok' }),
      '/graphql': graphqlRoute({
        server,
        // Callers are authenticated here as at the gateway: a subgraph reachable on its own must
        // not act with the configured key for whoever reaches it.
        admit: async (req) => {
          const { caller, apiKey, upstream } = gatewayContextFor(
            await authenticator.authenticate(req.headers),
            req.headers,
            service.apiKey,
            options.maxUpstreamCalls ?? 100,
          );
          return { ...entry.definition.createContext({ apiKey, client: requestClient(client, upstream, caller), caller }), caller };
        },
      }),
    }),
  );
  answerClientErrorsWithJson(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(port, host, resolve));
  const address = httpServer.address() as AddressInfo;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/graphql`, stop: () => server.stop() };
}
