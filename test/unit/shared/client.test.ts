import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, MockAgent, errors as undiciErrors } from 'undici';
import { z } from 'zod';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { operations as merchantOperations } from '../../../subgraphs/merchant/operations';
import { operations as walletOperations } from '../../../subgraphs/wallets/operations';
import { failure } from '../../helpers/call-failure';
import { testServiceConfig } from '../../helpers/service-config';

const ORIGIN = 'https://api.example.test';
const KEY = 'secret-key-0123456789';

const config = testServiceConfig({ baseUrl: `${ORIGIN}/v1`, legacyBaseUrl: `${ORIGIN}/legacy`, projectId: 'proj', loyaltyProjectId: 'proj-loyalty', stageProjectId: 'proj-stage', timeoutMs: 5000 });

const accountShape = z.object({ accountNumber: z.string(), balance: z.number() });
const empty = z.object({}).loose();

const GET_ACCOUNT_PATH = '/v1/CALL/WalletAPI/getAccount/proj';
const LOAD_PATH = '/v1/CALL/WalletAPI/load/proj';

let agent: MockAgent;
let client: CommerceClient;

beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
  client = new CommerceClient(config, agent);
});
afterEach(() => agent.close());

function headerMap(headers: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) result[String(headers[i]).toLowerCase()] = String(headers[i + 1]);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) result[name.toLowerCase()] = String(value);
  }
  return result;
}

const getAccount = (apiKey: string | undefined) =>
  client.call(walletOperations.walletAccount, {
    apiKey,
    body: { walletId: 'w-1', currency: 'POINT', accountNumber: 'PNT-1' },
    response: accountShape,
  });

const load = () =>
  client.call(walletOperations.loadWallet, {
    apiKey: KEY,
    body: { walletId: 'w-1', currency: 'POINT', accountNumber: 'PNT-1', amount: 5 },
    response: empty,
  });

function replyOnGetAccount(status: number, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  agent
    .get(ORIGIN)
    .intercept({ path: GET_ACCOUNT_PATH, method: 'POST' })
    .reply(status, typeof body === 'string' ? body : JSON.stringify(body), { headers });
}

