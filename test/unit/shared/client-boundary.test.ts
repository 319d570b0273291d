import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { z } from 'zod';
import { CommerceClient, retryAfterSeconds, serviceMessage } from '../../../subgraphs/shared/client';
import type { ServiceConfig } from '../../../subgraphs/shared/service-config';
import { operations as walletOperations } from '../../../subgraphs/wallets/operations';
import { failure } from '../../helpers/call-failure';
import { testServiceConfig } from '../../helpers/service-config';

const KEY = 'k3y-0123456789abcdef0123456789ab';

type Handler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;

/** A service whose every answer a test scripts; it counts the requests it received per path. */
let server: Server;
let handler: Handler;
let calls: Map<string, number>;
let dispatcher: Agent;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    const attempt = (calls.get(path) ?? 0) + 1;
    calls.set(path, attempt);
    req.resume();
    req.on('end', () => handler(req, res, attempt));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  calls = new Map();
  dispatcher = new Agent();
});
afterEach(async () => {
  server.closeAllConnections();
  await dispatcher.destroy();
});

function client(overrides: Partial<ServiceConfig> = {}): CommerceClient {
  return new CommerceClient(
    testServiceConfig({ baseUrl: base, apiKey: KEY, timeoutMs: 2_000, maxResponseBytes: 64 * 1024, ...overrides }),
    dispatcher,
  );
}

const GET_ACCOUNT = '/CALL/WalletAPI/getAccount/p';
const LOAD = '/CALL/WalletAPI/load/p';
const CANCEL = '/CALL/WalletAPI/cancel/p';

const account = z.object({ accountNumber: z.string(), balance: z.number().nullish() });
const acknowledgement = z.object({}).loose();
const cancelResult = z.object({ transaction: z.object({ transactionId: z.string() }), balance: z.number() });

const read = (c = client()) =>
  c.call(walletOperations.walletAccount, { apiKey: KEY, body: { accountNumber: 'A-1' }, response: account });
const load = (c = client()) =>
  c.call(walletOperations.loadWallet, { apiKey: KEY, body: { accountNumber: 'A-1', amount: 1 }, response: acknowledgement });
const cancel = (c = client()) =>
  c.call(walletOperations.cancelWalletTransaction, { apiKey: KEY, body: { transactionId: 't' }, response: cancelResult });

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

describe('the deadline', () => {
  it('bounds the whole call when the service drips its body one byte at a time', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const body = JSON.stringify({ accountNumber: 'A-1', balance: 1 });
      let index = 0;
      const timer = setInterval(() => {
        if (res.destroyed || index >= body.length) return clearInterval(timer);
        res.write(body[index++]);
      }, 150);
      res.on('close', () => clearInterval(timer));
    };
    const started = performance.now();
    const error = await failure(read(client({ timeoutMs: 500 })));
    const elapsed = performance.now() - started;
    expect(error.extensions.code).toBe('UPSTREAM_TIMEOUT');
    // The drip would take about 5 s; the deadline ends it. Generous margin: the machine is shared.
    expect(elapsed).toBeLessThan(3_000);
    expect(calls.get(GET_ACCOUNT)).toBe(1);
  });

  it('reports a write whose answer did not come before the deadline as of unknown outcome, sent once', async () => {
    handler = () => undefined;
    const error = await failure(load(client({ timeoutMs: 300 })));
    expect(error.extensions.code).toBe('UPSTREAM_OUTCOME_UNKNOWN');
    expect(error.extensions.delivered).toBe('unknown');
    expect(calls.get(LOAD)).toBe(1);
  });
});

describe('bounded bodies', () => {
  it('aborts a streamed body past the limit with UPSTREAM_BAD_RESPONSE', async () => {
    let written = 0;
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"accountNumber":"A-1","padding":"');
      const chunk = 'x'.repeat(16 * 1024);
      const push = () => {
        while (!res.destroyed && written < 50 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        if (!res.destroyed) res.end('"}');
      };
      push();
    };
    const error = await failure(read());
    expect(error.extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    expect(error.extensions.detail).toContain('larger than the configured limit');
    // The transfer stopped long before its 50 MB.
    expect(written).toBeLessThan(10 * 1024 * 1024);
  });

  it('refuses a declared Content-Length past the limit without reading it', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(1024 * 1024) });
      res.write('{');
    };
    const error = await failure(read());
    expect(error.extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
  });

  it('still reports an acknowledged write as done when its body is too large to read', async () => {
    handler = (_req, res) => json(res, 200, { padding: 'x'.repeat(100 * 1024) });
    await expect(load()).resolves.toEqual({});
    expect(calls.get(LOAD)).toBe(1);
  });
});

