import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner } from '@apollo/query-planner';
import { Kind, parse } from 'graphql';
import { distinctLargePlan } from '../../../bench/attacks';
import { readSupergraph } from '../../../gateway/federation/supergraph';
import { PlanningRefused, PlanningThread, PlanStore } from '../../../gateway/federation/query-planning';
import { withoutSecurityPurpose } from '../../../gateway/server';

const SUPERGRAPH = withoutSecurityPurpose(readSupergraph());
const PERSISTED = Object.values(JSON.parse(readFileSync(join(__dirname, '../../../client/__generated__/persisted-documents.json'), 'utf8')) as Record<string, string>);
const SMALL = '{ products(pageSize: 2) { total products { sku name talkingProduct { name } } } }';
const LARGE = (JSON.parse(distinctLargePlan('t')) as { query: string }).query;
const later = (ms = 60_000) => Date.now() + ms;
const operationNameOf = (source: string) => {
  const definition = parse(source).definitions.find((candidate) => candidate.kind === Kind.OPERATION_DEFINITION);
  return definition?.kind === Kind.OPERATION_DEFINITION ? (definition.name?.value ?? null) : null;
};

describe('the planning thread', () => {
  const threads: PlanningThread[] = [];
  const started = (limits: Partial<{ timeoutMs: number; heapMiB: number; idleMs: number }> = {}) => {
    const thread = new PlanningThread(SUPERGRAPH, { timeoutMs: 30_000, heapMiB: 128, idleMs: 60_000, ...limits });
    threads.push(thread);
    return thread;
  };
  afterAll(() => Promise.all(threads.map((thread) => thread.stop())));

  it("makes the plan the Apollo gateway's own planner makes, for every persisted operation of the client", async () => {
    const supergraph = Supergraph.build(SUPERGRAPH);
    const planner = new QueryPlanner(supergraph);
    const thread = started();
    expect(PERSISTED.length).toBeGreaterThan(10);
    for (const [index, source] of PERSISTED.entries()) {
      const operationName = operationNameOf(source);
      const own = planner.buildQueryPlan(operationFromDocument(supergraph.apiSchema(), parse(source), { operationName: operationName ?? undefined }));
      expect(await thread.plan(`k${index}`, { source, operationName }, later())).toEqual(JSON.parse(JSON.stringify(own)));
    }
  }, 60_000);

  it('plans one operation once for every request that waits for it, and passes the planner refusal on with its code', async () => {
    const thread = started();
    const first = thread.plan('same', { source: SMALL, operationName: null }, later());
    expect(thread.plan('same', { source: SMALL, operationName: null }, later())).toBe(first);
    await first;
    await expect(thread.plan('unknown', { source: '{ products(nope: 1) { total } }', operationName: null }, later())).rejects.toMatchObject({
      extensions: { code: 'INVALID_GRAPHQL' },
      message: expect.stringContaining('nope'),
    });
  });

  it('refuses an operation past its planning time, ends that thread, and plans the next operation in another', async () => {
    const thread = started({ timeoutMs: 250 });
    const large = thread.plan('large', { source: LARGE, operationName: 'Q' }, later()).catch((error: unknown) => error);
    const small = thread.plan('small', { source: SMALL, operationName: null }, later());
    expect(await large).toBeInstanceOf(PlanningRefused);
    expect(await large).toMatchObject({ reason: 'too-expensive', message: expect.stringContaining('longer than 250 ms') });
    expect((await small).kind).toBe('QueryPlan');
  }, 60_000);

  it('refuses an operation whose planning outgrows the thread heap, and plans the next operation in another', async () => {
    // Three of the large operations in one: several times the 24 MiB the planner itself fits in.
    const body = (tag: string) => {
      const query = (JSON.parse(distinctLargePlan(tag)) as { query: string }).query;
      return query.slice(query.indexOf('{') + 1, query.lastIndexOf('}'));
    };
    const variables = LARGE.slice(LARGE.indexOf('('), LARGE.indexOf(')') + 1);
    const huge = `query Q${variables} { ${body('a')} ${body('b')} ${body('c')} }`;
    const thread = started({ heapMiB: 24 });
    const refused = thread.plan('huge', { source: huge, operationName: 'Q' }, later()).catch((error: unknown) => error);
    const small = thread.plan('small', { source: SMALL, operationName: null }, later());
    expect(await refused).toMatchObject({ reason: 'too-expensive', message: expect.stringContaining('memory limit') });
    expect((await small).kind).toBe('QueryPlan');
  }, 120_000);

  it('drops an operation whose request is past its deadline before its turn came, as busy', async () => {
    const thread = started();
    const slow = thread.plan('slow', { source: LARGE, operationName: 'Q' }, later());
    const expired = thread.plan('expired', { source: SMALL, operationName: null }, Date.now() + 1);
    await expect(expired).rejects.toMatchObject({ reason: 'busy' });
    expect((await slow).kind).toBe('QueryPlan');
  }, 60_000);

  it('ends the thread after idleMs without work and starts it again for the next operation', async () => {
    const thread = started({ idleMs: 50 });
    await thread.plan('one', { source: SMALL, operationName: null }, later());
    expect(thread.alive).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(thread.alive).toBe(false);
    expect((await thread.plan('two', { source: SMALL, operationName: null }, later())).kind).toBe('QueryPlan');
    expect(thread.alive).toBe(true);
  });
});

describe('the plan store', () => {
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
