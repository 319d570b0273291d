import type { CatalogueDataSource, ProductPage } from '../../../subgraphs/catalogue/datasource';
import { createLoaders, MAX_SKUS_PER_CALL } from '../../../subgraphs/catalogue/loaders';

/** A data source that records every getProducts body and knows the skus it is given. */
function fakeDataSource(known: Set<string>) {
  const calls: { filters: { sku: string } }[] = [];
  const dataSource: Pick<CatalogueDataSource, 'getProducts'> = {
    getProducts: async (input: object): Promise<ProductPage> => {
      const body = input as { filters: { sku: string } };
      calls.push(body);
      const products = body.filters.sku
        .split(',')
        .filter((sku) => known.has(sku))
        .map((sku) => ({ sku, family: 'clothing' }));
      return { total: products.length, pageFrom: 0, pageSize: products.length, size: products.length, products, raw: {} };
    },
  };
  return { calls, dataSource };
}

describe('the products loader', () => {
  it('sends one getProducts call per batch, skus comma-separated, aligned with the keys', async () => {
    const { calls, dataSource } = fakeDataSource(new Set(['A', 'C']));
    const loaders = createLoaders(dataSource);
    const found = await Promise.all(['A', 'B', 'C'].map((sku) => loaders.products.load(sku)));
    expect(found.map((product) => product?.sku ?? null)).toEqual(['A', null, 'C']);
    expect(calls).toEqual([{ filters: { sku: 'A,B,C' }, pageFrom: 0, pageSize: 3 }]);
  });

  it(`splits batches at ${MAX_SKUS_PER_CALL} skus`, async () => {
    const skus = Array.from({ length: MAX_SKUS_PER_CALL + 1 }, (_, index) => `S${index}`);
    const { calls, dataSource } = fakeDataSource(new Set(skus));
    const loaders = createLoaders(dataSource);
    await Promise.all(skus.map((sku) => loaders.products.load(sku)));
    expect(calls.map((call) => call.filters.sku.split(',').length)).toEqual([MAX_SKUS_PER_CALL, 1]);
  });

  it('resolves a sku holding a comma to null without sending it', async () => {
    const { calls, dataSource } = fakeDataSource(new Set(['A']));
    const loaders = createLoaders(dataSource);
    expect(await loaders.products.load('A,B')).toBeNull();
    expect(calls).toEqual([]);
  });
});
