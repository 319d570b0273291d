import type { PersistedQueryOptions } from '@apollo/server';
import { InMemoryLRUCache, type KeyValueCache, type KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';

/**
 * Automatic persisted queries: registered texts expire after `ttlS` (Apollo Server passes no TTL
 * unless one is configured, and its entries would then live until evicted, on Redis forever), and a
 * text over `maxQueryBytes` runs but is not registered. In memory they take at most `memoryMaxBytes`
 * (on Redis, see APQ_REDIS_BUDGET).
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

/** A store of registered texts that replicas share: `store` says whether it took the text (not past its budget); both reject when it cannot answer. */
export interface SharedQueryStore {
  get(key: string): Promise<string | undefined>;
  store(key: string, value: string, ttlS?: number | null): Promise<boolean>;
  delete(key: string): Promise<boolean>;
}

/**
 * Registered texts on the shared store, and in this replica's memory those the shared store did not
 * take (its budget spent, or it cannot be reached): a client that registered a text here finds it
 * here by hash, and one that asks another replica sends the text again, as the protocol provides.
 */
class SharedFirstQueryCache implements KeyValueCache<string> {
  constructor(
    private readonly shared: SharedQueryStore,
    private readonly local: KeyValueCache<string>,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.local.get(key)) ?? (await this.shared.get(key).catch(() => undefined));
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    // Apollo Server would log each failed registration, with its stack, while Redis is away.
    const stored = await this.shared.store(key, value, options?.ttl).catch(() => false);
    if (!stored) await this.local.set(key, value, options);
  }

  async delete(key: string): Promise<boolean> {
    const [local, shared] = await Promise.all([this.local.delete(key), this.shared.delete(key).catch(() => false)]);
    return local === true || shared;
  }
}

/**
 * What an entry of the in-memory store weighs besides its text: the cache's own bookkeeping (its map
 * entry, list links and expiry) is some 150 bytes, more than a short query's text, and a store
 * counted by text alone held 420,000 registered `{ __typename }` variants in 100 MB.
 */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * `persistedQueries` for Apollo Server: on `shared` (Redis) when given, with this process's memory
 * for what it does not take; else in this process's memory.
 */
export function automaticPersistedQueries(shared?: SharedQueryStore): PersistedQueryOptions {
  const local = new InMemoryLRUCache<string>({
    maxSize: APQ_LIMITS.memoryMaxBytes,
    // Two bytes a character at most, the key (the hash, prefixed) as well as the text.
    sizeCalculation: (text: string, key: string) => 2 * (text.length + key.length) + ENTRY_OVERHEAD_BYTES,
  });
  const cache = shared ? new SharedFirstQueryCache(shared, local) : local;
  return { cache: new SizeCappedQueryCache(cache, APQ_LIMITS.maxQueryBytes), ttl: APQ_LIMITS.ttlS };
}
