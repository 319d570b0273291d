import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { z } from 'zod';
import { abandonBudget, answerPool, holdCopy, lend, releaseBudget, requestClient, settle, upstreamBudget } from '../../../gateway/limits/upstream-budget';
import { CommerceClient, type CallOptions } from '../../../subgraphs/shared/client';
import { ANONYMOUS, type Caller } from '../../../subgraphs/shared/caller';
import type { ServiceConfig } from '../../../subgraphs/shared/service-config';
import type { OperationSpec } from '../../../subgraphs/shared/operations';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { operations as walletOperations } from '../../../subgraphs/wallets/operations';
import { testServiceConfig } from '../../helpers/service-config';

/** A client that records what each call was sent with. */
function recordingClient(): { client: RequestScope['client']; sent: { operation: string; caller: string | undefined }[] } {
  const sent: { operation: string; caller: string | undefined }[] = [];
  return {
    sent,
    client: {
      config: {} as ServiceConfig,
      call: <T>(spec: OperationSpec, options: CallOptions<T>) => {
        sent.push({ operation: spec.name, caller: options.caller });
        return Promise.resolve({} as T);
      },
    },
  };
}

/** One schema for every read: reads are merged in flight per response schema. */
const ANY_OBJECT = z.object({}).passthrough();
const read = (client: RequestScope['client'], accountNumber = 'PNT-001') =>
  client.call(walletOperations.walletAccount, { apiKey: 'k3y-0123456789abcdef', body: { accountNumber }, response: ANY_OBJECT });

describe('the per-request client', () => {
  it('names the caller on every call, so merged reads never cross users', async () => {
    const { client, sent } = recordingClient();
    const alice: Caller = { kind: 'user', userId: 'alice', scopes: new Set() };
    const bob: Caller = { kind: 'user', userId: 'bob', scopes: new Set() };
    await read(requestClient(client, undefined, alice));
    await read(requestClient(client, undefined, bob));
    await read(requestClient(client, undefined, ANONYMOUS));
    expect(sent.map((call) => call.caller)).toEqual(['user:alice', 'user:bob', 'anonymous']);
  });
});