describe('status mapping and read retries', () => {
  it('maps 429 to UPSTREAM_RATE_LIMITED with retryAfter, retrying a read only while Retry-After fits the deadline', async () => {
    handler = (_req, res) => json(res, 429, { message: 'slow down' }, { 'retry-after': '30' });
    const error = await failure(read());
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_RATE_LIMITED', retryAfter: 30, upstream: { status: 429 } });
    expect(calls.get(GET_ACCOUNT)).toBe(1);
  });

  it('retries a read after a 429 whose Retry-After fits, then succeeds', async () => {
    handler = (_req, res, attempt) =>
      attempt === 1 ? json(res, 429, {}, { 'retry-after': '0' }) : json(res, 200, { accountNumber: 'A-1', balance: 4 });
    await expect(read()).resolves.toEqual({ accountNumber: 'A-1', balance: 4 });
    expect(calls.get(GET_ACCOUNT)).toBe(2);
  });

  it('waits out the Retry-After of a 503 before retrying a read, and does not retry past the deadline', async () => {
    const times: number[] = [];
    handler = (_req, res, attempt) => {
      times.push(performance.now());
      if (attempt === 1) json(res, 503, {}, { 'retry-after': '1' });
      else json(res, 200, { accountNumber: 'A-1', balance: 4 });
    };
    await expect(read()).resolves.toEqual({ accountNumber: 'A-1', balance: 4 });
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    handler = (_req, res) => json(res, 503, {}, { 'retry-after': '30' });
    const error = await failure(read());
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: 30, upstream: { status: 503 } });
    expect(calls.get(GET_ACCOUNT)).toBe(3);
  });

  it.each([502, 503, 504])('retries a read on %i at most twice', async (status) => {
    handler = (_req, res) => json(res, status, {});
    const error = await failure(read());
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(calls.get(GET_ACCOUNT)).toBe(3);
  });

  it('never retries a write, whatever the status', async () => {
    handler = (_req, res) => json(res, 503, {});
    const error = await failure(load());
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', delivered: true });
    expect(calls.get(LOAD)).toBe(1);
  });

  it.each([502, 504])('reports a write answered %i by a proxy as of unknown outcome', async (status) => {
    handler = (_req, res) => json(res, status, {});
    const error = await failure(load());
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN', delivered: 'unknown' });
    expect(calls.get(LOAD)).toBe(1);
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds(new Date(10_500).toUTCString(), 0)).toBe(10);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
  });
});

describe('honest write outcomes', () => {
  it('answers UPSTREAM_UNAVAILABLE with delivered false when nothing could be sent', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(load(client({ baseUrl: `http://127.0.0.1:${port}` })));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', delivered: false });
    expect(error.message).toContain('nothing was sent');
  });

  it('answers UPSTREAM_OUTCOME_UNKNOWN when the connection resets before any answer, sending the write once', async () => {
    handler = (req) => req.socket.destroy();
    const error = await failure(load());
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN', delivered: 'unknown' });
    expect(calls.get(LOAD)).toBe(1);
  });

  it('reports a write as applied when the connection resets after its 200 status line', async () => {
    handler = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"a":');
      res.once('finish', () => undefined);
      setTimeout(() => req.socket.destroy(), 20);
    };
    await expect(load()).resolves.toEqual({});
    expect(calls.get(LOAD)).toBe(1);
  });

  it('says a write was applied when its 200 answer lacks what the result needs', async () => {
    handler = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"transaction":');
      setTimeout(() => req.socket.destroy(), 20);
    };
    const error = await failure(cancel());
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_BAD_RESPONSE', delivered: true });
    expect(error.message).toContain('was applied');
    expect(calls.get(CANCEL)).toBe(1);
  });

  it('retries a read whose connection resets mid-body', async () => {
    handler = (req, res, attempt) => {
      if (attempt > 1) return json(res, 200, { accountNumber: 'A-1', balance: 2 });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"accountNumber":');
      setTimeout(() => req.socket.destroy(), 20);
    };
    await expect(read()).resolves.toEqual({ accountNumber: 'A-1', balance: 2 });
    expect(calls.get(GET_ACCOUNT)).toBe(2);
  });
});

