import { ErrorsAreMissesCache, type KeyValueCache, type KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';

/** Apollo Server's cache interface on a shared Redis, under a prefix of its own. */
class RedisKeyValueCache implements KeyValueCache<string> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key)) ?? undefined;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    if (options?.ttl) await this.redis.set(this.prefix + key, value, 'EX', options.ttl);
    else await this.redis.set(this.prefix + key, value);
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(this.prefix + key)) > 0;
  }
}

/**
 * Automatic persisted queries shared by every replica: a query registered through one is found by
 * hash through any other. While Redis is unreachable a lookup is a miss, and the client sends the
 * full query again, as the protocol provides.
 */
export const redisPersistedQueryCache = (redis: Redis): KeyValueCache<string> =>
  new ErrorsAreMissesCache(new RedisKeyValueCache(redis, 'apq:'));

/** The service read cache shared by every replica (see subgraphs/shared/read-cache.ts); its own errors are misses. */
export const redisReadCache = (redis: Redis): KeyValueCache<string> => new RedisKeyValueCache(redis, 'facade:');
