import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FormattedExecutionResult } from 'graphql';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { logger } from '../../subgraphs/shared/logger';
import { RedisUnavailableError } from './redis';

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
 * made no earlier than `since` (epoch ms), left. `endedAt`: when the latest attempt that may have
 * sent a write ended (a settling resend may send one too), from which a write the service still
 * holds may yet land; absent for a claim whose request never completed it.
 */
interface UnknownOutcome {
  kept: 'unknown';
  since: number;
  endedAt?: number;
}

export type StoredOutcome = FinalOutcome | UnknownOutcome;

/** Longer strings are content (a message, a description), not what identifies a result. */
const MAX_IDENTIFIER_LENGTH = 256;

function identifier(value: unknown): value is Identifier {
  return typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= MAX_IDENTIFIER_LENGTH);
}

/**
 * How much of a record the identifiers may take, as JSON: a record without its answer stays small,
 * however many aliased fields the answer had (30 aliases of a payload with ten long strings would
 * otherwise keep 77 KB in each record, outside the caller's share of kept answers).
 */
const MAX_IDENTIFIERS_LENGTH = 2048;
/** An identifier this long or shorter (an id, a status) is kept before longer strings. */
const SHORT_IDENTIFIER_LENGTH = 64;

/**
 * What identifies the result of an answer that is not kept: each root field's value when it is a
 * scalar, else every top-level scalar field of its payload (`transactionId`, `reservationId`,
 * `accountNumber`, `status`...), up to 2 KB of JSON: short values first, then longer strings while
 * they fit, shown in the answer's order. Lists, nested objects, nulls and strings over 256
 * characters are left out.
 */
export function identifiersOf(data: Record<string, unknown> | null | undefined): ResultIdentifiers {
  // What each root field offers: its own value, or its payload's scalars.
  const offered: { field: string; name?: string; value: Identifier }[] = [];
  for (const [field, value] of Object.entries(data ?? {})) {
    if (identifier(value)) offered.push({ field, value });
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [name, scalar] of Object.entries(value)) if (identifier(scalar)) offered.push({ field, name, value: scalar });
    }
  }
  // Short values first (ids, numbers, flags), then longer strings while room is left: a long message
  // early in the answer must not crowd out an id after it.
  const short = (value: Identifier) => typeof value !== 'string' || value.length <= SHORT_IDENTIFIER_LENGTH;
  const identifiers: ResultIdentifiers = {};
  for (const pass of [true, false]) {
    for (const { field, name, value } of offered) {
      if (short(value) !== pass) continue;
      const before = identifiers[field];
      if (name === undefined) identifiers[field] = value;
      else identifiers[field] = { ...(typeof before === 'object' ? before : {}), [name]: value };
      if (JSON.stringify(identifiers).length > MAX_IDENTIFIERS_LENGTH) {
        if (before === undefined) delete identifiers[field];
        else identifiers[field] = before;
      }
    }
  }
  // In the answer's order, as a replay shows them.
  const ordered: ResultIdentifiers = {};
  for (const { field, name } of offered) {
    const kept = identifiers[field];
    if (kept === undefined) continue;
    if (name === undefined) ordered[field] = kept;
    else if (typeof kept === 'object' && name in kept) ordered[field] = { ...(ordered[field] as Record<string, Identifier> | undefined), [name]: kept[name]! };
  }
  return ordered;
}

/** The outcome without its answer: that the write was applied, and what identifies its result. */
export function withoutAnswer(response: StoredResponse): FinalOutcome {
  return { kept: false, status: response.status, identifiers: identifiersOf(response.body.data) };
}

/**
 * The answer to "may I run this request under this key?". A request that runs (claimed, or settling)
 * holds a ticket: only with it may it complete, release or abandon the key, so that a request that
 * ended late cannot overwrite, delete or unlock what another request has taken over since.
 */
export type Claim =
  | { state: 'claimed'; ticket: string }
  | { state: 'done'; outcome: FinalOutcome }
  /**
   * The earlier request's outcome was unknown: this one may settle it, holding the key while it runs.
   * `endedAt`: when the latest attempt that may have sent ended.
   */
  | { state: 'settle'; since: number; endedAt: number; ticket: string }
  | { state: 'mismatch' }
  /** The request holding the key still runs after the wait: it holds the key `retryAfterS` more at most. */
  | { state: 'timeout'; retryAfterS: number }
  /** The caller already holds its quota of live keys: the oldest frees a place in `retryAfterS`. */
  | { state: 'quota'; retryAfterS: number }
  /** The store holds all the records it may: nothing is sent until some expire, the first in `retryAfterS`. */
  | { state: 'full'; retryAfterS: number };

