import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Redis } from 'ioredis';
import { request } from 'undici';
import { startStack, type Stack } from '../helpers/stack';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';

/**
 * A started transaction whose answer repeats its cart under 25 aliases: about 300 KB of JSON from a
 * 50-line cart, so that the emulator keeps little while the gateway is handed a large answer.
 */
const CART_COPIES = Array.from({ length: 25 }, (_, index) => `c${index}: cart { items { id qty price totalPrice promotionDiscount priceAfterPromotion totalPromotionDiscount totalPriceAfterPromotion totalDisplayPrice attributes { brand } } }`);
const START = `mutation Start($input: StartPromotionTransactionInput!) {
  startPromotionTransaction(input: $input) { transactionId message userId transaction { transactionId ${CART_COPIES.join(' ')} } }
}`;
const LOAD = `mutation Load($input: LoadWalletInput!) { loadWallet(input: $input) { __typename } }`;
const ACCOUNT = { walletId: 'wallet-004', currency: 'POINT', accountNumber: 'PNT-004' };

const bigCart = (lines: number) => ({
  items: Array.from({ length: lines }, (_, index) => ({
    id: `SKU-${String(index).padStart(4, '0')}`,
    qty: 1,
    price: 10,
    totalPrice: 10,
    attributes: { brand: 'Acme' },
  })),
});
const startOf = (transactionId: string) => ({ input: { cart: bigCart(50), user: { userId: 'user-big' }, transactionId } });
const loadOf = (amount: number) => ({ input: { ...ACCOUNT, amount, referenceId: `bounded-${amount}` } });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(url: string, apiKey: string, body: Record<string, unknown>, key?: string): Promise<Answer> {
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify(body),
    // A connection of its own each time: the full collections below block this process, the gateway's
    // too, so an idle connection's keep-alive timers on both sides fire late and in either order, and
    // a request sent on one the gateway is just closing would be reset.
    reset: true,
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: response.headers, bytes: Buffer.byteLength(text), body: JSON.parse(text) as Answer['body'] };
}

