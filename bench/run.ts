import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { SUBGRAPHS } from '../gateway/federation/subgraphs';
import { SUPERGRAPH_PATH } from '../gateway/federation/supergraph';
import { subgraphUrlVariable, usableCpus } from '../config/environment';
import { FIXED_SERVICE_API_KEY, FIXED_SERVICE_PROJECT } from './fixed-service';
import { cpuMs, machineBusyMs, mainThreadCpuMs, mainThreadWaitMs, processTree, sampleRss, selfAndReapedChildrenCpuMs } from './proc';
import { GATEWAY_FLAGS, ROOT, buildSnapshot, freePorts, killAll, startNode, startProgram, stopAll, waitFor } from './processes';
import { BODY_MODES, DOCUMENTS, POOL_SIZE, QUERY_NAMES, SAMPLE_INDEXES, bodyOf, poolOf, type BodyMode, type QueryName } from './queries';
import { formatReport, type Cell, type Machine, type Setup } from './report';
import { runWrk, wrkVersion } from './wrk';

/**
 * `npm run bench`: routers compared like for like, each a single process, on the same queries.
 * - this gateway with its subgraphs in process, and this gateway over HTTP subgraphs: compiled
 *   (npm run build), NODE_ENV=production, with the node flags of `npm run start:prod`;
 * - Hive Gateway with its defaults, and Hive Gateway with the Rust query planner
 *   (@graphql-hive/router-runtime), on the committed supergraph and the same HTTP subgraphs;
 * - with BENCH_CLUSTER=1, also this gateway with WORKERS=2 (both ways) and Hive Gateway forked
 *   twice (both planners), compared among themselves; BENCH_CLUSTER=only runs those alone.
 * The subgraphs call a fixed-answer service (bench/fixed-service.ts) in a process of its own; wrk,
 * the load generator, is another. By default every request asks for another account or page (a pool
 * of 10,000 bodies per query); the second figure sends one body again and again. Before measuring,
 * every setup must answer a sample of bodies with the same data. Cells of BENCH_SECONDS (8) at
 * BENCH_CONNECTIONS (16) run in BENCH_ROUNDS (3) interleaved rounds; figures are medians. Beside
 * requests/s and wrk's latencies: CPU time per query (utime + stime from /proc) of the router and of
 * the whole chain (router, subgraphs, service), the share of a core the router's main thread was busy
 * and waited for one, and how busy the machine's cores were (a router whose main thread runs or waits
 * throughout can go no faster, however many cores the machine has left), and the router's peak
 * resident memory. Each cell
 * waits for a quiet second and is measured again (BENCH_RETRIES, 2) when programs outside the bench
 * used more than BENCH_MAX_OTHER_CORES (0.25) during it; the table shows what each cell saw. Compare
 * the ratios: every process shares the machine's cores.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** `1`: the cluster group beside the single processes; `only`: the cluster group alone. */
const CLUSTER = process.env.BENCH_CLUSTER === '1' || process.env.BENCH_CLUSTER === 'only';
const SINGLE = process.env.BENCH_CLUSTER !== 'only';
const CLUSTER_WORKERS = Number(process.env.BENCH_CLUSTER_WORKERS ?? 2);
/** A cell during which other programs used more than this many cores is measured again, at most MAX_RETRIES times. */
const MAX_OTHER_CORES = Number(process.env.BENCH_MAX_OTHER_CORES ?? 0.25);
const MAX_RETRIES = Number(process.env.BENCH_RETRIES ?? 2);
/** For shorter runs while working on the bench: BENCH_QUERIES=gq1,gqx, BENCH_MODES=distinct. */
const QUERIES = (process.env.BENCH_QUERIES?.split(',') ?? QUERY_NAMES).filter((name): name is QueryName => (QUERY_NAMES as readonly string[]).includes(name));
const MODES = (process.env.BENCH_MODES?.split(',') ?? BODY_MODES).filter((name): name is BodyMode => (BODY_MODES as readonly string[]).includes(name));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function post(url: string, body: string): Promise<{ data?: unknown; errors?: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': FIXED_SERVICE_API_KEY }, body });
  return (await response.json()) as { data?: unknown; errors?: unknown };
}

