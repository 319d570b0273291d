import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_VARIABLES, ConfigError, loadConfig, serviceConfig, usableCpus, type EmulatorEndpoint } from '../../../config/environment';

/** The ConfigError `loadConfig(env)` throws. */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted an environment it should refuse');
}

const service = { COMMERCE_BASE_URL: 'https://api.example.test/v1', COMMERCE_PROJECT_ID: 'proj' };

const emulator: EmulatorEndpoint = {
  url: 'http://127.0.0.1:5555',
  apiKey: 'emulator-key',
  projectId: 'demo',
  loyaltyProjectId: 'demo-loyalty',
  stageProjectId: 'demo-stage',
};

describe('loadConfig defaults', () => {
  it('uses port 4000, a 10000 ms timeout and the emulator when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.timeoutMs).toBe(10_000);
    expect(config.baseUrl).toBeUndefined();
    expect(config.legacyBaseUrl).toBeUndefined();
    expect(config.apiKey).toBeUndefined();
    expect(config.subgraphUrls).toEqual({});
  });

  it('listens on every interface by default only in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', COMMERCE_EMULATOR: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('defaults the legacy base URL to the base URL and the loyalty and stage projects to the project', () => {
    const config = loadConfig(service);
    expect(config.baseUrl).toBe('https://api.example.test/v1');
    expect(config.legacyBaseUrl).toBe('https://api.example.test/v1');
    expect(config.projectId).toBe('proj');
    expect(config.loyaltyProjectId).toBe('proj');
    expect(config.stageProjectId).toBe('proj');
  });

  it('keeps distinct legacy URL, loyalty and stage projects when given', () => {
    const config = loadConfig({
      ...service,
      COMMERCE_LEGACY_BASE_URL: 'https://legacy.example.test',
      COMMERCE_LOYALTY_PROJECT_ID: 'loy',
      COMMERCE_STAGE_PROJECT_ID: 'stage',
      COMMERCE_API_KEY: 'k-1',
      COMMERCE_TIMEOUT_MS: '2500',
      PORT: '8080',
      HOST: '127.0.0.1',
    });
    expect(config).toMatchObject({
      legacyBaseUrl: 'https://legacy.example.test',
      loyaltyProjectId: 'loy',
      stageProjectId: 'stage',
      apiKey: 'k-1',
      timeoutMs: 2500,
      maxResponseBytes: 10_485_760,
      port: 8080,
      host: '127.0.0.1',
    });
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', COMMERCE_TIMEOUT_MS: '', COMMERCE_BASE_URL: '' });
    expect(config.port).toBe(4000);
    expect(config.timeoutMs).toBe(10_000);
    expect(config.baseUrl).toBeUndefined();
  });

  it('strips trailing slashes from the base URLs', () => {
    const config = loadConfig({ ...service, COMMERCE_BASE_URL: 'https://api.example.test/v1/', COMMERCE_LEGACY_BASE_URL: 'https://legacy.example.test//' });
    expect(config.baseUrl).toBe('https://api.example.test/v1');
    expect(config.legacyBaseUrl).toBe('https://legacy.example.test');
  });

  it('reads SUBGRAPH_WALLETS_URL into subgraphUrls', () => {
    const config = loadConfig({ SUBGRAPH_WALLETS_URL: 'http://wallets.internal:4104/graphql' });
    expect(config.subgraphUrls).toEqual({ wallets: 'http://wallets.internal:4104/graphql' });
  });
});