describe('clean service messages', () => {
  it('never pastes an HTML error page into the message', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.25.3</center></body></html>');
    };
    const error = await failure(read());
    expect(error.message).toBe('The service is unavailable: try again later');
    expect(error.extensions.detail).toBe('WalletAPI/getAccount failed with status 502');
    expect(error.extensions.upstream).toEqual({ operation: 'WalletAPI/getAccount', status: 502 });
  });

  it('redacts the key before cutting, so no part of a key straddling the cut survives', async () => {
    // Raw, the key straddles character 300; redacted first, nothing of it is left to cut.
    const message = `${'m'.repeat(280)}${KEY} tail`;
    handler = (_req, res) => json(res, 400, { message });
    const error = await failure(read());
    expect(error.message).toContain('[redacted]');
    for (let length = 4; length <= KEY.length; length++) expect(error.message).not.toContain(KEY.slice(0, length));
    expect(error.message.length).toBeLessThanOrEqual(300);
  });

  it('keeps only a JSON message string, sanitised and at most 300 characters', () => {
    expect(serviceMessage(JSON.stringify({ message: 'bad\u0000 <b>walletId</b>\n\nis   required' }), KEY)).toBe(
      'bad walletId is required',
    );
    expect(serviceMessage('plain text error', KEY)).toBeUndefined();
    expect(serviceMessage(JSON.stringify({ message: 'x'.repeat(1000) }), KEY)).toHaveLength(300);
    expect(serviceMessage(JSON.stringify({ message: `key=${encodeURIComponent('a/b' + KEY)}` }), 'a/b' + KEY)).toBe(
      'key=[redacted]',
    );
  });
});

describe('merging identical reads in flight', () => {
  const slowAccount: Handler = (_req, res) => {
    setTimeout(() => json(res, 200, { accountNumber: 'A-1', balance: 5 }), 50);
  };

  it('sends one request for identical concurrent reads of the same key and caller', async () => {
    handler = slowAccount;
    const shared = client();
    const same = () =>
      shared.call(walletOperations.walletAccount, { apiKey: KEY, caller: 'u1', body: { accountNumber: 'A-1' }, response: account });
    const answers = await Promise.all([same(), same(), same()]);
    expect(answers).toEqual([1, 2, 3].map(() => ({ accountNumber: 'A-1', balance: 5 })));
    expect(calls.get(GET_ACCOUNT)).toBe(1);
  });

  it('never merges across keys, callers or bodies, nor sequential reads', async () => {
    handler = slowAccount;
    const shared = client();
    const as = (apiKey: string, caller: string, accountNumber: string) =>
      shared.call(walletOperations.walletAccount, { apiKey, caller, body: { accountNumber }, response: account });
    await Promise.all([as(KEY, 'u1', 'A-1'), as('other-key', 'u1', 'A-1'), as(KEY, 'u2', 'A-1'), as(KEY, 'u1', 'A-2')]);
    await as(KEY, 'u1', 'A-1');
    expect(calls.get(GET_ACCOUNT)).toBe(5);
  });

  it('does not let a read started after a write join a read that began before it', async () => {
    handler = (req, res) => setTimeout(() => json(res, 200, req.url === LOAD ? {} : { accountNumber: 'A-1', balance: 5 }), 50);
    const shared = client();
    const before = read(shared);
    const written = load(shared);
    const after = read(shared);
    await Promise.all([before, written, after]);
    expect(calls.get(GET_ACCOUNT)).toBe(2);
  });

  it('never merges writes', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, {}), 50);
    const shared = client();
    await Promise.all([load(shared), load(shared)]);
    expect(calls.get(LOAD)).toBe(2);
  });
});