/** How often a claim waiting in memory asks whether its client has gone. */
const GONE_CHECK_MS = 250;

/** How long a claim may wait for the request holding its key: until (epoch ms), and while its client is there. */
export interface ClaimWait {
  until: number;
  gone: () => boolean;
}

/**
 * Idempotency records, per caller and key. `claim` atomically either takes a new key for this
 * request (within the caller's quota of live keys), or answers what an earlier request with the key
 * stored, waiting while that one runs. `key` already includes the caller; `caller` names its quota.
 */
export interface IdempotencyStore {
  /** Resolves false when the ticket no longer holds the key: nothing was written. */
  complete(caller: string, key: string, fingerprint: string, outcome: StoredOutcome, ticket: string): Promise<boolean>;
  /**
   * With `wait`, a request holding the key is waited for until `wait.until` at the latest (sooner
   * than `waitMs`), and no longer once `wait.gone()` says its own client has left.
   */
  claim(caller: string, key: string, fingerprint: string, wait?: ClaimWait): Promise<Claim>;
  /** The request ran but sent nothing that needs remembering: the key, and its place in the quota, are free again. */
  release(caller: string, key: string, ticket: string): Promise<void>;
  /** A settling request ended without a new outcome: the unknown one stands, and the key may settle again. */
  abandon(key: string, ticket: string): Promise<void>;
  close(): Promise<void>;
}

export interface StoreSettings {
  /** How long a finished response, and a claimed key's place in its caller's quota, are kept (IDEMPOTENCY_TTL_S). */
  ttlMs: number;
  /**
   * How long a claim holds while its request runs: longer than an operation's deadline (see
   * claimLockMs). A claim its request never completed (its replica died, or the store refused its
   * record) is then taken as an unknown outcome: a resend settles it (reads before it sends
   * anything), and no write is sent twice on the strength of a lost record.
   */
  lockMs: number;
  /** How long a duplicate waits for the first request before giving up. */
  waitMs: number;
  /** New keys one caller may claim within `ttlMs` (IDEMPOTENCY_MAX_KEYS_PER_CALLER). */
  maxKeysPerCaller: number;
  /**
   * Bytes of answers (their JSON, in UTF-8) one caller's records may keep within `ttlMs`
   * (IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER): past it a record keeps only that its write was applied and
   * what identifies its result, so that one caller cannot fill the store and push out other callers'
   * records (and with them what keeps their writes from being sent twice).
   */
  maxKeptBytesPerCaller: number;
}

/** How many bytes of answer an outcome keeps: its JSON's, in UTF-8, or none. */
const keptBytesOf = (outcome: StoredOutcome): number => (outcome.kept === true ? Buffer.byteLength(JSON.stringify(outcome.response)) : 0);

/** How long a claim and a waiting duplicate hold: the settings the environment does not set. */
export const CLAIM_TIMING: Pick<StoreSettings, 'lockMs' | 'waitMs'> = { lockMs: 60_000, waitMs: 30_000 };

/**
 * What a claim's lock outlasts an operation's deadline by: the answer's record written after the
 * last call, a stalled event loop, a Redis timeout, and the replicas' clocks apart (a lock's end is
 * one replica's clock read by another's).
 */
const LOCK_SLACK_MS = 30_000;

/**
 * A claim's lock for operations that may run `deadlineMs` (COMMERCE_TIMEOUT_MS plus
 * SUBGRAPH_TIMEOUT_MARGIN_MS), with resends settling no sooner than `settleAfterMs` after an attempt
 * ended: a claim must not read as unknown, and be settled by a resend, while its request may still
 * be sending, nor before what it sent could land. A claim (or a settle lock) that lapsed is then
 * settled at once: its lock already covers both.
 */
export const claimLockMs = (deadlineMs: number, settleAfterMs: number): number => Math.max(CLAIM_TIMING.lockMs, deadlineMs + settleAfterMs + LOCK_SLACK_MS);

/** Seconds until a place claimed at `claimedAt` leaves the quota window: what Retry-After says. */
const retryAfterS = (claimedAt: number, ttlMs: number, now: number): number => Math.max(1, Math.ceil((claimedAt + ttlMs - now) / 1000));

