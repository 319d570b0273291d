import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { CLAIM_TIMING, MemoryIdempotencyStore, RedisIdempotencyStore, claimLockMs, identifiersOf, type IdempotencyStore, type StoredOutcome } from '../../../gateway/state/idempotency-store';
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

/** Claims `key` as a first request, and the ticket that lets it complete or release the key. */
async function claimNew(store: IdempotencyStore, caller: string, key: string, fingerprint = 'f'): Promise<string> {
  const claim = await store.claim(caller, key, fingerprint);
  expect(claim).toEqual({ state: 'claimed', ticket: expect.any(String) });
  return (claim as { ticket: string }).ticket;
}

/** Claims and completes `key` with `outcome`. */
async function completeNew(store: IdempotencyStore, caller: string, key: string, outcome: StoredOutcome): Promise<void> {
  expect(await store.complete(caller, key, 'f', outcome, await claimNew(store, caller, key))).toBe(true);
}

describe('the in-memory idempotency store', () => {
  it('never drops a record before its time: answers give way (replayed as applied), and once records fill their bound a new key is refused', async () => {
    // One caller may keep all its answers here: the store's own bounds are what is under test. Of
    // 4 MB, answers take a quarter; records take a kilobyte or so each, one caller's a sixteenth.
    const store = new MemoryIdempotencyStore({ ...SETTINGS, maxKeysPerCaller: 100_000, maxKeptBytesPerCaller: 100 * MB }, 4 * MB);
    for (let id = 0; id < 100; id++) await completeNew(store, 'caller', `caller:${id}`, answerOf(60 * 1024, id));
    // 100 answers of 60 KB would be 12 MB as UTF-16: the last one is kept whole, the first only as applied.
    expect(await store.claim('caller', 'caller:99', 'f')).toEqual({ state: 'done', outcome: answerOf(60 * 1024, 99) });
    expect(await store.claim('caller', 'caller:0', 'f')).toEqual({ state: 'done', outcome: unkeptOf(0) });
    let refused: string | undefined;
    // Claims count at their largest (about 5.6 KB) until written: thirty from each of many callers.
    for (let other = 0; other < 1_000 && !refused; other++) {
      for (let id = 0; id < 30 && !refused; id++) {
        const claim = await store.claim(`c${other}`, `c${other}:${id}`, 'f');
        if (claim.state !== 'claimed') refused = claim.state;
      }
    }
    expect(refused).toBe('full');
    // Every record is still there: the first write of all is still known as applied.
    expect(await store.claim('caller', 'caller:0', 'f')).toEqual({ state: 'done', outcome: unkeptOf(0) });
    await store.close();
  });

  it("holds a caller to its share of the records when records complete together with identifiers at their 2 KB", async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, maxKeysPerCaller: 100_000 }, 4 * MB);
    const wide: StoredOutcome = { kept: false, status: 200, identifiers: { load: { note: 'z'.repeat(250), a: 'a'.repeat(250), b: 'b'.repeat(250), c: 'c'.repeat(250), d: 'd'.repeat(250), e: 'e'.repeat(250), f: 'f'.repeat(250) } } };
    const tickets: [string, string][] = [];
    for (let claim = await store.claim('wide', 'wide:0', 'f'); claim.state === 'claimed'; claim = await store.claim('wide', `wide:${tickets.length}`, 'f')) tickets.push([`wide:${tickets.length}`, claim.ticket]);
    for (const [key, ticket] of tickets) expect(await store.complete('wide', key, 'f', wide, ticket)).toBe(true);
    // 192 KB is the share here: what the completed records are counted as stays within it.
    expect((store as unknown as { bytesByCaller: Map<string, number> }).bytesByCaller.get('wide')).toBeLessThanOrEqual(192 * 1024);
    await store.close();
  });

  it("keeps one caller to a sixteenth of the records: past it the caller's new keys are refused (quota), others' are taken", async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, maxKeysPerCaller: 100_000 }, 4 * MB);
    let taken = 0;
    for (let claim = await store.claim('heavy', 'heavy:0', 'f'); claim.state === 'claimed'; claim = await store.claim('heavy', `heavy:${taken}`, 'f')) taken++;
    // 3 MB of records, 192 KB of them this caller's: some thirty claims, each counted at its largest
    // record (about 5.6 KB) until it is written.
    expect(taken).toBeGreaterThan(20);
    expect(taken).toBeLessThan(60);
    expect(await store.claim('heavy', 'heavy:next', 'f')).toEqual({ state: 'quota', retryAfterS: expect.any(Number) });
    await claimNew(store, 'light', 'light:0');
    await store.close();
  });

  it('gives a caller its share back as its records go: one that was at its share is taken again', async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, maxKeysPerCaller: 100_000 }, 4 * MB);
    const held: [string, string][] = [];
    for (let claim = await store.claim('heavy', 'heavy:0', 'f'); claim.state === 'claimed'; claim = await store.claim('heavy', `heavy:${held.length}`, 'f')) held.push([`heavy:${held.length}`, claim.ticket]);
    expect((await store.claim('heavy', 'heavy:more', 'f')).state).toBe('quota');
    for (const [key, ticket] of held) await store.release('heavy', key, ticket);
    await claimNew(store, 'heavy', 'heavy:again');
    await store.close();
  });

  it('leaves no timer behind for duplicates that waited for the first request to finish', async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, waitMs: 60_000 });
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    const ticket = await claimNew(store, 'caller', 'caller:k');
    const duplicates = Array.from({ length: 20 }, () => store.claim('caller', 'caller:k', 'f'));
    await sleep(10);
    await store.complete('caller', 'caller:k', 'f', answerOf(10, 1), ticket);
    for (const claim of await Promise.all(duplicates)) expect(claim).toMatchObject({ state: 'done' });
    // Each wait's 60 s timer is cleared once its request finished, not left to run out.
    expect(timers()).toBeLessThanOrEqual(before);
    await store.close();
  });

  it('frees a place in the quota once the oldest key is older than the TTL', async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, ttlMs: 200, maxKeysPerCaller: 2 });
    await claimNew(store, 'caller', 'caller:a');
    await claimNew(store, 'caller', 'caller:b');
    expect(await store.claim('caller', 'caller:c', 'f')).toEqual({ state: 'quota', retryAfterS: 1 });
    await claimNew(store, 'other', 'other:a');
    await sleep(250);
    await claimNew(store, 'caller', 'caller:c');
    await store.close();
  });

  it("drops a caller's records with its keys once they are older than the TTL: a caller that was at its share of the records is taken again", async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, ttlMs: 200, maxKeysPerCaller: 100_000 }, 4 * MB);
    let taken = 0;
    for (let claim = await store.claim('heavy', 'heavy:0', 'f'); claim.state === 'claimed'; claim = await store.claim('heavy', `heavy:${taken}`, 'f')) taken++;
    // Past its share of the records' bytes, well short of its quota of keys.
    expect(taken).toBeLessThan(60);
    expect((await store.claim('heavy', 'heavy:more', 'f')).state).toBe('quota');
    await sleep(250);
    // Had the expired keys gone without their records, the caller's bytes would still count.
    await claimNew(store, 'heavy', 'heavy:more');
    await store.close();
  });

  it('tells a new key refused because the records are full to come back when the oldest record expires', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-28T00:00:00Z') });
    try {
      const store = new MemoryIdempotencyStore({ ...SETTINGS, ttlMs: 3_600_000, maxKeysPerCaller: 2 }, MB);
      let refused: Awaited<ReturnType<IdempotencyStore['claim']>> | undefined;
      for (let caller = 0; caller < 1_000 && !refused; caller++) {
        const claim = await store.claim(`c${caller}`, `c${caller}:1`, 'f');
        if (claim.state !== 'claimed') refused = claim;
      }
      expect(refused?.state).toBe('full');
      jest.setSystemTime(Date.parse('2026-11-28T00:40:00Z'));
      // The first record was claimed at midnight for an hour: 20 minutes are left.
      expect(await store.claim('late', 'late:1', 'f')).toEqual({ state: 'full', retryAfterS: 1_200 });
      await store.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it("does not forget a caller's quota however many other callers hold keys", async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, maxKeysPerCaller: 2 }, 4 * MB);
    await claimNew(store, 'heavy', 'heavy:1');
    await claimNew(store, 'heavy', 'heavy:2');
    for (let caller = 0; caller < 400; caller++) await claimNew(store, `c${caller}`, `c${caller}:1`);
    expect((await store.claim('heavy', 'heavy:3', 'f')).state).toBe('quota');
    await store.close();
  });

  it('gives a released key its place in the quota back', async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, maxKeysPerCaller: 1 });
    await store.release('caller', 'caller:a', await claimNew(store, 'caller', 'caller:a'));
    await claimNew(store, 'caller', 'caller:b');
    expect((await store.claim('caller', 'caller:c', 'f')).state).toBe('quota');
    await store.close();
  });

  it('wakes every duplicate waiting at the end of a lock to settle, never to be told the key is in use while its time is not up', async () => {
    const store = new MemoryIdempotencyStore({ ...SETTINGS, lockMs: 20, waitMs: 5_000 });
    await claimNew(store, 'caller', 'caller:lock');
    // Nobody completes: each settle lock passes in turn, and the next waiter settles.
    const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim('caller', 'caller:lock', 'f')));
    expect(claims.map((claim) => claim.state)).toEqual(Array.from({ length: 20 }, () => 'settle'));
    await store.close();
  }, 10_000);
});

