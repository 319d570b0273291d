import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { gql } from 'graphql-tag';
import { z } from 'zod';
import { InProcessDataSource } from '../../../gateway/federation/in-process-data-source';
import type { GatewayContext } from '../../../gateway/federation/context';
import { ANONYMOUS, type Caller } from '../../../subgraphs/shared/caller';
import { CommerceClient } from '../../../subgraphs/shared/client';
import type { RequestScope, SubgraphDefinition } from '../../../subgraphs/shared/subgraph';
import { operations as wallets } from '../../../subgraphs/wallets/operations';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import { testServiceConfig } from '../../helpers/service-config';
import { answerPool, upstreamBudget, type UpstreamBudget } from '../../../gateway/limits/upstream-budget';
import { answerBytes } from '../../../gateway/limits/answer-limit';

/**
 * Identical query fetches of one caller that overlap run once; anything else runs on its own. The
 * subgraph here counts its resolver runs and holds each until the test lets it answer.
 */

const client = new CommerceClient(testServiceConfig({ baseUrl: 'http://127.0.0.1:9', loyaltyProjectId: 'p', stageProjectId: 'p', timeoutMs: 1000, maxResponseBytes: 1000 }));

let runs: string[] = [];
let release: () => void = () => undefined;
let gate = Promise.resolve();
const hold = () => {
  gate = new Promise((resolve) => (release = resolve));
};

const subgraph: SubgraphDefinition = {
  name: 'counter',
  typeDefs: gql`
    type Item {
      id: String!
      tags: [String!]!
    }
    type Query {
      item(id: String!): Item
      account(number: String!): String
    }
    type Mutation {
      touch(id: String!): Item
    }
  `,
  resolvers: {
    Query: {
      item: async (_: unknown, { id }: { id: string }, context: RequestScope) => {
        runs.push(`item ${id} ${context.caller.kind === 'user' ? context.caller.userId : context.caller.kind}`);
        await gate;
        if (id === 'missing') throw new Error(`No item ${id}`);
        return { id, tags: ['a'] };
      },
      // A read of the service (nothing listens at this client's address), through the operation's budget.
      account: async (_: unknown, { number }: { number: string }, context: RequestScope) => {
        runs.push(`account ${number}`);
        await gate;
        await context.client.call(wallets.walletAccount, { apiKey: 'key', body: { accountNumber: number }, response: z.unknown() });
        return number;
      },
    },
    Mutation: {
      touch: async (_: unknown, { id }: { id: string }) => {
        runs.push(`touch ${id}`);
        await gate;
        return { id, tags: [] };
      },
    },
  },
  createContext: (scope) => ({ ...scope }),
};

const user = (userId: string, scopes: string[] = []): Caller => ({ kind: 'user', userId, scopes: new Set(scopes) });
const fetchAs = (source: DataSource, caller: Caller, query: string, variables: Record<string, unknown> = {}, upstream?: UpstreamBudget, keepsFetchedData?: boolean) =>
  source.process({
    kind: 'UNKNOWN' as never,
    request: { query, variables },
    context: { caller, apiKey: 'key', credentials: {}, upstream, keepsFetchedData } as unknown as GatewayContext,
  } as unknown as GraphQLDataSourceProcessOptions<GatewayContext>);
type DataSource = InProcessDataSource<RequestScope>;

const ITEM = 'query ($id: String!) { item(id: $id) { id tags } }';

beforeEach(() => {
  runs = [];
  hold();
});