/**
 * What one record or quota entry costs besides its strings (map slots, object headers), counted so
 * that many tiny records cannot exceed the bound either.
 */
const ENTRY_OVERHEAD_BYTES = 256;

/** The records' share of the heap of a single gateway (which runs with a 192 MB old space). */
const MEMORY_STORE_MAX_BYTES = 32 * 1024 * 1024;
/** Of it, what the answers kept whole may take: they give way to one another, never to a record. */
const MEMORY_ANSWERS_SHARE = 1 / 4;
/**
 * What one caller's records may take of the rest: a store that is full refuses every caller's new
 * keys, and one caller must not fill it (some 1,200 records of a kilobyte, or 290 whose identifiers
 * reach their 2 KB, in 1.5 MB of the default 24 MB).
 */
const MEMORY_CALLER_SHARE = 1 / 16;

interface KeyPlace {
  claimedAt: number;
  keptBytes: number;
}

/** A record in memory: pending while its request runs, or done with its outcome. */
type MemoryRecord = {
  /** Whose quota its key counts in. */
  caller: string;
  fingerprint: string;
  /** When it goes (epoch ms): the TTL from its claim. */
  expiresAt: number;
  /** What it is counted as toward the bound. */
  bytes: number;
  /** Requests waiting for it to change, woken when it does. */
  waiters: Set<() => void>;
} & (
  | { done: false; ticket: string; since: number; lockedUntil: number }
  | {
      done: true;
      /** The outcome as JSON, without the answer when one is kept (in `answers`, which may drop it). */
      outcome: string;
      answered: boolean;
      /** An unknown outcome's request settling it, and until when it holds the key. */
      settling?: { ticket: string; until: number };
    }
);

/** A record's size, its caller's place for its key (two hex SHA-256 digests, 129 characters) counted with it. */
const recordBytes = (fingerprint: string, outcome = ''): number => 2 * ENTRY_OVERHEAD_BYTES + 2 * (fingerprint.length + outcome.length + 36 + 129);

/**
 * The longest outcome a record keeps, as JSON: an answer's identifiers (MAX_IDENTIFIERS_LENGTH) and
 * what surrounds them. A claim is counted at this much until its record is written, so that records
 * completing together cannot take a caller past its share, nor the store past its bound.
 */
const MAX_OUTCOME_LENGTH = MAX_IDENTIFIERS_LENGTH + 256;

