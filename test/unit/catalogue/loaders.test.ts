import type { CatalogueDataSource, ProductPage, ProductRecord } from '../../../subgraphs/catalogue/datasource';
import { createLoaders, MAX_SKUS_PER_CALL } from '../../../subgraphs/catalogue/loaders';

/** A product record as the data source reads it: every field the service did not send is null or empty. */
const record = (fields: Partial<ProductRecord> & { sku: string }): ProductRecord => ({
  id: null,
  dataType: null,
  code: null,
  family: null,
  status: null,
  enabled: null,
  groups: [],
  categories: [],
  attributes: [],
  axesValues: [],
  parent: null,
  variant: null,
  createdAt: null,
  updatedAt: null,
  updateToken: null,
  source: null,
  ...fields,
});

const page = (products: ProductRecord[]): ProductPage => ({
  total: products.length,
  pageFrom: 0,
  pageSize: products.length,
  size: products.length,
  products,
  raw: {},
});

interface Body {
  filters: { sku?: string; idList?: string[] };
  pageFrom: number;
  pageSize: number;
}

/** A data source that records every getProducts body and answers with the records `answer` picks. */
function fakeDataSource(answer: (body: Body) => ProductRecord[]) {
  const calls: Body[] = [];
  const dataSource: Pick<CatalogueDataSource, 'getProducts' | 'getProductSettings'> = {
    getProducts: async (input: object): Promise<ProductPage> => {
      const body = input as Body;
      calls.push(body);
      return page(answer(body));
    },
    getProductSettings: () => Promise.reject(new Error('the product loaders never read the settings')),
  };
  return { calls, dataSource };
}

/** Knows the skus it is given, and answers a comma-separated sku filter with them. */
const bySkuFilter = (known: Set<string>) => (body: Body) =>
  (body.filters.sku ?? '')
    .split(',')
    .filter((sku) => known.has(sku))
    .map((sku) => record({ sku, family: 'clothing' }));

describe('the products loader', () => {
  it('sends one getProducts call per batch, skus comma-separated, aligned with the keys', async () => {
    const { calls, dataSource } = fakeDataSource(bySkuFilter(new Set(['A', 'C'])));
    const loaders = createLoaders(dataSource);
    const found = await Promise.all(['A', 'B', 'C'].map((sku) => loaders.products.load(sku)));
    expect(found.map((product) => product?.sku ?? null)).toEqual(['A', null, 'C']);
    expect(calls).toEqual([{ filters: { sku: 'A,B,C' }, pageFrom: 0, pageSize: 3 }]);
  });

  it(`splits batches at ${MAX_SKUS_PER_CALL} skus`, async () => {
    const skus = Array.from({ length: MAX_SKUS_PER_CALL + 1 }, (_, index) => `S${index}`);
    const { calls, dataSource } = fakeDataSource(bySkuFilter(new Set(skus)));
    const loaders = createLoaders(dataSource);
    await Promise.all(skus.map((sku) => loaders.products.load(sku)));
    expect(calls.map((call) => call.filters.sku!.split(',').length)).toEqual([MAX_SKUS_PER_CALL, 1]);
  });

  it('resolves a sku holding a comma to null without sending it', async () => {
    const { calls, dataSource } = fakeDataSource(bySkuFilter(new Set(['A'])));
    const loaders = createLoaders(dataSource);
    expect(await loaders.products.load('A,B')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the products-by-code loader', () => {
  it('asks by idList in one call and answers each code with the one record of exactly that code', async () => {
    const { calls, dataSource } = fakeDataSource(() => [
      record({ sku: 'S-1', code: 'C-1' }),
      // A product whose sku is another product's code is not that product.
      record({ sku: 'C-2', code: 'OTHER' }),
      record({ sku: 'S-3', code: 'C-3' }),
    ]);
    const loaders = createLoaders(dataSource);
    const found = await Promise.all(['C-1', 'C-2', 'C-3'].map((code) => loaders.productsByCode.load(code)));
    expect(found.map((product) => product?.sku ?? null)).toEqual(['S-1', null, 'S-3']);
    expect(calls).toEqual([{ filters: { idList: ['C-1', 'C-2', 'C-3'] }, pageFrom: 0, pageSize: 3 }]);
  });

  it('answers null when the service returns more than one record with the code', async () => {
    const { dataSource } = fakeDataSource(() => [record({ sku: 'S-1', code: 'C-1' }), record({ sku: 'S-2', code: 'C-1' })]);
    expect(await createLoaders(dataSource).productsByCode.load('C-1')).toBeNull();
  });
});
