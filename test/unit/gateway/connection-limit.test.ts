import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { limitConnections, type ConnectionCounts, type ConnectionLimits } from '../../../gateway/http/connection-limit';

/** A server whose `/hold` and `/slow` requests stay open until released (as a body being read would), and whose other requests are answered at once. */
async function serve(limits: ConnectionLimits): Promise<{ server: Server; port: number; counts: ConnectionCounts; held: ServerResponse[]; handled: () => number }> {
  const server = createServer();
  // New connections are not spared in these tests unless one says so: each opens its connections in milliseconds.
  const counts = limitConnections(server, { newConnectionGraceMs: 0, ...limits });
  const held: ServerResponse[] = [];
  let handled = 0;
  server.on('request', (req, res) => {
    // As the gateway's route listener: what arrives on a connection already closed is not answered.
    if (req.socket.destroyed) return;
    handled++;
    if (req.url === '/hold' || req.url === '/slow') held.push(res);
    else if (req.url === '/big') res.end('x'.repeat(16 * 2 ** 20));
    else res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, counts, held, handled: () => handled };
}

interface Client {
  socket: Socket;
  /** Everything the server sent, so far. */
  received(): string;
  closed: Promise<void>;
  isClosed(): boolean;
}

async function open(port: number, localAddress = '127.0.0.1'): Promise<Client> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let text = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => undefined);
  const closedPromise = new Promise<void>((resolve) => socket.once('close', () => ((closed = true), resolve())));
  await new Promise<void>((resolve) => {
    socket.once('connect', resolve);
    socket.once('close', resolve);
  });
  return { socket, received: () => text, closed: closedPromise, isClosed: () => closed };
}

