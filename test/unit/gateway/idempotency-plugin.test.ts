import { ApolloServer, HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { idempotencyPlugin } from '../../../gateway/state/idempotency';
import { CLAIM_TIMING, MemoryIdempotencyStore } from '../../../gateway/state/idempotency-store';
import type { SettleRequest } from '../../../subgraphs/shared/settle';

interface Context {
  settle?: SettleRequest | undefined;
}

/**
 * A server whose one mutation fails as told (`failure`), counting its runs and the settle each run
 * was given, behind the idempotency plugin with a store in memory: what a keyed write's answer leaves
 * for its resend, by the plugin alone.
 */
function keyedMutationServer(settleAfterMs: number) {
  const state: { failure: GraphQLError | undefined; runs: (SettleRequest | undefined)[] } = { failure: undefined, runs: [] };
  const store = new MemoryIdempotencyStore({ ...CLAIM_TIMING, ttlMs: 60_000, maxKeysPerCaller: 100, maxKeptBytesPerCaller: 1024 * 1024 });
  const server = new ApolloServer<Context>({
    typeDefs: 'type Query { ok: Boolean } type Mutation { load: String }',
    resolvers: {
      Mutation: {
        load: (_root: unknown, _args: unknown, context: Context) => {
          state.runs.push(context.settle);
          if (state.failure) throw state.failure;
          return 'loaded';
        },
      },
    },
    plugins: [idempotencyPlugin<Context>(store, () => 'user:user-1', { maxAnswerBytes: 65536, settleAfterMs })],
  });
  beforeAll(() => server.start());
  afterAll(async () => {
    await server.stop();
    await store.close();
  });
  const send = async (key: string) => {
    const headers = new HeaderMap([['idempotency-key', key]]);
    const response = await server.executeOperation({ query: 'mutation { load }', http: { method: 'POST', headers, search: '', body: {} } }, { contextValue: {} });
    if (response.body.kind !== 'single') throw new Error('not a single result');
    return { status: response.http.status, replayed: response.http.headers.get('idempotent-replayed'), retryAfter: response.http.headers.get('retry-after'), result: response.body.singleResult };
  };
  return { state, send };
}

describe('the idempotency plugin, keeping an answer that does not know whether its write was sent', () => {
  // Resends may settle at once here; the wait before settling has tests of its own below.
  const { state, send } = keyedMutationServer(0);
  beforeEach(() => {
    state.runs.length = 0;
  });

  it("settles a subgraph's timeout (delivered \"unknown\") on the resend, rather than replaying the timeout for the record's life", async () => {
    state.failure = new GraphQLError('The wallets area is unavailable (timeout)', { extensions: { code: 'SUBGRAPH_UNAVAILABLE', reason: 'timeout', delivered: 'unknown' } });
    const first = await send('k-timeout');
    expect(first.result.errors?.[0]?.extensions).toMatchObject({ code: 'SUBGRAPH_UNAVAILABLE', delivered: 'unknown' });
    state.failure = undefined;
    const resend = await send('k-timeout');
    expect(resend.result).toEqual({ data: { load: 'loaded' } });
    // The resend ran with what settling needs: when the first attempt was made.
    expect(state.runs).toEqual([undefined, { since: expect.any(Number) }]);
    // And its answer is what the key replays from now on, without running again.
    const replay = await send('k-timeout');
    expect({ replayed: replay.replayed, result: replay.result }).toEqual({ replayed: 'true', result: { data: { load: 'loaded' } } });
    expect(state.runs).toHaveLength(2);
  });

  it('frees the key of a subgraph known down (delivered false): the resend runs as a first request', async () => {
    state.failure = new GraphQLError('The wallets area is unavailable (timeout)', { extensions: { code: 'SUBGRAPH_UNAVAILABLE', reason: 'timeout', delivered: false } });
    await send('k-down');
    state.failure = undefined;
    expect((await send('k-down')).result).toEqual({ data: { load: 'loaded' } });
    expect(state.runs).toEqual([undefined, undefined]);
  });

  it('replays a failure that was delivered and final, running nothing again', async () => {
    state.failure = new GraphQLError('No such account', { extensions: { code: 'NOT_FOUND', delivered: true } });
    const first = await send('k-final');
    state.failure = undefined;
    const replay = await send('k-final');
    expect(replay.replayed).toBe('true');
    expect(replay.result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(replay.result).toEqual(first.result);
    expect(state.runs).toEqual([undefined]);
  });
});

describe('the idempotency plugin, settling no earlier than IDEMPOTENCY_SETTLE_AFTER_MS after the latest attempt', () => {
  const { state, send: sendKeyed } = keyedMutationServer(1_500);

  it('tells a resend that comes sooner to retry later, running nothing, as the first write may still land; a later one settles', async () => {
    const send = () => sendKeyed('k-early');
    state.failure = new GraphQLError('The request may have been applied', { extensions: { code: 'UPSTREAM_OUTCOME_UNKNOWN', delivered: 'unknown' } });
    await send();
    state.failure = undefined;
    const early = await send();
    expect(early.status).toBe(409);
    expect(early.result.errors?.[0]?.extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE', delivered: false, retryAfter: expect.any(Number) });
    expect(Number(early.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(state.runs).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await send()).result).toEqual({ data: { load: 'loaded' } });
    expect(state.runs).toEqual([undefined, { since: expect.any(Number) }]);
  });

  it('counts the wait from the latest attempt: a settling resend whose own write was lost too makes the next one wait again', async () => {
    const send = () => sendKeyed('k-twice');
    state.runs.length = 0;
    state.failure = new GraphQLError('The request may have been applied', { extensions: { code: 'UPSTREAM_OUTCOME_UNKNOWN', delivered: 'unknown' } });
    await send();
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    // The settle reads "not applied", sends again, and loses that answer too.
    expect((await send()).result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_OUTCOME_UNKNOWN');
    expect(state.runs).toHaveLength(2);
    state.failure = undefined;
    // Its first attempt began long enough ago, but the second ended just now: nothing is run.
    expect(await send()).toMatchObject({ status: 409, result: { errors: [{ extensions: { code: 'IDEMPOTENCY_KEY_IN_USE' } }] } });
    expect(state.runs).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await send()).result).toEqual({ data: { load: 'loaded' } });
    expect(state.runs).toHaveLength(3);
  });
});

describe('the idempotency plugin, a duplicate of a request still running', () => {
  it('waits for it at most half of what its own operation has left, then answers 409 IDEMPOTENCY_KEY_IN_USE with nothing sent', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const store = new MemoryIdempotencyStore({ ...CLAIM_TIMING, ttlMs: 60_000, maxKeysPerCaller: 100, maxKeptBytesPerCaller: 1024 * 1024 });
    const server = new ApolloServer<{ deadline?: number }>({
      typeDefs: 'type Query { ok: Boolean } type Mutation { load: String }',
      resolvers: { Mutation: { load: async () => (runs++, await held, 'loaded') } },
      plugins: [idempotencyPlugin<{ deadline?: number }>(store, () => 'user:user-1', { maxAnswerBytes: 65536, settleAfterMs: 0 })],
    });
    await server.start();
    try {
      const send = (contextValue: { deadline?: number }) =>
        server.executeOperation({ query: 'mutation { load }', http: { method: 'POST', headers: new HeaderMap([['idempotency-key', 'k-held']]), search: '', body: {} } }, { contextValue });
      const first = send({});
      while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const started = Date.now();
      // Its operation has 4 s left: it waits about two, not the whole four, nor the store's 30 s.
      const duplicate = await send({ deadline: Date.now() + 4_000 });
      const waited = Date.now() - started;
      expect(duplicate.http.status).toBe(409);
      expect(duplicate.body.kind === 'single' && duplicate.body.singleResult.errors?.[0]?.extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE', delivered: false });
      expect(waited).toBeGreaterThanOrEqual(1_900);
      expect(waited).toBeLessThan(3_500);
      expect(runs).toBe(1);
      finish();
      await first;
    } finally {
      await server.stop();
      await store.close();
    }
  });
});
