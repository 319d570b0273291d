import { connect, type Socket } from 'node:net';
import { Agent, request } from 'undici';
import type { Emulator } from '../../emulator/server';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { loadConfig, serviceConfig } from '../../config/environment';
import { metricSamples, postGraphQL } from '../helpers/http';
import { startProxiedGateway, type ProxiedGateway, type ServiceProxy } from '../helpers/service-proxy';

/** A gateway's configuration on a free loopback port, without rate limits (every test here sends many requests at once), with `env` on top. */
const limitedConfig = (env: Record<string, string>) =>
  loadConfig({ PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0', ...env });

const QUERY = JSON.stringify({ query: '{ products(pageSize: 1) { total } }' });

let stack: ProxiedGateway;
let emulator: Emulator;
let proxy: ServiceProxy;
let gateway: RunningGateway;
beforeAll(async () => {
  // Service requests can be held at the proxy: requests then stay in flight as long as a test wants.
  const config = limitedConfig({
    MAX_REQUESTS_IN_FLIGHT: '2',
    CORS_ORIGINS: 'https://shop.example.test',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '2000',
    MAX_REQUEST_HEADERS: '20',
    MAX_BUFFERED_BODY_BYTES: String(2 * 1024 * 1024),
  });
  stack = await startProxiedGateway(config);
  ({ emulator, proxy, gateway } = stack);
});
afterAll(() => stack.stop());
beforeEach(() => emulator.resetRequests());

/** A raw connection that has sent `text` and keeps the rest back; `answer` is everything it got until closed. */
async function rawRequest(text: string): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { hostname, port } = new URL(gateway.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(text);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8'))));
  return { socket, answer };
}

const head = (length: number, extra = '') =>
  `POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\nconnection: close\r\ncontent-length: ${length}\r\n${extra}\r\n`;

describe('MAX_REQUESTS_IN_FLIGHT', () => {
  it('answers the request past the limit 503 RATE_LIMITED with Retry-After, without a service call, while two are in flight', async () => {
    proxy.hold();
    const sentBefore = proxy.requests.length;
    const held = [postGraphQL(gateway.url, JSON.parse(QUERY)), postGraphQL(gateway.url, { query: '{ products(pageSize: 2) { total } }' })];
    await proxy.received(sentBefore + 2);
    const shed = await postGraphQL(gateway.url, JSON.parse(QUERY), { origin: 'https://shop.example.test' });
    expect(shed.status).toBe(503);
    // A browser app can read why, and when to come back: the refusal carries the CORS headers and the request id.
    expect(shed.headers['access-control-allow-origin']).toBe('https://shop.example.test');
    expect(shed.headers['x-request-id']).toEqual(expect.any(String));
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.headers['content-type']).toMatch(/^application\/json/);
    expect(shed.json?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 1, maxRequestsInFlight: 2 });
    expect(proxy.requests.length).toBe(sentBefore + 2);

    // The held requests finish normally, and free their slots.
    proxy.release();
    for (const response of await Promise.all(held)) expect(response.status).toBe(200);
    const after = await postGraphQL(gateway.url, JSON.parse(QUERY));
    expect(after.status).toBe(200);
    expect(after.json?.errors).toBeUndefined();
  });

  it('takes no slot for a request whose body has not all arrived: slow senders do not shut honest callers out', async () => {
    const slow = await Promise.all(Array.from({ length: 10 }, () => rawRequest(head(QUERY.length) + QUERY.slice(0, 5))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const honest = await postGraphQL(gateway.url, JSON.parse(QUERY));
    expect(honest.status).toBe(200);
    expect(honest.json?.errors).toBeUndefined();
    // A slow sender that finishes is served like any other.
    slow[0]!.socket.write(QUERY.slice(5));
    expect(await slow[0]!.answer).toMatch(/^HTTP\/1\.1 200/);
    for (const { socket } of slow.slice(1)) socket.destroy();
  });

  it('frees the slot of a caller who hangs up', async () => {
    proxy.hold();
    const sentBefore = proxy.requests.length;
    // Two different queries: identical ones would be merged into one service request.
    const other = JSON.stringify({ query: '{ products(pageSize: 3) { total } }' });
    const hungUp = await Promise.all([rawRequest(head(QUERY.length) + QUERY), rawRequest(head(other.length) + other)]);
    await proxy.received(sentBefore + 2);
    for (const { socket } of hungUp) socket.destroy();
    await Promise.all(hungUp.map(({ answer }) => answer));
    await new Promise((resolve) => setTimeout(resolve, 50));
    proxy.release();
    const after = await postGraphQL(gateway.url, JSON.parse(QUERY));
    expect(after.status).toBe(200);
    expect(after.json?.errors).toBeUndefined();
  });
});

describe('slow and oversized clients', () => {
  it('closes a connection whose headers do not arrive within HTTP_HEADERS_TIMEOUT_MS, with 408', async () => {
    const started = Date.now();
    const { answer } = await rawRequest('POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\n');
    const raw = await answer;
    expect(raw).toMatch(/^HTTP\/1\.1 408/);
    // The timer is checked once a second: the connection is gone within the limit plus that second.
    expect(Date.now() - started).toBeLessThan(1_000 + 1_000 + 1_500);
  });

  it('closes, a moment after its 408, the connection of a client that neither reads its answer nor closes', async () => {
    const { hostname, port } = new URL(gateway.url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.pause();
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write('POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\n');
    // The 408 after HTTP_HEADERS_TIMEOUT_MS (1 s, checked once a second), then 2 s to take it.
    await new Promise((resolve) => setTimeout(resolve, 1_000 + 1_000 + 2_000 + 1_000));
    // A socket the gateway still held half-open would take these bytes in silence; a closed one
    // answers the first with a reset, which the second meets (this end reads nothing, so writes are
    // where it learns of it).
    socket.write('x');
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write('y');
    const outcome = await Promise.race([closed.then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('still open'), 2_000))]);
    socket.destroy();
    expect(outcome).toBe('closed');
  });

  it('closes a connection whose body does not arrive within HTTP_REQUEST_TIMEOUT_MS, without a service call', async () => {
    const { socket, answer } = await rawRequest(head(QUERY.length) + QUERY.slice(0, 3));
    // One byte every 200 ms: always busy, never done.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    const raw = await answer;
    clearInterval(drip);
    expect(raw === '' || /^HTTP\/1\.1 408/.test(raw)).toBe(true);
    expect(emulator.calls()).toBe(0);
  });

  it('answers 431 to a request with more header fields than MAX_REQUEST_HEADERS, before reading its body', async () => {
    const extra = Array.from({ length: 25 }, (_, i) => `x-extra-${i}: ${i}\r\n`).join('');
    const { answer } = await rawRequest(head(QUERY.length, extra) + QUERY);
    const raw = await answer;
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(raw).toContain('"code":"BAD_REQUEST"');
    expect(emulator.calls()).toBe(0);
    const within = Array.from({ length: 10 }, (_, i) => `x-extra-${i}: ${i}\r\n`).join('');
    expect(await (await rawRequest(head(QUERY.length, within) + QUERY)).answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('refuses bodies past MAX_BUFFERED_BODY_BYTES held at once with 503, and reads them again once the others are gone', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(900 * 1024) } });
    // Three bodies of 900 kB, each held back by its last bytes: the third passes the 2 MB bound.
    const held = [];
    for (let i = 0; i < 3; i++) {
      held.push(await rawRequest(head(big.length) + big.slice(0, -10)));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const refused = await held[2]!.answer;
    expect(refused).toMatch(/^HTTP\/1\.1 503/);
    expect(refused).toContain('"code":"RATE_LIMITED"');
    for (const { socket } of held.slice(0, 2)) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await rawRequest(head(big.length) + big);
    expect(await after.answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('gives back the slot and body of a pipelined request whose connection its client resets before it is answered', async () => {
    const big = (pageSize: number) => JSON.stringify({ query: `{ products(pageSize: ${pageSize}) { total } }`, variables: { pad: 'x'.repeat(900 * 1024) } });
    proxy.hold();
    const sentBefore = proxy.requests.length;
    // Two requests on one connection: the second's response waits behind the first's.
    const pipelined = await rawRequest(`${head(big(1).length).replace('connection: close', 'connection: keep-alive')}${big(1)}${head(big(2).length)}${big(2)}`);
    await proxy.received(sentBefore + 2);
    pipelined.socket.destroy();
    proxy.release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Both slots (MAX_REQUESTS_IN_FLIGHT 2) and the 2 MB of bodies are free again: on Node 20 the
    // queued response never closed, and its slot and body bytes were held for good.
    const answers = await Promise.all([postGraphQL(gateway.url, JSON.parse(big(3))), postGraphQL(gateway.url, JSON.parse(big(4)))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('counts a whole body until its request is answered: a third of 900 kB is refused while two wait for the service', async () => {
    const big = (pageSize: number) => ({ query: `{ products(pageSize: ${pageSize}) { total } }`, variables: { pad: 'x'.repeat(900 * 1024) } });
    proxy.hold();
    const sentBefore = proxy.requests.length;
    const waiting = [postGraphQL(gateway.url, big(1)), postGraphQL(gateway.url, big(2))];
    await proxy.received(sentBefore + 2);
    const refused = await postGraphQL(gateway.url, big(3));
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    // Refused for the bodies it holds, before its own takes a slot (the in-flight refusal reads otherwise).
    expect(refused.json?.errors?.[0]).toMatchObject({ message: expect.stringContaining('holds its limit of request bodies'), extensions: { code: 'RATE_LIMITED' } });
    // What an operator watches says the same: two requests in flight, holding their bodies.
    const origin = new URL(gateway.url).origin;
    const held = await metricSamples(origin);
    expect(held.get('facade_requests_in_flight')).toBe(2);
    expect(held.get('facade_request_body_bytes_held')).toBeGreaterThanOrEqual(2 * 900 * 1024);
    expect(held.get('facade_request_body_bytes_held')).toBeLessThan(3 * 900 * 1024);
    proxy.release();
    for (const answer of await Promise.all(waiting)) expect(answer.status).toBe(200);
    expect((await postGraphQL(gateway.url, big(3))).status).toBe(200);
    // And all of it is given back once answered.
    let after = await metricSamples(origin);
    for (let i = 0; i < 50 && (after.get('facade_requests_in_flight') !== 0 || after.get('facade_request_body_bytes_held') !== 0); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await metricSamples(origin);
    }
    expect([after.get('facade_requests_in_flight'), after.get('facade_request_body_bytes_held'), after.get('facade_service_answer_bytes_held')]).toEqual([0, 0, 0]);
  });

  it("holds in the process's pool what an operation whose client left still receives, until its execution ends", async () => {
    const origin = new URL(gateway.url).origin;
    const gauge = async (name: string) => (await metricSamples(origin)).get(name);
    const until = async (name: string, test: (value: number | undefined) => boolean) => {
      let value = await gauge(name);
      for (let i = 0; i < 100 && !test(value); i++) value = await new Promise((resolve) => setTimeout(resolve, 50)).then(() => gauge(name));
      return value;
    };
    proxy.hold();
    const sentBefore = proxy.requests.length;
    const { hostname, port } = new URL(gateway.url);
    // Two reads: a page of 100 products with their sources (about 180 kB), and a small one.
    const body = JSON.stringify({ query: '{ large: products(source: true, pageSize: 100) { raw } small: products(pageSize: 1, pageFrom: 7) { total } }' });
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.write(`POST /graphql HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await proxy.received(sentBefore + 2);
    socket.destroy();
    expect(await until('facade_requests_in_flight', (value) => value === 0)).toBe(0);
    // The large page arrives after its client left, while the small read keeps the execution running:
    // its bytes are held in the pool, not let in uncounted.
    proxy.releaseWhere((request) => request.body.includes('"pageSize":100'));
    expect(await until('facade_service_answer_bytes_held', (value) => (value ?? 0) > 100_000)).toBeGreaterThan(100_000);
    proxy.release();
    expect(await until('facade_service_answer_bytes_held', (value) => value === 0)).toBe(0);
  });
});

describe('MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS', () => {
  let perAddress: RunningGateway;
  beforeAll(async () => {
    const config = limitedConfig({
      MAX_REQUESTS_IN_FLIGHT: '10',
      MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: '2',
    });
    perAddress = await startGateway({ config, service: { ...serviceConfig(config, emulator), baseUrl: proxy.url, legacyBaseUrl: proxy.url } });
  });
  afterAll(async () => {
    proxy.release();
    await perAddress.stop();
  });

  it("gives one client address at most its share of the in-flight slots: another address is still served", async () => {
    proxy.hold();
    const sentBefore = proxy.requests.length;
    const fromOne = new Agent({ localAddress: '127.0.0.4' });
    const fromOther = new Agent({ localAddress: '127.0.0.5' });
    const ask = (agent: Agent, size: number) =>
      request(perAddress.url, { method: 'POST', dispatcher: agent, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ products(pageSize: ${size}) { total } }` }) });
    try {
      const held = [ask(fromOne, 11), ask(fromOne, 12)];
      await proxy.received(sentBefore + 2);
      const third = await ask(fromOne, 13);
      expect(third.statusCode).toBe(503);
      expect(((await third.body.json()) as { errors: { extensions: unknown }[] }).errors[0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', maxRequestsInFlightPerAddress: 2 });
      // Another address is admitted while the first still holds its two.
      const other = ask(fromOther, 14);
      await proxy.received(sentBefore + 3);
      proxy.release();
      expect((await other).statusCode).toBe(200);
      for (const answer of await Promise.all(held)) expect(answer.statusCode).toBe(200);
      expect((await ask(fromOne, 15)).statusCode).toBe(200);
    } finally {
      proxy.release();
      await fromOne.close();
      await fromOther.close();
    }
  });
});

describe('HTTP_RESPONSE_TIMEOUT_MS', () => {
  let slowReaders: RunningGateway;
  beforeAll(async () => {
    // The whole pool to one address: what is held here is what the response deadline must give back.
    const config = limitedConfig({
      HTTP_RESPONSE_TIMEOUT_MS: '2000',
      HTTP_RESPONSE_MIN_BYTES_PER_SECOND: String(1024 ** 3),
      MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS: String(16 * 1024 * 1024),
    });
    slowReaders = await startGateway({ config, service: serviceConfig(config, emulator) });
  });
  afterAll(() => slowReaders.stop());

  const HELD = ['facade_requests_in_flight', 'facade_request_body_bytes_held', 'facade_service_answer_bytes_held'];
  const held = async (origin: string) => {
    const samples = await metricSamples(origin);
    return HELD.map((name) => samples.get(name));
  };

  it('closes the connection of a client that stops reading its answers: what it and the requests pipelined behind held is given back', async () => {
    const { host, origin, port } = new URL(slowReaders.url);
    const post = (body: string) => `POST /graphql HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    // 16 pages of 100 products with their stored sources: about 2.9 MB of answer each, within every limit.
    const pages = (offset: number) =>
      JSON.stringify({ query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: products(source: true, pageSize: 100, pageFrom: ${((i + offset) % 3) * 100}) { raw }`).join(' ')} }` });
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.61' });
    socket.on('error', () => undefined);
    socket.pause();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Three such answers (more than loopback's socket buffers take) and four small ones behind them, never read.
    socket.write(post(pages(0)) + post(pages(1)) + post(pages(2)) + [1, 2, 3, 4].map(() => post(QUERY)).join(''));
    // Held while their answers wait to be taken, the answers' bytes in the process's pool too.
    // (The service's last read is 300 ms old: every operation has its answers by then.)
    let calls = -1;
    for (let i = 0; i < 100 && (emulator.calls() === 0 || emulator.calls() !== calls); i++) {
      calls = emulator.calls();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const during = await held(origin);
    expect(during[0]).toBeGreaterThan(0);
    expect(during[2]).toBeGreaterThan(1_000_000);
    // Within the 2 s once the answers are written, the connection is closed and everything given back.
    let after = during;
    for (let i = 0; i < 100 && after.some((value) => value !== 0); i++) after = await new Promise((resolve) => setTimeout(resolve, 100)).then(() => held(origin));
    expect(after).toEqual([0, 0, 0]);
    socket.resume();
    await closed;
    // It was answered as far as it read, and no further: the small ones behind the stalled answers never were.
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.length).toBeLessThan(7);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Another client is served.
    expect((await postGraphQL(slowReaders.url, JSON.parse(QUERY))).status).toBe(200);
  }, 60_000);

  it('reads no further a connection that pipelines 100,000 tiny requests and never reads, and closes it', async () => {
    const { host, origin, port } = new URL(slowReaders.url);
    const tiny = JSON.stringify({ query: '{ __typename }' });
    const one = `POST /graphql HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\ncontent-length: ${tiny.length}\r\n\r\n${tiny}`;
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.62' });
    socket.on('error', () => undefined);
    socket.pause();
    // Cut by the gateway with our requests unread in its buffers: a reset, seen without reading.
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const requestsServed = async () => [...(await metricSamples(origin))].filter(([name]) => name.startsWith('http_requests_total{')).reduce((sum, [, value]) => sum + value, 0);
    const before = await requestsServed();
    socket.write(one.repeat(100_000));
    // While the flood waits to be read, another client is served.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await postGraphQL(slowReaders.url, JSON.parse(QUERY))).status).toBe(200);
    await closed;
    // Node stops reading the connection once its answers back up (14,805 of the 100,000 were read
    // here), and the answer that is not taken ends it: the rest are never parsed, let alone run.
    expect((await requestsServed()) - before).toBeLessThan(50_000);
    expect(await held(origin)).toEqual([0, 0, 0]);
  }, 60_000);
});

describe('MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS', () => {
  let shared: RunningGateway;
  beforeAll(async () => {
    const config = limitedConfig({
      MAX_INFLIGHT_RESPONSE_BYTES: String(8 * 1024 * 1024),
      MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS: String(4 * 1024 * 1024),
    });
    shared = await startGateway({ config, service: serviceConfig(config, emulator) });
  });
  afterAll(() => shared.stop());

  // 16 pages of 100 products with their stored sources: about 2.9 MB of answer, within every limit.
  const pages = (offset: number) =>
    JSON.stringify({ query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: products(source: true, pageSize: 100, pageFrom: ${((i + offset) % 3) * 100}) { raw }`).join(' ')} }` });

  it('keeps a client that asks for large answers and reads none to its share of the pool: another address is answered in full', async () => {
    const { host, origin, port } = new URL(shared.url);
    const post = (body: string) => `POST /graphql HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    // Four connections, each with three such answers, never read: 35 MB, four times the whole pool.
    const sockets = Array.from({ length: 4 }, (_, offset) => {
      const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.71' });
      socket.on('error', () => undefined);
      socket.pause();
      socket.write(post(pages(offset)) + post(pages(offset + 1)) + post(pages(offset + 2)));
      return socket;
    });
    const received = sockets.map(() => '');
    sockets.forEach((socket, index) => socket.on('data', (chunk: Buffer) => (received[index] += chunk.toString('latin1'))));
    const answered = () => received.reduce((sum, text) => sum + (text.match(/HTTP\/1\.1 \d{3}/g) ?? []).length, 0);
    let calls = -1;
    for (let i = 0; i < 100 && (emulator.calls() === 0 || emulator.calls() !== calls); i++) {
      calls = emulator.calls();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const heldByOne = (await metricSamples(origin)).get('facade_service_answer_bytes_held') ?? 0;
    // At most its share, and what the reads it had in flight when it reached it brought in. Before
    // there was a share, and before a query's answer was refused room it did not have, it held 6 MB
    // here, and the other address's request below was cut.
    expect(heldByOne).toBeLessThan(4 * 1024 * 1024);
    // Another address asks for as much and gets all of it.
    const fromOther = new Agent({ localAddress: '127.0.0.72' });
    const other = await request(shared.url, { method: 'POST', dispatcher: fromOther, headers: { 'content-type': 'application/json' }, body: pages(1) });
    expect(other.statusCode).toBe(200);
    const answer = (await other.body.json()) as { data: Record<string, { raw: unknown }>; errors?: unknown };
    await fromOther.close();
    expect(answer.errors).toBeUndefined();
    expect(Object.values(answer.data).filter((page) => page.raw !== null)).toHaveLength(16);
    // The first client's later answers say why they are short, once it reads them.
    for (const socket of sockets) socket.resume();
    for (let i = 0; i < 100 && answered() < 12; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered()).toBe(12);
    // Each answered in full, or cut or refused for want of room in its address's share (429 when the whole answer was).
    const statuses = received.flatMap((text) => [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]));
    expect(statuses.every((status) => status === '200' || status === '429')).toBe(true);
    expect(received.join('')).toContain('"maxInflightResponseBytesPerAddress":4194304');
    for (const socket of sockets) socket.destroy();
    let held = heldByOne;
    for (let i = 0; i < 100 && held !== 0; i++) held = await new Promise((resolve) => setTimeout(resolve, 100)).then(async () => (await metricSamples(origin)).get('facade_service_answer_bytes_held') ?? 0);
    expect(held).toBe(0);
  }, 60_000);
});
