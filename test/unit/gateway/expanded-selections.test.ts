import { Kind, buildSchema, parse, validate } from 'graphql';
import { directSelections, maxExpandedDirectivesRule, maxExpandedSelectionsRule } from '../../../gateway/limits/expanded-selections';

const schema = buildSchema(`
  type Item { id: ID name: String children: [Item] }
  type Query { item: Item count: Int }
`);

const errorsOf = (text: string, limit: number) => validate(schema, parse(text), [maxExpandedSelectionsRule(limit)]).map((error) => error.message);

describe('the limit on selections once fragments are expanded', () => {
  it('counts fields, nested ones, inline fragments and every spread of a fragment', () => {
    // item, id, name, children { id } = 5, through F spread twice (10), plus count, plus the inline id: 12.
    const text = 'query { ...F ... on Query { item { ...G } } count } fragment F on Query { item { id name children { id } } } fragment G on Item { id }';
    const withSecondSpread = text.replace('count }', 'count ...F }');
    expect(errorsOf(withSecondSpread, 13)).toEqual([]);
    expect(errorsOf(withSecondSpread, 12)).toEqual(['The operation selects more than 12 fields once its fragments are expanded.']);
    expect(errorsOf(text, 8)).toEqual([]);
    expect(errorsOf(text, 7)).toHaveLength(1);
  });

  it('refuses a bomb of 3.2 million selections, counting each fragment once', () => {
    const width = 20;
    const spreads = (level: number) => Array.from({ length: width }, (_, j) => `...L${level}_${j}`).join(' ');
    const fragments = [
      ...Array.from({ length: width }, (_, i) => `fragment L0_${i} on Query { __typename }`),
      ...Array.from({ length: 4 }, (_, level) => Array.from({ length: width }, (_, i) => `fragment L${level + 1}_${i} on Query { ${spreads(level)} }`)).flat(),
    ];
    expect(errorsOf(`query { ${spreads(4)} } ${fragments.join(' ')}`, 50_000)).toEqual(['The operation selects more than 50000 fields once its fragments are expanded.']);
  });

  it('leaves a fragment cycle to the rule that reports it, without looping', () => {
    expect(errorsOf('query { ...A } fragment A on Query { count ...B } fragment B on Query { ...A }', 100)).toEqual([]);
  });
});

const directiveErrorsOf = (text: string, limit: number) => validate(schema, parse(text), [maxExpandedDirectivesRule(limit)]).map((error) => error.message);

describe('the limit on directives once fragments are expanded', () => {
  it("counts the operation's, each field's, each spread's own and the fragment's wherever it is spread", () => {
    // Operation 1; F spread twice, each spread with its own @include (2), F itself 1 and its field 1 per spread (4); the inline fragment's 1: 8.
    const text =
      'query Q($a: Boolean!) @skip(if: false) { ...F @include(if: $a) ...F @include(if: $a) ... on Query @skip(if: $a) { count } } fragment F on Query @include(if: true) { item @skip(if: $a) { id } }';
    expect(directiveErrorsOf(text, 8)).toEqual([]);
    expect(directiveErrorsOf(text, 7)).toEqual(['The operation carries more than 7 directives once its fragments are expanded.']);
  });

  it("refuses 900 spreads of one fragment each under its own @include, which GraphQL Armor's count lets through", () => {
    const spreads = Array.from({ length: 900 }, (_, i) => `...F @include(if: $v${i})`).join(' ');
    const definitions = Array.from({ length: 900 }, (_, i) => `$v${i}: Boolean!`).join(' ');
    expect(directiveErrorsOf(`query (${definitions}) { ${spreads} } fragment F on Query { count }`, 50)).toEqual([
      'The operation carries more than 50 directives once its fragments are expanded.',
    ]);
  });
});

describe('directSelections', () => {
  it("counts the fields an object holds itself, its fragments expanded, and saturates past its limit", () => {
    const document = parse('{ item { ...F children { ...F } } } fragment F on Item { id ... on Item { name } }');
    const fragments = Object.fromEntries(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
    const [operation] = document.definitions;
    if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('an operation first');
    const item = operation.selectionSet.selections[0];
    if (item?.kind !== Kind.FIELD || !item.selectionSet) throw new Error('item first');
    // F's id and name, and children: what children select is counted for each child.
    expect(directSelections(item.selectionSet, fragments)).toBe(3);
    expect(directSelections(item.selectionSet, fragments, 1)).toBe(2);
    expect(directSelections(operation.selectionSet, fragments)).toBe(1);
  });
});