describe('the in-process data source', () => {
  it('runs overlapping identical query fetches of one caller once, and gives each its own copy', async () => {
    const source = new InProcessDataSource(subgraph, client);
    const fetches = [fetchAs(source, user('u1'), ITEM, { id: '1' }), fetchAs(source, user('u1'), ITEM, { id: '1' }), fetchAs(source, user('u1'), ITEM, { id: '1' })];
    release();
    const results = await Promise.all(fetches);
    expect(runs).toEqual(['item 1 u1']);
    for (const result of results) expect(result).toEqual({ data: { item: { id: '1', tags: ['a'] } } });
    expect(results[0]!.data).not.toBe(results[1]!.data);
    expect(results[1]!.data).not.toBe(results[2]!.data);
  });

  it("counts each joiner's copy against its budget and the pool of answers in flight, refuses one that would pass them, and leaves the reader's own result uncounted", async () => {
    const source = new InProcessDataSource(subgraph, client);
    const pool = answerPool(100, 100);
    const [origin, roomy, tight, crowded] = [upstreamBudget(10, 1_000, pool), upstreamBudget(10, 1_000, pool), upstreamBudget(10, 10, pool), upstreamBudget(10, 1_000, answerPool(0, 0))];
    const fetches = [origin, roomy, tight, crowded].map((budget) => fetchAs(source, user('u1'), ITEM, { id: '1' }, budget));
    release();
    const [first, second, third, fourth] = await Promise.all(fetches);
    const answer = { data: { item: { id: '1', tags: ['a'] } } };
    expect([first, second]).toEqual([answer, answer]);
    // The copy stands in for the service read the joiner did not make; the reader's own result is no copy.
    expect({ origin: origin.bytes, roomy: roomy.bytes, pool: pool.held }).toEqual({ origin: 0, roomy: JSON.stringify(answer).length, pool: JSON.stringify(answer).length });
    expect(third?.errors?.[0]).toMatchObject({ extensions: { code: 'OPERATION_RESPONSE_TOO_LARGE' } });
    expect(fourth?.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(runs).toEqual(['item 1 u1']);
  });

  it("hands a read merged in flight over as it is when no party's plan changes it, and counts each joiner's share as a copy's", async () => {
    const source = new InProcessDataSource(subgraph, client);
    const pool = answerPool(1_000, 1_000);
    const budgets = [upstreamBudget(10, 1_000, pool), upstreamBudget(10, 1_000, pool), upstreamBudget(10, 30, pool)];
    const fetches = budgets.map((budget) => fetchAs(source, user('u1'), ITEM, { id: '1' }, budget, true));
    release();
    const [first, second, tight] = await Promise.all(fetches);
    expect(runs).toEqual(['item 1 u1']);
    expect(first).toEqual({ data: { item: { id: '1', tags: ['a'] } } });
    expect(second!.data).toBe(first!.data);
    // What the data weighs as JSON, as its maker's budget measured it.
    const share = answerBytes(first!.data, 1_000);
    expect(share).toBeGreaterThanOrEqual(JSON.stringify(first!.data).length);
    expect({ origin: budgets[0]!.bytes, joiner: budgets[1]!.bytes, pool: pool.held }).toEqual({ origin: 0, joiner: share, pool: share });
    expect(tight?.errors?.[0]).toMatchObject({ extensions: { code: 'OPERATION_RESPONSE_TOO_LARGE' } });

    // A read's field errors are handed on with it, and weigh in its share.
    hold();
    const failing = [upstreamBudget(10, 1_000, pool), upstreamBudget(10, 1_000, pool)];
    const failed = failing.map((budget) => fetchAs(source, user('u1'), ITEM, { id: 'missing' }, budget, true));
    release();
    const [maker, joiner] = await Promise.all(failed);
    expect(joiner).toBe(maker);
    expect(maker?.errors).toEqual([expect.objectContaining({ message: 'No item missing', path: ['item'] })]);
    expect(failing[1]!.bytes).toBe(answerBytes(maker!.data, 1_000) + answerBytes(maker!.errors, 1_000));
  });

  it("copies the read for a joiner whose plan changes it, and for every joiner of a read whose maker's plan changes it", async () => {
    const source = new InProcessDataSource(subgraph, client);
    const answer = { data: { item: { id: '1', tags: ['a'] } } };
    // The maker leaves its data as it came; one joiner's plan merges more into it, another's does not.
    const fetches = [true, false, true].map((keeps) => fetchAs(source, user('u1'), ITEM, { id: '1' }, undefined, keeps));
    release();
    const [maker, changer, reader] = await Promise.all(fetches);
    expect(changer).toEqual(answer);
    expect(changer!.data).not.toBe(maker!.data);
    expect(reader!.data).toBe(maker!.data);
    (changer!.data as { item: { tags: string[] } }).item.tags.push('merged');
    expect([maker, reader]).toEqual([answer, answer]);

    // The maker's plan merges more into its data: every joiner has its own copy, made before that.
    hold();
    runs = [];
    const later = [false, true, true].map((keeps) => fetchAs(source, user('u1'), ITEM, { id: '1' }, undefined, keeps));
    const merging = later[0]!.then((result) => (result.data as { item: { tags: string[] } }).item.tags.push('merged'));
    release();
    const [merged, ...joiners] = await Promise.all(later);
    await merging;
    expect(runs).toEqual(['item 1 u1']);
    expect(merged!.data).toEqual({ item: { id: '1', tags: ['a', 'merged'] } });
    expect(joiners).toEqual([answer, answer]);
    expect(joiners[0]!.data).not.toBe(merged!.data);
    expect(joiners[1]!.data).not.toBe(joiners[0]!.data);
  });

  describe("reads again for a joiner when the read failed for its maker's operation alone (its budget, its deadline), and shares the service's own failures", () => {
    const ACCOUNT = 'query ($n: String!) { account(number: $n) }';
    const fetchWith = (source: DataSource, calls: number, deadlineIn: number | undefined) =>
      source.process({
        kind: 'UNKNOWN' as never,
        request: { query: ACCOUNT, variables: { n: 'PNT-1' } },
        context: {
          caller: ANONYMOUS,
          apiKey: 'key',
          credentials: {},
          upstream: upstreamBudget(calls, 1_000),
          deadline: deadlineIn === undefined ? undefined : Date.now() + deadlineIn,
          keepsFetchedData: true,
        } as unknown as GatewayContext,
      } as unknown as GraphQLDataSourceProcessOptions<GatewayContext>);

    // [what happens, the maker's calls and deadline (ms from now), the joiner's, their answers' codes, resolver runs]
    it.each<[string, number, number | undefined, number, number | undefined, string[], number]>([
      ["the maker may send no service request: its refusal is not the joiner's, which sends its own", 0, undefined, 10, undefined, ['OPERATION_TOO_EXPENSIVE', 'UPSTREAM_UNAVAILABLE'], 2],
      ["the maker's deadline has passed: the joiner, with time left, reads on its own", 10, -1, 10, 60_000, ['UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE'], 2],
      // The service's failure the maker reports is not the joiner's, which tries as often as its own budget allows.
      ['the maker may send one request and no retry', 1, undefined, 10, undefined, ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE'], 2],
      ['the service cannot be reached by anyone: one read, its failure handed to both', 10, undefined, 10, undefined, ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE'], 1],
    ])('%s', async (_what, makerCalls, makerDeadlineIn, joinerCalls, joinerDeadlineIn, codes, reads) => {
      const source = new InProcessDataSource(subgraph, client);
      const fetches = [fetchWith(source, makerCalls, makerDeadlineIn), fetchWith(source, joinerCalls, joinerDeadlineIn)];
      release();
      expect((await Promise.all(fetches)).map((result) => result.errors?.[0]?.extensions?.code)).toEqual(codes);
      expect(runs).toEqual(Array.from({ length: reads }, () => 'account PNT-1'));
    });

    it("a refusal elsewhere in the maker's operation does not make a resolver's own error the maker's", async () => {
      const source = new InProcessDataSource(subgraph, client);
      const busy = upstreamBudget(10, 1_000);
      const missing = [fetchAs(source, user('u1'), ITEM, { id: 'missing' }, busy, true), fetchAs(source, user('u1'), ITEM, { id: 'missing' }, upstreamBudget(10, 1_000), true)];
      busy.refusals++;
      release();
      for (const result of await Promise.all(missing)) expect(result.errors?.[0]?.message).toBe('No item missing');
      expect(runs).toEqual(['item missing u1']);
    });
  });

  it('never shares a fetch between users, scopes, or other variables', async () => {
    const source = new InProcessDataSource(subgraph, client);
    const fetches = [
      fetchAs(source, user('u1'), ITEM, { id: '1' }),
      fetchAs(source, user('u2'), ITEM, { id: '1' }),
      fetchAs(source, user('u1', ['support']), ITEM, { id: '1' }),
      fetchAs(source, ANONYMOUS, ITEM, { id: '1' }),
      fetchAs(source, user('u1'), ITEM, { id: '2' }),
    ];
    release();
    await Promise.all(fetches);
    expect(runs).toEqual(['item 1 u1', 'item 1 u2', 'item 1 u1', 'item 1 anonymous', 'item 2 u1']);
  });

  it('runs every mutation, however alike', async () => {
    const source = new InProcessDataSource(subgraph, client);
    const touch = 'mutation { touch(id: "1") { id } }';
    const fetches = [fetchAs(source, user('u1'), touch), fetchAs(source, user('u1'), touch)];
    release();
    await Promise.all(fetches);
    expect(runs).toEqual(['touch 1', 'touch 1']);
  });

  it('does not join a fetch that began before a write started', async () => {
    const source = new InProcessDataSource(subgraph, client);
    const before = fetchAs(source, user('u1'), ITEM, { id: '1' });
    // A write through the shared client, as a mutation's resolver makes it (nothing listens there).
    await expect(client.call(wallets.loadWallet, { apiKey: 'k', body: {}, response: z.unknown() })).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    const after = fetchAs(source, user('u1'), ITEM, { id: '1' });
    release();
    await Promise.all([before, after]);
    expect(runs).toEqual(['item 1 u1', 'item 1 u1']);
  });

  it('runs a fetch again once the one before has answered', async () => {
    const source = new InProcessDataSource(subgraph, client);
    release();
    await fetchAs(source, user('u1'), ITEM, { id: '1' });
    await fetchAs(source, user('u1'), ITEM, { id: '1' });
    expect(runs).toEqual(['item 1 u1', 'item 1 u1']);
  });
  it('keeps the subgraph documents it has parsed within a few megabytes, by what they weigh parsed, however many distinct large ones arrive', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const source = new InProcessDataSource(subgraph, client);
    release();
    gc();
    const before = process.memoryUsage().heapUsed;
    // 120 distinct documents of about 30,000 characters (1,500 aliased fields each), as distinct large plans send.
    for (let n = 0; n < 120; n++) {
      const fields = Array.from({ length: 1_500 }, (_, k) => `f${n}_${k}: __typename`).join(' ');
      const result = await fetchAs(source, user('u1'), `{ ${fields} }`);
      expect(Object.keys(result.data ?? {})).toHaveLength(1_500);
    }
    gc();
    // Parsed, each weighs megabytes: counted by their text alone (256 KiB of it), eight of them were kept.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8 * 2 ** 20);
    // And the next document is still parsed and answered.
    expect(await fetchAs(source, user('u1'), '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('an entity fetch of the gateway process', () => {
  it("refuses a representation of a type the area does not have before resolving any, as the gateway's own fault, so no reference it began is left to fail unread", async () => {
    const rejections: unknown[] = [];
    const record = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', record);
    // Each read fails, as the service does when it is down.
    const reads = jest.spyOn(client, 'call').mockRejectedValue(new Error('the service is down'));
    try {
      const source = new InProcessDataSource(AREA_SUBGRAPHS.wallets, client);
      const answer = await fetchAs(source as unknown as DataSource, user('u1'), 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on WalletAccount { title } } }', {
        r: [
          { __typename: 'WalletAccount', accountNumber: 'ACC-5' },
          { __typename: 'Ghost', id: 'g-1' },
        ],
      });
      expect(answer).toEqual({
        data: null,
        errors: [expect.objectContaining({ message: 'The gateway sent an entity representation this area refuses: representations[1] names no entity type of this subgraph.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads).not.toHaveBeenCalled();
      expect(rejections).toEqual([]);
    } finally {
      process.removeListener('unhandledRejection', record);
      reads.mockRestore();
    }
  });
});