describe("an operation's budget, on the real service client", () => {
  let server: Server;
  let requests: number;
  let answer: { status: number; body: string };
  let dispatcher: Agent;
  let service: CommerceClient;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests++;
      req.resume();
      req.on('end', () => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    requests = 0;
    dispatcher = new Agent();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    service = new CommerceClient(
      testServiceConfig({ baseUrl: base, apiKey: 'k3y-0123456789abcdef', timeoutMs: 5_000, maxResponseBytes: 1024 * 1024 }),
      dispatcher,
    );
  });
  afterEach(() => dispatcher.destroy());

  it('counts every request sent, retries included, and sends nothing past the limit', async () => {
    answer = { status: 503, body: '{}' };
    const limited = requestClient(service, upstreamBudget(4, 1024 * 1024), ANONYMOUS);
    // A read is tried three times: the first takes three requests of the four.
    await expect(read(limited, 'a')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(requests).toBe(3);
    // The second is sent once; its retry would pass the limit, so the service's own failure is reported.
    await expect(read(limited, 'b')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(requests).toBe(4);
    await expect(read(limited, 'c')).rejects.toMatchObject({
      extensions: { code: 'OPERATION_TOO_EXPENSIVE', delivered: false, maxUpstreamCalls: 4 },
    });
    expect(requests).toBe(4);
  });

  it('counts the bytes of every answer handed to the operation, joined reads included, and sends nothing past the limit', async () => {
    answer = { status: 200, body: JSON.stringify({ padding: 'x'.repeat(3_000) }) };
    const budget = upstreamBudget(100, 8_000);
    const limited = requestClient(service, budget, ANONYMOUS);
    // Two identical reads at once: one request, but both answers become part of the response.
    await Promise.all([read(limited, 'same'), read(limited, 'same')]);
    expect(requests).toBe(1);
    expect(budget.bytes).toBe(2 * answer.body.length);
    // The third answer passes the budget: the field that needed it fails; it was delivered.
    await expect(read(limited, 'third')).rejects.toMatchObject({
      extensions: { code: 'OPERATION_RESPONSE_TOO_LARGE', delivered: true, maxOperationResponseBytes: 8_000 },
    });
    expect(requests).toBe(2);
    await expect(read(limited, 'fourth')).rejects.toMatchObject({ extensions: { code: 'OPERATION_RESPONSE_TOO_LARGE', delivered: false } });
    expect(requests).toBe(2);
  });

  it('counts bytes, not characters, for answers read and answers joined', async () => {
    answer = { status: 200, body: JSON.stringify({ padding: 'é'.repeat(1_000) }) };
    const budget = upstreamBudget(100, 1024 * 1024);
    const limited = requestClient(service, budget, ANONYMOUS);
    await Promise.all([read(limited, 'accents'), read(limited, 'accents')]);
    expect(requests).toBe(1);
    expect(budget.bytes).toBe(2 * Buffer.byteLength(answer.body));
  });

  it("keeps a write's acknowledged answer even past the byte budget: a client must not send it again", async () => {
    answer = { status: 200, body: JSON.stringify({ transactionId: 't-1', padding: 'x'.repeat(3_000) }) };
    const limited = requestClient(service, upstreamBudget(100, 2_000), ANONYMOUS);
    const result = await limited.call(walletOperations.loadWallet, { apiKey: 'k3y-0123456789abcdef', body: {}, response: z.object({ transactionId: z.string() }).passthrough() });
    expect(result).toMatchObject({ transactionId: 't-1' });
    await expect(read(limited, 'after')).rejects.toMatchObject({ extensions: { code: 'OPERATION_RESPONSE_TOO_LARGE', delivered: false } });
    expect(requests).toBe(1);
  });
});

/** A service answering every request with `body` after `delayMs`, and the real client in front of it, for `run`. */
async function withPaddedService(body: string, delayMs: number, run: (service: CommerceClient, requests: () => number) => Promise<void>): Promise<void> {
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    req.resume();
    req.on('end', () => setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(body), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dispatcher = new Agent();
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await run(new CommerceClient(testServiceConfig({ baseUrl: base, apiKey: 'k3y-0123456789abcdef', timeoutMs: 5_000, maxResponseBytes: 1024 * 1024 }), dispatcher), () => requests);
  } finally {
    await dispatcher.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe("the process's pool of answer bytes", () => {
  it('cuts a read whose answer would take the pool past its bound, refuses later ones unsent, and takes them again once responses are gone', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(6_000) });
    await withPaddedService(body, 0, async (service, requests) => {
      const pool = answerPool(10_000, 10_000);
      // Two operations, each well within its own budget: together they pass the pool.
      const first = upstreamBudget(100, 1024 * 1024, pool);
      const second = upstreamBudget(100, 1024 * 1024, pool);
      await read(requestClient(service, first, ANONYMOUS), 'one');
      expect(pool.held).toBe(body.length);
      await expect(read(requestClient(service, second, ANONYMOUS), 'two')).rejects.toMatchObject({
        extensions: { code: 'RATE_LIMITED', delivered: true, retryAfter: 1 },
      });
      await expect(read(requestClient(service, second, ANONYMOUS), 'three')).rejects.toMatchObject({
        extensions: { code: 'RATE_LIMITED', delivered: false },
      });
      expect(requests()).toBe(2);
      // Once both responses are gone, the pool is empty again and a new operation reads as usual.
      releaseBudget(first);
      releaseBudget(second);
      expect(pool.held).toBe(0);
      await expect(read(requestClient(service, upstreamBudget(100, 1024 * 1024, pool), ANONYMOUS), 'four')).resolves.toMatchObject({ padding: expect.any(String) });
      // A released operation sends nothing more: its response is gone.
      await expect(read(requestClient(service, first, ANONYMOUS), 'five')).rejects.toMatchObject({ extensions: { code: 'OPERATION_TOO_EXPENSIVE' } });
      expect(requests()).toBe(3);
    });
  });
});

