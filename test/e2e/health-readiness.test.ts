import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { startEmulator, type Emulator } from '../../emulator/server';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { NotReadyError, type ReadinessCheck } from '../../gateway/observability/readiness';
import { loadConfig, serviceConfig, type AuthConfig } from '../../config/environment';
import type { ServiceConfig } from '../../subgraphs/shared/service-config';
import type { MetricsSource } from '../../gateway/cluster';
import { keyCallerAuth, keyCallerConfig } from '../helpers/key-callers';
import { refusingService, testSubgraphOptions } from '../helpers/service-config';

const get = async (url: string) => {
  const response = await request(url);
  return { status: response.statusCode, body: (await response.body.json()) as unknown };
};

describe('liveness and readiness', () => {
  let emulator: Emulator;
  const running: { stop(): Promise<void> }[] = [];
  const gatewayOn = async (service: ServiceConfig, readinessChecks?: ReadinessCheck[], metrics?: MetricsSource): Promise<string> => {
    const gateway: RunningGateway = await startGateway({
      config: keyCallerConfig(auth),
      service,
      ...(readinessChecks ? { readinessChecks } : {}),
      ...(metrics ? { metrics } : {}),
    });
    running.push(gateway);
    return gateway.url.replace(/\/graphql$/, '');
  };

  let auth: AuthConfig;
  beforeAll(async () => {
    emulator = await startEmulator();
    auth = await keyCallerAuth();
  });
  beforeEach(() => emulator.resetRequests());
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
  });
  afterAll(() => emulator.close());

  it('is ready when the service answers, with one getProductSettings call for a burst of probes', async () => {
    const base = await gatewayOn(serviceConfig(loadConfig({}), emulator));
    const probes = await Promise.all([get(`${base}/ready`), get(`${base}/ready`), get(`${base}/ready`)]);
    for (const probe of probes) expect(probe).toEqual({ status: 200, body: { status: 'ready', checks: { service: 'ok' } } });
    expect(emulator.calls('PIMAPI/getProductSettings')).toBe(1);
    expect(emulator.requests[0]!.path).toBe(`/CALL/PIMAPI/getProductSettings/${emulator.projectId}`);
    expect(await get(`${base}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('counts a refused key as a service that answers', async () => {
    const base = await gatewayOn({ ...serviceConfig(loadConfig({}), emulator), apiKey: 'not-the-key' });
    expect(await get(`${base}/ready`)).toEqual({ status: 200, body: { status: 'ready', checks: { service: 'ok' } } });
    expect(emulator.requests.map((entry) => entry.status)).toEqual([403]);
  });

  it('is not ready while the service answers 5xx, and stays alive', async () => {
    const failing: Server = createServer((_req, res) => {
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
      const base = await gatewayOn({ ...serviceConfig(loadConfig({}), emulator), baseUrl: url, legacyBaseUrl: url });
      expect(await get(`${base}/ready`)).toEqual({ status: 503, body: { status: 'not ready', checks: { service: 'answered 503' } } });
      expect(await get(`${base}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it('is not ready when the service refuses connections', async () => {
    const base = await gatewayOn(refusingService(serviceConfig(loadConfig({}), emulator)));
    expect(await get(`${base}/ready`)).toEqual({
      status: 503,
      body: { status: 'not ready', checks: { service: 'unreachable (ECONNREFUSED)' } },
    });
  });

  it('waits for further dependencies given to it, naming the one that fails and why', async () => {
    const store: ReadinessCheck = { name: 'store', check: () => Promise.reject(new NotReadyError('no answer to PING')) };
    const socket: ReadinessCheck = {
      name: 'socket',
      check: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED redis://:secret@host'), { code: 'ECONNREFUSED' })),
    };
    const base = await gatewayOn(serviceConfig(loadConfig({}), emulator), [store, socket]);
    expect(await get(`${base}/ready`)).toEqual({
      status: 503,
      body: { status: 'not ready', checks: { service: 'ok', store: 'no answer to PING', socket: 'unreachable (ECONNREFUSED)' } },
    });
  });

  it('a flood of scrapes that are slow to render does not fail the probe of /ready: scrapes past 16 at once are refused, probes are not', async () => {
    let render: (text: string) => void = () => undefined;
    const rendered = new Promise<string>((resolve) => (render = resolve));
    const base = await gatewayOn(serviceConfig(loadConfig({}), emulator), undefined, { contentType: 'text/plain', metrics: () => rendered });
    const scrapes = Array.from({ length: 40 }, () => request(`${base}/metrics`).then(async (response) => ({ status: response.statusCode, text: await response.body.text() })));
    // The 24 past the limit are refused at once; the 16 admitted wait on the rendering.
    const refused = await Promise.all(scrapes.slice(16));
    expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([503]));
    for (let i = 0; i < 3; i++) expect(await get(`${base}/ready`)).toEqual({ status: 200, body: { status: 'ready', checks: { service: 'ok' } } });
    render('up 1\n');
    expect((await Promise.all(scrapes.slice(0, 16))).map((answer) => answer.status + ' ' + answer.text)).toEqual(Array.from({ length: 16 }, () => '200 up 1\n'));
  });

  it('a flood of probes asks the service once a second at most, and none waits past 16 for a slow service: they get its last report', async () => {
    let held: (() => void)[] = [];
    let holding = false;
    let calls = 0;
    const service: Server = createServer((_req, res) => {
      calls++;
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (holding) held.push(answer);
      else answer();
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
      const base = await gatewayOn({ ...serviceConfig(loadConfig({}), emulator), baseUrl: url, legacyBaseUrl: url });
      const ready = { status: 200, body: { status: 'ready', checks: { service: 'ok' } } };
      const started = performance.now();
      // 400 probes, 20 at a time.
      for (let round = 0; round < 20; round++) expect(new Set((await Promise.all(Array.from({ length: 20 }, () => get(`${base}/ready`)))).map((probe) => JSON.stringify(probe)))).toEqual(new Set([JSON.stringify(ready)]));
      const elapsedS = (performance.now() - started) / 1000;
      expect(calls).toBeGreaterThanOrEqual(1);
      expect(calls).toBeLessThanOrEqual(Math.ceil(elapsedS) + 1);

      // Past the second, the service is slow: 16 probes wait for the new run, the rest are answered its last report.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      holding = true;
      const before = calls;
      let settled = 0;
      const probes = Array.from({ length: 40 }, () => get(`${base}/ready`).finally(() => settled++));
      for (let attempt = 0; attempt < 200 && settled < 24; attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect({ settled, calls: calls - before }).toEqual({ settled: 24, calls: 1 });
      holding = false;
      for (const answer of held.splice(0)) answer();
      expect(new Set((await Promise.all(probes)).map((probe) => JSON.stringify(probe)))).toEqual(new Set([JSON.stringify(ready)]));
      expect(calls - before).toBe(1);
    } finally {
      held = [];
      service.closeAllConnections();
      await new Promise((resolve) => service.close(resolve));
    }
  });

  it('are served by a subgraph deployed on its own too', async () => {
    const subgraph: RunningSubgraph = await startSubgraphServer(
      SUBGRAPHS.find((entry) => entry.area === 'catalogue')!,
      serviceConfig(loadConfig({}), emulator),
      0,
      '127.0.0.1',
      testSubgraphOptions({ auth }),
    );
    running.push(subgraph);
    const base = subgraph.url.replace(/\/graphql$/, '');
    expect(await get(`${base}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(`${base}/ready`)).toEqual({ status: 200, body: { status: 'ready', checks: { service: 'ok' } } });
    expect(emulator.calls('PIMAPI/getProductSettings')).toBe(1);
  });
});
