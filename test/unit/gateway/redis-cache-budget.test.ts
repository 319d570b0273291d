import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { automaticPersistedQueries } from '../../../gateway/state/persisted-query-cache';
import { redisPersistedQueryCache, redisReadCache, type CacheBudget } from '../../../gateway/state/redis-key-value-cache';
import { metricsRegistry } from '../../../subgraphs/shared/metrics';
import { startRedisServer, type RedisServer } from '../../helpers/redis-server';

const skipped = async (cache: string): Promise<number> => {
  const metric = await metricsRegistry.getSingleMetric('facade_redis_cache_writes_skipped_total')!.get();
  return metric.values.find((sample) => sample.labels.cache === cache)?.value ?? 0;
};

/** What the keys matching `pattern` hold, in bytes of their values. */
const heldBytes = async (redis: Redis, pattern: string): Promise<number> => {
  let bytes = 0;
  for (const key of await redis.keys(pattern)) bytes += await redis.strlen(key);
  return bytes;
};

describe('caches on the shared Redis, each within a budget a window', () => {
  let server: RedisServer;
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    await redis.quit();
    await server.stop();
  });
  beforeEach(() => redis.flushall());

  it('the read cache writes answers up to the window’s bytes, each living a window at most, and an area’s generation always', async () => {
    const budget: CacheBudget = { cache: 'read', windowS: 300, maxBytesPerWindow: 10_000, keepsExisting: false };
    const cache = redisReadCache(redis, budget);
    const before = await skipped('read');
    for (let i = 0; i < 5; i++) await cache.set(`read:${i}`, 'x'.repeat(3_000), { ttl: i === 0 ? 3_600 : 60 });
    // Three answers of 3,000 bytes and their keys fit in 10,000; the fourth and fifth do not.
    expect((await redis.keys('facade:read:*')).sort()).toEqual(['facade:read:0', 'facade:read:1', 'facade:read:2']);
    expect(await skipped('read')).toBe(before + 2);
    // Asked for an hour, kept the window.
    expect(await redis.ttl('facade:read:0')).toBeLessThanOrEqual(300);
    expect(await redis.ttl('facade:read:1')).toBeLessThanOrEqual(60);
    // The generation a write sets anew is not held back by the answers' budget.
    await cache.set('generation:catalogue', 'g2');
    expect(await redis.get('facade:generation:catalogue')).toBe('g2');
    // Counted in Redis's clock's window, whatever the replica's clock says.
    const [count] = await redis.keys('cache-budget:read:*');
    const [seconds] = await redis.time();
    expect([Math.floor(Number(seconds) / 300), Math.floor(Number(seconds) / 300) - 1].map((window) => `cache-budget:read:${window}`)).toContain(count);
    expect(Number(await redis.get(count!))).toBeLessThanOrEqual(10_000);
    expect(await redis.ttl(count!)).toBeGreaterThan(300);
    expect(await redis.ttl(count!)).toBeLessThanOrEqual(600);
  });

  it('registered queries past the budget stay in the memory of the replica they reached: found there by hash, not by another replica, and Redis holds no more', async () => {
    const budget: CacheBudget = { cache: 'apq', windowS: 86_400, maxBytesPerWindow: 50_000, keepsExisting: true };
    const first = automaticPersistedQueries(redisPersistedQueryCache(redis, budget)).cache!;
    const second = automaticPersistedQueries(redisPersistedQueryCache(redis, budget)).cache!;
    const texts = Array.from({ length: 10 }, (_, i) => `{ __typename } # ${i} ${'x'.repeat(10_000)}`);
    const keyOf = (text: string) => `apq:${createHash('sha256').update(text).digest('hex')}`;
    for (const text of texts) await first.set(keyOf(text), text, { ttl: 86_400 });
    // Four of about 10 KB fit in 50,000 bytes.
    expect(await redis.keys('apq:apq:*')).toHaveLength(4);
    expect(await heldBytes(redis, 'apq:*')).toBeLessThanOrEqual(50_000);
    for (const text of texts) expect(await first.get(keyOf(text))).toBe(text);
    const foundBySecond = await Promise.all(texts.map(async (text) => (await second.get(keyOf(text))) === text));
    expect(foundBySecond).toEqual([true, true, true, true, false, false, false, false, false, false]);
  });

  it('a text registered again and again spends the budget once, and its entry is not renewed', async () => {
    const budget: CacheBudget = { cache: 'apq', windowS: 86_400, maxBytesPerWindow: 50_000, keepsExisting: true };
    const cache = automaticPersistedQueries(redisPersistedQueryCache(redis, budget)).cache!;
    const text = `{ __typename } # ${'x'.repeat(10_000)}`;
    const key = `apq:${createHash('sha256').update(text).digest('hex')}`;
    await cache.set(key, text, { ttl: 86_400 });
    const [count] = await redis.keys('cache-budget:apq:*');
    const spent = Number(await redis.get(count!));
    await redis.expire(`apq:${key}`, 1_000);
    for (let i = 0; i < 10; i++) await cache.set(key, text, { ttl: 86_400 });
    expect(Number(await redis.get(count!))).toBe(spent);
    expect(await redis.ttl(`apq:${key}`)).toBeLessThanOrEqual(1_000);
    // Four others of its size still fit beside it.
    const others = Array.from({ length: 4 }, (_, i) => `{ __typename } # ${i} ${'x'.repeat(10_000)}`);
    for (const other of others) await cache.set(`apq:${createHash('sha256').update(other).digest('hex')}`, other, { ttl: 86_400 });
    expect(await redis.keys('apq:apq:*')).toHaveLength(4);
  });

  it('counts a value as Redis’s allocator holds it: never less than Redis reports for its keys', async () => {
    const budget: CacheBudget = { cache: 'read', windowS: 300, maxBytesPerWindow: 10_000_000, keepsExisting: false };
    const cache = redisReadCache(redis, budget);
    // Just past a size class of the allocator, or at one (where Redis's own header takes it past): a quarter more than the text.
    for (const size of [16_384, 32_768, 32_800, 65_536, 100]) {
      await redis.flushall();
      for (let i = 0; i < 20; i++) await cache.set(`read:${i}`, 'x'.repeat(size), { ttl: 60 });
      let reported = 0;
      for (const key of await redis.keys('facade:read:*')) reported += (await redis.memory('USAGE', key)) ?? 0;
      const [count] = await redis.keys('cache-budget:read:*');
      expect(reported).toBeGreaterThan(20 * size);
      expect([size, Number(await redis.get(count!)) >= reported]).toEqual([size, true]);
    }
  });

  it('the read cache replaces an answer already there (one that no longer reads), counting it anew', async () => {
    const budget: CacheBudget = { cache: 'read', windowS: 300, maxBytesPerWindow: 10_000, keepsExisting: false };
    const cache = redisReadCache(redis, budget);
    await redis.set('facade:read:k', 'not-json', 'EX', 300);
    await cache.set('read:k', '{"fresh":true}', { ttl: 60 });
    expect(await redis.get('facade:read:k')).toBe('{"fresh":true}');
    expect(await redis.ttl('facade:read:k')).toBeLessThanOrEqual(60);
  });

  it('registered queries while Redis cannot be reached stay in the replica’s memory', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    unreachable.on('error', () => undefined);
    try {
      const cache = automaticPersistedQueries(redisPersistedQueryCache(unreachable)).cache!;
      await cache.set('apq:abc', '{ __typename }', { ttl: 86_400 });
      expect(await cache.get('apq:abc')).toBe('{ __typename }');
    } finally {
      unreachable.disconnect();
    }
  });
});
