import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SUBGRAPHS, defaultSubgraphUrl } from '../gateway/federation/subgraphs';
import { SUPERGRAPH_PATH } from '../gateway/federation/supergraph';
import { subgraphUrlVariable, usableCpus } from '../subgraphs/shared/config';
import { startFixedService, type FixedService } from './fixed-service';

/**
 * `npm run bench`: one interleaved run of the same queries against
 * - the wallets subgraph alone (bare Apollo Server, the floor of what a router adds),
 * - this gateway with its subgraphs in process (`npm start`),
 * - this gateway with every subgraph over HTTP,
 * - Hive Gateway (its defaults) on the committed supergraph with the same HTTP subgraphs,
 * - this gateway in process with its default WORKERS (one per usable CPU, sharing a Redis),
 * all on a fixed-answer service started here. The gateway and the subgraphs run compiled, as the
 * image runs them (`npm run start:prod`, with its node flags). Figures are medians over rounds; compare the
 * ratios, never the absolute numbers: the machine is shared.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROOT = join(__dirname, '..');

const QUERIES = {
  gq1: `{ walletAccount(walletId: "wallet-001", currency: "POINT", accountNumber: "PNT-001") { accountNumber currency status balance } }`,
  gq50: `{ walletAccounts(pageSize: 50) { result { accountNumber title balance } } }`,
  gqx: `{ products(pageSize: 20) { products { sku family talkingProduct { name price stock } } } }`,
} as const;
type QueryName = keyof typeof QUERIES;

interface Setup {
  name: string;
  url: string;
  health: string;
  /** The process whose memory is reported: the router (or the bare subgraph). */
  process: () => ChildProcess;
  queries: readonly QueryName[];
}

interface Cell {
  rps: number;
  p50: number;
  p99: number;
  rssMb: number;
  largestRssMb: number;
  callsPerQuery: number;
  failures: number;
}

const children: ChildProcess[] = [];

/** The node flags `npm run start:prod` (and the image's CMD) start the gateway with. */
const GATEWAY_FLAGS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start:prod']!
  .split(' ')
  .filter((word) => word.startsWith('--'));

/** Runs `script` (compiled JavaScript under dist/, or a plain .mjs) on node alone. */
function start(script: string, env: Record<string, string>, args: string[] = [], flags: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...flags, join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** SIGTERM, then SIGKILL for whatever has not exited a few seconds later: a router left running keeps the bench's output open. */
async function stopAll(): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

const rssKb = (pid: number): number => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/** The resident memory of a process and its children (a cluster's workers), in MB: summed, and the largest. */
function rssMb(child: ChildProcess): { total: number; largest: number } {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent's pid; the command name before it may hold spaces.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === child.pid;
      } catch {
        return false;
      }
    });
  const each = [child.pid!, ...children.map(Number)].map(rssKb);
  return { total: Math.round(each.reduce((sum, kb) => sum + kb, 0) / 1024), largest: Math.round(Math.max(...each) / 1024) };
}

async function post(url: string, apiKey: string, query: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ query }),
  });
  return response.json();
}

