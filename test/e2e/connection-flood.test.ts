import { connect, type Socket } from 'node:net';
import { HONEST, idleConnections, peakRssDuring, post } from '../../bench/attacks';
import { startAttackedGateway, type AttackedGateway } from '../helpers/attacked-gateway';
import { metricSamples } from '../helpers/http';

/**
 * A flood of connections that never send a byte, from more addresses than one address's share can
 * stop, against a production gateway holding at most 1,000 (MAX_CONNECTIONS; 10,000 by default, which
 * this machine's descriptor limit leaves too little room to pass from one test process). Unbounded,
 * 18,000 such connections took its heap from 60 to 133 MB of its 192, and the descriptors its service
 * calls need with them.
 */
describe('a production gateway under a flood of connections', () => {
  let attacked: AttackedGateway;
  beforeAll(async () => {
    attacked = await startAttackedGateway({ MAX_CONNECTIONS: '1000', MAX_CONNECTIONS_PER_ADDRESS: '100' });
  }, 60_000);
  afterAll(() => attacked.stop());

  const until = async (check: () => boolean) => {
    for (const started = Date.now(); !check() && Date.now() - started < 20_000; ) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it("holds 1,000 of 3,000 from 20 addresses (150 each, past their shares of 100), closing the flood's own for newer ones, and an honest client still gets in and is answered", async () => {
    const { gateway, url, emulator } = attacked;
    const origin = new URL(url).origin;
    const shedBefore = (await metricSamples(origin)).get('facade_connections_shed_total{reason="idle_evicted"}') ?? 0;
    const addresses = Array.from({ length: 20 }, (_, i) => `127.0.2.${i + 1}`);
    const { result: flood, peak } = await peakRssDuring(gateway.child.pid!, () => idleConnections(url, 3_000, addresses));
    try {
      // Connections complete in the kernel's backlog before the gateway takes them. Each one is then
      // refused for its address's share, closed for room, or held.
      await until(() => flood.closed() + flood.refused() >= 2_000);
      // The scrape before the flood holds one place, kept alive.
      expect(flood.open()).toBeGreaterThanOrEqual(998);
      expect(flood.open()).toBeLessThanOrEqual(1_000);
      expect(flood.closed() + flood.refused() + flood.open()).toBe(3_000);
      // Closed for room from the addresses holding the most, none reached its share.
      expect(flood.refused()).toBe(0);
      const closedBefore = flood.closed();
      emulator.resetRequests();
      const honest = await post(url, HONEST, {}, '127.0.0.2');
      expect(honest.status).toBe(200);
      expect(JSON.parse(honest.body)).toEqual({ data: { products: { total: expect.any(Number) } } });
      expect(emulator.calls()).toBe(1);
      const samples = await metricSamples(origin);
      expect(samples.get('facade_connections_open')).toBeLessThanOrEqual(1_000);
      // The honest request's connection took a flood's place (and the scrape's, unless it kept its first connection).
      await until(() => flood.closed() > closedBefore);
      expect(flood.closed() - closedBefore).toBeGreaterThanOrEqual(1);
      expect(flood.closed() - closedBefore).toBeLessThanOrEqual(2);
      // Counted at the gateway as they were closed: the flood's, and the scrape's kept-alive one if it went.
      const shed = (await metricSamples(origin)).get('facade_connections_shed_total{reason="idle_evicted"}')! - shedBefore;
      expect(shed).toBeGreaterThanOrEqual(flood.closed());
      expect(shed).toBeLessThanOrEqual(flood.closed() + 1);
      expect(samples.get('facade_connections_shed_total{reason="server_full"}')).toBe(0);
      expect(gateway.child.exitCode).toBeNull();
      expect(peak).toBeLessThan(420 * 1024 * 1024);
    } finally {
      flood.stop();
    }
  }, 60_000);

  it("is not locked by 1,000 requests whose bodies trickle in: an honest client and scrapes take the places of the flood's", async () => {
    const { gateway, url, emulator } = attacked;
    const { hostname, port } = new URL(url);
    const sockets: Socket[] = [];
    let cut = 0;
    // Twenty addresses of fifty each, within their shares and rate limits: headers, then one byte of the body.
    for (let i = 0; i < 1_000; i++) {
      const socket = connect({ port: Number(port), host: hostname, localAddress: `127.0.3.${(i % 20) + 1}` });
      socket.on('error', () => undefined);
      socket.once('close', () => cut++);
      socket.write(`POST /graphql HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{`);
      sockets.push(socket);
    }
    try {
      await Promise.all(sockets.map((socket) => new Promise((resolve) => (socket.connecting ? socket.once('connect', resolve) : resolve(undefined)))));
      const origin = new URL(url).origin;
      // Until the gateway has taken them all: each scrape then takes the place of one of them.
      for (let i = 0; i < 100 && ((await metricSamples(origin)).get('facade_connections_open') ?? 0) < 1_000; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      emulator.resetRequests();
      const honest = await post(url, HONEST, {}, '127.0.0.2');
      expect(honest.status).toBe(200);
      expect(emulator.calls()).toBe(1);
      const samples = await metricSamples(origin);
      expect(samples.get('facade_connections_open')).toBeLessThanOrEqual(1_000);
      expect(samples.get('facade_connections_shed_total{reason="server_full"}')).toBe(0);
      // Scrapes and the honest request took places of trickling requests (or of each other's kept-alive connections, idle).
      expect(cut).toBeGreaterThan(0);
      expect(cut).toBeLessThan(10);
      expect(gateway.child.exitCode).toBeNull();
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 60_000);

  it('closes a connection that pipelines 40 health checks at once and answers none past the 16th', async () => {
    const { gateway, url } = attacked;
    const origin = new URL(url).origin;
    // Answered or not (499 when the connection went first): every request the gateway took up.
    const healthChecks = (samples: Map<string, number>) =>
      [...samples].filter(([name]) => name.startsWith('http_requests_total{route="/health"')).reduce((sum, [, value]) => sum + value, 0);
    const before = healthChecks(await metricSamples(origin));
    const { hostname, port } = new URL(url);
    const socket = connect({ port: Number(port), host: hostname, localAddress: '127.0.0.40' });
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(`GET /health HTTP/1.1\r\nhost: ${hostname}\r\n\r\n`.repeat(40));
    await closed;
    expect(received.match(/HTTP\/1\.1 200 /g)?.length ?? 0).toBeLessThanOrEqual(16);
    const after = await metricSamples(origin);
    expect(after.get('facade_connections_shed_total{reason="pipeline_limit"}')).toBe(1);
    const answered = healthChecks(after) - before;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(16);
    expect(gateway.child.exitCode).toBeNull();
  }, 30_000);

  it('names at most 128 characters of an unknown path in its 404', async () => {
    const { url } = attacked;
    const path = `/${'"'.repeat(4_000)}`;
    const response = await fetch(new URL(path, url));
    expect(response.status).toBe(404);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toBe(`Nothing is served at /${'%22'.repeat(42)}%…`);
  });
});
