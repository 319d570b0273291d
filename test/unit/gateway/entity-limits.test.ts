import { buildSubgraphSchema } from '@apollo/subgraph';
import { execute, parse, type ExecutionResult } from 'graphql';
import { gql } from 'graphql-tag';
import { EntityLimits } from '../../../gateway/limits/entity-limits';

/**
 * `_entities` held to its limits, per request and across requests in flight. The subgraph's reference
 * resolver counts its runs and holds each until the test lets it answer, so that requests overlap.
 */

const typeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key"])
  type Item @key(fields: "sku") {
    sku: String!
    name: String
  }
  type Query {
    item(sku: String!): Item
  }
`;

let resolved: string[] = [];
let release: () => void = () => undefined;
let gate = Promise.resolve();

function limitedSchema(limits = { maxEntities: 10, maxEntityFields: 40, maxEntitiesInFlight: 20 }) {
  const entityLimits = new EntityLimits((context) => (context as { request: object }).request, limits);
  const schema = buildSubgraphSchema([
    {
      typeDefs,
      resolvers: {
        Item: {
          __resolveReference: async (reference: { sku: string }) => {
            resolved.push(reference.sku);
            await gate;
            return { sku: reference.sku, name: `Item ${reference.sku}` };
          },
        },
      },
    },
  ]);
  return { entityLimits, schema: entityLimits.guard(schema, typeDefs) };
}

const items = (count: number, tag = 'a') => Array.from({ length: count }, (_, i) => ({ __typename: 'Item', sku: `${tag}${i}` }));
const QUERY = parse('query ($r: [_Any!]!) { _entities(representations: $r) { ... on Item { sku name } } }');
type Guarded = ReturnType<typeof limitedSchema>;
const run = (guarded: Guarded, request: object, representations: unknown[], document = QUERY) =>
  execute({ schema: guarded.schema, document, variableValues: { r: representations }, contextValue: { request } }) as Promise<ExecutionResult>;
const errorOf = (result: ExecutionResult) => ({ message: result.errors?.[0]?.message, code: result.errors?.[0]?.extensions.code });

beforeEach(() => {
  resolved = [];
  gate = new Promise((resolve) => (release = resolve));
});

describe('the limits on _entities of a subgraph served on its own', () => {
  it('answers up to its entities per request over every alias, and refuses the next before resolving it', async () => {
    const guarded = limitedSchema();
    release();
    const aliased = parse('query ($r: [_Any!]!) { a: _entities(representations: $r) { __typename } b: _entities(representations: $r) { __typename } c: _entities(representations: $r) { __typename } }');
    const result = await run(guarded, {}, items(4), aliased);
    // a and b (8 entities) are within 10; c (12) is not, and `_entities` being non-null, the answer is null.
    expect(result.data).toBeNull();
    expect(errorOf(result)).toEqual({ message: 'A request may ask for at most 10 entities.', code: 'BAD_USER_INPUT' });
    expect(result.errors?.[0]?.path).toEqual(['c']);
    expect(resolved).toHaveLength(8);
  });

  it('counts the fields each entity selects, fragments expanded', async () => {
    const guarded = limitedSchema();
    release();
    // 2 fields × 10 entities = 20 ≤ 40; 5 fields (three aliases more, through a fragment) × 10 = 50 > 40.
    expect((await run(guarded, {}, items(10))).errors).toBeUndefined();
    const wide = parse('query ($r: [_Any!]!) { _entities(representations: $r) { ...F } } fragment F on Item { sku name a: name b: name c: sku }');
    expect(errorOf(await run(guarded, {}, items(10), wide))).toEqual({ message: 'A request may select at most 40 fields of entities in all.', code: 'BAD_USER_INPUT' });
  });

  it('resolves at most its entities in flight across requests, told to retry past them, until a request is released', async () => {
    const guarded = limitedSchema();
    const [first, second, third] = [{}, {}, {}];
    const running = [run(guarded, first, items(10, 'a')), run(guarded, second, items(10, 'b'))];
    const refused = await run(guarded, third, items(1, 'c'));
    expect(errorOf(refused)).toEqual({ message: 'This subgraph is resolving its limit of 20 entities at once: retry after 1 s', code: 'RATE_LIMITED' });
    expect(refused.errors?.[0]?.extensions.retryAfter).toBe(1);
    expect(guarded.entityLimits.entitiesInFlight).toBe(20);
    release();
    await Promise.all(running);
    // Finished, yet still counted until the server releases them (once their answers are complete).
    expect(guarded.entityLimits.entitiesInFlight).toBe(20);
    guarded.entityLimits.release(first);
    expect(guarded.entityLimits.entitiesInFlight).toBe(10);
    expect((await run(guarded, third, items(10, 'c'))).errors).toBeUndefined();
    guarded.entityLimits.release(second);
    guarded.entityLimits.release(third);
    guarded.entityLimits.release(third);
    expect(guarded.entityLimits.entitiesInFlight).toBe(0);
  });

  it.each([
    ['not an object', ['Item'], 'representations[0] is not an object.'],
    ['a list', [[{ __typename: 'Item', sku: 'a' }]], 'representations[0] is not an object.'],
    ['a key that is not a scalar', [{ __typename: 'Item', sku: 'a' }, { __typename: 'Item', sku: ['a'] }], 'representations[1] has a sku that is not a string.'],
    ['a missing key', [{ __typename: 'Item' }], 'representations[0] has a sku that is not a string.'],
    ['nested deeper than 8 levels', [{ __typename: 'Item', sku: 'a', extra: [[[[[[[[['deep']]]]]]]]] }], 'representations[0] nests deeper than 8 levels.'],
  ])('refuses a representation (%s) before resolving any', async (_name, representations, message) => {
    const guarded = limitedSchema();
    release();
    expect(errorOf(await run(guarded, {}, representations))).toEqual({ message, code: 'BAD_USER_INPUT' });
    expect(resolved).toEqual([]);
  });

  it('takes a representation nested 8 levels, and a numeric key', async () => {
    const guarded = limitedSchema();
    release();
    const result = await run(guarded, {}, [{ __typename: 'Item', sku: 7, extra: [[[[[[['ok']]]]]]] }]);
    expect(result).toEqual({ data: { _entities: [{ sku: '7', name: 'Item 7' }] } });
  });
});
