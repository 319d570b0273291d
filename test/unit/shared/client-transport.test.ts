/**
 * The service client in front of services that misbehave on purpose: raw TCP servers on 127.0.0.1
 * that answer byte for byte as scripted. What a call is charged, that a write is sent at most once and
 * said to be sent only when it may have been, bounded answers, deadlines and retries; and nothing
 * the client does surfaces outside the call's own promise.
 */
import { createServer as createNetServer, type Socket } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { Agent } from 'undici';
import { z } from 'zod';
import { CommerceClient, type CallBudget } from '../../../subgraphs/shared/client';
import type { ServiceConfig } from '../../../subgraphs/shared/service-config';
import { operations as walletOperations } from '../../../subgraphs/wallets/operations';
import { failure } from '../../helpers/call-failure';
import { testServiceConfig } from '../../helpers/service-config';

const KEY = 'k3y-0123456789abcdef0123456789ab';
const account = z.object({ accountNumber: z.string(), balance: z.number().nullish() });
const acknowledgement = z.object({}).loose();
const OK_BODY = '{"accountNumber":"A-1","balance":1}';

/** One request as the raw server saw it, and the socket to answer it on. */
type Script = (socket: Socket, request: string, index: number) => void;

interface RawService {
  base: string;
  /** Request lines received, in order. */
  requests: string[];
  /** TCP connections accepted. */
  connections: number;
  close(): Promise<void>;
}

/** A service that parses just enough HTTP/1.1 to hand each whole request to `script`. */
async function rawService(script: Script): Promise<RawService> {
  const sockets = new Set<Socket>();
  const service = { requests: [] as string[], connections: 0 } as RawService;
  const server = createNetServer((socket) => {
    service.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = '';
    socket.on('data', (data) => {
      buffered += data.toString('latin1');
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/content-length: *(\d+)/i.exec(buffered.slice(0, end))?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        const request = buffered.slice(0, end + 4 + length);
        buffered = buffered.slice(end + 4 + length);
        service.requests.push(request.slice(0, request.indexOf('\r\n')));
        script(socket, request, service.requests.length);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return service;
}

let services: RawService[] = [];
let dispatchers: Agent[] = [];
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

beforeAll(() => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
});
afterAll(() => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
});
beforeEach(() => {
  uncaught.length = 0;
});
afterEach(async () => {
  await Promise.all(dispatchers.map((dispatcher) => dispatcher.destroy()));
  await Promise.all(services.map((service) => service.close()));
  dispatchers = [];
  services = [];
  // Nothing the client did may surface outside the call's own promise.
  expect(uncaught).toEqual([]);
});

async function serve(script: Script): Promise<RawService> {
  const service = await rawService(script);
  services.push(service);
  return service;
}

function client(service: { base: string }, overrides: Partial<ServiceConfig> = {}, dispatcher?: Agent): CommerceClient {
  const agent = dispatcher ?? new Agent();
  if (!dispatcher) dispatchers.push(agent);
  return new CommerceClient(testServiceConfig({ baseUrl: service.base, apiKey: KEY, timeoutMs: 600, maxResponseBytes: 1024, ...overrides }), agent);
}

const read = (c: CommerceClient, extra: { budget?: CallBudget; caller?: string } = {}) =>
  c.call(walletOperations.walletAccount, { apiKey: KEY, body: { accountNumber: 'A-1' }, response: account, ...extra });
const write = (c: CommerceClient, extra: { onAnswerLost?: () => void } = {}) =>
  c.call(walletOperations.loadWallet, { apiKey: KEY, body: { accountNumber: 'A-1', amount: 1 }, response: acknowledgement, ...extra });

/** A budget that refuses nothing and records every `received`. */
function recordingBudget(): { budget: CallBudget; received: number[] } {
  const received: number[] = [];
  return { received, budget: { beforeSend: () => undefined, received: (_operation, bytes) => (received.push(bytes), undefined) } };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A 200 whose body of `body` comes `size` characters at a time, every `everyMs`. */
function drip(socket: Socket, body: string, size: number, everyMs: number): void {
  socket.write(`HTTP/1.1 200 OK\r\ncontent-length: ${body.length}\r\n\r\n`);
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= body.length) return clearInterval(timer);
    socket.write(body.slice(index, index + size));
    index += size;
  }, everyMs);
}
const answer200 = (body: string, headers = '') => `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`;

