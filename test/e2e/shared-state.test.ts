import { createHash } from 'node:crypto';
import { request } from 'undici';
import { startStack, type Stack } from '../helpers/stack';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';

const LOAD = `mutation Load($input: LoadWalletInput!) { loadWallet(input: $input) { __typename } }`;
const ACCOUNT = { walletId: 'wallet-004', currency: 'POINT', accountNumber: 'PNT-004' };

interface Answer {
  status: number;
  replayed: string | undefined;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(url: string, apiKey: string, variables: Record<string, unknown>, key?: string, query = LOAD): Promise<Answer> {
  const response = await request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': apiKey,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const replayed = response.headers['idempotent-replayed'];
  return {
    status: response.statusCode,
    replayed: Array.isArray(replayed) ? replayed[0] : replayed,
    body: (await response.body.json()) as Answer['body'],
  };
}

const loadOf = (amount: number) => ({ input: { ...ACCOUNT, amount, referenceId: `idem-${amount}` } });

describe('Idempotency-Key on mutations (in memory)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { ALLOW_CALLER_API_KEYS: 'true' }, emulator: { apiKeys: ['key-a', 'key-b'] } });
  });
  afterAll(() => stack.stop());
  beforeEach(() => stack.emulator.resetRequests());

  it('answers a replay with the stored response and no call to the service', async () => {
    const first = await post(stack.gateway.url, 'key-a', loadOf(7), 'k-replay');
    const replay = await post(stack.gateway.url, 'key-a', loadOf(7), 'k-replay');
    expect(first.body).toEqual({ data: { loadWallet: { __typename: 'LoadWalletPayload' } } });
    expect(first.replayed).toBeUndefined();
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual(first.body);
    expect(replay.replayed).toBe('true');
    expect(stack.emulator.calls('WalletAPI/load')).toBe(1);
  });

  it('lets a concurrent duplicate wait for the first and get the same answer, sending once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post(stack.gateway.url, 'key-a', loadOf(8), 'k-concurrent')));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(2);
    expect(stack.emulator.calls('WalletAPI/load')).toBe(1);
  });

  it('refuses the same key with another request with IDEMPOTENCY_KEY_REUSED and sends nothing', async () => {
    await post(stack.gateway.url, 'key-a', loadOf(9), 'k-reused');
    stack.emulator.resetRequests();
    const reused = await post(stack.gateway.url, 'key-a', loadOf(10), 'k-reused');
    expect(reused.status).toBe(422);
    expect(reused.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('keeps records per caller: the same key from another caller runs on its own', async () => {
    await post(stack.gateway.url, 'key-a', loadOf(11), 'k-shared');
    const other = await post(stack.gateway.url, 'key-b', loadOf(11), 'k-shared');
    expect(other.replayed).toBeUndefined();
    expect(stack.emulator.calls('WalletAPI/load')).toBe(2);
  });

  it('does not keep an answer refused before sending, so the corrected request can use the key', async () => {
    const refused = await post(stack.gateway.url, 'key-a', { input: { ...ACCOUNT, amount: -1 } }, 'k-fix');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fixed = await post(stack.gateway.url, 'key-a', loadOf(12), 'k-fix');
    expect(fixed.body).toEqual({ data: { loadWallet: { __typename: 'LoadWalletPayload' } } });
    expect(stack.emulator.calls('WalletAPI/load')).toBe(1);
  });

  it('runs every request without a key, and ignores keys on queries', async () => {
    await post(stack.gateway.url, 'key-a', loadOf(13));
    await post(stack.gateway.url, 'key-a', loadOf(13));
    const query = `query Q($accountNumbers: [Identifier!]!) { walletAccountsByNumber(accountNumbers: $accountNumbers) { balance } }`;
    await post(stack.gateway.url, 'key-a', { accountNumbers: ['PNT-004'] }, 'k-query', query);
    await post(stack.gateway.url, 'key-a', { accountNumbers: ['PNT-004'] }, 'k-query', query);
    expect(stack.emulator.calls('WalletAPI/load')).toBe(2);
    expect(stack.emulator.calls('Wallet/getAccounts')).toBe(2);
  });

  it('refuses a malformed key with 400 BAD_USER_INPUT before any call', async () => {
    const answer = await post(stack.gateway.url, 'key-a', loadOf(14), 'x'.repeat(256));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('Idempotency-Key on Redis, shared by two gateway replicas', () => {
  let redis: RedisServer;
  let first: Stack;
  let second: Stack;
  beforeAll(async () => {
    redis = await startRedisServer();
    first = await startStack({ env: { REDIS_URL: redis.url, ALLOW_CALLER_API_KEYS: 'true' } });
    // The second replica talks to the first one's service, as replicas behind one load balancer do.
    second = await startStack({ env: { REDIS_URL: redis.url, ALLOW_CALLER_API_KEYS: 'true', COMMERCE_BASE_URL: first.emulator.url.replace(/\/$/, ''), COMMERCE_PROJECT_ID: 'demo', COMMERCE_LOYALTY_PROJECT_ID: 'demo-loyalty', COMMERCE_STAGE_PROJECT_ID: 'demo-stage' } });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await redis?.stop();
  });

  it("answers a replay on the second replica from the first replica's record, with no call to the service", async () => {
    const key = first.emulator.apiKey;
    const original = await post(first.gateway.url, key, loadOf(21), 'k-replicas');
    first.emulator.resetRequests();
    const replay = await post(second.gateway.url, key, loadOf(21), 'k-replicas');
    expect(replay.replayed).toBe('true');
    expect(replay.body).toEqual(original.body);
    expect(first.emulator.calls()).toBe(0);
    expect(second.emulator.calls()).toBe(0);
  });

  it('finds a persisted query registered through one replica by its hash through the other', async () => {
    const query = `{ productSettings { attributes { code } } }`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const persisted = (url: string, withQuery: boolean) =>
      request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': first.emulator.apiKey },
        body: JSON.stringify({ ...(withQuery ? { query } : {}), extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      }).then(async (response) => (await response.body.json()) as Answer['body']);
    const unknown = await persisted(second.gateway.url, false);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await persisted(first.gateway.url, true);
    const byHash = await persisted(second.gateway.url, false);
    expect(registered.errors).toBeUndefined();
    expect(byHash).toEqual(registered);
  });

  it('reports Redis among the readiness checks of a replica that uses it', async () => {
    const response = await request(first.gateway.url.replace('/graphql', '/ready'));
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toEqual({ status: 'ready', checks: { service: 'ok', redis: 'ok' } });
  });

  it('lets concurrent duplicates on both replicas send the write once', async () => {
    const key = first.emulator.apiKey;
    first.emulator.resetRequests();
    const answers = await Promise.all([
      post(first.gateway.url, key, loadOf(22), 'k-race'),
      post(second.gateway.url, key, loadOf(22), 'k-race'),
    ]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(first.emulator.calls('WalletAPI/load')).toBe(1);
  });
});

describe('rate limits on Redis, shared by two gateway replicas', () => {
  let redis: RedisServer;
  let first: Stack;
  let second: Stack;
  const limits = { RATE_LIMIT_PER_SECOND: '2', RATE_LIMIT_BURST: '1', ALLOW_CALLER_API_KEYS: 'true' };
  beforeAll(async () => {
    redis = await startRedisServer();
    first = await startStack({ env: { REDIS_URL: redis.url, ...limits } });
    second = await startStack({ env: { REDIS_URL: redis.url, ...limits } });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await redis?.stop();
  });

  it('lets a caller spend one allowance across both replicas, then answers 429 with Retry-After on either', async () => {
    // A read the read cache does not keep, so that each admitted request reaches the service.
    const query = `{ products(pageSize: 1) { products { sku } } }`;
    // Planned first, as another caller: a new operation's planning takes a replica up to a second,
    // during which the allowance would refill.
    for (const stack of [first, second]) expect((await stack.query(query)).errors).toBeUndefined();
    for (const stack of [first, second]) stack.emulator.resetRequests();
    const statuses: number[] = [];
    for (const stack of [first, second, first, second, first]) {
      const response = await request(stack.gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': stack.emulator.apiKey },
        body: JSON.stringify({ query }),
      });
      await response.body.dump();
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Two a second plus a burst of one: three in all, whichever replica answers. Two separate
    // in-memory limits would have let all five through.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(first.emulator.calls() + second.emulator.calls()).toBe(3);
  });
});