describe('loadConfig refusals name the variable', () => {
  it.each([
    ['COMMERCE_BASE_URL', { ...service, COMMERCE_BASE_URL: 'not a url' }],
    ['COMMERCE_BASE_URL', { ...service, COMMERCE_BASE_URL: 'ftp://api.example.test' }],
    ['COMMERCE_BASE_URL', { ...service, COMMERCE_BASE_URL: 'https://api.example.test/v1?tenant=a' }],
    ['COMMERCE_BASE_URL', { ...service, COMMERCE_BASE_URL: 'https://api.example.test/v1#top' }],
    ['COMMERCE_LEGACY_BASE_URL', { ...service, COMMERCE_LEGACY_BASE_URL: 'legacy.example.test' }],
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['PORT', { PORT: '80.5' }],
    ['COMMERCE_TIMEOUT_MS', { COMMERCE_TIMEOUT_MS: 'soon' }],
    ['COMMERCE_TIMEOUT_MS', { COMMERCE_TIMEOUT_MS: '0' }],
    ['COMMERCE_PROJECT_ID', { ...service, COMMERCE_PROJECT_ID: 'a/b' }],
    ['SUBGRAPH_WALLETS_URL', { SUBGRAPH_WALLETS_URL: 'wallets:4104' }],
    ['HOST', { HOST: 'http://0.0.0.0/' }],
  ])('refuses a bad %s (%j)', (variable, env) => {
    const error = configError(env);
    expect(error.message).toContain(variable);
  });

  it('requires COMMERCE_PROJECT_ID when COMMERCE_BASE_URL is set', () => {
    const error = configError({ COMMERCE_BASE_URL: 'https://api.example.test/v1' });
    expect(error.message).toContain('COMMERCE_PROJECT_ID');
  });

  it('refuses a legacy base URL without a base URL', () => {
    const error = configError({ COMMERCE_LEGACY_BASE_URL: 'https://legacy.example.test' });
    expect(error.message).toContain('COMMERCE_BASE_URL');
  });

  it('gives a client 30 s to take an answer and 64 KiB a second after that, reads both, and refuses what is not a whole number in range', () => {
    expect(loadConfig({}).limits).toMatchObject({ responseTimeoutMs: 30_000, responseMinBytesPerSecond: 65_536 });
    expect(loadConfig({ HTTP_RESPONSE_TIMEOUT_MS: '5000', HTTP_RESPONSE_MIN_BYTES_PER_SECOND: '1048576' }).limits).toMatchObject({ responseTimeoutMs: 5_000, responseMinBytesPerSecond: 1_048_576 });
    const error = configError({ HTTP_RESPONSE_TIMEOUT_MS: '0', HTTP_RESPONSE_MIN_BYTES_PER_SECOND: 'fast' });
    expect(error.message).toContain('HTTP_RESPONSE_TIMEOUT_MS');
    expect(error.message).toContain('HTTP_RESPONSE_MIN_BYTES_PER_SECOND');
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(['HTTP_RESPONSE_TIMEOUT_MS', 'HTTP_RESPONSE_MIN_BYTES_PER_SECOND', 'QUERY_PLANNING_TIMEOUT_MS']));
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'x', COMMERCE_TIMEOUT_MS: 'y' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('COMMERCE_TIMEOUT_MS');
  });
});

