import { createHash } from 'node:crypto';
import { request } from 'undici';
import { startStack, type Stack } from '../helpers/stack';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';

const LOAD = `mutation Load($input: LoadWalletInput!) { loadWallet(input: $input) { __typename } }`;
const ACCOUNT = { walletId: 'wallet-004', currency: 'POINT', accountNumber: 'PNT-004' };
/** A read cached on Redis (READ_CACHE), sent as an automatic persisted query (on Redis too). */
const READ = `{ productSettings { attributes { code } } }`;
const READ_HASH = createHash('sha256').update(READ).digest('hex');
/** What Redis or its client says when it fails: never in an answer. */
const REDIS_WORDS = /Connection is closed|Command timed out|ECONNREFUSED|Stream isn't writeable|enableOfflineQueue|circuit/i;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

async function post(url: string, apiKey: string, body: unknown, idempotencyKey?: string): Promise<Answer> {
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
}

const load = (url: string, apiKey: string, amount: number, key: string) =>
  post(url, apiKey, { query: LOAD, variables: { input: { ...ACCOUNT, amount, referenceId: `outage-${amount}` } } }, key);

/** One read as an APQ client makes it: by hash, and again with the text when the hash is not known. */
async function read(url: string, apiKey: string): Promise<Answer> {
  const persistedQuery = { version: 1, sha256Hash: READ_HASH };
  const byHash = await post(url, apiKey, { extensions: { persistedQuery } });
  if (!byHash.text.includes('PERSISTED_QUERY_NOT_FOUND')) return byHash;
  return post(url, apiKey, { query: READ, extensions: { persistedQuery } });
}

interface LoadRun {
  latenciesMs: number[];
  answers: Answer[];
  p99Ms: number;
}

/** `total` reads from `clients` concurrent clients, alternating between the replicas. */
async function readLoad(urls: readonly string[], apiKey: string, total = 200, clients = 4): Promise<LoadRun> {
  const latenciesMs: number[] = [];
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; i < total; i += clients) {
        const started = performance.now();
        answers.push(await read(urls[i % urls.length]!, apiKey));
        latenciesMs.push(performance.now() - started);
      }
    }),
  );
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return { latenciesMs, answers, p99Ms: sorted[Math.ceil(sorted.length * 0.99) - 1]! };
}

/** `/ready` once its last report, which it gives again for a second, is past: what it says now, and how long that took. */
async function ready(graphqlUrl: string): Promise<{ status: number; elapsedMs: number; body: { status: string; checks: Record<string, string> } }> {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const started = performance.now();
  const response = await request(graphqlUrl.replace(/\/graphql$/, '/ready'));
  const body = (await response.body.json()) as { status: string; checks: Record<string, string> };
  return { status: response.statusCode, elapsedMs: performance.now() - started, body };
}

async function redisUp(graphqlUrl: string): Promise<string | undefined> {
  const response = await request(graphqlUrl.replace(/\/graphql$/, '/metrics'));
  return /^facade_redis_up (\d)$/m.exec(await response.body.text())?.[1];
}

