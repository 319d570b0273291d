import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { request } from 'undici';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');

/** The files a fresh checkout has (tracked, and new ones not ignored): what a build starts from. */
function checkoutFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
}

describe('the production build', () => {
  let workspace: string;
  let source: string;
  let runtime: string;
  const processes: SpawnedProcess[] = [];

  beforeAll(() => {
    workspace = mkdtempSync(join(tmpdir(), 'facade-build-'));
    source = join(workspace, 'source');
    runtime = join(workspace, 'runtime');
    for (const file of checkoutFiles()) {
      mkdirSync(dirname(join(source, file)), { recursive: true });
      cpSync(join(ROOT, file), join(source, file));
    }
    // The build needs the development dependencies the lockfile installs; they are the same here.
    symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'), 'dir');
  });
  afterAll(async () => {
    await Promise.all(processes.map((spawned) => spawned.stop()));
    rmSync(workspace, { recursive: true, force: true });
  });

  it('compiles a clean checkout to dist/ with the schema files the runtime reads beside the code', () => {
    execFileSync('npm', ['run', 'build'], { cwd: source, stdio: 'pipe' });
    expect(existsSync(join(source, 'dist', 'gateway', 'main.js'))).toBe(true);
    expect(existsSync(join(source, 'dist', 'subgraphs', 'serve.js'))).toBe(true);
    expect(existsSync(join(source, 'dist', 'emulator', 'main.js'))).toBe(true);
    expect(readFileSync(join(source, 'dist', 'schema', 'supergraph.graphql'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'schema', 'supergraph.graphql'), 'utf8'),
    );
    for (const area of ['catalogue', 'promotions', 'loyalty', 'wallets', 'merchant', 'talking-products']) {
      expect(readFileSync(join(source, 'dist', 'subgraphs', area, 'schema.graphql'), 'utf8')).toBe(
        readFileSync(join(ROOT, 'subgraphs', area, 'schema.graphql'), 'utf8'),
      );
    }
  }, 240_000);

  describe('run from the built tree with production dependencies only', () => {
    beforeAll(() => {
      mkdirSync(runtime);
      for (const file of ['package.json', 'package-lock.json']) cpSync(join(source, file), join(runtime, file));
      cpSync(join(source, 'dist'), join(runtime, 'dist'), { recursive: true });
      execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: runtime, stdio: 'pipe' });
    }, 240_000);

    it('has no TypeScript runtime: what runs is the compiled JavaScript', () => {
      expect(existsSync(join(runtime, 'node_modules', 'tsx'))).toBe(false);
      expect(existsSync(join(runtime, 'node_modules', 'typescript'))).toBe(false);
      expect(existsSync(join(runtime, 'node_modules', 'graphql'))).toBe(true);
    });

    it('starts the gateway with node on the compiled entrypoint, answering /health and queries on the emulator', async () => {
      const gateway = spawnProcess(process.execPath, ['dist/gateway/main.js'], { cwd: runtime, env: { PORT: '0' } });
      processes.push(gateway);
      const [, url] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
      const health = await request(url!.replace(/\/graphql$/, '/health'));
      expect(health.statusCode).toBe(200);
      expect(await health.body.json()).toEqual({ status: 'ok' });
      const answer = await request(url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'dev-emulator-key' },
        body: JSON.stringify({ query: '{ walletAccounts(pageSize: 2) { result { accountNumber balance } } }' }),
      });
      const body = (await answer.body.json()) as { data: { walletAccounts: { result: unknown[] } } };
      expect(body.data.walletAccounts.result).toHaveLength(2);
    }, 60_000);

    it('serves one area with the compiled subgraph entrypoint', async () => {
      const subgraph = spawnProcess(process.execPath, ['dist/subgraphs/serve.js', 'wallets'], {
        cwd: runtime,
        env: { SUBGRAPH_PORT: '0' },
      });
      processes.push(subgraph);
      const [, url] = await subgraph.waitFor(/Subgraph wallets: (\S+)/);
      const answer = await request(url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'dev-emulator-key' },
        body: JSON.stringify({ query: '{ _service { sdl } }' }),
      });
      const body = (await answer.body.json()) as { data: { _service: { sdl: string } } };
      expect(body.data._service.sdl).toContain('walletAccounts');
    }, 60_000);
  });
});