const GET = (path: string) => `GET ${path} HTTP/1.1\r\nhost: x\r\n\r\n`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('limitConnections', () => {
  let running: Server | undefined;
  const clients: Client[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.destroy();
    await new Promise((resolve) => running?.close(resolve));
    running = undefined;
  });
  const track = (client: Client) => (clients.push(client), client);

  it("answers one address past its share 503 RATE_LIMITED and closes it, parsing nothing, while another address is served", async () => {
    const { server, port, counts, handled } = await serve({ maxConnections: 100, maxConnectionsPerAddress: 3 });
    running = server;
    const held = [];
    for (let i = 0; i < 3; i++) held.push(track(await open(port)));
    const refused = track(await open(port));
    refused.socket.write(GET('/'));
    await refused.closed;
    expect(refused.received()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused.received()).toContain('retry-after: 1');
    const body = JSON.parse(refused.received().split('\r\n\r\n')[1]!) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]!.message).toBe('This client address has its limit of 3 open connections');
    expect(body.errors[0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', maxConnectionsPerAddress: 3 });
    expect(handled()).toBe(0);
    expect(held.some((client) => client.isClosed())).toBe(false);

    const other = track(await open(port, '127.0.0.2'));
    other.socket.write(GET('/'));
    await until(() => other.received().endsWith('ok'));
    expect(other.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(counts.open()).toBe(4);
    expect(counts.shed).toEqual({ address_limit: 1, server_full: 0, idle_evicted: 0, waiting_evicted: 0, pipeline_limit: 0 });

    // A place given back is taken again.
    held[0]!.socket.destroy();
    await until(() => counts.open() === 3);
    const again = track(await open(port));
    again.socket.write(GET('/'));
    await until(() => again.received().endsWith('ok'));
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('gives a trusted proxy no share of its own: its connections count only toward the server', async () => {
    const { server, port, counts } = await serve({ maxConnections: 100, maxConnectionsPerAddress: 2, sharedPeer: (peer) => peer === '127.0.0.1' });
    running = server;
    for (let i = 0; i < 6; i++) track(await open(port));
    const last = track(await open(port));
    last.socket.write(GET('/'));
    await until(() => last.received().endsWith('ok'));
    expect(last.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(counts.open()).toBe(7);
    // Another peer still has its share.
    track(await open(port, '127.0.0.2'));
    track(await open(port, '127.0.0.2'));
    const third = track(await open(port, '127.0.0.2'));
    await third.closed;
    expect(third.received()).toContain(' 503 ');
  });

  it('closes the oldest connection never used to take a new one when full, before a kept-alive one older than it', async () => {
    const { server, port, counts } = await serve({ maxConnections: 3, maxConnectionsPerAddress: Infinity });
    running = server;
    const first = track(await open(port));
    const second = track(await open(port, '127.0.0.2'));
    const third = track(await open(port, '127.0.0.3'));
    // The first one is used (keep-alive): it is now the most recently idle.
    first.socket.write(GET('/'));
    await until(() => first.received().endsWith('ok'));

    const fourth = track(await open(port, '127.0.0.4'));
    fourth.socket.write(GET('/'));
    await until(() => fourth.received().endsWith('ok'));
    expect(fourth.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    await second.closed;
    expect(second.received()).toBe('');
    expect([first.isClosed(), third.isClosed()]).toEqual([false, false]);
    expect(counts.open()).toBe(3);
    expect(counts.shed).toEqual({ address_limit: 0, server_full: 0, idle_evicted: 1, waiting_evicted: 0, pipeline_limit: 0 });

    // The next one takes the third's place, which has been idle longest now.
    track(await open(port, '127.0.0.5'));
    await third.closed;
    expect(first.isClosed()).toBe(false);
    expect(counts.open()).toBe(3);
  });

  it('never closes a connection whose request is being answered: with all of them busy, the new one is refused 503', async () => {
    const { server, port, counts, held } = await serve({ maxConnections: 2, maxConnectionsPerAddress: Infinity });
    running = server;
    const busy = [track(await open(port)), track(await open(port))];
    for (const client of busy) client.socket.write(GET('/hold'));
    await until(() => held.length === 2);

    const refused = track(await open(port));
    await refused.closed;
    expect(refused.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused.received()).toContain('"maxConnections":2');
    expect(busy.map((client) => client.isClosed())).toEqual([false, false]);
    expect(counts.shed).toEqual({ address_limit: 0, server_full: 1, idle_evicted: 0, waiting_evicted: 0, pipeline_limit: 0 });

    // Once one is answered it is idle, and gives way to a new connection.
    held[0]!.end('done');
    await until(() => busy[0]!.received().endsWith('done'));
    const next = track(await open(port));
    next.socket.write(GET('/'));
    await until(() => next.received().endsWith('ok'));
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    await busy[0]!.closed;
    expect(busy[1]!.isClosed()).toBe(false);
    held[1]!.end('done');
  });

  it('closes connections that never carried a request before kept-alive ones, and those before one whose body is still arriving', async () => {
    const { server, port, counts, held } = await serve({ maxConnections: 3, maxConnectionsPerAddress: Infinity });
    running = server;
    // An honest client's kept-alive connection, idle longest of all.
    const kept = track(await open(port));
    kept.socket.write(GET('/'));
    await until(() => kept.received().endsWith('ok'));
    // A flood of connections that send nothing: each new one past the limit closes the flood's oldest, never the kept one.
    const flood: Client[] = [];
    for (let i = 0; i < 5; i++) {
      flood.push(track(await open(port, '127.0.0.2')));
      if (i >= 2) await flood[i - 2]!.closed;
    }
    expect(flood.map((client) => client.isClosed())).toEqual([true, true, true, false, false]);
    expect(kept.isClosed()).toBe(false);

    // A request whose body trickles in (it takes the place of the flood's oldest)...
    const trickling = track(await open(port, '127.0.0.3'));
    await flood[3]!.closed;
    trickling.socket.write('POST /slow HTTP/1.1\r\nhost: x\r\ncontent-length: 1000\r\n\r\n{');
    await until(() => held.length === 1);
    // ...and one being answered (it takes the flood's last).
    const answering = track(await open(port, '127.0.0.4'));
    await flood[4]!.closed;
    answering.socket.write(GET('/hold'));
    await until(() => held.length === 2);
    expect([kept.isClosed(), trickling.isClosed(), answering.isClosed()]).toEqual([false, false, false]);

    // The kept-alive one goes before the one still sending its body...
    const next = track(await open(port, '127.0.0.5'));
    await kept.closed;
    next.socket.write(GET('/hold'));
    await until(() => held.length === 3);
    // ...which goes before any whose request is being answered.
    const last = track(await open(port, '127.0.0.6'));
    await trickling.closed;
    last.socket.write(GET('/'));
    await until(() => last.received().endsWith('ok'));
    expect(last.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect([answering.isClosed(), next.isClosed()]).toEqual([false, false]);
    expect(counts.open()).toBe(3);
    expect(counts.shed).toEqual({ address_limit: 0, server_full: 0, idle_evicted: 6, waiting_evicted: 1, pipeline_limit: 0 });
    for (const res of held) res.end('done');
  });

  it('closes a connection whose answer waits for its client to read it before refusing a new one', async () => {
    const { server, port, counts, held } = await serve({ maxConnections: 2, maxConnectionsPerAddress: Infinity });
    running = server;
    const unread = track(await open(port));
    unread.socket.pause();
    unread.socket.write(GET('/big'));
    const working = track(await open(port, '127.0.0.2'));
    working.socket.write(GET('/hold'));
    await until(() => held.length === 1);
    const next = track(await open(port, '127.0.0.3'));
    await until(() => counts.shed.waiting_evicted === 1);
    // Reading again, it finds its connection closed.
    unread.socket.resume();
    await unread.closed;
    next.socket.write(GET('/'));
    await until(() => next.received().endsWith('ok'));
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(working.isClosed()).toBe(false);
    expect(counts.shed).toEqual({ address_limit: 0, server_full: 0, idle_evicted: 0, waiting_evicted: 1, pipeline_limit: 0 });
    held[0]!.end('done');
  });

  it("closes a flood's own connections first, even once each has carried a request, never a kept-alive client's of another address", async () => {
    // A share of 16: an address holding four is a flood's.
    const { server, port, counts } = await serve({ maxConnections: 10, maxConnectionsPerAddress: 16 });
    running = server;
    const honest = [track(await open(port)), track(await open(port))];
    for (const client of honest) client.socket.write(GET('/'));
    await until(() => honest.every((client) => client.received().endsWith('ok')));
    const flood: Client[] = [];
    for (let i = 0; i < 40; i++) {
      const client = track(await open(port, '127.0.0.2'));
      client.socket.write(GET('/'));
      await until(() => client.isClosed() || client.received().endsWith('ok'));
      flood.push(client);
    }
    await settle();
    expect(honest.map((client) => client.isClosed())).toEqual([false, false]);
    expect(flood.filter((client) => !client.isClosed())).toHaveLength(8);
    expect(counts.shed.idle_evicted).toBe(32);
    // The kept-alive connections still carry requests.
    honest[0]!.socket.write(GET('/'));
    const answers = () => honest[0]!.received().match(/HTTP\/1\.1 200 OK/g)?.length;
    await until(() => answers() === 2);
    expect(answers()).toBe(2);
  });

  it('does not single out a household: an address holding a few more than the others loses its connections only by age', async () => {
    const { server, port, counts } = await serve({ maxConnections: 10, maxConnectionsPerAddress: 256 });
    running = server;
    // Three kept-alive connections from one address, then seven single ones from others, each used.
    const household = [track(await open(port)), track(await open(port)), track(await open(port))];
    for (const client of household) client.socket.write(GET('/'));
    await until(() => household.every((client) => client.received().endsWith('ok')));
    const others: Client[] = [];
    for (let i = 0; i < 7; i++) {
      const client = track(await open(port, `127.0.5.${i + 1}`));
      client.socket.write(GET('/'));
      await until(() => client.received().endsWith('ok'));
      others.push(client);
    }
    // The household uses its connections again: they are now the most recently idle.
    for (const client of household) client.socket.write(GET('/'));
    await until(() => household.every((client) => client.received().match(/HTTP\/1\.1 200 OK/g)?.length === 2));
    const newcomer = track(await open(port, '127.0.5.100'));
    await others[0]!.closed;
    expect(household.map((client) => client.isClosed())).toEqual([false, false, false]);
    newcomer.socket.write(GET('/'));
    await until(() => newcomer.received().endsWith('ok'));
    expect(counts.shed.idle_evicted).toBe(1);
  });

  it('passes over a connection that came in under a second ago while an idle one may be closed', async () => {
    const { server, port } = await serve({ maxConnections: 2, maxConnectionsPerAddress: 256, newConnectionGraceMs: 60_000 });
    running = server;
    const kept = track(await open(port));
    kept.socket.write(GET('/'));
    await until(() => kept.received().endsWith('ok'));
    const young = track(await open(port, '127.0.0.2'));
    const next = track(await open(port, '127.0.0.3'));
    await kept.closed;
    expect(young.isClosed()).toBe(false);
    // With only new ones left, the oldest of them goes.
    track(await open(port, '127.0.0.4'));
    await young.closed;
    expect(next.isClosed()).toBe(false);
  });

  it("counts an address whose only connection was closed for its own new one as holding that one, and no more", async () => {
    const { server, port, counts } = await serve({ maxConnections: 2, maxConnectionsPerAddress: 2 });
    running = server;
    const first = track(await open(port));
    const other = track(await open(port, '127.0.0.2'));
    // Full: the new connection from 127.0.0.1 closes its address's only one, the oldest never used.
    const second = track(await open(port));
    await first.closed;
    // And the next from it closes the other address's, which leaves 127.0.0.1 holding its two.
    const third = track(await open(port));
    await other.closed;
    const refused = track(await open(port));
    await refused.closed;
    expect(refused.received()).toContain('"maxConnectionsPerAddress":2');
    expect([second.isClosed(), third.isClosed()]).toEqual([false, false]);
    expect(counts.shed).toEqual({ address_limit: 1, server_full: 0, idle_evicted: 2, waiting_evicted: 0, pipeline_limit: 0 });
  });

  it("never takes a trusted proxy for a flood: a flood's connections go before the proxy's, however many it holds", async () => {
    const { server, port, counts } = await serve({ maxConnections: 8, maxConnectionsPerAddress: 8, sharedPeer: (peer) => peer === '127.0.0.1' });
    running = server;
    const proxied: Client[] = [];
    for (let i = 0; i < 5; i++) proxied.push(track(await open(port)));
    for (const client of proxied) client.socket.write(GET('/'));
    await until(() => proxied.every((client) => client.received().endsWith('ok')));
    const flood: Client[] = [];
    for (let i = 0; i < 3; i++) flood.push(track(await open(port, '127.0.0.2')));
    track(await open(port, '127.0.0.3'));
    await flood[0]!.closed;
    expect(proxied.some((client) => client.isClosed())).toBe(false);
    expect(counts.shed.idle_evicted).toBe(1);
  });

  it('closes a connection with more than 16 requests waiting for their answers, and answers none of those past them', async () => {
    const { server, port, counts, held, handled } = await serve({ maxConnections: 10, maxConnectionsPerAddress: 10 });
    running = server;
    const client = track(await open(port));
    client.socket.write(GET('/hold').repeat(40));
    await client.closed;
    expect(counts.shed.pipeline_limit).toBe(1);
    expect(held).toHaveLength(16);
    expect(handled()).toBe(16);
    await until(() => counts.open() === 0);
    expect(counts.open()).toBe(0);
  });

  it('holds the count to its limit under a flood of connections from many addresses, and gives every place back as they close', async () => {
    const { server, port, counts } = await serve({ maxConnections: 50, maxConnectionsPerAddress: 20 });
    running = server;
    let highest = 0;
    const flood: Promise<Client>[] = [];
    // Three in four from one address, the others from five more.
    for (let i = 0; i < 400; i++) flood.push(open(port, i % 4 === 0 ? `127.0.1.${(i % 10) + 2}` : '127.0.1.1').then(track));
    const sampler = setInterval(() => (highest = Math.max(highest, counts.open())), 1);
    await Promise.all(flood);
    // A client's connect completes in the kernel's backlog, before the server takes the connection.
    const accounted = () => counts.shed.address_limit + counts.shed.idle_evicted + counts.open();
    await until(() => accounted() === 400);
    clearInterval(sampler);
    expect(highest).toBeLessThanOrEqual(50);
    expect(counts.open()).toBe(50);
    // Each connection was refused for its address, closed for a newer one, or holds a place.
    expect(accounted()).toBe(400);
    expect(counts.shed.address_limit).toBeGreaterThan(0);
    expect(counts.shed.server_full).toBe(0);
    for (const client of clients) client.socket.destroy();
    await until(() => counts.open() === 0);
    expect(counts.open()).toBe(0);
  });
});