/** The answer `answerOf` keeps no more: that it was applied, and its id. */
const unkeptOf = (id: number): StoredOutcome => ({ kept: false, status: 200, identifiers: { load: { id } } });

/** Claims and completes `count` keys of `caller` with answers of about `bytes`. */
async function completeMany(store: IdempotencyStore, caller: string, count: number, bytes: number): Promise<void> {
  for (let id = 0; id < count; id++) await completeNew(store, caller, `${caller}:${id}`, answerOf(bytes, id));
}

/**
 * What both stores must do whatever happens to a caller's neighbours and to late requests: keep each
 * caller's answers to its share, take a claim that outlived its lock for a request that may have
 * sent its writes, and let only the request holding the key change it.
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

    it('counts an answer by its UTF-8 bytes toward the share', async () => {
      const { store, close } = await open({ ...SETTINGS, maxKeptBytesPerCaller: 100 * 1024 });
      try {
        // 40,000 characters of three bytes each: 120 KB, past the share, though 40 KB as characters.
        const wide: StoredOutcome = { kept: true, response: { status: 200, body: { data: { load: { id: 1, padding: '€'.repeat(40_000) } } } } };
        await completeNew(store, 'caller', 'caller:wide', wide);
        expect(await store.claim('caller', 'caller:wide', 'f')).toEqual({ state: 'done', outcome: unkeptOf(1) });
      } finally {
        await close();
      }
    });

    it('takes a claim whose request held its key past the lock without completing it as an unknown outcome, which a resend settles', async () => {
      const { store, close } = await open({ ...SETTINGS, lockMs: 100, waitMs: 2_000 });
      try {
        const before = Date.now();
        await claimNew(store, 'caller', 'caller:lost');
        const claimed = Date.now();
        // A duplicate waiting meanwhile is not told the key is free when the lock passes: it settles
        // what the first request may have sent since it claimed the key.
        const settle = await store.claim('caller', 'caller:lost', 'f');
        expect(settle).toEqual({ state: 'settle', since: expect.any(Number), endedAt: expect.any(Number), ticket: expect.any(String) });
        const { since, ticket } = settle as { since: number; ticket: string };
        expect(since).toBeGreaterThanOrEqual(before);
        expect(since).toBeLessThanOrEqual(claimed);
        // While it settles, another resend waits; once the settling request completes, it is replayed.
        const next = store.claim('caller', 'caller:lost', 'f');
        expect(await store.complete('caller', 'caller:lost', 'f', answerOf(10, 1), ticket)).toBe(true);
        expect(await next).toEqual({ state: 'done', outcome: answerOf(10, 1) });
      } finally {
        await close();
      }
    });

    it('tells a duplicate that waited out a running claim how long the key may still be held', async () => {
      const { store, close } = await open({ ...SETTINGS, lockMs: 60_000, waitMs: 100 });
      try {
        await claimNew(store, 'caller', 'caller:running');
        const claim = await store.claim('caller', 'caller:running', 'f');
        expect(claim).toEqual({ state: 'timeout', retryAfterS: expect.any(Number) });
        expect((claim as { retryAfterS: number }).retryAfterS).toBeGreaterThanOrEqual(59);
        expect((claim as { retryAfterS: number }).retryAfterS).toBeLessThanOrEqual(60);
      } finally {
        await close();
      }
    });

    it("waits for a running claim no longer than the duplicate's own wait allows, nor once its client has gone", async () => {
      const { store, close } = await open({ ...SETTINGS, lockMs: 60_000, waitMs: 30_000 });
      try {
        await claimNew(store, 'caller', 'caller:held');
        let started = Date.now();
        expect(await store.claim('caller', 'caller:held', 'f', { until: Date.now() + 300, gone: () => false })).toEqual({ state: 'timeout', retryAfterS: expect.any(Number) });
        // Not the store's 30 s.
        expect(Date.now() - started).toBeLessThan(5_000);
        let gone = false;
        started = Date.now();
        setTimeout(() => (gone = true), 200);
        expect(await store.claim('caller', 'caller:held', 'f', { until: Date.now() + 20_000, gone: () => gone })).toEqual({ state: 'timeout', retryAfterS: expect.any(Number) });
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await close();
      }
    });

    it('lets a request that ended after its key was taken over neither complete, release nor unlock it', async () => {
      const { store, close } = await open({ ...SETTINGS, lockMs: 100, waitMs: 2_000 });
      try {
        const late = await claimNew(store, 'caller', 'caller:late');
        const settle = (await store.claim('caller', 'caller:late', 'f')) as { state: string; ticket: string };
        expect(settle.state).toBe('settle');
        // The first request's late answer, give-back and unlock change nothing: the record stays (another
        // request with the key is still refused as another), and the settling request still holds the key.
        expect(await store.complete('caller', 'caller:late', 'f', answerOf(10, 1), late)).toBe(false);
        await store.release('caller', 'caller:late', late);
        await store.abandon('caller:late', late);
        expect(await store.claim('caller', 'caller:late', 'another')).toEqual({ state: 'mismatch' });
        expect(await store.complete('caller', 'caller:late', 'f', answerOf(10, 2), settle.ticket)).toBe(true);
        expect(await store.claim('caller', 'caller:late', 'f')).toEqual({ state: 'done', outcome: answerOf(10, 2) });
      } finally {
        await close();
      }
    });
  });
}

sharedBehaviour('the in-memory idempotency store, under pressure', async (settings) => {
  const store = new MemoryIdempotencyStore(settings);
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
  const full = async () => {
    await redis.config('SET', 'maxmemory-policy', 'noeviction');
    await redis.config('SET', 'maxmemory', '1');
  };

  it('writes nothing past maxmemory: a record, kept answer or not, is refused and its claim is settled once its lock passes', async () => {
    const store = new RedisIdempotencyStore(redis, { ...SETTINGS, lockMs: 100, waitMs: 2_000 });
    const kept = await claimNew(store, 'caller', 'caller:kept');
    const unkept = await claimNew(store, 'caller', 'caller:unkept');
    await full();
    await expect(store.complete('caller', 'caller:kept', 'f', answerOf(500 * 1024, 1), kept)).rejects.toThrow(/OOM/);
    await expect(store.complete('caller', 'caller:unkept', 'f', unkeptOf(2), unkept)).rejects.toThrow(/OOM/);
    // A new key is refused too (the request is refused IDEMPOTENCY_UNAVAILABLE, nothing sent).
    await expect(store.claim('caller', 'caller:new', 'f')).rejects.toThrow(/OOM/);
    expect(await redis.exists('idempotency-kept:caller')).toBe(0);
    await redis.config('SET', 'maxmemory', '0');
    // The resends settle: the lost records' writes are not sent again as new ones.
    for (const key of ['caller:kept', 'caller:unkept']) expect(await store.claim('caller', key, 'f')).toEqual({ state: 'settle', since: expect.any(Number), endedAt: expect.any(Number), ticket: expect.any(String) });
    expect(await redis.pttl('idempotency:caller:kept')).toBeGreaterThan(86_000_000);
    await store.close();
  });

  it('settles an unknown outcome written before records said when its attempt ended no sooner than a lock after it began', async () => {
    const store = new RedisIdempotencyStore(redis, { ...SETTINGS, lockMs: 60_000 });
    const since = Date.now() - 20_000;
    await redis.set('idempotency:caller:legacy', JSON.stringify({ fingerprint: 'f', done: true, outcome: { kept: 'unknown', since } }), 'PX', 60_000);
    expect(await store.claim('caller', 'caller:legacy', 'f')).toEqual({ state: 'settle', since, endedAt: since + 60_000, ticket: expect.any(String) });
    await store.close();
  });

  it('gives back, past maxmemory, the key of a request refused before it sent anything: the corrected request runs', async () => {
    const store = new RedisIdempotencyStore(redis, { ...SETTINGS, lockMs: 100 });
    const ticket = await claimNew(store, 'caller', 'caller:refused');
    await full();
    await store.release('caller', 'caller:refused', ticket);
    await redis.config('SET', 'maxmemory', '0');
    expect(await redis.exists('idempotency:caller:refused')).toBe(0);
    await claimNew(store, 'caller', 'caller:refused', 'corrected');
    await store.close();
  });

  it('gives back a claim whose answer never came (Redis stood still), which Redis carries out when it resumes', async () => {
    const impatient = new Redis(server.url, { commandTimeout: 200, maxRetriesPerRequest: 0 });
    const store = new RedisIdempotencyStore(impatient, SETTINGS);
    try {
      await impatient.ping();
      server.pause();
      await expect(store.claim('caller', 'caller:w', 'f')).rejects.toThrow(/timed out/i);
      server.resume();
      // The claim runs first, then its give-back (sent behind it, or tried again each second).
      let left = 1;
      for (let wait = 0; wait < 60 && left > 0; wait++) {
        await sleep(50);
        left = await redis.exists('idempotency:caller:w');
      }
      expect(left).toBe(0);
      expect(await redis.zscore('idempotency-keys:caller', 'caller:w')).toBeNull();
      // The retry the client was told to make runs as a first request: nothing was sent before.
      await claimNew(new RedisIdempotencyStore(redis, SETTINGS), 'caller', 'caller:w');
    } finally {
      await store.close();
      impatient.disconnect();
    }
  });
});

describe('the Redis idempotency store, settling while Redis stands still', () => {
  it('gives back a settle lock whose answer never came, which Redis carries out when it resumes: the next resend settles at once', async () => {
    const server = await startRedisServer();
    const redis = new Redis(server.url);
    const impatient = new Redis(server.url, { commandTimeout: 200, maxRetriesPerRequest: 0 });
    const store = new RedisIdempotencyStore(impatient, SETTINGS);
    try {
      const since = Date.now() - 1000;
      await redis.set('idempotency:caller:u', JSON.stringify({ fingerprint: 'f', done: true, outcome: { kept: 'unknown', since, endedAt: since } }), 'PX', 60_000);
      // Redis stands still once the claim script (which finds the key) and the read are answered,
      // just as the settle script is sent.
      const evaluate = impatient.eval.bind(impatient) as (...args: unknown[]) => Promise<unknown>;
      (impatient as unknown as { eval: (...args: unknown[]) => Promise<unknown> }).eval = async (...args: unknown[]) => {
        if (String(args[0]).includes('KEEPTTL')) server.pause();
        return evaluate(...args);
      };
      await expect(store.claim('caller', 'caller:u', 'f')).rejects.toThrow(/timed out/i);
      server.resume();
      // The settle script runs first and takes the lock, then its give-back drops it (sent behind
      // it, or tried again each second); the record still says unknown.
      let left = 1;
      for (let wait = 0; wait < 60 && left > 0; wait++) {
        await sleep(50);
        left = await redis.exists('idempotency:settling:caller:u');
      }
      expect(left).toBe(0);
      expect(JSON.parse((await redis.get('idempotency:caller:u'))!)).toMatchObject({ done: true, outcome: { kept: 'unknown' } });
      // Had the lock been left, a resend would wait for its lockMs.
      expect(await new RedisIdempotencyStore(redis, SETTINGS).claim('caller', 'caller:u', 'f')).toEqual({ state: 'settle', since, endedAt: since, ticket: expect.any(String) });
    } finally {
      await store.close();
      impatient.disconnect();
      redis.disconnect();
      await server.stop();
    }
  });
});

describe('the Redis idempotency store, giving claims back while Redis is away', () => {
  it('holds at most 10,000 give-backs, tries at most 100 again each second, and stops with the store', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const away = { eval: () => (calls++, Promise.reject(new Error('Connection is closed.'))) } as unknown as Redis;
    const store = new RedisIdempotencyStore(away, SETTINGS);
    try {
      for (let index = 0; index < 10_050; index++) await store.release('caller', `caller:${index}`, `ticket-${index}`);
      // Each failed once; the queue kept the last 10,000.
      await Promise.resolve();
      expect(calls).toBe(10_050);
      expect((store as unknown as { releases: Map<string, unknown> }).releases.size).toBe(10_000);
      calls = 0;
      await jest.advanceTimersByTimeAsync(1_000);
      expect(calls).toBe(100);
      await store.close();
      calls = 0;
      await jest.advanceTimersByTimeAsync(5_000);
      expect(calls).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("a claim's lock", () => {
  it('outlasts the deadline of the operation that made it and the settle window by 30 s, and is at least a minute', () => {
    // It covers the deadline and the settle window after it: a lapsed claim may be settled at once.
    expect(claimLockMs(12_000, 12_000)).toBe(60_000);
    expect(claimLockMs(62_000, 62_000)).toBe(154_000);
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

  it('keeps at most 2 KB of them, whole fields in the answer\'s order, however many aliases the answer had', () => {
    const payload = { transactionId: 't-1', ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`field${index}`, 'x'.repeat(250)])) };
    const data = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`alias${index}`, payload]));
    const kept = identifiersOf(data);
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(2048);
    // Every payload's id first, then as many long fields as fit, in the answer's order.
    for (let alias = 0; alias < 30; alias++) expect(kept[`alias${alias}`]).toMatchObject({ transactionId: 't-1' });
    expect(kept.alias0).toMatchObject({ field0: 'x'.repeat(250) });
    expect(Object.keys(kept.alias29 as object)).toEqual(['transactionId']);
    // A long message ahead of the id does not crowd it out.
    const crowded = identifiersOf({ a: Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`m${index}`, 'y'.repeat(240)])), b: { transactionId: 'txn-9' } });
    expect(crowded.b).toEqual({ transactionId: 'txn-9' });
    expect(Object.keys(crowded)).toEqual(['a', 'b']);
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
      const since = Date.now() - 1000;
      const unknown: StoredOutcome = { kept: 'unknown', since, endedAt: since };
      const applied = answerOf(10, 7);
      expect(await settler.complete('caller', 'k', 'fp', unknown, await claimNew(settler, 'caller', 'k', 'fp'))).toBe(true);
      // The first replica takes the settle lock.
      const settling = (await settler.claim('caller', 'k', 'fp')) as { state: string; since: number; ticket: string };
      expect(settling).toEqual({ state: 'settle', since: unknown.since, endedAt: unknown.since, ticket: expect.any(String) });
      // The second replica reads the record while it is still unknown; just before it asks for the
      // settle, the first completes (record written, lock dropped): the interleaving two replicas can meet.
      const evaluate = second.eval.bind(second) as (...args: unknown[]) => Promise<unknown>;
      let interleaved = false;
      (second as unknown as { eval: (...args: unknown[]) => Promise<unknown> }).eval = async (...args: unknown[]) => {
        if (!interleaved && String(args[0]).includes('KEEPTTL')) {
          interleaved = true;
          expect(await settler.complete('caller', 'k', 'fp', applied, settling.ticket)).toBe(true);
        }
        return evaluate(...args);
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
