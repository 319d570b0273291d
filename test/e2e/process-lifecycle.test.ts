import { fork } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { request } from 'undici';
import { startEmulator, type Emulator } from '../../emulator/server';
import { STOP_MESSAGE } from '../../gateway/process-lifecycle';
import { startServiceProxy, type ServiceProxy } from '../helpers/service-proxy';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');
const TSX = ['--import', 'tsx'];

/** The gateway as `npm start` runs it, in a process of its own. */
const spawnGateway = (env: Record<string, string>) =>
  spawnProcess(process.execPath, [...TSX, 'gateway/main.ts'], { cwd: ROOT, env: { PORT: '0', LOG_LEVEL: 'info', ...env } });

const walletQuery = (url: string) =>
  request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'dev-emulator-key' },
    body: JSON.stringify({ query: '{ walletAccounts(pageSize: 1) { total } }' }),
  });

/**
 * Resolves once a new connection to `url` is refused. A connection caught in the backlog as the
 * listener closes is reset instead; the next attempt tells.
 */
async function refused(url: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await request(url.replace(/\/graphql$/, '/health'), { reset: true });
      await response.body.dump();
    } catch (error) {
      const code = String((error as { code?: unknown }).code);
      if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 'still accepting';
}

describe('the gateway process', () => {
  let emulator: Emulator;
  let proxy: ServiceProxy;
  const spawned: SpawnedProcess[] = [];
  const serviceEnv = () => ({
    COMMERCE_BASE_URL: proxy.url,
    COMMERCE_PROJECT_ID: emulator.projectId,
    COMMERCE_LOYALTY_PROJECT_ID: emulator.loyaltyProjectId,
    COMMERCE_STAGE_PROJECT_ID: emulator.stageProjectId,
    COMMERCE_API_KEY: emulator.apiKey,
    // The callers here are server-to-server callers presenting the emulator's key.
    ALLOW_CALLER_API_KEYS: 'true',
  });
  const start = (env: Record<string, string>) => {
    const gateway = spawnGateway(env);
    spawned.push(gateway);
    return gateway;
  };

  beforeAll(async () => {
    emulator = await startEmulator();
    proxy = await startServiceProxy(emulator.url);
  });
  afterEach(async () => {
    proxy.release();
    await Promise.all(spawned.splice(0).map((process) => process.stop()));
  });
  afterAll(async () => {
    await proxy.close();
    await emulator.close();
  });

  it('logs and counts a failure no code handled, and goes on serving until told to stop', async () => {
    const unheard = spawnProcess(process.execPath, [...TSX, 'test/helpers/unheard-failure-process.ts'], { cwd: ROOT, env: { LOG_LEVEL: 'info' } });
    spawned.push(unheard);
    await unheard.waitFor(/counted: facade_unhandled_rejections_total 1/);
    expect(unheard.stdout()).toMatch(/unheard: a rejection no code handled \(a defect\)/);
    expect(unheard.stdout()).toContain('a failure nothing listens for');
    // Its stack names the files, not where the server keeps them.
    expect(unheard.stdout()).toContain('./test/helpers/unheard-failure-process.ts');
    expect(unheard.stdout()).not.toContain(ROOT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unheard.child.exitCode).toBeNull();
    unheard.child.kill('SIGTERM');
    expect(await unheard.exited).toMatchObject({ code: 0 });
  });

  describe("as a cluster worker, asked to stop by its primary and signalled by a terminal's Ctrl-C", () => {
    /** The slow-stop process with an IPC channel, as a cluster worker has; its output and exit. */
    const worker = async () => {
      const child = fork(join(ROOT, 'test/helpers/slow-stop-process.ts'), { cwd: ROOT, execArgv: TSX, env: { ...process.env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const waitFor = async (text: string) => {
        for (let attempt = 0; attempt < 300 && !out.includes(text); attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(out).toContain(text);
      };
      await waitFor('slow-stop up');
      return { child, exited, waitFor, out: () => out };
    };

    it.each([
      ['the request, then the signal', true],
      ['the signal, then the request', false],
    ])('takes %s as one stop: it drains and exits 0', async (_order, messageFirst) => {
      const { child, exited, waitFor, out } = await worker();
      if (messageFirst) child.send({ type: STOP_MESSAGE });
      else child.kill('SIGINT');
      await waitFor('slow-stop stopping');
      if (messageFirst) child.kill('SIGINT');
      else child.send({ type: STOP_MESSAGE });
      expect(await exited).toBe(0);
      expect(out()).not.toContain('second signal');
      expect(out()).toContain('slow-stop stopped');
    });

    it('stops at once on a second signal of its own after the request', async () => {
      const { child, exited, waitFor, out } = await worker();
      child.send({ type: STOP_MESSAGE });
      await waitFor('slow-stop stopping');
      child.kill('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 100));
      child.kill('SIGINT');
      expect(await exited).toBe(1);
      expect(out()).toContain('slow-stop stopping at once: second signal');
    });
  });

  describe('on SIGTERM', () => {
    it('stops accepting, finishes the request in flight, logs, and exits 0', async () => {
      const gateway = start(serviceEnv());
      const [, url] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
      proxy.hold();
      const before = proxy.requests.length;
      const inFlight = walletQuery(url!);
      await proxy.received(before + 1);

      gateway.child.kill('SIGTERM');
      await gateway.waitFor(/stopping: no new connections, draining in-flight requests/);
      expect(await refused(url!)).toBe('ECONNREFUSED');

      proxy.release();
      const answer = await inFlight;
      expect(answer.statusCode).toBe(200);
      expect(await answer.body.json()).toEqual({ data: { walletAccounts: { total: expect.any(Number) } } });
      expect(await gateway.exited).toEqual({ code: 0, signal: null });
      // Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is traced, so no trace context goes out either.
      expect(proxy.requests.at(-1)!.headers.traceparent).toBeUndefined();
      // The default drain: an operation's deadline (10 s and the 2 s margin) and a second.
      expect(gateway.stdout()).toMatch(/"signal":"SIGTERM".*"timeoutMs":13000/);
      expect(gateway.stdout()).toContain('gateway stopped');
    }, 60_000);

    it('gives an operation whose body arrives whole during the drain a deadline within it: answered with a typed error, not cut', async () => {
      const gateway = start({ ...serviceEnv(), SHUTDOWN_TIMEOUT_MS: '3000' });
      const [, url] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
      // Planned once: an operation still to be planned is refused while stopping (429, retry after 1 s).
      expect((await walletQuery(url!)).statusCode).toBe(200);
      proxy.hold();
      const { hostname, port, pathname } = new URL(url!);
      const socket = connect(Number(port), hostname);
      await once(socket, 'connect');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      const closed = once(socket, 'close');
      const body = JSON.stringify({ query: '{ walletAccounts(pageSize: 1) { total } }' });
      socket.write(`POST ${pathname} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\nx-api-key: dev-emulator-key\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
      // The gateway has read the request's head (a connection with none would be closed as idle).
      await new Promise((resolve) => setTimeout(resolve, 500));
      gateway.child.kill('SIGTERM');
      await gateway.waitFor(/draining in-flight requests/);
      const stopping = performance.now();
      socket.write(body.slice(10));
      await closed;
      const raw = Buffer.concat(chunks).toString('utf8');
      // Its deadline, 12 s from its body otherwise, ends a second before the drain's 3 s.
      expect(raw).toMatch(/^HTTP\/1\.1 200/);
      expect(raw).toContain('"code":"UPSTREAM_TIMEOUT"');
      expect(performance.now() - stopping).toBeLessThan(3_500);
      expect(await gateway.exited).toEqual({ code: 0, signal: null });
    }, 60_000);

    it('closes a request still running after SHUTDOWN_TIMEOUT_MS, and still exits 0', async () => {
      const gateway = start({ ...serviceEnv(), SHUTDOWN_TIMEOUT_MS: '300' });
      const [, url] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
      proxy.hold();
      const before = proxy.requests.length;
      const inFlight = walletQuery(url!).then(
        (response) => `answered ${response.statusCode}`,
        (error: { code?: string }) => error.code,
      );
      await proxy.received(before + 1);
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toEqual({ code: 0, signal: null });
      expect(await inFlight).toBe('UND_ERR_SOCKET');
    }, 60_000);
  });

  describe('failing to start', () => {
    let occupied: Server;
    beforeAll(async () => {
      occupied = createServer();
      await new Promise<void>((resolve) => occupied.listen(0, '0.0.0.0', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => occupied.close(() => resolve())));

    it('says in one line that the port is in use, and exits 1', async () => {
      const { port } = occupied.address() as AddressInfo;
      const gateway = start({ ...serviceEnv(), PORT: String(port) });
      expect(await gateway.exited).toEqual({ code: 1, signal: null });
      // Outside production the gateway listens on loopback by default.
      expect(gateway.stderr()).toBe(`gateway failed to start: 127.0.0.1:${port} is already in use\n`);
    }, 60_000);

    it('names a bad variable in one line, and exits 1', async () => {
      const gateway = start({ ...serviceEnv(), SHUTDOWN_TIMEOUT_MS: 'soon' });
      expect(await gateway.exited).toEqual({ code: 1, signal: null });
      expect(gateway.stderr()).toBe(
        'gateway failed to start: Invalid configuration: SHUTDOWN_TIMEOUT_MS must be a number (got "soon")\n',
      );
    }, 60_000);

    it('refuses production without COMMERCE_BASE_URL unless COMMERCE_EMULATOR=true says so', async () => {
      const refusedStart = start({ NODE_ENV: 'production' });
      expect(await refusedStart.exited).toEqual({ code: 1, signal: null });
      expect(refusedStart.stderr()).toMatch(/^gateway failed to start: .*COMMERCE_BASE_URL is required with NODE_ENV=production.*COMMERCE_EMULATOR=true.*\n$/);
      expect(refusedStart.stderr().trim().split('\n')).toHaveLength(1);

      const onPurpose = start({ NODE_ENV: 'production', COMMERCE_EMULATOR: 'true' });
      const [, url] = await onPurpose.waitFor(/GraphQL gateway: (\S+)/);
      const health = await request(url!.replace(/\/graphql$/, '/health'));
      expect(health.statusCode).toBe(200);
      await health.body.dump();
    }, 60_000);
  });

  it('under npm start is one process: SIGTERM to npm stops the gateway, none is left answering', async () => {
    const npm = spawnProcess('npm', ['start'], { cwd: ROOT, env: { ...serviceEnv(), PORT: '0', LOG_LEVEL: 'info' } });
    spawned.push(npm);
    const [, url] = await npm.waitFor(/GraphQL gateway: (\S+)/);
    npm.child.kill('SIGTERM');
    await npm.waitFor(/gateway stopped/);
    await npm.exited;
    expect(await refused(url!)).toBe('ECONNREFUSED');
  }, 60_000);
});
