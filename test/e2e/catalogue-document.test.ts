import type { ApolloServer } from '@apollo/server';
import { AREA_SUBGRAPHS } from '../../subgraphs/areas';
import type { RequestScope } from '../../subgraphs/shared/subgraph';
import { CommerceClient } from '../../subgraphs/shared/client';
import { ANSWER_MODES, DOCUMENTED_OPERATIONS, EXTRA_FIELDS, type AnswerMode, type OperationName } from '../double/document-double';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';
import { subgraphTestServer } from '../helpers/subgraph-server';
import { serviceCaller } from '../helpers/callers';
import { testServiceConfig } from '../helpers/service-config';

const TIME = '2026-01-05T10:00:00.000Z';
const LATER = '2026-01-06T08:30:00.000Z';

/** Request fields of 2.1 and 4.1.2 below the top level, which the double's list does not go into. */
const UPSERT_DATA_FIELDS = ['code', 'sku', 'family', 'status', 'groups', 'categories', 'attributes'];
const PRODUCT_FILTERS = ['idList', 'createdAt', 'updatedAt', 'sku', 'family', 'parent', 'variant', 'dataType', 'group', 'enabled', 'forceGroupFilter'];
const PRODUCT_SORTS = ['family', 'enabled', 'id', 'createdAt', 'updatedAt'];

let stack: DoubleStack;
beforeAll(async () => {
  stack = await startDoubleStack();
});
afterAll(() => stack.stop());
beforeEach(() => {
  stack.double.mode = 'documented';
  stack.double.clearFaults();
  stack.double.resetRequests();
});

const sparse = (mode: AnswerMode) => mode === 'missing' || mode === 'nulls';
/** The untouched body of an operation the document shows answering `{}`. */
const rawEmpty = (mode: AnswerMode) => (mode === 'extra' ? EXTRA_FIELDS : {});

/** The bodies sent to `operation`, each checked to hold only the fields the document lists. */
function sentBodies(operation: OperationName): Record<string, unknown>[] {
  return stack.double.requestsTo(operation).map((request) => {
    const body = request.body as Record<string, unknown>;
    expect(Object.keys(body).filter((key) => !DOCUMENTED_OPERATIONS[operation].requestFields.includes(key))).toEqual([]);
    return body;
  });
}

const keysOf = (value: unknown) => Object.keys((value ?? {}) as object);

describe.each(ANSWER_MODES)('catalogue against a service answering as the document shows, in %s mode', (mode) => {
  beforeEach(() => {
    stack.double.mode = mode;
  });

  it('products: the documented {} is an empty page, with the body as raw, after one call with documented fields only', async () => {
    const result = await stack.query(
      `query ($filters: ProductFilters, $sorts: ProductSorts) {
        products(filters: $filters, sorts: $sorts, pageFrom: 0, pageSize: 20, searchText: "shirt", source: true) {
          total pageFrom pageSize size raw products { sku }
        }
      }`,
      {
        filters: { idList: ['P-1'], sku: 'P-1', family: 'shirts', dataType: 'PRODUCT', enabled: true, createdAt: { gte: TIME } },
        sorts: { updatedAt: 'desc' },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      products: { total: null, pageFrom: null, pageSize: null, size: 0, raw: rawEmpty(mode), products: [] },
    });
    const [body, ...more] = sentBodies('PIMAPI/getProducts');
    expect(more).toEqual([]);
    expect(body).toEqual({
      filters: { idList: ['P-1'], sku: 'P-1', family: 'shirts', dataType: 'PRODUCT', enabled: 'true', createdAt: { gte: TIME } },
      sorts: { updatedAt: 'desc' },
      pageFrom: 0,
      pageSize: 20,
      searchText: 'shirt',
      source: true,
    });
    expect(keysOf(body?.filters).filter((key) => !PRODUCT_FILTERS.includes(key))).toEqual([]);
    expect(keysOf(body?.sorts).filter((key) => !PRODUCT_SORTS.includes(key))).toEqual([]);
    expect(stack.double.calls()).toBe(1);
  });

  it('productSettings: what the answer carries, empty lists and nulls for what it does not', async () => {
    const result = await stack.query(`{
      productSettings {
        attributes { code type availableLocales isUnique label { locale value } maxCharacters validationRule }
        attributeOptions { code options { code label { locale value } } }
        families { code label { value } attributeAsLabel attributes { attribute requiredChannels } variants { code axes attributes } }
        attributeGroups { code label { value } }
        groupTypes { code raw }
        groups { code raw }
      }
    }`);
    expect(result.errors).toBeUndefined();
    const label = (value: string) => (sparse(mode) ? [] : [{ locale: 'en_US', value }]);
    expect(result.data).toEqual({
      productSettings: {
        attributes: [
          sparse(mode)
            ? { code: 'name', type: null, availableLocales: [], isUnique: null, label: [], maxCharacters: null, validationRule: null }
            : { code: 'name', type: 'text', availableLocales: ['en_US'], isUnique: false, label: label('Name'), maxCharacters: 255, validationRule: 'none' },
        ],
        attributeOptions: [{ code: 'color', options: [{ code: 'RED', label: label('Red') }] }],
        families: [
          {
            code: 'shirts',
            label: sparse(mode) ? [] : [{ value: 'Shirts' }],
            attributeAsLabel: sparse(mode) ? null : 'name',
            attributes: [{ attribute: 'name', requiredChannels: sparse(mode) ? [] : ['ecommerce'] }],
            variants: [sparse(mode) ? { code: 'shirts_by_color', axes: [], attributes: [] } : { code: 'shirts_by_color', axes: ['color'], attributes: ['sku'] }],
          },
        ],
        attributeGroups: [{ code: 'marketing', label: sparse(mode) ? [] : [{ value: 'Marketing' }] }],
        // The document leaves group type and group elements open: the double sends `{}` for each.
        groupTypes: sparse(mode) ? [] : [{ code: null, raw: rawEmpty(mode) }],
        groups: sparse(mode) ? [] : [{ code: null, raw: rawEmpty(mode) }],
      },
    });
    expect(stack.double.operations()).toEqual(['PIMAPI/getProductSettings']);
  });

  it('upsertProduct: the acknowledged meta, and no product, as getProducts lists none by that code', async () => {
    const input = {
      dataType: 'PRODUCT',
      data: {
        code: 'SHIRT-RED-M',
        sku: 'SHIRT-RED-M',
        family: 'shirts',
        status: 'DRAFT',
        groups: ['summer'],
        categories: ['shirts'],
        attributes: [{ code: 'name', data: [{ scope: 'ecommerce', locale: 'en_US', value: 'Red shirt' }] }],
      },
      axesValues: [{ axe: 'color', value: 'RED' }],
    };
    const result = await stack.query(
      `mutation ($input: UpsertProductInput!) { upsertProduct(input: $input) { code meta { createdAt updatedAt updateToken } product { sku } } }`,
      { input },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      upsertProduct: {
        code: 'SHIRT-RED-M',
        meta: sparse(mode)
          ? { createdAt: null, updatedAt: null, updateToken: null }
          : { createdAt: TIME, updatedAt: LATER, updateToken: 'token-2' },
        product: null,
      },
    });
    const [sent] = sentBodies('PIMAPI/upsertProduct');
    expect(sent).toEqual(input);
    expect(keysOf(sent?.data).filter((key) => !UPSERT_DATA_FIELDS.includes(key))).toEqual([]);
    expect(sentBodies('PIMAPI/getProducts')).toEqual([{ filters: { idList: ['SHIRT-RED-M'] }, pageFrom: 0, pageSize: 1 }]);
    expect(stack.double.operations()).toEqual(['PIMAPI/upsertProduct', 'PIMAPI/getProducts']);
  });
});