/** A full collection, so that heap figures count what is kept, not garbage not yet collected. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const settleHeap = async (): Promise<number> => {
  // Closed connections, timers and the records' expiry run on the event loop: they get to run before
  // each full collection, so that what is measured is what is kept, not what is about to be let go.
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    collectGarbage();
  }
  return process.memoryUsage().heapUsed;
};

const MB = 1024 * 1024;

describe('idempotency records keep a fingerprint and a size-capped answer (in memory)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      env: { ALLOW_CALLER_API_KEYS: 'true', MAX_OPERATION_COST: '1000000', IDEMPOTENCY_MAX_KEYS_PER_CALLER: '3' },
      emulator: { apiKeys: ['key-big', 'key-small', 'key-quota'] },
    });
  });
  afterAll(() => stack.stop());
  beforeEach(() => stack.emulator.resetRequests());

  it('keeps the heap flat over rounds of 50 writes with large answers under fresh keys', async () => {
    // The quota is 3 keys a caller here: each write comes from a caller of its own, as many do.
    const callers = Array.from({ length: 50 }, (_, index) => `caller-${index}`);
    const many = await startStack({
      env: { ALLOW_CALLER_API_KEYS: 'true', MAX_OPERATION_COST: '1000000' },
      emulator: { apiKeys: callers },
    });
    /** What 50 writes leave on the heap, and how many bytes of answers they received. */
    const fiftyWrites = async (round: string, withKeys: boolean) => {
      const before = await settleHeap();
      let answered = 0;
      for (const [index, caller] of callers.entries()) {
        const id = `${round}-${index}`;
        const answer = await post(many.gateway.url, caller, { query: START, variables: startOf(id) }, withKeys ? id : undefined);
        expect(answer.body.errors).toBeUndefined();
        answered += answer.bytes;
        many.emulator.resetRequests();
      }
      return { grown: (await settleHeap()) - before, answered };
    };
    try {
      // One write first, so that plans, caches and pools exist before any baseline.
      await post(many.gateway.url, callers[0]!, { query: START, variables: startOf('warm-up') }, 'warm-up');
      // The emulator runs in this process and keeps each transaction (about 3 MB for 50): writes
      // without a key measure that, and the writes with keys may add only their small records.
      // Rounds alternate, twice each, so that what the heap does by itself over time (a single pair
      // differed by -2 to +5 MB from one run to the next) weighs on both sides alike.
      const rounds: { grown: number; answered: number }[] = [];
      for (const [round, withKeys] of [['plain-1', false], ['keyed-1', true], ['plain-2', false], ['keyed-2', true]] as const) rounds.push(await fiftyWrites(round, withKeys));
      const [plain1, keyed1, plain2, keyed2] = rounds as [typeof rounds[0], typeof rounds[0], typeof rounds[0], typeof rounds[0]];
      // Keeping every answer would take this much as JSON alone, far above the bound asserted.
      expect(keyed1.answered + keyed2.answered).toBeGreaterThan(25 * MB);
      expect(keyed1.grown + keyed2.grown - plain1.grown - plain2.grown).toBeLessThan(4 * MB);
    } finally {
      await many.stop();
    }
  }, 240_000);

  it('answers a replay of an over-cap answer with IDEMPOTENCY_ANSWER_NOT_KEPT and its identifiers, sending nothing again', async () => {
    const original = await post(stack.gateway.url, 'key-big', { query: START, variables: startOf('order-big') }, 'k-big');
    expect(original.bytes).toBeGreaterThan(64 * 1024);
    expect(original.body.errors).toBeUndefined();
    expect(stack.emulator.calls('Promotion/startTransaction')).toBe(1);
    stack.emulator.resetRequests();

    const replay = await post(stack.gateway.url, 'key-big', { query: START, variables: startOf('order-big') }, 'k-big');
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data ?? null).toBeNull();
    expect(replay.body.errors).toHaveLength(1);
    expect(replay.body.errors![0]!.extensions).toMatchObject({
      code: 'IDEMPOTENCY_ANSWER_NOT_KEPT',
      applied: true,
      result: { startPromotionTransaction: { transactionId: 'order-big', message: 'transaction started', userId: expect.anything() } },
    });
    expect(typeof replay.body.errors![0]!.extensions!.requestId).toBe('string');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('still replays a small answer exactly', async () => {
    const original = await post(stack.gateway.url, 'key-small', { query: LOAD, variables: loadOf(31) }, 'k-small');
    stack.emulator.resetRequests();
    const replay = await post(stack.gateway.url, 'key-small', { query: LOAD, variables: loadOf(31) }, 'k-small');
    expect(original.body).toEqual({ data: { loadWallet: { __typename: 'LoadWalletPayload' } } });
    expect(replay.body).toEqual(original.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('refuses the key past the caller quota with 429 IDEMPOTENCY_QUOTA_EXCEEDED and Retry-After, before any service call', async () => {
    for (const amount of [41, 42, 43]) {
      const answer = await post(stack.gateway.url, 'key-quota', { query: LOAD, variables: loadOf(amount) }, `k-quota-${amount}`);
      expect(answer.body.errors).toBeUndefined();
    }
    stack.emulator.resetRequests();
    const refused = await post(stack.gateway.url, 'key-quota', { query: LOAD, variables: loadOf(44) }, 'k-quota-44');
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'IDEMPOTENCY_QUOTA_EXCEEDED', retryAfter: expect.any(Number) });
    // The oldest key leaves the 24-hour window a day after it was claimed.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(stack.emulator.calls()).toBe(0);
    // Keys already held still replay, and a request without a key still runs.
    const replay = await post(stack.gateway.url, 'key-quota', { query: LOAD, variables: loadOf(41) }, 'k-quota-41');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await post(stack.gateway.url, 'key-quota', { query: LOAD, variables: loadOf(45) });
    expect(stack.emulator.calls('WalletAPI/load')).toBe(1);
  });

  it('does not count a key whose request was refused before sending against the quota', async () => {
    const refused = await post(stack.gateway.url, 'key-small', { query: LOAD, variables: { input: { ...ACCOUNT, amount: -1 } } }, 'k-free-1');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const amount of [51, 52]) {
      const answer = await post(stack.gateway.url, 'key-small', { query: LOAD, variables: loadOf(amount) }, `k-free-${amount}`);
      expect(answer.body.errors).toBeUndefined();
    }
    // k-small, k-free-51 and k-free-52: the refused k-free-1 left no record.
    const fourth = await post(stack.gateway.url, 'key-small', { query: LOAD, variables: loadOf(53) }, 'k-free-53');
    expect(fourth.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_QUOTA_EXCEEDED');
  });

  it('runs a query too large to register as an automatic persisted query, but does not store it', async () => {
    const small = `{ productSettings { attributes { code } } }`;
    const large = `${small}\n# ${'x'.repeat(70 * 1024)}`;
    for (const query of [small, large]) {
      const sha256Hash = createHash('sha256').update(query).digest('hex');
      const extensions = { persistedQuery: { version: 1, sha256Hash } };
      const registered = await post(stack.gateway.url, 'key-small', { query, extensions });
      expect(registered.body.errors).toBeUndefined();
      const byHash = await post(stack.gateway.url, 'key-small', { extensions });
      if (query === small) expect(byHash.body).toEqual(registered.body);
      else expect(byHash.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    }
  });
});

describe('bounded shared state on Redis', () => {
  let redisServer: RedisServer;
  let redis: Redis;
  let stack: Stack;
  beforeAll(async () => {
    redisServer = await startRedisServer();
    redis = new Redis(redisServer.url);
    stack = await startStack({
      env: { REDIS_URL: redisServer.url, ALLOW_CALLER_API_KEYS: 'true', MAX_OPERATION_COST: '1000000', IDEMPOTENCY_MAX_KEYS_PER_CALLER: '2' },
      emulator: { apiKeys: ['key-big', 'key-quota'] },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await redis?.quit();
    await redisServer?.stop();
  });
  beforeEach(() => stack.emulator.resetRequests());

  it('keeps an over-cap answer as "applied" with its identifiers, and replays that with no service call', async () => {
    const original = await post(stack.gateway.url, 'key-big', { query: START, variables: startOf('redis-big') }, 'k-redis-big');
    expect(original.body.errors).toBeUndefined();
    expect(original.bytes).toBeGreaterThan(64 * 1024);
    stack.emulator.resetRequests();
    const replay = await post(stack.gateway.url, 'key-big', { query: START, variables: startOf('redis-big') }, 'k-redis-big');
    expect(replay.body.errors?.[0]?.extensions).toMatchObject({
      code: 'IDEMPOTENCY_ANSWER_NOT_KEPT',
      applied: true,
      result: { startPromotionTransaction: { transactionId: 'redis-big' } },
    });
    expect(stack.emulator.calls()).toBe(0);
    const records = await redis.keys('idempotency:*');
    expect(records).toHaveLength(1);
    const stored = (await redis.get(records[0]!))!;
    expect(stored.length).toBeLessThan(1024);
    expect(await redis.pttl(records[0]!)).toBeGreaterThan(86_000_000);
  });

  it('refuses the key past the caller quota, shared by replicas, before any service call', async () => {
    for (const amount of [61, 62]) {
      const answer = await post(stack.gateway.url, 'key-quota', { query: LOAD, variables: loadOf(amount) }, `k-rq-${amount}`);
      expect(answer.body.errors).toBeUndefined();
    }
    stack.emulator.resetRequests();
    const refused = await post(stack.gateway.url, 'key-quota', { query: LOAD, variables: loadOf(63) }, 'k-rq-63');
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_QUOTA_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(stack.emulator.calls()).toBe(0);
    const quotas = await redis.keys('idempotency-keys:*');
    expect(quotas.length).toBeGreaterThan(0);
    for (const quota of quotas) expect(await redis.pttl(quota)).toBeGreaterThan(0);
  });

  it('gives every automatic persisted query a TTL, and does not store one over the size cap', async () => {
    const small = `{ productSettings { attributes { code } } }`;
    const large = `${small}\n# ${'x'.repeat(70 * 1024)}`;
    const hashOf = (query: string) => createHash('sha256').update(query).digest('hex');
    for (const query of [small, large]) {
      const answer = await post(stack.gateway.url, 'key-big', { query, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(query) } } });
      expect(answer.body.errors).toBeUndefined();
    }
    // Apollo Server writes the registration without waiting for it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const keys = await redis.keys('apq:*');
    expect(keys).toEqual([expect.stringContaining(hashOf(small))]);
    const ttl = await redis.ttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await redis.exists(`apq:apq:${hashOf(large)}`)).toBe(0);
  });

  it('an anonymous flood of registered queries keeps at most their day’s budget on Redis, and a keyed write still runs in a Redis sized for less than the flood', async () => {
    const hashOf = (query: string) => createHash('sha256').update(query).digest('hex');
    const usedMemory = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]);
    // Room for the registrations' 16 MiB and some: the flood's 31 MB would fill it.
    await redis.config('SET', 'maxmemory', String(usedMemory + 24 * 2 ** 20));
    try {
      const register = async (i: number) => {
        const query = `{ __typename } # ${i} ${'x'.repeat(60_000)}`;
        const response = await request(stack.gateway.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(query) } } }),
          reset: true,
        });
        return { status: response.statusCode, text: await response.body.text(), hash: hashOf(query) };
      };
      const answers: Awaited<ReturnType<typeof register>>[] = [];
      for (let i = 0; i < 520; i += 8) answers.push(...(await Promise.all(Array.from({ length: 8 }, (_, j) => register(i + j)))));
      expect(new Set(answers.map((answer) => `${answer.status} ${answer.text}`))).toEqual(new Set(['200 {"data":{"__typename":"Query"}}\n']));
      await new Promise((resolve) => setTimeout(resolve, 100));
      let held = 0;
      for (const key of await redis.keys('apq:*')) held += await redis.strlen(key);
      expect(held).toBeGreaterThan(8 * 2 ** 20);
      expect(held).toBeLessThanOrEqual(16 * 2 ** 20);
      // The last, past the budget, is found by its hash alone on the replica it reached.
      const byHash = await request(stack.gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: answers.at(-1)!.hash } } }),
      });
      expect(await byHash.body.json()).toEqual({ data: { __typename: 'Query' } });
      const keyed = await post(stack.gateway.url, 'key-big', { query: LOAD, variables: loadOf(71) }, 'k-after-apq-flood');
      expect(keyed.body.errors).toBeUndefined();
      expect(keyed.status).toBe(200);
    } finally {
      await redis.config('SET', 'maxmemory', '0');
    }
  }, 120_000);

  it('never leaves a key without an expiry', async () => {
    const keys = await redis.keys('*');
    expect(keys.length).toBeGreaterThan(0);
    const withoutExpiry: string[] = [];
    for (const key of keys) if ((await redis.pttl(key)) <= 0) withoutExpiry.push(key);
    expect(withoutExpiry).toEqual([]);
  });
});
