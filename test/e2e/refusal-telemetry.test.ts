import { connect } from 'node:net';
import { startEmulator, type Emulator } from '../../emulator/server';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { serviceConfig } from '../../config/environment';
import { logger } from '../../subgraphs/shared/logger';
import { metricSamples, postGraphQL, send, type RawResponse } from '../helpers/http';
import { keyCallerAuth, keyCallerConfig } from '../helpers/key-callers';
import { startServiceProxy, type ServiceProxy } from '../helpers/service-proxy';

/** Shaped as a JWT, signed by no key the gateway knows. */
const FORGED = 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTAwMSJ9.c2lnbmVkIGJ5IG5vYm9keQ';
const QUERY = { query: '{ walletAccounts(pageSize: 1) { total } }' };

let emulator: Emulator;
let proxy: ServiceProxy;
let gateway: RunningGateway;
let base: string;
/** Each request comes from an address of its own (TRUST_PROXY=loopback), so that only the 429 test meets the address rate. */
let addresses = 0;
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });

beforeAll(async () => {
  emulator = await startEmulator();
  // Service requests can be held at the proxy: a request then stays in flight as long as a test wants.
  proxy = await startServiceProxy(emulator.url);
  const config = keyCallerConfig(await keyCallerAuth(), {
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_PER_ADDRESS_PER_SECOND: '1',
    RATE_LIMIT_PER_ADDRESS_BURST: '1',
    MAX_REQUESTS_IN_FLIGHT: '1',
    MAX_REQUEST_HEADERS: '20',
  });
  gateway = await startGateway({ config, service: { ...serviceConfig(config, emulator), baseUrl: proxy.url, legacyBaseUrl: proxy.url } });
  base = gateway.url.replace(/\/graphql$/, '');
});
afterAll(async () => {
  proxy.release();
  await gateway.stop();
  await proxy.close();
  await emulator.close();
});

const scrape = () => metricSamples(base);

type LogFields = Record<string, unknown>;

/**
 * Runs `act` while counting: how much each `http_requests_total` series grew, and the request log
 * lines written meanwhile (message and fields).
 */
async function observe(act: () => Promise<unknown>): Promise<{ counted: (route: string, status: number, code: string) => number; lines: [LogFields, string][] }> {
  const info = jest.spyOn(logger, 'info');
  try {
    const before = await scrape();
    await act();
    // The line and the count are written once the answer is sent: let that turn of the loop pass.
    await new Promise((resolve) => setImmediate(resolve));
    const after = await scrape();
    const lines = info.mock.calls
      .filter(([, message]) => message === 'http request' || message === 'graphql request')
      .map(([fields, message]) => [fields as LogFields, message as string] as [LogFields, string]);
    return {
      counted: (route, status, code) => {
        const series = `http_requests_total{route="${route}",status="${status}",code="${code}"}`;
        return (after.get(series) ?? 0) - (before.get(series) ?? 0);
      },
      lines,
    };
  } finally {
    info.mockRestore();
  }
}

function expectCode(answer: RawResponse, status: number, code: string): void {
  expect([answer.status, answer.json?.errors?.[0]?.extensions?.code]).toEqual([status, code]);
}

