import { buildSubgraphSchema } from '@apollo/subgraph';
import { execute, parse, type ExecutionResult } from 'graphql';
import { gql } from 'graphql-tag';
import { SubgraphAnswerLimits } from '../../../gateway/limits/subgraph-limits';

/**
 * A subgraph's answers held to their limits, per request and across requests in flight. The
 * subgraph's resolvers count their runs and hold each until the test lets it answer, so that
 * requests overlap.
 */

const typeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key"])
  type Item @key(fields: "sku") {
    sku: String!
    name: String
    tags: [Tag!]!
  }
  type Tag {
    code: String!
  }
  type Query {
    items(count: Int!): [Item!]!
    "Every element fails at its own position, as a rejected promise."
    failing(count: Int!): [Item]!
  }
  type Mutation {
    touch(sku: String!): Item
  }
`;

let resolved: string[] = [];
let written: string[] = [];
let release: () => void = () => undefined;
let gate = Promise.resolve();

const item = (sku: string) => ({ sku, name: `Item ${sku}`, tags: [{ code: 'a' }, { code: 'b' }, { code: 'c' }] });

function limitedSchema(limits = { maxEntities: 10, maxAnswerFields: 100, maxEntitiesInFlight: 20, maxAnswerFieldsInFlight: 200 }) {
  const answerLimits = new SubgraphAnswerLimits((context) => (context as { request: object }).request, limits);
  const schema = buildSubgraphSchema([
    {
      typeDefs,
      resolvers: {
        Query: {
          items: async (_: unknown, { count }: { count: number }) => {
            await gate;
            return Array.from({ length: count }, (_unused, i) => item(`i${i}`));
          },
          failing: (_: unknown, { count }: { count: number }) => Array.from({ length: count }, (_unused, i) => Promise.reject(new Error(`no item ${i}`))),
        },
        Mutation: {
          touch: (_: unknown, { sku }: { sku: string }) => {
            written.push(sku);
            return item(sku);
          },
        },
        Item: {
          __resolveReference: async (reference: { sku: string }) => {
            resolved.push(reference.sku);
            await gate;
            return item(reference.sku);
          },
        },
      },
    },
  ]);
  return { answerLimits, schema: answerLimits.guard(schema, typeDefs) };
}

const items = (count: number, tag = 'a') => Array.from({ length: count }, (_, i) => ({ __typename: 'Item', sku: `${tag}${i}` }));
const ENTITIES = parse('query ($r: [_Any!]!) { _entities(representations: $r) { ... on Item { sku name } } }');
type Guarded = ReturnType<typeof limitedSchema>;
const run = (guarded: Guarded, request: object, document: ReturnType<typeof parse>, representations: unknown[] = []) =>
  execute({ schema: guarded.schema, document, variableValues: { r: representations }, contextValue: { request } }) as Promise<ExecutionResult>;
const errorOf = (result: ExecutionResult) => ({ message: result.errors?.[0]?.message, code: result.errors?.[0]?.extensions.code });

beforeEach(() => {
  resolved = [];
  written = [];
  gate = new Promise((resolve) => (release = resolve));
});

describe('the limits on the answers of a subgraph served on its own', () => {
  it('answers up to its entities per request over every alias, and refuses the next before resolving it', async () => {
    const guarded = limitedSchema();
    release();
    const aliased = parse('query ($r: [_Any!]!) { a: _entities(representations: $r) { __typename } b: _entities(representations: $r) { __typename } c: _entities(representations: $r) { __typename } }');
    const result = await run(guarded, {}, aliased, items(4));
    // a and b (8 entities) are within 10; c (12) is not, and `_entities` being non-null, the answer is null.
    expect(result.data).toBeNull();
    expect(errorOf(result)).toEqual({ message: 'A request may ask for at most 10 entities.', code: 'BAD_USER_INPUT' });
    expect(result.errors?.[0]?.path).toEqual(['c']);
    expect(resolved).toHaveLength(8);
  });

  it('counts the fields every object brings, fragments expanded and lists inside objects too', async () => {
    const guarded = limitedSchema({ maxEntities: 10, maxAnswerFields: 100, maxEntitiesInFlight: 1_000, maxAnswerFieldsInFlight: 1_000 });
    release();
    // 10 entities × 2 fields = 20 ≤ 100.
    expect((await run(guarded, {}, ENTITIES, items(10))).errors).toBeUndefined();
    // 10 × 5 (three aliases more, through a fragment) = 50, then each entity's 3 tags × 3 aliases = 9: past 100 at the sixth.
    const wide = parse('query ($r: [_Any!]!) { _entities(representations: $r) { ...F } } fragment F on Item { sku name a: name tags { a: code b: code c: code } }');
    expect(errorOf(await run(guarded, {}, wide, items(10)))).toEqual({ message: "A request's answer may hold at most 100 fields.", code: 'OPERATION_TOO_EXPENSIVE' });
    // Root fields as well: 30 items × 3 fields.
    expect((await run(guarded, {}, parse('{ items(count: 30) { sku name b: name } }'))).errors).toBeUndefined();
    expect(errorOf(await run(guarded, {}, parse('{ items(count: 30) { sku name b: name c: name } }')))).toEqual({
      message: "A request's answer may hold at most 100 fields.",
      code: 'OPERATION_TOO_EXPENSIVE',
    });
  });

  it('builds at most its entities and fields in flight across requests, told to retry past them, until a request is released', async () => {
    const guarded = limitedSchema();
    const [first, second, third] = [{}, {}, {}];
    const running = [run(guarded, first, ENTITIES, items(10, 'a')), run(guarded, second, ENTITIES, items(10, 'b'))];
    const refused = await run(guarded, third, ENTITIES, items(1, 'c'));
    expect(errorOf(refused)).toEqual({ message: 'This subgraph is resolving its limit of 20 entities at once: retry after 1 s', code: 'RATE_LIMITED' });
    expect(refused.errors?.[0]?.extensions.retryAfter).toBe(1);
    expect(guarded.answerLimits.inFlight).toEqual({ entities: 20, fields: 40 });
    release();
    await Promise.all(running);
    // Finished, yet still counted until the server releases them (once their answers are complete).
    expect(guarded.answerLimits.inFlight.entities).toBe(20);
    guarded.answerLimits.release(first);
    expect(guarded.answerLimits.inFlight).toEqual({ entities: 10, fields: 20 });
    expect((await run(guarded, third, ENTITIES, items(10, 'c'))).errors).toBeUndefined();
    // Fields alone: with 40 held, two requests of 30 items × 2 fields make 160; the third is told to retry.
    const fields = await Promise.all([{}, {}, {}].map((request) => run(guarded, request, parse('{ items(count: 30) { sku name } }'))));
    expect(fields.filter((result) => result.errors === undefined)).toHaveLength(2);
    expect(errorOf(fields[2]!)).toEqual({ message: 'This subgraph is building its limit of 200 answer fields at once: retry after 1 s', code: 'RATE_LIMITED' });
    guarded.answerLimits.release(second);
    guarded.answerLimits.release(third);
    guarded.answerLimits.release(third);
    expect(guarded.answerLimits.inFlight).toEqual({ entities: 0, fields: 120 });
  });

  it('counts nothing more for a request once released: its late resolvers do not hold the process\'s count', async () => {
    const guarded = limitedSchema();
    release();
    const request = {};
    await run(guarded, request, parse('{ items(count: 10) { sku name } }'));
    expect(guarded.answerLimits.inFlight.fields).toBe(20);
    guarded.answerLimits.release(request);
    // What still resolves for it afterwards (siblings of a list item refused mid-list) is neither counted nor refused.
    expect((await run(guarded, request, parse('{ items(count: 60) { sku name } }'))).errors).toBeUndefined();
    expect(guarded.answerLimits.inFlight).toEqual({ entities: 0, fields: 0 });
  });

  it('counts a mutation before it writes, and never refuses what its answer holds once it has', async () => {
    const guarded = limitedSchema({ maxEntities: 10, maxAnswerFields: 100, maxEntitiesInFlight: 20, maxAnswerFieldsInFlight: 200 });
    release();
    const wide = parse(`mutation { touch(sku: "w") { ${Array.from({ length: 101 }, (_, i) => `a${i}: sku`).join(' ')} } }`);
    expect(errorOf(await run(guarded, {}, wide))).toEqual({ message: "A request's answer may hold at most 100 fields.", code: 'OPERATION_TOO_EXPENSIVE' });
    expect(written).toEqual([]);
    // With the process's count at its limit, a mutation within its own is written, and its answer's tags (a list) are not refused.
    for (const count of [30, 30, 6]) await run(guarded, {}, parse(`{ items(count: ${count}) { sku name b: name } }`));
    expect(guarded.answerLimits.inFlight.fields).toBe(198);
    const touched = await run(guarded, {}, parse('mutation { touch(sku: "t") { sku tags { code } } }'));
    expect(touched).toEqual({ data: { touch: { sku: 't', tags: [{ code: 'a' }, { code: 'b' }, { code: 'c' }] } } });
    expect(written).toEqual(['t']);
    // The touch (its 2 fields, counted before it wrote) and its three tags: past the 200 a query would be refused at.
    expect(guarded.answerLimits.inFlight.fields).toBe(203);
  });

  it.each([
    ['not an object', ['Item'], 'representations[0] is not an object.'],
    ['a list', [[{ __typename: 'Item', sku: 'a' }]], 'representations[0] is not an object.'],
    ['of no entity type here', [{ __typename: 'Nope', sku: 'a' }], 'representations[0] names no entity type of this subgraph.'],
    ['without a typename', [{ sku: 'a' }], 'representations[0] names no entity type of this subgraph.'],
    ['with a key that is not a scalar', [{ __typename: 'Item', sku: 'a' }, { __typename: 'Item', sku: ['a'] }], 'representations[1] has a sku that is not a string.'],
    ['without its key', [{ __typename: 'Item' }], 'representations[0] has a sku that is not a string.'],
    ['nested deeper than 8 levels', [{ __typename: 'Item', sku: 'a', extra: [[[[[[[[['deep']]]]]]]]] }], 'representations[0] nests deeper than 8 levels.'],
  ])('refuses a representation (%s) before resolving any', async (_name, representations, message) => {
    const guarded = limitedSchema();
    release();
    expect(errorOf(await run(guarded, {}, ENTITIES, representations))).toEqual({ message, code: 'BAD_USER_INPUT' });
    expect(resolved).toEqual([]);
  });

  it('takes a representation nested 8 levels, and a numeric key', async () => {
    const guarded = limitedSchema();
    release();
    const result = await run(guarded, {}, ENTITIES, [{ __typename: 'Item', sku: 7, extra: [[[[[[['ok']]]]]]] }]);
    expect(result).toEqual({ data: { _entities: [{ sku: '7', name: 'Item 7' }] } });
  });

  it('leaves no element of a list it refuses to fail unread: a rejected one would be a rejection no code handles', async () => {
    const rejections: unknown[] = [];
    const record = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', record);
    try {
      const guarded = limitedSchema();
      release();
      // 40 elements × 3 fields: past 100.
      expect(errorOf(await run(guarded, {}, parse('{ failing(count: 40) { sku name b: name } }')))).toEqual({
        message: "A request's answer may hold at most 100 fields.",
        code: 'OPERATION_TOO_EXPENSIVE',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(rejections).toEqual([]);
    } finally {
      process.removeListener('unhandledRejection', record);
    }
  });
});