describe('what a call is charged', () => {
  it('charges a read joined in flight what the answer it is handed weighs, as a read-cache hit of it is charged (invalid UTF-8 triples on decoding)', async () => {
    // 200 bytes that are not UTF-8 inside a JSON string: each becomes U+FFFD (3 bytes) once decoded.
    const body = Buffer.concat([Buffer.from('{"accountNumber":"'), Buffer.alloc(200, 0xff), Buffer.from('","balance":1}')]);
    const service = await serve((socket) => {
      setTimeout(() => socket.write(Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\ncontent-length: ${body.length}\r\n\r\n`), body])), 50);
    });
    const c = client(service);
    const owner = recordingBudget();
    const joiner = recordingBudget();
    const [mine, theirs] = await Promise.all([read(c, { budget: owner.budget, caller: 'u' }), read(c, { budget: joiner.budget, caller: 'u' })]);
    expect(service.requests).toHaveLength(1);
    expect(theirs).toBe(mine);
    const handed = Buffer.byteLength(body.toString('utf8'));
    expect(handed).toBe(632);
    // What it is handed once decoded (632), as a read-cache hit of the same text is: not the 232
    // bytes that came, a third of it.
    expect(sum(joiner.received)).toBe(handed);
  });
});

describe('writes are sent at most once, and said to be sent only when they may have been', () => {
  it('reports a write queued behind a busy connection as not sent at its deadline, and never sends it when that connection comes back healthy', async () => {
    const received: string[] = [];
    // The read is answered after 400 ms on a keep-alive connection that stays open and reusable.
    const holding = createHttpServer((req, res) => {
      received.push(req.url ?? '');
      if (req.url?.includes('getAccount')) setTimeout(() => res.end(OK_BODY), 400);
      else res.end('{}');
    });
    await new Promise<void>((resolve) => holding.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(holding.address() as AddressInfo).port}`;
    const single = new Agent({ connections: 1 });
    dispatchers.push(single);
    try {
      const patient = client({ base }, { timeoutMs: 3_000 }, single);
      const hasty = client({ base }, { timeoutMs: 100 }, single);
      const started = performance.now();
      const reading = read(patient);
      await wait(30);
      const errors = await Promise.all(Array.from({ length: 5 }, () => failure(write(hasty))));
      expect(performance.now() - started).toBeLessThan(350);
      for (const error of errors) {
        expect(error.extensions.code).toBe('UPSTREAM_TIMEOUT');
        expect(error.extensions.delivered).toBe(false);
      }
      await expect(reading).resolves.toEqual({ accountNumber: 'A-1', balance: 1 });
      await wait(300);
      expect(received).toEqual(['/CALL/WalletAPI/getAccount/p']);
    } finally {
      holding.closeAllConnections();
      await new Promise<void>((resolve) => holding.close(() => resolve()));
    }
  });

  it('reports a write that was written and got no status line as UPSTREAM_OUTCOME_UNKNOWN, sent once', async () => {
    const service = await serve(() => undefined);
    const error = await failure(write(client(service, { timeoutMs: 200 })));
    expect(error.extensions.code).toBe('UPSTREAM_OUTCOME_UNKNOWN');
    expect(error.extensions.delivered).toBe('unknown');
    expect(service.requests).toHaveLength(1);
  });

  it('treats a write that got only a 103 before its deadline as written: UPSTREAM_OUTCOME_UNKNOWN, sent once', async () => {
    const service = await serve((socket) => socket.write('HTTP/1.1 103 Early Hints\r\nlink: </a>; rel=preload\r\n\r\n'));
    const error = await failure(write(client(service, { timeoutMs: 200 })));
    expect(error.extensions.code).toBe('UPSTREAM_OUTCOME_UNKNOWN');
    expect(service.requests).toHaveLength(1);
  });

  it('answers a write whose 200 body stops mid-way with the empty answer and answerLost, sent once, at the deadline', async () => {
    const service = await serve((socket) => socket.write('HTTP/1.1 200 OK\r\ncontent-length: 50\r\n\r\n{"transactionId":"'));
    let lost = 0;
    const started = performance.now();
    await expect(write(client(service, { timeoutMs: 300 }), { onAnswerLost: () => lost++ })).resolves.toEqual({});
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(lost).toBe(1);
    expect(service.requests).toHaveLength(1);
  });

  it('never resends a write when the service closes its keep-alive connections between requests', async () => {
    const service = await serve((socket) => {
      socket.write(answer200('{}'));
      setTimeout(() => socket.end(), 2);
    });
    const c = client(service);
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      outcomes.push(await write(c).then(() => 'ok', (error: GraphQLError) => String(error.extensions.code)));
      await wait(i % 2 === 0 ? 1 : 10);
    }
    expect(service.requests).toHaveLength(8);
    for (const outcome of outcomes) expect(['ok', 'UPSTREAM_OUTCOME_UNKNOWN']).toContain(outcome);
  });
});

describe('bounded answers', () => {
  it('refuses a declared Content-Length past the limit at once, body and all in one packet, and closes that connection', async () => {
    const service = await serve((socket) => socket.write(`HTTP/1.1 200 OK\r\ncontent-length: 5000\r\n\r\n${'x'.repeat(5000)}`));
    const error = await failure(read(client(service)));
    expect(error.extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    expect(error.extensions.detail).toContain('larger than the configured limit');
    expect(service.requests).toHaveLength(1);
  });

  it('cuts a chunked answer past the limit on a closing connection and charges only the chunks below it', async () => {
    const service = await serve((socket) => {
      socket.write('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n');
      let sent = 0;
      const timer = setInterval(() => {
        if (socket.destroyed || sent++ >= 8) return clearInterval(timer);
        socket.write(`12c\r\n${'x'.repeat(300)}\r\n`);
      }, 15);
    });
    const { budget, received } = recordingBudget();
    const error = await failure(read(client(service), { budget }));
    expect(error.extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    expect(sum(received)).toBeLessThanOrEqual(1024);
    expect(received.length).toBeGreaterThan(1);
    expect(service.requests).toHaveLength(1);
  });

  it('charges every chunk of an answer it takes, and the answer is whole', async () => {
    const service = await serve((socket) => drip(socket, OK_BODY, 7, 5));
    const { budget, received } = recordingBudget();
    await expect(read(client(service), { budget })).resolves.toEqual({ accountNumber: 'A-1', balance: 1 });
    expect(sum(received)).toBe(OK_BODY.length);
  });

  it('reads a 200 that follows a 103 Early Hints', async () => {
    const service = await serve((socket) => socket.write(`HTTP/1.1 103 Early Hints\r\nlink: </a>\r\n\r\n${answer200(OK_BODY)}`));
    await expect(read(client(service))).resolves.toEqual({ accountNumber: 'A-1', balance: 1 });
  });

  it('keeps a 100 Continue nobody asked for from reaching the answer, retrying the read', async () => {
    const service = await serve((socket) => socket.write(`HTTP/1.1 100 Continue\r\n\r\n${answer200(OK_BODY)}`));
    const error = await failure(read(client(service)));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(service.requests).toHaveLength(3);
  });
});

describe('deadlines and retries', () => {
  it('ends a dripped body at the deadline', async () => {
    const service = await serve((socket) => drip(socket, OK_BODY, 1, 100));
    const started = performance.now();
    const error = await failure(read(client(service, { timeoutMs: 400 })));
    expect(error.extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(service.requests).toHaveLength(1);
  });

  it('retries a read after a 429 with Retry-After: 0, and not after one past the deadline', async () => {
    const busyOnce = await serve((socket, _request, index) =>
      socket.write(index === 1 ? 'HTTP/1.1 429 Too Many Requests\r\nretry-after: 0\r\ncontent-length: 2\r\n\r\n{}' : answer200(OK_BODY)),
    );
    await expect(read(client(busyOnce))).resolves.toEqual({ accountNumber: 'A-1', balance: 1 });
    expect(busyOnce.requests).toHaveLength(2);

    const busy = await serve((socket) => socket.write('HTTP/1.1 429 Too Many Requests\r\nretry-after: 5\r\ncontent-length: 2\r\n\r\n{}'));
    const started = performance.now();
    const error = await failure(read(client(busy)));
    expect(error.extensions.code).toBe('UPSTREAM_RATE_LIMITED');
    expect(error.extensions.retryAfter).toBe(5);
    expect(performance.now() - started).toBeLessThan(300);
    expect(busy.requests).toHaveLength(1);
  });

  it('retries a read whose connection is reset mid-body', async () => {
    const service = await serve((socket, _request, index) => {
      if (index > 1) return void socket.write(answer200(OK_BODY));
      socket.write('HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n{"acc');
      setTimeout(() => socket.resetAndDestroy(), 20);
    });
    await expect(read(client(service))).resolves.toEqual({ accountNumber: 'A-1', balance: 1 });
    expect(service.requests).toHaveLength(2);
  });

  it('leaves no deadline timer behind once a call has settled, whichever way', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
    const service = await serve((socket, request) => {
      if (request.includes('getAccount')) socket.write(answer200(OK_BODY));
      else socket.write('HTTP/1.1 500 Oops\r\ncontent-length: 2\r\n\r\n{}');
    });
    const c = client(service, { timeoutMs: 5_000 });
    await read(c);
    await wait(20);
    const before = timers();
    await Promise.all(Array.from({ length: 20 }, () => read(c)));
    await Promise.all(Array.from({ length: 20 }, () => failure(write(c))));
    await wait(20);
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
