import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { GraphQLError, buildSchema, getOperationAST, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { costDirectivesOf, demandControlPlugin } from '../../../gateway/limits/demand-control';

const SDL = `
  directive @cost(weight: Int!) on FIELD_DEFINITION | OBJECT
  directive @listSize(assumedSize: Int, slicingArguments: [String!], sizedFields: [String!]) on FIELD_DEFINITION
  input LineInput { sku: String!, quantity: Int! }
  type Line { sku: String! }
  type Item { id: ID! }
  type Query {
    item(id: ID!): Item
    items(pageSize: Int = 5, tag: String): [Item!]! @listSize(slicingArguments: ["pageSize"])
    archive(pageSize: Int = 500): [Item!]! @listSize(slicingArguments: ["pageSize"])
    quote(lines: [LineInput!]!): [Line!]!
  }
`;
const MAX_COST = 100;

type DidResolve = NonNullable<GraphQLRequestListener<BaseContext>['didResolveOperation']>;

/** The plugin's check of one request: its error code, or 'accepted'. */
async function check(listener: GraphQLRequestListener<BaseContext>, schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): Promise<string> {
  const operation = getOperationAST(document)!;
  const didResolve = listener.didResolveOperation as DidResolve;
  try {
    await didResolve({ document, operation, schema, request: { variables } } as unknown as Parameters<DidResolve>[0]);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return String(error.extensions.code);
  }
}

async function listenerOf(plugin: ApolloServerPlugin<BaseContext>): Promise<GraphQLRequestListener<BaseContext>> {
  const listener = await plugin.requestDidStart!({} as Parameters<NonNullable<ApolloServerPlugin<BaseContext>['requestDidStart']>>[0]);
  return listener!;
}

describe('demand control', () => {
  const schema = buildSchema(SDL);
  const directives = costDirectivesOf(parse(SDL));
  afterEach(() => jest.restoreAllMocks());

  it('estimates an operation that reads no variable once, for every request of it', async () => {
    const plugin = demandControlPlugin(directives, MAX_COST);
    const walks = jest.spyOn(schema, 'getRootType');
    const document = parse('query ($id: ID!, $tag: String) { item(id: $id) { id } items(pageSize: 20, tag: $tag) { id } }');
    for (const id of ['1', '2', '3']) expect(await check(await listenerOf(plugin), schema, document, { id, tag: id })).toBe('accepted');
    expect(walks).toHaveBeenCalledTimes(1);
    // Another text is another operation, estimated on its own.
    const heavier = parse('query ($id: ID!) { item(id: $id) { id } items(pageSize: 200) { id } }');
    expect(await check(await listenerOf(plugin), schema, heavier, { id: '1' })).toBe('OPERATION_TOO_EXPENSIVE');
    expect(await check(await listenerOf(plugin), schema, heavier, { id: '1' })).toBe('OPERATION_TOO_EXPENSIVE');
    expect(walks).toHaveBeenCalledTimes(3);
  });

  it('estimates again for each request an operation whose size comes from its variables', async () => {
    const plugin = demandControlPlugin(directives, MAX_COST);
    const paged = parse('query ($size: Int) { items(pageSize: $size) { id } }');
    expect(await check(await listenerOf(plugin), schema, paged, { size: 10 })).toBe('accepted');
    expect(await check(await listenerOf(plugin), schema, paged, { size: 10_000 })).toBe('OPERATION_TOO_EXPENSIVE');
    expect(await check(await listenerOf(plugin), schema, paged, { size: 0 })).toBe('BAD_USER_INPUT');
    // Left out, the argument's default (5) sizes the list.
    expect(await check(await listenerOf(plugin), schema, paged, {})).toBe('accepted');
    // As GraphQL executes them: a variable left out takes the operation's default, and without one the argument's.
    const defaulted = parse('query ($size: Int = 100000) { items(pageSize: $size) { id } }');
    expect(await check(await listenerOf(plugin), schema, defaulted, {})).toBe('OPERATION_TOO_EXPENSIVE');
    expect(await check(await listenerOf(plugin), schema, defaulted, { size: 10 })).toBe('accepted');
    const archive = parse('query ($size: Int) { archive(pageSize: $size) { id } }');
    expect(await check(await listenerOf(plugin), schema, archive, {})).toBe('OPERATION_TOO_EXPENSIVE');
    expect(await check(await listenerOf(plugin), schema, archive, { size: 20 })).toBe('accepted');
    // A size given null is the argument's default too, as the resolvers read it.
    expect(await check(await listenerOf(plugin), schema, archive, { size: null })).toBe('OPERATION_TOO_EXPENSIVE');
    expect(await check(await listenerOf(plugin), schema, parse('{ archive(pageSize: null) { id } }'), {})).toBe('OPERATION_TOO_EXPENSIVE');
    // A variable named as a property of every object, left out, is missing like any other.
    const inherited = parse('query ($constructor: Int, $toString: Int) { archive(pageSize: $constructor) { id } items(pageSize: $toString) { id } }');
    expect(await check(await listenerOf(plugin), schema, inherited, {})).toBe('OPERATION_TOO_EXPENSIVE');
    expect(await check(await listenerOf(plugin), schema, inherited, { constructor: 5, toString: 5 })).toBe('accepted');

    const lines = (count: number) => Array.from({ length: count }, (_, i) => ({ sku: `SKU-${i}`, quantity: 1 }));
    const quote = parse('query ($lines: [LineInput!]!) { quote(lines: $lines) { sku } }');
    expect(await check(await listenerOf(plugin), schema, quote, { lines: lines(3) })).toBe('accepted');
    expect(await check(await listenerOf(plugin), schema, quote, { lines: lines(500) })).toBe('OPERATION_TOO_EXPENSIVE');
    // A variable inside a literal list is read too: its operation is estimated for each request.
    const walks = jest.spyOn(schema, 'getRootType');
    const literal = parse('query ($line: LineInput!) { quote(lines: [$line, $line]) { sku } }');
    expect(await check(await listenerOf(plugin), schema, literal, { line: { sku: 'a', quantity: 1 } })).toBe('accepted');
    expect(await check(await listenerOf(plugin), schema, literal, { line: { sku: 'b', quantity: 2 } })).toBe('accepted');
    expect(walks).toHaveBeenCalledTimes(2);
  });

  it('estimates an operation again under another schema', async () => {
    const plugin = demandControlPlugin(directives, MAX_COST);
    const document = parse('{ items(pageSize: 50) { id } }');
    expect(await check(await listenerOf(plugin), schema, document, {})).toBe('accepted');
    const updated = buildSchema(SDL);
    const walks = jest.spyOn(updated, 'getRootType');
    expect(await check(await listenerOf(plugin), updated, document, {})).toBe('accepted');
    expect(await check(await listenerOf(plugin), updated, document, {})).toBe('accepted');
    expect(walks).toHaveBeenCalledTimes(1);
  });
});
