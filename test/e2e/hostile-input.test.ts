import { createHash } from 'node:crypto';
import { buildASTSchema, isInputObjectType, isListType, isNonNullType, parse, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { readSupergraph } from '../../gateway/federation/supergraph';
import { VARIABLE_LIMITS } from '../../gateway/limits/variable-limits';
import { MAX_PAGE_OFFSET } from '../../subgraphs/shared/validation';
import { postGraphQL, send } from '../helpers/http';
import { ADMIN, startStack, type Stack } from '../helpers/stack';

const big = 'x'.repeat(100_000);

/** [what, operation, variables, the field the error must name] */
const CASES: [string, string, Record<string, unknown>, string][] = [
  ['a negative page size', `{ products(pageSize: -1) { total } }`, {}, 'pageSize'],
  ['an oversized page', `{ products(pageSize: 100000) { total } }`, {}, 'pageSize'],
  ['an unknown dataType', `{ products(filters: { dataType: "NOPE" }) { total } }`, {}, 'filters.dataType'],
  ['a 100 kB search text', `query ($t: ShortText) { products(searchText: $t) { total } }`, { t: big }, 'searchText'],
  [
    'a 100 kB product code',
    `mutation ($c: Code!) { upsertProduct(input: { dataType: "PRODUCT", data: { code: $c, sku: $c, family: "electronics" } }) { meta { updateToken } } }`,
    { c: big },
    'input.data.code',
  ],
  ['a zero event limit', `{ loyaltyEvents(entityId: "user-001", entityType: "USER", limit: 0) { total } }`, {}, 'limit'],
  [
    'a 100 kB event type',
    `mutation ($t: Identifier!) { recordLoyaltyEvent(input: { entityId: "u", entityType: "USER", eventType: $t }) { eventId } }`,
    { t: big },
    'input.eventType',
  ],
  ['an empty stock batch', `mutation { receiveMerchantStock(input: { items: [] }) { batchId } }`, {}, 'input.items'],
  [
    'a negative quantity',
    `mutation { receiveMerchantStock(input: { items: [{ warehouseCode: "W", sku: "SKU-0001", channel: "web", quantity: -1 }] }) { batchId } }`,
    {},
    'input.items.0.quantity',
  ],
  ['a 100 kB batch id', `query ($b: PathSegment!) { merchantImportBatch(batchId: $b) { batchStatus } }`, { b: big }, 'batchId'],
  [
    'a 100 kB free object',
    `mutation ($d: JSONObject) { updateTalkingProduct(input: { product: { sku: "SKU-0001", additionalData: $d } }) { product { sku } } }`,
    { d: { k: big } },
    'input.product.additionalData',
  ],
  ['a negative price', `{ calculatePromotions(cart: { items: [{ id: "SKU-0001", qty: 1, price: -5 }] }) { calculationTime } }`, {}, 'cart.items.0.price'],
  ['a zero quantity', `{ calculatePromotions(cart: { items: [{ id: "SKU-0001", qty: 0, price: 5 }] }) { calculationTime } }`, {}, 'cart.items.0.qty'],
  [
    'a 5000-item cart',
    `query ($c: CartInput!) { calculatePromotions(cart: $c) { calculationTime } }`,
    { c: { items: Array.from({ length: 5000 }, (_, i) => ({ id: `S${i}`, qty: 1, price: 1 })) } },
    'cart.items',
  ],
  [
    'negative points',
    `mutation { startPromotionTransaction(input: { cart: { items: [{ id: "SKU-0001", qty: 1, price: 5 }] }, user: { userId: "user-001" }, usePoint: -3 }) { transactionId } }`,
    {},
    'input.usePoint',
  ],
  ['a 100 kB account number', `query ($a: Identifier!) { walletAccount(walletId: "w", currency: "EURO", accountNumber: $a) { balance } }`, { a: big }, 'accountNumber'],
];

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

describe('hostile and out-of-range arguments in every area', () => {
  it.each(CASES)('refuses %s with BAD_USER_INPUT naming the field, before any upstream call', async (_what, query, variables, field) => {
    const result = await stack.query(query, variables);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    expect(result.errors?.[0]?.message.startsWith(`${field}: `)).toBe(true);
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('the service key in an answer', () => {
  const KEY = 'Svc Key 2026+pr0d~x';
  const bytes = Buffer.from(KEY, 'utf8');
  let keyed: Stack;
  beforeAll(async () => {
    keyed = await startStack({ emulator: { apiKeys: [KEY] } });
  });
  afterAll(() => keyed.stop());

  // The emulator's 404 repeats the batch id: a caller who can make the service echo a text sees it in the error.
  it.each([
    ['URL-encoded', encodeURIComponent(KEY)],
    ['form-encoded', encodeURIComponent(KEY).replace(/%20/g, '+')],
    ['base64', bytes.toString('base64')],
    ['base64 without padding', bytes.toString('base64').replace(/=+$/, '')],
    ['base64url', bytes.toString('base64url')],
    ['hex', bytes.toString('hex')],
    ['HEX', bytes.toString('hex').toUpperCase()],
  ])('is redacted %s from an error the service words', async (_what, form) => {
    const result = await keyed.query(`query ($b: PathSegment!) { merchantImportBatch(batchId: $b) { batchStatus } }`, { b: form });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toContain('[redacted]');
    expect(JSON.stringify(result)).not.toContain(form);
  });
});

describe('automatic persisted queries', () => {
  const post = (body: unknown) => postGraphQL(stack.gateway.url, body, { accept: 'application/graphql-response+json' });
  const hash = (query: string) => createHash('sha256').update(query).digest('hex');

  it('refuses a hash that does not match the query with 400 BAD_REQUEST', async () => {
    const response = await post({ query: '{ productSettings { families { code } } }', extensions: { persistedQuery: { version: 1, sha256Hash: hash('{ __typename }') } } });
    expect(response.status).toBe(400);
    expect(response.json?.errors?.[0]).toMatchObject({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } });
    expect(stack.emulator.calls()).toBe(0);
  });

  it('refuses an unknown protocol version with 400 BAD_REQUEST', async () => {
    const query = '{ productSettings { families { code } } }';
    const response = await post({ query, extensions: { persistedQuery: { version: 2, sha256Hash: hash(query) } } });
    expect(response.status).toBe(400);
    expect(response.json?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('still answers an unknown hash PERSISTED_QUERY_NOT_FOUND', async () => {
    const response = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash('{ nothing }') } } });
    expect(response.json?.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});

describe('variables and extensions past their limits', () => {
  const GRAPHQL_RESPONSE = { accept: 'application/graphql-response+json' };
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const deepList = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const ADDITIONAL_DATA = 'mutation ($d: JSONObject) { updateTalkingProduct(input: { product: { sku: "SKU-0001", additionalData: $d } }) { product { sku } } }';
  /** Posts JSON text as it is: a value 10,000 deep cannot be made with JSON.stringify. */
  const postText = async (text: string) =>
    send(stack.gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', ...GRAPHQL_RESPONSE, ...(await stack.headersFor(ADMIN)) }, body: text });
  const refusal = async (response: Promise<Awaited<ReturnType<typeof postText>>>, field: string) => {
    const { status, json } = await response;
    expect(status).toBe(400);
    expect(json?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    expect(json?.errors?.[0]?.message.startsWith(`${field}: `)).toBe(true);
    expect(stack.emulator.calls()).toBe(0);
    return json?.errors?.[0]?.message ?? '';
  };

  it('refuses a JSONObject variable 10,000 objects deep, naming the argument', async () => {
    const message = await refusal(postText(`{"query":${JSON.stringify(ADDITIONAL_DATA)},"variables":{"d":${deepObject(10_000)}}}`), 'input.product.additionalData');
    expect(message).toContain(`$d nests deeper than ${VARIABLE_LIMITS.maxDepth} levels`);
  });

  it('refuses an unused variable of 10,000 nested lists, naming the variable', async () => {
    await refusal(postText(`{"query":"{ __typename }","variables":{"d":${deepList(10_000)}}}`), 'd');
  });

  it(`admits a free object ${VARIABLE_LIMITS.maxDepth} levels deep`, async () => {
    const { status } = await postText(`{"query":${JSON.stringify(ADDITIONAL_DATA)},"variables":{"d":${deepObject(VARIABLE_LIMITS.maxDepth)}}}`);
    expect(status).toBe(200);
  });

  it('refuses extensions 10,000 deep', async () => {
    await refusal(postText(`{"query":"{ __typename }","extensions":{"x":${deepObject(10_000)}}}`), 'extensions.x');
  });

  it('refuses a list longer than any argument takes, naming the argument and path', async () => {
    const items = Array.from({ length: VARIABLE_LIMITS.maxListLength + 1 }, (_, i) => ({ id: `S${i}`, qty: 1, price: 1 }));
    await refusal(postGraphQL(stack.gateway.url, { query: 'query ($c: CartInput!) { calculatePromotions(cart: $c) { calculationTime } }', variables: { c: { items } } }, GRAPHQL_RESPONSE), 'cart.items');
  });

  it(`refuses variables of more than ${VARIABLE_LIMITS.maxValues} values in all`, async () => {
    const v = Array.from({ length: 60 }, () => Array.from({ length: 900 }, () => 1));
    await refusal(postGraphQL(stack.gateway.url, { query: '{ __typename }', variables: { v } }, GRAPHQL_RESPONSE), 'v');
  });

  it('refuses deep variables sent by GET', async () => {
    const search = `?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent(`{"d":${deepList(2000)}}`)}`;
    await refusal(send(`${stack.gateway.url}${search}`, { headers: { ...GRAPHQL_RESPONSE, 'apollo-require-preflight': 'true' } }), 'd');
  });

  it('admits a schema input at its deepest', () => {
    expect(deepestInput(buildASTSchema(parse(readSupergraph()), { assumeValidSDL: true }))).toBeLessThan(VARIABLE_LIMITS.maxDepth);
  });
});

describe('strings that are not well-formed UTF-16', () => {
  const post = (text: string) =>
    send(stack.gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, body: text });

  it('refuses a lone surrogate in a string variable, naming the argument, before any call', async () => {
    const { status, json } = await post('{"query":"query ($b: PathSegment!) { merchantImportBatch(batchId: $b) { batchStatus } }","variables":{"b":"x\\ud800"}}');
    expect(status).toBe(400);
    expect(json?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['batchId'] });
    expect(stack.emulator.calls()).toBe(0);
  });

  it('refuses a lone surrogate in a key of a free object, naming the object', async () => {
    const { status, json } = await post(
      '{"query":"mutation ($d: JSONObject) { updateTalkingProduct(input: { product: { sku: \\"SKU-0001\\", additionalData: $d } }) { product { sku } } }","variables":{"d":{"ok":{"\\udc00":1}}}}',
    );
    expect(status).toBe(400);
    expect(json?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.product.additionalData.ok'] });
    expect(stack.emulator.calls()).toBe(0);
  });

  it('names a key of any length by its first 64 characters: a refusal does not echo a 500 kB key back', async () => {
    const long = 'k'.repeat(500_000);
    const { status, json } = await post(
      `{"query":"mutation ($d: JSONObject) { updateTalkingProduct(input: { product: { sku: \\"SKU-0001\\", additionalData: $d } }) { product { sku } } }","variables":{"d":{"${long}":{"\\udc00":1}}}}`,
    );
    expect(status).toBe(400);
    expect(json?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [`input.product.additionalData.${'k'.repeat(64)}…`] });
    expect(JSON.stringify(json).length).toBeLessThan(2_000);
    expect(stack.emulator.calls()).toBe(0);
  });

  it('refuses a lone surrogate in a string literal as a syntax error', async () => {
    const { status, json } = await post('{"query":"{ merchantImportBatch(batchId: \\"\\\\ud800\\") { batchStatus } }"}');
    expect(status).toBe(400);
    expect(json?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('client input that used to be answered 500', () => {
  const post = async (body: unknown) => postGraphQL(stack.gateway.url, body, { accept: 'application/graphql-response+json', ...(await stack.headersFor(ADMIN)) });

  it('refuses a subscription, saying subscriptions are not supported', async () => {
    const { status, json } = await post({ query: 'subscription { __typename }' });
    expect(status).toBe(400);
    expect(json?.errors?.[0]).toMatchObject({ message: expect.stringContaining('Subscriptions are not supported') as unknown, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it.each([
    ['a Float literal 1e309', 'mutation { recordLoyaltyEvent(input: { entityId: "user-001", entityType: "USER", eventType: "PURCHASE", eventData: { amount: 1e309 } }) { eventId } }', 'input.eventData.amount'],
    ['a 400-digit number in a free object', `mutation { updateTalkingProduct(input: { product: { sku: "SKU-0001", additionalData: { n: ${'9'.repeat(400)} } } }) { product { sku } } }`, 'input.product.additionalData.n'],
  ])('refuses %s with BAD_USER_INPUT naming the argument', async (_what, query, field) => {
    const { status, json } = await post({ query });
    expect(status).toBe(400);
    expect(json?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    expect(stack.emulator.calls()).toBe(0);
  });

  it('refuses a Float variable 1e309 with BAD_USER_INPUT naming the argument', async () => {
    const query = 'mutation ($a: Float) { recordLoyaltyEvent(input: { entityId: "user-001", entityType: "USER", eventType: "PURCHASE", eventData: { amount: $a } }) { eventId } }';
    const { status, json } = await send(stack.gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(await stack.headersFor(ADMIN)) },
      body: `{"query":${JSON.stringify(query)},"variables":{"a":1e309}}`,
    });
    expect(status).toBe(400);
    expect(json?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.eventData.amount'] });
    expect(stack.emulator.calls()).toBe(0);
  });

  it.each<[string, string]>([
    ['query as a number', '{"query":5}'],
    ['variables as a list', '{"query":"{ __typename }","variables":[1]}'],
    ['variables as a string', '{"query":"{ __typename }","variables":"{}"}'],
    ['operationName as an object', '{"query":"{ __typename }","operationName":{}}'],
    ['extensions as a string', '{"query":"{ __typename }","extensions":"x"}'],
    ['a persisted query that is a string', '{"query":"{ __typename }","extensions":{"persistedQuery":"x"}}'],
    ['two operations of one name', '{"query":"query A { __typename } query A { __typename }","operationName":"A"}'],
    ['only fragments', '{"query":"fragment F on Query { __typename }"}'],
    ['an unknown operation name', '{"query":"query A { __typename }","operationName":"B"}'],
    ['an Int literal past 32 bits', '{"query":"{ products(pageSize: 99999999999999999999999) { total } }"}'],
    ['NaN for a Float variable', '{"query":"mutation ($a: Float) { recordLoyaltyEvent(input: { entityId: \\"u\\", entityType: \\"USER\\", eventType: \\"P\\", eventData: { amount: $a } }) { eventId } }","variables":{"a":"NaN"}}'],
  ])('answers %s with a 4xx and a code', async (_what, text) => {
    const { status, json } = await send(stack.gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, body: text });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(json?.errors?.[0]?.extensions?.code).toEqual(expect.any(String));
    expect(json?.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('answers a mutation sent by GET 405', async () => {
    const { status, json } = await send(`${stack.gateway.url}?query=${encodeURIComponent('mutation { __typename }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(status).toBe(405);
    expect(json?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});

/** How deeply the schema's input types nest, a list counting as a level as it does in JSON. */
function deepestInput(schema: GraphQLSchema): number {
  const depths = new Map<string, number>();
  const depthOf = (type: GraphQLInputType, seen: ReadonlySet<string>): number => {
    if (isNonNullType(type)) return depthOf(type.ofType, seen);
    if (isListType(type)) return 1 + depthOf(type.ofType, seen);
    if (!isInputObjectType(type) || seen.has(type.name)) return 0;
    const known = depths.get(type.name);
    if (known !== undefined) return known;
    const inner = new Set([...seen, type.name]);
    const depth = 1 + Math.max(0, ...Object.values(type.getFields()).map((field) => depthOf(field.type, inner)));
    depths.set(type.name, depth);
    return depth;
  };
  const rootArguments = [schema.getQueryType(), schema.getMutationType()].flatMap((root) => Object.values(root?.getFields() ?? {})).flatMap((field) => field.args);
  return Math.max(...rootArguments.map((argument) => depthOf(argument.type, new Set())));
}

describe('integer arguments within the service range', () => {
  const cursor = (connection: string, offset: number) => Buffer.from(JSON.stringify([connection, { offset }]), 'utf8').toString('base64url');

  it.each([
    ['pageFrom 2147483648', `{ products(pageFrom: 2147483648) { total } }`, 'pageFrom'],
    ['pageFrom at the int32 maximum', `{ products(pageFrom: 2147483647) { total } }`, 'pageFrom'],
    ['a wallet page from 2147483648', `{ walletAccounts(from: 2147483648) { total } }`, 'from'],
    ['a cursor past the range', `{ productsConnection(after: "${cursor('productsConnection', 2 ** 31)}") { totalCount } }`, 'after'],
  ])('refuses %s with BAD_USER_INPUT naming it, before any call', async (_what, query, field) => {
    const result = await stack.query(query);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    expect(stack.emulator.calls()).toBe(0);
  });

  it("answers aliases and a variable named after Object.prototype's members as asked, however often the operation is sent", async () => {
    // A result or variables built as object literals, or written by plain assignment, would lose a
    // `__proto__` key or fail on it: each of these once crashed a compiled executor on its second run.
    const aliased = '{ productsConnection(first: 1) { edges { __proto__: node { __proto__: sku constructor: family } } } products(pageSize: 1) { __proto__: size } }';
    const variable = 'query ($__proto__: Int) { products(pageSize: $__proto__) { size } }';
    const variables = JSON.parse('{"__proto__": 1}') as Record<string, unknown>;
    const answers: string[] = [];
    for (let run = 0; run < 3; run++) {
      const first = await stack.as('anonymous').query(aliased);
      const second = await stack.as('anonymous').query(variable, variables);
      answers.push(JSON.stringify(first), JSON.stringify(second));
    }
    const listed = await stack.query<{ products: { products: { sku: string; family: string }[] } }>('{ products(pageSize: 1) { products { sku family } } }');
    const product = listed.data!.products.products[0]!;
    for (let run = 0; run < 3; run++) {
      expect(answers[2 * run]).toBe(
        JSON.stringify({ data: { productsConnection: { edges: [{ ['__proto__']: { ['__proto__']: product.sku, constructor: product.family } }] }, products: { ['__proto__']: 1 } } }),
      );
      expect(answers[2 * run + 1]).toBe(JSON.stringify({ data: { products: { size: 1 } } }));
    }
  });

  it(`admits the largest offset, ${MAX_PAGE_OFFSET}`, async () => {
    const result = await stack.query(`{ products(pageFrom: ${MAX_PAGE_OFFSET}) { total } }`);
    expect(result.errors).toBeUndefined();
    expect(stack.emulator.calls()).toBe(1);
  });
});

describe('WWW-Authenticate on a 401', () => {
  /** RFC 7235 auth-params whose values are quoted-strings of printable ASCII, `"` and `\` escaped. */
  const WELL_FORMED = /^Bearer error="[a-z_]+", error_description="(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*"$/;

  it.each([
    ['a quote in the token', 'Bearer a"b\\c'],
    ['a malformed scheme', 'Basic "x"'],
    ['non-ASCII in the token', 'Bearer tökén'],
  ])('is a well-formed challenge that repeats nothing of the caller for %s', async (_what, authorization) => {
    const response = await send(stack.gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(response.status).toBe(401);
    expect(response.json?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const challenge = String(response.headers['www-authenticate']);
    expect(challenge).toMatch(WELL_FORMED);
    expect(challenge).not.toContain(authorization.slice(7));
    expect(stack.emulator.calls()).toBe(0);
  });
});
