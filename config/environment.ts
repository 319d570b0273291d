import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { AREAS, CART_SHAPES, type Area, type CartShape, type ServiceConfig } from '../subgraphs/shared/service-config';

/** `SUBGRAPH_<AREA>_URL`: where an area is served when it is deployed on its own. */
export const subgraphUrlVariable = (area: string): string => `SUBGRAPH_${area.toUpperCase().replace(/-/g, '_')}_URL`;

/** Everything read from the environment at start, validated once. */
export interface AppConfig {
  /** Undefined when no `COMMERCE_BASE_URL` is set: the embedded emulator is used. */
  baseUrl: string | undefined;
  legacyBaseUrl: string | undefined;
  apiKey: string | undefined;
  projectId: string | undefined;
  loyaltyProjectId: string | undefined;
  stageProjectId: string | undefined;
  timeoutMs: number;
  maxResponseBytes: number;
  cartShape: CartShape;
  /** `COMMERCE_MERCHANT_CHANNELS`, comma-separated; undefined when unset (the service alone checks channels). */
  merchantChannels?: string[] | undefined;
  /** `MAX_RESERVED_UNITS_PER_USER`: units one user may hold in open stock reservations. */
  maxReservedUnitsPerUser: number;
  port: number;
  /** `HOST`: the address the gateway listens on (default 0.0.0.0 in production, else 127.0.0.1). */
  host: string;
  /** `TRUST_PROXY`: which proxies may name the client in `X-Forwarded-For` (false: none). */
  trustProxy: TrustProxy;
  production: boolean;
  corsOrigins: string[];
  subgraphUrls: Partial<Record<Area, string>>;
  /**
   * `SUBGRAPH_TIMEOUT_MARGIN_MS`: an operation may wait for subgraphs deployed on their own until
   * `COMMERCE_TIMEOUT_MS` plus this margin after it started; a subgraph request gets what remains.
   */
  subgraphTimeoutMarginMs: number;
  /** Path of the trusted-documents manifest: when set, only its operations run. */
  trustedDocuments: string | undefined;
  /** `REDIS_URL`: where replicas share state (idempotency records); unset keeps it in memory. */
  redisUrl: string | undefined;
  /** `REDIS_COMMAND_TIMEOUT_MS`: a Redis command unanswered by then fails, and the replica falls back. */
  redisCommandTimeoutMs: number;
  /** `READY_REQUIRES_REDIS`: Redis unreachable makes `/ready` answer 503 instead of reporting it degraded. */
  readyRequiresRedis: boolean;
  /** `READ_CACHE`: settings-like reads reused for their SDL's @cacheControl maxAge (on Redis with REDIS_URL). */
  readCache: boolean;
  /**
   * `WORKERS`: gateway processes sharing the port (Node's cluster module). By default one per CPU
   * this process may use when the service is external and REDIS_URL is set, otherwise one.
   */
  workers: number;
  auth: AuthConfig;
  limits: Limits;
  /**
   * How long a stopping process lets in-flight requests finish before closing their connections
   * (`SHUTDOWN_TIMEOUT_MS`; by default an operation's deadline and a second to write its answer).
   */
  shutdownTimeoutMs: number;
  /**
   * `WORKER_LIVENESS_TIMEOUT_MS`: with more than one worker, how long a listening worker may go
   * without a sign of life (its event loop stuck) before the primary kills and replaces it; 0, never.
   */
  workerLivenessTimeoutMs: number;
  /**
   * `WORKER_START_TIMEOUT_MS`: with more than one worker, how long a worker may take from its fork to
   * listening before the primary kills it (a first start that does not come up stops the gateway, a
   * replacement is forked again); 0, never.
   */
  workerStartTimeoutMs: number;
  /** `OTEL_EXPORTER_OTLP_ENDPOINT`: traces are exported there over OTLP/HTTP; unset, nothing is recorded. */
  otlpEndpoint: string | undefined;
  /** `OTEL_SERVICE_NAME`: the traces' service name, when not the process's own default. */
  otelServiceName: string | undefined;
  /** `SUBGRAPH_PORT` and `SUBGRAPH_HOST`: where `start:subgraph` listens (default: the area's port, 127.0.0.1). */
  subgraphPort: number | undefined;
  subgraphHost: string;
}

