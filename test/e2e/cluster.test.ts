import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { startEmulator, type Emulator } from '../../emulator/server';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');

interface LogLine {
  pid: number;
  msg: string;
  operation?: string;
  workerPid?: number;
  silentMs?: number;
  delayMs?: number;
}

const logLines = (gateway: SpawnedProcess): LogLine[] =>
  gateway
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** A query on a connection of its own: the primary hands each new connection to the next worker. */
async function ask(url: string, apiKey: string): Promise<unknown> {
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, connection: 'close' },
    body: JSON.stringify({ query: 'query ClusterCheck { walletAccounts(pageSize: 1) { total } }' }),
    // A connection handed to a worker at the moment it is killed is never answered.
    headersTimeout: 5_000,
    bodyTimeout: 5_000,
  });
  return response.body.json();
}

/** The cluster's /metrics text, from whichever worker takes the connection. */
async function scrape(url: string): Promise<string> {
  const response = await request(url.replace(/\/graphql$/, '/metrics'), { headers: { connection: 'close' }, headersTimeout: 3_000, bodyTimeout: 3_000 });
  expect(response.statusCode).toBe(200);
  return response.body.text();
}

/** The sum of a metric's series whose labels include every `label="value"` of `matching`. */
function total(text: string, name: string, matching: string[] = []): number {
  let sum = 0;
  for (const match of text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))) {
    const labels = match[1]!.split(',');
    if (matching.every((label) => labels.includes(label))) sum += Number(match[2]);
  }
  return sum;
}

const workerLabels = (text: string): string[] => [...new Set([...text.matchAll(/worker="(\d+)"/g)].map((match) => match[1]!))].sort();

async function waitUntil(condition: () => boolean, what: string, ms = 10_000): Promise<void> {
  for (let attempt = 0; attempt < ms / 50; attempt++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
}

/** The gateway as `npm start` runs it with two workers, in front of `emulator`, sharing state on `redis`, with `env` on top. */
const spawnCluster = (emulator: Emulator, redis: RedisServer, env: Record<string, string>): SpawnedProcess =>
  spawnProcess(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    cwd: ROOT,
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WORKERS: '2',
      REDIS_URL: redis.url,
      COMMERCE_BASE_URL: emulator.url,
      COMMERCE_PROJECT_ID: emulator.projectId,
      COMMERCE_LOYALTY_PROJECT_ID: emulator.loyaltyProjectId,
      COMMERCE_STAGE_PROJECT_ID: emulator.stageProjectId,
      COMMERCE_API_KEY: emulator.apiKey,
      ...env,
    },
  });

/**
 * Runs `work` against a gateway of two workers with `env`, on an emulator and a Redis of its own, then
 * lets every process go: a worker the test stopped is continued first, or it would hold the stop
 * until its deadline.
 */
async function withCluster(env: Record<string, string>, work: (emulator: Emulator, gateway: SpawnedProcess) => Promise<void>): Promise<void> {
  const emulator = await startEmulator();
  const redis = await startRedisServer();
  const gateway = spawnCluster(emulator, redis, env);
  try {
    await work(emulator, gateway);
  } finally {
    for (const pid of childrenOf(gateway.child.pid!)) process.kill(pid, 'SIGCONT');
    await gateway.stop();
    await redis.stop();
    await emulator.close();
  }
}

/**
 * The living node processes whose parent is `pid` (its workers), read from /proc: a worker killed and
 * not yet reaped is left out, and so is the esbuild service tsx starts when its cache is cold.
 */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // After the command's name in parentheses: the state (Z for one dead and not yet reaped), then the parent's pid.
        const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(parent) === pid && state !== 'Z' && stat.startsWith(`${entry} (node)`) ? [Number(entry)] : [];
      } catch {
        return [];
      }
    });
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Kills one of the primary's workers and gives the pid of the replacement it forks, as soon as it exists (long before it listens). */
async function replacementOf(primary: number, victim: number): Promise<number> {
  const before = childrenOf(primary);
  process.kill(victim, 'SIGKILL');
  let replacement: number | undefined;
  await waitUntil(() => (replacement = childrenOf(primary).find((pid) => !before.includes(pid))) !== undefined, 'a replacement forked');
  return replacement!;
}

