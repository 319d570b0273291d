import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { request } from 'undici';
import { ATTACK_AUDIENCE, ATTACK_ISSUER, aliasedTypenamePages } from '../../bench/attacks';
import { metricSamples } from '../helpers/http';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');

/**
 * A subgraph served on its own (deploy/kubernetes/subgraphs.yaml: `node dist/gateway/subgraph-main.js
 * <area>`, 192Mi requested) answers `_service { sdl }` and `_entities` to anyone, as composition tools
 * and gateways need, and whoever reaches its port is not always a gateway. Each attack here once took
 * such a process out of memory with one small anonymous request.
 */

interface Served {
  process: SpawnedProcess;
  url: string;
}

async function serve(area: string, env: Record<string, string> = {}): Promise<Served> {
  const spawned = spawnProcess(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', 'gateway/subgraph-main.ts', area], {
    cwd: ROOT,
    env: { NODE_ENV: 'production', COMMERCE_EMULATOR: 'true', SUBGRAPH_PORT: '0', LOG_LEVEL: 'info', ...env },
  });
  const [, url] = (await spawned.waitFor(new RegExp(`Subgraph ${area}: (http\\S+?)["\\s]`), 60_000)) as unknown as [string, string];
  return { process: spawned, url };
}

interface Answer {
  status: number;
  text: string;
  /** What the request spent upstream, as the subgraph reports it to a gateway (`calls=N; bytes=M`). */
  spent: string;
  /** Whether the subgraph says its request was refused something by what it was lent (`x-commerce-refused`). */
  refused: boolean;
  json: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, headersTimeout: 120_000, bodyTimeout: 120_000 });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    text,
    spent: String(response.headers['x-commerce-spent']),
    refused: response.headers['x-commerce-refused'] === '1',
    json: JSON.parse(text) as Answer['json'],
  };
}

