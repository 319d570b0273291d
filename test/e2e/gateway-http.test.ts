import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClientSchema, buildSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';
import { decodeJwt } from 'jose';
import { request } from 'undici';
import { DEV_USERS } from '../../gateway/auth/dev-tokens';
import { ADMIN, startStack, type Stack } from '../helpers/stack';

describe('the gateway over HTTP in development', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { CORS_ORIGINS: 'https://shop.example.test' }, sandboxAs: DEV_USERS.shopper });
  });
  afterAll(() => stack.stop());
  beforeEach(() => stack.emulator.resetRequests());
  const base = () => stack.gateway.url.replace(/\/graphql$/, '');

  it('answers the health check', async () => {
    const response = await request(`${base()}/health`);
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toEqual({ status: 'ok' });
  });

  it('serves Apollo Sandbox as the landing page', async () => {
    const response = await request(stack.gateway.url, { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const html = await response.body.text();
    expect(html).toContain('embeddable-sandbox');
    const token = /"Authorization":"Bearer ([\w.-]+)"/.exec(html)?.[1];
    expect(token).toBeDefined();
    expect(decodeJwt(token!)).toMatchObject({ sub: 'user-001', scope: 'shopper' });
    const own = await stack.query<{ me: { id: string; walletAccounts: { accountNumber: string }[] } }>(
      `{ me { id walletAccounts { accountNumber } } }`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(own.data!.me.id).toBe('user-001');
    expect(own.data!.me.walletAccounts.map((account) => account.accountNumber).sort()).toEqual(['EUR-001', 'PNT-001']);
  });

  it('admits the Sandbox origin and configured origins, and no others', async () => {
    const preflight = (origin: string) =>
      request(stack.gateway.url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    const sandbox = await preflight('https://studio.apollographql.com');
    expect(sandbox.headers['access-control-allow-origin']).toBe('https://studio.apollographql.com');
    expect(String(sandbox.headers['access-control-allow-headers'])).toContain('authorization');
    const shop = await preflight('https://shop.example.test');
    expect(shop.headers['access-control-allow-origin']).toBe('https://shop.example.test');
    const other = await preflight('https://evil.example.test');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await Promise.all([sandbox, shop, other].map((response) => response.body.dump()));
  });

  it('refuses a simple cross-site request (CSRF prevention)', async () => {
    const response = await request(`${stack.gateway.url}?query=${encodeURIComponent('{ walletAccounts { total } }')}`, {
      headers: await stack.headersFor(ADMIN),
    });
    expect(response.statusCode).toBe(400);
    expect(await response.body.text()).toContain('CSRF');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('refuses operations past the depth and alias limits before any upstream call', async () => {
    const nested = 'user { walletAccounts { '.repeat(7);
    const deep = await stack.query(`{ walletAccounts { result { ${nested} accountNumber ${'} } '.repeat(7)} } } }`);
    expect(deep.errors?.[0]?.message).toMatch(/depth/i);
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: walletAccounts { total }`).join(' ');
    const many = await stack.query(`{ ${aliases} }`);
    expect(many.errors?.[0]?.message).toMatch(/aliases/i);
    expect(stack.emulator.calls()).toBe(0);
  });

  it('answers introspection', async () => {
    const result = await stack.query<{ __schema: { queryType: { name: string } } }>(`{ __schema { queryType { name } } }`);
    expect(result.data!.__schema.queryType.name).toBe('Query');
  });

  it('answers the fullest introspection query graphql-js writes (isOneOf too) with the committed API schema, and no service call', async () => {
    const query = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true });
    const response = await request(stack.gateway.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(response.statusCode).toBe(200);
    const result = (await response.body.json()) as { data?: IntrospectionQuery; errors?: unknown[] };
    expect(result.errors).toBeUndefined();
    expect(result.data!.__schema.types.find((type) => type.name === 'Query')).toMatchObject({ kind: 'OBJECT', isOneOf: null });
    expect(result.data!.__schema.types.filter((type) => type.kind === 'INPUT_OBJECT').every((type) => type.isOneOf === false)).toBe(true);
    const committed = buildSchema(readFileSync(join(__dirname, '../../schema/api.graphql'), 'utf8'));
    expect(printSchema(lexicographicSortSchema(buildClientSchema(result.data!)))).toBe(printSchema(lexicographicSortSchema(committed)));
    expect(stack.emulator.calls()).toBe(0);
  });

  it('answers introspection asked through fragments, and plans an operation that mixes it with fields', async () => {
    const spread = await stack.query<{ __type: { name: string; isOneOf: boolean } }>(
      `query { ... on Query { ...T } } fragment T on Query { __type(name: "WalletAccount") { name isOneOf } }`,
    );
    expect(spread).toEqual({ data: { __type: { name: 'WalletAccount', isOneOf: null } } });
    const mixed = await stack.query<{ __typename: string; __type: { name: string }; walletAccounts: { total: number } }>(
      `{ __typename __type(name: "WalletAccount") { name } walletAccounts { total } }`,
      {},
      await stack.headersFor(ADMIN),
    );
    expect(mixed.errors).toBeUndefined();
    expect(mixed.data).toMatchObject({ __typename: 'Query', __type: { name: 'WalletAccount' }, walletAccounts: { total: expect.any(Number) } });
    expect(stack.emulator.calls()).toBe(1);
    const refused = await request(stack.gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ __type(name: "WalletAccount") { isOneOf } talkingProducts { total } }' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(await refused.body.json()).toMatchObject({
      errors: [{ message: expect.stringContaining('isOneOf'), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
    });
    expect(stack.emulator.calls()).toBe(1);
  });
});

describe('the gateway in production', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { NODE_ENV: 'production', COMMERCE_EMULATOR: 'true' } });
  });
  afterAll(() => stack.stop());

  it('suggests no field names in errors', async () => {
    const result = await stack.query(`{ walletAccount { balanc } }`);
    expect(JSON.stringify(result.errors)).not.toMatch(/Did you mean/);
  });

  it('refuses introspection and shows no landing page', async () => {
    const result = await stack.query(`{ __schema { queryType { name } } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const page = await request(stack.gateway.url, { headers: { accept: 'text/html' } });
    expect(await page.body.text()).not.toContain('embeddable-sandbox');
  });
});
