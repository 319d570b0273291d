import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { Emulator } from '../../emulator/server';
import {
  abandonedNewOperations,
  ATTACK_AUDIENCE,
  ATTACK_ISSUER,
  HONEST,
  idleConnections,
  aliasedTypenamePages,
  commentedDocument,
  conditionedSpreads,
  fragmentBomb,
  lineBrokenErrors,
  distinctLargePlan,
  largeProductPages,
  largeTransaction,
  longOperationName,
  negativePageWithCarts,
  nestedUnreadKey,
  paddedDocument,
  paddedVariables,
  peakRssDuring,
  pipelinedUnread,
  post,
  postAtOnce,
  rssOf,
  slowClients,
  SLOW_CLIENT_ADDRESSES,
  threeCarts,
} from '../../bench/attacks';
import { startAttackedGateway, type AttackedGateway } from '../helpers/attacked-gateway';
import type { SpawnedProcess } from '../helpers/spawned-process';
import { metricSamples } from '../helpers/http';

/**
 * What the gateway process may reach under any attack below. Its old generation is capped at 192 MB
 * (as `start:prod` runs it); code, young generation and buffers come on top. Measured peaks are in
 * the README (`npm run bench:hostile`).
 */
const RSS_BOUND = 420 * 1024 * 1024;

/**
 * The gateway as production runs it (NODE_ENV=production, `start:prod`'s heap cap, one process, its
 * default limits) in a process of its own, in front of an emulator in this process, where every
 * service call is counted. Each attack asserts its answers, the calls it caused, that the process is
 * alive afterwards and still answers an honest request, and that its RSS stayed under the bound.
 */
