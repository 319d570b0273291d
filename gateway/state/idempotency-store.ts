import { randomUUID } from 'node:crypto';
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
type Identifier = string | number | boolean;

/** Per root field: its own value when a scalar, else its payload's top-level scalar fields. */
export type ResultIdentifiers = Record<string, Identifier | Record<string, Identifier>>;

/**
 * What a record keeps of a finished request: the whole answer when it is small enough to replay,
 * otherwise only that the write was applied and what identifies its result.
 */
export type FinalOutcome =
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

/** Longer strings are content (a message, a description), not what identifies a result. */
const MAX_IDENTIFIER_LENGTH = 256;

function identifier(value: unknown): value is Identifier {
  return typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= MAX_IDENTIFIER_LENGTH);
}

/**
 * What identifies the result of an answer that is not kept: each root field's value when it is a
 * scalar, else every top-level scalar field of its payload (`transactionId`, `reservationId`,
 * `accountNumber`, `status`...). Lists, nested objects, nulls and strings over 256 characters are left out.
 */
export function identifiersOf(data: Record<string, unknown> | null | undefined): ResultIdentifiers {
  const identifiers: ResultIdentifiers = {};
  for (const [field, value] of Object.entries(data ?? {})) {
    if (identifier(value)) {
      identifiers[field] = value;
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const scalars = Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Identifier] => identifier(entry[1])));
      if (Object.keys(scalars).length > 0) identifiers[field] = scalars;
    }
  }
  return identifiers;
}

/** The outcome without its answer: that the write was applied, and what identifies its result. */
export function withoutAnswer(response: StoredResponse): FinalOutcome {
  return { kept: false, status: response.status, identifiers: identifiersOf(response.body.data) };
}

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
  /**
   * How long a claim holds while its request runs. A claim its request never completed (its replica
   * died, or the store refused its record) is then taken as an unknown outcome: a resend settles it
   * (reads before it sends anything), and no write is sent twice on the strength of a lost record.
   */
  lockMs: number;
  /** How long a duplicate waits for the first request before giving up. */
  waitMs: number;
  /** New keys one caller may claim within `ttlMs` (IDEMPOTENCY_MAX_KEYS_PER_CALLER). */
  maxKeysPerCaller: number;
  /**
   * Bytes of answers (their JSON) one caller's records may keep within `ttlMs`
   * (IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER): past it a record keeps only that its write was applied and
   * what identifies its result, so that one caller cannot fill the store and push out other callers'
   * records (and with them what keeps their writes from being sent twice).
   */
  maxKeptBytesPerCaller: number;
}

/** How many bytes of answer an outcome keeps: its JSON's length, or none. */
const keptBytesOf = (outcome: StoredOutcome): number => (outcome.kept === true ? JSON.stringify(outcome.response).length : 0);

/** How long a claim and a waiting duplicate hold: the settings the environment does not set. */
export const CLAIM_TIMING: Pick<StoreSettings, 'lockMs' | 'waitMs'> = { lockMs: 60_000, waitMs: 30_000 };

/** Seconds until a place claimed at `claimedAt` leaves the quota window: what Retry-After says. */
const retryAfterS = (claimedAt: number, ttlMs: number, now: number): number => Math.max(1, Math.ceil((claimedAt + ttlMs - now) / 1000));