/** How much one caller and one operation may ask for. */
export interface Limits {
  /** `MAX_OPERATION_COST`: the largest estimated cost (demand control) an operation may have. */
  maxOperationCost: number;
  /** `MAX_UPSTREAM_CALLS_PER_OPERATION`: service requests one operation may send, retries included, before further fields fail. */
  maxUpstreamCalls: number;
  /** `MAX_OPERATION_RESPONSE_BYTES`: service answer bytes one operation may take in before further fields fail. */
  maxOperationResponseBytes: number;
  /** `MAX_INFLIGHT_RESPONSE_BYTES`: service answer bytes all the operations one process serves may hold at once. */
  maxInflightResponseBytes: number;
  /** `MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS`: of those, how many the operations of one client address may hold. */
  maxInflightResponseBytesPerAddress: number;
  /** `MAX_REQUESTS_IN_FLIGHT`: GraphQL requests one gateway process serves at once; past it, 503. */
  maxRequestsInFlight: number;
  /** `MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS`: of those, how many one client address may have; past it, 503. */
  maxRequestsInFlightPerAddress: number;
  /** `QUERY_PLANNING_TIMEOUT_MS`: how long the planning thread may take to plan one new operation; past it, OPERATION_TOO_EXPENSIVE. */
  planningTimeoutMs: number;
  /** `MAX_BUFFERED_BODY_BYTES`: request body bytes one process holds, from a body's first byte until its response is sent or its client gone; past it, 503. */
  maxBufferedBodyBytes: number;
  /** `MAX_REQUEST_HEADERS`: header fields one request may carry; past it, 431. */
  maxRequestHeaders: number;
  /** `MAX_CONNECTIONS`: connections one server holds at once; past it, one not being worked on is closed for the new one (connection-limit.ts). */
  maxConnections: number;
  /** `MAX_CONNECTIONS_PER_ADDRESS`: of those, how many one peer address (not a trusted proxy) may hold; past it, 503 and closed. */
  maxConnectionsPerAddress: number;
  /** `HTTP_HEADERS_TIMEOUT_MS`, `HTTP_REQUEST_TIMEOUT_MS`, `HTTP_KEEP_ALIVE_TIMEOUT_MS`: how long a client may take to send its headers, its whole request, and how long an idle connection stays open. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /**
   * `HTTP_RESPONSE_TIMEOUT_MS` and `HTTP_RESPONSE_MIN_BYTES_PER_SECOND`: how long a client may take to
   * receive an answer from its turn to be sent, plus a second for every so many bytes of it then
   * unsent; past it, the connection is closed.
   */
  responseTimeoutMs: number;
  responseMinBytesPerSecond: number;
  /** `RATE_LIMIT_PER_SECOND` and `RATE_LIMIT_BURST`: each caller's sustained rate and the burst above it (0: no limit). */
  ratePerSecond: number;
  rateBurst: number;
  /**
   * `RATE_LIMIT_PER_ADDRESS_PER_SECOND` and `RATE_LIMIT_PER_ADDRESS_BURST`: each client address's,
   * counted before authentication (0: no limit); higher than a caller's, as many users may share an address.
   */
  ratePerAddressPerSecond: number;
  ratePerAddressBurst: number;
  /** `IDEMPOTENCY_TTL_S`: how long an idempotency record (and a caller's claim on its quota) lives. */
  idempotencyTtlS: number;
  /** `IDEMPOTENCY_MAX_ANSWER_BYTES`: a larger answer is kept only as "applied" with the ids of its result. */
  idempotencyMaxAnswerBytes: number;
  /** `IDEMPOTENCY_MAX_KEYS_PER_CALLER`: new keys one caller may claim per `IDEMPOTENCY_TTL_S`. */
  idempotencyMaxKeysPerCaller: number;
  /** `IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER`: answer bytes one caller's records may keep per `IDEMPOTENCY_TTL_S`. */
  idempotencyMaxKeptBytesPerCaller: number;
  /**
   * `IDEMPOTENCY_SETTLE_AFTER_MS`: how long after the latest attempt ended a resend may settle its
   * unknown outcome; by default an operation's deadline.
   */
  idempotencySettleAfterMs: number;
}

