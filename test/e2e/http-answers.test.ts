import { connect } from 'node:net';
import { serverAudits } from 'graphql-http';
import { createDevTokenIssuer } from '../../gateway/auth/dev-tokens';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { startEmulator, type Emulator } from '../../emulator/server';
import { loadConfig, serviceConfig } from '../../config/environment';
import { leaksIn, postGraphQL, send, type RawResponse } from '../helpers/http';
import { startStack, type Stack } from '../helpers/stack';
import { testSubgraphOptions } from '../helpers/service-config';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

/** A document of `n` tokens that parses (an unused fragment fails validation, after parsing). */
const tokens = (n: number) => `{ __typename } fragment F on Query { products(filters: { idList: [${'"a" '.repeat(n - 17)}] }) { total } }`;
/** A document nested `n` list levels deep inside an argument, valid as text. */
const nested = (n: number) => `{ __typename } fragment F on Query { products(filters: { idList: ${'['.repeat(n)}"a"${']'.repeat(n)} }) { total } }`;

/** [what, request body, the error code] — GraphQL request errors of well-formed requests. */
const REQUEST_ERRORS: [string, Record<string, unknown>, string][] = [
  ['a syntax error', { query: '{ products { total }' }, 'GRAPHQL_PARSE_FAILED'],
  ['an unknown field', { query: '{ nope }' }, 'GRAPHQL_VALIDATION_FAILED'],
  ['a wrong-typed variable', { query: 'query ($n: Int) { products(pageSize: $n) { total } }', variables: { n: 'ten' } }, 'BAD_USER_INPUT'],
  ['a missing required variable', { query: 'query ($n: Int!) { products(pageSize: $n) { total } }', variables: {} }, 'BAD_USER_INPUT'],
  ['a malformed DateTime literal', { query: '{ products(filters: { createdAt: { gte: "yesterday" } }) { total } }' }, 'BAD_USER_INPUT'],
  ['an unknown operationName', { query: 'query A { __typename }', operationName: 'B' }, 'OPERATION_RESOLUTION_FAILURE'],
  ['a missing operationName among two operations', { query: 'query A { __typename } query B { __typename }' }, 'OPERATION_RESOLUTION_FAILURE'],
  ['more than 15,000 tokens', { query: tokens(15_010) }, 'GRAPHQL_PARSE_FAILED'],
  ['nesting past 500 levels', { query: nested(501) }, 'GRAPHQL_PARSE_FAILED'],
  ['depth past the limit', { query: `{ products { products { ${'talkingProduct { product { '.repeat(6)} sku ${'} } '.repeat(6)} } } }` }, 'GRAPHQL_VALIDATION_FAILED'],
];

/** What the server at `url` answers `request`, written as is on a connection of its own (clients normalise the paths this sends). */
async function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(request);
  await new Promise<void>((resolve, reject) => {
    socket.once('end', resolve);
    socket.once('error', reject);
  });
  socket.destroy();
  return Buffer.concat(chunks).toString('utf8');
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

const clean = (response: RawResponse) => expect(leaksIn(response.text)).toEqual([]);

describe('the GraphQL-over-HTTP server audit (graphql-http)', () => {
  it('passes with no errors and no warnings; GET without a preflight header is refused (CSRF prevention)', async () => {
    const results = [];
    for (const audit of serverAudits({ url: stack.gateway.url })) results.push(await audit.fn());
    const failed = results.filter((result) => result.status !== 'ok');
    expect(failed.filter((result) => result.status === 'error' || result.status === 'warn')).toEqual([]);
    expect(failed.map((result) => result.id).sort()).toEqual(['5A70', '6A70', 'D6D5']);
    expect(results.length).toBeGreaterThan(50);
  });
});

