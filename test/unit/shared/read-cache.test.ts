import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import gql from 'graphql-tag';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { z } from 'zod';
import { setTimeout as sleep } from 'node:timers/promises';
import { areaReadCache } from '../../../gateway/federation/area-read-cache';
import { connectRedis } from '../../../gateway/state/redis';
import { redisReadCache } from '../../../gateway/state/redis-key-value-cache';
import { SUBGRAPHS } from '../../../gateway/federation/subgraphs';
import { operations } from '../../../subgraphs/catalogue/operations';
import { send } from '../../../subgraphs/shared/call';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { loadConfig, serviceConfig } from '../../../config/environment';
import { readCacheFor } from '../../../subgraphs/shared/read-cache';
import { startRedisServer } from '../../helpers/redis-server';

/** A service answering getProductSettings with a family named after the call's number, recording each call. */
const received: { url: string; apiKey: string | undefined }[] = [];
let service: Server;
let config: ReturnType<typeof serviceConfig>;

beforeAll(async () => {
  service = createServer((req, res) => {
    received.push({ url: req.url ?? '', apiKey: req.headers['x-api-key'] as string | undefined });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ productSettings: { families: [{ code: `family-${received.length}` }] } }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  config = serviceConfig(loadConfig({ COMMERCE_BASE_URL: url, COMMERCE_PROJECT_ID: 'demo', COMMERCE_API_KEY: 'k' }));
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});
beforeEach(() => (received.length = 0));

const catalogue = SUBGRAPHS.find((entry) => entry.area === 'catalogue')!;
/** The catalogue's rows under an SDL whose productSettings may be reused for one second. */
const oneSecond = () =>
  readCacheFor([{ area: 'catalogue', typeDefs: gql`type Query { productSettings: String @cacheControl(maxAge: 1) products: String }`, rows: Object.values(operations) }]);
const settings = (client: CommerceClient, apiKey: string, caller = 'service') =>
  send({ apiKey, caller: { kind: 'service', apiKey }, client: { config, call: (spec, options) => client.call(spec, { ...options, caller }) } }, operations.productSettings, {});
const familyOf = (value: Awaited<ReturnType<typeof settings>>) => value.families.map((family) => family.code);
/** A catalogue write (an attribute upsert changes the settings), whatever the service answers. */
const writeAttribute = (client: CommerceClient, apiKey: string) =>
  client.call(operations.upsertAttributes, { apiKey, caller: 'service', body: { attributes: [] }, response: z.unknown() });

describe('the read cache of settings-like reads', () => {
  it('takes its maxAge from the SDL: productSettings 300 s, getProducts not cached, writes never', () => {
    const cache = areaReadCache([catalogue]);
    expect([cache.maxAgeOf(operations.productSettings), cache.maxAgeOf(operations.products), cache.maxAgeOf(operations.upsertProduct)]).toEqual([300, undefined, undefined]);
  });

  it('answers a second read within maxAge without a call, and calls again after it', async () => {
    const client = new CommerceClient(config, undefined, oneSecond());
    expect(familyOf(await settings(client, 'k'))).toEqual(['family-1']);
    expect(familyOf(await settings(client, 'k'))).toEqual(['family-1']);
    expect(received).toHaveLength(1);
    await sleep(1_100);
    expect(familyOf(await settings(client, 'k'))).toEqual(['family-2']);
    expect(received).toHaveLength(2);
  });

  it('never shares a read between different keys or different callers of one key', async () => {
    const client = new CommerceClient(config, undefined, oneSecond());
    expect(familyOf(await settings(client, 'k'))).toEqual(['family-1']);
    expect(familyOf(await settings(client, 'other-key'))).toEqual(['family-2']);
    expect(familyOf(await settings(client, 'k', 'user:u1'))).toEqual(['family-3']);
    expect(familyOf(await settings(client, 'k', 'user:u2'))).toEqual(['family-4']);
    expect(familyOf(await settings(client, 'k', 'user:u1'))).toEqual(['family-3']);
    expect(received.map((call) => call.apiKey)).toEqual(['k', 'other-key', 'k', 'k']);
  });

  it("makes the area's cached reads unreachable once one of its writes is answered", async () => {
    const client = new CommerceClient(config, undefined, areaReadCache([catalogue]));
    expect(familyOf(await settings(client, 'k'))).toEqual(['family-1']);
    await writeAttribute(client, 'k');
    expect(familyOf(await settings(client, 'k'))).toEqual(['family-3']);
    expect(familyOf(await settings(client, 'k'))).toEqual(['family-3']);
    expect(received.map((call) => call.url.split('/')[3])).toEqual(['getProductSettings', 'upsertAttributes', 'getProductSettings']);
  });

  it('calls every time for an operation without a maxAge', async () => {
    const client = new CommerceClient(config, undefined, readCacheFor([{ area: 'catalogue', typeDefs: gql`type Query { productSettings: String }`, rows: Object.values(operations) }]));
    await settings(client, 'k');
    await settings(client, 'k');
    expect(received).toHaveLength(2);
  });
});

describe('the read cache on Redis', () => {
  it('lets a second replica answer from the first one\'s read, and stores no key in the clear', async () => {
    const redisServer = await startRedisServer();
    const redis = connectRedis(redisServer.url);
    // No command is queued before the connection is up (as in the gateway, which waits the same way).
    await redis.untilReady();
    try {
      const replica = () => new CommerceClient(config, undefined, areaReadCache([catalogue], redisReadCache(redis)));
      expect(familyOf(await settings(replica(), 'secret-key-1'))).toEqual(['family-1']);
      expect(familyOf(await settings(replica(), 'secret-key-1'))).toEqual(['family-1']);
      expect(familyOf(await settings(replica(), 'secret-key-2'))).toEqual(['family-2']);
      expect(received).toHaveLength(2);
      // Beside the two answers, the count of what the cache wrote in this window (see CacheBudget).
      const keys = await redis.keys('facade:*');
      expect(keys).toHaveLength(2);
      expect(await redis.keys('cache-budget:*')).toEqual([expect.stringMatching(/^cache-budget:read:\d+$/)]);
      expect(keys.join(' ')).not.toContain('secret');
      expect(await redis.ttl(keys[0]!)).toBeGreaterThan(290);
      // A write through one replica: the other's next read calls the service.
      await writeAttribute(replica(), 'secret-key-1');
      expect(familyOf(await settings(replica(), 'secret-key-1'))).toEqual(['family-4']);
      expect(received).toHaveLength(4);
    } finally {
      await redis.quit();
      await redisServer.stop();
    }
  });
});

describe('the read cache when its shared store fails', () => {
  /** A store shared by replicas (as Redis is) whose commands on keys `failing` picks fail, as a paused or lost Redis's do. */
  const flakyStore = () => {
    const inner = new InMemoryLRUCache<string>();
    const state: { failing: (key: string) => boolean } = { failing: () => false };
    const refuse = () => Promise.reject(new Error('Command timed out'));
    const store: KeyValueCache<string> = {
      get: (key) => (state.failing(key) ? refuse() : inner.get(key)),
      set: (key, value, options) => (state.failing(key) ? refuse() : inner.set(key, value, options)),
      delete: (key) => inner.delete(key),
    };
    return { store, state };
  };

  it("sends a read to the service, and stores nothing, while the area's generation cannot be read", async () => {
    const { store, state } = flakyStore();
    const replica = () => new CommerceClient(config, undefined, areaReadCache([catalogue], store));
    // Stored before any write, under no generation.
    expect(familyOf(await settings(replica(), 'k'))).toEqual(['family-1']);
    await writeAttribute(replica(), 'k');
    state.failing = (key) => key === 'generation:catalogue';
    // Not the answer from before the write.
    expect(familyOf(await settings(replica(), 'k'))).toEqual(['family-3']);
    expect(familyOf(await settings(replica(), 'k'))).toEqual(['family-4']);
    state.failing = () => false;
    expect(familyOf(await settings(replica(), 'k'))).toEqual(['family-5']);
  });

  it("renews the area's generation after a write once the store is back: no replica answers a read from before the write", async () => {
    const { store, state } = flakyStore();
    const replica = () => new CommerceClient(config, undefined, areaReadCache([catalogue], store));
    expect(familyOf(await settings(replica(), 'k'))).toEqual(['family-1']);
    state.failing = () => true;
    await writeAttribute(replica(), 'k');
    state.failing = () => false;
    // Tried again each second.
    await sleep(1_500);
    expect(familyOf(await settings(replica(), 'k'))).toEqual(['family-3']);
    expect(received.map((call) => call.url.split('/')[3])).toEqual(['getProductSettings', 'upsertAttributes', 'getProductSettings']);
  });
});

describe("the read cache's renewal of a generation the store refused", () => {
  /** A store whose generation writes fail while `refusing`, counting them. */
  const countingStore = () => {
    const inner = new InMemoryLRUCache<string>();
    const state = { refusing: true, generationSets: 0 };
    const store: KeyValueCache<string> = {
      get: (key) => inner.get(key),
      set: (key, value, options) => {
        if (!key.startsWith('generation:')) return inner.set(key, value, options);
        state.generationSets++;
        return state.refusing ? Promise.reject(new Error('OOM command not allowed when used memory > maxmemory')) : inner.set(key, value, options);
      },
      delete: (key) => inner.delete(key),
    };
    return { store, state };
  };
  // Only the retries' interval and the clock are faked: the write's HTTP request keeps its own timers.
  const fakeInterval = () =>
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance'] });
  afterEach(() => jest.useRealTimers());

  it('tries again each second until the store takes it, then stops', async () => {
    fakeInterval();
    const { store, state } = countingStore();
    const client = new CommerceClient(config, undefined, areaReadCache([catalogue], store));
    await writeAttribute(client, 'k');
    expect(state.generationSets).toBe(1);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(state.generationSets).toBe(4);
    state.refusing = false;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(state.generationSets).toBe(5);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(state.generationSets).toBe(5);
  });

  it('gives up once no answer stored before the latest refused write can live (the largest maxAge, 300 s), however long the store refuses', async () => {
    fakeInterval();
    const { store, state } = countingStore();
    const client = new CommerceClient(config, undefined, areaReadCache([catalogue], store));
    await writeAttribute(client, 'k');
    await jest.advanceTimersByTimeAsync(200_000);
    // A second write refused too: 300 s from it.
    await writeAttribute(client, 'k');
    await jest.advanceTimersByTimeAsync(250_000);
    const whileLive = state.generationSets;
    await jest.advanceTimersByTimeAsync(50_000);
    expect(state.generationSets).toBeGreaterThan(whileLive);
    await jest.advanceTimersByTimeAsync(2_000);
    const settled = state.generationSets;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(state.generationSets).toBe(settled);
    // One retry loop for the area, not one a write.
    expect(settled).toBeLessThanOrEqual(2 + 502);
  });
});
