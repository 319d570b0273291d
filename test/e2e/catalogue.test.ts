import { composeServices } from '@apollo/composition';
import { ApolloGateway, LocalGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { subgraphTestServer } from '../helpers/subgraph-server';
import gql from 'graphql-tag';
import { request } from 'undici';
import { InProcessDataSource } from '../../gateway/federation/in-process-data-source';
import { AREA_SUBGRAPHS } from '../../subgraphs/areas';
import { CommerceClient } from '../../subgraphs/shared/client';
import { withoutSecurityPurpose } from '../../gateway/server';
import { ADMIN, startStack, type Stack } from '../helpers/stack';
import { serviceCaller } from '../helpers/callers';
import { testServiceConfig } from '../helpers/service-config';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

/** A service client on the stack's emulator, for subgraphs run outside the stack's gateway. */
const emulatorClient = () =>
  new CommerceClient(testServiceConfig({ baseUrl: stack.emulator.url, projectId: stack.emulator.projectId, loyaltyProjectId: stack.emulator.loyaltyProjectId, stageProjectId: stack.emulator.stageProjectId, timeoutMs: 5000 }));

const bodyOf = (operation: string, index = 0) =>
  stack.emulator.requests.filter((record) => record.operation === operation)[index]?.body as Record<string, unknown> | undefined;

interface ProductsData {
  products: {
    total: number;
    pageFrom: number;
    pageSize: number;
    size: number;
    products: { sku: string; dataType: string; enabled: boolean; createdAt: string; name: string | null }[];
    raw: { total: number };
  };
}

describe('products', () => {
  it('lists a filtered, sorted page in one upstream call, with the untouched body as raw', async () => {
    const result = await stack.query<ProductsData>(
      `query($filters: ProductFilters, $sorts: ProductSorts) {
        products(filters: $filters, sorts: $sorts, pageFrom: 2, pageSize: 5) {
          total pageFrom pageSize size raw
          products { sku dataType enabled createdAt name: attributeValue(code: "name", locale: "en_US") }
        }
      }`,
      {
        filters: { dataType: 'PRODUCT_MODEL', enabled: true, createdAt: { gte: '2026-03-01T00:00:00Z' } },
        sorts: { createdAt: 'desc' },
      },
    );
    expect(result.errors).toBeUndefined();
    const page = result.data!.products;
    expect(page).toMatchObject({ total: 20, pageFrom: 2, pageSize: 5, size: 5 });
    expect(page.products.map((product) => product.sku)).toEqual(['MODEL-018', 'MODEL-017', 'MODEL-016', 'MODEL-015', 'MODEL-014']);
    expect(page.products[0]).toMatchObject({ dataType: 'PRODUCT_MODEL', enabled: true, name: 'Boot model 18' });
    expect(page.raw.total).toBe(20);
    expect(stack.emulator.calls()).toBe(1);
    expect(bodyOf('PIMAPI/getProducts')).toEqual({
      filters: { dataType: 'PRODUCT_MODEL', enabled: 'true', createdAt: { gte: '2026-03-01T00:00:00.000Z' } },
      sorts: { createdAt: 'desc' },
      pageFrom: 2,
      pageSize: 5,
    });
  });

  it('searches and filters by sku, family, parent, variant and group', async () => {
    const result = await stack.query<{ a: ProductsData['products']; b: ProductsData['products']; c: ProductsData['products'] }>(
      `{
        a: products(searchText: "boot model 2", filters: { family: "shoes", dataType: "PRODUCT_MODEL" }) { total products { sku } }
        b: products(filters: { parent: "MODEL-004", variant: "shoes_by_size", group: "summer_sale" }) { total products { sku } }
        c: products(filters: { sku: "SKU-0007", idList: ["SKU-0007"], enabled: false }) { total products { sku } }
      }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.a.products.map((product) => product.sku)).toEqual(['MODEL-002', 'MODEL-020']);
    expect(result.data!.b.products.map((product) => product.sku)).toEqual(['MODEL-004-L', 'MODEL-004-M', 'MODEL-004-S']);
    expect(result.data!.c.products.map((product) => product.sku)).toEqual(['SKU-0007']);
  });

  it.each([
    ['a malformed timestamp (variable)', `query($f: ProductFilters) { products(filters: $f) { total } }`, { f: { updatedAt: { lte: 'yesterday' } } }, 'filters.updatedAt.lte'],
    ['a malformed timestamp (literal)', `{ products(filters: { createdAt: { gte: "2026-13-45" } }) { total } }`, {}, 'filters.createdAt.gte'],
    ['an unknown dataType', `{ products(filters: { dataType: "PRODUCT,BUNDLE" }) { total } }`, {}, 'filters.dataType'],
    ['a sort value other than asc/desc', `query($s: ProductSorts) { products(sorts: $s) { total } }`, { s: { family: 'up' } }, 'sorts.family'],
    ['a negative page', `{ products(pageFrom: -1) { total } }`, {}, 'pageFrom'],
    ['a page size over 100', `{ products(pageSize: 500) { total } }`, {}, 'pageSize'],
    ['a reversed time range', `{ products(filters: { createdAt: { gte: "2026-02-01T00:00:00Z", lte: "2026-01-01T00:00:00Z" } }) { total } }`, {}, 'filters.createdAt'],
  ])('rejects %s with BAD_USER_INPUT naming the field, before any upstream call', async (_case, query, variables, field) => {
    const result = await stack.query(query, variables);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain(field);
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('productSettings', () => {
  const query = `{ productSettings {
    attributes { code type localizable scopable isUnique maxCharacters validationRegexp validationRule availableLocales isLocaleSpecific label { locale value } }
    attributeOptions { code options { code label { locale value } } }
    families { code attributeAsLabel attributes { attribute requiredChannels } variants { code axes attributes } }
    attributeGroups { code label { locale value } }
    groupTypes { code isVariant }
    groups { code type raw }
  } }`;

  it('reads the settings, fully typed, in one GET', async () => {
    const result = await stack.query<{ productSettings: Record<string, { code: string }[]> }>(query);
    expect(result.errors).toBeUndefined();
    const settings = result.data!.productSettings;
    expect(settings.attributes!.find((attribute) => attribute.code === 'ean')).toMatchObject({
      type: 'text',
      isUnique: true,
      maxCharacters: 13,
      validationRule: 'regexp',
      validationRegexp: '^[0-9]{13}$',
    });
    expect(settings.families!.find((family) => family.code === 'shoes')).toMatchObject({
      variants: [{ code: 'shoes_by_size', axes: ['size'], attributes: ['size', 'ean'] }],
    });
    expect(settings.groups![0]).toMatchObject({ code: 'summer_sale', type: 'PROMOTION', raw: { code: 'summer_sale' } });
    expect(stack.emulator.calls('PIMAPI/getProductSettings')).toBe(1);
    expect(stack.emulator.requests[0]?.httpMethod).toBe('GET');
  });

  it('carries a cache hint: Cache-Control max-age=300, private, unless another field is uncacheable', async () => {
    const send = async (text: string) => {
      const response = await request(stack.gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await stack.headersFor(ADMIN)) },
        body: JSON.stringify({ query: text }),
      });
      await response.body.text();
      return response.headers['cache-control'];
    };
    expect(await send(query)).toBe('max-age=300, private');
    expect(await send(`{ productSettings { groups { code } } products(pageSize: 1) { total } }`)).not.toMatch(/max-age=[1-9]/);
  });
});

describe('upsertProduct', () => {
  const mutation = `mutation($input: UpsertProductInput!) {
    upsertProduct(input: $input) {
      meta { createdAt updatedAt updateToken }
      product { sku status enabled groups color: attributeValue(code: "color") name: attributeValue(code: "name", locale: "de_DE") }
    }
  }`;
  interface Upserted {
    upsertProduct: {
      meta: { createdAt: string; updatedAt: string; updateToken: string };
      product: { sku: string; status: string; enabled: boolean; groups: string[]; color: string | null; name: string | null };
    };
  }

  it('creates, then updates the same product rather than duplicating it', async () => {
    const created = await stack.query<Upserted>(mutation, {
      input: {
        dataType: 'PRODUCT',
        data: {
          code: 'E2E-0001',
          sku: 'E2E-0001',
          family: 'clothing',
          status: 'DRAFT',
          groups: ['new_arrivals'],
          categories: ['clothing'],
          attributes: [
            { code: 'color', data: [{ value: 'BLUE' }] },
            { code: 'name', data: [{ locale: 'de_DE', value: 'Hemd' }] },
          ],
        },
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.upsertProduct.product).toEqual({
      sku: 'E2E-0001',
      status: 'DRAFT',
      enabled: false,
      groups: ['new_arrivals'],
      color: 'BLUE',
      name: 'Hemd',
    });
    expect(stack.emulator.calls('PIMAPI/upsertProduct')).toBe(1);

    stack.clock.advance(5 * 60_000);
    const updated = await stack.query<Upserted>(mutation, {
      input: { dataType: 'PRODUCT', data: { code: 'E2E-0001', status: 'ACTIVE', attributes: [{ code: 'color', data: [{ value: 'RED' }] }] } },
    });
    expect(updated.errors).toBeUndefined();
    const before = created.data!.upsertProduct.meta;
    const after = updated.data!.upsertProduct.meta;
    expect(after.createdAt).toBe(before.createdAt);
    expect(Date.parse(after.updatedAt) - Date.parse(before.updatedAt)).toBe(5 * 60_000);
    expect(after.updateToken).not.toBe(before.updateToken);
    expect(updated.data!.upsertProduct.product).toMatchObject({ status: 'ACTIVE', enabled: true, color: 'RED', name: 'Hemd' });

    const listed = await stack.query<ProductsData>(`{ products(filters: { sku: "E2E-0001" }) { total } }`);
    expect(listed.data!.products.total).toBe(1);
  });

  it('passes the service\'s message naming the attribute as BAD_USER_INPUT', async () => {
    const result = await stack.query<Upserted>(mutation, {
      input: { dataType: 'PRODUCT', data: { code: 'E2E-0002', family: 'clothing', attributes: [{ code: 'ean', data: [{ value: '12' }] }] } },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('attribute "ean": value "12" does not match validationRegexp');
    expect(result.data?.upsertProduct).toBeNull();
  });

  it('rejects an unknown dataType before any upstream call', async () => {
    const result = await stack.query(mutation, { input: { dataType: 'BUNDLE', data: { code: 'E2E-0003' } } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.dataType'] });
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('upsertProduct reads back the product it wrote, by its code', () => {
  const upsert = `mutation($input: UpsertProductInput!) {
    upsertProduct(input: $input) { code meta { updateToken } product { sku code updateToken status } }
  }`;
  interface ReadBack {
    upsertProduct: {
      code: string;
      meta: { updateToken: string | null };
      product: { sku: string; code: string; updateToken: string | null; status: string | null } | null;
    };
  }
  const write = (data: Record<string, unknown>) => stack.query<ReadBack>(upsert, { input: { dataType: 'PRODUCT', data } });

  it('returns the product with this code when updated without a sku, even when another product has the code as its sku', async () => {
    expect((await write({ code: 'RB-CODE', sku: 'RB-SKU', family: 'clothing' })).errors).toBeUndefined();
    // Another product whose sku is the first product's code.
    expect((await write({ code: 'RB-OTHER', sku: 'RB-CODE', family: 'clothing' })).errors).toBeUndefined();
    stack.emulator.resetRequests();

    const updated = await write({ code: 'RB-CODE', status: 'ACTIVE' });
    expect(updated.errors).toBeUndefined();
    const payload = updated.data!.upsertProduct;
    expect(payload).toEqual({
      code: 'RB-CODE',
      meta: { updateToken: expect.any(String) },
      product: { sku: 'RB-SKU', code: 'RB-CODE', updateToken: payload.meta.updateToken, status: 'ACTIVE' },
    });
    expect(stack.emulator.requests.map((record) => [record.operation, record.body])).toEqual([
      ['PIMAPI/upsertProduct', { dataType: 'PRODUCT', data: { code: 'RB-CODE', status: 'ACTIVE' } }],
      ['PIMAPI/getProducts', { filters: { idList: ['RB-CODE'] }, pageFrom: 0, pageSize: 1 }],
    ]);
  });

  it('never shows another writer\'s version under concurrent upserts of one product', async () => {
    expect((await write({ code: 'RB-RACE', family: 'clothing' })).errors).toBeUndefined();
    // As many at once as one client address may have in flight (MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS).
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        write({ code: 'RB-RACE', attributes: [{ code: 'name', data: [{ locale: 'en_US', value: `Racer ${index}` }] }] }),
      ),
    );
    const payloads = results.map((result) => {
      expect(result.errors).toBeUndefined();
      return result.data!.upsertProduct;
    });
    // Each payload shows its own write's version, or none when another write has changed the product since.
    for (const { meta, product } of payloads) {
      if (product) expect(product).toMatchObject({ code: 'RB-RACE', updateToken: meta.updateToken });
    }
    // The last write is nobody else's: its version is the stored one.
    const stored = stack.emulator.state.catalogue.findByCode('RB-RACE')!;
    const last = payloads.find(({ meta }) => meta.updateToken === stored.updateToken);
    expect(last?.product).toMatchObject({ code: 'RB-RACE', updateToken: stored.updateToken });
  });
});

describe('Product entity', () => {
  const shelfTypeDefs = gql`
    extend schema @link(url: "https://specs.apollo.dev/federation/v2.6", import: ["@key"])
    type Product @key(fields: "sku", resolvable: false) {
      sku: String!
    }
    type Query {
      shelf: [Product!]!
    }
  `;
  const SHELF = ['SKU-0001', 'MODEL-003-GREEN', 'NOPE-1', 'SKU-0150', 'MODEL-002'];

  it('resolves N product references from another subgraph with one getProducts call', async () => {
    const shelfSchema = buildSubgraphSchema([{ typeDefs: shelfTypeDefs, resolvers: { Query: { shelf: () => SHELF.map((sku) => ({ sku })) } } }]);
    // The catalogue's product card fields require talking-products fields, so that area composes in too.
    const composed = composeServices([
      { name: 'catalogue', typeDefs: AREA_SUBGRAPHS.catalogue.typeDefs, url: 'http://catalogue.invalid/graphql' },
      { name: 'talking-products', typeDefs: AREA_SUBGRAPHS['talking-products'].typeDefs, url: 'http://talking-products.invalid/graphql' },
      { name: 'shelf', typeDefs: shelfTypeDefs, url: 'http://shelf.invalid/graphql' },
    ]);
    expect(composed.errors).toBeUndefined();
    const client = emulatorClient();
    const gateway = new ApolloGateway({
      supergraphSdl: withoutSecurityPurpose(composed.supergraphSdl!),
      buildService: ({ name }) =>
        name === 'catalogue'
          ? new InProcessDataSource(AREA_SUBGRAPHS.catalogue, client)
          : name === 'talking-products'
            ? new InProcessDataSource(AREA_SUBGRAPHS['talking-products'], client)
            : new LocalGraphQLDataSource(shelfSchema),
    });
    const server = new ApolloServer<{ apiKey: string }>({ gateway });
    await server.start();
    try {
      const response = await server.executeOperation(
        { query: `{ shelf { sku family parent name: attributeValue(code: "name", locale: "en_US") } }` },
        { contextValue: { apiKey: stack.emulator.apiKey } },
      );
      const body = response.body.kind === 'single' ? response.body.singleResult : undefined;
      expect(body?.errors).toBeUndefined();
      const shelf = (body?.data as { shelf: { sku: string; family: string | null; parent: string | null; name: string | null }[] }).shelf;
      expect(shelf.map((product) => [product.sku, product.family, product.parent])).toEqual([
        ['SKU-0001', 'clothing', null],
        ['MODEL-003-GREEN', 'clothing', 'MODEL-003'],
        ['NOPE-1', null, null],
        ['SKU-0150', 'electronics', null],
        ['MODEL-002', 'shoes', null],
      ]);
      expect(shelf[0]!.name).toBe('Shirt 0001');
      expect(stack.emulator.calls('PIMAPI/getProducts')).toBe(1);
      expect(bodyOf('PIMAPI/getProducts')).toEqual({ filters: { sku: SHELF.join(',') }, pageFrom: 0, pageSize: SHELF.length });
    } finally {
      await server.stop();
    }
  });

  it('answers an _entities query on the subgraph itself with one getProducts call, null for unknown skus', async () => {
    const server = subgraphTestServer(AREA_SUBGRAPHS.catalogue);
    await server.start();
    const client = emulatorClient();
    try {
      const representations = ['SKU-0010', 'SKU-0011', 'MISSING', 'MODEL-005-BLUE'].map((sku) => ({ __typename: 'Product', sku }));
      const response = await server.executeOperation(
        {
          query: `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on Product { sku status } } }`,
          variables: { representations },
        },
        { contextValue: AREA_SUBGRAPHS.catalogue.createContext({ apiKey: stack.emulator.apiKey, client, caller: serviceCaller(stack.emulator.apiKey) }) },
      );
      const body = response.body.kind === 'single' ? response.body.singleResult : undefined;
      expect(body?.errors).toBeUndefined();
      expect(body?.data).toEqual({
        _entities: [{ sku: 'SKU-0010', status: 'DRAFT' }, { sku: 'SKU-0011', status: 'ACTIVE' }, null, { sku: 'MODEL-005-BLUE', status: 'ACTIVE' }],
      });
      expect(stack.emulator.calls('PIMAPI/getProducts')).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('sends the productSettings hint as a Cache-Control header when served on its own', async () => {
    const server = subgraphTestServer(AREA_SUBGRAPHS.catalogue);
    await server.start();
    const client = emulatorClient();
    try {
      const response = await server.executeOperation(
        { query: `{ productSettings { families { code label { value } variants { axes } } groups { code } } }` },
        { contextValue: AREA_SUBGRAPHS.catalogue.createContext({ apiKey: stack.emulator.apiKey, client, caller: serviceCaller(stack.emulator.apiKey) }) },
      );
      expect(response.http.headers.get('cache-control')).toBe('max-age=300, private');
    } finally {
      await server.stop();
    }
  });
});
