import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { isInputObjectType, isObjectType } from 'graphql';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';

const schema = buildSubgraphSchema([{ typeDefs: AREA_SUBGRAPHS.promotions.typeDefs }]);
const ours = (name: string) => !name.startsWith('_') && !['Query', 'Mutation', 'String', 'Boolean', 'Int', 'Float', 'ID'].includes(name) && !name.startsWith('link__') && !name.startsWith('federation__');

describe('the promotions SDL', () => {
  it('describes every type and field it declares', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!ours(type.name) && type.name !== 'Query' && type.name !== 'Mutation') continue;
      if (!type.description && ours(type.name)) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.name.startsWith('_') && !field.description) missing.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is composed into the committed supergraph', () => {
    const committed = readFileSync(join(__dirname, '../../../schema/supergraph.graphql'), 'utf8');
    for (const field of ['calculatePromotions', 'startPromotionTransaction', 'revertPromotionTransaction', 'commitPromotionTransaction', 'partialRevertPromotionTransaction', 'cancelPromotionTransaction']) {
      expect(committed).toContain(`${field}(`);
    }
  });
});
