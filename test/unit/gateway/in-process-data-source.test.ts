import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, GraphQLScalarType, execute, parse } from 'graphql';
import { compileQuery } from 'graphql-jit';
import DataLoader from 'dataloader';
import { gql } from 'graphql-tag';
import { z } from 'zod';
import { InProcessDataSource } from '../../../gateway/federation/in-process-data-source';
import type { GatewayContext } from '../../../gateway/federation/context';
import { ANONYMOUS, type Caller } from '../../../subgraphs/shared/caller';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { perRequest, type RequestScope, type SubgraphDefinition } from '../../../subgraphs/shared/subgraph';
import { operations as wallets } from '../../../subgraphs/wallets/operations';
import { testServiceConfig } from '../../helpers/service-config';
import { answerPool, upstreamBudget, type UpstreamBudget } from '../../../gateway/limits/upstream-budget';
import type { OperationSpec } from '../../../subgraphs/shared/operations';

// graphql-jit as it is, with its compiler counted.
jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof import('graphql-jit')>('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});
const compiles = compileQuery as jest.MockedFunction<typeof compileQuery>;

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
        return { id, tags: ['a'] };
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
const fetchAs = (source: DataSource, caller: Caller, query: string, variables: Record<string, unknown> = {}, upstream?: UpstreamBudget) =>
  source.process({
    kind: 'UNKNOWN' as never,
    request: { query, variables },
    context: { caller, apiKey: 'key', credentials: {}, upstream } as unknown as GatewayContext,
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
    const pool = answerPool(100);
    const [origin, roomy, tight, crowded] = [upstreamBudget(10, 1_000, pool), upstreamBudget(10, 1_000, pool), upstreamBudget(10, 10, pool), upstreamBudget(10, 1_000, answerPool(0))];
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

/** A read of the shop's items, answered by the service double below. */
const ITEMS_READ: OperationSpec = { name: 'Shop/items', httpMethod: 'POST', base: 'base', stagePrefix: false, tail: 'project', idempotent: true, inferred: false };
const itemsAnswer = z.array(z.object({ sku: z.string(), title: z.string().nullable() }).nullable());

/** The service's items: the third has no record (an entity fetch's unknown key), the fourth no title, which the schema requires. */
const shopItems = (first: number) => Array.from({ length: first }, (_, i) => (i === 2 ? null : { sku: `B-${i + 1}`, title: i === 3 ? null : `Item ${i + 1}` }));

/** An area with what compiled and graphql-js execution could tell apart: lists, nulls, errors, a union, an enum, a scalar, inputs with defaults. */
const shop: SubgraphDefinition = {
  name: 'shop',
  typeDefs: gql`
    scalar Money
    enum Kind {
      BOOK
      PEN
    }
    type Person {
      name: String!
    }
    type Store {
      name: String!
      city: String
    }
    union Owner = Person | Store
    type Item {
      sku: String!
      kind: Kind
      price: Money
      tags: [String!]!
      owner: Owner
      "Fails for the sku B-2, with a code."
      stock: Int
      "Null for the sku B-4 though it is required: the item becomes null."
      title: String!
    }
    input Line {
      sku: String!
      currency: String! = "EUR"
    }
    type Query {
      "Read from the service, once a fetch."
      items(first: Int!, note: String): [Item]!
      priced(line: Line!): String!
    }
  `,
  resolvers: {
    Money: new GraphQLScalarType({ name: 'Money', serialize: (value: unknown) => `${Number(value).toFixed(2)} EUR` }),
    Owner: { __resolveType: (owner: { city?: string }) => ('city' in owner ? 'Store' : 'Person') },
    Query: {
      items: async (_: unknown, { first }: { first: number }, context: RequestScope) => {
        const read = await context.client.call(ITEMS_READ, { apiKey: context.apiKey, body: { first }, response: itemsAnswer });
        // Each element on its own, as an entity fetch's are: one without a record fails where it stands,
        // though after those behind it have answered.
        return read.map(async (record, i) => {
          if (!record) await new Promise((resolve) => setImmediate(resolve));
          if (!record) throw new GraphQLError(`no record for B-${i + 1}`, { extensions: { code: 'NOT_FOUND' } });
          return {
            ...record,
            kind: i % 2 === 0 ? 'BOOK' : 'PEN',
            price: i === 0 ? null : 2.5 * i,
            tags: i === 0 ? [] : ['new', `t${i}`],
            owner: i % 3 === 0 ? { name: `P${i}` } : i % 3 === 1 ? { name: `S${i}`, city: null } : null,
          };
        });
      },
      priced: (_: unknown, { line }: { line: { sku: string; currency: string } }) => `${line.sku} in ${line.currency}`,
    },
    Item: {
      stock: async ({ sku }: { sku: string }) => {
        if (sku === 'B-2') throw new GraphQLError('no stock figure for B-2', { extensions: { code: 'UPSTREAM_BAD_RESPONSE' } });
        return sku.length;
      },
    },
  },
  createContext: (scope) => ({ ...scope }),
};

const ITEMS = `query Items($first: Int!) {
  items(first: $first) {
    sku kind price tags stock title __typename
    owner { __typename ... on Person { name } ... on Store { name city } }
  }
}`;

/** The answer graphql-js gives, its errors by message, path and code. */
const asGraphqlJsAnswers = async (document: string, variables: Record<string, unknown>) => {
  const schema = buildSubgraphSchema([{ typeDefs: shop.typeDefs, resolvers: shop.resolvers }]);
  const scope: RequestScope = { apiKey: 'key', caller: ANONYMOUS, client: { config: client.config, call: async <T>() => shopItems(Number(variables.first)) as T } };
  const { data, errors } = await execute({ schema, document: parse(document), variableValues: variables, contextValue: scope });
  return { data, errors: errors?.map(({ message, path, extensions }) => ({ message, path, code: extensions.code })) };
};
const outline = ({ data, errors }: Awaited<ReturnType<DataSource['process']>>) => ({
  data,
  errors: errors?.map(({ message, path, extensions }) => ({ message, path, code: extensions?.code })),
});

describe('compiled subgraph operations', () => {
  let reads: jest.SpyInstance;
  beforeEach(() => {
    compiles.mockClear();
    reads = jest.spyOn(client, 'call').mockImplementation(async (_spec, options) => shopItems((options.body as { first: number }).first));
  });
  afterEach(() => reads.mockRestore());

  it('answers as graphql-js does, values, nulls, errors with their paths and codes, and a union, with one read a fetch, compiled from the second run', async () => {
    const source = new InProcessDataSource(shop, client);
    const expected = await asGraphqlJsAnswers(ITEMS, { first: 5 });
    // A failed element (B-3, B-4) stays where it stands, between the others, as the gateway needs it for an entity fetch.
    expect((expected.data?.items as { sku: string }[] | undefined)?.map((item) => item?.sku ?? null)).toEqual(['B-1', 'B-2', null, null, 'B-5']);
    expect(expected.errors?.map(({ message }) => message)).toEqual(['no stock figure for B-2', 'Cannot return null for non-nullable field Item.title.', 'no record for B-3']);
    for (let run = 1; run <= 3; run++) {
      expect(outline(await fetchAs(source, user('u1'), ITEMS, { first: 5 }))).toEqual(expected);
      // A compiled answer with an error is made again by graphql-js, which reads through the first run's read.
      expect(reads).toHaveBeenCalledTimes(run);
      expect(compiles).toHaveBeenCalledTimes(run === 1 ? 0 : 1);
    }
  });

  it('gives a compiled answer without an error as it is, and as graphql-js would', async () => {
    const source = new InProcessDataSource(shop, client);
    const query = 'query Items($first: Int!) { items(first: $first) { sku kind price tags owner { __typename ... on Person { name } } } }';
    const expected = await asGraphqlJsAnswers(query, { first: 2 });
    expect(expected.errors).toBeUndefined();
    for (let run = 1; run <= 2; run++) expect(outline(await fetchAs(source, user('u1'), query, { first: 2 }))).toEqual(expected);
    expect(compiles).toHaveBeenCalledTimes(1);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('runs with graphql-js what graphql-jit would read otherwise: input objects among the variables or written out, variable defaults, directives, mutations', async () => {
    const source = new InProcessDataSource(shop, client);
    const skipped = 'query ($first: Int!, $no: Boolean!) { items(first: $first) { sku ...T @skip(if: $no) } } fragment T on Item { tags }';
    for (let run = 0; run < 2; run++) {
      expect(await fetchAs(source, user('u1'), 'query ($line: Line!) { priced(line: $line) }', { line: { sku: 'B-1' } })).toEqual({ data: { priced: 'B-1 in EUR' } });
      expect(await fetchAs(source, user('u1'), 'query ($sku: String!) { priced(line: { sku: $sku }) }', { sku: 'B-1' })).toEqual({ data: { priced: 'B-1 in EUR' } });
      expect(await fetchAs(source, user('u1'), 'query ($first: Int! = 1) { items(first: $first) { sku } }', {})).toEqual({ data: { items: [{ sku: 'B-1' }] } });
      expect(await fetchAs(source, user('u1'), skipped, { first: 1, no: true })).toEqual({ data: { items: [{ sku: 'B-1' }] } });
      expect(await fetchAs(source, user('u1'), 'mutation { __typename }')).toMatchObject({ errors: [{ message: 'Schema is not configured to execute mutation operation.' }] });
    }
    expect(compiles).not.toHaveBeenCalled();
  });

  it('never compiles a string literal: graphql-jit would print one carrying its date marker into the code it runs', async () => {
    const source = new InProcessDataSource(shop, client);
    // graphql-jit prints a field's literal arguments with JSON.stringify, then turns its date marker back into code.
    const note = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d0),[globalThis.injectedByNote=1]:(0';
    for (let run = 0; run < 2; run++) {
      expect(await fetchAs(source, user('u1'), `{ items(first: 1, note: ${JSON.stringify(note)}) { sku } }`)).toEqual({ data: { items: [{ sku: 'B-1' }] } });
    }
    expect(compiles).not.toHaveBeenCalled();
    expect((globalThis as { injectedByNote?: number }).injectedByNote).toBeUndefined();
    // The same field without the literal is compiled.
    for (let run = 0; run < 2; run++) await fetchAs(source, user('u1'), '{ items(first: 1) { sku } }');
    expect(compiles).toHaveBeenCalledTimes(1);
  });

  it('compiles at most 150 fields once fragments are expanded, however short the text', async () => {
    const source = new InProcessDataSource(shop, client);
    const spreads = (count: number) => `{ ${Array.from({ length: count }, (_, k) => `a${k}: items(first: 1) { ...F }`).join(' ')} } fragment F on Item { sku kind price tags stock title __typename }`;
    // 19 spreads of 8 fields (the list and the fragment's 7): 152 fields from 620 characters.
    expect(spreads(19).length).toBeLessThan(700);
    for (let run = 0; run < 2; run++) expect(Object.keys((await fetchAs(source, user('u1'), spreads(19))).data ?? {})).toHaveLength(19);
    expect(compiles).not.toHaveBeenCalled();
    // 18 of them: 144 fields.
    for (let run = 0; run < 2; run++) expect(Object.keys((await fetchAs(source, user('u1'), spreads(18))).data ?? {})).toHaveLength(18);
    expect(compiles).toHaveBeenCalledTimes(1);
  });

  it('never compiles for a schema with a union or interface that does not resolve its type: graphql-jit would leave the query unsettled', async () => {
    const unresolved: SubgraphDefinition = {
      name: 'unresolved',
      typeDefs: gql`
        type Pen {
          sku: String!
        }
        union Thing = Pen
        type Query {
          things: [Thing!]!
          count: Int!
        }
      `,
      resolvers: { Query: { things: () => [{ __typename: 'Pen', sku: 'P-1' }], count: () => 1 } },
      createContext: (scope) => ({ ...scope }),
    };
    const source = new InProcessDataSource(unresolved, client);
    for (let run = 0; run < 2; run++) expect(await fetchAs(source, user('u1'), '{ count things { ... on Pen { sku } } }')).toEqual({ data: { count: 1, things: [{ sku: 'P-1' }] } });
    expect(compiles).not.toHaveBeenCalled();
  });

  it('runs a document longer than 2,048 characters with graphql-js, as its compiling would cost more than it saves', async () => {
    const source = new InProcessDataSource(shop, client);
    const fields = Array.from({ length: 120 }, (_, k) => `a${k}: items(first: 1) { sku }`).join(' ');
    expect(fields.length).toBeGreaterThan(2048);
    for (let run = 0; run < 2; run++) expect((await fetchAs(source, user('u1'), `{ ${fields} }`)).data?.a119).toEqual([{ sku: 'B-1' }]);
    expect(compiles).not.toHaveBeenCalled();
    for (let run = 0; run < 2; run++) await fetchAs(source, user('u1'), '{ a: items(first: 1) { sku } }');
    expect(compiles).toHaveBeenCalledTimes(1);
  });

  it('keeps the compiled operations within a few megabytes, by what they weigh compiled, however many distinct ones run', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const source = new InProcessDataSource(shop, client);
    gc();
    const before = process.memoryUsage().heapUsed;
    // 60 distinct documents of 120 fields (thirty aliased pages), each run twice and so compiled.
    for (let n = 0; n < 60; n++) {
      const document = `{ ${Array.from({ length: 30 }, (_, k) => `p${n}_${k}: items(first: 2) { sku kind tags }`).join(' ')} }`;
      for (let run = 0; run < 2; run++) expect(Object.keys((await fetchAs(source, user('u1'), document)).data ?? {})).toHaveLength(30);
    }
    expect(compiles).toHaveBeenCalledTimes(60);
    // The counting mock and spy hold every compiled operation and read they saw.
    compiles.mockClear();
    reads.mockClear();
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8 * 2 ** 20);
  });
});

/** Accounts read in batches, credited by a mutation that then reads its account back, as the wallets area does. */
const CREDIT: OperationSpec = { ...ITEMS_READ, name: 'Shop/credit', idempotent: false };
const ACCOUNTS_READ: OperationSpec = { ...ITEMS_READ, name: 'Shop/accounts' };
const accountsAnswer = z.array(z.object({ id: z.string(), balance: z.number() }));
const accountLoader = perRequest(
  (context) =>
    new DataLoader<string, { id: string; balance: number }>(async (ids) => {
      const read = await context.client.call(ACCOUNTS_READ, { apiKey: context.apiKey, body: { ids }, response: accountsAnswer });
      return ids.map((id) => read.find((account) => account.id === id) ?? new Error(`no account ${id}`));
    }),
);
const bank: SubgraphDefinition = {
  name: 'bank',
  typeDefs: gql`
    type Account {
      id: String!
      balance: Int
      "Fails for the account 'bad'."
      note: String
    }
    type Query {
      accounts(ids: [String!]!): [Account]
    }
    type Mutation {
      credit(id: String!): Account
    }
  `,
  resolvers: {
    Query: { accounts: (_: unknown, { ids }: { ids: string[] }, context: RequestScope) => ids.map((id) => accountLoader(context).load(id)) },
    Account: {
      note: ({ id }: { id: string }) => {
        if (id === 'bad') throw new GraphQLError('no note', { extensions: { code: 'UPSTREAM_BAD_RESPONSE' } });
        return 'ok';
      },
    },
    Mutation: {
      credit: async (_: unknown, { id }: { id: string }, context: RequestScope) => {
        await context.client.call(CREDIT, { apiKey: context.apiKey, body: { id }, response: z.unknown() });
        accountLoader(context).clear(id);
        return accountLoader(context).load(id);
      },
    },
  },
  createContext: (scope) => ({ ...scope }),
};

describe('a compiled fetch made again by graphql-js', () => {
  let balances: Record<string, number> = {};
  let serviceReads: string[][] = [];
  beforeEach(() => {
    balances = { a: 100, bad: 0 };
    serviceReads = [];
    // The client counts the writes it starts: reads kept from before one are not given again.
    let writes = client.writeCount;
    jest.spyOn(client, 'writeCount', 'get').mockImplementation(() => writes);
    jest.spyOn(client, 'call').mockImplementation(async (spec, options) => {
      const body = options.body as { ids?: string[]; id?: string };
      if (spec === CREDIT) {
        writes++;
        balances[body.id!]! += 1;
        return {};
      }
      serviceReads.push(body.ids!);
      return body.ids!.map((id) => ({ id, balance: balances[id]! }));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives a balance credited earlier in the same request, as graphql-js alone does, and reads each batch once', async () => {
    const source = new InProcessDataSource(bank, client);
    const query = 'query ($ids: [String!]!) { accounts(ids: $ids) { id balance note } }';
    const fetchIn = (context: GatewayContext, document: string) =>
      source.process({ kind: 'UNKNOWN' as never, request: { query: document, variables: { ids: ['a', 'bad'] } }, context } as unknown as GraphQLDataSourceProcessOptions<GatewayContext>);
    const newRequest = () => ({ caller: user('u1'), apiKey: 'key', credentials: {} }) as unknown as GatewayContext;
    // Its first run: graphql-js; compiled from the second.
    await fetchIn(newRequest(), query);
    const request = newRequest();
    const balance = (answer: Awaited<ReturnType<typeof fetchIn>>) => (answer.data?.accounts as { balance: number }[])[0]?.balance;
    const first = await fetchIn(request, query);
    expect(balance(first)).toBe(100);
    expect(first.errors?.map(({ message, path }) => ({ message, path }))).toEqual([{ message: 'no note', path: ['accounts', 1, 'note'] }]);
    expect(await fetchIn(request, 'mutation { credit(id: "a") { id balance } }')).toEqual({ data: { credit: { id: 'a', balance: 101 } } });
    const after = await fetchIn(request, query);
    expect(balance(after)).toBe(101);
    // Each run's batch was read once, the compiled one's again by graphql-js through what it kept; the credit's read-back once.
    expect(serviceReads).toEqual([['a', 'bad'], ['a', 'bad'], ['a'], ['a', 'bad']]);
    expect(compiles).toHaveBeenCalledTimes(1);
  });
});