describe('a Redis outage under load, two replicas sharing REDIS_URL', () => {
  let redis: RedisServer;
  let first: Stack;
  let second: Stack;
  /** A replica whose operator made Redis a condition of readiness. */
  let strict: Stack;
  let urls: string[];
  let apiKey: string;
  const loads = () => first.emulator.calls('WalletAPI/load');

  beforeAll(async () => {
    redis = await startRedisServer();
    // Rate limits on, so that every request takes from the Redis counters (and their fallback).
    // The default command timeout, not the test stack's longer one: how long a paused Redis holds requests is what is tested.
    const env = { REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: '100', ALLOW_CALLER_API_KEYS: 'true', RATE_LIMIT_PER_SECOND: '100000', RATE_LIMIT_PER_ADDRESS_PER_SECOND: '100000' };
    first = await startStack({ env });
    // The other replicas talk to the first one's service, as replicas behind one load balancer do: one place counts the calls.
    const shared = { COMMERCE_BASE_URL: first.emulator.url.replace(/\/$/, ''), COMMERCE_PROJECT_ID: 'demo', COMMERCE_LOYALTY_PROJECT_ID: 'demo-loyalty', COMMERCE_STAGE_PROJECT_ID: 'demo-stage' };
    second = await startStack({ env: { ...env, ...shared } });
    strict = await startStack({ env: { ...env, ...shared, READY_REQUIRES_REDIS: 'true' } });
    urls = [first.gateway.url, second.gateway.url];
    apiKey = first.emulator.apiKey;
  });
  afterAll(async () => {
    await strict?.stop();
    await second?.stop();
    await first?.stop();
    await redis?.stop();
  });

  /** What every outage must look like, paused or killed. */
  async function expectDegraded(phase: string): Promise<void> {
    const run = await readLoad(urls, apiKey);
    console.log(`reads with Redis ${phase}: p99 ${run.p99Ms.toFixed(0)} ms, max ${Math.max(...run.latenciesMs).toFixed(0)} ms over ${run.answers.length}`);
    expect(run.p99Ms).toBeLessThan(1_000);
    for (const answer of run.answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ data: { productSettings: { attributes: expect.any(Array) } } });
    }

    const before = loads();
    for (const [index, url] of urls.entries()) {
      const refused = await load(url, apiKey, 100 + index, `k-${phase}-${index}`);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      const body = JSON.parse(refused.text) as { errors: { extensions: Record<string, unknown> }[] };
      expect(body.errors[0]?.extensions).toMatchObject({ code: 'IDEMPOTENCY_UNAVAILABLE', retryAfter: 5 });
      expect(refused.text).not.toMatch(REDIS_WORDS);
    }
    expect(loads()).toBe(before);

    for (const url of urls) {
      const probe = await ready(url);
      expect(probe.elapsedMs).toBeLessThan(2_000);
      expect(probe.status).toBe(200);
      expect(probe.body).toEqual({ status: 'ready', checks: { service: 'ok', redis: 'degraded' } });
    }
    const strictProbe = await ready(strict.gateway.url);
    expect(strictProbe.elapsedMs).toBeLessThan(2_000);
    expect(strictProbe.status).toBe(503);
    expect(JSON.stringify(strictProbe.body)).not.toMatch(/Connection is closed|Command timed out|ECONNREFUSED/);
    expect(await redisUp(first.gateway.url)).toBe('0');
  }

  it('with Redis paused: fast reads, keyed mutations refused before sending, degraded but ready', async () => {
    const warm = await load(first.gateway.url, apiKey, 1, 'k-before');
    expect(warm.status).toBe(200);
    expect(await redisUp(first.gateway.url)).toBe('1');
    redis.pause();
    await expectDegraded('paused');
  }, 60_000);

  it('after SIGCONT: Redis is used again, and a new keyed mutation runs once and replays on the other replica', async () => {
    redis.resume();
    const until = Date.now() + 20_000;
    // Each probe of /ready (a second apart) lets a circuit whose delay has passed try Redis again.
    while ((await ready(first.gateway.url)).body.checks.redis !== 'ok' || (await ready(second.gateway.url)).body.checks.redis !== 'ok') {
      if (Date.now() > until) throw new Error('Redis not back within 20 s');
    }
    expect(await redisUp(first.gateway.url)).toBe('1');
    expect((await ready(strict.gateway.url)).status).toBe(200);

    const before = loads();
    const ran = await load(first.gateway.url, apiKey, 2, 'k-after');
    const replay = await load(second.gateway.url, apiKey, 2, 'k-after');
    expect(ran.status).toBe(200);
    expect(JSON.parse(ran.text)).toEqual({ data: { loadWallet: { __typename: 'LoadWalletPayload' } } });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.text).toBe(ran.text);
    expect(loads()).toBe(before + 1);
  }, 30_000);

  it('with Redis killed: the same', async () => {
    await redis.kill();
    await expectDegraded('killed');
  }, 60_000);
});