/**
 * One process's records, in memory: enough for a single gateway. Records are never dropped before
 * their TTL: one dropped early would let a resend send its write again. When they fill their bound,
 * a new key is refused (nothing sent) until some expire. Answers kept whole are held apart, least
 * recently used given up first: a record whose answer went keeps that its write was applied.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  /** In claim order, so that the first to expire are at the front. */
  private readonly records = new Map<string, MemoryRecord>();
  private bytes = 0;
  private readonly maxRecordBytes: number;
  private readonly answers: LRUCache<string, string>;
  /**
   * Each caller's live keys, oldest claim first, with when each was claimed and the answer bytes its
   * record keeps. Never evicted (a caller forgotten would have its quota anew): each place is counted
   * with its record, which the records' bound holds, and goes with it.
   */
  private readonly keysByCaller = new Map<string, Map<string, KeyPlace>>();
  /** What each caller's records are counted as, toward its share of the records' bound. */
  private readonly bytesByCaller = new Map<string, number>();
  private readonly maxCallerBytes: number;

  constructor(
    private readonly settings: StoreSettings,
    maxBytes: number = MEMORY_STORE_MAX_BYTES,
  ) {
    const answerBytes = Math.floor(maxBytes * MEMORY_ANSWERS_SHARE);
    this.maxRecordBytes = maxBytes - answerBytes;
    this.maxCallerBytes = Math.floor(this.maxRecordBytes * MEMORY_CALLER_SHARE);
    this.answers = new LRUCache({
      maxSize: answerBytes,
      // V8 keeps a string in one or two bytes a character: count the larger.
      sizeCalculation: (answer) => ENTRY_OVERHEAD_BYTES + 2 * answer.length,
      ttl: settings.ttlMs,
    });
  }

  async claim(caller: string, key: string, fingerprint: string, wait?: ClaimWait): Promise<Claim> {
    const waitUntil = Math.min(Date.now() + this.settings.waitMs, wait?.until ?? Infinity);
    for (;;) {
      const now = Date.now();
      const record = this.live(key, now);
      if (!record) return this.take(caller, key, fingerprint, now);
      if (record.fingerprint !== fingerprint) return { state: 'mismatch' };
      let wakeAt: number;
      if (record.done) {
        const outcome = this.outcomeOf(key, record);
        if (outcome.kept !== 'unknown') return { state: 'done', outcome };
        if (!record.settling || record.settling.until <= now) {
          const ticket = randomUUID();
          record.settling = { ticket, until: now + this.settings.lockMs };
          return { state: 'settle', since: outcome.since, endedAt: outcome.endedAt ?? outcome.since + this.settings.lockMs, ticket };
        }
        wakeAt = record.settling.until;
      } else {
        if (record.lockedUntil <= now) {
          // Its request held the key past its lock without completing it: what it sent is unknown.
          // Its lock covered its deadline and the settle window: it may be settled at once.
          this.finish(key, record, JSON.stringify({ kept: 'unknown', since: record.since, endedAt: record.since } satisfies UnknownOutcome), false);
          continue;
        }
        wakeAt = record.lockedUntil;
      }
      if (now >= waitUntil || wait?.gone()) return { state: 'timeout', retryAfterS: Math.max(1, Math.ceil((wakeAt - now) / 1000)) };
      // Whether the client is still there is asked again at least this often.
      await this.changeOf(record, Math.min(waitUntil, wakeAt, wait ? now + GONE_CHECK_MS : Infinity) - now);
    }
  }

  async complete(caller: string, key: string, _fingerprint: string, outcome: StoredOutcome, ticket: string): Promise<boolean> {
    const record = this.live(key, Date.now());
    const holds = record && (record.done ? record.settling?.ticket === ticket : record.ticket === ticket);
    if (!record || !holds) return false;
    const kept = this.withinShare(caller, key, outcome);
    // Its TTL may have ended between the two looks (withinShare drops what has expired).
    if (this.records.get(key) !== record) return false;
    if (kept.kept === true) this.answers.set(key, JSON.stringify(kept.response));
    else this.answers.delete(key);
    this.finish(key, record, JSON.stringify(kept.kept === true ? withoutAnswer(kept.response) : kept), kept.kept === true);
    return true;
  }

  async release(_caller: string, key: string, ticket: string): Promise<void> {
    const record = this.records.get(key);
    if (!record || record.done || record.ticket !== ticket) return;
    this.drop(key, record);
  }

  async abandon(key: string, ticket: string): Promise<void> {
    const record = this.records.get(key);
    if (!record?.done || record.settling?.ticket !== ticket) return;
    delete record.settling;
    this.wake(record);
  }

  async close(): Promise<void> {
    for (const record of this.records.values()) this.wake(record);
    this.records.clear();
    this.bytes = 0;
    this.answers.clear();
    this.keysByCaller.clear();
    this.bytesByCaller.clear();
  }

  /** A new key: within the caller's quota and the records' bound, or refused. */
  private take(caller: string, key: string, fingerprint: string, now: number): Claim {
    const keys = this.liveKeys(caller, now);
    const bytes = recordBytes(fingerprint) + 2 * MAX_OUTCOME_LENGTH;
    if (keys.size >= this.settings.maxKeysPerCaller || (this.bytesByCaller.get(caller) ?? 0) + bytes > this.maxCallerBytes) {
      const [oldest] = keys.values();
      return { state: 'quota', retryAfterS: retryAfterS(oldest?.claimedAt ?? now, this.settings.ttlMs, now) };
    }
    if (this.bytes + bytes > this.maxRecordBytes && (this.prune(now), this.bytes + bytes > this.maxRecordBytes)) {
      const [oldest] = this.records.values();
      return { state: 'full', retryAfterS: Math.max(1, Math.ceil(((oldest?.expiresAt ?? now) - now) / 1000)) };
    }
    const ticket = randomUUID();
    this.records.set(key, { caller, fingerprint, expiresAt: now + this.settings.ttlMs, bytes, waiters: new Set(), done: false, ticket, since: now, lockedUntil: now + this.settings.lockMs });
    this.bytes += bytes;
    this.charge(caller, bytes);
    keys.delete(key);
    keys.set(key, { claimedAt: now, keptBytes: 0 });
    this.keysByCaller.set(caller, keys);
    return { state: 'claimed', ticket };
  }

  /** The record as done with `outcome` (JSON), counted anew, its waiters woken. */
  private finish(key: string, record: MemoryRecord, outcome: string, answered: boolean): void {
    const done: MemoryRecord = { caller: record.caller, fingerprint: record.fingerprint, expiresAt: record.expiresAt, bytes: recordBytes(record.fingerprint, outcome), waiters: record.waiters, done: true, outcome, answered };
    this.bytes += done.bytes - record.bytes;
    this.charge(record.caller, done.bytes - record.bytes);
    this.records.set(key, done);
    this.wake(record);
  }

  private outcomeOf(key: string, record: MemoryRecord & { done: true }): StoredOutcome {
    const answer = record.answered ? this.answers.get(key) : undefined;
    return answer === undefined ? (JSON.parse(record.outcome) as StoredOutcome) : { kept: true, response: JSON.parse(answer) as StoredResponse };
  }

  /** The record of `key` unless it has expired (then it goes). */
  private live(key: string, now: number): MemoryRecord | undefined {
    const record = this.records.get(key);
    if (record && record.expiresAt <= now) {
      this.drop(key, record);
      return undefined;
    }
    return record;
  }

  /** The record goes, its answer and its place in its caller's quota with it. */
  private drop(key: string, record: MemoryRecord): void {
    this.records.delete(key);
    this.answers.delete(key);
    this.bytes -= record.bytes;
    this.charge(record.caller, -record.bytes);
    const keys = this.keysByCaller.get(record.caller);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByCaller.delete(record.caller);
    this.wake(record);
  }

  private charge(caller: string, bytes: number): void {
    const held = (this.bytesByCaller.get(caller) ?? 0) + bytes;
    if (held > 0) this.bytesByCaller.set(caller, held);
    else this.bytesByCaller.delete(caller);
  }

  /** Drops the expired records, the oldest first (every record lives the TTL from its claim). */
  private prune(now: number): void {
    for (const [key, record] of this.records) {
      if (record.expiresAt > now) break;
      this.drop(key, record);
    }
  }

  private wake(record: MemoryRecord): void {
    for (const wake of record.waiters) wake();
    record.waiters.clear();
  }

  /** Until `record` changes, or `ms` pass: its timer cleared and its waiter removed whichever comes first. */
  private async changeOf(record: MemoryRecord, ms: number): Promise<void> {
    const timer = new AbortController();
    let wake: (() => void) | undefined;
    await Promise.race([
      new Promise<void>((resolve) => {
        wake = resolve;
        record.waiters.add(wake);
      }),
      // A timer may end a millisecond early by the clock: the caller looks again either way.
      sleep(Math.max(1, ms + 1), undefined, { signal: timer.signal }).catch(() => undefined),
    ]).finally(() => {
      timer.abort();
      if (wake) record.waiters.delete(wake);
    });
  }

  /**
   * The outcome as the caller's share of kept answers allows: whole while its records within the TTL
   * keep less than IDEMPOTENCY_MAX_KEPT_BYTES_PER_CALLER with it, else without its answer. An answer
   * counts toward the share as long as its record lives, even if the answer was given up before.
   */
  private withinShare(caller: string, key: string, outcome: StoredOutcome): StoredOutcome {
    const bytes = keptBytesOf(outcome);
    if (outcome.kept !== true || bytes === 0) return outcome;
    const now = Date.now();
    const keys = this.liveKeys(caller, now);
    let kept = 0;
    for (const [other, place] of keys) if (other !== key) kept += place.keptBytes;
    if (kept + bytes > this.settings.maxKeptBytesPerCaller) return withoutAnswer(outcome.response);
    const place = keys.get(key);
    // A place already gone with its TTL is not made again: the record is as old.
    if (place) place.keptBytes = bytes;
    return outcome;
  }

  /** The caller's keys claimed within the TTL; older ones go here with their records, as they expire. */
  private liveKeys(caller: string, now: number): Map<string, KeyPlace> {
    const keys = this.keysByCaller.get(caller);
    if (!keys) return new Map<string, KeyPlace>();
    for (const [key, { claimedAt }] of keys) {
      if (claimedAt > now - this.settings.ttlMs) break;
      const record = this.records.get(key);
      if (record) this.drop(key, record);
      else keys.delete(key);
    }
    return this.keysByCaller.get(caller) ?? new Map<string, KeyPlace>();
  }
}