const versionOf = (name: string): string => {
  try {
    return (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'not installed';
  }
};

async function main(): Promise<void> {
  const wrk = wrkVersion();
  if (!wrk) {
    console.error('npm run bench needs wrk, the load generator, on PATH: apt-get install -y wrk (Debian, Ubuntu) or brew install wrk (macOS).');
    process.exit(1);
  }
  if (QUERIES.length === 0 || MODES.length === 0) throw new Error('BENCH_QUERIES or BENCH_MODES names nothing known');
  const loadBefore = loadavg();
  const snapshot = buildSnapshot();
  const dist = (script: string) => join(snapshot.dist, script);
  try {
    // Ports: the service, each subgraph, and every router (and a Redis for the clusters).
    const ports = await freePorts(1 + SUBGRAPHS.length + 4 + (CLUSTER ? 5 : 0));
    const port = () => ports.shift()!;

    const servicePort = port();
    const serviceUrl = `http://127.0.0.1:${servicePort}`;
    const service = startNode('bench/fixed-service-main.ts', {}, [String(servicePort)], ['--import', 'tsx']);
    await waitFor(`${serviceUrl}/__calls`, service);
    const serviceCalls = async () => ((await (await fetch(`${serviceUrl}/__calls`)).json()) as { calls: number }).calls;

    const common = {
      COMMERCE_BASE_URL: serviceUrl,
      COMMERCE_PROJECT_ID: FIXED_SERVICE_PROJECT,
      COMMERCE_API_KEY: FIXED_SERVICE_API_KEY,
      ALLOW_CALLER_API_KEYS: 'true',
      RATE_LIMIT_PER_SECOND: '0',
      // wrk connects from 127.0.0.1: one address, thousands of requests a second.
      RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0',
      MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: String(Math.max(16, CONNECTIONS)),
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
    };

    const subgraphs = SUBGRAPHS.map((entry) => {
      const subgraphPort = port();
      const child = startNode(dist('gateway/subgraph-main.js'), { ...common, SUBGRAPH_PORT: String(subgraphPort) }, [entry.area]);
      return { entry, child, url: `http://127.0.0.1:${subgraphPort}/graphql` };
    });
    for (const subgraph of subgraphs) await waitFor(subgraph.url.replace('/graphql', '/health'), subgraph.child);
    const subgraphUrls = Object.fromEntries(subgraphs.map(({ entry, url }) => [subgraphUrlVariable(entry.area), url]));
    // Hive Gateway reads the subgraphs' addresses from the supergraph: the committed one, with these ports.
    const supergraph = join(snapshot.dir, 'supergraph.graphql');
    let sdl = readFileSync(SUPERGRAPH_PATH, 'utf8');
    for (const { entry, url } of subgraphs) {
      sdl = sdl.replace(new RegExp(`(@join__graph\\(name: "${entry.area}", url: )"[^"]*"`), `$1"${url}"`);
    }
    writeFileSync(supergraph, sdl);

    const setups: Setup[] = [];
    let redis: ChildProcess | undefined;
    const gateway = (name: string, group: string, overHttp: boolean, env: Record<string, string>) => {
      const routerPort = port();
      const child = startNode(dist('gateway/main.js'), { ...common, ...(overHttp ? subgraphUrls : {}), WORKERS: '1', ...env, PORT: String(routerPort) }, [], GATEWAY_FLAGS);
      setups.push({ name, group, kind: 'ours', overHttp, child, url: `http://127.0.0.1:${routerPort}/graphql`, health: `http://127.0.0.1:${routerPort}/health` });
    };
    const hive = (name: string, group: string, env: Record<string, string>) => {
      const routerPort = port();
      const child = startNode(join(ROOT, 'bench', 'hive-gateway.mjs'), { ...common, ...env, SUPERGRAPH_PATH: supergraph, HIVE_PORT: String(routerPort) });
      setups.push({ name, group, kind: env.HIVE_ROUTER_RUNTIME === '1' ? 'hive-rust' : 'hive', overHttp: true, child, url: `http://127.0.0.1:${routerPort}/graphql`, health: `http://127.0.0.1:${routerPort}/healthcheck` });
    };
    const single = 'one process';
    if (SINGLE) {
      gateway('this gateway, in process', single, false, {});
      gateway('this gateway, HTTP subgraphs', single, true, {});
      hive('Hive Gateway', single, {});
      hive('Hive Gateway, Rust planner', single, { HIVE_ROUTER_RUNTIME: '1' });
    }
    if (CLUSTER) {
      // WORKERS needs a Redis, as replicas do.
      const redisPort = port();
      redis = startProgram('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
      const group = `${CLUSTER_WORKERS} workers`;
      const workers = { WORKERS: String(CLUSTER_WORKERS), REDIS_URL: `redis://127.0.0.1:${redisPort}` };
      gateway(`this gateway, in process, ${group}`, group, false, workers);
      gateway(`this gateway, HTTP subgraphs, ${group}`, group, true, workers);
      hive(`Hive Gateway, fork ${CLUSTER_WORKERS}`, group, { HIVE_FORK: String(CLUSTER_WORKERS) });
      hive(`Hive Gateway, Rust planner, fork ${CLUSTER_WORKERS}`, group, { HIVE_FORK: String(CLUSTER_WORKERS), HIVE_ROUTER_RUNTIME: '1' });
    }
    for (const setup of setups) await waitFor(setup.health, setup.child);
    process.stderr.write(
      `pids: service ${service.pid}, subgraphs ${subgraphs.map(({ entry, child }) => `${entry.area} ${child.pid}`).join(', ')}; ${setups.map((setup) => `${setup.name} ${setup.child.pid}`).join(', ')}\n`,
    );

    // A fast wrong answer is no answer: every setup must give the same data for a sample of bodies,
    // and distinct bodies must get distinct data.
    for (const query of QUERIES) {
      const seen = new Set<string>();
      for (const index of SAMPLE_INDEXES) {
        const body = bodyOf(query, index);
        const answers = await Promise.all(setups.map(async (setup) => [setup.name, await post(setup.url, body)] as const));
        const expected = JSON.stringify(answers[0]![1].data);
        for (const [name, answer] of answers) {
          if (answer.errors || !answer.data || JSON.stringify(answer.data) !== expected) {
            throw new Error(`${name} answered ${query} body ${index} differently: ${JSON.stringify(answer).slice(0, 400)}\nexpected ${expected.slice(0, 400)}`);
          }
        }
        if (expected.includes('null')) throw new Error(`${query} body ${index} has nulls in its data: ${expected.slice(0, 400)}`);
        seen.add(expected);
      }
      if (seen.size !== SAMPLE_INDEXES.length) throw new Error(`${query}: distinct bodies got the same data`);
    }

    const bodyFiles = new Map<string, string>();
    for (const query of QUERIES) {
      for (const mode of MODES) {
        const file = join(snapshot.dir, `${query}-${mode}.jsonl`);
        writeFileSync(file, `${poolOf(query, mode).join('\n')}\n`);
        bodyFiles.set(`${query}|${mode}`, file);
      }
    }
    const servicePids = [service.pid!];
    const subgraphPids = subgraphs.map(({ child }) => child.pid!);
    let cellNumber = 0;
    let retried = 0;

    const cpuOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    /** Waits (at most a minute) for a second in which other programs use no more than MAX_OTHER_CORES. */
    const quiet = async (): Promise<void> => {
      for (let second = 0; second < 60; second++) {
        const benchPids = [...servicePids, ...subgraphPids, ...setups.flatMap((setup) => processTree(setup.child.pid!))];
        const machineBefore = machineBusyMs();
        const benchBefore = cpuOf(benchPids) + selfAndReapedChildrenCpuMs();
        await sleep(1_000);
        const other = machineBusyMs() - machineBefore - (cpuOf(benchPids) + selfAndReapedChildrenCpuMs() - benchBefore);
        if (other / 1000 <= MAX_OTHER_CORES) return;
      }
    };
    const measure = async (setup: Setup, query: QueryName, mode: BodyMode, seconds: number): Promise<Cell> => {
      await quiet();
      const routerPids = processTree(setup.child.pid!);
      const chainPids = [...routerPids, ...(setup.overHttp ? subgraphPids : []), ...servicePids];
      // Every process of the bench, idle routers included; wrk is counted once this process has reaped it.
      const benchPids = [...new Set([...servicePids, ...subgraphPids, ...setups.flatMap((other) => processTree(other.child.pid!)), ...(redis ? [redis.pid!] : [])])];
      const callsBefore = await serviceCalls();
      const routerBefore = cpuOf(routerPids);
      const chainBefore = cpuOf(chainPids);
      const benchBefore = cpuOf(benchPids) + selfAndReapedChildrenCpuMs();
      const machineBefore = machineBusyMs();
      const mainThreadsBefore = routerPids.map((pid) => ({ cpu: mainThreadCpuMs(pid), wait: mainThreadWaitMs(pid) }));
      const rss = sampleRss(routerPids);
      const result = await runWrk({
        url: setup.url,
        bodiesFile: bodyFiles.get(`${query}|${mode}`)!,
        apiKey: FIXED_SERVICE_API_KEY,
        connections: CONNECTIONS,
        seconds,
        start: (cellNumber++ * 1237) % POOL_SIZE,
      });
      const routerCpu = cpuOf(routerPids) - routerBefore;
      const chainCpu = cpuOf(chainPids) - chainBefore;
      const peakRssMb = rss.stop();
      const machineCpu = machineBusyMs() - machineBefore;
      const otherCpu = machineCpu - (cpuOf(benchPids) + selfAndReapedChildrenCpuMs() - benchBefore);
      // The busiest of the router's processes (a cluster's workers each have one).
      const mainThreads = routerPids.map((pid, index) => ({ cpu: mainThreadCpuMs(pid) - mainThreadsBefore[index]!.cpu, wait: mainThreadWaitMs(pid) - mainThreadsBefore[index]!.wait }));
      const busiest = mainThreads.reduce((most, thread) => (thread.cpu > most.cpu ? thread : most));
      const calls = (await serviceCalls()) - callsBefore;
      const perQuery = (value: number) => (result.requests ? value / result.requests : 0);
      return {
        rps: result.rps,
        p50: result.p50Ms,
        p99: result.p99Ms,
        routerCpuMs: perQuery(routerCpu),
        chainCpuMs: perQuery(chainCpu),
        peakRssMb,
        callsPerQuery: perQuery(calls),
        failures: result.failures,
        otherCores: Math.max(0, otherCpu / 1000 / result.seconds),
        mainThreadCores: busiest.cpu / 1000 / result.seconds,
        mainThreadWaitCores: busiest.wait / 1000 / result.seconds,
        machineCores: machineCpu / 1000 / result.seconds,
      };
    };

    // Warm-up: JIT, connection pools and caches settle before anything is counted.
    for (const setup of setups) for (const query of QUERIES) await measure(setup, query, MODES[0]!, WARMUP_SECONDS);

    const cells = new Map<string, Cell[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of MODES) {
        for (const query of QUERIES) {
          // Rotating the order each round spreads any drift of the machine over every setup.
          const order = setups.map((_, i) => setups[(i + round) % setups.length]!);
          for (const setup of order) {
            let cell = await measure(setup, query, mode, SECONDS);
            // Another program's burst (a build, a test run) is not this setup's slowness: measured again.
            for (let retry = 0; retry < MAX_RETRIES && cell.otherCores > MAX_OTHER_CORES; retry++) {
              process.stderr.write(`  other processes used ${cell.otherCores.toFixed(2)} cores during ${setup.name} ${query}: measured again\n`);
              retried++;
              cell = await measure(setup, query, mode, SECONDS);
            }
            const key = `${setup.name}|${query}|${mode}`;
            cells.set(key, [...(cells.get(key) ?? []), cell]);
            process.stderr.write(
              `round ${round + 1}/${ROUNDS} ${mode} ${query} ${setup.name}: ${cell.rps.toFixed(0)} req/s, router ${cell.routerCpuMs.toFixed(2)} CPU ms/query, chain ${cell.chainCpuMs.toFixed(2)}, main thread ${cell.mainThreadCores.toFixed(2)} cores (waiting ${cell.mainThreadWaitCores.toFixed(2)}), machine ${cell.machineCores.toFixed(2)}, ${cell.peakRssMb.toFixed(0)} MB, other load ${cell.otherCores.toFixed(2)} cores${cell.failures ? `, ${cell.failures} failed` : ''}\n`,
            );
          }
        }
      }
    }

    const summary = (setup: Setup, query: QueryName, mode: BodyMode) => {
      const list = cells.get(`${setup.name}|${query}|${mode}`);
      if (!list) return undefined;
      const pick = (field: keyof Cell) => median(list.map((cell) => cell[field]));
      const rates = list.map((cell) => cell.rps);
      return {
        rps: pick('rps'),
        rpsMin: Math.min(...rates),
        rpsMax: Math.max(...rates),
        p50: pick('p50'),
        p99: pick('p99'),
        routerCpuMs: pick('routerCpuMs'),
        chainCpuMs: pick('chainCpuMs'),
        peakRssMb: Math.max(...list.map((cell) => cell.peakRssMb)),
        callsPerQuery: pick('callsPerQuery'),
        failures: list.reduce((sum, cell) => sum + cell.failures, 0),
        otherCores: Math.max(...list.map((cell) => cell.otherCores)),
        mainThreadCores: pick('mainThreadCores'),
        mainThreadWaitCores: pick('mainThreadWaitCores'),
        machineCores: pick('machineCores'),
      };
    };
    const machine: Machine = {
      date: new Date().toISOString().slice(0, 10),
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      usableCores: usableCpus(),
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      wrk,
      packages: Object.fromEntries(['@apollo/gateway', '@apollo/server', '@graphql-hive/gateway', '@graphql-hive/router-runtime', '@graphql-hive/router-query-planner'].map((name) => [name, versionOf(name)])),
      loadBefore,
      loadAfter: loadavg(),
    };
    console.log(
      formatReport({
        machine,
        setups,
        queries: QUERIES,
        modes: MODES,
        documents: DOCUMENTS,
        load: { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, poolSize: POOL_SIZE, gatewayFlags: GATEWAY_FLAGS, maxOtherCores: MAX_OTHER_CORES, retries: MAX_RETRIES, retried },
        summary,
      }),
    );
  } finally {
    await stopAll();
    snapshot.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  killAll();
  process.exit(1);
});
