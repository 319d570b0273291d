import type { ChainableCommander, Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * How long the facade remembers who made a stock reservation, and counts its units toward that
 * owner's cap: a day, the longest an order's hold on stock reasonably stays open. The service's
 * reservations do not expire; past this, only a merchant or support caller can still cancel or commit one.
 */
const RESERVATION_RECORD_TTL_MS = 24 * 60 * 60 * 1000;

/** The most reservations and owners one process remembers in memory (without REDIS_URL). */
const MEMORY_RESERVATION_RECORDS = 100_000;

/** What `hold` answered: the units were taken, or taking them would pass the cap (`heldUnits` are held already). */
export type HoldAnswer = { held: true } | { held: false; heldUnits: number };

/**
 * Who made which stock reservation, and how many units each owner holds in open reservations. A
 * hold is taken before the service is asked to reserve (under a provisional id), becomes the
 * reservation's once the service answers with its id, and ends when the reservation is canceled or
 * committed, or when it expires. Owners are opaque identities (`user:<id>`).
 */
export interface ReservationStore {
  /** Atomically takes `units` for `owner` under `holdId` unless the owner's open units would pass `cap`. */
  hold(owner: string, holdId: string, units: number, cap: number): Promise<HoldAnswer>;
  /** A hold whose reservation was not made: its units are free again. */
  drop(owner: string, holdId: string): Promise<void>;
  /**
   * The service made reservation `reservationId` for `owner`: it is recorded as theirs, and the units
   * of hold `holdId` (when the owner is capped) are now held under the reservation's id.
   */
  record(owner: string, reservationId: string, hold?: { holdId: string; units: number }): Promise<void>;
  /** Who made the reservation, while it is remembered. */
  ownerOf(reservationId: string): Promise<string | undefined>;
  /** The reservation was canceled or committed: its units no longer count toward its owner's. */
  settle(reservationId: string): Promise<void>;
}

interface Hold {
  units: number;
  expiresAt: number;
}

/**
 * One process's records, in memory: bounded (least recently used first out) and expiring. An owner
 * evicted from the bound starts again from no units held; that takes more distinct owners than the bound.
 */
export class MemoryReservationStore implements ReservationStore {
  private readonly owners: LRUCache<string, string>;
  private readonly holds: LRUCache<string, Map<string, Hold>>;

  constructor(
    private readonly ttlMs = RESERVATION_RECORD_TTL_MS,
    max = MEMORY_RESERVATION_RECORDS,
    private readonly now: () => number = Date.now,
  ) {
    this.owners = new LRUCache({ max, ttl: ttlMs, perf: { now } });
    this.holds = new LRUCache({ max, ttl: ttlMs, perf: { now } });
  }

  /** The owner's holds that have not expired (expired ones are forgotten here). */
  private holdsOf(owner: string): Map<string, Hold> {
    const holds = this.holds.get(owner) ?? new Map<string, Hold>();
    const now = this.now();
    for (const [holdId, hold] of holds) if (hold.expiresAt <= now) holds.delete(holdId);
    return holds;
  }

  async hold(owner: string, holdId: string, units: number, cap: number): Promise<HoldAnswer> {
    const holds = this.holdsOf(owner);
    let heldUnits = 0;
    for (const hold of holds.values()) heldUnits += hold.units;
    if (heldUnits + units > cap) return { held: false, heldUnits };
    holds.set(holdId, { units, expiresAt: this.now() + this.ttlMs });
    this.holds.set(owner, holds);
    return { held: true };
  }

  async drop(owner: string, holdId: string): Promise<void> {
    this.holds.get(owner)?.delete(holdId);
  }

  async record(owner: string, reservationId: string, hold?: { holdId: string; units: number }): Promise<void> {
    this.owners.set(reservationId, owner);
    if (!hold) return;
    const holds = this.holdsOf(owner);
    holds.delete(hold.holdId);
    holds.set(reservationId, { units: hold.units, expiresAt: this.now() + this.ttlMs });
    this.holds.set(owner, holds);
  }

  async ownerOf(reservationId: string): Promise<string | undefined> {
    return this.owners.get(reservationId);
  }

  async settle(reservationId: string): Promise<void> {
    const owner = this.owners.get(reservationId);
    if (owner !== undefined) this.holds.get(owner)?.delete(reservationId);
  }
}

/**
 * Takes a hold: expired holds are forgotten first, then the units are counted and the new hold is
 * added only if the total stays within the cap, all in one script so that two replicas cannot both
 * take the last units. KEYS: the owner's holds (a sorted set by expiry) and their units (a hash).
 * ARGV: now, expiry, hold id, units, cap, TTL (ms). Answers -1 when taken, else the units held.
 */
const HOLD_SCRIPT = `
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
for _, holdId in ipairs(expired) do redis.call('HDEL', KEYS[2], holdId) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local held = 0
for _, units in ipairs(redis.call('HVALS', KEYS[2])) do held = held + tonumber(units) end
if held + tonumber(ARGV[4]) > tonumber(ARGV[5]) then return held end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return -1
`;

/** Runs a transaction; a command that failed inside it fails the whole (EXEC reports such failures per command, not by rejecting). */
async function applied(transaction: ChainableCommander): Promise<void> {
  const results = await transaction.exec();
  const failure = results?.find(([error]) => error !== null)?.[0];
  if (failure) throw failure;
}

/** Records on the Redis that replicas share, so that every replica knows every reservation's owner and every owner's units. */
export class RedisReservationStore implements ReservationStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = RESERVATION_RECORD_TTL_MS,
    private readonly prefix = 'reservations:',
  ) {}

  private ownerKey = (reservationId: string) => `${this.prefix}owner:${reservationId}`;
  private holdsKey = (owner: string) => `${this.prefix}holds:${owner}`;
  private unitsKey = (owner: string) => `${this.prefix}units:${owner}`;

  async hold(owner: string, holdId: string, units: number, cap: number): Promise<HoldAnswer> {
    const now = Date.now();
    const answer = await this.redis.eval(
      HOLD_SCRIPT,
      2,
      this.holdsKey(owner),
      this.unitsKey(owner),
      now,
      now + this.ttlMs,
      holdId,
      units,
      cap,
      this.ttlMs,
    );
    return Number(answer) < 0 ? { held: true } : { held: false, heldUnits: Number(answer) };
  }

  async drop(owner: string, holdId: string): Promise<void> {
    await applied(this.redis.multi().zrem(this.holdsKey(owner), holdId).hdel(this.unitsKey(owner), holdId));
  }

  async record(owner: string, reservationId: string, hold?: { holdId: string; units: number }): Promise<void> {
    const transaction = this.redis.multi().set(this.ownerKey(reservationId), owner, 'PX', this.ttlMs);
    if (hold) {
      const holds = this.holdsKey(owner);
      const units = this.unitsKey(owner);
      transaction
        .zrem(holds, hold.holdId)
        .hdel(units, hold.holdId)
        .zadd(holds, Date.now() + this.ttlMs, reservationId)
        .hset(units, reservationId, hold.units)
        .pexpire(holds, this.ttlMs)
        .pexpire(units, this.ttlMs);
    }
    await applied(transaction);
  }

  async ownerOf(reservationId: string): Promise<string | undefined> {
    return (await this.redis.get(this.ownerKey(reservationId))) ?? undefined;
  }

  async settle(reservationId: string): Promise<void> {
    const owner = await this.ownerOf(reservationId);
    if (owner !== undefined) await this.drop(owner, reservationId);
  }
}
