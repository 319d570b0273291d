import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { request } from 'undici';
import { spawnProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');

interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: { name: string; traceId: string }[] }[];
  }[];
}

describe('the gateway process with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let collector: Server;
  const received: { path: string; contentType: string | undefined; body: OtlpExport }[] = [];

  beforeAll(async () => {
    // A stand-in OTLP/HTTP collector: the exporter posts JSON to {endpoint}/v1/traces.
    collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          contentType: req.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport,
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  it('exports its spans over OTLP by the time it has stopped, and logs every line of a request with its id', async () => {
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const gateway = spawnProcess(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
      cwd: ROOT,
      env: { PORT: '0', LOG_LEVEL: 'debug', ALLOW_CALLER_API_KEYS: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'facade-under-test' },
    });
    try {
      const [, url] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
      const answer = await request(url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'dev-emulator-key', 'x-request-id': 'otlp-check-1' },
        body: JSON.stringify({ query: 'query WalletPage { walletAccounts(pageSize: 2) { result { balance } } }' }),
      });
      expect(answer.headers['x-request-id']).toBe('otlp-check-1');
      await answer.body.dump();
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toEqual({ code: 0, signal: null });
    } finally {
      await gateway.stop();
    }

    expect(received.map((entry) => [entry.path, entry.contentType])).toEqual(
      received.map(() => ['/v1/traces', 'application/json']),
    );
    const resources = received.flatMap((entry) => entry.body.resourceSpans);
    const names = resources.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => span.name)));
    expect(names).toEqual(expect.arrayContaining(['WalletPage', 'gateway.fetch', 'WalletAPI/listAccounts', 'Wallet/getAccounts']));
    const serviceNames = resources.map(
      (resource) => resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue,
    );
    expect(new Set(serviceNames)).toEqual(new Set(['facade-under-test']));

    const lines = gateway
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; requestId?: string; operation?: string });
    const ofRequest = lines.filter((line) => line.msg === 'upstream call' || line.msg === 'graphql request');
    expect(ofRequest.map((line) => [line.msg, line.requestId])).toEqual([
      ['upstream call', 'otlp-check-1'],
      ['upstream call', 'otlp-check-1'],
      ['graphql request', 'otlp-check-1'],
    ]);
    expect(lines.filter((line) => line.msg === 'gateway ready' || line.msg === 'gateway stopped').every((line) => !line.requestId)).toBe(true);
  }, 90_000);
});
