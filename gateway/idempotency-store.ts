import { setTimeout as sleep } from 'node:timers/promises';
import type { FormattedExecutionResult } from 'graphql';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** What a finished mutation answered: replayed as it was for the same key and request. */
export interface StoredResponse {
  status: number | undefined;
  body: FormattedExecutionResult;
}

/** The answer to "may I run this request under this key?". */
export type Claim =
  | { state: 'claimed' }
  | { state: 'done'; response: StoredResponse }
  | { state: 'mismatch' }
  | { state: 'timeout' };

/**
 * Idempotency records, per caller and key. `claim` atomically either takes a new key for this
 * request, or answers what an earlier request with the key stored, waiting while that one runs.
 */
export interface IdempotencyStore {
  claim(key: string, fingerprint: string): Promise<Claim>;
  complete(key: string, fingerprint: string, response: StoredResponse): Promise<void>;
  /** The request ran but sent nothing that needs remembering: the key is free again. */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface StoreTimes {
  /** How long a finished response is kept (24 h). */
  ttlMs: number;
  /** How long a claim holds while its request runs; a replica that dies mid-request frees it then. */
  lockMs: number;
  /** How long a duplicate waits for the first request before giving up. */
  waitMs: number;
}

export const DEFAULT_TIMES: StoreTimes = { ttlMs: 24 * 60 * 60 * 1000, lockMs: 60_000, waitMs: 30_000 };

interface PendingRecord {
  fingerprint: string;
  done: false;
  waiters: (() => void)[];
}
interface DoneRecord {
  fingerprint: string;
  done: true;
  response: StoredResponse;
}

/** One process's records, in memory: enough for a single gateway. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly records: LRUCache<string, PendingRecord | DoneRecord>;

  constructor(private readonly times: StoreTimes = DEFAULT_TIMES) {
    this.records = new LRUCache({ max: 100_000, ttl: times.ttlMs });
  }

  async claim(key: string, fingerprint: string): Promise<Claim> {
    const record = this.records.get(key);
    if (!record) {
      this.records.set(key, { fingerprint, done: false, waiters: [] }, { ttl: this.times.lockMs });
      return { state: 'claimed' };
    }
    if (record.fingerprint !== fingerprint) return { state: 'mismatch' };
    if (record.done) return { state: 'done', response: record.response };
    const finished = await Promise.race([
      new Promise<true>((resolve) => record.waiters.push(() => resolve(true))),
      sleep(this.times.waitMs, false),
    ]);
    return finished ? this.claim(key, fingerprint) : { state: 'timeout' };
  }

  async complete(key: string, fingerprint: string, response: StoredResponse): Promise<void> {
    const pending = this.records.get(key);
    this.records.set(key, { fingerprint, done: true, response });
    if (pending && !pending.done) for (const wake of pending.waiters) wake();
  }

  async release(key: string): Promise<void> {
    const pending = this.records.get(key);
    this.records.delete(key);
    if (pending && !pending.done) for (const wake of pending.waiters) wake();
  }

  async close(): Promise<void> {
    this.records.clear();
  }
}

/** Shared records on Redis, so that every replica answers a replay the same way. */
export class RedisIdempotencyStore implements IdempotencyStore {
  private static readonly POLL_MS = 25;

  constructor(
    private readonly redis: Redis,
    private readonly times: StoreTimes = DEFAULT_TIMES,
    private readonly prefix = 'idempotency:',
  ) {}

  async claim(key: string, fingerprint: string): Promise<Claim> {
    const redisKey = this.prefix + key;
    const pending = JSON.stringify({ fingerprint, done: false });
    const waitUntil = Date.now() + this.times.waitMs;
    for (;;) {
      // SET NX is the atomic claim: of two replicas racing on one key, exactly one gets it.
      const taken = await this.redis.set(redisKey, pending, 'PX', this.times.lockMs, 'NX');
      if (taken === 'OK') return { state: 'claimed' };
      const raw = await this.redis.get(redisKey);
      if (raw !== null) {
        const record = JSON.parse(raw) as { fingerprint: string; done: boolean; response?: StoredResponse };
        if (record.fingerprint !== fingerprint) return { state: 'mismatch' };
        if (record.done && record.response) return { state: 'done', response: record.response };
      }
      if (Date.now() >= waitUntil) return { state: 'timeout' };
      await sleep(RedisIdempotencyStore.POLL_MS);
    }
  }

  async complete(key: string, fingerprint: string, response: StoredResponse): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify({ fingerprint, done: true, response }), 'PX', this.times.ttlMs);
  }

  async release(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    // The connection belongs to whoever opened it.
  }
}
