import { join } from 'node:path';
import { request } from 'undici';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');

/** The gateway as `npm start` runs it in development, on the embedded emulator. */
const spawnGateway = (env: Record<string, string>) =>
  spawnProcess(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], { cwd: ROOT, env: { PORT: '0', NODE_ENV: 'development', ...env } });

const landingPage = async (url: string) => (await request(url, { headers: { accept: 'text/html' } })).body.text();

describe('development tokens of npm start', () => {
  const spawned: SpawnedProcess[] = [];
  afterEach(async () => {
    await Promise.all(spawned.splice(0).map((process) => process.stop()));
  });

  it('listen on 127.0.0.1 by default, and are printed and pre-set in Sandbox', async () => {
    const gateway = spawnGateway({});
    spawned.push(gateway);
    const [, url] = await gateway.waitFor(/GraphQL gateway: (http:\/\/127\.0\.0\.1:\d+\/graphql)/);
    await gateway.waitFor(/Example storefront/);
    expect(gateway.stdout()).toMatch(/shopper user-001 \(scope shopper; pre-set in Sandbox\): [\w-]+\.[\w-]+\.[\w-]+/);
    expect(await landingPage(url!)).toMatch(/"Authorization":"Bearer [\w.-]+"/);
  });

  it('are neither printed nor in Sandbox when the gateway listens on every interface', async () => {
    const gateway = spawnGateway({ HOST: '0.0.0.0' });
    spawned.push(gateway);
    const [, url] = await gateway.waitFor(/GraphQL gateway: (http:\/\/localhost:\d+\/graphql)/);
    await gateway.waitFor(/Development tokens are not shown: HOST 0\.0\.0\.0 is not a loopback address/);
    expect(gateway.stdout()).not.toMatch(/Bearer|eyJ/);
    const html = await landingPage(url!);
    expect(html).toContain('embeddable-sandbox');
    expect(html).not.toMatch(/Authorization|eyJ/);
  });
});