const peakRssMiB = (served: Served) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${served.process.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function answersOn(served: Served): Promise<void> {
  expect((await post(served.url, JSON.stringify({ query: '{ __typename }' }))).json).toEqual({ data: { __typename: 'Query' } });
  expect(served.process.stderr()).not.toMatch(/heap out of memory/);
  expect(served.process.child.exitCode).toBeNull();
  // Nor a failure that no code handled (logged, and once the end of the process), and every slot and body byte it held is given back.
  const samples = await metricSamples(new URL(served.url).origin);
  expect(['facade_unhandled_rejections_total', 'facade_requests_in_flight', 'facade_request_body_bytes_held'].map((name) => samples.get(name))).toEqual([0, 0, 0]);
}

const SEEDED = { __typename: 'Product', sku: 'SKU-0004' };
const entitiesQuery = (aliases: number, selection: string) =>
  `query($r:[_Any!]!){ ${Array.from({ length: aliases }, (_, i) => `a${i}:_entities(representations:$r){ ${selection} }`).join(' ')} }`;
const codesOf = (answer: Answer) => new Set(answer.json.errors?.map((error) => error.extensions?.code));

describe('a subgraph served on its own, under a production heap', () => {
  let catalogue: Served;

  beforeAll(async () => {
    catalogue = await serve('catalogue');
  }, 90_000);
  afterAll(async () => {
    await catalogue.process.stop();
  });

  it('gives the SDL once per request: a request naming sdl twice, or 4,990 times (49 KB, once 230 MB of answer), or 49,000 times through fragments (once 10 MB of errors, and two at once out of memory), is refused before it runs', async () => {
    const aliased = `{ _service {${Array.from({ length: 4990 }, (_, i) => ` a${i}:sdl`).join('')} } }`;
    expect(aliased.length).toBeLessThan(50_000);
    const spread = `{ ${Array.from({ length: 49 }, (_, i) => `x${i}: _service { ...S }`).join(' ')} } fragment S on _Service { ${Array.from({ length: 1000 }, (_, i) => `a${i}: sdl`).join(' ')} }`;
    const answers = await Promise.all([
      post(catalogue.url, JSON.stringify({ query: '{ a: _service { sdl } b: _service { sdl } }' })),
      post(catalogue.url, JSON.stringify({ query: aliased })),
      post(catalogue.url, JSON.stringify({ query: spread })),
      post(catalogue.url, JSON.stringify({ query: spread })),
    ]);
    for (const answer of answers) {
      expect(answer.text.length).toBeLessThan(2_000);
      expect(answer.json).toMatchObject({
        errors: [{ message: 'The SDL is given once per request: the operation selects sdl more than once.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
      });
    }
    const again = await post(catalogue.url, JSON.stringify({ query: '{ _service { sdl } }' }));
    expect((again.json.data as { _service: { sdl: string } })._service.sdl).toContain('type Product');
    // Its own answer is held to the subgraph's limit, not reported as service bytes spent, and not to the
    // share a gateway lends it for service answers: lent nothing, it still answers what needs no call.
    expect(again.spent).toBe('calls=0; bytes=0');
    const lentNothing = await post(catalogue.url, JSON.stringify({ query: '{ _service { sdl } }' }), { 'x-commerce-budget': 'calls=0; bytes=0' });
    expect((lentNothing.json.data as { _service: { sdl: string } })._service.sdl).toContain('type Product');
    await answersOn(catalogue);
  }, 90_000);

  it('answers at most 5,000 entities per request: _entities aliased 100 times over 1,000 representations (46 KB) is refused at the sixth', async () => {
    const body = JSON.stringify({ query: entitiesQuery(100, '__typename'), variables: { r: Array.from({ length: 1000 }, () => SEEDED) } });
    expect(body.length).toBeLessThan(50_000);
    const answer = await post(catalogue.url, body);
    expect(answer.status).toBe(200);
    // `_entities` is non-null: the sixth's refusal nulls the whole answer, and nothing after it runs.
    expect(answer.json).toMatchObject({ data: null, errors: [{ message: 'A request may ask for at most 5000 entities.', path: ['a5'], extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(answer.json.errors).toHaveLength(1);
    // The five within the limit had begun, on one service call (one sku).
    expect(answer.spent).toMatch(/^calls=1;/);
    await answersOn(catalogue);
  }, 120_000);

  it('says when what it was lent refused its request something, so that a gateway does not hand that answer to a request lent more', async () => {
    const query = JSON.stringify({ query: '{ products(pageSize: 1) { total } }' });
    const starved = await post(catalogue.url, query, { 'x-commerce-budget': 'calls=0; bytes=1000000' });
    expect(starved.json.errors?.[0]?.extensions?.code).toBe('OPERATION_TOO_EXPENSIVE');
    expect({ refused: starved.refused, spent: starved.spent }).toEqual({ refused: true, spent: 'calls=0; bytes=0' });
    const lent = await post(catalogue.url, query, { 'x-commerce-budget': 'calls=5; bytes=1000000' });
    expect(lent.json.errors).toBeUndefined();
    expect({ refused: lent.refused, spent: lent.spent }).toEqual({ refused: false, spent: expect.stringMatching(/^calls=1;/) });
  }, 120_000);

  it('refuses 3,000 representations each selecting 4,000 aliases (193 KB, 12 million fields) before resolving any', async () => {
    const selection = Array.from({ length: 4000 }, (_, i) => `a${i}:__typename`).join(' ');
    const answer = await post(catalogue.url, JSON.stringify({ query: entitiesQuery(1, selection), variables: { r: Array.from({ length: 3000 }, () => SEEDED) } }));
    expect(answer.json).toMatchObject({ data: null, errors: [{ message: "A request's answer may hold at most 100000 fields.", extensions: { code: 'OPERATION_TOO_EXPENSIVE' } }] });
    expect(answer.spent).toMatch(/^calls=0;/);
    await answersOn(catalogue);
  }, 120_000);

  it('counts the fields of lists inside entities: 5,000 products selecting 18 aliases of each of their attributes (once 17.5 MB, and four at once out of memory) are refused', async () => {
    const selection = `... on Product { attributes { ${Array.from({ length: 18 }, (_, i) => `c${i}: code`).join(' ')} } }`;
    const body = JSON.stringify({ query: entitiesQuery(1, selection), variables: { r: Array.from({ length: 5000 }, () => ({ __typename: 'Product', sku: 'SKU-0003' })) } });
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(catalogue.url, body)));
    for (const answer of answers) {
      // The products within the bound are answered; past it each product's attributes fail on their own,
      // an error each: within the subgraph's answer limit (4 MiB) either way.
      expect(answer.text.length).toBeLessThan(4 * 2 ** 20);
      const messages = new Set(answer.json.errors?.map((error) => error.message));
      expect(messages.size).toBe(1);
      expect([...messages][0]).toMatch(/^A request's answer may hold at most 100000 fields\.$|^This subgraph is (building|resolving) its limit/);
    }
    expect(peakRssMiB(catalogue)).toBeLessThan(400);
    await answersOn(catalogue);
  }, 120_000);

  it("refuses the gateway's own 103 KB attack sent straight to it: ten pages of 100 products spreading 4,900 aliases of __typename (once out of memory)", async () => {
    const answer = await post(catalogue.url, aliasedTypenamePages(10, 8));
    expect(answer.text.length).toBeLessThan(10_000);
    expect(answer.json.errors?.[0]).toMatchObject({ message: "A request's answer may hold at most 100000 fields.", extensions: { code: 'OPERATION_TOO_EXPENSIVE' } });
    expect(peakRssMiB(catalogue)).toBeLessThan(400);
    await answersOn(catalogue);
  }, 120_000);

  it('refuses 23,000 distinct unknown skus (1 MB) before any service call, where it once made 100 calls and 23,000 errors', async () => {
    const representations = Array.from({ length: 23_000 }, (_, i) => ({ __typename: 'Product', sku: `NOPE-${i}` }));
    const body = JSON.stringify({ query: entitiesQuery(1, '... on Product { sku }'), variables: { r: representations } });
    expect(body.length).toBeLessThan(2 ** 20);
    const answer = await post(catalogue.url, body);
    expect(answer.json.errors?.map((error) => error.message)).toEqual(['representations: variable $r must hold at most 5000 items']);
    expect(codesOf(answer)).toEqual(new Set(['BAD_USER_INPUT']));
    expect(answer.spent).toMatch(/^calls=0;/);
  }, 60_000);

  it('refuses a fragment bomb of 3.2 million selections from 17 KB as the gateway does', async () => {
    const fragments: string[] = [];
    for (let level = 0; level < 5; level++) {
      for (let i = 0; i < 20; i++) {
        const inner = level === 4 ? '__typename' : Array.from({ length: 20 }, (_, j) => `...F${level + 1}_${j}`).join(' ');
        fragments.push(`fragment F${level}_${i} on Query { ${inner} }`);
      }
    }
    const query = `{ ${Array.from({ length: 20 }, (_, j) => `...F0_${j}`).join(' ')} }\n${fragments.join('\n')}`;
    const answer = await post(catalogue.url, JSON.stringify({ query }));
    expect(answer.json.errors?.[0]).toMatchObject({
      message: 'The operation selects more than 50000 fields once its fragments are expanded.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  }, 30_000);

  it('refuses a sku that is not a string, and one nested 400,000 deep, as the caller\'s mistake with nothing sent', async () => {
    const query = entitiesQuery(1, '... on Product { sku }');
    const listed = await post(catalogue.url, JSON.stringify({ query, variables: { r: [SEEDED, { __typename: 'Product', sku: ['SKU-0004'] }] } }));
    expect(listed.json).toMatchObject({ data: null, errors: [{ message: 'representations[1] has a sku that is not a string.', extensions: { code: 'BAD_USER_INPUT' } }] });
    const deep = (depth: number) => `{"query":${JSON.stringify(query)},"variables":{"r":[{"__typename":"Product","sku":${'['.repeat(depth)}${']'.repeat(depth)}}]}}`;
    // Deep enough for any recursive walk to overflow the stack, within what a body may nest.
    const nested = await post(catalogue.url, deep(19_000));
    expect(nested.json.errors?.map((error) => error.message)).toEqual(['representations: variable $r nests deeper than 32 levels']);
    expect(codesOf(nested)).toEqual(new Set(['BAD_USER_INPUT']));
    expect(listed.spent).toMatch(/^calls=0;/);
    expect(nested.text).not.toContain('Maximum call stack');
    // Deeper, the body is refused before it is parsed.
    const deeper = await post(catalogue.url, deep(400_000));
    expect(deeper.status).toBe(400);
    expect(deeper.json.errors?.map((error) => error.message)).toEqual(['The request body nests deeper than 20000 levels']);
  }, 30_000);

  it('answers 80 concurrent requests of 5,000 entities (once out of memory) within its heap: each whole, or told to retry', async () => {
    const body = JSON.stringify({ query: entitiesQuery(1, '... on Product { sku }'), variables: { r: Array.from({ length: 5000 }, () => SEEDED) } });
    const answers = await Promise.all(Array.from({ length: 80 }, () => post(catalogue.url, body)));
    const served = answers.filter((answer) => answer.status === 200 && answer.json.data !== null);
    const deferred = answers.filter((answer) => answer.json.errors?.[0]?.message === 'This subgraph is resolving its limit of 20000 entities at once: retry after 1 s');
    for (const answer of served) expect((answer.json.data as { a0: unknown[] }).a0).toHaveLength(5000);
    expect(served.length).toBeGreaterThan(0);
    expect(served.length + deferred.length).toBe(80);
    expect(peakRssMiB(catalogue)).toBeLessThan(400);
    await answersOn(catalogue);
  }, 120_000);

  it('counts entities until their answer is complete, not until the client leaves: 80 requests of 5,000 abandoned mid-way, then one is served', async () => {
    const body = JSON.stringify({ query: entitiesQuery(1, '... on Product { sku }'), variables: { r: Array.from({ length: 5000 }, () => SEEDED) } });
    const abandoned = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        request(catalogue.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(30 + (i % 10) * 5) }).then(
          () => 'answered',
          (error: Error) => error.name,
        ),
      ),
    );
    expect(abandoned.filter((outcome) => outcome === 'TimeoutError').length).toBeGreaterThan(0);
    // Whatever was admitted is given back once its execution ends, which goes on without the client.
    let served: Answer | undefined;
    for (let attempt = 0; attempt < 50 && !(served?.json.data as { a0?: unknown[] } | null | undefined)?.a0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      served = await post(catalogue.url, body);
    }
    expect((served?.json.data as { a0: unknown[] }).a0).toHaveLength(5000);
    expect(peakRssMiB(catalogue)).toBeLessThan(400);
    await answersOn(catalogue);
  }, 120_000);
});

describe('a subgraph whose entities need no service call, under a production heap', () => {
  let loyalty: Served;

  beforeAll(async () => {
    loyalty = await serve('loyalty');
  }, 90_000);
  afterAll(async () => {
    await loyalty.process.stop();
  });

  it('answers at most 5,000 loyalty users per request: _entities aliased 1,000 times over 1,000 (79 KB, once a million) is refused at the sixth', async () => {
    const answer = await post(loyalty.url, JSON.stringify({ query: entitiesQuery(1000, '__typename'), variables: { r: Array.from({ length: 1000 }, () => ({ __typename: 'User', id: 'u1' })) } }));
    expect(answer.json).toMatchObject({ data: null, errors: [{ message: 'A request may ask for at most 5000 entities.', path: ['a5'] }] });
    expect(codesOf(answer)).toEqual(new Set(['BAD_USER_INPUT']));
    expect(answer.spent).toMatch(/^calls=0;/);
    await answersOn(loyalty);
  }, 120_000);

  it('shows the body bytes a slow client holds on /metrics, as the gateway does, and gives them back once it leaves', async () => {
    const { hostname, port, origin } = new URL(loyalty.url);
    const held = () => metricSamples(origin).then((samples) => samples.get('facade_request_body_bytes_held'));
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    // Half of a 1,000-byte body, then nothing.
    socket.write(`POST /graphql HTTP/1.1\r\nHost: subgraph\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n${' '.repeat(500)}`);
    let during = 0;
    for (const started = Date.now(); during < 500 && Date.now() - started < 5_000; await new Promise((resolve) => setTimeout(resolve, 20))) during = (await held()) ?? 0;
    // The 500 bytes, and 256 for each piece they arrived in (what a piece costs the heap while the body is read).
    expect(during).toBeGreaterThan(500);
    expect((during - 500) % 256).toBe(0);
    socket.destroy();
    let after = during;
    for (const started = Date.now(); after !== 0 && Date.now() - started < 5_000; await new Promise((resolve) => setTimeout(resolve, 20))) after = (await held()) ?? -1;
    expect(after).toBe(0);
    await answersOn(loyalty);
  }, 60_000);
});

describe('a subgraph whose lists fail element by element, under a production heap', () => {
  let wallets: Served;
  let privateKey: CryptoKey;

  beforeAll(async () => {
    const keys = await generateKeyPair('ES256');
    privateKey = keys.privateKey;
    wallets = await serve('wallets', { AUTH_JWT_PUBLIC_KEY: await exportSPKI(keys.publicKey), AUTH_ISSUER: ATTACK_ISSUER, AUTH_AUDIENCE: ATTACK_AUDIENCE });
  }, 90_000);
  afterAll(async () => {
    await wallets.process.stop();
  });

  it("stays up when a shopper's 100 unknown account numbers, each refused at its position, are refused as a whole by the field limit (once exit 1: the refusals were left unread)", async () => {
    const token = await new SignJWT({ scope: '' }).setProtectedHeader({ alg: 'ES256' }).setSubject('user-1').setIssuer(ATTACK_ISSUER).setAudience(ATTACK_AUDIENCE).setIssuedAt().setExpirationTime('10m').sign(privateKey);
    const selection = Array.from({ length: 1001 }, (_, i) => `f${i}: __typename`).join(' ');
    const query = `query ($n: [Identifier!]!) { walletAccountsByNumber(accountNumbers: $n) { ${selection} } }`;
    const numbers = Array.from({ length: 100 }, (_, i) => `NOPE-${i}`);
    const answer = await post(wallets.url, JSON.stringify({ query, variables: { n: numbers } }), { authorization: `Bearer ${token}` });
    expect(answer.json).toMatchObject({ errors: [{ message: "A request's answer may hold at most 100000 fields.", extensions: { code: 'OPERATION_TOO_EXPENSIVE' } }] });
    // Left unread, the refusals would fail a moment after the answer: answersOn finds any counted.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await answersOn(wallets);
  }, 60_000);
});
