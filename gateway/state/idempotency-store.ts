import { setTimeout as sleep } from 'node:timers/promises';
import type { FormattedExecutionResult } from 'graphql';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** What a finished mutation answered: replayed as it was for the same key and request. */
export interface StoredResponse {
  status: number | undefined;
  body: FormattedExecutionResult;
}

/** A small scalar of an answer that identifies what the write made (a transaction id, an account number). */
export type Identifier = string | number | boolean;

/** Per root field: its own value when a scalar, else its payload's top-level scalar fields. */
export type ResultIdentifiers = Record<string, Identifier | Record<string, Identifier>>;

/**
 * What a record keeps of a finished request: the whole answer when it is small enough to replay,
 * otherwise only that the write was applied and what identifies its result.
 */
type FinalOutcome =
  | { kept: true; response: StoredResponse }
  | { kept: false; status: number | undefined; identifiers: ResultIdentifiers };

/**
 * A request whose writes may or may not have been applied (UPSTREAM_OUTCOME_UNKNOWN): not an answer
 * to replay, but a request to settle when it is sent again, by reading what the first attempt,
 * made no earlier than `since` (epoch ms), left.
 */
interface UnknownOutcome {
  kept: 'unknown';
  since: number;
}

export type StoredOutcome = FinalOutcome | UnknownOutcome;

/** The answer to "may I run this request under this key?". */
export type Claim =
  | { state: 'claimed' }
  | { state: 'done'; outcome: FinalOutcome }
  /** The earlier request's outcome was unknown: this one may settle it, holding the key while it runs. */
  | { state: 'settle'; since: number }
  | { state: 'mismatch' }
  | { state: 'timeout' }
  /** The caller already holds its quota of live keys: the oldest frees a place in `retryAfterS`. */
  | { state: 'quota'; retryAfterS: number };

/**
 * Idempotency records, per caller and key. `claim` atomically either takes a new key for this
 * request (within the caller's quota of live keys), or answers what an earlier request with the key
 * stored, waiting while that one runs. `key` already includes the caller; `caller` names its quota.
 */
