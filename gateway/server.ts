import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import cors from 'cors';
import express from 'express';
import { GraphQLDateTime, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { CommerceClient } from '../subgraphs/shared/client';
import type { AppConfig, ServiceConfig } from '../subgraphs/shared/config';
import { logger } from '../subgraphs/shared/logger';
import { SHARED_SCALARS } from '../subgraphs/shared/scalars';
import { apiKeyFrom, callerOf, type GatewayContext } from './context';
import { idempotencyPlugin } from './idempotency';
import { MemoryIdempotencyStore, RedisIdempotencyStore } from './idempotency-store';
import { connectRedis } from './redis';
import { InProcessDataSource } from './in-process-data-source';
import { SUBGRAPHS } from './subgraphs';
import { scalarValidationPlugin } from './scalar-validation';
import { readSupergraph } from './supergraph';
import { loadTrustedDocuments, trustedDocumentCache, trustedDocumentsPlugin } from './trusted-documents';

export const SANDBOX_ORIGIN = 'https://studio.apollographql.com';

/** Limits on an operation's shape, checked before planning (GraphQL Armor). */
export const QUERY_LIMITS = { depth: 12, aliases: 30, tokens: 5000, directives: 50, cost: 20000 };

export interface GatewayOptions {
  config: Pick<AppConfig, 'port' | 'production' | 'corsOrigins' | 'subgraphUrls' | 'trustedDocuments' | 'redisUrl'>;
  service: ServiceConfig;
  /** Pre-set in Sandbox's headers: only ever the emulator's development key. */
  sandboxApiKey?: string | undefined;
  host?: string;
}

export interface RunningGateway {
  url: string;
  httpServer: Server;
  stop(): Promise<void>;
}

/** Sends the caller's key on to a subgraph deployed on its own. */
class KeyForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: Parameters<RemoteGraphQLDataSource<GatewayContext>['willSendRequest'] & {}>[0]) {
    if (context.apiKey) request.http?.headers.set('x-api-key', context.apiKey);
  }
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { config, service } = options;
  const client = new CommerceClient(service);
  const gateway = new ApolloGateway({
    supergraphSdl: readSupergraph(),
    buildService: ({ name, url }): GraphQLDataSource<GatewayContext> => {
      const entry = SUBGRAPHS.find((candidate) => candidate.area === name);
      const remoteUrl = entry ? config.subgraphUrls[entry.area] : url;
      if (remoteUrl || !entry) return new KeyForwardingDataSource({ url: remoteUrl ?? url });
      return new InProcessDataSource(entry.definition, client);
    },
  });

  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const idempotency = redis ? new RedisIdempotencyStore(redis) : new MemoryIdempotencyStore();
  const trusted = config.trustedDocuments ? loadTrustedDocuments(config.trustedDocuments) : undefined;
  const app = express();
  const httpServer = createServer(app);
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.depth },
    maxAliases: { n: QUERY_LIMITS.aliases },
    maxTokens: { n: QUERY_LIMITS.tokens },
    maxDirectives: { n: QUERY_LIMITS.directives },
    costLimit: { maxCost: QUERY_LIMITS.cost },
    blockFieldSuggestion: { enabled: config.production },
  }).protect();
  const server = new ApolloServer<GatewayContext>({
    gateway,
    introspection: !config.production,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // With a manifest, persisted queries resolve from it and nothing is registered; without one,
    // automatic persisted queries work as usual (in memory).
    ...(trusted ? { persistedQueries: { cache: trustedDocumentCache(trusted), ttl: null } } : {}),
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      ...(trusted ? [trustedDocumentsPlugin(trusted)] : []),
      idempotencyPlugin<GatewayContext>(idempotency, callerOf),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      scalarValidationPlugin([GraphQLDateTime, GraphQLJSONObject, GraphQLJSON, ...SHARED_SCALARS]),
      config.production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({
            footer: false,
            embed: {
              runTelemetry: false,
              initialState: options.sandboxApiKey ? { sharedHeaders: { 'x-api-key': options.sandboxApiKey } } : {},
            },
          }),
    ],
  });
  await server.start();

  app.disable('x-powered-by');
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(
    '/graphql',
    cors<cors.CorsRequest>({ origin: [SANDBOX_ORIGIN, ...config.corsOrigins], maxAge: 600 }),
    express.json({ limit: '1mb' }),
    expressMiddleware(server, {
      context: async ({ req }) => ({ apiKey: apiKeyFrom(req.headers, service.apiKey) }),
    }),
  );

  const host = options.host ?? '0.0.0.0';
  await new Promise<void>((resolve) => httpServer.listen(config.port, host, resolve));
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/graphql`;
  logger.info({ url }, 'gateway ready');
  return {
    url,
    httpServer,
    stop: async () => {
      await server.stop();
      await idempotency.close();
      await redis?.quit();
    },
  };
}
