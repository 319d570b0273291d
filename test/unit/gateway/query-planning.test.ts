import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner, type QueryPlan } from '@apollo/query-planner';
import { Kind, parse } from 'graphql';
import { distinctLargePlan, fragmentBomb } from '../../../bench/attacks';
import { readSupergraph } from '../../../gateway/federation/supergraph';
import type { GatewayGraphQLRequestContext, GatewayInterface } from '@apollo/server-gateway-interface';
import type { GatewayContext } from '../../../gateway/federation/context';
import { keepsFetchedData, planningAhead, PlanningRefused, PlanningThread, PlanStore, type PlanningLimits } from '../../../gateway/federation/query-planning';
import { withoutSecurityPurpose } from '../../../gateway/server';

const SUPERGRAPH = withoutSecurityPurpose(readSupergraph());
const PERSISTED = Object.values(JSON.parse(readFileSync(join(__dirname, '../../../client/__generated__/persisted-documents.json'), 'utf8')) as Record<string, string>);
const SMALL = '{ products(pageSize: 2) { total products { sku name talkingProduct { name } } } }';
const LARGE = (JSON.parse(distinctLargePlan('t')) as { query: string }).query;
/** Three of the large operations in one: seconds to plan, and more than 32 MiB of heap. */
const HUGE = (() => {
  const body = (tag: string) => {
    const query = (JSON.parse(distinctLargePlan(tag)) as { query: string }).query;
    return query.slice(query.indexOf('{') + 1, query.lastIndexOf('}'));
  };
  return `query Q${LARGE.slice(LARGE.indexOf('('), LARGE.indexOf(')') + 1)} { ${body('a')} ${body('b')} ${body('c')} }`;
})();
const waiter = (ms = 60_000, abandoned = () => false, client = 'a') => ({ deadline: Date.now() + ms, abandoned, client });
const operationNameOf = (source: string) => {
  const definition = parse(source).definitions.find((candidate) => candidate.kind === Kind.OPERATION_DEFINITION);
  return definition?.kind === Kind.OPERATION_DEFINITION ? (definition.name?.value ?? null) : null;
};
const waitUntil = async (condition: () => boolean) => {
  for (let i = 0; i < 300 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
};
const settledFlag = <T>(promise: Promise<T>) => {
  const state = { settled: false, promise: promise.finally(() => (state.settled = true)) };
  return state;
};

describe('the planning thread', () => {
  const threads: PlanningThread[] = [];
  const started = (limits: Partial<PlanningLimits> = {}, keep?: (key: string, plan: QueryPlan) => void, supergraph = SUPERGRAPH) => {
    const thread = new PlanningThread(supergraph, { timeoutMs: 60_000, heapMiB: 128, idleMs: 60_000, maxQueued: 64, ...limits }, keep);
    threads.push(thread);
    return thread;
  };
  afterAll(() => Promise.all(threads.map((thread) => thread.stop())));

  it("makes the plan the Apollo gateway's own planner makes, for every persisted operation of the client, and keeps it before its requests go on", async () => {
    const supergraph = Supergraph.build(SUPERGRAPH);
    const planner = new QueryPlanner(supergraph);
    const kept = new Map<string, QueryPlan>();
    const thread = started({}, (key, plan) => kept.set(key, plan));
    expect(PERSISTED.length).toBeGreaterThan(10);
    for (const [index, source] of PERSISTED.entries()) {
      const operationName = operationNameOf(source);
      const own = planner.buildQueryPlan(operationFromDocument(supergraph.apiSchema(), parse(source), { operationName: operationName ?? undefined }));
      const plan = await thread.plan(`k${index}`, { source, operationName }, waiter());
      expect(kept.get(`k${index}`)).toBe(plan);
      expect(plan).toEqual(JSON.parse(JSON.stringify(own)));
    }
  }, 60_000);

  it('plans one operation once for every request that waits for it, and passes the planner refusals on', async () => {
    const kept: string[] = [];
    const thread = started({}, (key) => kept.push(key));
    const [first, second] = await Promise.all([thread.plan('same', { source: SMALL, operationName: null }, waiter()), thread.plan('same', { source: SMALL, operationName: null }, waiter())]);
    expect(second).toBe(first);
    expect(kept).toEqual(['same']);
    await expect(thread.plan('unknown', { source: '{ products(nope: 1) { total } }', operationName: null }, waiter())).rejects.toMatchObject({
      extensions: { code: 'INVALID_GRAPHQL' },
      message: expect.stringContaining('nope'),
    });
    // 26 fragments a level, five levels: 11.9 million selections once expanded, past the planner's 10 million.
    await expect(thread.plan('bomb', { source: (JSON.parse(fragmentBomb(26, 'B')) as { query: string }).query, operationName: null }, waiter())).rejects.toMatchObject({
      reason: 'selections',
      message: expect.stringContaining('Exceeded maximum recursive selections'),
    });
  }, 60_000);

  it('refuses an operation past its planning time, ends that thread, and plans the next operation in another', async () => {
    const thread = started({ timeoutMs: 250 });
    const huge = thread.plan('huge', { source: HUGE, operationName: 'Q' }, waiter()).catch((error: unknown) => error);
    const small = thread.plan('small', { source: SMALL, operationName: null }, waiter());
    expect(await huge).toBeInstanceOf(PlanningRefused);
    expect(await huge).toMatchObject({ reason: 'time', message: expect.stringContaining('longer than 250 ms') });
    expect((await small).kind).toBe('QueryPlan');
    // Sent again, it is planned again (a stalled process can make any operation late once), and refused again.
    const again = await thread.plan('huge', { source: HUGE, operationName: 'Q' }, waiter()).catch((error: unknown) => error);
    expect(again).toMatchObject({ reason: 'time' });
    expect(again).not.toBe(await huge);
  }, 60_000);

  it('refuses an operation whose planning outgrows the thread heap, and plans the next operation in another', async () => {
    // The planner itself starts within 20 MiB; this operation needs more than 32.
    const thread = started({ heapMiB: 26 });
    const refused = thread.plan('huge', { source: HUGE, operationName: 'Q' }, waiter()).catch((error: unknown) => error);
    const small = thread.plan('small', { source: SMALL, operationName: null }, waiter());
    expect(await refused).toMatchObject({ reason: 'heap', message: expect.stringContaining('heap') });
    expect((await small).kind).toBe('QueryPlan');
    // Sent again, it is refused with the refusal remembered, without taking the thread's heap again.
    await expect(thread.plan('huge', { source: HUGE, operationName: 'Q' }, waiter())).rejects.toBe(await refused);
  }, 120_000);

  it('lets a request stop waiting at its deadline while the operation ahead is still planned', async () => {
    const thread = started();
    const slow = settledFlag(thread.plan('slow', { source: LARGE, operationName: 'Q' }, waiter()));
    await expect(thread.plan('late', { source: SMALL, operationName: null }, waiter(50))).rejects.toMatchObject({ reason: 'busy' });
    expect(slow.settled).toBe(false);
    expect((await slow.promise).kind).toBe('QueryPlan');
  }, 60_000);

  it('does not plan an operation whose requests are gone, and refuses past maxQueued operations waiting', async () => {
    const kept: string[] = [];
    const thread = started({ maxQueued: 2 }, (key) => kept.push(key));
    await thread.plan('warm', { source: SMALL, operationName: null }, waiter());
    let gone = false;
    // Planned at once by the running thread: the two next wait in the queue.
    const slow = thread.plan('slow', { source: LARGE, operationName: 'Q' }, waiter());
    const left = thread.plan('left', { source: SMALL, operationName: null }, waiter(60_000, () => gone)).catch((error: unknown) => error);
    const kept2 = thread.plan('queued', { source: '{ products(pageSize: 1) { total } }', operationName: null }, waiter());
    await expect(thread.plan('third', { source: '{ products(pageSize: 3) { total } }', operationName: null }, waiter())).rejects.toMatchObject({
      reason: 'busy',
      message: expect.stringContaining('as many new operations as it queues'),
    });
    // Once a queued operation's request is gone, its place is free.
    gone = true;
    const fourth = thread.plan('fourth', { source: '{ products(pageSize: 4) { total } }', operationName: null }, waiter());
    expect(await left).toMatchObject({ reason: 'busy', message: 'The request is gone' });
    await Promise.all([slow, kept2, fourth]);
    expect(kept.sort()).toEqual(['fourth', 'queued', 'slow', 'warm']);
  }, 60_000);

  it("lets clients take turns: one client's many new operations delay another's by one plan, not by all", async () => {
    const kept: string[] = [];
    const thread = started({}, (key) => kept.push(key));
    await thread.plan('warm', { source: SMALL, operationName: null }, waiter());
    const large = (i: number) => {
      const query = (JSON.parse(distinctLargePlan(`turn${i}`)) as { query: string }).query;
      return thread.plan(`a${i}`, { source: query, operationName: 'Q' }, waiter(60_000, () => false, 'a'));
    };
    // a1 is planned at once; a2 to a4 wait, then b's, sent last, waits for one of them only.
    const mine = [1, 2, 3, 4].map(large);
    const theirs = thread.plan('b', { source: SMALL, operationName: null }, waiter(60_000, () => false, 'b'));
    await Promise.all([...mine, theirs]);
    expect(kept).toEqual(['warm', 'a1', 'a2', 'b', 'a3', 'a4']);
  }, 60_000);

  it("tells each request whether its plan leaves the data its fetches bring as they came, before the gateway's executor runs", async () => {
    const seen: (boolean | undefined)[] = [];
    const gateway: GatewayInterface = {
      onSchemaLoadOrUpdate: () => () => undefined,
      stop: async () => undefined,
      load: async () => ({
        executor: async (requestContext) => {
          seen.push((requestContext.context as GatewayContext).keepsFetchedData);
          return { data: {} };
        },
      }),
    };
    const planned = planningAhead(gateway, new PlanStore(2 ** 20), started(), { timeoutMs: 60_000, heapMiB: 128 });
    const { executor } = await planned.load({ apollo: { key: undefined, keyHash: undefined, graphRef: undefined } });
    for (const [index, source] of ['{ walletAccounts(pageSize: 5) { result { accountNumber balance } } }', SMALL].entries()) {
      const requestContext = { request: { query: source }, source, document: parse(source), queryHash: `h${index}`, context: { upstream: { abandoned: false } } };
      await executor!(requestContext as unknown as GatewayGraphQLRequestContext);
    }
    expect(seen).toEqual([true, false]);
  });

  it('ends the thread after idleMs without work and starts it again for the next operation', async () => {
    const thread = started({ idleMs: 50 });
    await thread.plan('one', { source: SMALL, operationName: null }, waiter());
    expect(thread.alive).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(thread.alive).toBe(false);
    expect((await thread.plan('two', { source: SMALL, operationName: null }, waiter())).kind).toBe('QueryPlan');
    expect(thread.alive).toBe(true);
  });

  it('refuses what waits when the thread cannot start, and tries again for the next operation', async () => {
    const thread = started({}, undefined, 'not a supergraph');
    await expect(thread.plan('a', { source: SMALL, operationName: null }, waiter())).rejects.toThrow(/Syntax Error/);
    await expect(thread.plan('b', { source: SMALL, operationName: null }, waiter())).rejects.toThrow(/Syntax Error/);
    expect(thread.alive).toBe(false);
  });

  it('refuses at once once stopped, and a thread still starting when stopped does not stay', async () => {
    const terminate = jest.spyOn(Worker.prototype, 'terminate');
    try {
      const thread = started();
      const starting = thread.plan('a', { source: SMALL, operationName: null }, waiter());
      await thread.stop();
      await expect(starting).rejects.toMatchObject({ reason: 'busy', message: 'The gateway is stopping' });
      await expect(thread.plan('b', { source: SMALL, operationName: null }, waiter())).rejects.toMatchObject({ reason: 'busy' });
      expect(terminate).not.toHaveBeenCalled();
      // Once ready, the thread started before the stop is ended.
      await waitUntil(() => terminate.mock.calls.length > 0);
      expect(thread.alive).toBe(false);
    } finally {
      terminate.mockRestore();
    }
  });

  it("leaves a stopped gateway's idle thread to the next gateway of the same supergraph and heap", async () => {
    const first = started({ heapMiB: 120 });
    await first.plan('one', { source: SMALL, operationName: null }, waiter());
    const id = first.threadId;
    await first.stop();
    const second = started({ heapMiB: 120 });
    expect((await second.plan('two', { source: SMALL, operationName: null }, waiter())).kind).toBe('QueryPlan');
    expect(second.threadId).toBe(id);
    // Another heap is another thread.
    const third = started({ heapMiB: 121 });
    expect((await third.plan('three', { source: SMALL, operationName: null }, waiter())).kind).toBe('QueryPlan');
    expect(third.threadId).not.toBe(id);
  });

  it('ends a spare thread no gateway takes within idleMs', async () => {
    const terminate = jest.spyOn(Worker.prototype, 'terminate');
    try {
      const first = started({ heapMiB: 119, idleMs: 100 });
      await first.plan('one', { source: SMALL, operationName: null }, waiter());
      const id = first.threadId;
      await first.stop();
      expect(terminate).not.toHaveBeenCalled();
      await waitUntil(() => terminate.mock.calls.length > 0);
      const second = started({ heapMiB: 119, idleMs: 100 });
      expect((await second.plan('two', { source: SMALL, operationName: null }, waiter())).kind).toBe('QueryPlan');
      expect(second.threadId).not.toBe(id);
      await second.stop();
    } finally {
      terminate.mockRestore();
    }
  });

  it('lets a request whose client left stop waiting for the operation being planned, as the next request comes', async () => {
    const thread = started();
    await thread.plan('warm', { source: SMALL, operationName: null }, waiter());
    let gone = false;
    const slow = settledFlag(thread.plan('slow', { source: LARGE, operationName: 'Q' }, waiter()));
    const joined = thread.plan('slow', { source: LARGE, operationName: 'Q' }, waiter(60_000, () => gone)).catch((error: unknown) => error);
    gone = true;
    const next = thread.plan('next', { source: SMALL, operationName: null }, waiter());
    expect(await joined).toMatchObject({ reason: 'busy', message: 'The request is gone' });
    // It was let go while the operation it had joined was still being planned.
    expect(slow.settled).toBe(false);
    expect((await slow.promise).kind).toBe('QueryPlan');
    expect((await next).kind).toBe('QueryPlan');
  }, 60_000);
});

describe('keepsFetchedData', () => {
  const supergraph = Supergraph.build(SUPERGRAPH);
  const planner = new QueryPlanner(supergraph);
  const planOf = (source: string) => planner.buildQueryPlan(operationFromDocument(supergraph.apiSchema(), parse(source)));

  it('holds for a plan of one fetch that neither sends representations nor rewrites what it receives', () => {
    const single = planOf('{ walletAccounts(pageSize: 5) { result { accountNumber balance } } }');
    expect(single.node?.kind).toBe('Fetch');
    expect(keepsFetchedData(single)).toBe(true);
    // Another fetch merges what it brings into the objects the first brought.
    expect(planOf(SMALL).node?.kind).toBe('Sequence');
    expect(keepsFetchedData(planOf(SMALL))).toBe(false);
    expect(keepsFetchedData(planOf('{ walletAccounts(pageSize: 5) { total } products(pageSize: 1) { total } }'))).toBe(false);
    if (single.node?.kind !== 'Fetch') throw new Error('a plan of one fetch');
    const rewriting = { ...single, node: { ...single.node, outputRewrites: [{ kind: 'ValueSetter' as const, path: ['walletAccounts'], setValueTo: null }] } };
    expect(keepsFetchedData(rewriting)).toBe(false);
    const representing = { ...single, node: { ...single.node, requires: [] } };
    expect(keepsFetchedData(representing)).toBe(false);
  });
});

describe('the plan store', () => {
  const planOf = (bytes: number) => ({ kind: 'QueryPlan' as const, node: undefined, padding: 'x'.repeat(bytes) }) as QueryPlan;

  it("keeps small plans apart from large ones: large plans push out each other's, not the small ones'", async () => {
    const store = new PlanStore(2 * 1024 * 1024);
    for (let i = 0; i < 100; i++) await store.set(`small${i}`, planOf(5_000));
    for (let i = 0; i < 20; i++) await store.set(`large${i}`, planOf(200_000));
    for (let i = 0; i < 100; i++) expect(await store.get(`small${i}`)).toBeDefined();
    // A half of 1 MiB holds five of the large plans: the last five.
    const kept = [];
    for (let i = 0; i < 20; i++) if (await store.get(`large${i}`)) kept.push(i);
    expect(kept).toEqual([15, 16, 17, 18, 19]);
  });

  it('keeps a held plan past its size bound until it is released', async () => {
    const store = new PlanStore(1);
    const plan = { kind: 'QueryPlan' as const, node: undefined };
    await store.set('k', plan);
    expect(await store.get('k')).toBeUndefined();
    const release = store.hold('k', plan);
    const again = store.hold('k', plan);
    expect(await store.get('k')).toBe(plan);
    release();
    expect(await store.get('k')).toBe(plan);
    again();
    expect(await store.get('k')).toBeUndefined();
  });
});