describe('a production gateway under attack', () => {
  let emulator: Emulator;
  let gateway: SpawnedProcess;
  let url: string;
  let privateKey: CryptoKey;

  const token = (userId: string) =>
    new SignJWT({ scope: '' }).setProtectedHeader({ alg: 'ES256' }).setSubject(userId).setIssuer(ATTACK_ISSUER).setAudience(ATTACK_AUDIENCE).setIssuedAt().setExpirationTime('10m').sign(privateKey);

  let attacked: AttackedGateway;

  beforeAll(async () => {
    attacked = await startAttackedGateway();
    ({ emulator, gateway, url, privateKey } = attacked);
  }, 60_000);
  afterAll(() => attacked.stop());
  beforeEach(() => emulator.resetRequests());

  // Every attack gives back all it held once it is over (its clients gone, its abandoned work ended):
  // in-flight slots, body bytes, service answer bytes, operations queued for planning.
  afterEach(async () => {
    if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) return;
    const HELD = ['facade_requests_in_flight', 'facade_request_body_bytes_held', 'facade_service_answer_bytes_held', 'facade_operations_planning'];
    const origin = new URL(url).origin;
    let held: (number | undefined)[] = [];
    for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const samples = await metricSamples(origin);
      held = HELD.map((name) => samples.get(name));
      if (held.every((value) => value === 0)) break;
    }
    expect(Object.fromEntries(HELD.map((name, i) => [name, held[i]]))).toEqual(Object.fromEntries(HELD.map((name) => [name, 0])));
    // No attack left a failure that no code handled (each is logged, and would once have ended the process).
    expect((await metricSamples(origin)).get('facade_unhandled_rejections_total')).toBe(0);
  }, 40_000);

  /** The process is alive, answers an honest request correctly, and stayed under the RSS bound. */
  async function survived(peak: number): Promise<void> {
    // What the process said last, should it have died: the only trace of why.
    if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) {
      throw new Error(`the gateway exited (${gateway.child.exitCode ?? gateway.child.signalCode}):\n${gateway.stderr().slice(-3000)}`);
    }
    const honest = await post(url, HONEST);
    expect(honest.status).toBe(200);
    expect(JSON.parse(honest.body)).toEqual({ data: { products: { total: expect.any(Number) } } });
    expect(peak).toBeLessThan(RSS_BOUND);
  }

  it('refuses the 766 KB anonymous request (a negative page size and 29 carts of 500 lines) before any service call', async () => {
    const body = negativePageWithCarts();
    expect(body.length).toBeGreaterThan(700_000);
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () => post(url, body, { accept: 'application/graphql-response+json' }));
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body).errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(emulator.calls()).toBe(0);
    await survived(peak);
  }, 60_000);

  it('serves ten concurrent anonymous requests of three 500-line carts each, within every limit', async () => {
    const bodies = Array.from({ length: 10 }, (_, i) => threeCarts(`r${i}`));
    expect(bodies[0]!.length).toBeGreaterThan(75_000);
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () => Promise.all(bodies.map((body) => post(url, body))));
    for (const answer of result) {
      expect(answer.status).toBe(200);
      const { data, errors } = JSON.parse(answer.body) as { data: Record<string, { cart: { items: unknown[] } }>; errors?: unknown };
      expect(errors).toBeUndefined();
      for (const alias of ['a0', 'a1', 'a2']) expect(data[alias]!.cart.items).toHaveLength(500);
    }
    // Every cart is its own calculation: 30, no more (no retries of a read that succeeded).
    expect(emulator.calls('Promotion/calculate')).toBe(30);
    await survived(peak);
  }, 120_000);

  it('cuts 100 concurrent requests for 29 pages of products with their sources at the process pool, and stays up', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () => postAtOnce(url, Array.from({ length: 100 }, (_, i) => largeProductPages(i)), 1_000));
    const codes = new Set<string>();
    for (const answer of result) {
      // 503 for those past MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS; 429 for an answer the pool had no room
      // for once shaped; the others answer what fit, with typed errors for the rest.
      expect([200, 429, 503]).toContain(answer.status);
      for (const error of (JSON.parse(answer.body) as { errors?: { extensions: { code: string } }[] }).errors ?? []) codes.add(error.extensions.code);
    }
    // The budget's and the pool's codes; and, since the emulator answering 2,900 pages shares this
    // machine's two cores with the test runner, a service call that timed out on the way.
    const expected = ['OPERATION_RESPONSE_TOO_LARGE', 'RATE_LIMITED', 'UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE'];
    expect([...codes].filter((code) => !expected.includes(code))).toEqual([]);
    // All 100 reach the gateway together (sent from connections opened beforehand), and the emulator
    // answers nothing for a second: the first 16 still wait for their service calls while the gateway
    // reads the others, and those it reads meanwhile are refused. How many it reads within the second
    // depends on the machine: all 84 on a quiet one, 30 beside three other suites. (Without the hold,
    // anything from 0 to 84 were.)
    const refused = result.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(JSON.parse(answer.body).errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', maxRequestsInFlightPerAddress: 16 });
    // Far fewer than the 2,900 pages asked for reached the service.
    expect(emulator.calls('PIMAPI/getProducts')).toBeLessThan(2_900);
    await survived(peak);
  }, 180_000);

  it('keeps serving an honest client from another address within a second while 1,000 slow clients hold connections', async () => {
    const baseline = await post(url, HONEST, {}, '127.0.0.2');
    const slow = await slowClients(url, 1_000, SLOW_CLIENT_ADDRESSES);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { result, peak } = await peakRssDuring(gateway.child.pid!, async () => {
        const answers = [];
        for (let i = 0; i < 5; i++) answers.push(await post(url, HONEST, {}, '127.0.0.2'));
        return answers;
      });
      for (const answer of result) {
        expect(answer.status).toBe(200);
        expect(answer.ms).toBeLessThan(baseline.ms + 1_000);
      }
      // The baseline and the five: nothing the slow clients sent reached the service.
      expect(emulator.calls()).toBe(6);
      await survived(peak);
    } finally {
      slow.stop();
    }
  }, 60_000);

  it('holds one address to MAX_CONNECTIONS_PER_ADDRESS (256) connections: of 400 that never send a byte, 144 are refused 503 at once, and another address is served', async () => {
    const origin = new URL(url).origin;
    const shedBefore = (await metricSamples(origin)).get('facade_connections_shed_total{reason="address_limit"}') ?? 0;
    const { result: flood, peak } = await peakRssDuring(gateway.child.pid!, () => idleConnections(url, 400, ['127.0.0.30']));
    try {
      // Connections complete in the kernel's backlog before the gateway takes them.
      // A refused connection's 503 is read before its end: the two counts settle apart.
      for (const started = Date.now(); (flood.refused() < 144 || flood.open() > 256) && Date.now() - started < 20_000; ) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(flood.refused()).toBe(144);
      expect(flood.open()).toBe(256);
      const samples = await metricSamples(origin);
      expect(samples.get('facade_connections_shed_total{reason="address_limit"}')! - shedBefore).toBe(144);
      // The flood's and this scrape's (and an honest agent's kept-alive ones).
      expect(samples.get('facade_connections_open')).toBeGreaterThanOrEqual(257);
      expect(samples.get('facade_connections_open')).toBeLessThan(270);
      const honest = await post(url, HONEST, {}, '127.0.0.2');
      expect(honest.status).toBe(200);
      // Nothing the flood opened reached the service.
      expect(emulator.calls()).toBe(1);
      await survived(peak);
    } finally {
      flood.stop();
    }
  }, 60_000);

  it('keeps 100 idempotent writes with 500-line answers without growing: each record holds a capped answer', async () => {
    const authorization = `Bearer ${await token('user-001')}`;
    // One write first, so that what every write leaves behind (code, pools) is there before measuring.
    await post(url, largeTransaction('user-001', 'warm'), { authorization, 'idempotency-key': 'warm-up' });
    const before = rssOf(gateway.child.pid!);
    const { result, peak } = await peakRssDuring(gateway.child.pid!, async () => {
      const answers = [];
      for (let i = 0; i < 100; i++) answers.push(await post(url, largeTransaction('user-001', `w${i}`), { authorization, 'idempotency-key': `write-${i}` }));
      return answers;
    });
    for (const answer of result) {
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThan(100_000);
      expect(JSON.parse(answer.body).errors).toBeUndefined();
    }
    expect(emulator.calls('Promotion/startTransaction')).toBe(101);
    // The records keep ids, not 100 answers of 20 kB and more.
    expect(rssOf(gateway.child.pid!) - before).toBeLessThan(64 * 1024 * 1024);
    const replay = await post(url, largeTransaction('user-001', 'w0'), { authorization, 'idempotency-key': 'write-0' });
    expect(JSON.parse(replay.body).errors[0].extensions).toMatchObject({ code: 'IDEMPOTENCY_ANSWER_NOT_KEPT' });
    expect(emulator.calls('Promotion/startTransaction')).toBe(101);
    await survived(peak);
  }, 180_000);

  it('keeps its caches of documents and plans within the heap while one client sends a stream of distinct large plans', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, async () => {
      const answers = [];
      // Two at a time, one client: about a second of planning each, and 200 kB of plan by its JSON.
      for (let i = 0; i < 30; i += 2) answers.push(...(await Promise.all([post(url, distinctLargePlan(`p${i}`)), post(url, distinctLargePlan(`p${i + 1}`))])));
      return answers;
    });
    for (const answer of result) {
      expect(answer.status).toBe(200);
      expect(Object.keys(JSON.parse(answer.body).data)).toHaveLength(30);
    }
    await survived(peak);
  }, 240_000);

  it('keeps its cache of documents within the heap while one client sends 300 distinct short operations behind 900 KB comments', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, async () => {
      const answers = [];
      for (let i = 0; i < 300; i += 3) answers.push(...(await Promise.all([0, 1, 2].map((k) => post(url, paddedDocument(900_000, `d${i + k}`))))));
      return answers;
    });
    for (const answer of result) expect(answer).toMatchObject({ status: 200, body: '{"data":{"__typename":"Query"}}\n' });
    expect(emulator.calls()).toBe(0);
    await survived(peak);
  }, 240_000);

  it('refuses operations behind 349,000 one-line comments before lexing them, and keeps distinct ones of 15,000 comments within the heap', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, async () => {
      const refused = [];
      for (let i = 0; i < 10; i++) refused.push(await post(url, commentedDocument(349_000, `r${i}`)));
      const refusedAsGraphQL = await post(url, commentedDocument(349_000, 'g'), { accept: 'application/graphql-response+json' });
      const answered = [];
      for (let i = 0; i < 60; i += 3) answered.push(...(await Promise.all([0, 1, 2].map((k) => post(url, commentedDocument(14_990, `a${i + k}`))))));
      return { refused, refusedAsGraphQL, answered };
    });
    expect(result.refusedAsGraphQL.status).toBe(400);
    expect(JSON.parse(result.refusedAsGraphQL.body).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    for (const answer of result.refused) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).errors[0]).toMatchObject({
        message: 'Syntax Error: Document contains more than 15000 comments. Parsing aborted.',
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      });
    }
    for (const answer of result.answered) expect(answer).toMatchObject({ status: 200, body: '{"data":{"__typename":"Query"}}\n' });
    expect(emulator.calls()).toBe(0);
    await survived(peak);
  }, 240_000);

  it('refuses a fragment bomb of 3.2 million __typename selections from 17 KB before planning, and answers distinct ones of 32,768 without keeping them', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, async () => {
      // As a GraphQL-over-HTTP client asks: a refusal is then a 4xx (a plain JSON client gets 200 with the error).
      const refused = await post(url, fragmentBomb(20, 'R'), { accept: 'application/graphql-response+json' });
      const answered = [];
      for (let i = 0; i < 20; i++) answered.push(await post(url, fragmentBomb(8, `A${i}x`)));
      return { refused, answered };
    });
    expect(result.refused.status).toBe(400);
    expect(result.refused.body.length).toBeLessThan(2_000);
    expect(JSON.parse(result.refused.body).errors[0]).toMatchObject({
      message: 'The operation selects more than 50000 fields once its fragments are expanded.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    for (const answer of result.answered) expect(answer).toMatchObject({ status: 200, body: '{"data":{"__typename":"Query"}}\n' });
    expect(emulator.calls()).toBe(0);
    await survived(peak);
  }, 240_000);

  it('counts aliases of __typename against the alias limit: 10 pages of 100 products spreading 4,900 of them (103 KB, once out of memory) are refused before planning', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, async () => ({
      pages: await post(url, aliasedTypenamePages(10, 8)),
      // An alias named `__typename` on another field counts too.
      named: await post(url, JSON.stringify({ query: `{ __typename: products(pageSize: 1) { total } ${Array.from({ length: 30 }, (_, i) => `a${i}: products(pageSize: 1) { total }`).join(' ')} }` })),
    }));
    expect(result.pages.body.length).toBeLessThan(2_000);
    expect(JSON.parse(result.pages.body).errors).toEqual([
      expect.objectContaining({ message: 'Syntax Error: Aliases limit of 30 exceeded, found 49010.', extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }) }),
    ]);
    expect(JSON.parse(result.named.body).errors[0].message).toBe('Syntax Error: Aliases limit of 30 exceeded, found 31.');
    expect(emulator.calls()).toBe(0);
    await survived(peak);
  }, 120_000);

  it('refuses a document of more than 30,000 line breaks before parsing: 8 at once of 150 unknown fields behind 520,000 (once 3 s of blocked event loop each)', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () =>
      Promise.all(Array.from({ length: 8 }, () => post(url, lineBrokenErrors(520_000, 150), { accept: 'application/graphql-response+json' }))),
    );
    // Eight bodies of 1 MB are more than one address's share of the body buffer (4 MB): those that
    // arrive while the first still wait for their answers (on a loaded machine) are refused 503.
    const refused = result.filter((answer) => answer.status === 503);
    for (const answer of refused) expect(JSON.parse(answer.body).errors[0]).toMatchObject({ message: expect.stringContaining('request bodies'), extensions: { code: 'RATE_LIMITED' } });
    const parsed = result.filter((answer) => answer.status !== 503);
    expect(parsed.length).toBeGreaterThan(0);
    for (const answer of parsed) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).errors).toEqual([
        expect.objectContaining({ message: 'Syntax Error: Document contains more than 30000 line breaks. Parsing aborted.', extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }) }),
      ]);
    }
    // Within the limit, the errors are answered (validation stops at 100) and name their lines.
    const within = JSON.parse((await post(url, lineBrokenErrors(29_000, 150))).body) as { errors: { message: string; locations: { line: number }[] }[] };
    expect(within.errors).toHaveLength(101);
    expect(within.errors[0]!.locations[0]!.line).toBe(29_001);
    await survived(peak);
  }, 120_000);

  it('counts every spread\'s own @include against the directive limit: 900 spreads of one fragment (48 KB, once seconds of planning) are refused before planning', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () => post(url, conditionedSpreads(900)));
    expect(JSON.parse(result.body).errors).toEqual([
      expect.objectContaining({
        message: 'The operation carries more than 50 directives once its fragments are expanded.',
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
    // 50 are planned and answered.
    expect(JSON.parse((await post(url, conditionedSpreads(50))).body).data.products.products).toHaveLength(2);
    expect(emulator.calls()).toBeGreaterThan(0);
    await survived(peak);
  }, 120_000);

  it('labels and logs an operation name of 900,000 characters by a bounded form, and /metrics stays small', async () => {
    for (let i = 0; i < 3; i++) for (let name = 0; name < 3; name++) expect((await post(url, longOperationName(900_000, `n${name}`))).status).toBe(200);
    const metrics = await (await fetch(url.replace('/graphql', '/metrics'))).text();
    expect(metrics.length).toBeLessThan(200_000);
    expect(metrics).not.toContain('xxxxxxxxxx');
    // The request log lines carry a name of at most 64 characters and an ellipsis. A line is written
    // once its answer is sent, and may reach this process a moment after the answer.
    const logged = () => gateway.stdout().split('\n').filter((line) => line.includes('"operation":"Nn'));
    for (let wait = 0; wait < 40 && logged().length < 9; wait++) await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logged();
    expect(lines.length).toBeGreaterThanOrEqual(9);
    for (const line of lines) expect(line.length).toBeLessThan(2_000);
    expect(gateway.child.exitCode).toBeNull();
  }, 120_000);

  it('answers thousands of pipelined scrapes that are never read without holding a rendering for each', async () => {
    const { peak } = await peakRssDuring(gateway.child.pid!, async () => {
      // Sixteen a connection, as many as one may have waiting before it is closed (connection-limit.ts).
      const flood = pipelinedUnread(url, '/metrics', 200, 16);
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      flood.stop();
    });
    await survived(peak);
  }, 60_000);

  it('drops new operations whose clients gave up while they waited to be planned: 10 large ones, then 416 of 900 KB behind them', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () => abandonedNewOperations(url, 26));
    expect(result).toHaveLength(426);
    for (const outcome of result) expect([200, 429, 503, 'abandoned']).toContain(outcome);
    // Clients left while their operation waited (how many depends on this machine's speed).
    expect(result).toContain('abandoned');
    // Before the queue dropped them, each kept its text and request alive until its turn: the process ran out of memory.
    await survived(peak);
  }, 240_000);

  it('answers or refuses 64 requests at once of 900 KB each, from four addresses, of an operation it has planned', async () => {
    const body = JSON.stringify({ query: `# ${'x'.repeat(900_000)}\n{ products(pageSize: 1) { total } }` });
    expect((await post(url, body)).status).toBe(200);
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () =>
      Promise.all(Array.from({ length: 64 }, (_, i) => post(url, body, {}, `127.0.0.${31 + (i % 4)}`))),
    );
    for (const answer of result) {
      if (answer.status === 200) expect(JSON.parse(answer.body)).toEqual({ data: { products: { total: expect.any(Number) } } });
      else expect({ status: answer.status, code: JSON.parse(answer.body).errors[0].extensions.code }).toEqual({ status: 503, code: 'RATE_LIMITED' });
    }
    // Bodies count until their requests are answered (MAX_BUFFERED_BODY_BYTES): before, all 64 were
    // read and held at once, and the process ran out of memory.
    await survived(peak);
  }, 120_000);

  /**
   * Sends `copies` of `body` at once from one address (with `pieceBytes`, in chunks of that many
   * bytes): each is refused with `status` and an error like `error`, nothing reaches the service, and
   * the process is well afterwards.
   */
  async function refusesAtOnce(body: string, copies: number, status: number, error: Record<string, unknown>, pieceBytes?: number): Promise<void> {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () => postAtOnce(url, Array.from({ length: copies }, () => body), 0, pieceBytes));
    for (const answer of result) {
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body).errors[0]).toMatchObject(error);
    }
    expect(emulator.calls()).toBe(0);
    await survived(peak);
  }

  it('counts each piece of a body as it arrives: two bodies of 400 KB sent one byte a chunk are refused, not held piece by piece until the heap runs out', async () => {
    // The address's share of the body buffer (4 MB) holds about 16,000 pieces: both are refused long
    // before either is whole, and not told to retry (each alone counts past the share). Before each
    // piece was counted, the two ended the process.
    await refusesAtOnce(paddedVariables(400_000), 2, 413, { message: expect.stringContaining('counts more than the 4194304 bytes a client may hold'), extensions: { code: 'PAYLOAD_TOO_LARGE' } }, 1);
  }, 120_000);

  it('refuses four bodies of 900 KB nested 450,000 deep under a key nothing reads before parsing them', async () => {
    // Parsed, they ended the process: JSON.parse builds such a list at tens of bytes of heap for every two of text.
    await refusesAtOnce(nestedUnreadKey(450_000), 4, 400, { message: 'The request body nests deeper than 20000 levels', extensions: { code: 'BAD_REQUEST' } });
  }, 120_000);

  it('refuses four bodies of 1 MB of 27 lists side by side, each nested 19,000 deep, before parsing them', async () => {
    // Each within the depth and with 26 commas: JSON.parse made 28 MB of lists of each, and the process ran out of heap.
    await refusesAtOnce(nestedUnreadKey(19_000, 27), 4, 400, { message: 'The request body holds more than 100016 values', extensions: { code: 'BAD_REQUEST' } });
  }, 120_000);

  it('counts what a body parses into: five lists 19,990 deep (100,000 values in 200 KB, 5.6 MB parsed) pass every count and are refused for room', async () => {
    // Counted at 48 bytes a value beyond their text, each alone passes the address's share of the
    // body buffer: refused as too large, not told to retry.
    await refusesAtOnce(nestedUnreadKey(19_990, 5), 2, 413, { message: expect.stringContaining('with fewer values'), extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  }, 120_000);

  it('gives one client address at most its share of the in-flight slots: another address is still served', async () => {
    const { result, peak } = await peakRssDuring(gateway.child.pid!, async () => {
      const flood = Array.from({ length: 40 }, (_, i) => post(url, distinctLargePlan(`s${i}`), {}, '127.0.0.4'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const honest = await post(url, HONEST, {}, '127.0.0.5');
      return { flood: await Promise.all(flood), honest };
    });
    expect(result.honest.status).toBe(200);
    // MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS (16) at once; the rest refused at once, 503. How many are in
    // flight together depends on how fast each is planned on this machine: that the 17th is refused
    // is asserted with requests held at a proxy (load-shedding.test.ts); here, each refusal is typed.
    // On a machine slow enough that 16 distinct plans take longer than a request's deadline (12 s: COMMERCE_TIMEOUT_MS and the subgraph margin),
    // those whose turn at the planning thread came too late are refused 429, told to retry.
    const typed = result.flood.map(({ status, body }) => {
      if (status === 200) return { status, code: undefined };
      const error = (JSON.parse(body) as { errors: { message: string; extensions: Record<string, unknown> }[] }).errors[0]!;
      return { status, code: error.extensions.code, limit: error.extensions.maxRequestsInFlightPerAddress ?? error.message };
    });
    const refusals = [
      { status: 503, code: 'RATE_LIMITED', limit: 16 },
      { status: 429, code: 'RATE_LIMITED', limit: 'The gateway is planning other new operations: retry after 1 s' },
    ];
    expect(typed.filter((answer) => answer.status !== 200 && !refusals.some((refusal) => refusal.status === answer.status && refusal.code === answer.code && refusal.limit === answer.limit))).toEqual([]);
    await survived(peak);
  }, 240_000);

  it('answers a flood of forged tokens from one address with 429 once its allowance is spent, and other addresses go on', async () => {
    const forged = `Bearer ${await new SignJWT({}).setProtectedHeader({ alg: 'ES256' }).setSubject('user-001').setIssuer(ATTACK_ISSUER).setAudience(ATTACK_AUDIENCE).setExpirationTime('10m').sign((await generateKeyPair('ES256')).privateKey)}`;
    const statuses: number[] = [];
    const started = performance.now();
    const { peak } = await peakRssDuring(gateway.child.pid!, async () => {
      for (let round = 0; round < 30; round++) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => post(url, HONEST, { authorization: forged }, '127.0.0.3')));
        statuses.push(...answers.map((answer) => answer.status));
      }
    });
    const seconds = (performance.now() - started) / 1000;
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    // Only the address's burst (500) and rate (100 a second) reached authentication.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(500 + 100 * Math.ceil(seconds));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(-50).every((status) => status === 429 || status === 401)).toBe(true);
    expect(emulator.calls()).toBe(0);
    await survived(peak);
  }, 120_000);
});