describe('requests', () => {
  it('POSTs the JSON body with the x-api-key and content-type headers', async () => {
    const seen: { headers: Record<string, string>; body: unknown }[] = [];
    agent
      .get(ORIGIN)
      .intercept({ path: GET_ACCOUNT_PATH, method: 'POST' })
      .reply((options) => {
        seen.push({ headers: headerMap(options.headers), body: JSON.parse(String(options.body)) });
        return { statusCode: 200, data: { accountNumber: 'PNT-1', balance: 12.5 } };
      });
    await expect(getAccount(KEY)).resolves.toEqual({ accountNumber: 'PNT-1', balance: 12.5 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['x-api-key']).toBe(KEY);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.body).toEqual({ walletId: 'w-1', currency: 'POINT', accountNumber: 'PNT-1' });
  });

  it('sends a GET operation as a GET without a body, keyed by its path segment', async () => {
    const seen: { headers: Record<string, string>; body: unknown }[] = [];
    agent
      .get(ORIGIN)
      .intercept({ path: '/v1/CALL/MerchantImportJob/checkBatchStatus/batch-9', method: 'GET' })
      .reply((options) => {
        seen.push({ headers: headerMap(options.headers), body: options.body });
        return { statusCode: 200, data: { batchStatus: 'DONE' } };
      });
    const result = await client.call(merchantOperations.merchantImportBatch, {
      apiKey: KEY,
      key: 'batch-9',
      body: { ignored: true },
      response: z.object({ batchStatus: z.string() }),
    });
    expect(result).toEqual({ batchStatus: 'DONE' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body ?? undefined).toBeUndefined();
    expect(seen[0]!.headers['x-api-key']).toBe(KEY);
    expect(seen[0]!.headers['content-type']).toBeUndefined();
  });

  it('answers UNAUTHENTICATED without a key and sends nothing', async () => {
    replyOnGetAccount(200, { accountNumber: 'PNT-1', balance: 1 });
    const error = await failure(getAccount(undefined));
    expect(error.extensions.code).toBe('UNAUTHENTICATED');
    expect(agent.pendingInterceptors()).toHaveLength(1);
  });
});

describe('status mapping', () => {
  it('maps 400 to BAD_USER_INPUT carrying the service message and naming the fields it names', async () => {
    replyOnGetAccount(400, { status: 400, message: 'Invalid request: walletId: is required' });
    const error = await failure(getAccount(KEY));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Invalid request: walletId: is required');
    expect(error.extensions.fields).toEqual(['walletId']);
    expect(error.extensions.detail).toBe('WalletAPI/getAccount failed (400): Invalid request: walletId: is required');
    expect(error.extensions.upstream).toEqual({ operation: 'WalletAPI/getAccount', status: 400 });
  });

  it('keeps what the service says of a refusal other than a bad request out of the message', async () => {
    replyOnGetAccount(403, { status: 403, message: 'key k-7 lacks project proj' });
    const error = await failure(getAccount(KEY));
    expect(error.message).toBe('The service refused the request');
    expect(error.extensions.detail).toBe('WalletAPI/getAccount failed (403): key k-7 lacks project proj');
  });

  it.each([
    [401, 'FORBIDDEN'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [500, 'UPSTREAM_UNAVAILABLE'],
  ])('maps %i to %s with the operation and status', async (status, code) => {
    replyOnGetAccount(status, { status, message: 'nope' });
    const error = await failure(getAccount(KEY));
    expect(error.extensions.code).toBe(code);
    expect(error.extensions.upstream).toEqual({ operation: 'WalletAPI/getAccount', status });
  });

  it('maps a 200 that is not JSON to UPSTREAM_BAD_RESPONSE', async () => {
    replyOnGetAccount(200, '<html>maintenance</html>', { 'content-type': 'text/html' });
    const error = await failure(getAccount(KEY));
    expect(error.extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    expect(error.extensions.upstream).toEqual({ operation: 'WalletAPI/getAccount', status: 200 });
  });

  it('maps a 200 of the wrong shape to UPSTREAM_BAD_RESPONSE naming the path', async () => {
    replyOnGetAccount(200, { accountNumber: 'PNT-1', balance: 'lots' });
    const error = await failure(getAccount(KEY));
    expect(error.extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    expect(error.extensions.detail).toContain('balance');
    expect(error.extensions.upstream).toEqual({ operation: 'WalletAPI/getAccount', status: 200 });
  });

  it('names a nested path of a wrong shape', async () => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/v1/CALL/WalletAPI/listAccounts/proj', method: 'POST' })
      .reply(200, JSON.stringify({ result: [{ accountNumber: 'A' }, { accountNumber: 7 }] }));
    const error = await failure(
      client.call(walletOperations.walletAccounts, {
        apiKey: KEY,
        response: z.object({ result: z.array(z.object({ accountNumber: z.string() })) }),
      }),
    );
    expect(error.extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    expect(error.extensions.detail).toContain('result.1.accountNumber');
  });
});

describe('the API key', () => {
  it.each([400, 403, 500])('never appears in an error message, even when a %i echoes it', async (status) => {
    replyOnGetAccount(status, { message: `key ${KEY} is not valid for ${KEY}` });
    const error = await failure(getAccount(KEY));
    expect(error.message).not.toContain(KEY);
    expect(JSON.stringify(error.toJSON())).not.toContain(KEY);
  });
});

describe('retries', () => {
  const socketError = () => new undiciErrors.SocketError('other side closed');

  it('retries a read after a connection error, then succeeds', async () => {
    const pool = agent.get(ORIGIN);
    pool.intercept({ path: GET_ACCOUNT_PATH, method: 'POST' }).replyWithError(socketError()).times(1);
    pool
      .intercept({ path: GET_ACCOUNT_PATH, method: 'POST' })
      .reply(200, JSON.stringify({ accountNumber: 'PNT-1', balance: 3 }))
      .times(1);
    // A further answer that must stay unused: the read stops at its first success.
    pool.intercept({ path: GET_ACCOUNT_PATH, method: 'POST' }).reply(500, '{}').times(1);
    await expect(getAccount(KEY)).resolves.toEqual({ accountNumber: 'PNT-1', balance: 3 });
    expect(agent.pendingInterceptors()).toHaveLength(1);
  });

  it('gives up on a read after the third connection error (two retries)', async () => {
    const pool = agent.get(ORIGIN);
    pool.intercept({ path: GET_ACCOUNT_PATH, method: 'POST' }).replyWithError(socketError()).times(3);
    pool.intercept({ path: GET_ACCOUNT_PATH, method: 'POST' }).reply(200, '{}').times(1);
    const error = await failure(getAccount(KEY));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(agent.pendingInterceptors()).toHaveLength(1);
  });

  it('sends a write exactly once and answers UPSTREAM_OUTCOME_UNKNOWN when its connection breaks', async () => {
    const pool = agent.get(ORIGIN);
    pool.intercept({ path: LOAD_PATH, method: 'POST' }).replyWithError(socketError()).times(1);
    pool.intercept({ path: LOAD_PATH, method: 'POST' }).reply(200, '{}').times(1);
    const error = await failure(load());
    expect(error.extensions.code).toBe('UPSTREAM_OUTCOME_UNKNOWN');
    expect(error.extensions.delivered).toBe('unknown');
    expect(error.extensions.upstream).toEqual({ operation: 'WalletAPI/load', status: null });
    expect(agent.pendingInterceptors()).toHaveLength(1);
    expect(agent.pendingInterceptors()[0]!.path).toBe(LOAD_PATH);
  });
});

describe('timeouts', () => {
  let server: Server;
  let dispatcher: Agent;
  beforeAll(async () => {
    // Accepts the request and never answers.
    server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    dispatcher = new Agent();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await dispatcher.close();
  });

  it('answers UPSTREAM_TIMEOUT when the service does not answer in time', async () => {
    const { port } = server.address() as AddressInfo;
    const slow = new CommerceClient({ ...config, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 }, dispatcher);
    const error = await failure(
      slow.call(walletOperations.walletAccount, { apiKey: KEY, body: {}, response: accountShape }),
    );
    expect(error.extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(error.extensions.upstream).toEqual({ operation: 'WalletAPI/getAccount', status: null });
  });

  it('ends a write still waiting for a connection at its own deadline, and never sends it', async () => {
    const received: string[] = [];
    const holding = createServer((req) => received.push(req.url ?? ''));
    await new Promise<void>((resolve) => holding.listen(0, '127.0.0.1', resolve));
    // One connection to the service: the read holds it, and the write waits behind it.
    const single = new Agent({ connections: 1 });
    const baseUrl = `http://127.0.0.1:${(holding.address() as AddressInfo).port}`;
    try {
      const patient = new CommerceClient({ ...config, baseUrl, timeoutMs: 3_000 }, single);
      const hasty = new CommerceClient({ ...config, baseUrl, timeoutMs: 200 }, single);
      const settled: string[] = [];
      const read = failure(patient.call(walletOperations.walletAccount, { apiKey: KEY, body: {}, response: accountShape })).finally(() => settled.push('read'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const write = failure(hasty.call(walletOperations.loadWallet, { apiKey: KEY, body: { amount: 5 }, response: empty })).finally(() => settled.push('write'));
      const error = await write;
      // It did not wait for the connection to come free (the read's 3 s), and it says nothing was sent.
      expect(settled).toEqual(['write']);
      expect(error.extensions.code).toBe('UPSTREAM_TIMEOUT');
      expect(error.extensions.delivered).toBe(false);
      expect(error.extensions.upstream).toEqual({ operation: 'WalletAPI/load', status: null });
      expect((await read).extensions.code).toBe('UPSTREAM_TIMEOUT');
      // The connection the read gave up is free again: the write, aborted in the queue, is not sent on it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toEqual(['/CALL/WalletAPI/getAccount/proj']);
    } finally {
      holding.closeAllConnections();
      await new Promise<void>((resolve) => holding.close(() => resolve()));
      await single.close();
    }
  });
});
