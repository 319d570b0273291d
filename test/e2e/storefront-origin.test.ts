import { join } from 'node:path';
import { request } from 'undici';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';
import { startStack, type Stack } from '../helpers/stack';

const ROOT = join(__dirname, '..', '..');
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** A cross-origin POST from `origin`, as the storefront's Apollo Client sends it. */
async function postFrom(url: string, origin: string, headers: Record<string, string> = {}) {
  const response = await request(url, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  const body = (await response.body.json()) as { data?: { me: { id: string } | null } };
  return { allowed: response.headers['access-control-allow-origin'], body };
}

async function preflightFrom(url: string, origin: string) {
  const response = await request(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
  });
  await response.body.dump();
  return response.headers['access-control-allow-origin'];
}

describe("the storefront dev server's origins", () => {
  let development: Stack | undefined;
  let production: Stack | undefined;
  afterAll(async () => {
    await development?.stop();
    await production?.stop();
  });

  it('are admitted by default in development', async () => {
    development = await startStack();
    for (const origin of DEV_SERVER_ORIGINS) {
      expect(await preflightFrom(development.gateway.url, origin)).toBe(origin);
      expect((await postFrom(development.gateway.url, origin)).allowed).toBe(origin);
    }
    // Another port of the same host is another origin.
    expect((await postFrom(development.gateway.url, 'http://localhost:5174')).allowed).toBeUndefined();
  });

  it('are not admitted in production unless CORS_ORIGINS names them', async () => {
    production = await startStack({ env: { NODE_ENV: 'production', COMMERCE_EMULATOR: 'true' } });
    for (const origin of DEV_SERVER_ORIGINS) {
      expect(await preflightFrom(production.gateway.url, origin)).toBeUndefined();
      expect((await postFrom(production.gateway.url, origin)).allowed).toBeUndefined();
    }
  });
});

describe('the storefront link npm start prints', () => {
  let gateway: SpawnedProcess | undefined;
  afterAll(async () => {
    await gateway?.stop();
  });

  it('opens the dev server on its port, and the page it opens may call the gateway as the shopper', async () => {
    gateway = spawnProcess(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
      cwd: ROOT,
      env: { PORT: '0', NODE_ENV: 'development' },
    });
    const [, link] = await gateway.waitFor(/Example storefront \(npx vite examples\/storefront\): (\S+)/);
    const url = new URL(link!);
    expect(url.origin).toBe('http://localhost:5173');
    const token = url.searchParams.get('token');
    const gatewayUrl = url.searchParams.get('gateway');
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(gatewayUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);

    const answer = await postFrom(gatewayUrl!, url.origin, { authorization: `Bearer ${token}` });
    expect(answer.allowed).toBe('http://localhost:5173');
    expect(answer.body.data?.me?.id).toBe('user-001');
  }, 60_000);
});
