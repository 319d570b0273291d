import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXED_SERVICE_API_KEY, FIXED_SERVICE_PROJECT } from './fixed-service';
import { GATEWAY_FLAGS, buildSnapshot, freePorts, killAll, startNode, stopAll, waitFor } from './processes';
import { BODY_MODES, QUERY_NAMES, poolOf, type BodyMode, type QueryName } from './queries';
import { runWrk, wrkVersion } from './wrk';

/*
 * `npm run bench:profile -- <query> [distinct|identical] [seconds]`: where the CPU of this gateway in
 * process goes under one of the bench's queries. The built gateway runs with `npm run start:prod`'s
 * flags and --cpu-prof in front of the bench's fixed-answer service, wrk sends the query's bodies
 * (16 connections) after a warm-up, and the profile written when the gateway stops is summed up by
 * self time: garbage collection, each package, and the costliest functions. The .cpuprofile file
 * stays for Chrome DevTools (Performance, Load profile).
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

const query = (process.argv[2] ?? 'gq50') as QueryName;
const mode = (process.argv[3] ?? 'distinct') as BodyMode;
const seconds = Number(process.argv[4] ?? 10);
const CONNECTIONS = 16;
const WARMUP_SECONDS = 3;

/** Where a frame's code lives: a package, a file of this project, a part of Node, or V8 itself. */
function ownerOf(frame: CallFrame, dist: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (inPackage) return inPackage[1]!;
  if (frame.url.includes(dist)) return frame.url.slice(frame.url.indexOf(dist) + dist.length + 1);
  if (frame.url.startsWith('node:')) return 'node (internals)';
  return frame.url === '' ? '(V8 and native code)' : frame.url;
}

function summarise(profile: CpuProfile, dist: string): string {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)') continue;
    busy += us;
    const owner = frame.functionName === '(garbage collector)' ? '(garbage collection)' : ownerOf(frame, dist);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} ${owner}${frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const top = (costs: Map<string, number>, count: number) =>
    [...costs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return [`busy ${(busy / 1e6).toFixed(1)} s of CPU (self time; the start-up is included)`, '', 'by owner:', top(byOwner, 20), '', 'by function:', top(byFunction, 30)].join('\n');
}

async function main(): Promise<void> {
  if (!QUERY_NAMES.includes(query) || !BODY_MODES.includes(mode) || !(seconds > 0)) {
    throw new Error(`usage: npm run bench:profile -- <${QUERY_NAMES.join('|')}> [${BODY_MODES.join('|')}] [seconds]`);
  }
  if (!wrkVersion()) throw new Error('npm run bench:profile needs wrk on PATH: apt-get install -y wrk');
  const snapshot = buildSnapshot();
  const profiles = mkdtempSync(join(tmpdir(), 'commerce-profile-'));
  try {
    const [servicePort, gatewayPort] = (await freePorts(2)) as [number, number];
    const service = startNode('bench/fixed-service-main.ts', {}, [String(servicePort)], ['--import', 'tsx']);
    await waitFor(`http://127.0.0.1:${servicePort}/__calls`, service);
    const gateway = startNode(
      join(snapshot.dist, 'gateway', 'main.js'),
      {
        COMMERCE_BASE_URL: `http://127.0.0.1:${servicePort}`,
        COMMERCE_PROJECT_ID: FIXED_SERVICE_PROJECT,
        COMMERCE_API_KEY: FIXED_SERVICE_API_KEY,
        ALLOW_CALLER_API_KEYS: 'true',
        RATE_LIMIT_PER_SECOND: '0',
        RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0',
        MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: String(CONNECTIONS),
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        WORKERS: '1',
        PORT: String(gatewayPort),
      },
      [],
      [...GATEWAY_FLAGS, '--cpu-prof', `--cpu-prof-dir=${profiles}`],
    );
    const url = `http://127.0.0.1:${gatewayPort}/graphql`;
    await waitFor(`http://127.0.0.1:${gatewayPort}/health`, gateway);
    const bodiesFile = join(snapshot.dir, `${query}-${mode}.txt`);
    writeFileSync(bodiesFile, `${poolOf(query, mode).join('\n')}\n`);
    const load = { url, bodiesFile, apiKey: FIXED_SERVICE_API_KEY, connections: CONNECTIONS };
    await runWrk({ ...load, seconds: WARMUP_SECONDS, start: 5_000 });
    const result = await runWrk({ ...load, seconds, start: 0 });
    await stopAll();
    const file = readdirSync(profiles).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the gateway wrote no profile');
    const path = join(profiles, file);
    console.log(`${query}, ${mode} bodies, ${CONNECTIONS} connections, ${seconds} s: ${Math.round(result.rps)} req/s, ${result.failures} failed`);
    console.log(summarise(JSON.parse(readFileSync(path, 'utf8')) as CpuProfile, snapshot.dist));
    console.log(`\nprofile: ${path}`);
  } finally {
    await stopAll();
    snapshot.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  killAll();
  process.exit(1);
});
