import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { DEV_AUDIENCE, DEV_ISSUER } from '../../gateway/auth/dev-tokens';
import { VARIABLE_LIMITS } from '../../gateway/limits/variable-limits';
import { leaksIn, send } from '../helpers/http';
import { startStack, type Stack } from '../helpers/stack';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const ADMIN_SCOPES = ['shopper', 'merchant', 'catalogue-admin', 'wallet-admin', 'loyalty-admin', 'support'];
const pad = (n: number) => String(n).padStart(3, '0');

/** One hostile request and what it must get: status, error code, and the service calls it may cause (none). */
interface Case {
  what: string;
  method?: 'GET' | 'POST' | 'PUT';
  path?: string;
  headers?: Record<string, string>;
  /** A JSON-able GraphQL body, or raw text sent as is. */
  body?: unknown;
  raw?: string;
  status: number;
  code: string;
  /** Calls allowed besides none: the ownership lookups a refusal needs. */
  mayCall?: string[];
}

/** Builds the corpus; tokens are signed with the stack's development key unless the case forges them. */
async function corpus(stack: Stack): Promise<Case[]> {
  const cases: Case[] = [];
  const as = async (userId: string, scopes: string[] = ['shopper']) => stack.headersFor({ userId, scopes });
  const admin = await as('admin-hostile', ADMIN_SCOPES);

  // Depth past the limit (12), through entities.
  for (let depth = 7; depth <= 40; depth++) {
    const nested = 'user { walletAccounts { '.repeat(depth);
    cases.push({ what: `depth ${2 * depth + 2}`, headers: admin, body: { query: `{ walletAccount(walletId: "w", currency: "POINT", accountNumber: "PNT-001") { ${nested} accountNumber ${'} } '.repeat(depth)} } }` }, status: 400, code: 'GRAPHQL_VALIDATION_FAILED' });
  }
  // Aliases past the limit (30).
  for (let count = 31; count <= 130; count++) {
    const aliases = Array.from({ length: count }, (_, i) => `a${i}: productSettings { families { code } }`).join(' ');
    cases.push({ what: `${count} aliases`, body: { query: `{ ${aliases} }` }, status: 400, code: 'GRAPHQL_VALIDATION_FAILED' });
  }
  // The reported query and its kin: aliases × nested lists within the shape limits, refused by cost.
  for (let count = 5; count <= 30; count++) {
    const nest = 'user { walletAccounts { user { walletAccounts { user { walletAccounts { user { walletAccounts { accountNumber } } } } } } } }';
    const aliases = Array.from({ length: count }, (_, i) => `a${i}: walletAccount(walletId: "wallet-${pad(i + 1)}", currency: "POINT", accountNumber: "PNT-${pad(i + 1)}") { ${nest} }`);
    cases.push({ what: `${count} aliases of nested account lists`, headers: admin, body: { query: `{ ${aliases.join(' ')} }` }, status: 400, code: 'OPERATION_TOO_EXPENSIVE' });
  }
  // Fragment bombs: nested spreads over wide lists. Shallow ones are refused by their cost; from three
  // levels on, the spreads alone pass the depth limit (GraphQL Armor counts a spread as a level).
  for (let levels = 1; levels <= 12; levels++) {
    const fragments = [`fragment F0 on WalletTransactionPage { transactions { amount } }`];
    for (let k = 1; k <= levels; k++) fragments.push(`fragment F${k} on WalletTransactionPage { ...F${k - 1} transactions { amount } }`);
    const roots = Array.from({ length: 20 }, (_, i) => `t${i}: walletTransactions(walletId: "wallet-001", currency: "POINT", accountNumber: "PNT-001", pageSize: 100) { ...F${levels} }`);
    const wide = `{ walletAccounts(pageSize: 100) { result { ${roots.slice(0, 3).map((root, i) => root.replace(/^t\d+: walletTransactions\([^)]*\)/, `x${i}: transactions(pageSize: 100)`)).join(' ')} } } }`;
    cases.push({
      what: `a fragment bomb of ${levels} levels`,
      headers: admin,
      body: { query: `${wide} ${fragments.join(' ')}` },
      status: 400,
      code: levels < 3 ? 'OPERATION_TOO_EXPENSIVE' : 'GRAPHQL_VALIDATION_FAILED',
    });
  }
  // Fragment cycles.
  for (let size = 2; size <= 21; size++) {
    const fragments = Array.from({ length: size }, (_, i) => `fragment C${i} on Query { ...C${(i + 1) % size} }`);
    cases.push({ what: `a fragment cycle of ${size}`, body: { query: `{ ...C0 } ${fragments.join(' ')}` }, status: 400, code: 'GRAPHQL_VALIDATION_FAILED' });
  }
  // Parser limits.
  for (let extra = 1; extra <= 20; extra++) {
    cases.push({ what: `${15_000 + extra * 100} tokens`, body: { query: `{ ${'__typename '.repeat(15_000 + extra * 100)} }` }, status: 400, code: 'GRAPHQL_PARSE_FAILED' });
    cases.push({ what: `nesting ${500 + extra * 25}`, body: { query: `{ products(filters: { idList: ${'['.repeat(500 + extra * 25)}"a"${']'.repeat(500 + extra * 25)} }) { total } }` }, status: 400, code: 'GRAPHQL_PARSE_FAILED' });
  }
  // Huge strings and arrays in arguments, and bodies past 1 MB.
  for (let kb = 1; kb <= 30; kb++) {
    // A ShortText variable: refused with the request, before execution (400 under graphql-response+json).
    cases.push({ what: `a ${kb * 25} kB search text`, body: { query: 'query ($t: ShortText) { products(searchText: $t) { total } }', variables: { t: 'x'.repeat(kb * 25_000) } }, status: 400, code: 'BAD_USER_INPUT' });
  }
  // Past the subgraph's 100 the list is refused as the operation runs (200); past the gateway's list limit, with the request (400).
  for (let count = 101; count <= 5101; count += 250) {
    cases.push({ what: `${count} account numbers`, headers: admin, body: { query: 'query ($n: [Identifier!]!) { walletAccountsByNumber(accountNumbers: $n) { balance } }', variables: { n: Array.from({ length: count }, (_, i) => `PNT-${i}`) } }, status: count > VARIABLE_LIMITS.maxListLength ? 400 : 200, code: 'BAD_USER_INPUT' });
  }
  for (let mb = 1; mb <= 10; mb++) {
    cases.push({ what: `a ${mb + 0.1} MB body`, raw: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(mb * 1_048_576 + 100_000) } }), status: 413, code: 'PAYLOAD_TOO_LARGE' });
  }
  // Batched arrays.
  for (let count = 2; count <= 31; count++) {
    cases.push({ what: `a batch of ${count}`, body: Array.from({ length: count }, () => ({ query: '{ __typename }' })), status: 400, code: 'BAD_REQUEST' });
  }
  // Bad JSON: every cut of a valid body, and garbage.
  const valid = JSON.stringify({ query: '{ products(pageSize: 1) { total } }', variables: { a: [1, 2, { b: 'c' }] } });
  for (let cut = 1; cut < valid.length; cut++) {
    cases.push({ what: `JSON cut at ${cut}`, raw: valid.slice(0, cut), status: 400, code: 'BAD_REQUEST' });
  }
  for (const garbage of ['', ' ', 'null]', '{"query":}', "{'query':'{ x }'}", '\u0000\u0001', '{"query": "{ __typename }"', 'NaN', '[', '{"a":1}}']) {
    cases.push({ what: `garbage ${JSON.stringify(garbage)}`, raw: garbage, status: 400, code: 'BAD_REQUEST' });
  }
  // Wrong content types (including the simple ones a cross-site form can send).
  const types = ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/graphql', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'text/html', 'application/octet-stream'];
  for (const type of types) {
    for (const query of ['{ __typename }', 'mutation { loadWallet(input: { walletId: "wallet-002", currency: "EURO", accountNumber: "EUR-002", amount: 1000 }) { __typename } }', '{ walletAccounts { total } }', '{ me { id } }', '{ products { total } }']) {
      cases.push({ what: `${type}: ${query.slice(0, 30)}`, headers: { 'content-type': type, ...admin }, raw: JSON.stringify({ query }), status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  }
  // GET mutations (with the preflight header: 405) and cross-site GETs (without it: refused by CSRF prevention).
  for (let n = 1; n <= 20; n++) {
    const mutation = `mutation { loadWallet(input: { walletId: "wallet-${pad(n)}", currency: "EURO", accountNumber: "EUR-${pad(n)}", amount: ${n} }) { __typename } }`;
    cases.push({ what: `GET mutation ${n}`, method: 'GET', path: `?query=${encodeURIComponent(mutation)}`, headers: { ...admin, 'apollo-require-preflight': 'true' }, status: 405, code: 'BAD_REQUEST' });
    cases.push({ what: `cross-site GET mutation ${n}`, method: 'GET', path: `?query=${encodeURIComponent(mutation)}`, headers: admin, status: 400, code: 'BAD_REQUEST' });
    cases.push({ what: `cross-site GET read ${n}`, method: 'GET', path: `?query=${encodeURIComponent(`{ walletAccount(walletId: "wallet-${pad(n)}", currency: "POINT", accountNumber: "PNT-${pad(n)}") { balance } }`)}`, headers: admin, status: 400, code: 'BAD_REQUEST' });
  }
  // Cross-user access with real tokens: every seeded user against two others' data.
  for (const [n, offset] of Array.from({ length: 30 }, (_, i) => i + 1).flatMap((n) => [[n, 1], [n, 7]])) {
    const me = `user-${pad(n!)}`;
    const o = ((n! + offset! - 1) % 30) + 1;
    const other = `user-${pad(o)}`;
    const shopper = await as(me);
    const cart = '{ items: [{ id: "SKU-0001", qty: 1, price: 5 }] }';
    cases.push({ what: `${me} reads ${other}`, headers: shopper, body: { query: `{ user(id: "${other}") { walletAccounts { balance } } }` }, status: 200, code: 'FORBIDDEN' });
    cases.push({ what: `${me} reads ${other}'s events`, headers: shopper, body: { query: `{ loyaltyEvents(entityId: "${other}", entityType: "USER") { total } }` }, status: 200, code: 'FORBIDDEN' });
    cases.push({ what: `${me} prices ${other}'s cart`, headers: shopper, body: { query: `{ calculatePromotions(cart: ${cart}, user: { userId: "${other}" }) { calculationTime } }` }, status: 200, code: 'FORBIDDEN' });
    cases.push({ what: `${me} spends ${other}'s points`, headers: shopper, body: { query: `mutation { startPromotionTransaction(input: { cart: ${cart}, user: { userId: "${other}" }, usePoint: 50 }) { transactionId } }` }, status: 200, code: 'FORBIDDEN' });
    cases.push({ what: `${me} reverts ${other}'s transaction`, headers: shopper, body: { query: `mutation { revertPromotionTransaction(input: { transactionId: "order-${pad(o)}", userId: "${other}" }) { status } }` }, status: 200, code: 'FORBIDDEN' });
    cases.push({ what: `${me} loads ${other}'s wallet`, headers: shopper, body: { query: `mutation { loadWallet(input: { walletId: "wallet-${pad(o)}", currency: "EURO", accountNumber: "EUR-${pad(o)}", amount: 1000 }) { __typename } }` }, status: 403, code: 'FORBIDDEN' });
    cases.push({ what: `${me} lists every account`, headers: shopper, body: { query: '{ walletAccounts(pageSize: 100) { result { accountNumber balance } } }' }, status: 403, code: 'FORBIDDEN' });
    cases.push({ what: `${me} reads ${other}'s account`, headers: shopper, body: { query: `{ walletAccount(walletId: "wallet-${pad(o)}", currency: "POINT", accountNumber: "PNT-${pad(o)}") { balance } }` }, status: 200, code: 'FORBIDDEN', mayCall: ['Wallet/getAccounts'] });
    cases.push({ what: `${me} reads ${other}'s transactions`, headers: shopper, body: { query: `{ walletTransactions(walletId: "wallet-${pad(o)}", currency: "POINT", accountNumber: "PNT-${pad(o)}") { total } }` }, status: 200, code: 'FORBIDDEN', mayCall: ['Wallet/getAccounts'] });
    cases.push({ what: `${me} cancels ${other}'s loyalty transaction`, headers: shopper, body: { query: `mutation { cancelLoyaltyTransaction(input: { userId: "${other}", transactionId: "order-${pad(o)}" }) { userId } }` }, status: 403, code: 'FORBIDDEN' });
  }
  // Bad credentials: expired, forged, alg none, wrong audience or issuer, malformed, and keys where none are accepted.
  const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const sign = (key: Parameters<SignJWT['sign']>[0], alg: string, claims: { sub?: string; aud?: string; iss?: string; exp?: number; nbf?: number }) => {
    const jwt = new SignJWT({ scope: 'shopper support' }).setProtectedHeader({ alg, typ: 'JWT' }).setIssuedAt();
    if (claims.sub !== undefined) jwt.setSubject(claims.sub);
    jwt.setAudience(claims.aud ?? DEV_AUDIENCE).setIssuer(claims.iss ?? DEV_ISSUER).setExpirationTime(claims.exp ?? '1h');
    if (claims.nbf !== undefined) jwt.setNotBefore(claims.nbf);
    return jwt.sign(key);
  };
  const now = Math.floor(Date.now() / 1000);
  const queries = ['{ __typename }', '{ me { walletAccounts { balance } } }', '{ walletAccounts { total } }', '{ products(pageSize: 1) { total } }'];
  for (const [index, query] of queries.entries()) {
    const tokens: [string, string | Promise<string>][] = [
      ['expired an hour ago', sign(stack.issuer.privateKey, 'ES256', { sub: 'user-001', exp: now - 3600 })],
      ['expired past the clock skew', sign(stack.issuer.privateKey, 'ES256', { sub: 'user-001', exp: now - 120 })],
      ['not yet valid', sign(stack.issuer.privateKey, 'ES256', { sub: 'user-001', nbf: now + 3600 })],
      ['forged with another EC key', sign(forger, 'ES256', { sub: 'user-001' })],
      ['forged with an RSA key', sign(rsa, 'RS256', { sub: 'user-001' })],
      ['alg none', new UnsecuredJWT({ scope: 'support' }).setSubject('user-001').setAudience(DEV_AUDIENCE).setIssuer(DEV_ISSUER).setExpirationTime('1h').encode()],
      ['HS256 with the public key as secret', sign(new TextEncoder().encode('not-the-key-but-a-secret-of-32-bytes!!'), 'HS256', { sub: 'user-001' })],
      ['a wrong audience', sign(stack.issuer.privateKey, 'ES256', { sub: 'user-001', aud: 'another-service' })],
      ['a wrong issuer', sign(stack.issuer.privateKey, 'ES256', { sub: 'user-001', iss: 'https://evil.example' })],
      ['no subject', sign(stack.issuer.privateKey, 'ES256', {})],
      ['a tampered payload', (async () => { const [h, , s] = (await sign(stack.issuer.privateKey, 'ES256', { sub: 'user-001' })).split('.'); return `${h}.${Buffer.from(JSON.stringify({ sub: 'user-002', scope: 'support', aud: DEV_AUDIENCE, iss: DEV_ISSUER, exp: now + 3600 })).toString('base64url')}.${s}`; })()],
      ['garbage', `not.a.jwt${index}`],
      ['an oversized token', 'a'.repeat(9000)],
    ];
    for (const [what, token] of tokens) {
      cases.push({ what: `a token ${what}: ${query}`, headers: { authorization: `Bearer ${await token}` }, body: { query }, status: 401, code: 'UNAUTHENTICATED' });
    }
    cases.push({ what: `Basic credentials: ${query}`, headers: { authorization: 'Basic YWRtaW46YWRtaW4=' }, body: { query }, status: 401, code: 'UNAUTHENTICATED' });
    cases.push({ what: `a caller key where none are accepted: ${query}`, headers: { 'x-api-key': stack.emulator.apiKey }, body: { query }, status: 401, code: 'UNAUTHENTICATED' });
    cases.push({ what: `a token and a key: ${query}`, headers: { ...(await as('user-001')), 'x-api-key': stack.emulator.apiKey }, body: { query }, status: 401, code: 'UNAUTHENTICATED' });
  }
  // Anonymous callers on everything that is not public.
  for (const query of ['{ me { id } }', '{ walletAccounts { total } }', '{ user(id: "user-001") { id } }', '{ loyaltyEvents(entityId: "user-001", entityType: "USER") { total } }', 'mutation { loadWallet(input: { walletId: "wallet-001", currency: "EURO", accountNumber: "EUR-001", amount: 1000 }) { __typename } }', '{ merchantImportBatch(batchId: "b-1") { batchStatus } }', 'mutation { upsertProduct(input: { dataType: "PRODUCT", data: { code: "X" } }) { __typename } }', '{ walletAccountsByNumber(accountNumbers: ["PNT-001"]) { balance } }']) {
    cases.push({ what: `anonymous: ${query}`, body: { query }, status: 401, code: 'UNAUTHENTICATED' });
  }
  // Variables of the wrong type, unknown operation names.
  for (const [index, value] of ['ten', true, { a: 1 }, [1], 1.5, -1, 101, null, '', 'x'.repeat(300)].entries()) {
    // A size below 1 is refused with the request (demand control); one above the page limit by the subgraph.
    cases.push({ what: `page size ${JSON.stringify(value).slice(0, 20)}`, body: { query: 'query ($n: Int!) { products(pageSize: $n) { total } }', variables: { n: value } },
      status: typeof value === 'number' && Number.isInteger(value) && value >= 1 ? 200 : 400, code: 'BAD_USER_INPUT' });
    cases.push({ what: `operation name ${index}`, body: { query: 'query A { __typename } query B { __typename }', operationName: `C${index}` }, status: 400, code: 'OPERATION_RESOLUTION_FAILURE' });
  }
  return cases;
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('a hostile corpus', () => {
  it('gets for each request the expected status and code, sends nothing upstream, and leaks no key, token or stack trace', async () => {
    const cases = await corpus(stack);
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    const failures: string[] = [];
    for (const entry of cases) {
      stack.emulator.resetRequests();
      const headers = { accept: GRAPHQL_RESPONSE, ...(entry.raw !== undefined || entry.body !== undefined ? { 'content-type': 'application/json' } : {}), ...entry.headers };
      const response = await send(`${stack.gateway.url}${entry.path ?? ''}`, {
        method: entry.method ?? 'POST',
        headers,
        ...(entry.method === 'GET' ? {} : { body: entry.raw ?? JSON.stringify(entry.body) }),
      });
      const code = response.json?.errors?.[0]?.extensions?.code;
      const calls = stack.emulator.requests.map((record) => record.operation).filter((operation) => !entry.mayCall?.includes(operation));
      const presented = [entry.headers?.authorization?.replace(/^\S+ /, ''), entry.headers?.['x-api-key']].filter((value): value is string => Boolean(value));
      const secrets = [stack.emulator.apiKey, ...presented];
      const problems = [
        ...(response.status === entry.status ? [] : [`status ${response.status}, expected ${entry.status}`]),
        ...(code === entry.code ? [] : [`code ${String(code)}, expected ${entry.code}`]),
        ...(calls.length === 0 ? [] : [`upstream calls ${calls.join(', ')}`]),
        ...leaksIn(response.text),
        ...secrets.filter((secret) => response.text.includes(secret)).map(() => 'a credential echoed'),
      ];
      if (problems.length > 0) failures.push(`${entry.what}: ${problems.join('; ')} (${response.json?.errors?.[0]?.message?.slice(0, 120) ?? ''})`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
