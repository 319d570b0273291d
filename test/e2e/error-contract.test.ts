import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { FACADE_ERROR_CODES, errorsOf } from '../../client/errors';
import { startEmulator, type Emulator } from '../../emulator/server';
import { createDevTokenIssuer, type DevTokenIssuer } from '../../gateway/auth/dev-tokens';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { ALL_SCOPES } from '../../subgraphs/shared/caller';
import { loadConfig, serviceConfig } from '../../config/environment';
import { send, type RawResponse } from '../helpers/http';

/** The error contract (docs/frontend.md, "Errors"; client/errors.ts), as a schema every error is held to. */
const contractError = z
  .object({
    message: z.string().min(1),
    extensions: z
      .object({
        code: z.enum(FACADE_ERROR_CODES),
        requestId: z.string().min(1),
        fields: z.array(z.string().min(1)).min(1).optional(),
        requiredScopes: z.array(z.array(z.string().min(1)).min(1)).min(1).optional(),
        retryAfter: z.number().nonnegative().optional(),
        delivered: z.union([z.boolean(), z.literal('unknown')]).optional(),
        detail: z.string().optional(),
        upstream: z.object({ operation: z.string(), status: z.number().nullable() }).strict().optional(),
        // The older forms, which no error may carry any more.
        field: z.never().optional(),
        stacktrace: z.never().optional(),
        exception: z.never().optional(),
      })
      .loose(),
  })
  .loose();

/** What a shopper must never read in a message: service operations, statuses, connection errors, the service's own words on a fault. */
const INTERNALS = /ECONN|EAI_AGAIN|ENOTFOUND|UND_ERR|\b[A-Z][A-Za-z]*\/[a-z][A-Za-z]*\b|status \d{3}|\(\d{3}\)|db-pool|10\.0\.0\.7|<html|Pool\.acquire|k-7/;

const SHOPPER = { userId: 'user-001', scopes: ['shopper'] };
const ADMIN = { userId: 'admin-contract', scopes: ALL_SCOPES };

/** One request that fails, whom it is sent as, and whether its caller may read service detail. */
interface Case {
  what: string;
  as: 'anonymous' | typeof SHOPPER | typeof ADMIN;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string;
  /** The code the first error must have. */
  code: (typeof FACADE_ERROR_CODES)[number];
  /** Whether an input error's fields must be named. */
  fields?: boolean;
  requiredScopes?: boolean;
}

const products = { query: '{ products(pageSize: 1) { total } }' };
const loadWallet = { query: 'mutation { loadWallet(input: { walletId: "wallet-001", currency: "EURO", accountNumber: "EUR-001", amount: 5 }) { __typename } }' };

/** A gateway in production over `service` (the emulator, or a service that fails as told), with development tokens. */
async function productionGateway(emulator: Emulator, env: Record<string, string>, baseUrl?: string): Promise<{ gateway: RunningGateway; issuer: DevTokenIssuer }> {
  const loaded = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', COMMERCE_EMULATOR: 'true', RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0', ...env });
  const issuer = await createDevTokenIssuer({ allowCallerApiKeys: false });
  const config = { ...loaded, auth: issuer.auth };
  const service = serviceConfig(config, emulator);
  const gateway = await startGateway({ config, service: baseUrl ? { ...service, baseUrl, legacyBaseUrl: baseUrl } : service });
  return { gateway, issuer };
}

let emulator: Emulator;
let faults: Server;
let fault: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
let plain: { gateway: RunningGateway; issuer: DevTokenIssuer };
let failing: { gateway: RunningGateway; issuer: DevTokenIssuer };
let limited: { gateway: RunningGateway; issuer: DevTokenIssuer };

beforeAll(async () => {
  emulator = await startEmulator();
  faults = createServer((req, res) => {
    req.resume();
    req.once('end', () => fault(req, res));
  });
  await new Promise<void>((resolve) => faults.listen(0, '127.0.0.1', resolve));
  const faultUrl = `http://127.0.0.1:${(faults.address() as AddressInfo).port}`;
  plain = await productionGateway(emulator, {});
  failing = await productionGateway(emulator, { COMMERCE_TIMEOUT_MS: '600' }, faultUrl);
  limited = await productionGateway(emulator, { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '2' });
});
afterAll(async () => {
  for (const { gateway } of [plain, failing, limited]) await gateway?.stop();
  faults.closeAllConnections();
  await new Promise((resolve) => faults.close(resolve));
  await emulator.close();
});

