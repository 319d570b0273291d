import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { CommerceClient } from '../subgraphs/shared/client';
import { areaReadCache } from './federation/area-read-cache';
import type { Caller } from '../subgraphs/shared/caller';
import type { AppConfig, Limits } from '../config/environment';
import type { ServiceConfig } from '../subgraphs/shared/service-config';
import { createAuthenticator } from './auth/authenticator';
import { authorizationPlugin, requirementsOf } from './auth/authorization';
import { callerOf, gatewayContextFor, SETTLE_HEADER, settleOf } from './federation/context';
import { HttpError } from './http/json-response';
import { BUDGET_HEADER, REFUSED_HEADER, SPENT_HEADER, formatAllowance, parseAllowance, requestClient, type UpstreamBudget } from './limits/upstream-budget';
import { MemoryReservationStore, RedisReservationStore } from '../subgraphs/shared/reservation-store';
import { connectRedis, redisReadiness } from './state/redis';
import { errorAudiencePlugin, formatErrorFor } from './http/format-error';
import { redactFromLogs } from '../subgraphs/shared/logger';
import { graphqlRoute } from './graphql-route';
import { httpStatusPlugin } from './http/graphql-status';
import { operationResolutionPlugin } from './limits/operation-resolution';
import { limitConnections } from './http/connection-limit';
import { answerClientErrorsWithJson, createBoundedServer, routeListener } from './http/http-router';
import { bodyBuffer } from './http/request-body';
import { answerLimitPlugin } from './limits/answer-limit';
import { SUBGRAPH_LIMITS, SubgraphAnswerLimits } from './limits/subgraph-limits';
import { maxExpandedSelectionsRule, maxFieldSelectionsRule } from './limits/expanded-selections';
import { inFlightLimit } from './limits/load-shedding';
import { reportSaturation } from './observability/saturation';
import { VARIABLE_LIMITS, variableLimitsPlugin } from './limits/variable-limits';
import { boundedDocumentStore, PARSER_LIMITS } from './limits/parser-limits';
import { installArgumentValues } from './federation/argument-values';
import { inRequestScope, requestIdOf } from './http/incoming-request';
import { metricsRegistry } from '../subgraphs/shared/metrics';
import { operationalRoutes } from './operational-routes';
import { listen } from './process-lifecycle';
import { readinessProbe, serviceReadiness, type ReadinessCheck } from './observability/readiness';
import { telemetryPlugin } from './observability/telemetry-plugin';
import type { SubgraphEntry } from './federation/subgraphs';

export interface RunningSubgraph {
  url: string;
  /** Stops accepting and drains in-flight requests (up to `shutdownTimeoutMs`). */
  stop(): Promise<void>;
}

/**
 * Serves one area's subgraph over HTTP, for a gateway that routes the area to it by URL, on the same
 * HTTP layer as the gateway: JSON answers only, no stack traces, no landing page; `/health`, `/ready`
 * and `/metrics` beside `/graphql`.
 */
/** What a subgraph served on its own takes from the configuration (config/environment.ts), defaults included. */
export type SubgraphServerOptions = Pick<AppConfig, 'production' | 'auth' | 'shutdownTimeoutMs' | 'redisUrl'> & {
  limits: Pick<
    Limits,
    | 'maxUpstreamCalls'
    | 'maxOperationResponseBytes'
    | 'idempotencyTtlS'
    | 'maxRequestsInFlight'
    | 'maxBufferedBodyBytes'
    | 'maxRequestHeaders'
    | 'maxConnections'
    | 'headersTimeoutMs'
    | 'requestTimeoutMs'
    | 'keepAliveTimeoutMs'
    | 'responseTimeoutMs'
    | 'responseMinBytesPerSecond'
  >;
  /** Further dependencies `/ready` waits for, besides the commerce service. */
  readinessChecks?: readonly ReadinessCheck[];
};

