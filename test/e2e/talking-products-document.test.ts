import type { ApolloServer } from '@apollo/server';
import { CommerceClient } from '../../subgraphs/shared/client';
import { AREA_SUBGRAPHS } from '../../subgraphs/areas';
import type { RequestScope } from '../../subgraphs/shared/subgraph';
import { ANSWER_MODES, DOCUMENTED_OPERATIONS, EXTRA_FIELDS, type AnswerMode, type OperationName } from '../double/document-double';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';
import { subgraphTestServer } from '../helpers/subgraph-server';
import { serviceCaller } from '../helpers/callers';
import { testServiceConfig } from '../helpers/service-config';

/** The fields of a talking product (2.8): all updateProduct's `product` may carry. */
const TALKING_PRODUCT_FIELDS = ['sku', 'name', 'categories', 'brand', 'description', 'stock', 'price', 'image', 'groupIds', 'additionalData'];
const FIELDS = `sku name categories brand description stock price image groupIds additionalData createdAt updatedAt raw`;

const PRODUCT = {
  sku: 'TP-1',
  name: 'Talking mug',
  categories: ['kitchen'],
  brand: 'Acme',
  description: 'A mug that greets you',
  stock: 5,
  price: 12.5,
  image: 'https://images.example.com/tp-1.png',
  groupIds: ['group-1'],
  additionalData: { voice: 'calm' },
};
const UPDATE = `mutation ($input: UpdateTalkingProductInput!) { updateTalkingProduct(input: $input) { sku product { ${FIELDS} } } }`;

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

const rawEmpty = (mode: AnswerMode) => (mode === 'extra' ? EXTRA_FIELDS : {});

/** The bodies sent to `operation`, each checked to hold only the fields the document lists. */
function sentBodies(operation: OperationName): Record<string, unknown>[] {
  return stack.double.requestsTo(operation).map((request) => {
    const body = request.body as Record<string, unknown>;
    expect(Object.keys(body).filter((key) => !DOCUMENTED_OPERATIONS[operation].requestFields.includes(key))).toEqual([]);
    return body;
  });
}

describe.each(ANSWER_MODES)('talking products against a service answering as the document shows, in %s mode', (mode) => {
  beforeEach(() => {
    stack.double.mode = mode;
  });

  it('talkingProducts: the documented {} lists no records, with the body as raw, after one call sending {}', async () => {
    const result = await stack.query(`{ talkingProducts { total raw products { ${FIELDS} } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ talkingProducts: { total: 0, products: [], raw: rawEmpty(mode) } });
    expect(sentBodies('TalkingProducts/listProduct')).toEqual([{}]);
    expect(stack.double.calls()).toBe(1);
  });

  it('updateTalkingProduct: the acknowledged sku, and no record, as listProduct lists none', async () => {
    const result = await stack.query(UPDATE, { input: { product: PRODUCT } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ updateTalkingProduct: { sku: 'TP-1', product: null } });
    const [sent] = sentBodies('TalkingProducts/updateProduct');
    expect(sent).toEqual({ product: PRODUCT });
    expect(Object.keys(sent?.product as object).filter((key) => !TALKING_PRODUCT_FIELDS.includes(key))).toEqual([]);
    expect(stack.double.operations()).toEqual(['TalkingProducts/updateProduct', 'TalkingProducts/listProduct']);
  });
});

describe('updateTalkingProduct when the read-back fails', () => {
  it('answers the acknowledged update, with the error at the product only', async () => {
    stack.double.setFault('TalkingProducts/listProduct', { kind: 'status', status: 403, message: 'Forbidden' });
    const result = await stack.query(UPDATE, { input: { product: { sku: 'TP-1', stock: 4 } } });
    expect(result.data).toEqual({ updateTalkingProduct: { sku: 'TP-1', product: null } });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      path: ['updateTalkingProduct', 'product'],
      extensions: { code: 'FORBIDDEN', upstream: { operation: 'TalkingProducts/listProduct', status: 403 } },
    });
    expect(stack.double.operations()).toEqual(['TalkingProducts/updateProduct', 'TalkingProducts/listProduct']);
  });
});

describe.each(ANSWER_MODES)('Product.talkingProduct against a service answering listProduct with {}, in %s mode', (mode) => {
  let server: ApolloServer<RequestScope>;
  beforeAll(async () => {
    server = subgraphTestServer(AREA_SUBGRAPHS['talking-products']);
    await server.start();
  });
  afterAll(() => server.stop());

  it('is null for every product, from one call, with no error', async () => {
    stack.double.mode = mode;
    const client = new CommerceClient(testServiceConfig({ baseUrl: stack.double.url, legacyBaseUrl: stack.double.legacyUrl, projectId: stack.double.projectId, loyaltyProjectId: stack.double.loyaltyProjectId, stageProjectId: stack.double.stageProjectId, timeoutMs: 5000 }));
    const response = await server.executeOperation(
      {
        query: `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Product { sku talkingProduct { name } } } }`,
        variables: { representations: ['SKU-1', 'SKU-2'].map((sku) => ({ __typename: 'Product', sku })) },
      },
      { contextValue: AREA_SUBGRAPHS['talking-products'].createContext({ apiKey: stack.double.apiKey, client, caller: serviceCaller(stack.double.apiKey) }) },
    );
    expect(response.body.kind).toBe('single');
    if (response.body.kind !== 'single') return;
    expect(response.body.singleResult.errors).toBeUndefined();
    expect(response.body.singleResult.data).toEqual({
      _entities: [
        { sku: 'SKU-1', talkingProduct: null },
        { sku: 'SKU-2', talkingProduct: null },
      ],
    });
    expect(sentBodies('TalkingProducts/listProduct')).toEqual([{}]);
  });
});
