import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { startEmulator, type Emulator } from '../../emulator/server';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { loadConfig, serviceConfig } from '../../config/environment';
import { keyCallerAuth, keyCallerConfig } from '../helpers/key-callers';
import { testSubgraphOptions } from '../helpers/service-config';
import { metricsRegistry } from '../../subgraphs/shared/metrics';

/** One root field of a stand-in wallets subgraph, one of the real catalogue subgraph, both served over HTTP. */
const QUERY = '{ walletAccounts(pageSize: 2) { total } products(pageSize: 1) { total } }';

type Mode = 'ok' | 'big' | 'big-together' | 'busy-slow' | 'errors' | 'nested' | 'small-deep' | 'large' | 'many-values' | 'busy' | 'busy-429' | 'auth-503';

interface Answer {
  status: number;
  body: { data?: { walletAccounts: { total: number } | null; products: { total: number } | null }; errors?: { message: string; path?: string[]; extensions: Record<string, unknown> }[] };
}

/** What the gateway holds in its pool of answers in flight (it runs in this process). */
const poolHeldNow = async () => (await metricsRegistry.getSingleMetric('facade_service_answer_bytes_held')?.get())?.values[0]?.value ?? 0;

/**
 * A wallets subgraph that answers as a broken or loaded one would, as the test switches it: what a
 * gateway must survive from a subgraph deployed on its own. Its `/health` always answers.
 */