describe('runtime settings', () => {
  it("defaults the shutdown timeout to an operation's deadline and a second (13000 ms), with no tracing, no Redis, and subgraphs on 127.0.0.1", () => {
    expect(loadConfig({})).toMatchObject({
      shutdownTimeoutMs: 13_000,
      otlpEndpoint: undefined,
      redisUrl: undefined,
      readCache: true,
      subgraphPort: undefined,
      subgraphHost: '127.0.0.1',
      subgraphTimeoutMarginMs: 2_000,
    });
  });

  it('lets a resend settle an unknown outcome no sooner than an operation deadline after the latest attempt, unless told', () => {
    expect(loadConfig({}).limits.idempotencySettleAfterMs).toBe(12_000);
    expect(loadConfig({ COMMERCE_TIMEOUT_MS: '30000' }).limits.idempotencySettleAfterMs).toBe(32_000);
    expect(loadConfig({ IDEMPOTENCY_SETTLE_AFTER_MS: '0' }).limits.idempotencySettleAfterMs).toBe(0);
  });

  it("bounds the connections a server holds, and one address's share of them, never above the whole", () => {
    expect(loadConfig({}).limits).toMatchObject({ maxConnections: 10_000, maxConnectionsPerAddress: 256 });
    expect(loadConfig({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_ADDRESS: '500' }).limits).toMatchObject({ maxConnections: 100, maxConnectionsPerAddress: 100 });
  });

  it('lets the default drain outlast the deadline of every operation in flight, however long the service may take', () => {
    expect(loadConfig({ COMMERCE_TIMEOUT_MS: '30000', SUBGRAPH_TIMEOUT_MARGIN_MS: '5000' }).shutdownTimeoutMs).toBe(36_000);
    expect(loadConfig({ COMMERCE_TIMEOUT_MS: '30000', SHUTDOWN_TIMEOUT_MS: '2000' }).shutdownTimeoutMs).toBe(2_000);
  });

  it('reads the shutdown timeout, the OTLP endpoint, Redis and the subgraph listener', () => {
    expect(
      loadConfig({
        SHUTDOWN_TIMEOUT_MS: '0',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
        REDIS_URL: 'redis://redis:6379/0',
        READ_CACHE: 'false',
        SUBGRAPH_PORT: '4104',
        SUBGRAPH_HOST: '0.0.0.0',
        SUBGRAPH_TIMEOUT_MARGIN_MS: '500',
        LOG_LEVEL: 'debug',
      }),
    ).toMatchObject({
      shutdownTimeoutMs: 0,
      otlpEndpoint: 'http://collector:4318',
      redisUrl: 'redis://redis:6379/0',
      readCache: false,
      subgraphPort: 4104,
      subgraphHost: '0.0.0.0',
      subgraphTimeoutMarginMs: 500,
    });
  });

  it.each([
    ['SHUTDOWN_TIMEOUT_MS', { SHUTDOWN_TIMEOUT_MS: '-1' }],
    ['SHUTDOWN_TIMEOUT_MS', { SHUTDOWN_TIMEOUT_MS: '600001' }],
    ['IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER', { IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER: '-1' }],
    ['IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER', { IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER: 'lots' }],
    ['IDEMPOTENCY_SETTLE_AFTER_MS', { IDEMPOTENCY_SETTLE_AFTER_MS: '3600001' }],
    ['IDEMPOTENCY_SETTLE_AFTER_MS', { IDEMPOTENCY_SETTLE_AFTER_MS: '1.5' }],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }],
    ['REDIS_URL', { REDIS_URL: 'http://redis:6379' }],
    ['REDIS_URL', { REDIS_URL: 'redis://' }],
    ['READ_CACHE', { READ_CACHE: 'yes' }],
    ['MAX_REQUESTS_IN_FLIGHT', { MAX_REQUESTS_IN_FLIGHT: '0' }],
    ['MAX_REQUESTS_IN_FLIGHT', { MAX_REQUESTS_IN_FLIGHT: 'many' }],
    ['MAX_CONNECTIONS', { MAX_CONNECTIONS: '15' }],
    ['MAX_CONNECTIONS', { MAX_CONNECTIONS: '1000001' }],
    ['MAX_CONNECTIONS_PER_ADDRESS', { MAX_CONNECTIONS_PER_ADDRESS: '0' }],
    ['MAX_CONNECTIONS_PER_ADDRESS', { MAX_CONNECTIONS_PER_ADDRESS: 'some' }],
    ['MAX_RESERVED_UNITS_PER_USER', { MAX_RESERVED_UNITS_PER_USER: '0' }],
    ['MAX_RESERVED_UNITS_PER_USER', { MAX_RESERVED_UNITS_PER_USER: '1000001' }],
    ['MAX_RESERVED_UNITS_PER_USER', { MAX_RESERVED_UNITS_PER_USER: '2.5' }],
    ['MAX_RESERVED_UNITS_PER_USER', { MAX_RESERVED_UNITS_PER_USER: 'plenty' }],
    ['WORKERS', { WORKERS: '65' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['COMMERCE_EMULATOR', { COMMERCE_EMULATOR: 'yes' }],
    ['SUBGRAPH_PORT', { SUBGRAPH_PORT: 'wallets' }],
    ['SUBGRAPH_TIMEOUT_MARGIN_MS', { SUBGRAPH_TIMEOUT_MARGIN_MS: '-1' }],
    ['SUBGRAPH_TIMEOUT_MARGIN_MS', { SUBGRAPH_TIMEOUT_MARGIN_MS: '60001' }],
    ['SUBGRAPH_TIMEOUT_MARGIN_MS', { SUBGRAPH_TIMEOUT_MARGIN_MS: 'soon' }],
  ])('refuses a bad %s (%j)', (variable, env) => {
    expect(configError(env).message).toContain(variable);
  });

  it('refuses production without a base URL, unless the emulator is asked for', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.message).toContain('COMMERCE_BASE_URL is required with NODE_ENV=production');
    expect(error.message).toContain('COMMERCE_EMULATOR=true');
    expect(loadConfig({ NODE_ENV: 'production', COMMERCE_EMULATOR: 'true' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...service }).baseUrl).toBe('https://api.example.test/v1');
  });

  it('refuses the emulator asked for alongside a base URL', () => {
    expect(configError({ ...service, COMMERCE_EMULATOR: 'true' }).message).toContain('COMMERCE_EMULATOR=true and COMMERCE_BASE_URL');
  });

  describe('WORKERS', () => {
    const redis = { REDIS_URL: 'redis://redis:6379' };
    it('is one process on the embedded emulator or without Redis, and one per usable CPU with both a service and Redis', () => {
      expect(loadConfig({}).workers).toBe(1);
      expect(loadConfig({ ...service }).workers).toBe(1);
      expect(loadConfig({ ...redis }).workers).toBe(1);
      expect(loadConfig({ ...service, ...redis }).workers).toBe(usableCpus());
      expect(loadConfig({ ...service, ...redis, WORKERS: '3' }).workers).toBe(3);
      expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    });

    it('kills a worker silent for 10 s by default; 0 never does, and under three beats is refused', () => {
      expect(loadConfig({}).workerLivenessTimeoutMs).toBe(10_000);
      expect(loadConfig({ WORKER_LIVENESS_TIMEOUT_MS: '0' }).workerLivenessTimeoutMs).toBe(0);
      expect(loadConfig({ WORKER_LIVENESS_TIMEOUT_MS: '3000' }).workerLivenessTimeoutMs).toBe(3_000);
      for (const value of ['1000', '2999', '-1', '600001', 'soon']) expect(configError({ WORKER_LIVENESS_TIMEOUT_MS: value }).message).toContain('WORKER_LIVENESS_TIMEOUT_MS');
    });

    it('kills a worker not listening 60 s after its fork by default; 0 never does, and under 5 s is refused', () => {
      expect(loadConfig({}).workerStartTimeoutMs).toBe(60_000);
      expect(loadConfig({ WORKER_START_TIMEOUT_MS: '0' }).workerStartTimeoutMs).toBe(0);
      expect(loadConfig({ WORKER_START_TIMEOUT_MS: '5000' }).workerStartTimeoutMs).toBe(5_000);
      for (const value of ['4999', '1', '-1', '600001', 'later']) expect(configError({ WORKER_START_TIMEOUT_MS: value }).message).toContain('WORKER_START_TIMEOUT_MS');
    });

    it('refuses more than one worker without Redis, or on the embedded emulator, naming what is missing', () => {
      expect(configError({ ...service, WORKERS: '2' }).message).toContain('WORKERS=2 needs REDIS_URL');
      expect(configError({ ...redis, WORKERS: '2' }).message).toContain('WORKERS=2 needs COMMERCE_BASE_URL');
      expect(configError({ ...service, ...redis, WORKERS: '0' }).message).toContain('WORKERS must be between 1 and 64');
    });

    it('counts the CPUs of a cgroup quota, never more than the machine has', () => {
      const dir = mkdtempSync(join(tmpdir(), 'cpu-max-'));
      const quota = (text: string) => {
        const file = join(dir, 'cpu.max');
        writeFileSync(file, text);
        return usableCpus(file);
      };
      expect(quota('100000 100000\n')).toBe(1);
      expect(quota('150000 100000\n')).toBe(Math.min(2, availableParallelism()));
      expect(quota('6400000 100000\n')).toBe(availableParallelism());
      expect(quota('max 100000\n')).toBe(availableParallelism());
      expect(usableCpus(join(dir, 'absent'))).toBe(availableParallelism());
    });
  });

  it('lists every variable it reads', () => {
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining(['COMMERCE_BASE_URL', 'PORT', 'SHUTDOWN_TIMEOUT_MS', 'COMMERCE_EMULATOR', 'SUBGRAPH_WALLETS_URL', 'REDIS_URL']),
    );
    expect(CONFIG_VARIABLES).not.toContain('PATH');
  });
});