/**
 * `TRUST_PROXY`, read as Express reads `trust proxy`: false trusts no proxy (the socket's peer is the
 * client); a number trusts that many proxies nearest the gateway; a list trusts proxies at those
 * addresses, CIDRs or named ranges (`loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | readonly string[];

/** More proxies than this in front of one service is a mistake, not a deployment. */
const MAX_TRUSTED_HOPS = 16;

/** What the default drain allows beyond an operation's deadline: its answer written out. */
const ANSWER_WRITE_MS = 1_000;

/**
 * The CPUs this process may use: Node's count, bounded by a cgroup v2 CPU quota (`cpu.max`), which
 * Node 20 does not read; a container limited to 2 CPUs on a 64-core host gets 2 workers, not 64.
 */
export function usableCpus(cpuMaxFile = '/sys/fs/cgroup/cpu.max'): number {
  const cpus = availableParallelism();
  let text: string;
  try {
    text = readFileSync(cpuMaxFile, 'utf8');
  } catch {
    return cpus;
  }
  const [quota, period] = text.trim().split(/\s+/);
  const share = Number(quota) / Number(period);
  return quota === 'max' || !Number.isFinite(share) || share <= 0 ? cpus : Math.max(1, Math.min(cpus, Math.ceil(share)));
}

/** Asymmetric JWT algorithms only: a public key can never be used as an HMAC secret, and `none` is never accepted. */
const JWT_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;
type JwtAlgorithm = (typeof JWT_ALGORITHMS)[number];

/** How callers are authenticated (`AUTH_*`, `ALLOW_CALLER_API_KEYS`). */
export interface AuthConfig {
  /** Where bearer tokens are verified: a JWKS URL or a public key; undefined when no token can be verified. */
  verification: { jwksUrl: string } | { publicKey: KeyObject | CryptoKey } | undefined;
  issuer: string | undefined;
  audience: string[] | undefined;
  clockSkewS: number;
  algorithms: JwtAlgorithm[];
  /** Server-to-server callers may present their own `x-api-key`, which is then forwarded upstream. */
  allowCallerApiKeys: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL')
  // Operation paths are appended to the base URL: a query or fragment would swallow them.
  .refine((value) => !/[?#]/.test(value), 'must not carry a query string or fragment')
  .transform((value) => value.replace(/\/+$/, ''));

const segment = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/^[A-Za-z0-9._~-]+$/, 'must be a single path segment (letters, digits, . _ ~ -)');

/** A whole number in [min, max], from its decimal text: one message for every bound, naming both. */
const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

const port = integer(0, 65535);

const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const refuse = (message: string) => {
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (value === 'false') return false;
    // Express's `true` takes the left-most X-Forwarded-For entry, which any caller writes itself.
    if (value === 'true') return refuse('must name the proxies (a number of hops or their addresses): true would let every caller choose its own address');
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return hops >= 1 && hops <= MAX_TRUSTED_HOPS ? hops : refuse(`must be a number of proxies between 1 and ${MAX_TRUSTED_HOPS} (false trusts none)`);
    }
    const entries = value.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      try {
        // proxy-addr's own parser, so that what is accepted here is exactly what is trusted later.
        proxyaddr.compile(entry);
      } catch {
        return refuse(`must be false, a number of proxies, or a comma-separated list of addresses, CIDRs, loopback, linklocal or uniquelocal (${JSON.stringify(entry)} is none of these)`);
      }
    }
    return entries;
  });

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