describe('refusals are counted in http_requests_total and logged', () => {
  it('a bad token: 401 UNAUTHENTICATED, one line with its request id and the kind of credential, never the token', async () => {
    let answer: RawResponse | undefined;
    const { counted, lines } = await observe(async () => {
      answer = await postGraphQL(gateway.url, QUERY, { ...fresh(), authorization: `Bearer ${FORGED}` });
    });
    expectCode(answer!, 401, 'UNAUTHENTICATED');
    expect(counted('/graphql', 401, 'UNAUTHENTICATED')).toBe(1);
    expect(lines).toHaveLength(1);
    const [fields, message] = lines[0]!;
    expect(message).toBe('http request');
    expect(fields).toMatchObject({
      route: '/graphql',
      status: 401,
      code: 'UNAUTHENTICATED',
      credentials: 'bearer',
      requestId: answer!.headers['x-request-id'],
      clientAddress: `198.51.100.${addresses}`,
    });
    expect(typeof fields.ms).toBe('number');
    expect(JSON.stringify(fields)).not.toContain(FORGED.slice(0, 20));
  });

  it('a body over 1 MB: 413 PAYLOAD_TOO_LARGE', async () => {
    let answer: RawResponse | undefined;
    const { counted, lines } = await observe(async () => {
      answer = await postGraphQL(gateway.url, { query: `{ __typename } #${'x'.repeat(1024 * 1024)}` }, fresh());
    });
    expectCode(answer!, 413, 'PAYLOAD_TOO_LARGE');
    expect(counted('/graphql', 413, 'PAYLOAD_TOO_LARGE')).toBe(1);
    expect(lines.map(([fields]) => [fields.status, fields.code, fields.caller])).toEqual([[413, 'PAYLOAD_TOO_LARGE', 'anonymous']]);
  });

  it('a body not sent as JSON: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    let answer: RawResponse | undefined;
    const { counted, lines } = await observe(async () => {
      answer = await send(gateway.url, { method: 'POST', headers: { 'content-type': 'text/plain', ...fresh() }, body: '{ __typename }' });
    });
    expectCode(answer!, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(counted('/graphql', 415, 'UNSUPPORTED_MEDIA_TYPE')).toBe(1);
    expect(lines.map(([fields]) => [fields.status, fields.code])).toEqual([[415, 'UNSUPPORTED_MEDIA_TYPE']]);
  });

  it('an address over its rate: 429 RATE_LIMITED', async () => {
    const address = fresh();
    const answers: RawResponse[] = [];
    const { counted, lines } = await observe(async () => {
      // RATE_LIMIT_PER_ADDRESS_PER_SECOND=1 with a burst of 1: two pass, the third does not.
      for (let n = 0; n < 3; n++) answers.push(await postGraphQL(gateway.url, { query: '{ __typename }' }, address));
    });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(counted('/graphql', 429, 'RATE_LIMITED')).toBe(1);
    expect(lines.map(([fields, message]) => [message, fields.status, fields.code ?? null, fields.credentials ?? fields.caller])).toEqual([
      ['graphql request', 200, null, 'anonymous'],
      ['graphql request', 200, null, 'anonymous'],
      ['http request', 429, 'RATE_LIMITED', 'none'],
    ]);
  });

  it('more header fields than MAX_REQUEST_HEADERS: 431, and headers past what Node parses: 431 on route `unparsed`', async () => {
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, n) => [`x-extra-${n}`, '1']));
    let answers: RawResponse[] = [];
    let raw = '';
    const { counted, lines } = await observe(async () => {
      answers = [await postGraphQL(gateway.url, QUERY, { ...many, ...fresh() })];
      raw = await new Promise<string>((resolve) => {
        const { hostname, port } = new URL(gateway.url);
        const socket = connect(Number(port), hostname, () => socket.write(`GET /graphql HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`));
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', () => undefined);
        socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
    });
    expectCode(answers[0]!, 431, 'BAD_REQUEST');
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(counted('/graphql', 431, 'BAD_REQUEST')).toBe(1);
    expect(counted('unparsed', 431, 'BAD_REQUEST')).toBe(1);
    expect(lines.map(([fields]) => [fields.route, fields.status, fields.code])).toEqual([
      ['/graphql', 431, 'BAD_REQUEST'],
      ['unparsed', 431, 'BAD_REQUEST'],
    ]);
  });

  it('a request past MAX_REQUESTS_IN_FLIGHT=1: 503 RATE_LIMITED', async () => {
    proxy.hold();
    const sent = proxy.requests.length;
    let held: Promise<RawResponse> | undefined;
    let answer: RawResponse | undefined;
    const { counted, lines } = await observe(async () => {
      held = postGraphQL(gateway.url, QUERY, { ...fresh(), 'x-api-key': emulator.apiKey });
      await proxy.received(sent + 1);
      answer = await postGraphQL(gateway.url, QUERY, fresh());
    });
    proxy.release();
    expect((await held!).status).toBe(200);
    expectCode(answer!, 503, 'RATE_LIMITED');
    expect(counted('/graphql', 503, 'RATE_LIMITED')).toBe(1);
    expect(lines.map(([fields]) => [fields.status, fields.code])).toEqual([[503, 'RATE_LIMITED']]);
  });

  it('an unknown path: 404 NOT_FOUND on route `other`, its path in the line', async () => {
    const { counted, lines } = await observe(() => send(`${base}/wp-admin/setup.php?x=1`));
    expect(counted('other', 404, 'NOT_FOUND')).toBe(1);
    expect(lines.map(([fields]) => [fields.route, fields.path, fields.status])).toEqual([['other', '/wp-admin/setup.php', 404]]);
  });
});

describe('answers GraphQL gave', () => {
  it('are counted by route and status, with their first error code, in one `graphql request` line each', async () => {
    let answer: RawResponse | undefined;
    const { counted, lines } = await observe(async () => {
      await postGraphQL(gateway.url, { query: 'query Fine { walletAccounts(pageSize: 1) { total } }' }, { ...fresh(), 'x-api-key': emulator.apiKey });
      answer = await postGraphQL(gateway.url, { query: '{ nope }' }, fresh());
    });
    expect(answer!.status).toBe(200);
    expect(counted('/graphql', 200, 'none')).toBe(1);
    expect(counted('/graphql', 200, 'GRAPHQL_VALIDATION_FAILED')).toBe(1);
    expect(lines.map(([fields, message]) => [message, fields.operation, fields.outcome, fields.status, fields.caller])).toEqual([
      ['graphql request', 'Fine', 'success', 200, 'service'],
      ['graphql request', 'invalid', 'error', 200, 'anonymous'],
    ]);
    expect(JSON.stringify(lines)).not.toContain(emulator.apiKey);
  });
});