describe("a client address's share of the pool", () => {
  it('cuts and refuses the reads of an address past its share while another address reads, and gives the share back with its responses', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(6_000) });
    await withPaddedService(body, 0, async (service, requests) => {
      // Room for three answers in the pool, one in an address's share.
      const pool = answerPool(20_000, 10_000);
      const first = upstreamBudget(100, 1024 * 1024, pool, '127.0.0.4');
      const second = upstreamBudget(100, 1024 * 1024, pool, '127.0.0.4');
      await read(requestClient(service, first, ANONYMOUS), 'one');
      expect(pool.byAddress.get('127.0.0.4')).toBe(body.length);
      // A second operation of the same address: its answer passes the share and is cut, the next is not sent.
      await expect(read(requestClient(service, second, ANONYMOUS), 'two')).rejects.toMatchObject({
        extensions: { code: 'RATE_LIMITED', delivered: true, retryAfter: 1, maxInflightResponseBytesPerAddress: 10_000 },
      });
      await expect(read(requestClient(service, second, ANONYMOUS), 'three')).rejects.toMatchObject({
        extensions: { code: 'RATE_LIMITED', delivered: false, maxInflightResponseBytesPerAddress: 10_000 },
      });
      expect(requests()).toBe(2);
      // Another address still reads: the pool as a whole has room.
      const other = upstreamBudget(100, 1024 * 1024, pool, '127.0.0.5');
      await expect(read(requestClient(service, other, ANONYMOUS), 'four')).resolves.toMatchObject({ padding: expect.any(String) });
      expect(requests()).toBe(3);
      // Once its responses are gone, the address holds nothing and reads again.
      releaseBudget(first);
      releaseBudget(second);
      releaseBudget(other);
      expect({ held: pool.held, addresses: pool.byAddress.size }).toEqual({ held: 0, addresses: 0 });
      await expect(read(requestClient(service, upstreamBudget(100, 1024 * 1024, pool, '127.0.0.4'), ANONYMOUS), 'five')).resolves.toMatchObject({ padding: expect.any(String) });
    });
  });

  it('refuses a copy of a read merged in flight past the share, before it is made', () => {
    const pool = answerPool(20_000, 10_000);
    const holder = upstreamBudget(100, 1024 * 1024, pool, '127.0.0.4');
    expect(holdCopy(holder, 8_000)).toBeUndefined();
    expect(holdCopy(upstreamBudget(100, 1024 * 1024, pool, '127.0.0.4'), 3_000)).toMatchObject({ extensions: { code: 'RATE_LIMITED', maxInflightResponseBytesPerAddress: 10_000 } });
    expect(holdCopy(upstreamBudget(100, 1024 * 1024, pool, '127.0.0.5'), 3_000)).toBeUndefined();
    expect(pool.held).toBe(11_000);
  });
});

describe('a share lent to a subgraph served on its own', () => {
  it('is refused, not sent, when the pool or the address share has no room for it, and counts what the subgraph spent once it answers', async () => {
    const pool = answerPool(20_000, 10_000);
    // The address holds 4 kB already: room for a share of 6 kB, not of 8.
    expect(holdCopy(upstreamBudget(100, 1024 * 1024, pool, '127.0.0.4'), 4_000)).toBeUndefined();
    await expect(lend(upstreamBudget(100, 8_000, pool, '127.0.0.4'))).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED', delivered: false, retryAfter: 1, maxInflightResponseBytesPerAddress: 10_000 },
    });
    const lent = upstreamBudget(100, 6_000, pool, '127.0.0.4');
    const share = await lend(lent);
    expect(share).toEqual({ calls: 100, bytes: 6_000 });
    // Lent, not held: the subgraph may spend little of it.
    expect(pool.held).toBe(4_000);
    // Another address has its own room.
    await expect(lend(upstreamBudget(100, 8_000, pool, '127.0.0.5'))).resolves.toEqual({ calls: 100, bytes: 8_000 });
    // The subgraph spent 3 kB: that is what is held, as the operation's.
    settle(lent, share, { calls: 1, bytes: 3_000 });
    expect({ held: pool.held, address: pool.byAddress.get('127.0.0.4'), bytes: lent.bytes }).toEqual({ held: 7_000, address: 7_000, bytes: 3_000 });
    releaseBudget(lent);
    expect(pool.byAddress.get('127.0.0.4')).toBe(4_000);
  });
});

describe('an operation whose client is gone', () => {
  it('sends nothing more, and holds what its reads in flight bring in until its work ends', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(6_000) });
    // Answered 100 ms after each request: after the client has gone.
    await withPaddedService(body, 100, async (service, requests) => {
      const pool = answerPool(1024 * 1024, 1024 * 1024);
      const budget = upstreamBudget(100, 1024 * 1024, pool);
      const client = requestClient(service, budget, ANONYMOUS);
      const inFlight = read(client, 'one');
      await new Promise((resolve) => setTimeout(resolve, 30));
      abandonBudget(budget);
      await expect(read(client, 'two')).rejects.toMatchObject({ extensions: { code: 'OPERATION_TOO_EXPENSIVE', delivered: false } });
      await inFlight;
      expect({ requests: requests(), held: pool.held }).toEqual({ requests: 1, held: body.length });
      releaseBudget(budget);
      expect(pool.held).toBe(0);
    });
  });
});