describe('serviceConfig', () => {
  it('uses the emulator endpoint when no base URL is configured', () => {
    expect(serviceConfig(loadConfig({ COMMERCE_TIMEOUT_MS: '3000' }), emulator)).toEqual({
      baseUrl: 'http://127.0.0.1:5555',
      legacyBaseUrl: 'http://127.0.0.1:5555',
      apiKey: 'emulator-key',
      projectId: 'demo',
      loyaltyProjectId: 'demo-loyalty',
      stageProjectId: 'demo-stage',
      timeoutMs: 3000,
      maxResponseBytes: 10_485_760,
      cartShape: 'nested',
      maxReservedUnitsPerUser: 100,
    });
  });

  it('carries MAX_RESERVED_UNITS_PER_USER to the areas', () => {
    expect(serviceConfig(loadConfig({ MAX_RESERVED_UNITS_PER_USER: '12' }), emulator).maxReservedUnitsPerUser).toBe(12);
  });

  it('prefers a configured API key over the emulator key', () => {
    expect(serviceConfig(loadConfig({ COMMERCE_API_KEY: 'mine' }), emulator).apiKey).toBe('mine');
  });

  it('uses the configured service, not the emulator, when a base URL is set', () => {
    const config = loadConfig({ ...service, COMMERCE_LEGACY_BASE_URL: 'https://legacy.example.test', COMMERCE_STAGE_PROJECT_ID: 'stage' });
    expect(serviceConfig(config, emulator)).toEqual({
      baseUrl: 'https://api.example.test/v1',
      legacyBaseUrl: 'https://legacy.example.test',
      apiKey: undefined,
      projectId: 'proj',
      loyaltyProjectId: 'proj',
      stageProjectId: 'stage',
      timeoutMs: 10_000,
      maxResponseBytes: 10_485_760,
      cartShape: 'nested',
      maxReservedUnitsPerUser: 100,
    });
  });

  it('refuses when there is neither a base URL nor an emulator', () => {
    expect(() => serviceConfig(loadConfig({}))).toThrow(ConfigError);
  });
});