/*
 * The Redis scripts make their first write one that Redis refuses past its `maxmemory` (SET): Redis
 * checks a script against `maxmemory` at its first write only, and one that began with a write it
 * allows (ZREMRANGEBYSCORE, DEL) could then write past it. Reads come first.
 */

/**
 * The atomic claim on Redis. KEYS: the record, the caller's sorted set of live keys (score: when
 * claimed). ARGV: the pending record, now, ttlMs, maxKeysPerCaller, the member, the window's start
 * as an exclusive score (`(<now - ttlMs>`).
 * Returns {0} when the record exists, {-1, oldest claim} when over the quota, {1} when claimed.
 * One script, so that two replicas racing for the caller's last place cannot both take it. The
 * pending record lives as long as a finished one: should its request never complete it, it still
 * says, once its lock has passed, that a write may have been sent.
 */
const CLAIM_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return {0} end
local ttl = tonumber(ARGV[3])
if redis.call('ZCOUNT', KEYS[2], ARGV[6], '+inf') >= tonumber(ARGV[4]) then
  local oldest = redis.call('ZRANGEBYSCORE', KEYS[2], ARGV[6], '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
  return {-1, oldest[2]}
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[2]) - ttl)
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ttl)
return {1}
`;

/**
 * Grants the settling of an unknown outcome, if the record is still as it was read: the settle lock
 * (its value the settling request's ticket) and, for a claim whose lock passed, the record rewritten
 * as unknown, which drops the claim's ticket: the request that made it can then no longer complete,
 * release or withdraw it. KEYS: the record, the settle lock. ARGV: the record as read, the ticket,
 * lockMs, the record rewritten ('' when it is unknown already).
 * Returns 1 when granted, 0 when the record changed, -1 when another request is settling it.
 */
const SETTLE_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if not redis.call('SET', KEYS[2], ARGV[2], 'NX', 'PX', ARGV[3]) then return -1 end
if ARGV[4] ~= '' then redis.call('SET', KEYS[1], ARGV[4], 'KEEPTTL') end
return 1
`;

