import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  BurstyRateLimiter,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Where the limiter keeps its counters: memory in one process; a shared store (Redis) for replicas. */
export type RateLimiterStore = (options: IRateLimiterOptions) => RateLimiterAbstract;

export const memoryStore: RateLimiterStore = (options) => new RateLimiterMemory(options);

/**
 * Counters on Redis: every replica takes from the same allowance, so a caller's limit holds across
 * them. While Redis is unreachable each replica limits on its own in memory rather than failing
 * every request or letting every request through.
 */
export const redisStore =
  (redis: Redis): RateLimiterStore =>
  (options) =>
    new RateLimiterRedis({
      ...options,
      storeClient: redis,
      keyPrefix: `ratelimit:${options.keyPrefix ?? ''}`,
      insuranceLimiter: new RateLimiterMemory(options),
    });

export interface CallerRateLimiter {
  /** Takes one request from `caller`'s allowance: undefined when allowed, else the seconds to wait. */
  take(caller: string): Promise<number | undefined>;
}

/**
 * A token bucket per caller, as rate-limiter-flexible builds one: `perSecond` requests each second,
 * and a burst allowance of `burst` more over ten seconds for the moments above that. `scope` keeps
 * the counters of one limiter apart from another's in a shared store.
 */
export function createCallerRateLimiter(
  settings: { perSecond: number; burst: number; scope?: string },
  store: RateLimiterStore = memoryStore,
): CallerRateLimiter {
  if (settings.perSecond === 0) return { take: async () => undefined };
  const prefix = settings.scope ? `${settings.scope}:` : '';
  const limiter = new BurstyRateLimiter(
    store({ keyPrefix: `${prefix}rate`, points: settings.perSecond, duration: 1 }),
    store({ keyPrefix: `${prefix}burst`, points: Math.max(settings.burst, 1), duration: 10 }),
  );
  return {
    async take(caller) {
      try {
        // Hashed, so that no caller's key is kept in the store (and a disabled limiter hashes nothing).
        await limiter.consume(createHash('sha256').update(caller).digest('hex'));
        return undefined;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
  };
}