describe('request errors', () => {
  it.each(REQUEST_ERRORS)('answers %s with 400 under application/graphql-response+json, before any upstream call', async (_what, body, code) => {
    const response = await postGraphQL(stack.gateway.url, body, { accept: GRAPHQL_RESPONSE });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain(GRAPHQL_RESPONSE);
    expect(response.json).not.toHaveProperty('data');
    expect(response.json?.errors?.[0]?.extensions?.code).toBe(code);
    clean(response);
    expect(stack.emulator.calls()).toBe(0);
  });

  it.each(REQUEST_ERRORS)('answers %s with 200 under application/json (and with no Accept header)', async (_what, body, code) => {
    for (const headers of [{ accept: JSON_TYPE }, {}] as Record<string, string>[]) {
      const response = await postGraphQL(stack.gateway.url, body, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain(JSON_TYPE);
      expect(response.json?.errors?.[0]?.extensions?.code).toBe(code);
      clean(response);
    }
    expect(stack.emulator.calls()).toBe(0);
  });

  it('parses honest large documents: 14,000 tokens and 400 levels reach validation', async () => {
    for (const query of [tokens(14_000), nested(400)]) {
      const response = await postGraphQL(stack.gateway.url, { query }, { accept: GRAPHQL_RESPONSE });
      expect(response.json?.errors?.map((error) => error.extensions?.code)).not.toContain('GRAPHQL_PARSE_FAILED');
      expect(response.json?.errors?.map((error) => error.message)).toContain('Fragment "F" is never used.');
    }
  });
});

describe('malformed HTTP requests', () => {
  const url = () => stack.gateway.url;
  const json = { 'content-type': JSON_TYPE };
  const cases: [string, number, string, () => Promise<RawResponse>][] = [
    ['invalid JSON', 400, 'BAD_REQUEST', () => send(url(), { method: 'POST', headers: json, body: '{ "query": ' })],
    ['an empty body', 400, 'BAD_REQUEST', () => send(url(), { method: 'POST', headers: json, body: '' })],
    ['a body over 1 MB', 413, 'PAYLOAD_TOO_LARGE', () => send(url(), { method: 'POST', headers: json, body: JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_100_000)}` }) })],
    ['text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE', () => send(url(), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ __typename }"}' })],
    ['no content type', 415, 'UNSUPPORTED_MEDIA_TYPE', () => send(url(), { method: 'POST', body: '{"query":"{ __typename }"}' })],
    ['a form post', 415, 'UNSUPPORTED_MEDIA_TYPE', () => send(url(), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D' })],
    ['a Latin-1 charset', 415, 'UNSUPPORTED_MEDIA_TYPE', () => send(url(), { method: 'POST', headers: { 'content-type': 'application/json; charset=latin1' }, body: '{"query":"{ __typename }"}' })],
    ['a gzip content coding', 415, 'UNSUPPORTED_MEDIA_TYPE', () => send(url(), { method: 'POST', headers: { ...json, 'content-encoding': 'gzip' }, body: '{"query":"{ __typename }"}' })],
    ['a batched array', 400, 'BAD_REQUEST', () => postGraphQL(url(), [{ query: '{ __typename }' }, { query: '{ __typename }' }])],
    ['a query that is not a string', 400, 'BAD_REQUEST', () => postGraphQL(url(), { query: { a: 1 } })],
    ['PUT', 405, 'METHOD_NOT_ALLOWED', () => send(url(), { method: 'PUT', headers: json, body: '{"query":"{ __typename }"}' })],
    ['an unknown path', 404, 'NOT_FOUND', () => send(url().replace(/graphql$/, 'admin'), {})],
    ['a GET mutation', 405, 'BAD_REQUEST', () => send(`${url()}?query=${encodeURIComponent('mutation { __typename }')}`, { headers: { 'apollo-require-preflight': 'true' } })],
    ['a simple cross-site GET (CSRF)', 400, 'BAD_REQUEST', () => send(`${url()}?query=${encodeURIComponent('{ __typename }')}`)],
  ];

  it.each(cases)('answers %s with a JSON %i %s', async (_what, status, code, act) => {
    const response = await act();
    expect(response.status).toBe(status);
    expect(String(response.headers['content-type'])).toMatch(/^application\/(graphql-response\+)?json/);
    expect(response.json?.errors?.[0]?.extensions?.code).toBe(code);
    clean(response);
    expect(stack.emulator.calls()).toBe(0);
  });

  // The last two name no route resolved or not; the others resolve to one, and are served only at its own path.
  it.each(['/graphql/../metrics', '/./metrics', '/metrics#x', '/%2E/metrics', 'http://proxy.example/graphql/../metrics', '//metrics', '/health/..'])(
    'serves nothing at %s, which is no route as sent: 404, and nothing of a route',
    async (target) => {
      const answer = await rawExchange(stack.gateway.url, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
      expect(answer).toContain('"code":"NOT_FOUND"');
      expect(answer).not.toMatch(/# HELP|"status":"ok"/);
    },
  );

  it('serves a route at its own path in the absolute form a proxy may send, its query aside', async () => {
    for (const target of ['http://proxy.example/health', '/health?probe=1']) {
      const answer = await rawExchange(stack.gateway.url, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect([answer.split('\r\n')[0], answer.endsWith('{"status":"ok"}')]).toEqual(['HTTP/1.1 200 OK', true]);
    }
  });

  it('answers oversized request headers with JSON, not a bare socket error', async () => {
    const response = await send(stack.gateway.url, { headers: { 'x-filler': 'x'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(response.json?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('serves the health check and executes a plain POST', async () => {
    const health = await send(stack.gateway.url.replace(/graphql$/, 'health'));
    expect(health.json).toEqual({ status: 'ok' });
    const ok = await postGraphQL(stack.gateway.url, { query: '{ __typename }' }, { accept: GRAPHQL_RESPONSE });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('suggestions', () => {
  const misspelt = [
    '{ products(sorts: { family: ascc }) { total } }',
    'query ($o: SortOrder) { products(sorts: { family: $o }) { total } }',
    '{ products { totl } }',
  ];

  it('are shown in development', async () => {
    const response = await postGraphQL(stack.gateway.url, { query: misspelt[1], variables: { o: 'ascc' } });
    expect(response.json?.errors?.[0]?.message).toMatch(/Did you mean/);
  });

  it('are hidden in production, enum values included', async () => {
    const production = await startStack({ env: { NODE_ENV: 'production', COMMERCE_EMULATOR: 'true' } });
    try {
      for (const query of misspelt) {
        const response = await postGraphQL(production.gateway.url, { query, variables: { o: 'ascc' } });
        expect(response.json?.errors?.length).toBeGreaterThan(0);
        expect(response.text).not.toMatch(/Did you mean/);
        clean(response);
      }
    } finally {
      await production.stop();
    }
  });
});

describe('a subgraph served on its own', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it.each([['development', false], ['production', true]])('answers only JSON, without stack traces or paths, in %s', async (_mode, production) => {
    const service = serviceConfig(loadConfig({}), emulator);
    const subgraph: RunningSubgraph = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'wallets')!, service, 0, '127.0.0.1', testSubgraphOptions({
      production,
      auth: (await createDevTokenIssuer()).auth,
    }));
    try {
      const responses = [
        await send(subgraph.url, { method: 'POST', headers: { 'content-type': JSON_TYPE }, body: '{ "query": ' }),
        await send(subgraph.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
        await postGraphQL(subgraph.url, { query: '{ walletAccount { nope } }' }, { accept: GRAPHQL_RESPONSE }),
        await postGraphQL(subgraph.url, { query: '{' }),
        await send(subgraph.url, { headers: { accept: 'text/html' } }),
      ];
      expect(responses.map((response) => response.status)).toEqual([400, 415, 400, 200, 400]);
      for (const response of responses) {
        expect(String(response.headers['content-type'])).toMatch(/^application\/(graphql-response\+)?json/);
        clean(response);
      }
    } finally {
      await subgraph.stop();
    }
  });
});
