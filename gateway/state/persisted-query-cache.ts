import type { PersistedQueryOptions } from '@apollo/server';
import { InMemoryLRUCache, type KeyValueCache, type KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';

/**
 * Automatic persisted queries: registered texts expire after `ttlS` (Apollo Server passes no TTL
 * unless one is configured, and its entries would then live until evicted, on Redis forever), and a
 * text over `maxQueryBytes` runs but is not registered. In memory they take at most `memoryMaxBytes`.
 */
export const APQ_LIMITS = { ttlS: 24 * 60 * 60, maxQueryBytes: 64 * 1024, memoryMaxBytes: 8 * 1024 * 1024 } as const;

/**
 * Stores a query text only up to a size: a client that registers a larger one gets its answer, and
 * its next request by hash alone gets PERSISTED_QUERY_NOT_FOUND, so it sends the text again, as the
 * protocol provides. Refusing the query instead would break clients that cannot shorten it.
 */
class SizeCappedQueryCache implements KeyValueCache<string> {
  constructor(
    private readonly inner: KeyValueCache<string>,
    private readonly maxBytes: number,
  ) {}

  get(key: string): Promise<string | undefined> {
    return this.inner.get(key);
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    if (Buffer.byteLength(value) > this.maxBytes) return;
    await this.inner.set(key, value, options);
  }

  delete(key: string): Promise<boolean | void> {
    return this.inner.delete(key);
  }
}

/**
 * What an entry of the in-memory store weighs besides its text: the cache's own bookkeeping (its map
 * entry, list links and expiry) is some 150 bytes, more than a short query's text, and a store
 * counted by text alone held 420,000 registered `{ __typename }` variants in 100 MB.
 */
const ENTRY_OVERHEAD_BYTES = 256;

/** `persistedQueries` for Apollo Server: on `shared` (Redis) when given, else in this process's memory. */
export function automaticPersistedQueries(shared?: KeyValueCache<string>): PersistedQueryOptions {
  const cache =
    shared ??
    new InMemoryLRUCache<string>({
      maxSize: APQ_LIMITS.memoryMaxBytes,
      // Two bytes a character at most, the key (the hash, prefixed) as well as the text.
      sizeCalculation: (text: string, key: string) => 2 * (text.length + key.length) + ENTRY_OVERHEAD_BYTES,
    });
  return { cache: new SizeCappedQueryCache(cache, APQ_LIMITS.maxQueryBytes), ttl: APQ_LIMITS.ttlS };
}
