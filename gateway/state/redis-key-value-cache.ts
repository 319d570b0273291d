import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';
import { APQ_LIMITS } from './persisted-query-cache';

/**
 * Apollo Server's cache interface on a shared Redis, under a prefix of its own. Every key expires:
 * one set without a TTL (or with `null`, Apollo's "no expiry") gets `defaultTtlS`, so that nothing
 * written here stays in Redis forever.
 */
class RedisKeyValueCache implements KeyValueCache<string> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly defaultTtlS: number,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key)) ?? undefined;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const ttl = options?.ttl && options.ttl > 0 ? Math.ceil(options.ttl) : this.defaultTtlS;
    await this.redis.set(this.prefix + key, value, 'EX', ttl);
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(this.prefix + key)) > 0;
  }
}

/**
 * A cache whose failures are misses: a lookup that fails finds nothing, and a write that fails is
 * dropped (Apollo Server would log each failed APQ registration, with its stack, while Redis is away).
 */
class MissOnFailureCache implements KeyValueCache<string> {
  constructor(private readonly inner: KeyValueCache<string>) {}

  async get(key: string): Promise<string | undefined> {
    return this.inner.get(key).catch(() => undefined);
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    await this.inner.set(key, value, options).catch(() => undefined);
  }

  async delete(key: string): Promise<boolean | void> {
    return this.inner.delete(key);
  }
}

/**
 * Automatic persisted queries shared by every replica: a query registered through one is found by
 * hash through any other. While Redis is unreachable a lookup is a miss and a registration is lost:
 * the client sends the full query again, as the protocol provides.
 */
export const redisPersistedQueryCache = (redis: Redis): KeyValueCache<string> =>
  new MissOnFailureCache(new RedisKeyValueCache(redis, 'apq:', APQ_LIMITS.ttlS));

/**
 * An area's generation is set without a TTL (each write renews it). A day outlasts every read's
 * maxAge (300 s today): when a generation idle for a day expires and reads fall back to no
 * generation, whatever was read under no generation before the last write has long expired.
 */
const READ_CACHE_DEFAULT_TTL_S = 24 * 60 * 60;

/** The service read cache shared by every replica (see subgraphs/shared/read-cache.ts); its own errors are misses. */
export const redisReadCache = (redis: Redis): KeyValueCache<string> => new RedisKeyValueCache(redis, 'facade:', READ_CACHE_DEFAULT_TTL_S);
