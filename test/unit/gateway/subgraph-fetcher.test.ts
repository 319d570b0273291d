import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { SubgraphDeadlineError, subgraphFetcher, withOperation } from '../../../gateway/federation/subgraph-fetcher';

/** The fetcher of subgraphs deployed on their own, against a small HTTP server with set answers. */

let server: Server;
let url: string;
const received: { method: string; headers: Record<string, unknown>; body: string }[] = [];
/** Requests whose connection closed before their answer was written: abandoned by the fetcher. */
let abandoned = 0;
/** Requests that reached the server, answered or not. */
let arrived = 0;
let answer: { status: number; type: string; body: string; refused?: boolean } = { status: 200, type: 'application/json', body: '{}' };
/** Held answers wait for this, so that requests overlap. */
let gate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    arrived++;
    response.on('close', () => {
      if (!response.writableEnded) abandoned++;
    });
    request.on('end', async () => {
      await gate;
      if (response.destroyed) return;
      received.push({ method: request.method ?? '', headers: request.headers, body });
      response.writeHead(answer.status, {
        'content-type': answer.type,
        'cache-control': 'max-age=60, private',
        'set-cookie': ['a=1', 'b=2'],
        ...(answer.refused ? { 'x-commerce-refused': '1' } : {}),
      });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received.length = 0;
  abandoned = 0;
  arrived = 0;
});

const fetcher = subgraphFetcher();