async function ask(target: { gateway: RunningGateway; issuer: DevTokenIssuer }, entry: Case): Promise<RawResponse> {
  const credentials: Record<string, string> = entry.as === 'anonymous' ? {} : { authorization: `Bearer ${await target.issuer.sign(entry.as.userId, entry.as.scopes)}` };
  const body = entry.raw ?? (entry.body === undefined ? undefined : JSON.stringify(entry.body));
  return send(`${target.gateway.url}${entry.path ?? ''}`, {
    method: entry.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...credentials, ...entry.headers },
    ...(body === undefined ? {} : { body }),
  });
}

/** Every problem of one answer with the contract; empty when it keeps it. */
function breaches(entry: Case, response: RawResponse): string[] {
  const errors = response.json?.errors ?? [];
  if (errors.length === 0) return ['no error'];
  const problems: string[] = [];
  const privileged = entry.as !== 'anonymous' && entry.as.scopes.includes('support');
  for (const error of errors) {
    const parsed = contractError.safeParse(error);
    if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    const extensions = error.extensions ?? {};
    if (extensions.requestId !== response.headers['x-request-id']) problems.push('requestId is not the x-request-id answered');
    if (!privileged && (extensions.detail !== undefined || extensions.upstream !== undefined)) problems.push('service detail for an unprivileged caller');
    if (!privileged && INTERNALS.test(error.message)) problems.push(`internals in the message: ${error.message}`);
  }
  const [first] = errors;
  if (first?.extensions?.code !== entry.code) problems.push(`code ${String(first?.extensions?.code)}, expected ${entry.code}`);
  if (entry.fields && !Array.isArray(first?.extensions?.fields)) problems.push('no fields');
  if (entry.requiredScopes && !Array.isArray(first?.extensions?.requiredScopes)) problems.push('no requiredScopes');
  return problems;
}