describe('WORKERS: a gateway of several processes on one port', () => {
  let emulator: Emulator;
  let redis: RedisServer;
  let gateway: SpawnedProcess;
  let url: string;

  beforeAll(async () => {
    emulator = await startEmulator();
    redis = await startRedisServer();
    gateway = spawnCluster(emulator, redis, { ALLOW_CALLER_API_KEYS: 'true', RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0' });
    [, url = ''] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
    await waitUntil(() => logLines(gateway).filter((line) => line.msg === 'gateway ready').length === 2, 'both workers ready');
  }, 120_000);
  afterAll(async () => {
    await gateway.stop();
    await redis.stop();
    await emulator.close();
  });

  it('serves from both workers, and /metrics on any worker counts the requests of all of them', async () => {
    for (let i = 0; i < 6; i++) expect(await ask(url, emulator.apiKey)).toEqual({ data: { walletAccounts: { total: 60 } } });
    const servedBy = new Set(logLines(gateway).filter((line) => line.operation === 'ClusterCheck').map((line) => line.pid));
    expect(servedBy.size).toBe(2);
    expect(servedBy.has(gateway.child.pid!)).toBe(false);

    for (let attempt = 0; attempt < 2; attempt++) {
      const text = await scrape(url);
      // Each series carries its worker's position; an operation name earns its label per worker, so
      // the first sightings may be `other`: the sum over operations is what both workers answered.
      expect(workerLabels(text)).toEqual(['0', '1']);
      expect(total(text, 'graphql_requests_total', ['outcome="success"'])).toBe(6);
      expect(total(text, 'http_requests_total', ['route="/graphql"', 'status="200"'])).toBe(6);
    }
  });

  it('keeps the counts of a worker killed under load: no counter of the cluster goes backwards', async () => {
    let loading = true;
    const load = (async () => {
      while (loading) await Promise.all(Array.from({ length: 2 }, () => ask(url, emulator.apiKey).catch(() => undefined)));
    })();
    const seen: { requests: number; answers: number; workers: string[] }[] = [];
    const sample = async () => {
      try {
        const text = await scrape(url);
        seen.push({
          requests: total(text, 'graphql_requests_total'),
          answers: total(text, 'http_requests_total', ['route="/graphql"']),
          workers: workerLabels(text),
        });
      } catch {
        // A scrape that landed on the worker being killed: the next one lands elsewhere.
      }
    };
    const workers = () => [...new Set(logLines(gateway).filter((line) => line.msg === 'gateway ready').map((line) => line.pid))];
    const before = workers().length;
    for (let n = 0; n < 5; n++) await sample();
    process.kill(workers()[0]!, 'SIGKILL');
    const deadline = Date.now() + 30_000;
    while (workers().length === before && Date.now() < deadline) await sample();
    for (let n = 0; n < 5; n++) await sample();
    loading = false;
    await load;
    await sample();

    expect(workers()).toHaveLength(before + 1);
    expect(seen.length).toBeGreaterThan(10);
    for (let n = 1; n < seen.length; n++) {
      expect([n, seen[n]!.requests >= seen[n - 1]!.requests, seen[n]!.answers >= seen[n - 1]!.answers]).toEqual([n, true, true]);
    }
    expect(seen.at(-1)!.requests).toBeGreaterThan(seen[0]!.requests);
    // The replacement takes the dead worker's position: still two label values, not three.
    expect(seen.at(-1)!.workers).toEqual(['0', '1']);
  }, 60_000);

  it('replaces a worker that dies, and keeps answering', async () => {
    const workers = () => [...new Set(logLines(gateway).filter((line) => line.msg === 'gateway ready').map((line) => line.pid))];
    const [, victim] = workers().slice(-2);
    const before = workers().length;
    const scraped = await scrape(url);
    // Every reason's series is there before the first replacement of its kind.
    for (const reason of ['unresponsive', 'not_started']) expect(scraped).toMatch(new RegExp(`^facade_workers_replaced_total\\{reason="${reason}",worker="primary"\\} 0$`, 'm'));
    const replacedBefore = total(scraped, 'facade_workers_replaced_total', ['reason="died"', 'worker="primary"']);
    process.kill(victim!, 'SIGKILL');
    await waitUntil(() => workers().length === before + 1, 'another worker ready');
    expect(logLines(gateway).some((line) => line.msg === 'gateway worker died: starting another')).toBe(true);
    for (let i = 0; i < 4; i++) expect(await ask(url, emulator.apiKey)).toEqual({ data: { walletAccounts: { total: 60 } } });
    // The primary counts the replacement in its own series.
    const text = await scrape(url);
    expect(total(text, 'facade_workers_replaced_total', ['reason="died"', 'worker="primary"'])).toBe(replacedBefore + 1);
    expect(total(text, 'facade_workers_replaced_total', ['reason="unresponsive"'])).toBe(0);
  }, 30_000);

  it('replaces a replacement that dies before it listens, after a wait, and keeps answering: the rest of the cluster goes on', async () => {
    const primary = gateway.child.pid!;
    const ready = () => logLines(gateway).filter((line) => line.msg === 'gateway ready').length;
    const before = ready();
    const [victim] = childrenOf(primary);
    // The replacement is killed while it still loads: its position has served, so this is no start-up failure.
    process.kill(await replacementOf(primary, victim!), 'SIGKILL');
    // After its wait (a second or more) and a start.
    await waitUntil(() => ready() === before + 1, 'another worker ready', 40_000);
    expect(alive(primary)).toBe(true);
    expect(logLines(gateway).some((line) => line.msg === 'gateway worker failed to start: stopping the others')).toBe(false);
    // Each death in a row of one position waits longer before the next fork.
    const deaths = logLines(gateway).filter((line) => line.msg === 'gateway worker died: starting another');
    expect(deaths.at(-1)!.delayMs).toBeGreaterThan(deaths.at(-2)!.delayMs!);
    for (let i = 0; i < 4; i++) expect(await ask(url, emulator.apiKey)).toEqual({ data: { walletAccounts: { total: 60 } } });
  }, 60_000);

  it('on SIGTERM, has every worker drain and stop, one still starting included, then exits 0', async () => {
    const primary = gateway.child.pid!;
    const [victim] = childrenOf(primary);
    const replacement = await replacementOf(primary, victim!);
    // The stop reaches the replacement before it listens for it: it is told again once it is up.
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toEqual({ code: 0, signal: null });
    expect(alive(replacement)).toBe(false);
    expect(logLines(gateway).filter((line) => line.msg === 'gateway stopped').map((line) => line.pid)).toContain(replacement);
  }, 60_000);
});

describe('WORKERS: a worker that does not stop', () => {
  it('is killed once the shutdown timeout and a margin have passed, and the primary exits 1', async () => {
    const emulator = await startEmulator();
    const redis = await startRedisServer();
    try {
      const gateway = spawnCluster(emulator, redis, { SHUTDOWN_TIMEOUT_MS: '1000' });
      await waitUntil(() => logLines(gateway).filter((line) => line.msg === 'gateway ready').length === 2, 'both workers ready', 60_000);
      const workers = childrenOf(gateway.child.pid!);
      // A worker whose event loop never turns again hears no stop.
      process.kill(workers[0]!, 'SIGSTOP');
      gateway.child.kill('SIGTERM');
      const started = Date.now();
      expect(await gateway.exited).toEqual({ code: 1, signal: null });
      // 1 s for the workers, 5 s of margin.
      expect(Date.now() - started).toBeGreaterThanOrEqual(5_500);
      expect(logLines(gateway).some((line) => line.msg === 'gateway workers did not stop in time: killing them')).toBe(true);
      await waitUntil(() => !alive(workers[0]!), 'the stuck worker gone');
      expect(workers.filter(alive)).toEqual([]);
    } finally {
      await redis.stop();
      await emulator.close();
    }
  }, 90_000);
});

describe('WORKERS: a worker whose event loop stops turning', () => {
  it('is killed once silent for WORKER_LIVENESS_TIMEOUT_MS and replaced; the other worker goes on, and every answer comes', async () => {
    await withCluster({ WORKER_LIVENESS_TIMEOUT_MS: '3000', ALLOW_CALLER_API_KEYS: 'true', RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0' }, async (emulator, gateway) => {
      const [, url = ''] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
      const ready = () => logLines(gateway).filter((line) => line.msg === 'gateway ready');
      await waitUntil(() => ready().length === 2, 'both workers ready', 60_000);
      const primary = gateway.child.pid!;
      const [victim, survivor] = childrenOf(primary);
      // The whole gateway frozen past the timeout (a paused container; thawed primary first, its
      // workers a moment later), then the primary alone: the silence is the primary's own, and no
      // worker is killed for it.
      for (const pid of [primary, victim!, survivor!]) process.kill(pid, 'SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      process.kill(primary, 'SIGCONT');
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const pid of [victim!, survivor!]) process.kill(pid, 'SIGCONT');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      process.kill(primary, 'SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      process.kill(primary, 'SIGCONT');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const said = (msg: string) => logLines(gateway).filter((line) => line.msg === msg).length;
      // One object, so that a failure shows all of it.
      expect({
        workers: childrenOf(primary).sort(),
        stalled: said("gateway primary was stalled: the workers' silence meanwhile is not counted") >= 2,
        kills: said('gateway worker stopped answering: killing it'),
        deaths: said('gateway worker died: starting another'),
      }).toEqual({ workers: [victim, survivor].sort(), stalled: true, kills: 0, deaths: 0 });
      // Stopped, a process keeps its connections and takes no more from the kernel's queue: as a loop
      // that never yields, it answers nothing.
      process.kill(victim!, 'SIGSTOP');
      const stoppedAt = Date.now();
      await waitUntil(() => !childrenOf(primary).includes(victim!), 'the silent worker killed', 30_000);
      // Not before its silence passed the timeout (less the beat it may have sent just before it stopped).
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1_500);
      const killed = logLines(gateway).find((line) => line.msg === 'gateway worker stopped answering: killing it');
      expect(killed?.workerPid).toBe(victim);
      expect(killed?.silentMs).toBeGreaterThan(3_000);
      await waitUntil(() => ready().length === 3, 'a replacement ready', 60_000);
      expect(childrenOf(primary)).toContain(survivor);
      for (let i = 0; i < 6; i++) expect(await ask(url, emulator.apiKey)).toEqual({ data: { walletAccounts: { total: 60 } } });
      const text = await scrape(url);
      expect([total(text, 'facade_workers_replaced_total', ['reason="unresponsive"', 'worker="primary"']), total(text, 'facade_workers_replaced_total', ['reason="died"'])]).toEqual([1, 0]);
      const servedBy = new Set(logLines(gateway).filter((line) => line.operation === 'ClusterCheck').map((line) => line.pid));
      expect({ servedBy: [...servedBy].sort(), ready: ready().map((line) => line.pid) }).toEqual({ servedBy: [survivor, ready()[2]!.pid].sort(), ready: [expect.any(Number), expect.any(Number), expect.any(Number)] });
    });
  }, 120_000);
});

describe('WORKERS: a worker that does not come up', () => {
  it('is killed WORKER_START_TIMEOUT_MS after its fork, and a replacement is forked; the other worker goes on', async () => {
    await withCluster({ WORKER_START_TIMEOUT_MS: '20000' }, async (_emulator, gateway) => {
      const [, url = ''] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
      const ready = () => logLines(gateway).filter((line) => line.msg === 'gateway ready');
      await waitUntil(() => ready().length === 2, 'both workers ready', 60_000);
      const primary = gateway.child.pid!;
      const [victim, survivor] = childrenOf(primary);
      // Its replacement stopped while it loads: it never listens.
      const stuck = await replacementOf(primary, victim!);
      process.kill(stuck, 'SIGSTOP');
      const stoppedAt = Date.now();
      await waitUntil(() => !childrenOf(primary).includes(stuck), 'the stuck replacement killed', 40_000);
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(15_000);
      expect(logLines(gateway).find((line) => line.msg === 'gateway worker did not start in time: killing it')?.workerPid).toBe(stuck);
      await waitUntil(() => ready().length === 3, 'another replacement ready', 60_000);
      expect(alive(primary)).toBe(true);
      expect(childrenOf(primary)).toContain(survivor);
      const text = await scrape(url);
      expect([total(text, 'facade_workers_replaced_total', ['reason="not_started"']), total(text, 'facade_workers_replaced_total', ['reason="died"'])]).toEqual([1, 1]);
    });
  }, 180_000);

  it('at a first start, stops the gateway: the other worker stopped, exit 1', async () => {
    await withCluster({ WORKER_START_TIMEOUT_MS: '5000' }, async (_emulator, gateway) => {
      const primary = gateway.child.pid!;
      // The first worker, stopped as soon as it is forked.
      let first: number | undefined;
      await waitUntil(() => (first = childrenOf(primary)[0]) !== undefined, 'a worker forked');
      process.kill(first!, 'SIGSTOP');
      expect(await gateway.exited).toEqual({ code: 1, signal: null });
      expect(logLines(gateway).filter((line) => line.msg === 'gateway worker did not start in time: killing it').map((line) => line.workerPid)).toContain(first);
      expect(logLines(gateway).some((line) => line.msg === 'gateway worker failed to start: stopping the others')).toBe(true);
      expect(alive(first!)).toBe(false);
    });
  }, 90_000);
});

describe('WORKERS refused', () => {
  it('without REDIS_URL: the process exits 1 naming both variables, and nothing listens', async () => {
    const emulator = await startEmulator();
    try {
      const gateway = spawnProcess(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
        cwd: ROOT,
        env: { PORT: '0', WORKERS: '2', COMMERCE_BASE_URL: emulator.url, COMMERCE_PROJECT_ID: emulator.projectId },
      });
      expect(await gateway.exited).toEqual({ code: 1, signal: null });
      expect(gateway.stderr()).toContain('WORKERS=2 needs REDIS_URL');
      expect(gateway.stdout()).not.toContain('GraphQL gateway:');
    } finally {
      await emulator.close();
    }
  }, 60_000);
});