interface PendingRecord {
  fingerprint: string;
  done: false;
  /** When the key was claimed (epoch ms): what settling the claim, should it never complete, looks back to. */
  since: number;
  /** Until when (epoch ms) its request holds the key; after that the claim reads as an unknown outcome. */
  lockedUntil: number;
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

interface KeyPlace {
  claimedAt: number;
  keptBytes: number;
}

/** One process's records, in memory: enough for a single gateway. Bounded in bytes, oldest used evicted first. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly records: LRUCache<string, PendingRecord | DoneRecord>;
  /** Each caller's live keys, oldest claim first, with when each was claimed and the answer bytes its record keeps. */
  private readonly keysByCaller: LRUCache<string, Map<string, KeyPlace>>;

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
      // A key is two hex SHA-256 digests (129 characters), its place a small object.
      sizeCalculation: (keys) => ENTRY_OVERHEAD_BYTES + keys.size * (ENTRY_OVERHEAD_BYTES + 2 * 129 + 64),
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
        return { state: 'quota', retryAfterS: retryAfterS(oldest?.claimedAt ?? now, this.settings.ttlMs, now) };
      }
      this.records.set(key, { fingerprint, done: false, since: now, lockedUntil: now + this.settings.lockMs, waiters: [] });
      keys.delete(key);
      keys.set(key, { claimedAt: now, keptBytes: 0 });
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
    if (record.lockedUntil <= Date.now()) {
      // Its request held the key past its lock without completing it: what it sent is unknown.
      this.records.set(key, { fingerprint, done: true, outcome: JSON.stringify({ kept: 'unknown', since: record.since } satisfies UnknownOutcome) });
      for (const wake of record.waiters) wake();
      return this.claim(caller, key, fingerprint);
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
      // Woken at the lock's end at the latest, to find the claim unknown.
      sleep(Math.min(this.settings.waitMs, Math.max(0, record.lockedUntil - Date.now())), false, { signal: timer.signal }).then(() => record.lockedUntil <= Date.now(), () => false as const),
    ]).finally(() => {
      timer.abort();
      const at = wake ? record.waiters.indexOf(wake) : -1;
      if (at >= 0) record.waiters.splice(at, 1);
    });
    return finished ? this.claim(caller, key, fingerprint) : { state: 'timeout' };
  }

  async complete(caller: string, key: string, fingerprint: string, outcome: StoredOutcome): Promise<void> {
    const pending = this.records.get(key);
    this.records.set(key, { fingerprint, done: true, outcome: JSON.stringify(this.withinShare(caller, key, outcome)) });
    if (pending && !pending.done) for (const wake of pending.waiters) wake();
  }

  /**
   * The outcome as the caller's share of kept answers allows: whole while its records within the TTL
   * keep less than IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER with it, else without its answer. An answer
   * counts toward the share until its key leaves the TTL window, even if the store dropped it before.
   */
  private withinShare(caller: string, key: string, outcome: StoredOutcome): StoredOutcome {
    const bytes = keptBytesOf(outcome);
    if (outcome.kept !== true || bytes === 0) return outcome;
    const now = Date.now();
    const keys = this.liveKeys(caller, now);
    let kept = 0;
    for (const [other, place] of keys) if (other !== key) kept += place.keptBytes;
    if (kept + bytes > this.settings.maxKeptBytesPerCaller) return withoutAnswer(outcome.response);
    keys.set(key, { claimedAt: keys.get(key)?.claimedAt ?? now, keptBytes: bytes });
    this.keysByCaller.set(caller, keys);
    return outcome;
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
  private liveKeys(caller: string, now: number): Map<string, KeyPlace> {
    const keys = this.keysByCaller.get(caller) ?? new Map<string, KeyPlace>();
    for (const [key, { claimedAt }] of keys) {
      if (claimedAt > now - this.settings.ttlMs) break;
      keys.delete(key);
    }
    return keys;
  }
}

/**
 * The atomic claim on Redis. KEYS: the record, the caller's sorted set of live keys (score: when
 * claimed). ARGV: the pending record, now, ttlMs, maxKeysPerCaller, the member.
 * Returns {0} when the record exists, {-1, oldest claim} when over the quota, {1} when claimed.
 * One script, so that two replicas racing for the caller's last place cannot both take it. The
 * pending record lives as long as a finished one: should its request never complete it, it still
 * says, once its lock has passed, that a write may have been sent.
 */
