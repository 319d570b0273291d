import { join } from 'node:path';
import { request } from 'undici';
import { startEmulator, type Emulator } from '../../emulator/server';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { PROBE_INTERVAL_MS } from '../../gateway/federation/subgraph-health';
import { loadConfig, serviceConfig } from '../../config/environment';
import { keyCallerAuth, keyCallerConfig } from '../helpers/key-callers';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';
import { testSubgraphOptions } from '../helpers/service-config';

const ROOT = join(__dirname, '..', '..');
/** COMMERCE_TIMEOUT_MS plus SUBGRAPH_TIMEOUT_MARGIN_MS: how long an operation may wait for a subgraph. */
const TIMEOUT_MS = 1_000;
const MARGIN_MS = 500;
const DEADLINE_MS = TIMEOUT_MS + MARGIN_MS;

/**
 * One root field of the wallets area and one of the catalogue area, each served on its own (an area
 * served in process would share the operation's byte budget with the subgraph request lent all of it).
 */
const QUERY = '{ walletAccounts(pageSize: 2) { total } products(pageSize: 1) { total } }';

interface Answer {
  status: number;
  text: string;
  ms: number;
  body: { data?: { walletAccounts: { total: number } | null; products: { total: number } | null }; errors?: { message: string; path?: string[]; extensions: Record<string, unknown> }[] };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The wallets subgraph in a process of its own, so that it can be paused (SIGSTOP: connections are
 * still accepted by the kernel, nothing is answered) and killed (connections refused), behind a
 * production gateway that reaches it over HTTP.
 */
describe('a subgraph deployed on its own that hangs, comes back, then dies', () => {
  let emulator: Emulator;
  let subgraph: SpawnedProcess;
  let catalogue: RunningSubgraph;
  let gateway: RunningGateway;
  let base: string;
  let port: string;

  beforeAll(async () => {
    emulator = await startEmulator();
    subgraph = spawnProcess(process.execPath, ['--import', 'tsx', 'gateway/subgraph-main.ts', 'wallets'], {
      cwd: ROOT,
      env: {
        COMMERCE_BASE_URL: emulator.url,
        COMMERCE_PROJECT_ID: emulator.projectId,
        COMMERCE_LOYALTY_PROJECT_ID: emulator.loyaltyProjectId,
        COMMERCE_STAGE_PROJECT_ID: emulator.stageProjectId,
        COMMERCE_API_KEY: emulator.apiKey,
        ALLOW_CALLER_API_KEYS: 'true',
        SUBGRAPH_PORT: '0',
        LOG_LEVEL: 'silent',
      },
    });
    const [, url] = await subgraph.waitFor(/Subgraph wallets: (\S+)/);
    port = new URL(url!).port;
    const auth = await keyCallerAuth();
    const env = { COMMERCE_TIMEOUT_MS: String(TIMEOUT_MS), SUBGRAPH_TIMEOUT_MARGIN_MS: String(MARGIN_MS) };
    const service = serviceConfig(loadConfig(env), emulator);
    catalogue = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'catalogue')!, service, 0, '127.0.0.1', testSubgraphOptions({ auth }));
    gateway = await startGateway({
      config: { ...keyCallerConfig(auth, env), production: true, subgraphUrls: { wallets: url!, catalogue: catalogue.url } },
      service,
    });
    base = gateway.url.replace(/\/graphql$/, '');
    // The tests are about the subgraph: the operation is planned first. Its planning thread starts with
    // the first new operation, and on a loaded machine planning it can outlast this gateway's short
    // deadline, which is answered RATE_LIMITED (retry after 1 s), as it should be.
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await query();
      if (!answer.body.errors?.some((error) => error.extensions.code === 'RATE_LIMITED')) break;
      await sleep(1_000);
    }
  }, 60_000);

  afterAll(async () => {
    // A paused child would not die of SIGTERM, nor let the suite end.
    subgraph?.child.kill('SIGCONT');
    await subgraph?.stop();
    await gateway?.stop();
    await catalogue?.stop();
    await emulator?.close();
  });

  const query = async (): Promise<Answer> => {
    const started = performance.now();
    const response = await request(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey },
      body: JSON.stringify({ query: QUERY }),
    });
    const text = await response.body.text();
    return { status: response.statusCode, text, ms: performance.now() - started, body: JSON.parse(text) as Answer['body'] };
  };
  const ready = async () => {
    const response = await request(`${base}/ready`);
    const text = await response.body.text();
    return { status: response.statusCode, text, body: JSON.parse(text) as { status: string; checks: Record<string, string> } };
  };
  /** `/ready` once its last report, which it gives again for a second, is past: what it says now. */
  const readyNow = async () => {
    await sleep(1_100);
    return ready();
  };
  /** Polls `/ready` until it answers `status`, for at most `withinMs`. */
  const readyBecomes = async (status: number, withinMs: number) => {
    const until = Date.now() + withinMs;
    let last = await ready();
    while (last.status !== status && Date.now() < until) {
      await sleep(200);
      last = await ready();
    }
    return last;
  };
  /** Nothing in a production answer names where the subgraph runs, or how the connection failed. */
  const expectNoTopology = (text: string) => {
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|ECONN|EHOST|ENOTFOUND|http:\/\//);
    expect(text).not.toMatch(new RegExp(`\\b${port}\\b`));
  };
  const expectWalletsUnavailable = (answer: Answer, reason: string) => {
    expect(answer.body.data?.walletAccounts).toBeNull();
    expect(answer.body.data?.products?.total).toBeGreaterThan(0);
    expect(answer.body.errors).toEqual([
      {
        message: `The wallets area is unavailable (${reason})`,
        path: ['walletAccounts'],
        extensions: expect.objectContaining({ code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'wallets', reason }),
      },
    ]);
    expectNoTopology(answer.text);
  };

  it('answers both areas while the subgraph is up, and is ready', async () => {
    const answer = await query();
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.walletAccounts?.total).toBeGreaterThan(0);
    expect(answer.body.data?.products?.total).toBeGreaterThan(0);
    expect(await ready()).toMatchObject({ status: 200, body: { status: 'ready', checks: { service: 'ok', 'subgraph:wallets': 'ok', 'subgraph:catalogue': 'ok' } } });
  });

  it('paused: answers within the deadline with SUBGRAPH_UNAVAILABLE on the wallets field, the catalogue field answered, and turns unready', async () => {
    subgraph.child.kill('SIGSTOP');
    const answer = await query();
    console.info(`paused subgraph: answered in ${Math.round(answer.ms)} ms (deadline ${DEADLINE_MS} ms)`);
    expect(answer.ms).toBeLessThan(DEADLINE_MS + 1_000);
    expect(answer.status).toBe(200);
    expectWalletsUnavailable(answer, 'timeout');
    expect(answer.body.errors![0]!.extensions.delivered).toBe('unknown');

    const unready = await readyBecomes(503, 10_000);
    expect(unready.status).toBe(503);
    expect(unready.body.status).toBe('not ready');
    expect(unready.body.checks['subgraph:wallets']).not.toBe('ok');
    expect(unready.body.checks).toMatchObject({ service: 'ok', 'subgraph:catalogue': 'ok' });
    expectNoTopology(unready.text);
  }, 30_000);

  it('paused and known down: fails fast rather than waiting out each deadline', async () => {
    // Until the breaker opens each request waits out its deadline; after, none does.
    let answer = await query();
    for (let attempt = 0; attempt < 5 && answer.ms > 500; attempt++) answer = await query();
    expect(answer.ms).toBeLessThan(500);
    console.info(`paused subgraph, known down: answered in ${Math.round(answer.ms)} ms`);
    expectWalletsUnavailable(answer, 'timeout');
    expect(answer.body.errors![0]!.extensions.delivered).toBe(false);
    expect(await readyNow()).toMatchObject({ status: 503, body: { checks: { 'subgraph:wallets': 'down (timeout)' } } });
  }, 30_000);

  it('resumed (SIGCONT): ready again once a probe answers, and the wallets field answers again', async () => {
    subgraph.child.kill('SIGCONT');
    const started = Date.now();
    const back = await readyBecomes(200, 3 * PROBE_INTERVAL_MS + 2_000);
    console.info(`resumed subgraph: ready again after ${Date.now() - started} ms`);
    expect(back).toMatchObject({ status: 200, body: { status: 'ready', checks: { 'subgraph:wallets': 'ok' } } });
    const answer = await query();
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.walletAccounts?.total).toBeGreaterThan(0);
  }, 30_000);

  it('killed: the connection is refused, SUBGRAPH_UNAVAILABLE (unreachable) with no address, port or ECONNREFUSED anywhere', async () => {
    await subgraph.stop();
    const answer = await query();
    expect(answer.ms).toBeLessThan(DEADLINE_MS);
    expectWalletsUnavailable(answer, 'unreachable');
    expect(answer.body.errors![0]!.extensions.delivered).toBe(false);
    const unready = await readyNow();
    expect(unready.status).toBe(503);
    expect(unready.body.checks['subgraph:wallets']).toMatch(/^(unreachable|down \(unreachable\))$/);
    expectNoTopology(unready.text);
  }, 30_000);
});