async function measure(setup: Setup, query: QueryName, service: FixedService): Promise<Cell> {
  const before = service.calls();
  const result = await autocannon({
    url: setup.url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', 'x-api-key': service.apiKey },
    body: JSON.stringify({ query: QUERIES[query] }),
  });
  const memory = rssMb(setup.process());
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rssMb: memory.total,
    largestRssMb: memory.largest,
    callsPerQuery: result.requests.total ? (service.calls() - before) / result.requests.total : 0,
    failures: result.errors + result.non2xx,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error('npm run build failed');
  const service = await startFixedService();
  const common = {
    COMMERCE_BASE_URL: service.url,
    COMMERCE_PROJECT_ID: service.projectId,
    COMMERCE_API_KEY: service.apiKey,
    ALLOW_CALLER_API_KEYS: 'true',
    RATE_LIMIT_PER_SECOND: '0',
    // Every load generator connects from 127.0.0.1: one address, thousands of requests a second.
    RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0',
    MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: String(Math.max(16, CONNECTIONS)),
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
  };
  const bare = start('dist/gateway/subgraph-main.js', { ...common, SUBGRAPH_PORT: '4304' }, ['wallets']);
  for (const entry of SUBGRAPHS) start('dist/gateway/subgraph-main.js', { ...common, SUBGRAPH_PORT: String(entry.port) }, [entry.area]);
  const inProcess = start('dist/gateway/main.js', { ...common, PORT: '4301' }, [], GATEWAY_FLAGS);
  const remoteUrls = Object.fromEntries(SUBGRAPHS.map((entry) => [subgraphUrlVariable(entry.area), defaultSubgraphUrl(entry)]));
  const overHttp = start('dist/gateway/main.js', { ...common, ...remoteUrls, PORT: '4302' }, [], GATEWAY_FLAGS);
  const hive = start('bench/hive-gateway.mjs', { ...common, SUPERGRAPH_PATH, HIVE_PORT: '4303' });
  // WORKERS needs a Redis, as replicas do: the Debian redis-server the tests use, when there is one.
  const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
  const workers = usableCpus();
  let cluster: ChildProcess | undefined;
  if (hasRedis) {
    children.push(spawn('redis-server', ['--port', '4305', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }));
    cluster = start('dist/gateway/main.js', { ...common, REDIS_URL: 'redis://127.0.0.1:4305', PORT: '4306' }, [], GATEWAY_FLAGS);
  } else {
    process.stderr.write('no redis-server on PATH: the gateway with WORKERS is not measured\n');
  }

  const setups: Setup[] = [
    { name: 'wallets subgraph alone', url: 'http://127.0.0.1:4304/graphql', health: 'http://127.0.0.1:4304/health', process: () => bare, queries: ['gq1', 'gq50'] },
    { name: 'this gateway, in process', url: 'http://127.0.0.1:4301/graphql', health: 'http://127.0.0.1:4301/health', process: () => inProcess, queries: ['gq1', 'gq50', 'gqx'] },
    { name: 'this gateway, HTTP subgraphs', url: 'http://127.0.0.1:4302/graphql', health: 'http://127.0.0.1:4302/health', process: () => overHttp, queries: ['gq1', 'gq50', 'gqx'] },
    { name: 'Hive Gateway, HTTP subgraphs', url: 'http://127.0.0.1:4303/graphql', health: 'http://127.0.0.1:4303/healthcheck', process: () => hive, queries: ['gq1', 'gq50', 'gqx'] },
    ...(cluster
      ? [{ name: `this gateway, in process, ${workers} workers`, url: 'http://127.0.0.1:4306/graphql', health: 'http://127.0.0.1:4306/health', process: () => cluster, queries: ['gq1', 'gq50', 'gqx'] } satisfies Setup]
      : []),
  ];
  try {
    for (const entry of SUBGRAPHS) await waitFor(defaultSubgraphUrl(entry).replace('/graphql', '/health'));
    for (const setup of setups) await waitFor(setup.health);

    // A fast wrong answer is no answer: every setup must give the same data before it is measured.
    for (const query of Object.keys(QUERIES) as QueryName[]) {
      const answers = await Promise.all(
        setups.filter((setup) => setup.queries.includes(query)).map(async (setup) => [setup.name, JSON.stringify(await post(setup.url, service.apiKey, QUERIES[query]))] as const),
      );
      for (const [name, answer] of answers) {
        if (answer.includes('"errors"') || answer !== answers[0]![1]) throw new Error(`${name} answered ${query} differently: ${answer.slice(0, 300)}`);
      }
    }
    // Warm-up: JIT, connection pools and caches settle before anything is counted.
    for (const setup of setups) {
      for (const query of setup.queries) {
        await autocannon({ url: setup.url, method: 'POST', connections: CONNECTIONS, duration: 2, headers: { 'content-type': 'application/json', 'x-api-key': service.apiKey }, body: JSON.stringify({ query: QUERIES[query] }) });
      }
    }

    const cells = new Map<string, Cell[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of Object.keys(QUERIES) as QueryName[]) {
        // Rotating the order each round spreads any drift of the machine over every setup.
        const order = setups.map((_, i) => setups[(i + round) % setups.length]!);
        for (const setup of order) {
          if (!setup.queries.includes(query)) continue;
          const cell = await measure(setup, query, service);
          const key = `${setup.name}|${query}`;
          cells.set(key, [...(cells.get(key) ?? []), cell]);
          process.stderr.write(`round ${round + 1}/${ROUNDS} ${query} ${setup.name}: ${cell.rps.toFixed(0)} rps\n`);
        }
      }
    }
    const summary = (setup: Setup, query: QueryName): Cell | undefined => {
      const list = cells.get(`${setup.name}|${query}`);
      if (!list) return undefined;
      const pick = (field: keyof Cell) => median(list.map((cell) => cell[field]));
      return { rps: pick('rps'), p50: pick('p50'), p99: pick('p99'), rssMb: Math.max(...list.map((cell) => cell.rssMb)), largestRssMb: Math.max(...list.map((cell) => cell.largestRssMb)), callsPerQuery: pick('callsPerQuery'), failures: list.reduce((sum, cell) => sum + cell.failures, 0) };
    };

    console.log(`\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
    console.log(`${CONNECTIONS} connections, ${SECONDS} s per cell, ${ROUNDS} rounds interleaved, medians\n`);
    console.log('| setup | query | req/s | p50 ms | p99 ms | max RSS MB, all processes | largest process | service calls per query | failed |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const query of Object.keys(QUERIES) as QueryName[]) {
      for (const setup of setups) {
        const cell = summary(setup, query);
        if (!cell) continue;
        console.log(`| ${setup.name} | ${query} | ${cell.rps.toFixed(0)} | ${cell.p50} | ${cell.p99} | ${cell.rssMb} | ${cell.largestRssMb} | ${cell.callsPerQuery.toFixed(2)} | ${cell.failures} |`);
      }
    }
    const [bareSetup, inProcessSetup, overHttpSetup, hiveSetup, clusterSetup] = setups as [Setup, Setup, Setup, Setup, Setup | undefined];
    const ratio = (a: Setup, b: Setup, query: QueryName) => {
      const x = summary(a, query);
      const y = summary(b, query);
      return x && y && y.rps ? `${(x.rps / y.rps).toFixed(2)}×` : '–';
    };
    console.log('\n| ratio | gq1 | gq50 | gqx |');
    console.log('|---|---|---|---|');
    console.log(`| in process / Hive Gateway (goal ≥ 2×) | ${ratio(inProcessSetup, hiveSetup, 'gq1')} | ${ratio(inProcessSetup, hiveSetup, 'gq50')} | ${ratio(inProcessSetup, hiveSetup, 'gqx')} |`);
    if (clusterSetup) {
      console.log(`| in process, ${workers} workers / Hive Gateway | ${ratio(clusterSetup, hiveSetup, 'gq1')} | ${ratio(clusterSetup, hiveSetup, 'gq50')} | ${ratio(clusterSetup, hiveSetup, 'gqx')} |`);
    }
    console.log(`| HTTP subgraphs / Hive Gateway | ${ratio(overHttpSetup, hiveSetup, 'gq1')} | ${ratio(overHttpSetup, hiveSetup, 'gq50')} | ${ratio(overHttpSetup, hiveSetup, 'gqx')} |`);
    console.log(`| in process / bare subgraph (goal ≥ 0.5×) | ${ratio(inProcessSetup, bareSetup, 'gq1')} | ${ratio(inProcessSetup, bareSetup, 'gq50')} | – |`);
  } finally {
    await stopAll();
    await service.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
