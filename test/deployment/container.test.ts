import { execFileSync, execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { request } from 'undici';
import { parse } from 'yaml';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { CONFIG_VARIABLES, subgraphUrlVariable } from '../../config/environment';
import { execForm, parseDockerfile, splitFlags, type Stage } from '../helpers/dockerfile';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const WORKDIR = '/app';

/** The build context: a checkout's files (tracked, and new ones not ignored) minus what .dockerignore leaves out. */
function contextFiles(): string[] {
  const ignored = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const isIgnored = (file: string) =>
    ignored.some((entry) =>
      entry.startsWith('*.') ? file.endsWith(entry.slice(1)) : file === entry || file.startsWith(`${entry}/`),
    );
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)) && !isIgnored(file));
}

/** Where a path inside the image's WORKDIR lands in a stage's directory here. */
const inStage = (stageDir: string, imagePath: string) =>
  join(stageDir, imagePath.startsWith('/') ? relative(WORKDIR, imagePath) : imagePath);

/** COPY as Docker does it: a file to a file (or into a directory ending in /), a directory's contents into a directory. */
function copy(sources: string[], destination: string, stageDir: string, from: (source: string) => { root: string; files: string[] }) {
  const target = inStage(stageDir, destination);
  for (const source of sources) {
    const { root, files } = from(source);
    const clean = source.replace(/^\/app\/?/, '').replace(/\/$/, '');
    const whole = join(root, clean);
    if (!existsSync(whole)) throw new Error(`COPY ${source}: not in the ${root === ROOT ? 'build context' : 'stage'}`);
    if (statSync(whole).isDirectory()) {
      for (const file of files.filter((candidate) => candidate.startsWith(`${clean}/`))) {
        const out = join(target, file.slice(clean.length + 1));
        mkdirSync(dirname(out), { recursive: true });
        cpSync(join(root, file), out);
      }
    } else {
      const out = destination.endsWith('/') || sources.length > 1 ? join(target, basename(clean)) : target;
      mkdirSync(dirname(out), { recursive: true });
      cpSync(whole, out);
    }
  }
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return execFileSync('find', ['.', '-type', 'f'], { cwd: dir, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => join(prefix, file.replace(/^\.\//, '')));
}

/**
 * Replays a stage here: WORKDIR, COPY (from the context or an earlier stage), ENV and RUN. `npm ci` of
 * the build stage (every dependency, as `.ci/run` installs them from the same lockfile) is stood in
 * for by this checkout's node_modules; every other command runs as written.
 */
function replay(stage: Stage, stageDir: string, stageDirs: Record<string, string>, env: Record<string, string>): void {
  mkdirSync(stageDir, { recursive: true });
  const context = contextFiles();
  for (const { keyword, args } of stage.instructions) {
    const { flags, rest } = splitFlags(args);
    if (keyword === 'WORKDIR') expect(rest).toBe(WORKDIR);
    if (keyword === 'ENV') {
      for (const [, name, value] of rest.matchAll(/(\w+)=(\S+)/g)) env[name!] = value!;
    }
    if (keyword === 'COPY') {
      const parts = rest.split(/\s+/);
      const destination = parts.pop()!;
      const fromStage = flags.from;
      copy(parts, destination, stageDir, () =>
        fromStage ? { root: stageDirs[fromStage]!, files: filesUnder(stageDirs[fromStage]!) } : { root: ROOT, files: context },
      );
    }
    if (keyword === 'RUN') {
      if (/^npm ci\b/.test(rest) && !rest.includes('--omit=dev')) {
        symlinkSync(join(ROOT, 'node_modules'), join(stageDir, 'node_modules'), 'dir');
      } else {
        execSync(rest, { cwd: stageDir, stdio: 'pipe', env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
      }
    }
  }
}

const dockerfile = parseDockerfile(read('Dockerfile'));
const stageNamed = (name: string) => {
  const found = dockerfile.find((stage) => stage.name === name);
  if (!found) throw new Error(`no stage ${name} in the Dockerfile`);
  return found;
};
const instruction = (stage: Stage, keyword: string) => stage.instructions.filter((entry) => entry.keyword === keyword);

describe('the Dockerfile', () => {
  const build = stageNamed('build');
  const runtime = stageNamed('runtime');
  let workspace: string;
  const dirs: Record<string, string> = {};
  const runtimeEnv: Record<string, string> = {};
  const processes: SpawnedProcess[] = [];

  beforeAll(() => {
    workspace = mkdtempSync(join(tmpdir(), 'facade-image-'));
    dirs.build = join(workspace, 'build');
    dirs.runtime = join(workspace, 'runtime');
  });
  afterAll(async () => {
    await Promise.all(processes.map((spawned) => spawned.stop()));
    rmSync(workspace, { recursive: true, force: true });
  });

  it('has a build stage that installs every dependency and builds, and a runtime stage on production dependencies', () => {
    expect(dockerfile.map((stage) => stage.name)).toEqual(['build', 'runtime']);
    const runs = (stage: Stage) => instruction(stage, 'RUN').map((entry) => splitFlags(entry.args).rest);
    expect(runs(build)).toEqual(['npm ci --no-audit --no-fund', 'npm run build']);
    expect(runs(runtime)).toEqual(['npm ci --omit=dev --no-audit --no-fund']);
    expect(instruction(runtime, 'USER').map((entry) => entry.args)).toEqual(['node']);
    expect(instruction(runtime, 'COPY').filter((entry) => splitFlags(entry.args).flags.from === 'build').map((entry) => entry.args)).toEqual([
      '--from=build /app/dist ./dist',
    ]);
  });

  it('build stage: what it copies is enough for `npm run build` to compile the runtime with its schema files', () => {
    replay(build, dirs.build!, dirs, {});
    for (const entry of ['dist/gateway/main.js', 'dist/gateway/healthcheck.js', 'dist/gateway/subgraph-main.js', 'dist/emulator/main.js']) {
      expect(existsSync(join(dirs.build!, entry))).toBe(true);
    }
    expect(readFileSync(join(dirs.build!, 'dist/schema/supergraph.graphql'), 'utf8')).toBe(read('schema/supergraph.graphql'));
    for (const { area } of SUBGRAPHS) {
      expect(readFileSync(join(dirs.build!, `dist/subgraphs/${area}/schema.graphql`), 'utf8')).toBe(read(`subgraphs/${area}/schema.graphql`));
    }
  }, 300_000);

  describe('runtime stage', () => {
    let url: string;
    beforeAll(async () => {
      replay(runtime, dirs.runtime!, dirs, runtimeEnv);
      const [command, ...args] = execForm(instruction(runtime, 'CMD')[0]!.args);
      const gateway = spawnProcess(command!, args, {
        cwd: dirs.runtime!,
        env: { ...runtimeEnv, PORT: '0', COMMERCE_EMULATOR: 'true', ALLOW_CALLER_API_KEYS: 'true' },
      });
      processes.push(gateway);
      [, url = ''] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
    }, 300_000);

    it('has no TypeScript runtime: what runs is the compiled JavaScript, in production mode', () => {
      expect(existsSync(join(dirs.runtime!, 'node_modules', 'tsx'))).toBe(false);
      expect(existsSync(join(dirs.runtime!, 'node_modules', 'typescript'))).toBe(false);
      expect(existsSync(join(dirs.runtime!, 'node_modules', 'graphql'))).toBe(true);
      expect(existsSync(join(dirs.runtime!, 'gateway'))).toBe(false);
      expect(runtimeEnv).toEqual({ NODE_ENV: 'production' });
    });

    it('CMD is `npm run start:prod` without npm, and compose starts the gateway with it', () => {
      const startProd = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts['start:prod']!;
      const command = startProd.replace(/^exec /, '').split(' ');
      expect(execForm(instruction(runtime, 'CMD')[0]!.args)).toEqual(command);
      const compose = parse(read('compose.yaml'), { merge: true }) as { services: { gateway: { command: string[] } } };
      expect(compose.services.gateway.command).toEqual(command);
    });

    it('CMD starts the gateway, which answers queries; HEALTHCHECK passes against it', async () => {
      const answer = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'dev-emulator-key' },
        body: JSON.stringify({ query: '{ walletAccounts(pageSize: 2) { result { accountNumber balance } } }' }),
      });
      const body = (await answer.body.json()) as { data: { walletAccounts: { result: unknown[] } } };
      expect(body.data.walletAccounts.result).toHaveLength(2);

      const { rest } = splitFlags(instruction(runtime, 'HEALTHCHECK')[0]!.args);
      const [command, ...args] = execForm(rest.replace(/^CMD\s+/, ''));
      const port = new URL(url).port;
      const healthy = spawnProcess(command!, args, { cwd: dirs.runtime!, env: { ...runtimeEnv, PORT: port } });
      expect(await healthy.exited).toEqual({ code: 0, signal: null });
      const wrongPort = spawnProcess(command!, [...args, '1'], { cwd: dirs.runtime!, env: runtimeEnv });
      expect(await wrongPort.exited).toEqual({ code: 1, signal: null });
    }, 60_000);

    it('serves one area with the compiled subgraph entrypoint', async () => {
      const subgraph = spawnProcess('node', ['dist/gateway/subgraph-main.js', 'wallets'], {
        cwd: dirs.runtime!,
        env: { ...runtimeEnv, COMMERCE_EMULATOR: 'true', SUBGRAPH_PORT: '0', ALLOW_CALLER_API_KEYS: 'true' },
      });
      processes.push(subgraph);
      const [, subgraphUrl] = await subgraph.waitFor(/Subgraph wallets: (\S+)/);
      const answer = await request(subgraphUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ _service { sdl } }' }),
      });
      expect(((await answer.body.json()) as { data: { _service: { sdl: string } } }).data._service.sdl).toContain('walletAccounts');
    }, 60_000);

    describe('compose.yaml', () => {
      interface ComposeService {
        image?: string;
        build?: string;
        command?: string[];
        environment?: Record<string, string>;
        healthcheck?: { test: string[] };
        depends_on?: Record<string, unknown>;
      }
      const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
      const services = compose.services;
      const facade = Object.entries(services).filter(([, service]) => service.build === '.');
      /** Variables the emulator reads: it imports nothing of the facade's configuration. */
      const emulatorVariables = [...read('emulator/main.ts').matchAll(/process\.env\.(\w+)/g)].map((match) => match[1]!);

      it('runs the gateway, every area as its own subgraph, the emulator and Redis', () => {
        expect(Object.keys(services).sort()).toEqual(
          ['gateway', 'emulator', 'redis', ...SUBGRAPHS.map((entry) => entry.area)].sort(),
        );
        expect(services.redis!.image).toMatch(/^redis:/);
        expect(facade.map(([name]) => name).sort()).toEqual(Object.keys(services).filter((name) => name !== 'redis').sort());
      });

      it('starts every facade service with node on a file of the built image', () => {
        for (const [name, service] of facade) {
          const [command, ...args] = service.command ?? [];
          const entry = args.find((arg) => !arg.startsWith('--'));
          expect([name, command]).toEqual([name, 'node']);
          expect([name, existsSync(join(dirs.runtime!, entry!))]).toEqual([name, true]);
          const health = service.healthcheck?.test ?? ['CMD', ...execForm(splitFlags(instruction(runtime, 'HEALTHCHECK')[0]!.args).rest.replace(/^CMD\s+/, ''))];
          if (health[2] !== '-e') expect([name, existsSync(join(dirs.runtime!, health[2]!))]).toEqual([name, true]);
        }
      });

      it('sets only variables the configuration (or the emulator) reads', () => {
        for (const [name, service] of facade) {
          const known = name === 'emulator' ? emulatorVariables : CONFIG_VARIABLES;
          const unknown = Object.keys(service.environment ?? {}).filter((variable) => !known.includes(variable));
          expect([name, unknown]).toEqual([name, []]);
        }
      });

      it('routes every area to its subgraph service, on the port that service listens and is checked on', () => {
        const gateway = services.gateway!.environment!;
        for (const { area } of SUBGRAPHS) {
          const target = new URL(gateway[subgraphUrlVariable(area)]!);
          const service = services[target.hostname]!;
          expect(service.command).toEqual(['node', 'dist/gateway/subgraph-main.js', area]);
          expect(service.environment!.SUBGRAPH_PORT).toBe(target.port);
          expect(service.environment!.SUBGRAPH_HOST).toBe('0.0.0.0');
          expect(service.healthcheck!.test).toEqual(['CMD', 'node', 'dist/gateway/healthcheck.js', target.port]);
          expect(new URL(service.environment!.COMMERCE_BASE_URL!).hostname).toBe('emulator');
        }
        expect(new URL(gateway.REDIS_URL!).hostname).toBe('redis');
        expect(new URL(gateway.COMMERCE_BASE_URL!).port).toBe(services.emulator!.environment!.EMULATOR_PORT);
        for (const service of Object.values(services)) {
          for (const dependency of Object.keys(service.depends_on ?? {})) expect(Object.keys(services)).toContain(dependency);
        }
      });
    });
  });
});
