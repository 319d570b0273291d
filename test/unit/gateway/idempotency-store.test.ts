import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { CLAIM_TIMING, MemoryIdempotencyStore, RedisIdempotencyStore, type StoredOutcome } from '../../../gateway/state/idempotency-store';
import { identifiersOf } from '../../../gateway/state/idempotency';
import { redisReadCache } from '../../../gateway/state/redis-key-value-cache';
import { loadConfig } from '../../../config/environment';
import { startRedisServer } from '../../helpers/redis-server';

const MB = 1024 * 1024;

/** The store's settings as the environment's defaults make them (gateway/server.ts). */
const { limits } = loadConfig({});
const SETTINGS = { ...CLAIM_TIMING, ttlMs: limits.idempotencyTtlS * 1000, maxKeysPerCaller: limits.idempotencyMaxKeysPerCaller };

/** A kept answer of about `bytes` characters of JSON. */
const answerOf = (bytes: number, id: number): StoredOutcome => ({
  kept: true,
  response: { status: 200, body: { data: { load: { id, padding: 'x'.repeat(bytes) } } } },
});

describe('the in-memory idempotency store', () => {
  it('stays within its byte bound, dropping the least recently used records first', async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, maxKeysPerCaller: 1000 }, 1 * MB);
    for (let id = 0; id < 100; id++) {
      await store.claim('caller', `caller:${id}`, 'f');
      await store.complete('caller', `caller:${id}`, 'f', answerOf(60 * 1024, id));
    }
    // 100 answers of 60 KB would be 6 MB; 1 MB holds the last few (counted at two bytes a character).
    const newest = await store.claim('caller', 'caller:99', 'f');
    expect(newest).toEqual({ state: 'done', outcome: answerOf(60 * 1024, 99) });
    expect(await store.claim('caller', 'caller:0', 'f')).toEqual({ state: 'claimed' });
    await store.close();
  });

  it('leaves no timer behind for duplicates that waited for the first request to finish', async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, waitMs: 60_000 });
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    expect(await store.claim('caller', 'caller:k', 'f')).toEqual({ state: 'claimed' });
    const duplicates = Array.from({ length: 20 }, () => store.claim('caller', 'caller:k', 'f'));
    await sleep(10);
    await store.complete('caller', 'caller:k', 'f', answerOf(10, 1));
    for (const claim of await Promise.all(duplicates)) expect(claim).toMatchObject({ state: 'done' });
    // Each wait's 60 s timer is cleared once its request finished, not left to run out.
    expect(timers()).toBeLessThanOrEqual(before);
    await store.close();
  });

  it('frees a place in the quota once the oldest key is older than the TTL', async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, ttlMs: 200, maxKeysPerCaller: 2 });
    expect(await store.claim('caller', 'caller:a', 'f')).toEqual({ state: 'claimed' });
    expect(await store.claim('caller', 'caller:b', 'f')).toEqual({ state: 'claimed' });
    expect(await store.claim('caller', 'caller:c', 'f')).toEqual({ state: 'quota', retryAfterS: 1 });
    expect(await store.claim('other', 'other:a', 'f')).toEqual({ state: 'claimed' });
    await sleep(250);
    expect(await store.claim('caller', 'caller:c', 'f')).toEqual({ state: 'claimed' });
    await store.close();
  });

  it('gives a released key its place in the quota back', async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, maxKeysPerCaller: 1 });
    expect(await store.claim('caller', 'caller:a', 'f')).toEqual({ state: 'claimed' });
    await store.release('caller', 'caller:a');
    expect(await store.claim('caller', 'caller:b', 'f')).toEqual({ state: 'claimed' });
    expect((await store.claim('caller', 'caller:c', 'f')).state).toBe('quota');
    await store.close();
  });
});

describe('identifiersOf', () => {
  it("keeps each root field's scalar value, or its payload's top-level scalars, and nothing larger", () => {
    expect(
      identifiersOf({
        startPromotionTransaction: { transactionId: 'order-1', runWithLoyalty: false, transaction: { cart: {} }, couponId: null, message: 'x'.repeat(300) },
        reserveStock: { reservationId: 'r-1', units: 3, items: [{ sku: 'a' }] },
        deleted: true,
        nothing: null,
        list: [{ id: 'a' }],
      }),
    ).toEqual({
      startPromotionTransaction: { transactionId: 'order-1', runWithLoyalty: false },
      reserveStock: { reservationId: 'r-1', units: 3 },
      deleted: true,
    });
    expect(identifiersOf(null)).toEqual({});
  });
});

describe('the Redis key-value caches', () => {
  it('set an expiry on every key, also one written without a TTL', async () => {
    const server = await startRedisServer();
    const redis = new Redis(server.url);
    try {
      const cache = redisReadCache(redis);
      await cache.set('generation:catalogue', 'g1');
      await cache.set('read:x', 'body', { ttl: 300 });
      await cache.set('read:y', 'body', { ttl: null });
      expect(await redis.ttl('facade:generation:catalogue')).toBeGreaterThan(86_000);
      expect(await redis.ttl('facade:read:x')).toBeGreaterThan(290);
      expect(await redis.ttl('facade:read:x')).toBeLessThanOrEqual(300);
      expect(await redis.ttl('facade:read:y')).toBeGreaterThan(86_000);
    } finally {
      await redis.quit();
      await server.stop();
    }
  });
});

describe('the Redis idempotency store, settling an unknown outcome', () => {
  it('does not settle a key that another replica completed between reading the record and taking the lock', async () => {
    const server = await startRedisServer();
    const first = new Redis(server.url);
    const second = new Redis(server.url);
    try {
      const settler = new RedisIdempotencyStore(first, SETTINGS);
      const waiter = new RedisIdempotencyStore(second, SETTINGS);
      const unknown: StoredOutcome = { kept: 'unknown', since: Date.now() - 1000 };
      const applied = answerOf(10, 7);
      expect(await settler.claim('caller', 'k', 'fp')).toEqual({ state: 'claimed' });
      await settler.complete('caller', 'k', 'fp', unknown);
      // The first replica takes the settle lock.
      expect(await settler.claim('caller', 'k', 'fp')).toEqual({ state: 'settle', since: unknown.since });
      // The second replica reads the record while it is still unknown; just before its lock attempt,
      // the first completes (record written, lock dropped): the interleaving two replicas can meet.
      const set = second.set.bind(second) as (...args: unknown[]) => Promise<unknown>;
      let interleaved = false;
      (second as unknown as { set: (...args: unknown[]) => Promise<unknown> }).set = async (...args: unknown[]) => {
        if (!interleaved && String(args[0]).includes('settling:')) {
          interleaved = true;
          await settler.complete('caller', 'k', 'fp', applied);
        }
        return set(...args);
      };
      const claim = await waiter.claim('caller', 'k', 'fp');
      expect(interleaved).toBe(true);
      // The applied answer is replayed: the write is not settled (and so not sent) a second time.
      expect(claim).toEqual({ state: 'done', outcome: applied });
      expect(await first.exists('idempotency:settling:k')).toBe(0);
    } finally {
      await first.quit();
      await second.quit();
      await server.stop();
    }
  });
});