const envSchema = z.object({
  COMMERCE_BASE_URL: httpUrl.optional(),
  COMMERCE_LEGACY_BASE_URL: httpUrl.optional(),
  COMMERCE_API_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  COMMERCE_PROJECT_ID: segment.optional(),
  COMMERCE_LOYALTY_PROJECT_ID: segment.optional(),
  COMMERCE_STAGE_PROJECT_ID: segment.optional(),
  COMMERCE_TIMEOUT_MS: integer(1, 120_000)
    .default(10_000),
  COMMERCE_MAX_RESPONSE_BYTES: integer(1024, 1024 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  COMMERCE_CART_SHAPE: z.enum(CART_SHAPES, { error: `must be one of ${CART_SHAPES.join(', ')}` }).default('nested'),
  COMMERCE_MERCHANT_CHANNELS: z
    .string()
    .regex(/^\s*[^,\s]+(\s*,\s*[^,\s]+)*\s*$/, 'must be a comma-separated list of channel names')
    .optional(),
  MAX_RESERVED_UNITS_PER_USER: integer(1, 1000000)
    .default(100),
  PORT: port.default(4000),
  HOST: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.:-]+$/, 'must be an IP address or a host name')
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  NODE_ENV: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUSTED_DOCUMENTS: z.string().optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  AUTH_JWKS_URL: httpUrl.optional(),
  AUTH_JWT_PUBLIC_KEY: z
    .string()
    .refine((value) => {
      try {
        createPublicKey(value.replace(/\\n/g, '\n'));
        return true;
      } catch {
        return false;
      }
    }, 'must be a PEM public key')
    .optional(),
  AUTH_ISSUER: z.string().trim().min(1).optional(),
  AUTH_AUDIENCE: z.string().trim().min(1).optional(),
  AUTH_CLOCK_SKEW_S: integer(0, 300)
    .default(30),
  AUTH_JWT_ALGORITHMS: z
    .string()
    .transform((value) => value.split(',').map((name) => name.trim()))
    .pipe(z.array(z.enum(JWT_ALGORITHMS, { error: `must list algorithms among ${JWT_ALGORITHMS.join(', ')}` })).min(1))
    .default(['RS256', 'PS256', 'ES256', 'EdDSA']),
  MAX_OPERATION_COST: integer(1, 1000000)
    .default(5000),
  MAX_UPSTREAM_CALLS_PER_OPERATION: integer(1, 10000)
    .default(100),
  MAX_OPERATION_RESPONSE_BYTES: integer(1024, 1024 * 1024 * 1024)
    .default(4 * 1024 * 1024),
  MAX_INFLIGHT_RESPONSE_BYTES: integer(1024, 16 * 1024 * 1024 * 1024)
    .default(16 * 1024 * 1024),
  MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS: integer(1024, 16 * 1024 * 1024 * 1024)
    .optional(),
  WORKERS: integer(1, 64)
    .optional(),
  MAX_REQUESTS_IN_FLIGHT: integer(1, 100000)
    .default(64),
  MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: integer(1, 100000)
    .default(16),
  QUERY_PLANNING_TIMEOUT_MS: integer(10, 60_000)
    .default(5000),
  MAX_BUFFERED_BODY_BYTES: integer(1048576, 1073741824)
    .default(16 * 1024 * 1024),
  MAX_REQUEST_HEADERS: integer(16, 2000)
    .default(100),
  MAX_CONNECTIONS: integer(16, 1_000_000)
    .default(10_000),
  MAX_CONNECTIONS_PER_ADDRESS: integer(1, 1_000_000)
    .default(256),
  HTTP_HEADERS_TIMEOUT_MS: integer(1000, 600000)
    .default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: integer(1000, 600000)
    .default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: integer(1000, 600000)
    .default(5_000),
  HTTP_RESPONSE_TIMEOUT_MS: integer(1000, 600000)
    .default(30_000),
  HTTP_RESPONSE_MIN_BYTES_PER_SECOND: integer(1024, 1073741824)
    .default(64 * 1024),
  RATE_LIMIT_PER_SECOND: integer(0, 100000)
    .default(20),
  RATE_LIMIT_BURST: integer(0, 1000000)
    .default(100),
  RATE_LIMIT_PER_ADDRESS_PER_SECOND: integer(0, 100000)
    .default(100),
  RATE_LIMIT_PER_ADDRESS_BURST: integer(0, 1000000)
    .default(500),
  IDEMPOTENCY_TTL_S: integer(60, 604800)
    .default(86400),
  IDEMPOTENCY_MAX_ANSWER_BYTES: integer(1024, 4194304)
    .default(65536),
  IDEMPOTENCY_MAX_KEYS_PER_CALLER: integer(1, 1000000)
    .default(1000),
  IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER: integer(0, 1073741824)
    .default(1048576),
  IDEMPOTENCY_SETTLE_AFTER_MS: integer(0, 3_600_000).optional(),
  ALLOW_CALLER_API_KEYS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  READ_CACHE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  REDIS_COMMAND_TIMEOUT_MS: integer(10, 10_000)
    .default(100),
  READY_REQUIRES_REDIS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  SUBGRAPH_PORT: port.optional(),
  SUBGRAPH_HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  SUBGRAPH_TIMEOUT_MARGIN_MS: integer(0, 60_000)
    .default(2_000),
  COMMERCE_EMULATOR: flag.optional(),
  SHUTDOWN_TIMEOUT_MS: integer(0, 600_000).optional(),
  WORKER_LIVENESS_TIMEOUT_MS: integer(0, 600_000)
    .refine((value) => value === 0 || value >= 3_000, 'must be 0 (never) or at least 3000: a worker gives a sign of life each second, and a busy one may be late by one')
    .default(10_000),
  WORKER_START_TIMEOUT_MS: integer(0, 600_000)
    .refine((value) => value === 0 || value >= 5_000, 'must be 0 (never) or at least 5000: a worker loads the whole gateway before it listens')
    .default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'must be one of fatal, error, warn, info, debug, trace, silent',
  }).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1, 'must not be empty').optional(),
  ...Object.fromEntries(AREAS.map((area) => [subgraphUrlVariable(area), httpUrl.optional()])),
});

