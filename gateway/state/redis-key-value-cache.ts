import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';
import { Counter } from 'prom-client';
import { logger } from '../../subgraphs/shared/logger';
import { metricsRegistry } from '../../subgraphs/shared/metrics';
import { APQ_LIMITS, type SharedQueryStore } from './persisted-query-cache';

/**
 * What a cache may write to the shared Redis in one window of `windowS`: an entry lives at most a
 * window (its TTL is cut to it), so what the cache holds there at any time is at most two windows'
 * worth. Redis must not evict (an idempotency record evicted would let a resend run its write
 * again), so a full Redis refuses every write, keyed mutations' records included: a cache that anyone
 * can write to (a registered query, a read's answer) must not be the one to fill it.
 */
export interface CacheBudget {
  /** The cache's name, in `facade_redis_cache_writes_skipped_total` and the log. */
  cache: 'apq' | 'read';
  windowS: number;
  maxBytesPerWindow: number;
  /**
   * An entry already there is left as it is, neither written nor counted again: a key that names its
   * value (a registered text's hash), sent again and again, spends nothing. Otherwise a write replaces
   * it and is counted anew (a read's answer stored again because the one there no longer reads).
   */
  keepsExisting: boolean;
}

/** Redis's own weight of a key beside its name and value, about. */
const KEY_OVERHEAD_BYTES = 96;

/**
 * What Redis takes for a string of `bytes`: its header (3, 5 or 9 bytes by length) and a closing
 * byte, in the allocator's (jemalloc's) sizes, four classes a doubling: a string just past one
 * takes up to a quarter more (32,800 bytes took 40,960; 32,768, with the header, as much).
 */
const allocated = (bytes: number): number => {
  const stored = bytes + (bytes < 256 ? 3 : bytes < 65_536 ? 5 : 9) + 1;
  const step = Math.max(16, 2 ** (Math.floor(Math.log2(stored - 1)) - 2));
  return Math.ceil(stored / step) * step;
};

/** How long a window's count outlives the window: entries written in it live up to a window more. */
const COUNT_TTL_WINDOWS = 2;

/**
 * Stores an entry only if the window's count leaves room for it, and counts it. With `keep`, an
 * entry already there is left as it is (nor is its TTL renewed: no entry outlives its window by
 * being sent again). The window is Redis's own clock's, so that replicas whose clocks differ count
 * in the same one (TIME before a write needs the script's effects replicated, Redis 6's choice and
 * 7's only way). Its first write is the entry's SET, which Redis refuses past its `maxmemory` before
 * anything is written. KEYS: the entry, the count's prefix (the window's number is added). ARGV: the
 * value, its TTL in seconds, its weight, the window's bytes, the window in seconds, `keep` or not.
 */
const BUDGETED_SET_SCRIPT = `
redis.replicate_commands()
if ARGV[6] == 'keep' and redis.call('EXISTS', KEYS[1]) == 1 then return 1 end
local count = KEYS[2] .. math.floor(tonumber(redis.call('TIME')[1]) / tonumber(ARGV[5]))
local used = tonumber(redis.call('GET', count) or '0')
if used + tonumber(ARGV[3]) > tonumber(ARGV[4]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('INCRBY', count, ARGV[3])
redis.call('EXPIRE', count, ${COUNT_TTL_WINDOWS} * tonumber(ARGV[5]))
return 1`;

const writesSkipped = new Counter({
  name: 'facade_redis_cache_writes_skipped_total',
  help: "Cache entries not written to the shared Redis because the cache's budget for the window was spent",
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
});

/**
 * Apollo Server's cache interface on a shared Redis, under a prefix of its own. Every key expires:
 * one set without a TTL (or with `null`, Apollo's "no expiry") gets `defaultTtlS`, so that nothing
 * written here stays in Redis forever. With a budget, an entry set with a TTL is written only within
 * it (see CacheBudget); one set without (an area's generation: one key per area) always is.
 */
class RedisKeyValueCache implements KeyValueCache<string>, SharedQueryStore {
  /** The window whose spent budget was last logged: once a window, however many writes it skips. */
  private loggedWindow = -1;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly defaultTtlS: number,
    private readonly budget?: CacheBudget,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key)) ?? undefined;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    await this.store(key, value, options?.ttl);
  }

  /** Whether the entry was written: false past the budget. Rejects when Redis does. */
  async store(key: string, value: string, ttlS?: number | null): Promise<boolean> {
    const ttl = ttlS && ttlS > 0 ? Math.ceil(ttlS) : undefined;
    if (!this.budget || ttl === undefined) {
      await this.redis.set(this.prefix + key, value, 'EX', ttl ?? this.defaultTtlS);
      return true;
    }
    const { cache, windowS, maxBytesPerWindow, keepsExisting } = this.budget;
    const weight = allocated(Buffer.byteLength(value)) + allocated(Buffer.byteLength(key) + this.prefix.length) + KEY_OVERHEAD_BYTES;
    const stored = await this.redis.eval(
      BUDGETED_SET_SCRIPT,
      2,
      this.prefix + key,
      `cache-budget:${cache}:`,
      value,
      Math.min(ttl, windowS),
      weight,
      maxBytesPerWindow,
      windowS,
      keepsExisting ? 'keep' : 'replace',
    );
    if (stored === 1) return true;
    writesSkipped.inc({ cache });
    // Logged once a window of this replica's clock: the count's own window is Redis's.
    const window = Math.floor(Date.now() / 1000 / windowS);
    if (this.loggedWindow !== window) {
      this.loggedWindow = window;
      logger.warn({ cache, windowS, maxBytesPerWindow }, "a cache's budget on the shared Redis is spent for this window: entries past it are not written there");
    }
    return false;
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(this.prefix + key)) > 0;
  }
}

/** What automatic persisted queries may write to Redis a day (a registered text lives a day): 32 MiB there at most. */
const APQ_REDIS_BUDGET: CacheBudget = { cache: 'apq', windowS: APQ_LIMITS.ttlS, maxBytesPerWindow: 16 * 2 ** 20, keepsExisting: true };

/**
 * Automatic persisted queries shared by every replica: a query registered through one is found by
 * hash through any other, within the budget; past it, and while Redis is unreachable, a registration
 * is kept in the replica's memory (see automaticPersistedQueries).
 */
export const redisPersistedQueryCache = (redis: Redis, budget: CacheBudget = APQ_REDIS_BUDGET): SharedQueryStore => new RedisKeyValueCache(redis, 'apq:', APQ_LIMITS.ttlS, budget);

/**
 * An area's generation is set without a TTL (each write renews it). A day outlasts every read's
 * maxAge (300 s today): when a generation idle for a day expires and reads fall back to no
 * generation, whatever was read under no generation before the last write has long expired.
 */
const READ_CACHE_DEFAULT_TTL_S = 24 * 60 * 60;

/** What the read cache may write to Redis in five minutes, the longest an answer is reused: 64 MiB there at most. */
const READ_CACHE_REDIS_BUDGET: CacheBudget = { cache: 'read', windowS: 300, maxBytesPerWindow: 32 * 2 ** 20, keepsExisting: false };

/**
 * The service read cache shared by every replica (see subgraphs/shared/read-cache.ts): an answer past
 * the budget is not written, and is read from the service next time; the client takes a failed write
 * for a lost reuse.
 */
export const redisReadCache = (redis: Redis, budget: CacheBudget = READ_CACHE_REDIS_BUDGET): KeyValueCache<string> =>
  new RedisKeyValueCache(redis, 'facade:', READ_CACHE_DEFAULT_TTL_S, budget);
