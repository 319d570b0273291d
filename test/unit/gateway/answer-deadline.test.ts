import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { routeListener, type RouteTable } from '../../../gateway/http/http-router';

/** HTTP_RESPONSE_TIMEOUT_MS and HTTP_RESPONSE_MIN_BYTES_PER_SECOND, as the route listener applies them. */
describe('the deadline for a client to take its answer', () => {
  const servers: Server[] = [];
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });

  async function serve(routes: RouteTable, response: { timeoutMs: number; minBytesPerSecond: number }): Promise<number> {
    const server = createServer(routeListener(routes, { response }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  /** A client that sends `text` and reads nothing until asked; `closed` tells whether the server has cut it. */
  function client(port: number, text: string) {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => undefined);
    let received = '';
    let closed = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => (closed = true));
    socket.write(text);
    return { socket, received: () => received, closed: () => closed };
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const big = 'x'.repeat(16 * 1024 * 1024);
  const bigRoute: RouteTable = { '/big': (_req, res) => void res.end(big) };

  it('cuts an answer its client does not take, given a second more for every minBytesPerSecond of it then unsent', async () => {
    const strict = client(await serve(bigRoute, { timeoutMs: 200, minBytesPerSecond: 1024 ** 3 }), 'GET /big HTTP/1.1\r\nhost: x\r\n\r\n');
    const lenient = client(await serve(bigRoute, { timeoutMs: 200, minBytesPerSecond: 1024 }), 'GET /big HTTP/1.1\r\nhost: x\r\n\r\n');
    strict.socket.pause();
    lenient.socket.pause();
    // Neither reads for a second: then both read all they can.
    await sleep(1_000);
    strict.socket.resume();
    lenient.socket.resume();
    for (let i = 0; i < 100 && !(strict.closed() && lenient.received().length > big.length); i++) await sleep(50);
    // Cut within its 200 ms and the few milliseconds 16 MB take at 1 GiB a second: it got part of its answer.
    expect(strict.closed()).toBe(true);
    expect(strict.received().length).toBeLessThan(big.length);
    // 16 MB unsent at 1 KiB a second: hours. It took the whole answer, and its connection stays open.
    expect(lenient.received().length).toBeGreaterThan(big.length);
    expect(lenient.closed()).toBe(false);
  });

  it("times an answer queued behind another on a pipelined connection from its turn, not from when it was ready", async () => {
    const port = await serve(
      {
        '/slow': (_req, res) => new Promise<void>((resolve) => setTimeout(() => resolve(void res.end('slow')), 600)),
        '/fast': (_req, res) => void res.end('fast'),
      },
      { timeoutMs: 200, minBytesPerSecond: 1024 ** 3 },
    );
    const pipelined = client(port, 'GET /slow HTTP/1.1\r\nhost: x\r\n\r\nGET /fast HTTP/1.1\r\nhost: x\r\n\r\n');
    for (let i = 0; i < 30 && !pipelined.received().includes('fast'); i++) await sleep(50);
    expect([...pipelined.received().matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1])).toEqual(['200', '200']);
    expect(pipelined.closed()).toBe(false);
  });
});
