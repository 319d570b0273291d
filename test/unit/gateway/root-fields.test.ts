import { buildSchema, isNonNullType } from 'graphql';
import { readApiSchema } from '../../../gateway/federation/supergraph';

const api = buildSchema(readApiSchema());

describe('root fields of the composed API', () => {
  it('are all nullable, so one failing field is null with its error and never blanks its siblings', () => {
    const roots = [api.getQueryType(), api.getMutationType()].flatMap((type) => Object.values(type?.getFields() ?? {}));
    expect(roots.length).toBeGreaterThan(30);
    const nonNull = roots.filter((field) => isNonNullType(field.type)).map((field) => field.name);
    expect(nonNull).toEqual([]);
  });
});