/**
 * A finished record, written only by the request that holds the key: the pending record's claim
 * (its ticket in it) or the settle lock (its ticket as value). KEYS: the record, the settle lock, the
 * caller's kept answers (a sorted set of `<bytes>:<key>`, score: when kept). ARGV: the record, the
 * record without its answer ('' when it has none), the answer's bytes, the window's start as an
 * exclusive score, ttlMs, maxKeptBytesPerCaller, the key, the ticket, now.
 * The answer is kept while the caller's answers within the TTL come to no more than the bound with
 * it; else the record without it is written. Returns 1 when written, 0 when the ticket holds nothing.
 */
const COMPLETE_SCRIPT = `
local raw = redis.call('GET', KEYS[1])
local claimed = raw and string.find(raw, '"claim":"' .. ARGV[8] .. '"', 1, true)
if not claimed and redis.call('GET', KEYS[2]) ~= ARGV[8] then return 0 end
local record = ARGV[1]
local bytes = tonumber(ARGV[3])
local keep = false
local former = {}
if bytes > 0 then
  local kept = 0
  for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[3], ARGV[4], '+inf')) do
    local size, key = string.match(member, '^(%d+):(.*)$')
    if key == ARGV[7] then table.insert(former, member) else kept = kept + tonumber(size) end
  end
  if kept + bytes > tonumber(ARGV[6]) then record = ARGV[2] else keep = true end
end
redis.call('SET', KEYS[1], record, 'PX', ARGV[5])
if keep then
  for _, member in ipairs(former) do redis.call('ZREM', KEYS[3], member) end
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', tonumber(ARGV[9]) - tonumber(ARGV[5]))
  redis.call('ZADD', KEYS[3], ARGV[9], bytes .. ':' .. ARGV[7])
  redis.call('PEXPIRE', KEYS[3], ARGV[5])
end
if not claimed then redis.call('DEL', KEYS[2]) end
return 1
`;

/**
 * A claim given back: deleted, and its place in the quota freed, only if the record is still that
 * claim (its ticket in it). For a request that sent nothing, and for a claim whose answer never came
 * back (Redis stood still, then carried it out). Its first write, DEL, Redis allows past maxmemory.
 * KEYS: the record, the caller's live keys. ARGV: the ticket, the member.
 */