describe('client addresses and their limits', () => {
  it('trusts no proxy, and limits each address to 100 a second with a burst of 500, by default', () => {
    const config = loadConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.limits).toMatchObject({ ratePerAddressPerSecond: 100, ratePerAddressBurst: 500 });
  });

  it('reads TRUST_PROXY as false, a hop count, or a list of addresses, CIDRs and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,loopback,linklocal,uniquelocal,fd00::/8 ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      'linklocal',
      'uniquelocal',
      'fd00::/8',
    ]);
  });

  it("holds one address's operations to half the pool of service answers in flight, and never to less than one operation's budget", () => {
    expect(loadConfig({}).limits).toMatchObject({ maxInflightResponseBytes: 16 * 1024 * 1024, maxInflightResponseBytesPerAddress: 8 * 1024 * 1024 });
    expect(loadConfig({ MAX_INFLIGHT_RESPONSE_BYTES: String(6 * 1024 * 1024) }).limits).toMatchObject({ maxInflightResponseBytesPerAddress: 4 * 1024 * 1024 });
    expect(loadConfig({ MAX_INFLIGHT_RESPONSE_BYTES: String(2 * 1024 * 1024) }).limits).toMatchObject({ maxInflightResponseBytesPerAddress: 2 * 1024 * 1024 });
    expect(loadConfig({ MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS: String(5 * 1024 * 1024) }).limits).toMatchObject({ maxInflightResponseBytesPerAddress: 5 * 1024 * 1024 });
    expect(() => loadConfig({ MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS: '1048576' })).toThrow(/MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS \(1048576\) is below 4194304, MAX_OPERATION_RESPONSE_BYTES or MAX_INFLIGHT_RESPONSE_BYTES whichever is smaller/);
    expect(() => loadConfig({ MAX_INFLIGHT_RESPONSE_BYTES: String(2 * 1024 * 1024), MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS: '1048576' })).toThrow(/is below 2097152/);
    expect(() => loadConfig({ MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS: String(32 * 1024 * 1024) })).toThrow(/is above MAX_INFLIGHT_RESPONSE_BYTES/);
    expect(() => loadConfig({ MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS: '10' })).toThrow(/MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS/);
  });

  it('reads the per-address rate and burst, 0 turning the limit off', () => {
    expect(loadConfig({ RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0', RATE_LIMIT_PER_ADDRESS_BURST: '7' }).limits).toMatchObject({
      ratePerAddressPerSecond: 0,
      ratePerAddressBurst: 7,
    });
  });

  it.each([
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }, 'true would let every caller choose its own address'],
    ['TRUST_PROXY', { TRUST_PROXY: '0' }, 'between 1 and 16'],
    ['TRUST_PROXY', { TRUST_PROXY: '17' }, 'between 1 and 16'],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }, '"10.0.0.0/33" is none of these'],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1,,127.0.0.1' }, '"" is none of these'],
    ['TRUST_PROXY', { TRUST_PROXY: 'proxy.internal' }, '"proxy.internal" is none of these'],
    ['TRUST_PROXY', { TRUST_PROXY: 'loopbacks' }, '"loopbacks" is none of these'],
    ['RATE_LIMIT_PER_ADDRESS_PER_SECOND', { RATE_LIMIT_PER_ADDRESS_PER_SECOND: 'lots' }, 'must be a number'],
    ['RATE_LIMIT_PER_ADDRESS_BURST', { RATE_LIMIT_PER_ADDRESS_BURST: '-1' }, 'must be between 0 and 1000000'],
  ])('refuses a bad %s (%j), saying why', (variable, env, why) => {
    const { message } = configError(env);
    expect(message).toContain(`${variable} `);
    expect(message).toContain(why);
  });
});
