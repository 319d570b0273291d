import { buildSubgraphSchema } from '@apollo/subgraph';
import { buildSchema, execute, isObjectType, parse, type FieldNode, type GraphQLField, type OperationDefinitionNode } from 'graphql';
import { argumentValues, graphqlArgumentValues, installArgumentValues } from '../../../gateway/federation/argument-values';
import { SUBGRAPHS } from '../../../gateway/federation/subgraphs';

/*
 * argumentValues replaces graphql-js's getArgumentValues for every field the subgraphs resolve: it
 * must read exactly what graphql-js reads, and for a field without arguments give an empty object
 * that no resolver can write into another field's arguments through.
 */

const SDL = `
  input Range { from: Int = 0, to: Int }
  type Query {
    plain: Int
    defaults(x: Int = 3, range: Range = { to: 9 }): Int
    required(y: String!): Int
    listed(list: [Int!], range: Range): Int
  }
`;
const schema = buildSchema(SDL);

function fieldsOf(text: string): FieldNode[] {
  const operation = parse(text).definitions[0] as OperationDefinitionNode;
  return operation.selectionSet.selections as FieldNode[];
}

const definition = (name: string) => schema.getQueryType()!.getFields()[name]!;

/** What a call gives, or the message it throws. */
function outcome(read: typeof graphqlArgumentValues, field: GraphQLField<unknown, unknown>, node: FieldNode, variables?: Record<string, unknown>): unknown {
  try {
    const values = read(field, node, variables);
    return { prototype: Object.getPrototypeOf(values) as unknown, values: { ...values } };
  } catch (error) {
    return { throws: error instanceof Error ? error.message : String(error) };
  }
}

describe('argumentValues reads what graphql-js reads', () => {
  it.each([
    ['a field without arguments', '{ plain }', undefined],
    ['defaults, nested in an input object too', '{ defaults }', undefined],
    ['literals over defaults', '{ defaults(x: 5, range: { to: 2 }) }', undefined],
    ['variables, and a variable not given', 'query ($x: Int, $to: Int) { defaults(x: $x, range: { to: $to }) }', { x: 7 }],
    ['a missing required argument', '{ required }', undefined],
    ['a required argument given', '{ required(y: "q") }', undefined],
    ['lists and nulls', '{ listed(list: [1, 2], range: null) }', undefined],
    ['a null for a non-null variable', 'query ($y: String!) { required(y: $y) }', { y: null }],
  ])('%s', (_name, text, variables) => {
    const [node] = fieldsOf(text);
    const field = definition(node!.name.value);
    const ours = outcome(argumentValues, field, node!, variables);
    expect(ours).toEqual(outcome(graphqlArgumentValues, field, node!, variables));
    expect(ours).not.toBeUndefined();
  });

  it('gives every field of every area that takes no arguments the same empty, frozen, plain object', () => {
    let checked = 0;
    for (const entry of SUBGRAPHS) {
      const areaSchema = buildSubgraphSchema([{ typeDefs: entry.definition.typeDefs, resolvers: entry.definition.resolvers }]);
      for (const type of Object.values(areaSchema.getTypeMap())) {
        if (!isObjectType(type) || type.name.startsWith('__')) continue;
        for (const field of Object.values(type.getFields())) {
          const [node] = fieldsOf(`{ ${field.name} }`);
          expect(outcome(argumentValues, field, node!)).toEqual(outcome(graphqlArgumentValues, field, node!));
          if (field.args.length > 0) continue;
          const ours = argumentValues(field, node!);
          expect(Object.getPrototypeOf(ours)).toBe(Object.prototype);
          expect(Object.keys(ours)).toEqual([]);
          expect(Object.isFrozen(ours)).toBe(true);
          checked++;
        }
      }
    }
    // Every area has hundreds of such fields: the check reached them.
    expect(checked).toBeGreaterThan(300);
  });

  it('leaves a directive\'s arguments to graphql-js', () => {
    const directive = schema.getDirective('include')!;
    const [node] = fieldsOf('query ($on: Boolean!) { plain @include(if: $on) }');
    expect({ ...argumentValues(directive, node!.directives![0]!, { on: false }) }).toEqual({ if: false });
  });
});

function graphqlValuesModule(): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object itself, as graphql-js's executor reaches it
  return require('graphql/execution/values') as Record<string, unknown>;
}

describe('installArgumentValues', () => {
  const original = Object.getOwnPropertyDescriptor(graphqlValuesModule(), 'getArgumentValues');
  // Other test files may run later in the same worker, and expect graphql-js as it ships.
  afterAll(() => {
    if (original) Object.defineProperty(graphqlValuesModule(), 'getArgumentValues', original);
  });

  it('makes graphql-js\'s executor read arguments with argumentValues: fields without any share one object a resolver cannot write to', async () => {
    expect(original?.value).toBe(graphqlArgumentValues);
    installArgumentValues();
    expect(graphqlValuesModule().getArgumentValues).toBe(argumentValues);
    const seen: Record<string, unknown>[] = [];
    const result = await execute({
      schema,
      document: parse('{ plain other: plain defaults(x: 4) required(y: "z") }'),
      rootValue: {
        plain: (args: Record<string, unknown>) => (seen.push(args), 1),
        defaults: (args: { x: number; range: { from: number; to: number } }) => args.x + args.range.from + args.range.to,
        required: (args: Record<string, unknown>) => {
          args.y = 'written';
          return 2;
        },
      },
    });
    expect(result).toEqual({ data: { plain: 1, other: 1, defaults: 13, required: 2 } });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    const writes = await execute({
      schema,
      document: parse('{ plain }'),
      rootValue: {
        plain: (args: Record<string, unknown>) => {
          args.leaked = true;
          return 1;
        },
      },
    });
    expect(writes.data).toEqual({ plain: null });
    expect(writes.errors?.[0]?.message).toMatch(/object is not extensible|read only|Cannot add property leaked/);
    expect(Object.keys(seen[0]!)).toEqual([]);
  });
});