const RELEASE_SCRIPT = `
local raw = redis.call('GET', KEYS[1])
if raw and string.find(raw, '"claim":"' .. ARGV[1] .. '"', 1, true) then
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], ARGV[2])
end
return 1
`;

/** The settle lock given back by the request that holds it. KEYS: the lock. ARGV: the ticket. */
const ABANDON_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

/**
 * A claim to give back, or a settle lock (`lock`): whose, which key, its ticket, and until when
 * (epoch ms) it could still be there.
 */
interface Release {
  caller: string;
  key: string;
  ticket: string;
  until: number;
  trying: boolean;
  lock?: boolean;
}

/** Claims waiting to be given back while Redis is away, at most; past it the oldest is given up (its key reads as unknown once its lock passes). */
const MAX_RELEASES = 10_000;
const RELEASE_RETRY_MS = 1_000;
/** Give-backs tried again at most each second: Redis coming back is not met with thousands at once. */
const RELEASES_PER_RETRY = 100;

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
  /** How often a duplicate asks Redis whether the request holding its key has finished: each waiting duplicate sends 10 commands a second (40 at 25 ms, enough for a few dozen to send Redis thousands). */
  private static readonly POLL_MS = 100;
  /** Claims to give back whose first try failed (Redis away), by key and ticket: tried again each second. */
  private readonly releases = new Map<string, Release>();
  private releaseTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly settings: StoreSettings,
    private readonly prefix = 'idempotency:',
    private readonly quotaPrefix = 'idempotency-keys:',
    private readonly keptPrefix = 'idempotency-kept:',
  ) {}

  async claim(caller: string, key: string, fingerprint: string, wait?: ClaimWait): Promise<Claim> {
    const redisKey = this.prefix + key;
    const ticket = randomUUID();
    const waitUntil = Math.min(Date.now() + this.settings.waitMs, wait?.until ?? Infinity);
    for (;;) {
      const now = Date.now();
      const pending = JSON.stringify({ fingerprint, done: false, since: now, lockedUntil: now + this.settings.lockMs, claim: ticket });
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
          `(${now - this.settings.ttlMs}`,
        )) as [number, string?];
      } catch (error) {
        // Nothing will be sent under a claim its caller never heard of: it is given back, should Redis
        // still carry it out, rather than left to read as a write that may have been sent. One the
        // circuit refused was never sent.
        if (!(error instanceof RedisUnavailableError)) this.giveBack({ caller, key, ticket, until: now + this.settings.ttlMs, trying: false });
        throw error;
      }
      if (taken === 1) return { state: 'claimed', ticket };
      if (taken === -1) return { state: 'quota', retryAfterS: retryAfterS(Number(oldest), this.settings.ttlMs, now) };
      const raw = await this.redis.get(redisKey);
      if (raw !== null) {
        const record = JSON.parse(raw) as RedisRecord;
        if (record.fingerprint !== fingerprint) return { state: 'mismatch' };
        const outcome = this.outcomeOf(record);
        if (outcome) {
          if (outcome.kept !== 'unknown') return { state: 'done', outcome };
          // One settling request at a time, on any replica: the one granted the lock, while the
          // record is as it was read.
          const rewritten = record.done ? '' : JSON.stringify({ fingerprint, done: true, outcome });
          let granted: unknown;
          try {
            granted = await this.redis.eval(SETTLE_SCRIPT, 2, redisKey, this.settleLockOf(key), raw, ticket, this.settings.lockMs, rewritten);
          } catch (error) {
            // A lock its requester never heard of is given back, should Redis still carry it out.
            if (!(error instanceof RedisUnavailableError)) this.giveBack({ caller, key, ticket, until: Date.now() + this.settings.lockMs, trying: false, lock: true });
            throw error;
          }
          if (granted === 1) return { state: 'settle', since: outcome.since, endedAt: outcome.endedAt ?? outcome.since + this.settings.lockMs, ticket };
          if (granted === 0) continue;
        }
      }
      // Gone since the claim script looked: the next one takes it.
      if (raw === null) continue;
      // A duplicate whose client left stops polling Redis for it.
      if (Date.now() >= waitUntil || wait?.gone()) {
        // Held by a running claim until its lock ends, by a settle lock for what it has left, or
        // (a claim written before locks were recorded) for the TTL of that claim.
        const record = JSON.parse(raw) as RedisRecord;
        const lockEnd = this.lockEndOf(record);
        const heldMs = lockEnd !== undefined ? lockEnd - Date.now() : record.done ? await this.redis.pttl(this.settleLockOf(key)) : await this.redis.pttl(redisKey);
        return { state: 'timeout', retryAfterS: Math.max(1, Math.ceil(heldMs / 1000)) };
      }
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
    if (record.lockedUntil === undefined) return undefined;
    if (this.lockEndOf(record)! > Date.now()) return undefined;
    // Its lock covered its deadline and the settle window: it may be settled at once.
    const since = record.since ?? record.lockedUntil - this.settings.lockMs;
    return { kept: 'unknown', since, endedAt: since };
  }

  /** When a pending record's claim ends: a claim made by a replica whose lock was shorter holds at least this replica's lock. */
  private lockEndOf(record: RedisRecord): number | undefined {
    if (record.done || record.lockedUntil === undefined) return undefined;
    return Math.max(record.lockedUntil, (record.since ?? 0) + this.settings.lockMs);
  }

  async complete(caller: string, key: string, fingerprint: string, outcome: StoredOutcome, ticket: string): Promise<boolean> {
    const now = Date.now();
    const unkept = outcome.kept === true ? JSON.stringify({ fingerprint, done: true, outcome: withoutAnswer(outcome.response) }) : '';
    const written = await this.redis.eval(
      COMPLETE_SCRIPT,
      3,
      this.prefix + key,
      this.settleLockOf(key),
      this.keptPrefix + caller,
      JSON.stringify({ fingerprint, done: true, outcome }),
      unkept,
      keptBytesOf(outcome),
      `(${now - this.settings.ttlMs}`,
      this.settings.ttlMs,
      this.settings.maxKeptBytesPerCaller,
      key,
      ticket,
      now,
    );
    return written === 1;
  }

  async release(caller: string, key: string, ticket: string): Promise<void> {
    this.giveBack({ caller, key, ticket, until: Date.now() + this.settings.ttlMs, trying: false });
  }

  async abandon(key: string, ticket: string): Promise<void> {
    // Should this fail, the lock ends by itself (lockMs).
    await this.redis.eval(ABANDON_SCRIPT, 1, this.settleLockOf(key), ticket);
  }

  async close(): Promise<void> {
    // The connection belongs to whoever opened it.
    this.closed = true;
    clearInterval(this.releaseTimer);
    this.releaseTimer = undefined;
    this.releases.clear();
  }

  /** The lock a request settling an unknown outcome holds on its key. */
  private settleLockOf(key: string): string {
    return `${this.prefix}settling:${key}`;
  }

  /**
   * Gives a claim back now, or, while Redis is away (the circuit open refuses it at once), each second
   * until it is back, for as long as the claim could live: a Redis that stood still carries out what
   * it was sent before, the claim included, when it resumes. A claim left would read as a write that
   * may have been sent once its lock passed, though its request sent nothing.
   */
  private giveBack(release: Release): void {
    this.tryRelease(release).catch(() => {
      if (this.closed) return;
      if (this.releases.size >= MAX_RELEASES) {
        const [oldest] = this.releases.keys();
        this.releases.delete(oldest!);
        logger.error('idempotency: too many claims to give back while Redis is away; the oldest will read as an unknown outcome');
      }
      this.releases.set(`${release.key}\n${release.ticket}`, release);
      this.releaseTimer ??= setInterval(() => this.retryReleases(), RELEASE_RETRY_MS).unref();
    });
  }

  private async tryRelease(release: Release): Promise<void> {
    if (release.lock) await this.redis.eval(ABANDON_SCRIPT, 1, this.settleLockOf(release.key), release.ticket);
    else await this.redis.eval(RELEASE_SCRIPT, 2, this.prefix + release.key, this.quotaPrefix + release.caller, release.ticket, release.key);
  }

  private retryReleases(): void {
    const now = Date.now();
    let tries = 0;
    for (const [id, release] of this.releases) {
      if (release.until <= now) this.releases.delete(id);
      else if (!release.trying && tries++ < RELEASES_PER_RETRY) {
        release.trying = true;
        this.tryRelease(release).then(
          () => this.releases.delete(id),
          () => (release.trying = false),
        );
      }
    }
    if (this.releases.size === 0) {
      clearInterval(this.releaseTimer);
      this.releaseTimer = undefined;
    }
  }
}
