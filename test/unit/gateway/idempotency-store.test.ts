import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { CLAIM_TIMING, MemoryIdempotencyStore, RedisIdempotencyStore, identifiersOf, type IdempotencyStore, type StoredOutcome } from '../../../gateway/state/idempotency-store';
import { redisReadCache } from '../../../gateway/state/redis-key-value-cache';
import { loadConfig } from '../../../config/environment';
import { startRedisServer, type RedisServer } from '../../helpers/redis-server';

const MB = 1024 * 1024;

/** The store's settings as the environment's defaults make them (gateway/server.ts). */
const { limits } = loadConfig({});
const SETTINGS = {
  ...CLAIM_TIMING,
  ttlMs: limits.idempotencyTtlS * 1000,
  maxKeysPerCaller: limits.idempotencyMaxKeysPerCaller,
  maxKeptBytesPerCaller: limits.idempotencyMaxKeptBytesPerCaller,
};

/** A kept answer of about `bytes` characters of JSON. */
const answerOf = (bytes: number, id: number): StoredOutcome => ({
  kept: true,
  response: { status: 200, body: { data: { load: { id, padding: 'x'.repeat(bytes) } } } },
});

describe('the in-memory idempotency store', () => {
  it('stays within its byte bound, dropping the least recently used records first', async () => {
    // One caller may keep all of it here: the store's own bound is what is under test.
    const store = new MemoryIdempotencyStore({ ...SETTINGS, maxKeysPerCaller: 1000, maxKeptBytesPerCaller: 100 * MB }, 1 * MB);
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

/** The answer `answerOf` keeps no more: that it was applied, and its id. */
const unkeptOf = (id: number): StoredOutcome => ({ kept: false, status: 200, identifiers: { load: { id } } });

/** Claims and completes `count` keys of `caller` with answers of about `bytes`. */
async function completeMany(store: IdempotencyStore, caller: string, count: number, bytes: number): Promise<void> {
  for (let id = 0; id < count; id++) {
    expect(await store.claim(caller, `${caller}:${id}`, 'f')).toEqual({ state: 'claimed' });
    await store.complete(caller, `${caller}:${id}`, 'f', answerOf(bytes, id));
  }
}

/**
 * What both stores must do whatever happens to a caller's neighbours: keep each caller's answers to
 * its share, and take a claim that outlived its lock for a request that may have sent its writes.
 */
function sharedBehaviour(name: string, open: (settings: typeof SETTINGS) => Promise<{ store: IdempotencyStore; close(): Promise<void> }>) {
  describe(name, () => {
    it("keeps one caller's answers to its share: past it only that each was applied, and a flood of one caller leaves another's answer", async () => {
      const { store, close } = await open({ ...SETTINGS, maxKeptBytesPerCaller: 256 * 1024 });
      try {
        await completeMany(store, 'victim', 1, 1000);
        // 200 answers of 60 KB: four fit the share (about 62 KB of JSON each), the rest are kept as applied.
        await completeMany(store, 'flood', 200, 60 * 1024);
        expect(await store.claim('victim', 'victim:0', 'f')).toEqual({ state: 'done', outcome: answerOf(1000, 0) });
        expect(await store.claim('flood', 'flood:3', 'f')).toEqual({ state: 'done', outcome: answerOf(60 * 1024, 3) });
        for (const id of [4, 100, 199]) expect(await store.claim('flood', `flood:${id}`, 'f')).toEqual({ state: 'done', outcome: unkeptOf(id) });
        // A small answer still fits beside the four.
        await completeMany(store, 'small', 1, 10);
        expect(await store.claim('small', 'small:0', 'f')).toEqual({ state: 'done', outcome: answerOf(10, 0) });
      } finally {
        await close();
      }
    });

    it('takes a claim whose request held its key past the lock without completing it as an unknown outcome, which a resend settles', async () => {
      const { store, close } = await open({ ...SETTINGS, lockMs: 100, waitMs: 2_000 });
      try {
        const before = Date.now();
        expect(await store.claim('caller', 'caller:lost', 'f')).toEqual({ state: 'claimed' });
        const claimed = Date.now();
        // A duplicate waiting meanwhile is not told the key is free when the lock passes: it settles
        // what the first request may have sent since it claimed the key.
        const settle = await store.claim('caller', 'caller:lost', 'f');
        expect(settle).toEqual({ state: 'settle', since: expect.any(Number) });
        expect((settle as { since: number }).since).toBeGreaterThanOrEqual(before);
        expect((settle as { since: number }).since).toBeLessThanOrEqual(claimed);
        // While it settles, another resend waits; once the settling request completes, it is replayed.
        const next = store.claim('caller', 'caller:lost', 'f');
        await store.complete('caller', 'caller:lost', 'f', answerOf(10, 1));
        expect(await next).toEqual({ state: 'done', outcome: answerOf(10, 1) });
      } finally {
        await close();
      }
    });
  });
}

sharedBehaviour('the in-memory idempotency store, under pressure', async (settings) => {
  const store = new MemoryIdempotencyStore(settings, 4 * MB);
  return { store, close: () => store.close() };
});

sharedBehaviour('the Redis idempotency store, under pressure', async (settings) => {
  const server = await startRedisServer();
  const redis = new Redis(server.url);
  return {
    store: new RedisIdempotencyStore(redis, settings),
    close: async () => {
      await redis.quit();
      await server.stop();
    },
  };
});

describe('the Redis idempotency store, when Redis fails it', () => {
  let server: RedisServer;
  let redis: Redis;
  beforeEach(async () => {
    server = await startRedisServer();
    redis = new Redis(server.url);
  });
  afterEach(async () => {
    redis.disconnect();
    await server.stop();
  });

  it('leaves a claim whose record Redis refused (out of memory) to be settled once its lock passes, not sent again as new', async () => {
    const store = new RedisIdempotencyStore(redis, { ...SETTINGS, lockMs: 100, waitMs: 2_000 });
    expect(await store.claim('caller', 'caller:k', 'f')).toEqual({ state: 'claimed' });
    await redis.config('SET', 'maxmemory-policy', 'noeviction');
    await redis.config('SET', 'maxmemory', '1');
    // An answer not kept: its record is written by a SET, which Redis refuses past its maxmemory.
    await expect(store.complete('caller', 'caller:k', 'f', unkeptOf(1))).rejects.toThrow(/OOM/);
    await redis.config('SET', 'maxmemory', '0');
    // Before it was kept 60 s and then gone: the resend ran as a first request, and its write was sent twice.
    expect(await store.claim('caller', 'caller:k', 'f')).toEqual({ state: 'settle', since: expect.any(Number) });
    expect(await redis.pttl('idempotency:caller:k')).toBeGreaterThan(86_000_000);
    await store.close();
  });

  it('withdraws a claim whose answer never came (Redis stood still), which Redis carries out when it resumes', async () => {
    const impatient = new Redis(server.url, { commandTimeout: 200, maxRetriesPerRequest: 0 });
    const store = new RedisIdempotencyStore(impatient, SETTINGS);
    try {
      await impatient.ping();
      server.pause();
      await expect(store.claim('caller', 'caller:w', 'f')).rejects.toThrow(/timed out/i);
      server.resume();
      // The claim runs first, then its withdrawal (sent behind it, or tried again each second).
      let left = 1;
      for (let wait = 0; wait < 60 && left > 0; wait++) {
        await sleep(50);
        left = await redis.exists('idempotency:caller:w');
      }
      expect(left).toBe(0);
      expect(await redis.zscore('idempotency-keys:caller', 'caller:w')).toBeNull();
      // The retry the client was told to make runs as a first request: nothing was sent before.
      expect(await new RedisIdempotencyStore(redis, SETTINGS).claim('caller', 'caller:w', 'f')).toEqual({ state: 'claimed' });
    } finally {
      await store.close();
      impatient.disconnect();
    }
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
