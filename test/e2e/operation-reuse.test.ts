import { operationsBuilt } from '../../gateway/federation/result-shaping';
import { startStack, type Stack } from '../helpers/stack';

/*
 * The gateway builds the operation of a response once per parsed document (reusedOperationFromDocument):
 * requests of one query text share it, each still answered by its own variables.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const QUERY = `query Named($withName: Boolean!, $sku: Code!) {
  products(filters: { sku: $sku }) { products { sku name: attributeValue(code: "name", locale: "en_US") @include(if: $withName) } }
}`;

interface Answer {
  products: { products: { sku: string; name?: string | null }[] };
}

describe('the operation of a response, built once per query text', () => {
  it('is built once for many requests of one text, and each request is answered by its own variables', async () => {
    const before = operationsBuilt();
    const asked: [boolean, string][] = [
      [true, 'SKU-0001'],
      [false, 'SKU-0002'],
      [true, 'SKU-0003'],
      [false, 'SKU-0001'],
    ];
    for (const [withName, sku] of asked) {
      const result = await stack.query<Answer>(QUERY, { withName, sku });
      expect(result.errors).toBeUndefined();
      const [product] = result.data!.products.products;
      expect(product!.sku).toBe(sku);
      if (withName) expect(product!.name).toEqual(expect.any(String));
      else expect(product).not.toHaveProperty('name');
    }
    expect(operationsBuilt()).toBe(before + 1);
    // Another text is another operation.
    const other = await stack.query<Answer>(QUERY.replace('query Named', 'query Other'), { withName: true, sku: 'SKU-0002' });
    expect(other.data!.products.products[0]!.sku).toBe('SKU-0002');
    expect(operationsBuilt()).toBe(before + 2);
  });
});
