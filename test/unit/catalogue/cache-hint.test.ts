import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import { cacheHintOf } from '../../../gateway/federation/cache-hint';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';

const schema = buildSubgraphSchema([{ typeDefs: AREA_SUBGRAPHS.catalogue.typeDefs, resolvers: AREA_SUBGRAPHS.catalogue.resolvers }]);
const hint = (query: string) => cacheHintOf(schema, parse(query));

describe('cacheHintOf', () => {
  it('gives productSettings, and every object under it, 300 seconds for the caller only', () => {
    expect(hint(`{ productSettings { families { code label { value } variants { axes label { locale } } } groups { raw } } }`)).toEqual({
      maxAge: 300,
      scope: 'PRIVATE',
    });
  });

  it('follows fragments', () => {
    expect(hint(`query Q { ...F } fragment F on Query { productSettings { ... on ProductSettings { attributes { code } } } }`)).toEqual({
      maxAge: 300,
      scope: 'PRIVATE',
    });
  });

  it('makes an answer uncacheable as soon as a field without a hint is asked for', () => {
    expect(hint(`{ products { total } }`)).toEqual({ maxAge: 0 });
    expect(hint(`{ productSettings { groups { code } } products { total } }`)).toEqual({ maxAge: 0, scope: 'PRIVATE' });
    expect(hint(`query($r: [_Any!]!) { _entities(representations: $r) { ... on Product { sku } } }`)).toEqual({ maxAge: 0 });
  });

  it('leaves mutations uncacheable', () => {
    expect(hint(`mutation { upsertProduct(input: { dataType: "PRODUCT", data: { code: "x" } }) { meta { updateToken } } }`)).toEqual({ maxAge: 0 });
  });
});
