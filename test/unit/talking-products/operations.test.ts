import { MockAgent } from 'undici';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { send } from '../../../subgraphs/shared/call';
import { operationUrl } from '../../../subgraphs/shared/operations';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { operations } from '../../../subgraphs/talking-products/operations';
import { serviceCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

const config = testServiceConfig({ baseUrl: 'https://api.example.test', legacyBaseUrl: 'https://legacy.example.test/v0', apiKey: 'key', projectId: 'proj', loyaltyProjectId: 'loyal', stageProjectId: 'stage', timeoutMs: 1000 });

describe('talking-products operation URLs', () => {
  it('sends updateProduct to the legacy base URL with the stage project before /CALL', () => {
    expect(operationUrl(config, operations.updateTalkingProduct)).toBe(
      'https://legacy.example.test/v0/stage/CALL/TalkingProducts/updateProduct/proj',
    );
  });

  it('sends listProduct to the base URL with the stage project before /CALL', () => {
    expect(operationUrl(config, operations.talkingProducts)).toBe(
      'https://api.example.test/stage/CALL/TalkingProducts/listProduct/proj',
    );
  });

  it('places the inferred create and delete beside update, get beside list, all marked inferred', () => {
    expect(operationUrl(config, operations.createTalkingProduct)).toBe(
      'https://legacy.example.test/v0/stage/CALL/TalkingProducts/createProduct/proj',
    );
    expect(operationUrl(config, operations.deleteTalkingProduct)).toBe(
      'https://legacy.example.test/v0/stage/CALL/TalkingProducts/deleteProduct/proj',
    );
    expect(operationUrl(config, operations.talkingProduct)).toBe(
      'https://api.example.test/stage/CALL/TalkingProducts/getProduct/proj',
    );
    expect([operations.createTalkingProduct, operations.talkingProduct, operations.deleteTalkingProduct].every((spec) => spec.inferred)).toBe(true);
    expect(operations.updateTalkingProduct.inferred).toBe(false);
  });
});

describe('the talking-products rows on the wire', () => {
  let agent: MockAgent;
  let scope: RequestScope;

  beforeEach(() => {
    agent = new MockAgent();
    agent.disableNetConnect();
    scope = { apiKey: 'key', client: new CommerceClient(config, agent), caller: serviceCaller('key') };
  });
  afterEach(() => agent.close());

  it('posts updateProduct to the legacy host and listProduct to the base host', async () => {
    const bodies: unknown[] = [];
    agent
      .get('https://legacy.example.test')
      .intercept({ path: '/v0/stage/CALL/TalkingProducts/updateProduct/proj', method: 'POST' })
      .reply(200, (options) => {
        bodies.push(JSON.parse(String(options.body)));
        return {};
      });
    agent
      .get('https://api.example.test')
      .intercept({ path: '/stage/CALL/TalkingProducts/listProduct/proj', method: 'POST' })
      .reply(200, (options) => {
        bodies.push(JSON.parse(String(options.body)));
        return { products: [{ sku: 'A 1/2', name: 'x', extra: true }] };
      });
    await send(scope, operations.updateTalkingProduct, { input: { product: { sku: 'A 1/2', name: 'x', additionalData: { a: null } } } });
    const list = await send(scope, operations.talkingProducts, {});
    expect(bodies).toEqual([{ product: { sku: 'A 1/2', name: 'x', additionalData: { a: null } } }, {}]);
    expect({ products: list.products, total: list.total, raw: list.raw }).toEqual({
      products: [expect.objectContaining({ sku: 'A 1/2', name: 'x', stock: null, raw: { sku: 'A 1/2', name: 'x', extra: true } })],
      total: 1,
      raw: { products: [{ sku: 'A 1/2', name: 'x', extra: true }] },
    });
    expect(list.bySku('A 1/2')).toEqual(list.products[0]);
  });
});
