import { MockAgent } from 'undici';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { operationUrl } from '../../../subgraphs/shared/operations';
import { send } from '../../../subgraphs/shared/call';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { operations, productHistoryKeyById, productHistoryKeyBySku } from '../../../subgraphs/merchant/operations';
import { serviceCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

const config = testServiceConfig({ baseUrl: 'https://api.example.test', legacyBaseUrl: 'https://legacy.example.test/v0', apiKey: 'key', projectId: 'proj', loyaltyProjectId: 'loyal', stageProjectId: 'stage', timeoutMs: 1000 });

describe('merchant operation URLs', () => {
  it('sends receiveStock to the base URL with the project segment', () => {
    expect(operationUrl(config, operations.receiveMerchantStock)).toBe(
      'https://api.example.test/CALL/MerchantStockPriceImporter/receiveStock/proj',
    );
    expect(operations.receiveMerchantStock.httpMethod).toBe('POST');
  });

  it('sends the inferred receivePrice beside receiveStock and marks it inferred', () => {
    expect(operationUrl(config, operations.receiveMerchantPrice)).toBe(
      'https://api.example.test/CALL/MerchantStockPriceImporter/receivePrice/proj',
    );
    expect(operations.receiveMerchantPrice.inferred).toBe(true);
  });

  it('reads a batch with a GET keyed by the batch id, without a project segment', () => {
    expect(operations.merchantImportBatch.httpMethod).toBe('GET');
    expect(operationUrl(config, operations.merchantImportBatch, 'batch-000042')).toBe(
      'https://api.example.test/CALL/MerchantImportJob/checkBatchStatus/batch-000042',
    );
  });

  it('keys product history by {PROJECT_ID}-{PRODUCT_ID}', () => {
    expect(operationUrl(config, operations.merchantProductHistory, productHistoryKeyById('proj', 'MP000001'))).toBe(
      'https://api.example.test/CALL/MerchantAccountProduct/getMerchantProductHistory/proj-MP000001',
    );
  });

  it('keys product history by ACCOUNT_PRODUCT_<channel>_<project>!<sku>, URL-encoding a space and a plus', () => {
    const key = productHistoryKeyBySku('proj', 'web', 'SKU 1+A');
    expect(key).toBe('ACCOUNT_PRODUCT_web_proj!SKU 1+A');
    expect(operationUrl(config, operations.merchantProductHistory, key)).toBe(
      'https://api.example.test/CALL/MerchantAccountProduct/getMerchantProductHistory/ACCOUNT_PRODUCT_web_proj!SKU%201%2BA',
    );
  });

  it('refuses a history key holding a slash rather than encoding it', () => {
    expect(() => operationUrl(config, operations.merchantProductHistory, productHistoryKeyBySku('proj', 'web', 'SKU/A'))).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    );
  });
});

describe('the merchant rows on the wire', () => {
  let agent: MockAgent;
  let scope: RequestScope;
  const seen: { method: string; path: string; body: unknown }[] = [];

  beforeEach(() => {
    seen.length = 0;
    agent = new MockAgent();
    agent.disableNetConnect();
    scope = { apiKey: 'key', client: new CommerceClient(config, agent), caller: serviceCaller('key') };
  });
  afterEach(() => agent.close());

  const answer = (path: string, method: 'GET' | 'POST', reply: object) =>
    agent
      .get('https://api.example.test')
      .intercept({ path, method })
      .reply(200, (options) => {
        seen.push({ method, path, body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined });
        return reply;
      });

  it('GETs checkBatchStatus at the encoded batch id with no body', async () => {
    answer('/CALL/MerchantImportJob/checkBatchStatus/batch%201', 'GET', { batchStatus: 'PENDING' });
    await expect(send(scope, operations.merchantImportBatch, { batchId: 'batch 1' })).resolves.toMatchObject({ batchStatus: 'PENDING' });
    expect(seen).toEqual([{ method: 'GET', path: '/CALL/MerchantImportJob/checkBatchStatus/batch%201', body: undefined }]);
  });

  it('POSTs history by sku to the encoded key with the type and token in the body', async () => {
    const path = '/CALL/MerchantAccountProduct/getMerchantProductHistory/ACCOUNT_PRODUCT_web_proj!SKU%201%2BA';
    answer(path, 'POST', { histories: [] });
    await send(scope, operations.merchantProductHistory, { sku: 'SKU 1+A', channel: 'web', type: 'STOCK', nextToken: 'abc', limit: null });
    expect(seen).toEqual([{ method: 'POST', path, body: { type: 'STOCK', nextToken: 'abc' } }]);
  });

  it('POSTs history by product id to {PROJECT_ID}-{PRODUCT_ID}', async () => {
    const path = '/CALL/MerchantAccountProduct/getMerchantProductHistory/proj-MP000007';
    answer(path, 'POST', { histories: [], nextToken: null });
    await expect(send(scope, operations.merchantProductHistory, { productId: 'MP000007' })).resolves.toEqual({ histories: [], nextToken: null });
    expect(seen.map((call) => call.path)).toEqual([path]);
  });
});