export async function startSubgraphServer(
  entry: SubgraphEntry,
  service: ServiceConfig,
  port: number,
  host = '127.0.0.1',
  options: SubgraphServerOptions,
): Promise<RunningSubgraph> {
  installArgumentValues();
  const redis = options.redisUrl ? connectRedis(options.redisUrl) : undefined;
  await redis?.untilReady();
  const reservations = redis ? new RedisReservationStore(redis) : new MemoryReservationStore();
  // In memory: a subgraph deployed on its own keeps its area's settings reads for their maxAge itself.
  const client = new CommerceClient(service, undefined, areaReadCache([entry]));
  redactFromLogs(service.apiKey);
  const authenticator = createAuthenticator(options.auth);
  // Slow clients are cut as at the gateway: whoever reaches the subgraph's port is not always a gateway.
  const httpServer = createBoundedServer(options.limits);
  // No share per address here either: a gateway's connections all come from one.
  const connections = limitConnections(httpServer, { maxConnections: options.limits.maxConnections, maxConnectionsPerAddress: Infinity, sharedPeer: () => true });
  // A request's budget object is shared by the copies Apollo Server makes of its context.
  const answerLimits = new SubgraphAnswerLimits((context) => (context as { upstream: UpstreamBudget }).upstream);
  const server = new ApolloServer<{ caller: Caller; requestId?: string | undefined; upstream: UpstreamBudget }>({
    schema: answerLimits.guard(
      buildSubgraphSchema([{ typeDefs: entry.definition.typeDefs, resolvers: entry.definition.resolvers }]),
      entry.definition.typeDefs,
    ),
    includeStacktraceInErrorResponses: false,
    formatError: formatErrorFor({ production: options.production, secretKeys: [service.apiKey] }),
    parseOptions: { maxTokens: PARSER_LIMITS.maxTokens },
    // As the gateway's: Apollo's default keeps 30 MiB of documents by their JSON, without their text.
    documentStore: boundedDocumentStore(),
    // The gateway's selection limit, which its planned fetches stay within; its depth, alias and cost
    // limits are not applied here, as planned fetches carry the planner's aliases and depth too.
    validationRules: [
      maxExpandedSelectionsRule(),
      // `_service { sdl }` answers the area's whole SDL (tens of kilobytes) to anyone, as composition tools
      // need: 4,990 aliases of it in one 49 KB request asked for 230 MB, and 49,000 spread through
      // fragments (answered as many field errors) took the process out of memory. It is given once per request.
      maxFieldSelectionsRule('sdl', 1, 'The SDL is given once per request: the operation selects sdl more than once.'),
    ],
    // The process lifecycle handles signals (drain, then exit 0); Apollo's own handler would re-raise them.
    stopOnTerminationSignals: false,
    // No usage reporting is configured, so traces would only cost time.
    plugins: [
      // As at the gateway, but a fetch's representations may list every entity an operation may ask for.
      variableLimitsPlugin({ ...VARIABLE_LIMITS, maxListLength: SUBGRAPH_LIMITS.maxEntities, maxValues: 2 * VARIABLE_LIMITS.maxValues }),
      // As the gateway's answers: one read handed to many aliases is written as many times. Held to the
      // subgraph's own limit, not to the share lent for service answers, and not reported as spent.
      answerLimitPlugin({ maxBytesOf: () => options.limits.maxOperationResponseBytes, hold: false }),
      errorAudiencePlugin(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: options.shutdownTimeoutMs }),
      telemetryPlugin(),
      operationResolutionPlugin(),
      authorizationPlugin(requirementsOf(entry.definition.typeDefs)),
      httpStatusPlugin(),
      // The gateway counts what this request spent against the whole operation's budget.
      {
        async requestDidStart() {
          return {
            async willSendResponse({ contextValue, response }) {
              response.http.headers.set(SPENT_HEADER, formatAllowance({ calls: contextValue.upstream.used, bytes: contextValue.upstream.bytes }));
              if (contextValue.upstream.refusals > 0) response.http.headers.set(REFUSED_HEADER, '1');
              // Once the answer is complete, not when the client leaves: execution goes on without it.
              answerLimits.release(contextValue.upstream);
            },
          };
        },
      },
    ],
  });
  await server.start();
  // No share per address: a gateway sends all its fetches from one.
  const inFlight = inFlightLimit(options.limits.maxRequestsInFlight);
  const bodies = bodyBuffer(options.limits.maxBufferedBodyBytes);
  httpServer.on(
    'request',
    routeListener({
      ...operationalRoutes({
        readiness: readinessProbe([
          serviceReadiness(service),
          // Reservation owners are on Redis: without it no reservation can be made, canceled or committed.
          ...(redis ? [redisReadiness(redis, true)] : []),
          ...(options.readinessChecks ?? []),
        ]),
        metrics: metricsRegistry,
      }),
      '/graphql': inRequestScope(graphqlRoute({
        server,
        inFlight,
        bodyBuffer: bodies,
        // Callers are authenticated here as at the gateway: a subgraph reachable on its own must
        // not act with the configured key for whoever reaches it.
        admit: async (req) => {
          // A gateway lends each request its share of the operation's budget; whoever sends a larger
          // one (or none) still gets no more than this subgraph's own limits.
          const lent = parseAllowance(req.headers[BUDGET_HEADER]);
          const { caller, apiKey, upstream, requestId } = gatewayContextFor(
            await authenticator.authenticate(req.headers),
            req.headers,
            service.apiKey,
            {
              maxUpstreamCalls: Math.min(options.limits.maxUpstreamCalls, lent?.calls ?? Infinity),
              maxOperationResponseBytes: Math.min(options.limits.maxOperationResponseBytes, lent?.bytes ?? Infinity),
            },
            requestIdOf(req),
          );
          // A resend settling an unknown outcome, only as the gateway signed it for this caller.
          const settle = settleOf(req.headers[SETTLE_HEADER], {
            serviceKey: service.apiKey,
            caller: callerOf({ caller }),
            ttlMs: options.limits.idempotencyTtlS * 1000,
          });
          if ('refused' in settle) {
            throw new HttpError(403, `${SETTLE_HEADER} is honoured only from the gateway, and ${settle.refused}: nothing was sent`, 'FORBIDDEN', {}, {
              delivered: false,
            });
          }
          return {
            ...entry.definition.createContext({
              apiKey,
              client: requestClient(client, upstream, caller, requestId),
              caller,
              reservations,
              settle: settle.settle,
            }),
            caller,
            requestId,
            upstream,
          };
        },
      })),
    }, { maxRequestHeaders: options.limits.maxRequestHeaders, response: { timeoutMs: options.limits.responseTimeoutMs, minBytesPerSecond: options.limits.responseMinBytesPerSecond } }),
  );
  answerClientErrorsWithJson(httpServer);
  try {
    await listen(httpServer, port, host);
  } catch (error) {
    await server.stop();
    await redis?.close();
    throw error;
  }
  const address = httpServer.address() as AddressInfo;
  // The gateway's gauges, as far as a subgraph has their bounds: it holds no pool of service answers
  // (each request is held to its own budget) and plans nothing.
  const unreport = reportSaturation({
    requestsInFlight: () => inFlight.held,
    bodyBytesHeld: () => bodies.held,
    answerBytesHeld: () => 0,
    operationsPlanning: () => 0,
    connections,
  });
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/graphql`,
    stop: async () => {
      unreport();
      await server.stop();
      await redis?.close();
    },
  };
}