const CLAIM_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return {0} end
local now = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ttl)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return {-1, oldest[2]}
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('ZADD', KEYS[2], now, ARGV[5])
redis.call('PEXPIRE', KEYS[2], ttl)
return {1}
`;

/**
 * A claim whose answer never came back (the call timed out while Redis stood still, say) but which
 * Redis may still carry out: deleted, and its place in the quota freed, only if the record is still
 * that claim (ARGV[1], its token). Sent on the same connection, it runs after the claim.
 * KEYS: the record, the caller's live keys. ARGV: the claim's token, the member.
 */
const WITHDRAW_SCRIPT = `
local raw = redis.call('GET', KEYS[1])
if raw and string.find(raw, ARGV[1], 1, true) then
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], ARGV[2])
end
return 1
`;

/**
 * A finished record, in one step with dropping the settle lock. KEYS: the record, the settle lock,
 * the caller's kept answers (a sorted set of `<bytes>:<key>`, score: when kept). ARGV: the record,
 * the record without its answer (when it has one), the answer's bytes, now, ttlMs,
 * maxKeptBytesPerCaller, the key. The answer is kept while the caller's answers within the TTL come
 * to no more than the bound with it; else the record without it is written.
 */
const COMPLETE_SCRIPT = `
local record = ARGV[1]
local bytes = tonumber(ARGV[3])
local ttl = tonumber(ARGV[5])
if bytes > 0 then
  local now = tonumber(ARGV[4])
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now - ttl)
  local kept = 0
  for _, member in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
    local size, key = string.match(member, '^(%d+):(.*)$')
    if key ~= ARGV[7] then kept = kept + tonumber(size) end
  end
  if kept + bytes > tonumber(ARGV[6]) then
    record = ARGV[2]
  else
    redis.call('ZADD', KEYS[3], now, bytes .. ':' .. ARGV[7])
    redis.call('PEXPIRE', KEYS[3], ttl)
  end
