import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { request } from 'undici';
import { startEmulator, type Emulator } from '../../emulator/server';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { startTracing, type Tracing } from '../../gateway/observability/tracing';
import { loadConfig, serviceConfig, type AuthConfig } from '../../config/environment';
import type { ServiceConfig } from '../../subgraphs/shared/service-config';
import { keyCallerAuth, keyCallerConfig } from '../helpers/key-callers';
import { startServiceProxy, type ServiceProxy } from '../helpers/service-proxy';
import { refusingService, testSubgraphOptions } from '../helpers/service-config';
import { metricSamples } from '../helpers/http';

const WALLET_PAGE = 'query WalletPage { walletAccounts(pageSize: 3) { result { accountNumber balance } } }';
const MISSING = 'query Missing { walletAccount(walletId: "w", currency: "EURO", accountNumber: "x") { balance } }';
const TOO_BIG = 'query TooBig { products(pageSize: 1000) { total } }';
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';

interface Answer {
  status: number;
  requestId: string | undefined;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

const spanId = (span: ReadableSpan) => span.spanContext().spanId;
const parentId = (span: ReadableSpan) => span.parentSpanContext?.spanId;

const scrape = metricSamples;

describe('observability', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let emulator: Emulator;
  let proxy: ServiceProxy;
  let service: ServiceConfig;
  let gateway: RunningGateway;
  let base: string;
  let auth: AuthConfig;

  const post = async (url: string, query: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey, ...headers },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.statusCode,
      requestId: response.headers['x-request-id'] as string | undefined,
      body: (await response.body.json()) as Answer['body'],
    };
  };

  beforeAll(async () => {
    tracing = startTracing({ serviceName: 'facade-test', exporter, batch: false });
    emulator = await startEmulator();
    proxy = await startServiceProxy(emulator.url);
    service = { ...serviceConfig(loadConfig({}), emulator), baseUrl: proxy.url, legacyBaseUrl: proxy.url, apiKey: undefined };
    auth = await keyCallerAuth();
    gateway = await startGateway({ config: keyCallerConfig(auth), service });
    base = gateway.url.replace(/\/graphql$/, '');
  });
  beforeEach(() => {
    exporter.reset();
    proxy.requests.length = 0;
    emulator.resetRequests();
  });
  afterAll(async () => {
    await gateway.stop();
    await proxy.close();
    await emulator.close();
    await tracing.shutdown();
  });

  describe('traces', () => {
    it('span the operation, the subgraph fetch and each service call, and the service receives the trace', async () => {
      const answer = await post(gateway.url, WALLET_PAGE);
      expect(answer.body.errors).toBeUndefined();
      const spans = exporter.getFinishedSpans();
      const [operation] = spans.filter((span) => span.kind === SpanKind.SERVER);
      expect(operation!.name).toBe('WalletPage');
      expect(operation!.attributes).toMatchObject({ 'graphql.operation.name': 'WalletPage', 'graphql.operation.type': 'query' });
      expect(spans.every((span) => span.spanContext().traceId === operation!.spanContext().traceId)).toBe(true);

      const fetches = spans.filter((span) => span.name === 'gateway.fetch');
      expect(fetches.map((span) => span.attributes.service)).toEqual(['wallets']);
      const calls = spans.filter((span) => span.kind === SpanKind.CLIENT);
      expect(calls.map((span) => [span.name, span.attributes['http.response.status_code']])).toEqual([
        ['WalletAPI/listAccounts', 200],
        ['Wallet/getAccounts', 200],
      ]);
      // Each call hangs below the fetch, which hangs (through the gateway's own spans) below the operation.
      const byId = new Map(spans.map((span) => [spanId(span), span]));
      const ancestors = (span: ReadableSpan): string[] => {
        const parent = byId.get(parentId(span) ?? '');
        return parent ? [parent.name, ...ancestors(parent)] : [];
      };
      for (const call of calls) {
        expect(ancestors(call)).toEqual(expect.arrayContaining(['gateway.fetch', 'WalletPage']));
        expect(ancestors(call).at(-1)).toBe('WalletPage');
      }

      const traceparents = proxy.requests.map((entry) => entry.headers.traceparent);
      expect(traceparents).toEqual(calls.map((call) => `00-${call.spanContext().traceId}-${spanId(call)}-01`));
    });

    it("continue the caller's traceparent", async () => {
      await post(gateway.url, WALLET_PAGE, { traceparent: `00-${TRACE_ID}-b7ad6b7169203331-01` });
      const [operation] = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
      expect(operation!.spanContext().traceId).toBe(TRACE_ID);
      expect(parentId(operation!)).toBe('b7ad6b7169203331');
      expect(proxy.requests.every((entry) => String(entry.headers.traceparent).startsWith(`00-${TRACE_ID}-`))).toBe(true);
    });

    it('mark a failed service call and the operation with the status and the error code', async () => {
      const answer = await post(
        gateway.url,
        'query Missing { walletAccount(walletId: "nope", currency: "EURO", accountNumber: "nope") { balance } }',
      );
      expect(answer.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      const spans = exporter.getFinishedSpans();
      const call = spans.find((span) => span.kind === SpanKind.CLIENT)!;
      expect([call.name, call.attributes['http.response.status_code'], call.status.code]).toEqual([
        'WalletAPI/getAccount',
        404,
        SpanStatusCode.ERROR,
      ]);
      const operation = spans.find((span) => span.kind === SpanKind.SERVER)!;
      expect(operation.status).toEqual({ code: SpanStatusCode.ERROR, message: 'NOT_FOUND' });
      expect(operation.attributes['graphql.error.codes']).toEqual(['NOT_FOUND']);
    });

    it('continue into a subgraph deployed on its own, with the same request id', async () => {
      const subgraph: RunningSubgraph = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'wallets')!, service, 0, '127.0.0.1', testSubgraphOptions({ auth }));
      const remote = await startGateway({
        config: { ...keyCallerConfig(auth), subgraphUrls: { wallets: subgraph.url } },
        service,
      });
      try {
        const answer = await post(remote.url, WALLET_PAGE, { 'x-request-id': 'remote-1' });
        expect(answer.body.errors).toBeUndefined();
        const servers = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
        // The query planner names the subgraph's operation after the client's.
        expect(servers.map((span) => [span.name, span.attributes['commerce.request_id']])).toEqual([
          ['WalletPage__wallets__0', 'remote-1'],
          ['WalletPage', 'remote-1'],
        ]);
        const [inSubgraph, inGateway] = servers;
        expect(inSubgraph!.spanContext().traceId).toBe(inGateway!.spanContext().traceId);
        const fetch = exporter.getFinishedSpans().find((span) => span.name === 'gateway.fetch')!;
        expect(parentId(inSubgraph!)).toBe(spanId(fetch));
        expect(proxy.requests).toHaveLength(2);
      } finally {
        await remote.stop();
        await subgraph.stop();
      }
    });
  });

  describe('request ids', () => {
    it('keep a sane x-request-id, echo it, and put it in every error', async () => {
      const answer = await post(gateway.url, '{ products(pageSize: 1000) { total } }', { 'x-request-id': 'checkout-42' });
      expect(answer.requestId).toBe('checkout-42');
      expect(answer.body.errors?.map((error) => [error.extensions.code, error.extensions.requestId])).toEqual([
        ['BAD_USER_INPUT', 'checkout-42'],
      ]);
    });

    it('replace a missing or unsafe one with a new UUID', async () => {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      const missing = await post(gateway.url, '{ walletAccounts { total } }');
      expect(missing.requestId).toMatch(uuid);
      const unsafe = await post(gateway.url, '{ nope }', { 'x-request-id': 'a b<script>' });
      expect(unsafe.requestId).toMatch(uuid);
      expect(unsafe.body.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', requestId: unsafe.requestId });
    });
  });

  describe('/metrics', () => {
    it('counts requests by operation and outcome, service calls by operation and status, and errors by code', async () => {
      // An operation name earns a label of its own by being seen three times: each is seen twice first.
      for (const query of [WALLET_PAGE, MISSING, TOO_BIG]) for (let n = 0; n < 2; n++) await post(gateway.url, query);
      emulator.resetRequests();
      const before = await scrape(base);
      const delta = (sample: string) => (after.get(sample) ?? 0) - (before.get(sample) ?? 0);

      await post(gateway.url, WALLET_PAGE);
      await post(gateway.url, WALLET_PAGE);
      await post(gateway.url, MISSING);
      await post(gateway.url, TOO_BIG);
      await post(gateway.url, '{ nope }');
      const after = await scrape(base);

      expect(delta('graphql_requests_total{operation="WalletPage",outcome="success"}')).toBe(2);
      expect(delta('graphql_request_duration_seconds_count{operation="WalletPage",outcome="success"}')).toBe(2);
      expect(delta('graphql_requests_total{operation="Missing",outcome="partial"}')).toBe(1);
      expect(delta('graphql_requests_total{operation="TooBig",outcome="partial"}')).toBe(1);
      expect(delta('graphql_requests_total{operation="invalid",outcome="error"}')).toBe(1);
      expect(delta('graphql_errors_total{code="NOT_FOUND"}')).toBe(1);
      expect(delta('graphql_errors_total{code="BAD_USER_INPUT"}')).toBe(1);
      expect(delta('graphql_errors_total{code="GRAPHQL_VALIDATION_FAILED"}')).toBe(1);

      expect(delta('commerce_service_calls_total{operation="WalletAPI/listAccounts",status="200"}')).toBe(
        emulator.calls('WalletAPI/listAccounts'),
      );
      expect(emulator.calls('WalletAPI/listAccounts')).toBe(2);
      expect(delta('commerce_service_calls_total{operation="Wallet/getAccounts",status="200"}')).toBe(2);
      expect(delta('commerce_service_calls_total{operation="WalletAPI/getAccount",status="404"}')).toBe(1);
      expect(delta('commerce_service_call_duration_seconds_count{operation="WalletAPI/getAccount",status="404"}')).toBe(1);
      expect(delta('commerce_service_calls_total{operation="PIMAPI/getProducts",status="200"}')).toBe(0);
      expect(after.has('process_cpu_user_seconds_total')).toBe(true);
    });

    it('counts each attempt that got no answer with status "none" (a read is tried three times)', async () => {
      const down = await startGateway({ config: keyCallerConfig(auth), service: refusingService(serviceConfig(loadConfig({}), emulator)) });
      try {
        const downBase = down.url.replace(/\/graphql$/, '');
        const before = await scrape(downBase);
        const answer = await post(down.url, '{ walletAccounts { total } }');
        expect(answer.body.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
        const after = await scrape(downBase);
        const sample = 'commerce_service_calls_total{operation="WalletAPI/listAccounts",status="none"}';
        expect((after.get(sample) ?? 0) - (before.get(sample) ?? 0)).toBe(3);
      } finally {
        await down.stop();
      }
    });
  });
});