describe("an operation's deadline, on the real service client", () => {
  it('ends a call by what is left of its operation, and sends none once the operation is past it', async () => {
    let requests = 0;
    const server = createServer((req, res) => {
      requests++;
      req.resume();
      // Answers after 2 s: well within the call's own 5 s.
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 2_000);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dispatcher = new Agent();
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const service = new CommerceClient(
        testServiceConfig({ baseUrl: base, apiKey: 'k3y-0123456789abcdef', timeoutMs: 5_000, maxResponseBytes: 1024 * 1024 }),
        dispatcher,
      );
      const soon = requestClient(service, undefined, ANONYMOUS, undefined, Date.now() + 300);
      await expect(read(soon, 'slow')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT' } });
      expect(requests).toBe(1);
      const past = requestClient(service, undefined, ANONYMOUS, undefined, Date.now() - 1);
      await expect(read(past, 'late')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT', delivered: false } });
      expect(requests).toBe(1);
    } finally {
      await dispatcher.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('a read joined in flight that fails for the operation that made it', () => {
  const body = JSON.stringify({ padding: 'x'.repeat(6_000) });
  const roomy = () => upstreamBudget(100, 1024 * 1024);

  it("is read again for whoever joined it when the maker's budget cut it: the joiner did not spend that budget", async () => {
    await withPaddedService(body, 50, async (service, requests) => {
      const maker = read(requestClient(service, upstreamBudget(100, 4_000), ANONYMOUS), 'same');
      const joiner = read(requestClient(service, roomy(), ANONYMOUS), 'same');
      await expect(maker).rejects.toMatchObject({ extensions: { code: 'OPERATION_RESPONSE_TOO_LARGE', delivered: true } });
      await expect(joiner).resolves.toEqual({ padding: 'x'.repeat(6_000) });
      expect(requests()).toBe(2);
    });
  });

  it("is read again for whoever joined it when the maker's deadline cut it short of the call's own timeout", async () => {
    await withPaddedService(body, 300, async (service, requests) => {
      const maker = read(requestClient(service, roomy(), ANONYMOUS, undefined, Date.now() + 100), 'same');
      const joiner = read(requestClient(service, roomy(), ANONYMOUS, undefined, Date.now() + 5_000), 'same');
      await expect(maker).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT' } });
      await expect(joiner).resolves.toEqual({ padding: 'x'.repeat(6_000) });
      expect(requests()).toBe(2);
    });
  });

  it("is read again for whoever joined it when the maker's deadline left no time for a retry", async () => {
    let requests = 0;
    const server = createServer((req, res) => {
      requests++;
      req.resume();
      // Unavailable once, for a second; then answered.
      req.on('end', () => (requests === 1 ? res.writeHead(503, { 'retry-after': '1' }).end() : res.writeHead(200, { 'content-type': 'application/json' }).end(body)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dispatcher = new Agent();
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const service = new CommerceClient(testServiceConfig({ baseUrl: base, apiKey: 'k3y-0123456789abcdef', timeoutMs: 5_000, maxResponseBytes: 1024 * 1024 }), dispatcher);
      const maker = read(requestClient(service, roomy(), ANONYMOUS, undefined, Date.now() + 500), 'same');
      const joiner = read(requestClient(service, roomy(), ANONYMOUS, undefined, Date.now() + 5_000), 'same');
      await expect(maker).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
      await expect(joiner).resolves.toEqual({ padding: 'x'.repeat(6_000) });
      expect(requests).toBe(2);
    } finally {
      await dispatcher.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("hands a failure of the service's own to everyone who joined, and reads nothing more", async () => {
    let requests = 0;
    const server = createServer((req, res) => {
      requests++;
      req.resume();
      req.on('end', () => setTimeout(() => res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"No such account"}'), 50));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dispatcher = new Agent();
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const service = new CommerceClient(testServiceConfig({ baseUrl: base, apiKey: 'k3y-0123456789abcdef', timeoutMs: 5_000, maxResponseBytes: 1024 * 1024 }), dispatcher);
      const reads = [read(requestClient(service, roomy(), ANONYMOUS), 'gone'), read(requestClient(service, roomy(), ANONYMOUS), 'gone')];
      for (const settled of await Promise.allSettled(reads)) expect(settled).toMatchObject({ status: 'rejected', reason: { extensions: { code: 'NOT_FOUND' } } });
      expect(requests).toBe(1);
    } finally {
      await dispatcher.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
