import { buildSchema, parse, validate } from 'graphql';
import { maxExpandedSelectionsRule } from '../../../gateway/limits/expanded-selections';

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