describe('upsertProduct when the read-back fails', () => {
  it('answers the acknowledged write, with the error at the product only', async () => {
    stack.double.setFault('PIMAPI/getProducts', { kind: 'status', status: 403, message: 'Forbidden' });
    const result = await stack.query<{ upsertProduct: unknown }>(
      `mutation { upsertProduct(input: { dataType: "PRODUCT", data: { code: "SHIRT-1" } }) { code meta { updateToken } product { sku } } }`,
    );
    expect(result.data).toEqual({ upsertProduct: { code: 'SHIRT-1', meta: { updateToken: 'token-2' }, product: null } });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      path: ['upsertProduct', 'product'],
      extensions: { code: 'FORBIDDEN', upstream: { operation: 'PIMAPI/getProducts', status: 403 } },
    });
    expect(stack.double.operations()).toEqual(['PIMAPI/upsertProduct', 'PIMAPI/getProducts']);
  });
});

describe.each(ANSWER_MODES)('the Product entity against a service answering getProducts with {}, in %s mode', (mode) => {
  let server: ApolloServer<RequestScope>;
  beforeAll(async () => {
    server = subgraphTestServer(AREA_SUBGRAPHS.catalogue);
    await server.start();
  });
  afterAll(() => server.stop());

  it('resolves every reference of a batch to null with no error, asking for each sku alone after a list call found none', async () => {
    stack.double.mode = mode;
    const client = new CommerceClient(testServiceConfig({ baseUrl: stack.double.url, legacyBaseUrl: stack.double.legacyUrl, projectId: stack.double.projectId, loyaltyProjectId: stack.double.loyaltyProjectId, stageProjectId: stack.double.stageProjectId, timeoutMs: 5000 }));
    const response = await server.executeOperation(
      {
        query: `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Product { sku family } } }`,
        variables: { representations: ['SKU-1', 'SKU-2'].map((sku) => ({ __typename: 'Product', sku })) },
      },
      { contextValue: AREA_SUBGRAPHS.catalogue.createContext({ apiKey: stack.double.apiKey, client, caller: serviceCaller(stack.double.apiKey) }) },
    );
    expect(response.body.kind).toBe('single');
    if (response.body.kind !== 'single') return;
    expect(response.body.singleResult.errors).toBeUndefined();
    expect(response.body.singleResult.data).toEqual({ _entities: [null, null] });
    const [list, ...alone] = sentBodies('PIMAPI/getProducts');
    expect(list).toEqual({ filters: { sku: 'SKU-1,SKU-2' }, pageFrom: 0, pageSize: 2 });
    const bySku = (body: unknown) => (body as { filters: { sku: string } }).filters.sku;
    expect([...alone].sort((a, b) => bySku(a).localeCompare(bySku(b)))).toEqual(
      ['SKU-1', 'SKU-2'].map((sku) => ({ filters: { sku }, pageFrom: 0, pageSize: 20 })),
    );
  });
});