async function startStandIn(): Promise<{ url: string; mode: (next: Mode) => void; requests: () => number; close: () => Promise<void> }> {
  let mode: Mode = 'ok';
  let requests = 0;
  let together: ServerResponse[] = [];
  const json = { 'content-type': 'application/json' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/health') return res.writeHead(200, json).end('{"status":"ok"}');
    requests++;
    req.resume();
    req.on('end', () => {
      switch (mode) {
        case 'ok':
          return res.writeHead(200, json).end('{"data":{"walletAccounts":{"total":7}}}');
        case 'big':
          // 2.5 MB, most of it in a key nobody selected, half a second late: requests sent together are all in flight.
          return void setTimeout(() => res.writeHead(200, json).end(`{"data":{"walletAccounts":{"total":7}},"extensions":{"x":"${'x'.repeat(2_500_000)}"}}`), 500);
        case 'big-together': {
          // Four answers of 3 MB, begun together once the four requests are all here, and ended only
          // once the gateway holds their first halves (6 MB, just under its 6 MiB): the first second half
          // to arrive is past the pool, however the reads of this one event loop fall.
          together.push(res);
          if (together.length < 4) return;
          const answers = together;
          together = [];
          const half = 'x'.repeat(1_500_000);
          for (const answer of answers) answer.writeHead(200, json).write(`{"data":{"walletAccounts":{"total":7}},"extensions":{"x":"${half}`);
          return void (async () => {
            for (let wait = 0; wait < 200 && (await poolHeldNow()) < 4 * half.length; wait++) await new Promise((resolve) => setTimeout(resolve, 25));
            for (const answer of answers) answer.end(`${half}"}}`);
          })();
        }
        case 'errors': {
          // 20,000 errors (3.4 MB): four such answers at once took the gateway out of memory.
          const error = JSON.stringify({ message: 'failed', path: ['walletAccounts'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
          return res.writeHead(200, json).end(`{"data":{"walletAccounts":null},"errors":[${Array.from({ length: 20_000 }, () => error).join(',')}]}`);
        }
        case 'nested':
          // In a key nobody selected: JSON.parse alone took the gateway out of memory at ten megabytes of these.
          return res.writeHead(200, json).end(`{"data":{"walletAccounts":{"total":7}},"extensions":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`);
        case 'small-deep':
          // 40 KB: errors whose extensions nest 20,000 deep once lost every error of the answer.
          return res.writeHead(200, json).end(`{"data":{"walletAccounts":null},"errors":[{"message":"failed","extensions":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}}]}`);
        case 'many-values':
          // 300,000 small values (1.2 MB), as a page of JSON values may carry: an answer, not a broken one.
          return res.writeHead(200, json).end(`{"data":{"walletAccounts":{"total":7}},"extensions":{"x":[${Array.from({ length: 300_000 }, () => '1').join(',')}]}}`);
        case 'auth-503':
          return res.writeHead(503, { ...json, 'retry-after': '10' }).end('{"errors":[{"message":"keys unavailable","extensions":{"code":"AUTHENTICATION_UNAVAILABLE"}}]}');
        case 'large': {
          const body = `{"data":{"walletAccounts":{"total":7}},"extensions":{"x":"${'x'.repeat(9 * 1024 * 1024)}"}}`;
          return res.writeHead(200, { ...json, 'content-length': String(Buffer.byteLength(body)) }).end(body);
        }
        case 'busy':
          return res.writeHead(503, { ...json, 'retry-after': '3' }).end('{"errors":[{"message":"busy","extensions":{"code":"RATE_LIMITED"}}]}');
        case 'busy-slow':
          // Late enough that identical queries sent together share the request, however loaded the machine.
          return void setTimeout(() => res.writeHead(503, { ...json, 'retry-after': '3' }).end('{"errors":[{"message":"busy","extensions":{"code":"RATE_LIMITED"}}]}'), 1_000);
        case 'busy-429':
          return res.writeHead(429, json).end('{"errors":[{"message":"slow down"}]}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    mode: (next) => (mode = next),
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('what a subgraph deployed on its own answers', () => {
  let emulator: Emulator;
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let catalogue: RunningSubgraph;
  let gateway: RunningGateway;

  beforeAll(async () => {
    emulator = await startEmulator();
    standIn = await startStandIn();
    const auth = await keyCallerAuth();
    // A pool of 6 MB of answers in flight, all of it one address's: two answers of 2.5 MB fit, three do not.
    const env = { MAX_INFLIGHT_RESPONSE_BYTES: String(6 * 1024 * 1024), MAX_INFLIGHT_RESPONSE_BYTES_PER_ADDRESS: String(6 * 1024 * 1024) };
    const service = serviceConfig(loadConfig(env), emulator);
    catalogue = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'catalogue')!, service, 0, '127.0.0.1', testSubgraphOptions({ auth }));
    gateway = await startGateway({
      config: { ...keyCallerConfig(auth, env), production: true, subgraphUrls: { wallets: standIn.url, catalogue: catalogue.url } },
      service,
    });
  }, 60_000);
  afterAll(async () => {
    await gateway?.stop();
    await catalogue?.stop();
    await standIn?.close();
    await emulator?.close();
  });
  // Each test begins with the area up and its failures cleared: a request that succeeds clears them
  // (once an area is down, the next probe of its `/health`, every 2 s, lets requests through again).
  afterEach(async () => {
    standIn.mode('ok');
    for (let attempt = 0; attempt < 50 && (await query()).body.data?.walletAccounts?.total !== 7; attempt++) await new Promise((resolve) => setTimeout(resolve, 200));
  });

  const query = async (): Promise<Answer> => {
    const response = await request(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey },
      body: JSON.stringify({ query: QUERY }),
    });
    return { status: response.statusCode, body: (await response.body.json()) as Answer['body'] };
  };
  /** `/ready` once its last report, which it gives again for a second, is past: what it says now. */
  const ready = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    return (await request(gateway.url.replace(/\/graphql$/, '/ready'))).statusCode;
  };
  const walletsError = (answer: Answer) => answer.body.errors?.find((error) => error.path?.[0] === 'walletAccounts')?.extensions;

  it('keeps 100 of the 20,000 errors an answer carries, the last counting the rest, and answers the other area', async () => {
    expect((await query()).body.data).toEqual({ walletAccounts: { total: 7 }, products: { total: expect.any(Number) } });
    standIn.mode('errors');
    const answer = await query();
    expect(answer.body.data?.walletAccounts).toBeNull();
    expect(answer.body.data?.products?.total).toBeGreaterThan(0);
    expect(answer.body.errors).toHaveLength(100);
    expect(answer.body.errors?.at(-1)?.message).toBe('19901 more errors of this subgraph answer are left out');
  });

  it.each<[Mode, string]>([
    ['nested', 'an answer nested 100,000 deep'],
    ['small-deep', 'an answer of 40 KB nested 20,000 deep'],
    ['large', 'an answer of 9 MB'],
  ])('refuses %s (%s) unparsed: SUBGRAPH_UNAVAILABLE (bad-response) on its fields, the other area answered', async (mode) => {
    standIn.mode(mode);
    const answer = await query();
    expect(answer.body.data?.walletAccounts).toBeNull();
    expect(answer.body.data?.products?.total).toBeGreaterThan(0);
    expect(walletsError(answer)).toMatchObject({ code: 'SUBGRAPH_UNAVAILABLE', reason: 'bad-response', delivered: true });
  });

  it("holds subgraph answers in the pool of answers in flight as they arrive: past it a field is refused RATE_LIMITED, the area stays up, and the pool is given back", async () => {
    standIn.mode('big-together');
    const before = standIn.requests();
    // Distinct queries, so that none joins another in flight.
    const queries = [1, 2, 3, 4].map((n) =>
      request(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey },
        body: JSON.stringify({ query: 'query Page($n: Int) { walletAccounts(pageSize: $n) { total } }', variables: { n } }),
      }).then(async (response) => (await response.body.json()) as Answer['body']),
    );
    const answers = await Promise.all(queries);
    expect(standIn.requests() - before).toBe(4);
    const refused = answers.filter((answer) => answer.errors?.[0]?.extensions.code === 'RATE_LIMITED');
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.data?.walletAccounts?.total === 7).length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.errors![0]).toMatchObject({ message: expect.stringContaining("this field's answer was not read"), extensions: { retryAfter: 1, delivered: true } });
    // Given back with the responses, and never the area's failure.
    expect(await poolHeldNow()).toBe(0);
    standIn.mode('ok');
    expect((await query()).body.data?.walletAccounts).toEqual({ total: 7 });
    expect(await ready()).toBe(200);
  });

  it('holds a copy for each operation that joined an answer in flight: past the pool, those joining are refused alone, the sender answered', async () => {
    standIn.mode('big');
    const before = standIn.requests();
    const answers = await Promise.all([1, 2, 3, 4].map(() => query()));
    // One request for the four.
    expect(standIn.requests() - before).toBe(1);
    const statuses = answers.map((answer) => (answer.body.data?.walletAccounts?.total === 7 ? 'answered' : String(answer.body.errors?.[0]?.extensions.code)));
    // 2.5 MB each against 6 MB: the sender's and one copy fit.
    expect(statuses.filter((status) => status === 'answered')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'RATE_LIMITED')).toHaveLength(2);
    expect((await query()).body.data?.walletAccounts).toEqual({ total: 7 });
  });

  it('reads an answer of 300,000 small values, as many as a page of JSON values may hold', async () => {
    standIn.mode('many-values');
    expect((await query()).body.data?.walletAccounts).toEqual({ total: 7 });
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** `sent` requests reached the subgraph since `before`; answering again, it gets the next query (the area was neither down nor held). */
  const reachedAgain = async (before: number, sent: number) => {
    expect(standIn.requests() - before).toBe(sent);
    standIn.mode('ok');
    expect((await query()).body.data?.walletAccounts).toEqual({ total: 7 });
    expect(standIn.requests() - before).toBe(sent + 1);
  };

  it('counts a refused answer that three operations shared in flight as one failure: the area stays up', async () => {
    standIn.mode('nested');
    const before = standIn.requests();
    const answers = await Promise.all([query(), query(), query()]);
    for (const answer of answers) expect(walletsError(answer)).toMatchObject({ code: 'SUBGRAPH_UNAVAILABLE', reason: 'bad-response' });
    // One request to the subgraph for the three; three failures would have marked the area down.
    await reachedAgain(before, 1);
  });

  it('takes a subgraph turning requests away for load (503 with Retry-After) as RATE_LIMITED with its wait, not as down; five in a row over a second hold its requests back for that wait', async () => {
    standIn.mode('busy');
    const before = standIn.requests();
    // Three failures in a row would mark the area down, its requests then not sent at all.
    for (let i = 0; i < 5; i++) {
      if (i > 0) await pause(300);
      expect(walletsError(await query())).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 3, delivered: false });
    }
    expect(standIn.requests() - before).toBe(5);
    expect(await ready()).toBe(200);
    // Held: refused as the subgraph refused the last five, without reaching it; the other area answers.
    standIn.mode('ok');
    const held = await query();
    expect(walletsError(held)).toMatchObject({ code: 'RATE_LIMITED', delivered: false });
    expect(walletsError(held)!.retryAfter).toBeGreaterThanOrEqual(1);
    expect(walletsError(held)!.retryAfter).toBeLessThanOrEqual(3);
    expect(held.body.data?.products?.total).toBeGreaterThan(0);
    expect(standIn.requests() - before).toBe(5);
    const metrics = await (await request(gateway.url.replace(/\/graphql$/, '/metrics'))).body.text();
    expect(metrics).toContain('facade_subgraph_holds_total{area="wallets"} 1');
    // Its Retry-After passed, requests reach it again.
    await pause(3_100);
    expect((await query()).body.data?.walletAccounts).toEqual({ total: 7 });
    expect(standIn.requests() - before).toBe(6);
  });

  it("keeps sending to a subgraph that sheds some requests and serves others, and to one refusing callers (429, or a token's 503)", async () => {
    const before = standIn.requests();
    for (const mode of ['busy', 'ok'] as const) {
      standIn.mode(mode);
      for (let i = 0; i < 4; i++) {
        await pause(300);
        await query();
      }
    }
    standIn.mode('busy');
    for (let i = 0; i < 4; i++) {
      await pause(300);
      expect(walletsError(await query())).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 3 });
    }
    // A 429 may be a rate of the caller whose credentials the request carries: it holds no one else back.
    standIn.mode('busy-429');
    for (let i = 0; i < 6; i++) expect(walletsError(await query())).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 1 });
    // AUTHENTICATION_UNAVAILABLE depends on the caller's token: it holds no one else back either.
    standIn.mode('auth-503');
    for (let i = 0; i < 6; i++) {
      await pause(250);
      expect(walletsError(await query())).toMatchObject({ code: 'AUTHENTICATION_UNAVAILABLE', retryAfter: 10 });
    }
    await reachedAgain(before, 24);
  });

  it('counts a refusal that operations shared in flight once toward holding the area back', async () => {
    standIn.mode('busy-slow');
    const before = standIn.requests();
    // Four rounds over more than a second, three identical queries each: four refusals, not twelve.
    for (let round = 0; round < 4; round++) {
      for (const answer of await Promise.all([query(), query(), query()])) expect(walletsError(answer)).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 3 });
    }
    await reachedAgain(before, 4);
  });

  it("passes on a subgraph's own facade code with its wait: 503 AUTHENTICATION_UNAVAILABLE, retry after 10 s", async () => {
    standIn.mode('auth-503');
    expect(walletsError(await query())).toMatchObject({ code: 'AUTHENTICATION_UNAVAILABLE', retryAfter: 10, delivered: false });
  });

  it('takes a 429 without Retry-After as RATE_LIMITED, retry after 1 s', async () => {
    standIn.mode('busy-429');
    expect(walletsError(await query())).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 1 });
  });
});
