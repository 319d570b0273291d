import { connect, type Socket } from 'node:net';
import { postGraphQL } from '../helpers/http';
import { startStack, type Stack } from '../helpers/stack';

const QUERY = JSON.stringify({ query: '{ products(pageSize: 1) { total } }' });

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { MAX_REQUESTS_IN_FLIGHT: '2', CORS_ORIGINS: 'https://shop.example.test' } });
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

/** A POST whose body has not all arrived: the gateway holds its slot while it waits for the rest. */
async function halfSent(): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { hostname, port, pathname } = new URL(stack.gateway.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(`POST ${pathname} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\nconnection: close\r\ncontent-length: ${QUERY.length}\r\n\r\n${QUERY.slice(0, 5)}`);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8'))));
  // The gateway has the request (and its slot) once it has read the headers.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { socket, answer };
}

describe('MAX_REQUESTS_IN_FLIGHT', () => {
  it('answers the request past the limit 503 RATE_LIMITED with Retry-After, before reading it and without a service call', async () => {
    const first = await halfSent();
    const second = await halfSent();
    const shed = await postGraphQL(stack.gateway.url, JSON.parse(QUERY), { origin: 'https://shop.example.test' });
    expect(shed.status).toBe(503);
    // A browser app can read why, and when to come back: the refusal carries the CORS headers and the request id.
    expect(shed.headers['access-control-allow-origin']).toBe('https://shop.example.test');
    expect(shed.headers['x-request-id']).toEqual(expect.any(String));
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.headers['content-type']).toMatch(/^application\/json/);
    expect(shed.json?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 1, maxRequestsInFlight: 2 });
    expect(stack.emulator.calls()).toBe(0);

    // The held requests finish normally once their bodies arrive, and free their slots.
    first.socket.write(QUERY.slice(5));
    second.socket.write(QUERY.slice(5));
    for (const held of [first, second]) {
      const raw = await held.answer;
      expect(raw).toMatch(/^HTTP\/1\.1 200/);
      expect(raw).toContain('"total"');
    }
    const after = await postGraphQL(stack.gateway.url, JSON.parse(QUERY));
    expect(after.status).toBe(200);
    expect(after.json?.errors).toBeUndefined();
  });

  it('frees the slot of a caller who hangs up', async () => {
    const first = await halfSent();
    const second = await halfSent();
    first.socket.destroy();
    second.socket.destroy();
    await Promise.all([first.answer, second.answer]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await postGraphQL(stack.gateway.url, JSON.parse(QUERY));
    expect(after.status).toBe(200);
    expect(after.json?.errors).toBeUndefined();
  });
});
