import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import cors from 'cors';
import { parse } from 'graphql';
import { GraphQLDateTime, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { CommerceClient } from '../subgraphs/shared/client';
import type { AppConfig } from '../config/environment';
import type { ServiceConfig } from '../subgraphs/shared/service-config';
import { logger, redactFromLogs } from '../subgraphs/shared/logger';
import { SHARED_SCALARS } from '../subgraphs/shared/scalars';
import { createAuthenticator } from './auth/authenticator';
import { costDirectivesOf, demandControlPlugin } from './limits/demand-control';
import { createCallerRateLimiter, memoryStore, redisStore, type CallerRateLimiter } from './limits/rate-limiter';
import { addressBucket, clientAddressResolver, isTrustedProxy } from './http/client-address';
import { limitConnections } from './http/connection-limit';
import { authorizationPlugin, requirementsOf } from './auth/authorization';
import { callerOf, gatewayContextFor, type GatewayContext, SETTLE_HEADER, signSettle } from './federation/context';
import { idempotencyPlugin } from './state/idempotency';
import { CLAIM_TIMING, MemoryIdempotencyStore, RedisIdempotencyStore, claimLockMs } from './state/idempotency-store';
import { automaticPersistedQueries } from './state/persisted-query-cache';
import { connectRedis, redisReadiness } from './state/redis';
import { MemoryReservationStore, RedisReservationStore } from '../subgraphs/shared/reservation-store';
import { redisPersistedQueryCache, redisReadCache } from './state/redis-key-value-cache';
import { areaReadCache } from './federation/area-read-cache';
import { installArgumentValues } from './federation/argument-values';
import { installPreparedResultShaping } from './federation/result-shaping';
import { answeringIntrospection } from './federation/introspection';
import { PlanningThread, PlanStore, planningAhead } from './federation/query-planning';
import { errorAudiencePlugin, formatErrorFor } from './http/format-error';
import { redactingStringify } from './observability/key-redaction';
import { answerLimitPlugin } from './limits/answer-limit';
import { maxExpandedDirectivesRule, maxExpandedSelectionsRule } from './limits/expanded-selections';
import { KnownOperationTypesRule } from './limits/known-operation-types';
import { variableLimitsPlugin } from './limits/variable-limits';
import { graphqlRoute } from './graphql-route';
import { httpStatusPlugin } from './http/graphql-status';
import { operationResolutionPlugin } from './limits/operation-resolution';
import { answerClientErrorsWithJson, createBoundedServer, routeListener, type RouteTable } from './http/http-router';
import { bodyBuffer } from './http/request-body';
import { InProcessDataSource } from './federation/in-process-data-source';
import { HttpError } from './http/json-response';
import { boundedDocumentStore, PARSER_LIMITS } from './limits/parser-limits';
import { SUBGRAPHS } from './federation/subgraphs';
import { scalarValidationPlugin } from './limits/scalar-validation';
import { readSupergraph } from './federation/supergraph';
import { loadTrustedDocuments, trustedDocumentCache, trustedDocumentsPlugin } from './limits/trusted-documents';
import { inRequestScope, propagateToSubgraph, requestIdOf } from './http/incoming-request';
import { inFlightLimit } from './limits/load-shedding';
import { reportSaturation } from './observability/saturation';
import type { MetricsSource } from './cluster';
import { metricsRegistry } from '../subgraphs/shared/metrics';
import { operationalRoutes } from './operational-routes';
import { listen } from './process-lifecycle';
import { readinessProbe, serviceReadiness, type ReadinessCheck } from './observability/readiness';
import { subgraphFetcher } from './federation/subgraph-fetcher';
import { SubgraphHealth } from './federation/subgraph-health';
import { RemoteAreaDataSource } from './federation/remote-area-data-source';
import { BUDGET_HEADER, SPENT_HEADER, abandonBudget, answerPool, formatAllowance, lend, parseAllowance, releaseBudget, settle, type Allowance } from './limits/upstream-budget';
import { telemetryPlugin } from './observability/telemetry-plugin';
import { trustedOperationLabels } from './observability/operation-labels';

const SANDBOX_ORIGIN = 'https://studio.apollographql.com';

/**
 * The example storefront's dev server (`npx vite examples/storefront`), admitted outside production
 * without CORS_ORIGINS, so the storefront link a development start prints works as printed.
 */
export const STOREFRONT_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'] as const;

/**
 * What the caches of operations may hold, in MiB of their entries' JSON (their heap is several times
 * more): enough for hundreds of an application's operations, not for a stream of distinct ones.
 */
const CACHE_LIMITS = { queryPlanMiB: 2 };

/**
 * The planning thread's heap: the planner of this supergraph takes about 20 MB, and an operation at the
 * selection limits well under the rest. It ends after 10 s without new operations.
 */
const PLANNING_THREAD = { heapMiB: 128, idleMs: 10_000 };

/** Limits on an operation's shape, checked before planning (GraphQL Armor). */
const QUERY_LIMITS = { depth: 12, aliases: 30, directives: 50 };

/** What an operation that begins while the gateway stops leaves, before the drain ends, to write its answer. */
const ANSWER_WRITE_MS = 1_000;

export interface GatewayOptions {
  config: Pick<AppConfig, 'port' | 'host' | 'production' | 'corsOrigins' | 'subgraphUrls' | 'subgraphTimeoutMarginMs' | 'trustedDocuments' | 'redisUrl' | 'redisCommandTimeoutMs' | 'readyRequiresRedis' | 'readCache' | 'auth' | 'limits' | 'shutdownTimeoutMs' | 'trustProxy'>;
  service: ServiceConfig;
  /** Pre-set in Sandbox's headers: only ever a development token's Authorization header. */
  sandboxHeaders?: Record<string, string> | undefined;
  /** Further dependencies `/ready` waits for, besides the commerce service. */
  readinessChecks?: readonly ReadinessCheck[];
  /** What `/metrics` serves: this process's registry unless a cluster worker serves the cluster's. */
  metrics?: MetricsSource;
}

export interface RunningGateway {
  url: string;
  httpServer: Server;
  stop(): Promise<void>;
}

type ProcessOptions = Parameters<RemoteGraphQLDataSource<GatewayContext>['process']>[0];
type SendOptions = Parameters<RemoteGraphQLDataSource<GatewayContext>['willSendRequest'] & {}>[0];
type ReceiveOptions = Parameters<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse'] & {}>[0];
type SubgraphHttp = NonNullable<ProcessOptions['request']['http']>;

/**
 * Presents the caller's own credentials to a subgraph deployed on its own, which authenticates and
 * authorizes them again: the configured service key never travels between gateway and subgraph.
 * Each request is lent a share of the operation's budget of service requests and answer bytes, and
 * what the subgraph says it spent is counted, so the operation's limits hold across subgraphs. Each
 * request ends by the operation's deadline, and the area's health is tracked (RemoteAreaDataSource).
 * A resend that settles an unknown outcome says so in a header signed for the caller with a key
 * derived from the service key (signSettle), which the subgraph checks before honouring it.
 */
class CredentialForwardingDataSource extends RemoteAreaDataSource {
  private readonly shares = new WeakMap<SubgraphHttp, Allowance>();
  private readonly spent = new WeakMap<SubgraphHttp, Allowance>();

  constructor(
    config: ConstructorParameters<typeof RemoteAreaDataSource>[0],
    health: SubgraphHealth,
    production: boolean,
    private readonly serviceKey: string | undefined,
  ) {
    super(config, health, production);
  }

  override async process(options: ProcessOptions) {
    try {
      return await super.process(options);
    } finally {
      const http = options.request.http;
      const share = http && this.shares.get(http);
      if (share && options.context.upstream) settle(options.context.upstream, share, http && this.spent.get(http));
    }
  }

  override async willSendRequest({ request, context }: SendOptions) {
    const { authorization, apiKey } = context.credentials ?? {};
    if (authorization) request.http?.headers.set('authorization', authorization);
    if (apiKey) request.http?.headers.set('x-api-key', apiKey);
    propagateToSubgraph(request.http?.headers, context.requestId);
    const { settle: settling, caller } = context as Partial<GatewayContext>;
    if (settling && caller) {
      // Unsigned (no service key), the subgraph refuses the request: sent without the header, it would
      // send the write plainly, when only a read showing it was not applied may send it again.
      request.http?.headers.set(SETTLE_HEADER, signSettle(this.serviceKey, settling, callerOf({ caller })) ?? String(settling.since));
    }
    if (context.upstream && request.http) {
      const share = await lend(context.upstream);
      this.shares.set(request.http, share);
      request.http.headers.set(BUDGET_HEADER, formatAllowance(share));
    }
  }

  override async didReceiveResponse({ response, request }: ReceiveOptions) {
    const spent = parseAllowance(response.http?.headers.get(SPENT_HEADER));
    if (spent && request.http) this.spent.set(request.http, spent);
    return response;
  }
}

/**
 * @apollo/gateway refuses a supergraph whose `@link`s declare a SECURITY feature it does not
 * implement (`@authenticated`, `@requiresScopes`), so that no gateway ignores them by accident. This
 * one enforces them itself (authorizationPlugin, from the unmodified supergraph), so the copy handed
 * to the query planner declares those features without their purpose.
 */
export function withoutSecurityPurpose(supergraphSdl: string): string {
  return supergraphSdl.replace(/(@link\(url: "https:\/\/specs\.apollo\.dev\/(?:authenticated|requiresScopes)\/v[\d.]+"), for: SECURITY\)/g, '$1)');
}

/** 429 RATE_LIMITED with Retry-After once a caller (user, key, or an address) is over its rate. */
async function admitRate(limiter: CallerRateLimiter, caller: string): Promise<void> {
  const retryAfter = await limiter.take(caller);
  if (retryAfter !== undefined) {
    throw new HttpError(429, `Too many requests: retry after ${retryAfter} s`, 'RATE_LIMITED', { 'retry-after': String(retryAfter) }, { retryAfter });
  }
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { config, service } = options;
  redactFromLogs(service.apiKey);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, { commandTimeoutMs: config.redisCommandTimeoutMs }) : undefined;
  await redis?.untilReady();
  const client = new CommerceClient(service, undefined, config.readCache ? areaReadCache(SUBGRAPHS, redis ? redisReadCache(redis) : undefined) : undefined);
  // Who made which stock reservation: shared by replicas on Redis like the idempotency records.
  const reservations = redis ? new RedisReservationStore(redis) : new MemoryReservationStore();
  const supergraphSdl = readSupergraph();
  const fetcher = subgraphFetcher();
  // Filled as the gateway loads the supergraph (server.start(), before the routes are built).
  const remoteAreas: SubgraphHealth[] = [];
  installPreparedResultShaping();
  installArgumentValues();
  const plannedSupergraph = withoutSecurityPurpose(supergraphSdl);
  // Plans are sized by their JSON, which a plan's objects outweigh about eight times over: distinct
  // large plans, one per request, would otherwise fill the capped heap.
  const plans = new PlanStore(CACHE_LIMITS.queryPlanMiB * 1024 * 1024);
  const planningLimits = { timeoutMs: config.limits.planningTimeoutMs, maxQueued: config.limits.maxRequestsInFlight, ...PLANNING_THREAD };
  const planning = new PlanningThread(plannedSupergraph, planningLimits, (key, plan) => void plans.set(key, plan));
  const gateway = new ApolloGateway({
    supergraphSdl: plannedSupergraph,
    queryPlannerConfig: { cache: plans },
    buildService: ({ name, url }): GraphQLDataSource<GatewayContext> => {
      const entry = SUBGRAPHS.find((candidate) => candidate.area === name);
      const remoteUrl = entry ? config.subgraphUrls[entry.area] : url;
      if (remoteUrl || !entry) {
        const health = new SubgraphHealth(name, remoteUrl ?? url ?? '');
        remoteAreas.push(health);
        return new CredentialForwardingDataSource({ url: remoteUrl ?? url, fetcher }, health, config.production, service.apiKey);
      }
      return new InProcessDataSource(entry.definition, client, reservations, Object.keys(config.subgraphUrls).length > 0);
    },
  });

  const idempotencySettings = {
    ...CLAIM_TIMING,
    // A claim outlives the deadline of the operation that made it.
    lockMs: claimLockMs(service.timeoutMs + config.subgraphTimeoutMarginMs, config.limits.idempotencySettleAfterMs),
    ttlMs: config.limits.idempotencyTtlS * 1000,
    maxKeysPerCaller: config.limits.idempotencyMaxKeysPerCaller,
    maxKeptBytesPerCaller: config.limits.idempotencyMaxKeptBytesPerCaller,
  };
  const idempotency = redis ? new RedisIdempotencyStore(redis, idempotencySettings) : new MemoryIdempotencyStore(idempotencySettings);
  const trusted = config.trustedDocuments ? loadTrustedDocuments(config.trustedDocuments) : undefined;
  const httpServer = createBoundedServer(config.limits);
  const connections = limitConnections(httpServer, {
    maxConnections: config.limits.maxConnections,
    maxConnectionsPerAddress: config.limits.maxConnectionsPerAddress,
    sharedPeer: isTrustedProxy(config.trustProxy),
  });
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.depth },
    // Aliases of `__typename` count as any other: Armor lets them through by default, and demand control
    // costs `__typename` 0, so 4,900 of them in a fragment spread under pages of products made one
    // 103 KB request answer hundreds of megabytes.
    maxAliases: { n: QUERY_LIMITS.aliases, allowList: [] },
    // Counted by maxExpandedDirectivesRule instead: Armor's count drops a repeated spread's own directives.
    maxDirectives: { enabled: false },
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const server = new ApolloServer<GatewayContext>({
    gateway: answeringIntrospection(planningAhead(gateway, plans, planning, planningLimits)),
    // Parsed and validated documents, bounded as plans are, and by the text they keep alive.
    documentStore: boundedDocumentStore(),
    introspection: !config.production,
    includeStacktraceInErrorResponses: false,
    formatError: formatErrorFor({ production: config.production, secretKeys: [service.apiKey] }),
    stringifyResult: redactingStringify([service.apiKey]),
    allowBatchedHttpRequests: false,
    // The process lifecycle handles signals (drain, then exit 0); Apollo's own handler would re-raise them.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: PARSER_LIMITS.maxTokens },
    // With a manifest, persisted queries resolve from it and nothing is registered; without one,
    // automatic persisted queries work as usual, on Redis when replicas share one, expiring and size-capped.
    persistedQueries: trusted
      ? { cache: trustedDocumentCache(trusted), ttl: null }
      : automaticPersistedQueries(redis ? redisPersistedQueryCache(redis) : undefined),
    validationRules: [...armor.validationRules, KnownOperationTypesRule, maxExpandedSelectionsRule(), maxExpandedDirectivesRule(QUERY_LIMITS.directives)],
    plugins: [
      // First: a request's variables are bounded before any other hook may walk them.
      variableLimitsPlugin(),
      // Before the plugins that dress errors and keep answers: its refusal replaces the answer.
      answerLimitPlugin<GatewayContext>(),
      // Before the idempotency plugin, which keeps answers as they are sent.
      errorAudiencePlugin<GatewayContext>(),
      ...armor.plugins,
      telemetryPlugin(trusted ? trustedOperationLabels(trusted) : undefined),
      operationResolutionPlugin(),
      authorizationPlugin<GatewayContext>(requirementsOf(parse(supergraphSdl))),
      demandControlPlugin<GatewayContext>(costDirectivesOf(parse(supergraphSdl)), config.limits.maxOperationCost),
      httpStatusPlugin(),
      ...(trusted ? [trustedDocumentsPlugin(trusted)] : []),
      idempotencyPlugin<GatewayContext>(idempotency, callerOf, { maxAnswerBytes: config.limits.idempotencyMaxAnswerBytes, settleAfterMs: config.limits.idempotencySettleAfterMs }),
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownTimeoutMs }),
      scalarValidationPlugin([GraphQLDateTime, GraphQLJSONObject, GraphQLJSON, ...SHARED_SCALARS]),
      config.production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({
            footer: false,
            embed: {
              runTelemetry: false,
              initialState: options.sandboxHeaders ? { sharedHeaders: options.sandboxHeaders } : {},
            },
          }),
    ],
  });
  await server.start();

  const authenticator = createAuthenticator(config.auth);
  const limiterStore = redis ? redisStore(redis) : memoryStore;
  const rateLimiter = createCallerRateLimiter({ perSecond: config.limits.ratePerSecond, burst: config.limits.rateBurst }, limiterStore);
  const addressRateLimiter = createCallerRateLimiter(
    { perSecond: config.limits.ratePerAddressPerSecond, burst: config.limits.ratePerAddressBurst, scope: 'address' },
    limiterStore,
  );
  const clientAddressOf = clientAddressResolver(config.trustProxy);
  const answers = answerPool(config.limits.maxInflightResponseBytes, config.limits.maxInflightResponseBytesPerAddress);
  const inFlight = inFlightLimit(config.limits.maxRequestsInFlight, config.limits.maxRequestsInFlightPerAddress);
  /** When the drain that `stop` starts ends (epoch ms); none until then. */
  let drainEndsAt = Infinity;
  const bodies = bodyBuffer(config.limits.maxBufferedBodyBytes);
  const routes: RouteTable = {
    ...operationalRoutes({
      readiness: readinessProbe([
        serviceReadiness(service),
        // Without Redis a replica is degraded (limits of its own, no shared caches, keyed mutations refused), not unready.
        ...(redis ? [redisReadiness(redis, config.readyRequiresRedis)] : []),
        ...(options.readinessChecks ?? []),
        ...remoteAreas.map((health) => health.readiness()),
      ]),
      metrics: options.metrics ?? metricsRegistry,
    }),
    '/graphql': inRequestScope(graphqlRoute({
      server,
      cors: cors<cors.CorsRequest>({
        origin: [SANDBOX_ORIGIN, ...(config.production ? [] : STOREFRONT_DEV_ORIGINS), ...config.corsOrigins],
        maxAge: 600,
      }),
      inFlight,
      clientBucket: (req) => addressBucket(clientAddressOf(req)),
      bodyBuffer: bodies,
      release: (context) => releaseBudget(context.upstream),
      abandon: (context) => abandonBudget(context.upstream),
      admit: async (req) => {
        const clientAddress = clientAddressOf(req);
        const bucket = addressBucket(clientAddress);
        // Before authentication: a flood of bad tokens spends its sender's allowance, not the verifier's time.
        await admitRate(addressRateLimiter, `address:${bucket}`);
        const context = gatewayContextFor(
          await authenticator.authenticate(req.headers),
          req.headers,
          service.apiKey,
          config.limits,
          requestIdOf(req),
          answers,
          bucket,
        );
        await admitRate(rateLimiter, context.caller.kind === 'anonymous' ? `ip:${bucket}` : callerOf(context));
        return context;
      },
      // From when the whole request is here: a client that sends its body slowly spends none of it.
      // Once stopping, no later than the drain's end less a second to write the answer: a body that
      // arrives whole during the drain would otherwise start an operation the drain cuts, its write
      // sent and its answer lost.
      begin: (context) => {
        context.deadline = Math.min(Date.now() + service.timeoutMs + config.subgraphTimeoutMarginMs, drainEndsAt - ANSWER_WRITE_MS);
      },
    })),
  };
  httpServer.on('request', routeListener(routes, { maxRequestHeaders: config.limits.maxRequestHeaders, response: { timeoutMs: config.limits.responseTimeoutMs, minBytesPerSecond: config.limits.responseMinBytesPerSecond }, clientAddress: clientAddressOf }));
  answerClientErrorsWithJson(httpServer);

  await listen(httpServer, config.port, config.host);
  const { port } = httpServer.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}/graphql`;
  logger.info({ url }, 'gateway ready');
  const unreport = reportSaturation({
    requestsInFlight: () => inFlight.held,
    bodyBytesHeld: () => bodies.held,
    answerBytesHeld: () => answers.held,
    operationsPlanning: () => planning.operations,
    connections,
  });
  return {
    url,
    httpServer,
    stop: async () => {
      drainEndsAt = Date.now() + config.shutdownTimeoutMs;
      for (const health of remoteAreas) health.close();
      planning.drain();
      await server.stop();
      unreport();
      await idempotency.close();
      await redis?.close();
    },
  };
}
