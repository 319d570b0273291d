import type { ApolloServer } from '@apollo/server';
import { MockAgent } from 'undici';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { subgraphTestServer } from '../../helpers/subgraph-server';
import { serviceCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

const config = testServiceConfig({ baseUrl: 'https://api.example.test', legacyBaseUrl: 'https://legacy.example.test', apiKey: 'key', projectId: 'proj', loyaltyProjectId: 'loyal', stageProjectId: 'stage', timeoutMs: 1000 });
const LIST = '/stage/CALL/TalkingProducts/listProduct/proj';
const FIELDS = `sku name categories brand description stock price image groupIds additionalData createdAt updatedAt raw`;

let server: ApolloServer<RequestScope>;
let agent: MockAgent;
beforeAll(async () => {
  server = subgraphTestServer(AREA_SUBGRAPHS['talking-products']);
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
});
afterEach(() => agent.close());

/** Answers `path` once with `body` (a string is sent as it is), recording the request bodies. */
function answer(origin: 'api' | 'legacy', path: string, body: unknown, sent: unknown[] = []) {
  agent
    .get(origin === 'api' ? config.baseUrl : config.legacyBaseUrl)
    .intercept({ path, method: 'POST' })
    .reply(200, (options) => {
      sent.push(JSON.parse(String(options.body)));
      return typeof body === 'string' ? body : JSON.stringify(body);
    });
  return sent;
}

async function run(query: string) {
  const client = new CommerceClient(config, agent);
  const response = await server.executeOperation({ query }, { contextValue: AREA_SUBGRAPHS['talking-products'].createContext({ apiKey: 'key', client, caller: serviceCaller('key') }) });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('reading listProduct, whose answer the document does not show', () => {
  it('types what it recognises, leaves out records without a sku and keeps every record and the body as sent', async () => {
    const odd = {
      sku: 'A',
      name: null,
      categories: 'toys',
      stock: '5',
      price: 2,
      additionalData: [1],
      createdAt: 'yesterday',
      unexpected: { nested: true },
    };
    const body = { products: [odd, { name: 'no sku' }, 'junk', { sku: 'B', groupIds: [1, 'g'] }], total: 'many' };
    answer('api', LIST, body);
    const result = await run(`{ talkingProducts { total raw products { ${FIELDS} } } }`);
    expect(result.errors).toBeUndefined();
    const empty = { name: null, categories: null, brand: null, description: null, stock: null, price: null, image: null, groupIds: null, additionalData: null, createdAt: null, updatedAt: null };
    expect(result.data).toEqual({
      talkingProducts: {
        total: 4,
        raw: body,
        products: [
          { ...empty, sku: 'A', price: 2, raw: odd },
          { ...empty, sku: 'B', groupIds: ['1', 'g'], raw: { sku: 'B', groupIds: [1, 'g'] } },
        ],
      },
    });
  });

  it('reads an object without a products list as none, and refuses a body that is not an object', async () => {
    answer('api', LIST, { items: [{ sku: 'A' }] });
    expect(await run(`{ talkingProducts { total raw products { sku } } }`)).toMatchObject({
      data: { talkingProducts: { total: 0, raw: { items: [{ sku: 'A' }] }, products: [] } },
    });
    // The body's own total still counts when it lists nothing under products.
    answer('api', LIST, { total: 3, items: [{ sku: 'A' }] });
    expect(await run(`{ talkingProducts { total products { sku } } }`)).toMatchObject({ data: { talkingProducts: { total: 3, products: [] } } });
    for (const body of ['[{"sku":"A","stock":3}]', 'null']) {
      answer('api', LIST, body);
      const result = await run(`{ talkingProducts { total products { sku } } }`);
      expect(result.data).toEqual({ talkingProducts: null });
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_BAD_RESPONSE']);
    }
  });
});

describe('the inferred operations, answered with {}', () => {
  it('createTalkingProduct: acknowledged, the record read back through listProduct', async () => {
    const sent = answer('legacy', '/stage/CALL/TalkingProducts/createProduct/proj', {});
    answer('api', LIST, { products: [{ sku: 'NEW-1', name: 'Singing lamp' }] });
    const result = await run(`mutation { createTalkingProduct(input: { product: { sku: "NEW-1", name: "Singing lamp" } }) { sku product { sku name } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ createTalkingProduct: { sku: 'NEW-1', product: { sku: 'NEW-1', name: 'Singing lamp' } } });
    expect(sent).toEqual([{ product: { sku: 'NEW-1', name: 'Singing lamp' } }]);
  });

  it('talkingProduct: null, with no error', async () => {
    const sent = answer('api', '/stage/CALL/TalkingProducts/getProduct/proj', {});
    const result = await run(`{ talkingProduct(sku: "NEW-1") { sku } }`);
    expect(result).toMatchObject({ data: { talkingProduct: null } });
    expect(result.errors).toBeUndefined();
    expect(sent).toEqual([{ sku: 'NEW-1' }]);
  });

  it('deleteTalkingProduct: acknowledged by its 2xx, whatever JSON it carries', async () => {
    const sent = answer('legacy', '/stage/CALL/TalkingProducts/deleteProduct/proj', 'null');
    const result = await run(`mutation { deleteTalkingProduct(input: { sku: "NEW-1" }) { sku } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ deleteTalkingProduct: { sku: 'NEW-1' } });
    expect(sent).toEqual([{ sku: 'NEW-1' }]);
  });
});