describe('the subgraph fetcher', () => {
  it('sends the method, headers and body, and answers status, headers and body as fetch would', async () => {
    answer = { status: 200, type: 'application/json', body: '{"data":{"ok":true}}' };
    const response = await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'k' }, body: '{"query":"{ ok }"}' });
    expect(received).toEqual([{ method: 'POST', headers: expect.objectContaining({ 'content-type': 'application/json', 'x-api-key': 'k' }), body: '{"query":"{ ok }"}' }]);
    expect([response.ok, response.status, response.statusText, response.url]).toEqual([true, 200, 'OK', url]);
    expect(response.headers.get('cache-control')).toBe('max-age=60, private');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(await response.clone().text()).toBe('{"data":{"ok":true}}');
  });

  it("gives Apollo's data source what it needs to report a subgraph's 401 and a proxy's HTML 502", async () => {
    const source = new RemoteGraphQLDataSource({ url, fetcher });
    const process = () =>
      source.process({
        kind: 'UNKNOWN',
        request: { query: '{ ok }', http: { method: 'POST', url, headers: new Headers({ 'content-type': 'application/json' }) } },
        context: {},
      } as unknown as GraphQLDataSourceProcessOptions);
    answer = { status: 401, type: 'application/json', body: '{"errors":[{"message":"no"}]}' };
    await expect(process()).rejects.toMatchObject({ message: '401: Unauthorized', extensions: { code: 'UNAUTHENTICATED', response: { status: 401, body: { errors: [{ message: 'no' }] } } } });
    answer = { status: 502, type: 'text/html', body: '<html>bad gateway</html>' };
    await expect(process()).rejects.toMatchObject({ message: '502: Bad Gateway', extensions: { response: { status: 502, body: '<html>bad gateway</html>' } } });
  });

  describe('merging identical queries in flight', () => {
    let release: () => void = () => undefined;
    beforeEach(() => {
      answer = { status: 200, type: 'application/json', body: '{"data":{"ok":true}}' };
      gate = new Promise((resolve) => (release = resolve));
    });
    afterEach(() => release());

    const post = (query: string, headers: Record<string, string> = {}) =>
      fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

    it('sends overlapping identical queries with the same credentials once, each party reading its own body', async () => {
      const parties = [post('query { ok }', { authorization: 'Bearer a' }), post('query { ok }', { authorization: 'Bearer a' }), post('query { ok }', { authorization: 'Bearer a' })];
      release();
      const responses = await Promise.all(parties);
      expect(received).toHaveLength(1);
      const bodies = await Promise.all(responses.map((response) => response.json()));
      expect(bodies).toEqual([{ data: { ok: true } }, { data: { ok: true } }, { data: { ok: true } }]);
      expect(bodies[0]).not.toBe(bodies[1]);
    });

    it('never merges other credentials or another query', async () => {
      const parties = [
        post('query { ok }', { authorization: 'Bearer a' }),
        post('query { ok }', { authorization: 'Bearer b' }),
        post('query { ok }', { 'x-api-key': 'k' }),
        post('query { ok } ', { authorization: 'Bearer a' }),
      ];
      release();
      await Promise.all(parties);
      expect(received).toHaveLength(4);
    });

    it("sends its own request for a party lent more than the sender when the subgraph refused the sender's allowance", async () => {
      const budget = (calls: number) => ({ 'x-commerce-budget': `calls=${calls}; bytes=4194304` });
      // What the sender was lent refused its request a retry: the service's failure is what it reports.
      answer = { status: 200, type: 'application/json', body: '{"data":{"ok":null},"errors":[{"message":"down","extensions":{"code":"UPSTREAM_UNAVAILABLE"}}]}', refused: true };
      // The sender is lent nothing (its client gone); one party is lent as little, two more.
      const parties = [post('query { ok }', budget(0)), post('query { ok }', budget(0)), post('query { ok }', budget(98)), post('query { ok }', budget(98))];
      release();
      await Promise.all(parties);
      expect(received.map((request) => request.headers['x-commerce-budget'])).toEqual(['calls=0; bytes=4194304', 'calls=98; bytes=4194304', 'calls=98; bytes=4194304']);
    });

    it('hands every party the answer when the subgraph says nothing was refused, whatever each was lent', async () => {
      const budget = (calls: number) => ({ 'x-commerce-budget': `calls=${calls}; bytes=4194304` });
      const parties = [post('query { ok }', budget(1)), post('query { ok }', budget(98)), post('query { ok }')];
      release();
      for (const response of await Promise.all(parties)) expect(await response.json()).toEqual({ data: { ok: true } });
      expect(received).toHaveLength(1);
    });

    it('sends every mutation, and a query after a mutation is not answered by one from before it', async () => {
      const before = post('query { ok }');
      const mutations = [post('mutation { touch }'), post('mutation { touch }')];
      const after = post('query { ok }');
      release();
      await Promise.all([before, ...mutations, after]);
      expect(received.map((request) => (JSON.parse(request.body) as { query: string }).query).sort()).toEqual(['mutation { touch }', 'mutation { touch }', 'query { ok }', 'query { ok }']);
    });

    const postBy = (deadline: number | undefined) => {
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'query { ok }' }) };
      return deadline === undefined ? fetcher(url, init) : withOperation({ deadline, hold: () => undefined }, () => fetcher(url, init));
    };
    const settled = <T>(promise: Promise<T>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }));

    it('answers a party that joined with more time left, though the sender gave up at its own deadline', async () => {
      const sender = settled(postBy(Date.now() + 100));
      const joiner = settled(postBy(Date.now() + 5_000));
      expect(await sender).toEqual({ error: expect.any(SubgraphDeadlineError) });
      release();
      const joined = await joiner;
      expect('value' in joined && (await joined.value.json())).toEqual({ data: { ok: true } });
      expect(received).toHaveLength(1);
      expect(abandoned).toBe(0);
    });

    it('lets parties join only until the sender\'s deadline: a steady stream of them cannot keep a stuck request alive', async () => {
      // A party every 40 ms, each with 150 ms to wait, for a second, against a subgraph that never answers.
      const parties: Promise<unknown>[] = [];
      for (let n = 0; n < 25; n++) {
        parties.push(settled(postBy(Date.now() + 150)));
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      const outcomes = await Promise.all(parties);
      expect(outcomes.every((outcome) => typeof outcome === 'object' && outcome !== null && 'error' in outcome && outcome.error instanceof SubgraphDeadlineError)).toBe(true);
      // Each request took joiners for 150 ms and lived at most 300: a handful were sent, and the earlier ones abandoned.
      expect(arrived).toBeGreaterThanOrEqual(3);
      for (const started = Date.now(); abandoned < arrived && Date.now() - started < 2_000; ) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(abandoned).toBe(arrived);
    });

    it('abandons the request once the last party has given up, and a later party sends its own', async () => {
      const parties = [settled(postBy(Date.now() + 100)), settled(postBy(Date.now() + 250))];
      expect(await Promise.all(parties)).toEqual([{ error: expect.any(SubgraphDeadlineError) }, { error: expect.any(SubgraphDeadlineError) }]);
      for (const started = Date.now(); abandoned === 0 && Date.now() - started < 2_000; ) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(abandoned).toBe(1);
      const later = settled(postBy(Date.now() + 5_000));
      release();
      const answered = await later;
      expect('value' in answered && answered.value.status).toBe(200);
      expect(received).toHaveLength(1);
    });
  });
});
