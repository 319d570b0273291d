import { connect, type Socket } from 'node:net';
import { loadConfig } from '../../config/environment';
import { postGraphQL } from '../helpers/http';
import { startProxiedGateway, type ProxiedGateway } from '../helpers/service-proxy';

/*
 * Anonymous requests share one caller, so an anonymous request's reads in flight are joined by every
 * other anonymous request that asks the same. What the request that made a read could not have (its
 * budget spent, its client gone) must not reach the others.
 */

let stack: ProxiedGateway;
beforeAll(async () => {
  // Service requests can be held at the proxy, so that a later request joins an earlier one's read.
  stack = await startProxiedGateway(loadConfig({ PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0' }));
});
afterAll(() => stack.stop());

/** A page of products with their talking-products records: two areas, two fetches one after the other. */
const PAGE = { query: '{ products(pageSize: 5) { products { sku talkingProduct { name } } } }' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request sent on a raw connection, which the test closes before its answer. */
async function leavingRequest(payload: object): Promise<Socket> {
  const { hostname, port } = new URL(stack.gateway.url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const body = JSON.stringify(payload);
  socket.write(`POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  return socket;
}

/**
 * `leavers` requests for PAGE whose page read is held at the service, `joiners` more that join that
 * read (no other request reaches the service), then the leavers' clients go, and their budgets with
 * them. The held read is then for the test to let go. The joiners' answers, and the service requests
 * sent so far.
 */
async function joinThenLeave(leavers: number, joiners: number): Promise<{ answers: ReturnType<typeof postGraphQL>[]; before: number }> {
  const { proxy, gateway } = stack;
  proxy.hold();
  const before = proxy.requests.length;
  const sockets = [await leavingRequest(PAGE)];
  await proxy.received(before + 1);
  for (let i = 1; i < leavers; i++) sockets.push(await leavingRequest(PAGE));
  const answers = Array.from({ length: joiners }, () => postGraphQL(gateway.url, PAGE));
  await pause(300);
  expect(proxy.requests.length).toBe(before + 1);
  for (const socket of sockets) socket.destroy();
  await pause(100);
  return { answers, before };
}

const pageReads = (before: number) => stack.proxy.requests.slice(before).filter((request) => request.path.includes('getProducts')).length;

describe('a read joined in flight', () => {
  it("is not failed for a request that joined it by the budget of an anonymous client that left: the joiner's answer is whole", async () => {
    const alone = await postGraphQL(stack.gateway.url, PAGE);
    expect(alone.json?.errors).toBeUndefined();

    const {
      answers: [joiner],
    } = await joinThenLeave(1, 1);
    stack.proxy.release();

    const answer = await joiner!;
    expect(answer.status).toBe(200);
    expect(answer.json?.errors).toBeUndefined();
    expect(answer.json?.data).toEqual(alone.json?.data);
  });

  it('is read again for a request that joined it when the service failed it once and the client that made it left before its retry', async () => {
    const alone = await postGraphQL(stack.gateway.url, PAGE);
    const {
      answers: [joiner],
      before,
    } = await joinThenLeave(1, 1);
    // The page read fails once: the leaver may not retry it (its budget went with its client); the joiner may.
    stack.proxy.failHeld(503);

    const answer = await joiner!;
    expect(answer.json?.errors).toBeUndefined();
    expect(answer.json?.data).toEqual(alone.json?.data);
    expect(pageReads(before)).toBe(2);
  });

  it('costs no more service reads than the requests would alone when many that made it leave and many joined: those reading again share a read', async () => {
    const alone = await postGraphQL(stack.gateway.url, PAGE);
    const { answers, before } = await joinThenLeave(6, 6);
    stack.proxy.failHeld(503);

    for (const answer of await Promise.all(answers)) {
      expect(answer.status).toBe(200);
      expect(answer.json?.errors).toBeUndefined();
      expect(answer.json?.data).toEqual(alone.json?.data);
    }
    // The failed read and one more, shared by the six that joined it; alone, twelve requests read twelve times.
    expect(pageReads(before)).toBe(2);
    expect((await postGraphQL(stack.gateway.url, PAGE)).json?.errors).toBeUndefined();
  });
});
