import { z } from 'zod';
import { operation, operationUrl, rulesOf, sdlOnly } from '../../../subgraphs/shared/operations';
import type { ServiceConfig } from '../../../subgraphs/shared/service-config';
import { operations as merchant, productHistoryKeyById, productHistoryKeyBySku } from '../../../subgraphs/merchant/operations';
import { OPERATION_TABLE } from '../../../subgraphs/operation-table';
import { testServiceConfig } from '../../helpers/service-config';

const config = testServiceConfig({ baseUrl: 'https://api.example.test/v1', legacyBaseUrl: 'https://legacy.example.test/old', apiKey: 'unused-key', projectId: 'proj-main', loyaltyProjectId: 'proj-loyalty', stageProjectId: 'proj-stage', timeoutMs: 1000 });

const BASE = 'https://api.example.test/v1';
const LEGACY = 'https://legacy.example.test/old';

describe('operationUrl', () => {
  it('uses GET for getProductSettings and checkBatchStatus, and for the inferred reads the titles call a GET or that are keyed like a batch', () => {
    const gets = (inferred: boolean) => OPERATION_TABLE.filter((row) => row.inferred === inferred && row.httpMethod === 'GET').map((row) => row.name);
    expect(gets(false).sort()).toEqual(['MerchantImportJob/checkBatchStatus', 'PIMAPI/getProductSettings']);
    expect(gets(true).sort()).toEqual(['PIMAPI/checkBatchStatus', 'PIMAPI/getCatalogSettings', 'Promotion/getActivePromotions', 'WalletAPI/getWallet']);
  });

  it('refuses a keyed operation without its key', () => {
    expect(() => operationUrl(config, merchant.merchantImportBatch)).toThrow(
      'MerchantImportJob/checkBatchStatus needs a path key',
    );
  });

  it('URL-encodes a batch id that is not a plain segment', () => {
    expect(operationUrl(config, merchant.merchantImportBatch, 'a b+c')).toBe(
      `${BASE}/CALL/MerchantImportJob/checkBatchStatus/a%20b%2Bc`,
    );
  });

  it.each(['.', '..', 'a/b', 'a\\b', 'a?b', 'a#b', 'a\u0000b', 'a\nb'])(
    'refuses %j as a path segment with BAD_USER_INPUT',
    (key) => {
      expect(() => operationUrl(config, merchant.merchantImportBatch, key)).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      );
    },
  );
});

/** The URL the document gives each documented operation, by the field its row backs. */
const DOCUMENTED_URLS: Record<string, string> = {
  'Mutation.upsertProduct': `${BASE}/CALL/PIMAPI/upsertProduct/proj-main`,
  'Query.products': `${BASE}/CALL/PIMAPI/getProducts/proj-main`,
  'Query.productSettings': `${BASE}/CALL/PIMAPI/getProductSettings/proj-main`,
  'Query.calculatePromotions': `${BASE}/CALL/Promotion/calculate/proj-main`,
  'Mutation.startPromotionTransaction': `${BASE}/CALL/Promotion/startTransaction/proj-main`,
  'Mutation.revertPromotionTransaction': `${BASE}/CALL/Promotion/revertTransaction/proj-main`,
  'Mutation.recordLoyaltyEvent': `${BASE}/CALL/LoyaltyAPI/receiveEvent`,
  'Query.loyaltyEvents': `${BASE}/CALL/LoyaltyAPI/getEvents/`,
  'Mutation.cancelLoyaltyTransaction': `${LEGACY}/CALL/LoyaltyAPI/cancelTransaction/proj-loyalty`,
  'Mutation.createWalletAccount': `${BASE}/CALL/WalletAPI/createAccount/proj-main`,
  'Query.walletAccount': `${BASE}/CALL/WalletAPI/getAccount/proj-main`,
  'Query.walletAccountsByNumber': `${BASE}/CALL/Wallet/getAccounts/proj-main`,
  'Query.walletAccounts': `${BASE}/CALL/WalletAPI/listAccounts/proj-main`,
  'Query.walletTransactions': `${BASE}/CALL/WalletAPI/listTransactions/proj-main`,
  'Mutation.addWalletAccount': `${BASE}/CALL/Wallet/addAccount/proj-main`,
  'Mutation.loadWallet': `${BASE}/CALL/WalletAPI/load/proj-main`,
  'Mutation.cancelWalletTransaction': `${BASE}/CALL/WalletAPI/cancel/proj-main`,
  'Mutation.bulkLoadWallet': `${BASE}/CALL/WalletAPI/bulkLoad/proj-main`,
  'Mutation.receiveMerchantStock': `${BASE}/CALL/MerchantStockPriceImporter/receiveStock/proj-main`,
  'Query.merchantImportBatch': `${BASE}/CALL/MerchantImportJob/checkBatchStatus/key-1`,
  'Query.merchantProductHistory': `${BASE}/CALL/MerchantAccountProduct/getMerchantProductHistory/key-1`,
  'Mutation.updateTalkingProduct': `${LEGACY}/proj-stage/CALL/TalkingProducts/updateProduct/proj-main`,
  'Query.talkingProducts': `${BASE}/proj-stage/CALL/TalkingProducts/listProduct/proj-main`,
};

