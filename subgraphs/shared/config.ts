import { z } from 'zod';

/** Where and how the facade reaches the commerce service. */
export interface ServiceConfig {
  baseUrl: string;
  legacyBaseUrl: string;
  /** Used when the caller sends no `x-api-key` of its own. */
  apiKey: string | undefined;
  projectId: string;
  loyaltyProjectId: string;
  stageProjectId: string;
  /** The deadline of one service call, retries included: connect, headers and the whole body. */
  timeoutMs: number;
  /** A response body larger than this is aborted while it streams in. */
  maxResponseBytes: number;
  /** How promotion carts are sent: `single-level` flattens item attributes onto the element. */
  cartShape: CartShape;
  /** The merchant's sales channels, when known: stock items naming another channel are refused before any call. */
  merchantChannels?: readonly string[] | undefined;
}

/** `COMMERCE_CART_SHAPE`: `single-level` for projects that use loyalty and promotions together (2.3). */
export const CART_SHAPES = ['nested', 'single-level'] as const;
export type CartShape = (typeof CART_SHAPES)[number];

export const AREAS = ['catalogue', 'promotions', 'loyalty', 'wallets', 'merchant', 'talking-products'] as const;
export type Area = (typeof AREAS)[number];

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
  port: number;
  production: boolean;
  corsOrigins: string[];
  subgraphUrls: Partial<Record<Area, string>>;
  /** Path of the trusted-documents manifest: when set, only its operations run. */
  trustedDocuments: string | undefined;
  /** How long a stopping process lets in-flight requests finish before closing their connections. */
  shutdownTimeoutMs: number;
  /** `OTEL_EXPORTER_OTLP_ENDPOINT`: traces are exported there over OTLP/HTTP; unset, nothing is recorded. */
  otlpEndpoint: string | undefined;
  /** `OTEL_SERVICE_NAME`: the traces' service name, when not the process's own default. */
  otelServiceName: string | undefined;
  /** `REDIS_URL`: the store replicas share. */
  redisUrl: string | undefined;
  /** `SUBGRAPH_PORT` and `SUBGRAPH_HOST`: where `start:subgraph` listens (default: the area's port, 127.0.0.1). */
  subgraphPort: number | undefined;
  subgraphHost: string;
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

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be an integer')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

const envSchema = z.object({
  COMMERCE_BASE_URL: httpUrl.optional(),
  COMMERCE_LEGACY_BASE_URL: httpUrl.optional(),
  COMMERCE_API_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  COMMERCE_PROJECT_ID: segment.optional(),
  COMMERCE_LOYALTY_PROJECT_ID: segment.optional(),
  COMMERCE_STAGE_PROJECT_ID: segment.optional(),
  COMMERCE_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(120_000, 'must be at most 120000')
    .default(10_000),
  COMMERCE_MAX_RESPONSE_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1024, 'must be at least 1024')
    .max(1024 * 1024 * 1024, 'must be at most 1073741824')
    .default(10 * 1024 * 1024),
  COMMERCE_CART_SHAPE: z.enum(CART_SHAPES, { error: `must be one of ${CART_SHAPES.join(', ')}` }).default('nested'),
  COMMERCE_MERCHANT_CHANNELS: z
    .string()
    .regex(/^\s*[^,\s]+(\s*,\s*[^,\s]+)*\s*$/, 'must be a comma-separated list of channel names')
    .optional(),
  PORT: port.default(4000),
  SUBGRAPH_PORT: port.optional(),
  SUBGRAPH_HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  NODE_ENV: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUSTED_DOCUMENTS: z.string().optional(),
  COMMERCE_EMULATOR: flag.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be at least 0')
    .max(600_000, 'must be at most 600000')
    .default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'must be one of fatal, error, warn, info, debug, trace, silent',
  }).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1, 'must not be empty').optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => /^rediss?:\/\/[^/]/.test(value) && URL.canParse(value), 'must be a redis:// or rediss:// URL')
    .optional(),
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
    port: values.PORT,
    production,
    corsOrigins: (values.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    subgraphUrls,
    trustedDocuments: values.TRUSTED_DOCUMENTS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    otlpEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: values.OTEL_SERVICE_NAME,
    redisUrl: values.REDIS_URL,
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
  if (config.baseUrl && config.projectId) {
    return {
      baseUrl: config.baseUrl,
      legacyBaseUrl: config.legacyBaseUrl ?? config.baseUrl,
      apiKey: config.apiKey,
      projectId: config.projectId,
      loyaltyProjectId: config.loyaltyProjectId ?? config.projectId,
      stageProjectId: config.stageProjectId ?? config.projectId,
      timeoutMs: config.timeoutMs,
      maxResponseBytes: config.maxResponseBytes,
      cartShape: config.cartShape,
      merchantChannels: config.merchantChannels,
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
    timeoutMs: config.timeoutMs,
    maxResponseBytes: config.maxResponseBytes,
    cartShape: config.cartShape,
    merchantChannels: config.merchantChannels,
  };
}
