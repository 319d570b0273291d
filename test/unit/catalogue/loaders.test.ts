import { MAX_SKUS_PER_CALL, productByCodeLoader, productLoader } from '../../../subgraphs/catalogue/loaders';
import type { ProductRecord } from '../../../subgraphs/catalogue/records';
import { ANONYMOUS } from '../../../subgraphs/shared/caller';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { testServiceConfig } from '../../helpers/service-config';

/** A product record as the row reads it: every field the service did not send is null or empty. */
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

const config = testServiceConfig({ baseUrl: 'https://api.example.test', apiKey: 'key', projectId: 'proj', loyaltyProjectId: 'proj', stageProjectId: 'proj', timeoutMs: 1000 });

interface Body {
  filters: { sku?: string; idList?: string[] };
  pageFrom: number;
  pageSize: number;
}

/**
 * A request's context whose client records every getProducts body and answers with the records
 * `answer` picks, read through the row's own response schema.
 */
function fakeService(answer: (body: Body) => ProductRecord[]) {
  const calls: Body[] = [];
  const context: RequestScope = {
    apiKey: 'key',
    caller: ANONYMOUS,
    client: {
      config,
      call: async (spec, options) => {
        if (spec.name !== 'PIMAPI/getProducts') throw new Error(`the product loaders call only getProducts, not ${spec.name}`);
        const body = options.body as Body;
        calls.push(body);
        const products = answer(body);
        return options.response.parse({ total: products.length, pageFrom: 0, pageSize: products.length, size: products.length, products });
      },
    },
  };
  return { calls, context };
}

/** Knows the skus it is given, and answers a comma-separated sku filter with them. */
const bySkuFilter = (known: Set<string>) => (body: Body) =>
  (body.filters.sku ?? '')
    .split(',')
    .filter((sku) => known.has(sku))
    .map((sku) => record({ sku, family: 'clothing' }));

describe('the products loader', () => {
  it('sends one getProducts call per batch, skus comma-separated, aligned with the keys', async () => {
    const { calls, context } = fakeService(bySkuFilter(new Set(['A', 'C'])));
    const found = await Promise.all(['A', 'B', 'C'].map((sku) => productLoader(context).load(sku)));
    expect(found.map((product) => product?.sku ?? null)).toEqual(['A', null, 'C']);
    expect(calls).toEqual([{ filters: { sku: 'A,B,C' }, pageFrom: 0, pageSize: 3 }]);
  });

  it(`splits batches at ${MAX_SKUS_PER_CALL} skus`, async () => {
    const skus = Array.from({ length: MAX_SKUS_PER_CALL + 1 }, (_, index) => `S${index}`);
    const { calls, context } = fakeService(bySkuFilter(new Set(skus)));
    await Promise.all(skus.map((sku) => productLoader(context).load(sku)));
    expect(calls.map((call) => call.filters.sku!.split(',').length)).toEqual([MAX_SKUS_PER_CALL, 1]);
  });

  it('asks for a sku holding a comma alone, and keeps only the record of exactly that sku', async () => {
    const { calls, context } = fakeService(() => [record({ sku: 'A' }), record({ sku: 'A,B' }), record({ sku: 'C' })]);
    const found = await Promise.all(['A,B', 'C'].map((sku) => productLoader(context).load(sku)));
    expect(found.map((product) => product?.sku ?? null)).toEqual(['A,B', 'C']);
    expect([...calls].sort((a, b) => a.filters.sku!.localeCompare(b.filters.sku!))).toEqual([
      { filters: { sku: 'A,B' }, pageFrom: 0, pageSize: 20 },
      { filters: { sku: 'C' }, pageFrom: 0, pageSize: 20 },
    ]);
  });

  it('asks for each sku alone when the list call finds none of them, as from a service that filters one exact sku', async () => {
    const exact = new Set(['A', 'C']);
    const { calls, context } = fakeService((body) => (exact.has(body.filters.sku ?? '') ? [record({ sku: body.filters.sku! })] : []));
    const found = await Promise.all(['A', 'B', 'C'].map((sku) => productLoader(context).load(sku)));
    expect(found.map((product) => product?.sku ?? null)).toEqual(['A', null, 'C']);
    expect(calls[0]).toEqual({ filters: { sku: 'A,B,C' }, pageFrom: 0, pageSize: 3 });
    expect(calls.slice(1).map((call) => call.filters.sku).sort()).toEqual(['A', 'B', 'C']);
  });

  it('asks for one sku with one call', async () => {
    const { calls, context } = fakeService(bySkuFilter(new Set(['A'])));
    expect((await productLoader(context).load('A'))?.sku).toBe('A');
    expect(calls).toEqual([{ filters: { sku: 'A' }, pageFrom: 0, pageSize: 20 }]);
  });
});

describe('the products-by-code loader', () => {
  it('asks by idList in one call and answers each code with the one record of exactly that code', async () => {
    const { calls, context } = fakeService(() => [
      record({ sku: 'S-1', code: 'C-1' }),
      // A product whose sku is another product's code is not that product.
      record({ sku: 'C-2', code: 'OTHER' }),
      record({ sku: 'S-3', code: 'C-3' }),
    ]);
    const found = await Promise.all(['C-1', 'C-2', 'C-3'].map((code) => productByCodeLoader(context).load(code)));
    expect(found.map((product) => product?.sku ?? null)).toEqual(['S-1', null, 'S-3']);
    expect(calls).toEqual([{ filters: { idList: ['C-1', 'C-2', 'C-3'] }, pageFrom: 0, pageSize: 3 }]);
  });

  it('answers null when the service returns more than one record with the code', async () => {
    const { context } = fakeService(() => [record({ sku: 'S-1', code: 'C-1' }), record({ sku: 'S-2', code: 'C-1' })]);
    expect(await productByCodeLoader(context).load('C-1')).toBeNull();
  });
});
