import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { request } from 'undici';
import { spawnProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** What a grace period must cover: the drain's own timeout, plus at most 2 s for everything after it. */
const STOP_BOUND_MS = SHUTDOWN_TIMEOUT_MS + 2_000;

/** A port where nothing listens: a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs the gateway exporting to `endpoint`, answers one query, then measures SIGTERM to exit. */
async function stopAfterOneRequest(endpoint: string): Promise<{ code: number | null; elapsedMs: number }> {
  const gateway = spawnProcess(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    cwd: ROOT,
    env: {
      PORT: '0',
      LOG_LEVEL: 'info',
      ALLOW_CALLER_API_KEYS: 'true',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    },
  });
  try {
    const [, url] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
    const answer = await request(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'dev-emulator-key' },
      body: JSON.stringify({ query: '{ walletAccounts(pageSize: 1) { total } }' }),
    });
    expect(answer.statusCode).toBe(200);
    await answer.body.dump();
    const started = performance.now();
    gateway.child.kill('SIGTERM');
    const { code } = await gateway.exited;
    return { code, elapsedMs: performance.now() - started };
  } finally {
    await gateway.stop();
  }
}

describe('the gateway process stops in bounded time whatever the OTLP collector does', () => {
  let silent: Server;
  const held: Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never answers: an export to it only ends by its own timeout.
    silent = createServer((socket) => {
      held.push(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('with the collector down (connection refused): exits 0 within SHUTDOWN_TIMEOUT_MS + 2 s', async () => {
    const { code, elapsedMs } = await stopAfterOneRequest(`http://127.0.0.1:${await closedPort()}`);
    expect(code).toBe(0);
    expect(elapsedMs).toBeLessThan(STOP_BOUND_MS);
  }, 60_000);

  it('with a collector that accepts and never answers: exits 0 within SHUTDOWN_TIMEOUT_MS + 2 s', async () => {
    const { code, elapsedMs } = await stopAfterOneRequest(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
    expect(code).toBe(0);
    expect(elapsedMs).toBeLessThan(STOP_BOUND_MS);
    expect(held.length).toBeGreaterThan(0);
  }, 60_000);
});
