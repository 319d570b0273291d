import { createHash } from 'node:crypto';
import { RateLimiterMemory, type IRateLimiterOptions } from 'rate-limiter-flexible';
import { createCallerRateLimiter, type RateLimiterStore } from '../../../gateway/limits/rate-limiter';

/** A memory store that records every key the limiter counts under. */
function recordingStore(): { store: RateLimiterStore; keys: string[]; built: number } {
  const seen = { keys: [] as string[], built: 0 };
  const store: RateLimiterStore = (options: IRateLimiterOptions) => {
    seen.built++;
    const limiter = new RateLimiterMemory(options);
    const consume = limiter.consume.bind(limiter);
    limiter.consume = (key, points, settings) => {
      seen.keys.push(String(key));
      return consume(key, points, settings);
    };
    return limiter;
  };
  return { store, get keys() { return seen.keys; }, get built() { return seen.built; } };
}

describe('the caller rate limiter', () => {
  it('counts a caller under a hash of its name, never the name itself (a service key stays out of the store)', async () => {
    const recording = recordingStore();
    const limiter = createCallerRateLimiter({ perSecond: 2, burst: 0 }, recording.store);
    const caller = 'key:secret-service-key';
    expect(await limiter.take(caller)).toBeUndefined();
    const hashed = createHash('sha256').update(caller).digest('hex');
    expect(recording.keys.length).toBeGreaterThan(0);
    expect(recording.keys.every((key) => key === hashed)).toBe(true);
    expect(recording.keys.some((key) => key.includes('secret-service-key'))).toBe(false);
  });

  it('refuses a caller past its rate and burst with the seconds to wait, and keeps callers apart', async () => {
    const limiter = createCallerRateLimiter({ perSecond: 2, burst: 1 }, recordingStore().store);
    for (let i = 0; i < 3; i++) expect(await limiter.take('user:a')).toBeUndefined();
    expect(await limiter.take('user:a')).toBe(1);
    expect(await limiter.take('user:b')).toBeUndefined();
  });

  it('when disabled, lets every request through and builds no store', async () => {
    const recording = recordingStore();
    const limiter = createCallerRateLimiter({ perSecond: 0, burst: 0 }, recording.store);
    for (let i = 0; i < 100; i++) expect(await limiter.take('user:a')).toBeUndefined();
    expect(recording.built).toBe(0);
    expect(recording.keys).toEqual([]);
  });
});
