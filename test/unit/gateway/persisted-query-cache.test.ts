import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createHash } from 'node:crypto';
import { APQ_LIMITS, automaticPersistedQueries } from '../../../gateway/state/persisted-query-cache';

const hashOf = (text: string) => `apq:${createHash('sha256').update(text).digest('hex')}`;

describe('automatic persisted queries in memory', () => {
  it('registers a text under its hash, and runs but does not register one over the size cap', async () => {
    const { cache } = automaticPersistedQueries();
    const text = '{ __typename }';
    await cache!.set(hashOf(text), text);
    expect(await cache!.get(hashOf(text))).toBe(text);
    const large = `{ __typename } # ${'x'.repeat(APQ_LIMITS.maxQueryBytes)}`;
    await cache!.set(hashOf(large), large);
    expect(await cache!.get(hashOf(large))).toBeUndefined();
  });

  it('keeps a few megabytes however many short texts are registered: entries are weighed with their key and bookkeeping', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const { cache } = automaticPersistedQueries();
    gc();
    const before = process.memoryUsage().heapUsed;
    // 200,000 distinct registrations of a short query: counted by their text alone, all of them fit in 8 MiB and weigh 50 MB.
    for (let i = 0; i < 200_000; i++) {
      const text = `#${i}\n{__typename}`;
      await cache!.set(hashOf(text), text);
    }
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(16 * 2 ** 20);
    const last = '#199999\n{__typename}';
    expect(await cache!.get(hashOf(last))).toBe(last);
    expect(await cache!.get(hashOf('#0\n{__typename}'))).toBeUndefined();
  });
});