export interface IdempotencyStore {
  claim(caller: string, key: string, fingerprint: string): Promise<Claim>;
  complete(caller: string, key: string, fingerprint: string, outcome: StoredOutcome): Promise<void>;
  /** The request ran but sent nothing that needs remembering: the key, and its place in the quota, are free again. */
  release(caller: string, key: string): Promise<void>;
  /** A settling request ended without a new outcome: the unknown one stands, and the key may settle again. */
  abandon(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface StoreSettings {
  /** How long a finished response, and a claimed key's place in its caller's quota, are kept (IDEMPOTENCY_TTL_S). */
  ttlMs: number;
  /** How long a claim holds while its request runs; a replica that dies mid-request frees it then. */
  lockMs: number;
  /** How long a duplicate waits for the first request before giving up. */
  waitMs: number;
  /** New keys one caller may claim within `ttlMs` (IDEMPOTENCY_MAX_KEYS_PER_CALLER). */
  maxKeysPerCaller: number;
}

/** How long a claim and a waiting duplicate hold: the settings the environment does not set. */
export const CLAIM_TIMING: Pick<StoreSettings, 'lockMs' | 'waitMs'> = { lockMs: 60_000, waitMs: 30_000 };

/** Seconds until a place claimed at `claimedAt` leaves the quota window: what Retry-After says. */
const retryAfterS = (claimedAt: number, ttlMs: number, now: number): number => Math.max(1, Math.ceil((claimedAt + ttlMs - now) / 1000));

interface PendingRecord {
  fingerprint: string;
  done: false;
  waiters: (() => void)[];
}
interface DoneRecord {
  fingerprint: string;
  done: true;
  /** The outcome as JSON: a string's size is known exactly, an object graph's is not. */
  outcome: string;
  /** An unknown outcome's: until when (epoch ms) a request settling it holds the key. */
  settlingUntil?: number;
}

/** How often a request waiting for a settling one looks again. */
const SETTLE_POLL_MS = 25;

/**
 * What one record or quota entry costs besides its strings (map slots, object headers), counted so
 * that many tiny records cannot exceed the bound either.
 */
const ENTRY_OVERHEAD_BYTES = 256;

/** The records' share of the heap of a single gateway (which runs with a 192 MB old space). */
const MEMORY_STORE_MAX_BYTES = 32 * 1024 * 1024;

/** One process's records, in memory: enough for a single gateway. Bounded in bytes, oldest used evicted first. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly records: LRUCache<string, PendingRecord | DoneRecord>;
  /** Each caller's live keys, oldest claim first, with when each was claimed. */
  private readonly keysByCaller: LRUCache<string, Map<string, number>>;

  constructor(
    private readonly settings: StoreSettings,
    maxBytes: number = MEMORY_STORE_MAX_BYTES,
  ) {
    this.records = new LRUCache({
      max: 100_000,
      maxSize: maxBytes,
      // V8 keeps a string in one or two bytes a character: count the larger.
      sizeCalculation: (record) => ENTRY_OVERHEAD_BYTES + (record.done ? 2 * record.outcome.length : 0),
      ttl: settings.ttlMs,
    });
    this.keysByCaller = new LRUCache({
      maxSize: maxBytes / 4,
      // A key is two hex SHA-256 digests (129 characters).
      sizeCalculation: (keys) => ENTRY_OVERHEAD_BYTES + keys.size * (ENTRY_OVERHEAD_BYTES + 2 * 129),
      ttl: settings.ttlMs,
    });
  }

  async claim(caller: string, key: string, fingerprint: string): Promise<Claim> {
    const record = this.records.get(key);
    if (!record) {
      const now = Date.now();
      const keys = this.liveKeys(caller, now);
      if (keys.size >= this.settings.maxKeysPerCaller) {
        const [oldest] = keys.values();
        return { state: 'quota', retryAfterS: retryAfterS(oldest ?? now, this.settings.ttlMs, now) };
      }
      this.records.set(key, { fingerprint, done: false, waiters: [] }, { ttl: this.settings.lockMs });
      keys.delete(key);
      keys.set(key, now);
      // Set again so that the cache counts the entry's new size.
      this.keysByCaller.set(caller, keys);
      return { state: 'claimed' };
    }
    if (record.fingerprint !== fingerprint) return { state: 'mismatch' };
    if (record.done) {
      const outcome = JSON.parse(record.outcome) as StoredOutcome;
      if (outcome.kept !== 'unknown') return { state: 'done', outcome };
      const now = Date.now();
      if ((record.settlingUntil ?? 0) <= now) {
        record.settlingUntil = now + this.settings.lockMs;
        return { state: 'settle', since: outcome.since };
      }
      return this.afterSettling(caller, key, fingerprint, now + this.settings.waitMs);
    }
    // The wait's timer is cleared and its waiter removed whichever comes first: many duplicates of
    // one key must not leave a timer and a closure each behind.
    const timer = new AbortController();
    let wake: (() => void) | undefined;
    const finished = await Promise.race([
      new Promise<true>((resolve) => {
        wake = () => resolve(true);
        record.waiters.push(wake);
      }),
      sleep(this.settings.waitMs, false, { signal: timer.signal }).catch(() => false as const),
    ]).finally(() => {
      timer.abort();
      const at = wake ? record.waiters.indexOf(wake) : -1;
      if (at >= 0) record.waiters.splice(at, 1);
    });
    return finished ? this.claim(caller, key, fingerprint) : { state: 'timeout' };
  }

  async complete(_caller: string, key: string, fingerprint: string, outcome: StoredOutcome): Promise<void> {
    const pending = this.records.get(key);
    this.records.set(key, { fingerprint, done: true, outcome: JSON.stringify(outcome) });
    if (pending && !pending.done) for (const wake of pending.waiters) wake();
  }

  async abandon(key: string): Promise<void> {
    const record = this.records.get(key);
    if (record?.done) delete record.settlingUntil;
  }

  /** Waits while another request settles the key, then claims again; gives up at `until`. */
  private async afterSettling(caller: string, key: string, fingerprint: string, until: number): Promise<Claim> {
    while (Date.now() < until) {
      await sleep(SETTLE_POLL_MS);
      const record = this.records.get(key);
      if (!record?.done || record.settlingUntil === undefined || record.settlingUntil <= Date.now()) return this.claim(caller, key, fingerprint);
    }
    return { state: 'timeout' };
  }

  async release(caller: string, key: string): Promise<void> {
    const pending = this.records.get(key);
    this.records.delete(key);
    const keys = this.keysByCaller.get(caller);
    if (keys?.delete(key)) this.keysByCaller.set(caller, keys);
    if (pending && !pending.done) for (const wake of pending.waiters) wake();
  }

  async close(): Promise<void> {
    this.records.clear();
    this.keysByCaller.clear();
  }

  /** The caller's keys claimed within the TTL; older ones are dropped here, as they expire. */
  private liveKeys(caller: string, now: number): Map<string, number> {
    const keys = this.keysByCaller.get(caller) ?? new Map<string, number>();
    for (const [key, claimedAt] of keys) {
      if (claimedAt > now - this.settings.ttlMs) break;
      keys.delete(key);
    }
    return keys;
  }
}

/**
 * The atomic claim on Redis. KEYS: the record, the caller's sorted set of live keys (score: when
 * claimed). ARGV: the pending record, lockMs, now, ttlMs, maxKeysPerCaller, the member.
 * Returns {0} when the record exists, {-1, oldest claim} when over the quota, {1} when claimed.
 * One script, so that two replicas racing for the caller's last place cannot both take it.
 */
const CLAIM_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return {0} end
local now = tonumber(ARGV[3])
local ttl = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ttl)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return {-1, oldest[2]}
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', KEYS[2], now, ARGV[6])
redis.call('PEXPIRE', KEYS[2], ttl)
return {1}
`;

/** Shared records on Redis, so that every replica answers a replay, and counts a caller's keys, the same way. */
export class RedisIdempotencyStore implements IdempotencyStore {
  private static readonly POLL_MS = 25;

  constructor(
    private readonly redis: Redis,
    private readonly settings: StoreSettings,
    private readonly prefix = 'idempotency:',
    private readonly quotaPrefix = 'idempotency-keys:',
  ) {}

  async claim(caller: string, key: string, fingerprint: string): Promise<Claim> {
    const redisKey = this.prefix + key;
    const pending = JSON.stringify({ fingerprint, done: false });
    const waitUntil = Date.now() + this.settings.waitMs;
    for (;;) {
      const now = Date.now();
      const [taken, oldest] = (await this.redis.eval(
        CLAIM_SCRIPT,
        2,
        redisKey,
        this.quotaPrefix + caller,
        pending,
        this.settings.lockMs,
        now,
        this.settings.ttlMs,
        this.settings.maxKeysPerCaller,
        key,
      )) as [number, string?];
      if (taken === 1) return { state: 'claimed' };
      if (taken === -1) return { state: 'quota', retryAfterS: retryAfterS(Number(oldest), this.settings.ttlMs, now) };
      const raw = await this.redis.get(redisKey);
      if (raw !== null) {
        const record = JSON.parse(raw) as { fingerprint: string; done: boolean; outcome?: StoredOutcome; response?: StoredResponse };
        if (record.fingerprint !== fingerprint) return { state: 'mismatch' };
        // `response`: a record written before outcomes existed, still live for its 24 hours after an upgrade.
        const outcome = record.outcome ?? (record.response ? { kept: true as const, response: record.response } : undefined);
        if (record.done && outcome) {
          if (outcome.kept !== 'unknown') return { state: 'done', outcome };
          // One settling request at a time, on any replica: the one that takes the lock.
          const lock = this.settleLockOf(key);
          if ((await this.redis.set(lock, '1', 'PX', this.settings.lockMs, 'NX')) === 'OK') {
            // Another replica may have settled the key between the read above and this lock: complete()
            // writes the record and drops the lock in one step. Only a record still as it was read is
            // settled here; else the lock goes back and the record is read again.
            if ((await this.redis.get(redisKey)) === raw) return { state: 'settle', since: outcome.since };
            await this.redis.del(lock);
            continue;
          }
        }
      }
      if (Date.now() >= waitUntil) return { state: 'timeout' };
      await sleep(RedisIdempotencyStore.POLL_MS);
    }
  }

  async complete(_caller: string, key: string, fingerprint: string, outcome: StoredOutcome): Promise<void> {
    await this.redis
      .multi()
      .set(this.prefix + key, JSON.stringify({ fingerprint, done: true, outcome }), 'PX', this.settings.ttlMs)
      .del(this.settleLockOf(key))
      .exec();
  }

  async abandon(key: string): Promise<void> {
    await this.redis.del(this.settleLockOf(key));
  }

  /** The lock a request settling an unknown outcome holds on its key. */
  private settleLockOf(key: string): string {
    return `${this.prefix}settling:${key}`;
  }

  async release(caller: string, key: string): Promise<void> {
    await this.redis.multi().del(this.prefix + key).zrem(this.quotaPrefix + caller, key).exec();
  }

  async close(): Promise<void> {
    // The connection belongs to whoever opened it.
  }
}
