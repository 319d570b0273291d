import { connect, type Socket } from 'node:net';
import { startEmulator, type Emulator } from '../../emulator/server';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { loadConfig, serviceConfig } from '../../config/environment';
import { postGraphQL } from '../helpers/http';
import { startServiceProxy, type ServiceProxy } from '../helpers/service-proxy';

/*
 * Anonymous requests share one caller, so an anonymous request's reads in flight are joined by every
 * other anonymous request that asks the same. What the request that made a read could not have (its
 * budget spent, its client gone) must not reach the others.
 */

let emulator: Emulator;
let proxy: ServiceProxy;
let gateway: RunningGateway;
beforeAll(async () => {
  emulator = await startEmulator();
  // Service requests can be held at the proxy, so that a second request joins the first one's read.
  proxy = await startServiceProxy(emulator.url);
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0' });
  gateway = await startGateway({ config, service: { ...serviceConfig(config, emulator), baseUrl: proxy.url, legacyBaseUrl: proxy.url } });
});
afterAll(async () => {
  proxy.release();
  await gateway.stop();
  await proxy.close();
  await emulator.close();
});

/** A page of products with their talking-products records: two areas, two fetches one after the other. */
const PAGE = { query: '{ products(pageSize: 5) { products { sku talkingProduct { name } } } }' };

/** A request sent on a raw connection, which the test closes before its answer. */
async function leavingRequest(payload: object): Promise<Socket> {
  const { hostname, port } = new URL(gateway.url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const body = JSON.stringify(payload);
  socket.write(`POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  return socket;
}

describe('a read joined in flight', () => {
  it("is not failed for a request that joined it by the budget of an anonymous client that left: the joiner's answer is whole", async () => {
    const alone = await postGraphQL(gateway.url, PAGE);
    expect(alone.json?.errors).toBeUndefined();

    proxy.hold();
    const before = proxy.requests.length;
    // The leaver: its page read reaches the service and is held there.
    const leaver = await leavingRequest(PAGE);
    await proxy.received(before + 1);
    // The joiner asks the same, and joins that read; then the leaver's client goes, and its budget with it.
    const joiner = postGraphQL(gateway.url, PAGE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(proxy.requests.length).toBe(before + 1);
    leaver.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    proxy.release();

    const answer = await joiner;
    expect(answer.status).toBe(200);
    expect(answer.json?.errors).toBeUndefined();
    expect(answer.json?.data).toEqual(alone.json?.data);
  });

  it("is read again for a request that joined it when the service failed it once and the client that made it left before its retry", async () => {
    const alone = await postGraphQL(gateway.url, PAGE);
    proxy.hold();
    const before = proxy.requests.length;
    const leaver = await leavingRequest(PAGE);
    await proxy.received(before + 1);
    const joiner = postGraphQL(gateway.url, PAGE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    leaver.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The page read fails once: the leaver may not retry it (its budget went with its client); the joiner may.
    proxy.failHeld(503);

    const answer = await joiner;
    expect(answer.json?.errors).toBeUndefined();
    expect(answer.json?.data).toEqual(alone.json?.data);
    expect(proxy.requests.slice(before).filter((request) => request.path.includes('getProducts'))).toHaveLength(2);
  });
});