/** The URL a form names, with this test's configuration and `key-1` for a caller's segment. */
const urlOfForm = (form: string): string =>
  form
    .replace(/^(GET|POST) /, '')
    .replace('{base_url}', BASE)
    .replace('{legacy_base_url}', LEGACY)
    .replace('{STAGE_PROJECT_ID}', 'proj-stage')
    .replace('{LOYALTY_PROJECT_ID}', 'proj-loyalty')
    .replace('{PROJECT_ID}', 'proj-main')
    .replace(/\{[A-Z_]+\}$/, 'key-1');

describe('operation rows', () => {
  it('are documented exactly for the operations the document shows; every other row is inferred', () => {
    const documented = OPERATION_TABLE.filter((row) => !row.inferred).map((row) => row.field);
    expect(documented.sort()).toEqual(Object.keys(DOCUMENTED_URLS).sort());
  });

  it.each(OPERATION_TABLE.filter((row) => !row.inferred).map((row) => [row.field, row] as const))(
    'builds the documented URL of %s',
    (field, row) => {
      expect(operationUrl(config, row, 'key-1')).toBe(DOCUMENTED_URLS[field]);
    },
  );

  it.each(OPERATION_TABLE.map((row) => [row.field, row] as const))('builds the URL of %s as its form says', (_field, row) => {
    expect(operationUrl(config, row, 'key-1')).toBe(urlOfForm(row.url));
  });

  it('refuses a URL form that is not one, and a caller segment without its key transform', () => {
    const draft = { access: 'read', inferred: true, request: sdlOnly, response: sdlOnly } as const;
    expect(() => operation({ ...draft, url: 'POST {base_url}/Promotion/calculate' })('broken')).toThrow('not a URL form');
    expect(() => operation({ ...draft, url: 'GET {base_url}/CALL/Thing/get/{THING_ID}' })('unkeyed')).toThrow(
      'unkeyed: a URL form ending in a caller\'s segment needs a key transform',
    );
  });
});

describe('product-history keys', () => {
  it('builds {PROJECT_ID}-{PRODUCT_ID}', () => {
    const key = productHistoryKeyById('proj-main', 'prod-7');
    expect(key).toBe('proj-main-prod-7');
    expect(operationUrl(config, merchant.merchantProductHistory, key)).toBe(
      `${BASE}/CALL/MerchantAccountProduct/getMerchantProductHistory/proj-main-prod-7`,
    );
  });

  it('builds ACCOUNT_PRODUCT_<channel>_<project>!<sku>, encoding a space but keeping !', () => {
    const key = productHistoryKeyBySku('proj-main', 'web', 'SKU 12&B');
    expect(key).toBe('ACCOUNT_PRODUCT_web_proj-main!SKU 12&B');
    expect(operationUrl(config, merchant.merchantProductHistory, key)).toBe(
      `${BASE}/CALL/MerchantAccountProduct/getMerchantProductHistory/ACCOUNT_PRODUCT_web_proj-main!SKU%2012%26B`,
    );
  });
});

describe('rulesOf', () => {
  it('builds rules that depend on the configuration once per configuration, not on every call', () => {
    const build = jest.fn((settings: ServiceConfig) => z.object({ channel: z.string().refine((value) => (settings.merchantChannels ?? ['web']).includes(value)) }));
    const other = testServiceConfig({ baseUrl: BASE, merchantChannels: ['store'] });
    const first = rulesOf(build, config);
    expect(rulesOf(build, config)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    // Another configuration gets rules of its own.
    expect(rulesOf(build, other).safeParse({ channel: 'store' }).success).toBe(true);
    expect(first.safeParse({ channel: 'store' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