/** Requests refused by the gateway itself or by the emulator: the request, the caller, the limits. */
function refusals(): Case[] {
  const cases: Case[] = [];
  const deep = `{ walletAccount(walletId: "w", currency: "POINT", accountNumber: "PNT-001") { ${'user { walletAccounts { '.repeat(8)} accountNumber ${'} } '.repeat(8)} } }`;
  cases.push({ what: 'too deep', as: ADMIN, body: { query: deep }, code: 'GRAPHQL_VALIDATION_FAILED' });
  cases.push({ what: 'an unknown field', as: 'anonymous', body: { query: '{ prodcts { total } }' }, code: 'GRAPHQL_VALIDATION_FAILED' });
  cases.push({ what: 'a syntax error', as: 'anonymous', body: { query: '{ products(' }, code: 'GRAPHQL_PARSE_FAILED' });
  cases.push({ what: 'nesting past the parser limit', as: 'anonymous', body: { query: `{ products(filters: { idList: ${'['.repeat(600)}"a"${']'.repeat(600)} }) { total } }` }, code: 'GRAPHQL_PARSE_FAILED' });
  const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: walletAccount(walletId: "w${i}", currency: "POINT", accountNumber: "PNT-${i}") { user { walletAccounts { user { walletAccounts { user { walletAccounts { accountNumber } } } } } } }`);
  cases.push({ what: 'too expensive', as: ADMIN, body: { query: `{ ${aliases.join(' ')} }` }, code: 'OPERATION_TOO_EXPENSIVE' });
  cases.push({ what: 'a page size below 1 (literal)', as: 'anonymous', body: { query: '{ products(pageSize: 0) { total } }' }, code: 'BAD_USER_INPUT', fields: true });
  cases.push({ what: 'a page size of the wrong type', as: 'anonymous', body: { query: 'query ($n: Int!) { products(pageSize: $n) { total } }', variables: { n: 'ten' } }, code: 'BAD_USER_INPUT', fields: true });
  cases.push({ what: 'a page size over the subgraph limit', as: 'anonymous', body: { query: '{ products(pageSize: 101) { total } }' }, code: 'BAD_USER_INPUT', fields: true });
  cases.push({ what: 'a search text too long', as: 'anonymous', body: { query: 'query ($t: ShortText) { products(searchText: $t) { total } }', variables: { t: 'x'.repeat(30_000) } }, code: 'BAD_USER_INPUT', fields: true });
  cases.push({ what: 'a list past the variable limits', as: ADMIN, body: { query: 'query ($n: [Identifier!]!) { walletAccountsByNumber(accountNumbers: $n) { balance } }', variables: { n: Array.from({ length: 1001 }, (_, i) => `PNT-${i}`) } }, code: 'BAD_USER_INPUT', fields: true });
  cases.push({ what: 'an invalid money amount', as: ADMIN, body: { query: 'mutation { loadWallet(input: { walletId: "wallet-001", currency: "EURO", accountNumber: "EUR-001", amount: 0.001 }) { __typename } }' }, code: 'BAD_USER_INPUT', fields: true });
  cases.push({ what: 'a bad cursor', as: ADMIN, body: { query: '{ walletAccountsConnection(first: 2, after: "nope") { totalCount } }' }, code: 'BAD_USER_INPUT', fields: true });
  cases.push({ what: 'an unknown operation name', as: 'anonymous', body: { query: 'query A { __typename } query B { __typename }', operationName: 'C' }, code: 'OPERATION_RESOLUTION_FAILURE' });
  cases.push({ what: 'a batch', as: 'anonymous', body: [products, products], code: 'BAD_REQUEST' });
  cases.push({ what: 'bad JSON', as: 'anonymous', raw: '{"query":', code: 'BAD_REQUEST' });
  cases.push({ what: 'a body past 1 MB', as: 'anonymous', raw: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1_200_000) } }), code: 'PAYLOAD_TOO_LARGE' });
  cases.push({ what: 'a form post', as: 'anonymous', headers: { 'content-type': 'text/plain' }, raw: JSON.stringify(products), code: 'UNSUPPORTED_MEDIA_TYPE' });
  cases.push({ what: 'PUT', as: 'anonymous', method: 'PUT', raw: JSON.stringify(products), code: 'METHOD_NOT_ALLOWED' });
  cases.push({ what: 'an unknown path', as: 'anonymous', path: '/../admin', method: 'GET', code: 'NOT_FOUND' });
  cases.push({ what: 'a GET mutation', as: ADMIN, method: 'GET', path: `?query=${encodeURIComponent(loadWallet.query)}`, headers: { 'apollo-require-preflight': 'true' }, code: 'BAD_REQUEST' });
  cases.push({ what: 'a cross-site GET', as: ADMIN, method: 'GET', path: `?query=${encodeURIComponent(products.query)}`, headers: { 'content-type': '' }, code: 'BAD_REQUEST' });
  cases.push({ what: 'an unknown persisted query', as: 'anonymous', body: { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }, code: 'PERSISTED_QUERY_NOT_FOUND' });
  // Who calls.
  cases.push({ what: 'a garbage token', as: 'anonymous', headers: { authorization: 'Bearer not.a.jwt' }, body: products, code: 'UNAUTHENTICATED' });
  cases.push({ what: 'Basic credentials', as: 'anonymous', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' }, body: products, code: 'UNAUTHENTICATED' });
  cases.push({ what: 'a caller key where none are accepted', as: 'anonymous', headers: { 'x-api-key': 'some-key' }, body: products, code: 'UNAUTHENTICATED' });
  cases.push({ what: 'anonymous on a signed-in field', as: 'anonymous', body: { query: '{ me { id } }' }, code: 'UNAUTHENTICATED', fields: true });
  cases.push({ what: 'a missing scope', as: SHOPPER, body: { query: '{ walletAccounts { total } }' }, code: 'FORBIDDEN', requiredScopes: true, fields: true });
  cases.push({ what: "another user's data", as: SHOPPER, body: { query: '{ user(id: "user-002") { walletAccounts { balance } } }' }, code: 'FORBIDDEN', requiredScopes: true, fields: true });
  cases.push({ what: "another user's account", as: SHOPPER, body: { query: '{ walletAccount(walletId: "wallet-002", currency: "POINT", accountNumber: "PNT-002") { balance } }' }, code: 'FORBIDDEN', requiredScopes: true, fields: true });
  cases.push({ what: "another user's points", as: SHOPPER, body: { query: 'mutation { startPromotionTransaction(input: { cart: { items: [{ id: "SKU-0001", qty: 1, price: 5 }] }, user: { userId: "user-002" }, usePoint: 50 }) { transactionId } }' }, code: 'FORBIDDEN', requiredScopes: true, fields: true });
  // The emulator refuses.
  cases.push({ what: 'a taken account number (service 400)', as: ADMIN, body: { query: 'mutation { createWalletAccount(input: { walletId: "wallet-001", currency: "POINT", accountNumber: "PNT-001", userId: "user-001" }) { __typename } }' }, code: 'BAD_USER_INPUT', fields: true });
  cases.push({ what: 'an unknown dataset (service 404)', as: ADMIN, body: { query: '{ datasetValues(datasetCode: "no-such-dataset") { total } }' }, code: 'NOT_FOUND' });
  cases.push({ what: 'a transaction to revert that does not exist (service 4xx)', as: ADMIN, body: { query: 'mutation { revertPromotionTransaction(input: { transactionId: "no-such-order", userId: "user-001" }) { status } }' }, code: 'NOT_FOUND' });
  return cases;
}

/** How the service fails, and what the facade must call it. */
const FAULTS: { what: string; code: (typeof FACADE_ERROR_CODES)[number]; fields?: boolean; answer: (req: IncomingMessage, res: ServerResponse) => void }[] = [
  { what: '500 naming its database', code: 'UPSTREAM_UNAVAILABLE', answer: (_req, res) => json(res, 500, { message: 'db-pool at 10.0.0.7 exhausted' }) },
  { what: '503 as an HTML page', code: 'UPSTREAM_UNAVAILABLE', answer: (_req, res) => html(res, 503) },
  { what: '429 far off', code: 'UPSTREAM_RATE_LIMITED', answer: (_req, res) => json(res, 429, { message: 'slow down' }, { 'retry-after': '120' }) },
  { what: '400 naming a field', code: 'BAD_USER_INPUT', fields: true, answer: (_req, res) => json(res, 400, { status: 400, message: 'Invalid request: pageSize: must be at most 100' }) },
  { what: '400 without a field', code: 'BAD_USER_INPUT', fields: true, answer: (_req, res) => json(res, 400, { status: 400, message: 'no' }) },
  { what: '404', code: 'NOT_FOUND', answer: (_req, res) => json(res, 404, { status: 404, message: 'Record Not Found' }) },
  { what: '403 naming its key', code: 'FORBIDDEN', answer: (_req, res) => json(res, 403, { status: 403, message: 'key k-7 may not call PIMAPI/getProducts' }) },
  { what: '200 that is not JSON', code: 'UPSTREAM_BAD_RESPONSE', answer: (_req, res) => html(res, 200) },
  { what: 'a reset connection', code: 'UPSTREAM_UNAVAILABLE', answer: (req) => req.socket.destroy() },
  { what: 'no answer before the deadline', code: 'UPSTREAM_TIMEOUT', answer: () => undefined },
];

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number): void {
  res.writeHead(status, { 'content-type': 'text/html' });
  res.end('<html><body><h1>Service Unavailable</h1><pre>at Pool.acquire (/srv/app/db.js:12)</pre></body></html>');
}

describe('the error contract', () => {
  it('holds for every refusal of the request, the caller and the limits, and for every service refusal', async () => {
    const failures: string[] = [];
    for (const entry of refusals()) {
      const problems = breaches(entry, await ask(plain, entry));
      if (problems.length > 0) failures.push(`${entry.what}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it.each(FAULTS)('holds when the service fails with $what: a shopper reads no internals, support reads them in detail', async ({ code, fields, answer }) => {
    fault = answer;
    const failures: string[] = [];
    for (const as of ['anonymous', SHOPPER, ADMIN] as const) {
      const entry: Case = { what: String(typeof as === 'string' ? as : as.userId), as, body: products, code, fields: fields ?? false };
      const response = await ask(failing, entry);
      failures.push(...breaches(entry, response).map((problem) => `${entry.what}: ${problem}`));
      if (as === ADMIN) {
        const [error] = errorsOf(response.json ?? {});
        // A privileged caller is told what happened between the facade and the service.
        expect(error?.extensions.detail).toEqual(expect.stringContaining('PIMAPI/getProducts'));
        expect(error?.extensions.upstream).toMatchObject({ operation: 'PIMAPI/getProducts' });
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);

  it('holds when the service cannot be reached at all (ECONNREFUSED), for a read and a write', async () => {
    const refusing = createServer();
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
    await new Promise((resolve) => refusing.close(resolve));
    const unreachable = await productionGateway(emulator, {}, closedUrl);
    try {
      const failures: string[] = [];
      for (const entry of [
        { what: 'anonymous read', as: 'anonymous', body: products, code: 'UPSTREAM_UNAVAILABLE' },
        { what: 'admin write', as: ADMIN, body: loadWallet, code: 'UPSTREAM_UNAVAILABLE' },
      ] satisfies Case[]) {
        const response = await ask(unreachable, entry);
        failures.push(...breaches(entry, response).map((problem) => `${entry.what}: ${problem}`));
        if (entry.as === ADMIN) expect(errorsOf(response.json ?? {})[0]?.extensions.detail).toContain('ECONNREFUSED');
      }
      expect(failures).toEqual([]);
    } finally {
      await unreachable.gateway.stop();
    }
  }, 30_000);

  it('holds for a rate limit (429 before GraphQL, with the request id and retryAfter)', async () => {
    const entry: Case = { what: 'over the rate', as: SHOPPER, body: products, code: 'RATE_LIMITED' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(limited, entry)));
    const refused = answers.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(breaches(entry, response)).toEqual([]);
      expect(errorsOf(response.json ?? {})[0]?.extensions.retryAfter).toEqual(expect.any(Number));
    }
  });
});
