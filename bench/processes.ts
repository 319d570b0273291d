import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starting and stopping the bench's servers. */

export const ROOT = join(__dirname, '..');

/** The node flags `npm run start:prod` (and the image's CMD) start the gateway with. */
export const GATEWAY_FLAGS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start:prod']!
  .split(' ')
  .filter((word) => word.startsWith('--'));

const children: ChildProcess[] = [];

/** Runs node on `script` with `flags`; stderr goes to the bench's. */
export function startNode(script: string, env: Record<string, string>, args: string[] = [], flags: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...flags, script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Any other program (redis-server). */
export function startProgram(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'ignore' });
  children.push(child);
  return child;
}

/** SIGTERM, then SIGKILL for whatever has not exited a few seconds later: a router left running keeps the bench's output open. */
export async function stopAll(): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** Resolves once `url` answers 2xx; fails when `child` exits first or after a minute. */
export async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`the process for ${url} exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * `count` ports free on 127.0.0.1: all are held open together, so none is given twice, then released
 * for the servers started right after.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * `npm run build`, then a private copy of dist/ (with node_modules linked beside it) that the bench
 * runs: another `npm run build` in the same tree (tests run one) removes dist/ while the bench uses it.
 */
export function buildSnapshot(): { dir: string; dist: string; remove(): void } {
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error('npm run build failed');
  const dir = mkdtempSync(join(tmpdir(), 'commerce-bench-'));
  cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
  if (!existsSync(join(dir, 'dist', 'gateway', 'main.js'))) throw new Error('dist/ changed while it was copied (another build?): run the bench again');
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, dist: join(dir, 'dist'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