/** Every variable the configuration reads (a deployment setting another is a mistake). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Empty strings count as unset, as a shell `VAR=` means "no value". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') result[key] = value;
  }
  return result;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0]);
      return `${variable} ${issue.message} (got ${JSON.stringify(env[variable])})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  if (!values.COMMERCE_BASE_URL && values.COMMERCE_LEGACY_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  COMMERCE_LEGACY_BASE_URL is set but COMMERCE_BASE_URL is not (set both, or neither to use the emulator)',
    );
  }
  if (values.COMMERCE_BASE_URL && !values.COMMERCE_PROJECT_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  COMMERCE_PROJECT_ID is required when COMMERCE_BASE_URL is set',
    );
  }
  const production = values.NODE_ENV === 'production';
  if (values.COMMERCE_EMULATOR && values.COMMERCE_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  COMMERCE_EMULATOR=true and COMMERCE_BASE_URL are both set (the emulator is used only without a base URL)',
    );
  }
  // In production, emulator data served by accident looks like real data: it must be asked for.
  if (production && !values.COMMERCE_BASE_URL && !values.COMMERCE_EMULATOR) {
    throw new ConfigError(
      'Invalid configuration:\n  COMMERCE_BASE_URL is required with NODE_ENV=production (set COMMERCE_EMULATOR=true to serve the embedded emulator on purpose)',
    );
  }
  if (values.AUTH_JWKS_URL && values.AUTH_JWT_PUBLIC_KEY) {
    throw new ConfigError('Invalid configuration:\n  AUTH_JWKS_URL and AUTH_JWT_PUBLIC_KEY are both set (set one)');
  }
  if ((values.AUTH_JWKS_URL || values.AUTH_JWT_PUBLIC_KEY) && (!values.AUTH_ISSUER || !values.AUTH_AUDIENCE)) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_ISSUER and AUTH_AUDIENCE are required with AUTH_JWKS_URL or AUTH_JWT_PUBLIC_KEY (a token meant for another service must not be accepted)',
    );
  }
  // Half the pool by default, and never less than one operation's budget (nor more than the pool).
  const maxInflightResponseBytesPerAddress =
    values.MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS ??
    Math.min(values.MAX_INFLIGHT_RESPONSE_BYTES, Math.max(values.MAX_OPERATION_RESPONSE_BYTES, Math.floor(values.MAX_INFLIGHT_RESPONSE_BYTES / 2)));
  const leastPerAddress = Math.min(values.MAX_OPERATION_RESPONSE_BYTES, values.MAX_INFLIGHT_RESPONSE_BYTES);
  if (maxInflightResponseBytesPerAddress < leastPerAddress) {
    throw new ConfigError(
      `Invalid configuration:\n  MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS (${maxInflightResponseBytesPerAddress}) is below ${leastPerAddress}, MAX_OPERATION_RESPONSE_BYTES or MAX_INFLIGHT_RESPONSE_BYTES whichever is smaller: an operation of one address could never take in all it may, and would be told to retry`,
    );
  }
  if (maxInflightResponseBytesPerAddress > values.MAX_INFLIGHT_RESPONSE_BYTES) {
    throw new ConfigError(
      `Invalid configuration:\n  MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS (${maxInflightResponseBytesPerAddress}) is above MAX_INFLIGHT_RESPONSE_BYTES (${values.MAX_INFLIGHT_RESPONSE_BYTES}), the pool it is a share of`,
    );
  }
  const workers = values.WORKERS ?? (values.COMMERCE_BASE_URL && values.REDIS_URL ? usableCpus() : 1);
  if (workers > 1 && !values.COMMERCE_BASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS=${workers} needs COMMERCE_BASE_URL (each worker would embed an emulator of its own, with its own data)`,
    );
  }
  // Workers are replicas on one machine: what replicas must share, they share through Redis.
  if (workers > 1 && !values.REDIS_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS=${workers} needs REDIS_URL (workers share idempotency records, rate limits and the read cache's generations through it, as replicas do)`,
    );
  }
  const subgraphUrls: Partial<Record<Area, string>> = {};
  for (const area of AREAS) {
    const url = (values as Record<string, unknown>)[subgraphUrlVariable(area)];
    if (typeof url === 'string') subgraphUrls[area] = url;
  }
  return {
    baseUrl: values.COMMERCE_BASE_URL,
    legacyBaseUrl: values.COMMERCE_LEGACY_BASE_URL ?? values.COMMERCE_BASE_URL,
    apiKey: values.COMMERCE_API_KEY,
    projectId: values.COMMERCE_PROJECT_ID,
    loyaltyProjectId: values.COMMERCE_LOYALTY_PROJECT_ID ?? values.COMMERCE_PROJECT_ID,
    stageProjectId: values.COMMERCE_STAGE_PROJECT_ID ?? values.COMMERCE_PROJECT_ID,
    timeoutMs: values.COMMERCE_TIMEOUT_MS,
    maxResponseBytes: values.COMMERCE_MAX_RESPONSE_BYTES,
    cartShape: values.COMMERCE_CART_SHAPE,
    merchantChannels: values.COMMERCE_MERCHANT_CHANNELS?.split(',').map((channel) => channel.trim()),
    maxReservedUnitsPerUser: values.MAX_RESERVED_UNITS_PER_USER,
    port: values.PORT,
    // A development gateway hands out working tokens (see gateway/main.ts): only this machine reaches it unless told otherwise.
    host: values.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: values.TRUST_PROXY,
    production,
    corsOrigins: (values.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    subgraphUrls,
    subgraphTimeoutMarginMs: values.SUBGRAPH_TIMEOUT_MARGIN_MS,
    trustedDocuments: values.TRUSTED_DOCUMENTS,
    redisUrl: values.REDIS_URL,
    redisCommandTimeoutMs: values.REDIS_COMMAND_TIMEOUT_MS,
    readyRequiresRedis: values.READY_REQUIRES_REDIS === 'true',
    readCache: values.READ_CACHE === 'true',
    workers,
    auth: {
      verification: values.AUTH_JWKS_URL
        ? { jwksUrl: values.AUTH_JWKS_URL }
        : values.AUTH_JWT_PUBLIC_KEY
          ? { publicKey: createPublicKey(values.AUTH_JWT_PUBLIC_KEY.replace(/\\n/g, '\n')) }
          : undefined,
      issuer: values.AUTH_ISSUER,
      audience: values.AUTH_AUDIENCE?.split(',').map((audience) => audience.trim()).filter(Boolean),
      clockSkewS: values.AUTH_CLOCK_SKEW_S,
      algorithms: values.AUTH_JWT_ALGORITHMS,
      allowCallerApiKeys: values.ALLOW_CALLER_API_KEYS === 'true',
    },
    limits: {
      maxOperationCost: values.MAX_OPERATION_COST,
      maxUpstreamCalls: values.MAX_UPSTREAM_CALLS_PER_OPERATION,
      maxOperationResponseBytes: values.MAX_OPERATION_RESPONSE_BYTES,
      maxInflightResponseBytes: values.MAX_INFLIGHT_RESPONSE_BYTES,
      maxInflightResponseBytesPerAddress,
      maxRequestsInFlight: values.MAX_REQUESTS_IN_FLIGHT,
      maxRequestsInFlightPerAddress: values.MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS,
      planningTimeoutMs: values.QUERY_PLANNING_TIMEOUT_MS,
      maxBufferedBodyBytes: values.MAX_BUFFERED_BODY_BYTES,
      maxRequestHeaders: values.MAX_REQUEST_HEADERS,
      maxConnections: values.MAX_CONNECTIONS,
      maxConnectionsPerAddress: Math.min(values.MAX_CONNECTIONS_PER_ADDRESS, values.MAX_CONNECTIONS),
      headersTimeoutMs: values.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: values.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: values.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      responseTimeoutMs: values.HTTP_RESPONSE_TIMEOUT_MS,
      responseMinBytesPerSecond: values.HTTP_RESPONSE_MIN_BYTES_PER_SECOND,
      ratePerSecond: values.RATE_LIMIT_PER_SECOND,
      rateBurst: values.RATE_LIMIT_BURST,
      ratePerAddressPerSecond: values.RATE_LIMIT_PER_ADDRESS_PER_SECOND,
      ratePerAddressBurst: values.RATE_LIMIT_PER_ADDRESS_BURST,
      idempotencyTtlS: values.IDEMPOTENCY_TTL_S,
      idempotencyMaxAnswerBytes: values.IDEMPOTENCY_MAX_ANSWER_BYTES,
      idempotencyMaxKeysPerCaller: values.IDEMPOTENCY_MAX_KEYS_PER_CALLER,
      idempotencyMaxKeptBytesPerCaller: values.IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER,
      // A write the service holds past the attempt that sent it may land later still: a deadline more.
      idempotencySettleAfterMs: values.IDEMPOTENCY_SETTLE_AFTER_MS ?? values.COMMERCE_TIMEOUT_MS + values.SUBGRAPH_TIMEOUT_MARGIN_MS,
    },
    // By default the drain outlasts every operation in flight: an operation admitted just before the
    // signal may wait until its deadline, and a drain that ended first cut a write already sent with no
    // answer at all.
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS ?? values.COMMERCE_TIMEOUT_MS + values.SUBGRAPH_TIMEOUT_MARGIN_MS + ANSWER_WRITE_MS,
    workerLivenessTimeoutMs: values.WORKER_LIVENESS_TIMEOUT_MS,
    workerStartTimeoutMs: values.WORKER_START_TIMEOUT_MS,
    otlpEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: values.OTEL_SERVICE_NAME,
    subgraphPort: values.SUBGRAPH_PORT,
    subgraphHost: values.SUBGRAPH_HOST,
  };
}

/** What the embedded emulator offers when no base URL is configured. */
export interface EmulatorEndpoint {
  url: string;
  apiKey: string;
  projectId: string;
  loyaltyProjectId: string;
  stageProjectId: string;
}