end
redis.call('SET', KEYS[1], record, 'PX', ttl)
redis.call('DEL', KEYS[2])
return 1
`;

/** A claim to withdraw: whose, which key, its token, and until when (epoch ms) it could still be carried out. */
interface Withdrawal {
  caller: string;
  key: string;
  token: string;
  until: number;
}

/** Claims waiting to be withdrawn while Redis is away, at most; past it the oldest is given up (its key reads as unknown once its lock passes). */
const MAX_WITHDRAWALS = 10_000;
const WITHDRAW_RETRY_MS = 1_000;

/** A record as Redis holds it: pending while its request runs, or done with its outcome. */
interface RedisRecord {
  fingerprint: string;
  done: boolean;
  outcome?: StoredOutcome;
  /** A record written before outcomes existed, still live for its 24 hours after an upgrade. */
  response?: StoredResponse;
  /** A pending record's: when it was claimed, and until when its request holds it (absent from records written before these). */
  since?: number;
  lockedUntil?: number;
}

/** Shared records on Redis, so that every replica answers a replay, and counts a caller's keys, the same way. */
export class RedisIdempotencyStore implements IdempotencyStore {
  private static readonly POLL_MS = 25;

  /** Claims to withdraw whose first try failed (Redis away), by key and token: tried again each second. */
  private readonly withdrawals = new Map<string, Withdrawal>();
  private withdrawTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly settings: StoreSettings,
    private readonly prefix = 'idempotency:',
    private readonly quotaPrefix = 'idempotency-keys:',
    private readonly keptPrefix = 'idempotency-kept:',
  ) {}

  /**
   * Withdraws a claim now, or, while Redis is away (the circuit open refuses it at once), each second
   * until it is back, for as long as the claim could live: a Redis that stood still carries out what
   * it was sent before, the claim included, when it resumes.
   */
  private withdraw(withdrawal: Withdrawal): void {
    this.tryWithdrawal(withdrawal).catch(() => {
      if (this.withdrawals.size >= MAX_WITHDRAWALS) this.withdrawals.delete(this.withdrawals.keys().next().value!);
      this.withdrawals.set(`${withdrawal.key}\n${withdrawal.token}`, withdrawal);
      this.withdrawTimer ??= setInterval(() => this.retryWithdrawals(), WITHDRAW_RETRY_MS).unref();
    });
  }

  private tryWithdrawal({ caller, key, token }: Withdrawal): Promise<unknown> {
    return this.redis.eval(WITHDRAW_SCRIPT, 2, this.prefix + key, this.quotaPrefix + caller, token, key);
  }

  private retryWithdrawals(): void {
    const now = Date.now();
    for (const [id, withdrawal] of this.withdrawals) {
      if (withdrawal.until <= now) this.withdrawals.delete(id);
      else this.tryWithdrawal(withdrawal).then(() => this.withdrawals.delete(id), () => undefined);
    }
    if (this.withdrawals.size === 0) {
      clearInterval(this.withdrawTimer);
      this.withdrawTimer = undefined;
    }
  }

  async claim(caller: string, key: string, fingerprint: string): Promise<Claim> {
    const redisKey = this.prefix + key;
    const token = randomUUID();
    const waitUntil = Date.now() + this.settings.waitMs;
    for (;;) {
      const now = Date.now();
      const pending = JSON.stringify({ fingerprint, done: false, since: now, lockedUntil: now + this.settings.lockMs, claim: token });
      let taken: number;
      let oldest: string | undefined;
      try {
        [taken, oldest] = (await this.redis.eval(
          CLAIM_SCRIPT,
          2,
          redisKey,
          this.quotaPrefix + caller,
          pending,
          now,
          this.settings.ttlMs,
          this.settings.maxKeysPerCaller,
          key,
        )) as [number, string?];
      } catch (error) {
        // Nothing will be sent under a claim its caller never heard of: it is withdrawn, should Redis
        // still carry it out, rather than left to read as a write that may have been sent.
        this.withdraw({ caller, key, token, until: now + this.settings.ttlMs });
        throw error;
      }
      if (taken === 1) return { state: 'claimed' };
      if (taken === -1) return { state: 'quota', retryAfterS: retryAfterS(Number(oldest), this.settings.ttlMs, now) };
      const raw = await this.redis.get(redisKey);
      if (raw !== null) {
        const record = JSON.parse(raw) as RedisRecord;
        if (record.fingerprint !== fingerprint) return { state: 'mismatch' };
        const outcome = this.outcomeOf(record);
        if (outcome) {
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

  /**
   * What a record says of its request: its outcome when done; for a claim its request held past its
   * lock without completing it (its replica died, or Redis refused the record), an unknown one; none
   * while its request runs.
   */
  private outcomeOf(record: RedisRecord): StoredOutcome | undefined {
    if (record.done) return record.outcome ?? (record.response ? { kept: true, response: record.response } : undefined);
    if (record.lockedUntil === undefined || record.lockedUntil > Date.now()) return undefined;
    return { kept: 'unknown', since: record.since ?? record.lockedUntil - this.settings.lockMs };
  }

  async complete(caller: string, key: string, fingerprint: string, outcome: StoredOutcome): Promise<void> {
    const bytes = keptBytesOf(outcome);
    const unkept = outcome.kept === true ? JSON.stringify({ fingerprint, done: true, outcome: withoutAnswer(outcome.response) }) : '';
    await this.redis.eval(
      COMPLETE_SCRIPT,
      3,
      this.prefix + key,
      this.settleLockOf(key),
      this.keptPrefix + caller,
      JSON.stringify({ fingerprint, done: true, outcome }),
      unkept,
      bytes,
      Date.now(),
      this.settings.ttlMs,
      this.settings.maxKeptBytesPerCaller,
      key,
    );
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
    clearInterval(this.withdrawTimer);
    this.withdrawTimer = undefined;
    this.withdrawals.clear();
  }
}