/** The service settings once the base URL is known: the configured service's, or the emulator's. */
export function serviceConfig(config: AppConfig, emulator?: EmulatorEndpoint): ServiceConfig {
  const calls = {
    timeoutMs: config.timeoutMs,
    maxResponseBytes: config.maxResponseBytes,
    cartShape: config.cartShape,
    merchantChannels: config.merchantChannels,
    maxReservedUnitsPerUser: config.maxReservedUnitsPerUser,
  };
  if (config.baseUrl && config.projectId) {
    return {
      baseUrl: config.baseUrl,
      legacyBaseUrl: config.legacyBaseUrl ?? config.baseUrl,
      apiKey: config.apiKey,
      projectId: config.projectId,
      loyaltyProjectId: config.loyaltyProjectId ?? config.projectId,
      stageProjectId: config.stageProjectId ?? config.projectId,
      ...calls,
    };
  }
  if (!emulator) throw new ConfigError('No COMMERCE_BASE_URL is set and no emulator is running');
  return {
    baseUrl: emulator.url,
    legacyBaseUrl: emulator.url,
    apiKey: config.apiKey ?? emulator.apiKey,
    projectId: emulator.projectId,
    loyaltyProjectId: emulator.loyaltyProjectId,
    stageProjectId: emulator.stageProjectId,
    ...calls,
  };
}
