import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { startEmulator, type Emulator } from '../../emulator/server';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { OPERATION_TABLE } from '../../subgraphs/operation-table';
import { loadConfig, serviceConfig } from '../../config/environment';
import { keyCallerAuth, keyCallerConfig } from '../helpers/key-callers';

/**
 * Every read root field, through the gateway, against the emulator behind a proxy that answers the
 * field's operation with a 200 and a chosen body: a body that is not a JSON object (`null`, a list, a number, a
 * string) is a broken service and fails the field with UPSTREAM_BAD_RESPONSE, where reading it
 * tolerantly made it an empty page; `{}` (what the document shows for getProducts, getEvents and
 * listProduct) still reads as the empty result.
 */

interface ReadCase {
  /** The root field, as the data key. */
  field: string;
  /** The service operation whose answer is replaced, `Class/method`. */
  operation: string;
  document: string;
}

const CART = '{ items: [{ id: "SKU-0001", qty: 1, price: 5 }] }';

const READS: ReadCase[] = [
  { field: 'products', operation: 'PIMAPI/getProducts', document: '{ products { total products { sku } } }' },
  { field: 'productsConnection', operation: 'PIMAPI/getProducts', document: '{ productsConnection { totalCount edges { cursor } } }' },
  { field: 'productSettings', operation: 'PIMAPI/getProductSettings', document: '{ productSettings { attributes { code } } }' },
  { field: 'catalogSettings', operation: 'PIMAPI/getCatalogSettings', document: '{ catalogSettings { __typename } }' },
  { field: 'catalogueImage', operation: 'PIMAPI/getImage', document: '{ catalogueImage(imageId: "img-1") { imageId } }' },
  { field: 'productImportBatch', operation: 'PIMAPI/checkBatchStatus', document: '{ productImportBatch(batchId: "batch-1") { batchStatus } }' },
  { field: 'datasetSources', operation: 'DatasetAPI/listSources', document: '{ datasetSources { __typename } }' },
  { field: 'datasetValues', operation: 'DatasetAPI/listValues', document: '{ datasetValues(datasetCode: "colours") { total } }' },
  { field: 'calculatePromotions', operation: 'Promotion/calculate', document: `{ calculatePromotions(cart: ${CART}) { calculationTime } }` },
  { field: 'activePromotions', operation: 'Promotion/getActivePromotions', document: '{ activePromotions { id } }' },
  { field: 'loyaltyEvents', operation: 'LoyaltyAPI/getEvents', document: '{ loyaltyEvents(entityId: "user-001", entityType: "USER") { total events { eventId } } }' },
  {
    field: 'loyaltyEventsConnection',
    operation: 'LoyaltyAPI/getEvents',
    document: '{ loyaltyEventsConnection(entityId: "user-001", entityType: "USER") { edges { cursor } } }',
  },
  { field: 'calculateLoyalty', operation: 'LoyaltyAPI/calculate', document: '{ calculateLoyalty(userId: "user-001", eventType: "PURCHASE") { totalPoints } }' },
  {
    field: 'loyaltyMeasurements',
    operation: 'LoyaltyAPI/listMeasurements',
    document: '{ loyaltyMeasurements(entityId: "user-001", entityType: "USER") { total } }',
  },
  { field: 'walletAccount', operation: 'WalletAPI/getAccount', document: '{ walletAccount(walletId: "wallet-001", currency: "EURO", accountNumber: "EUR-001") { balance } }' },
  { field: 'walletAccountsByNumber', operation: 'Wallet/getAccounts', document: '{ walletAccountsByNumber(accountNumbers: ["EUR-001"]) { accountNumber } }' },
  { field: 'walletAccounts', operation: 'WalletAPI/listAccounts', document: '{ walletAccounts { total result { accountNumber } } }' },
  { field: 'walletAccountsConnection', operation: 'WalletAPI/listAccounts', document: '{ walletAccountsConnection { edges { cursor } } }' },
  {
    field: 'walletTransactions',
    operation: 'WalletAPI/listTransactions',
    document: '{ walletTransactions(walletId: "wallet-001", currency: "EURO", accountNumber: "EUR-001") { total } }',
  },
  {
    field: 'walletTransactionsConnection',
    operation: 'WalletAPI/listTransactions',
    document: '{ walletTransactionsConnection(walletId: "wallet-001", currency: "EURO", accountNumber: "EUR-001") { edges { cursor } } }',
  },
  { field: 'wallet', operation: 'WalletAPI/getWallet', document: '{ wallet(walletId: "wallet-001") { walletId } }' },
  { field: 'merchantImportBatch', operation: 'MerchantImportJob/checkBatchStatus', document: '{ merchantImportBatch(batchId: "batch-1") { batchStatus } }' },
  {
    field: 'merchantProductHistory',
    operation: 'MerchantAccountProduct/getMerchantProductHistory',
    document: '{ merchantProductHistory(sku: "SKU-0001", channel: "web") { histories { sku } } }',
  },
  {
    field: 'merchantProductHistoryConnection',
    operation: 'MerchantAccountProduct/getMerchantProductHistory',
    document: '{ merchantProductHistoryConnection(sku: "SKU-0001", channel: "web") { edges { cursor } } }',
  },
  { field: 'currentStock', operation: 'MerchantSalesChannel/getCurrentStock', document: '{ currentStock(sku: "SKU-0001", channel: "web") { stock } }' },
  { field: 'merchantExports', operation: 'MerchantStockPriceImporter/listExports', document: '{ merchantExports { total } }' },
  { field: 'merchantExportFiles', operation: 'MerchantStockPriceImporter/getExportedFiles', document: '{ merchantExportFiles(exportId: "export-1") { exportId } }' },
  { field: 'globalProducts', operation: 'GlobalProducts/getGlobalProducts', document: '{ globalProducts { total } }' },
  { field: 'talkingProducts', operation: 'TalkingProducts/listProduct', document: '{ talkingProducts { total products { sku } } }' },
  { field: 'talkingProduct', operation: 'TalkingProducts/getProduct', document: '{ talkingProduct(sku: "SKU-0001") { sku } }' },
];

/** Bodies that are JSON but not the object the document shows. */
const NOT_OBJECTS: [string, string][] = [
  ['null', 'null'],
  ['an empty list', '[]'],
  ['a list of records', '[{"sku":"SKU-0001"}]'],
  ['a number', '0'],
  ['a string', '"ok"'],
];

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

describe('a read answered with a body that is not a JSON object', () => {
  let emulator: Emulator;
  let proxy: Server;
  let gateway: RunningGateway;
  /** The operation whose answers are replaced, and by what. */
  let replace: { operation: string; body: string } | undefined;

  beforeAll(async () => {
    emulator = await startEmulator();
    // Forwards every request to the emulator; an answer of the operation under test is replaced.
    proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host'),
        );
        request(`${emulator.url}${req.url ?? ''}`, {
          method: req.method as 'GET' | 'POST',
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        }).then(
          async (answer) => {
            const original = Buffer.from(await answer.body.arrayBuffer());
            const target = replace && (req.url ?? '').includes(`/CALL/${replace.operation}`) ? replace : undefined;
            // The replaced answer is a 200 whatever the emulator said (an unknown image id is its 404).
            res.writeHead(target ? 200 : answer.statusCode, { 'content-type': 'application/json' });
            res.end(target ? Buffer.from(target.body) : original);
          },
          () => res.destroy(),
        );
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const service = { ...serviceConfig(loadConfig({}), emulator), baseUrl: url, legacyBaseUrl: url, apiKey: undefined };
    // No read is reused from one case to the next: each must reach the replaced answer.
    gateway = await startGateway({ config: keyCallerConfig(await keyCallerAuth(), { READ_CACHE: 'false' }), service });
  });
  afterAll(async () => {
    await gateway.stop();
    proxy.closeAllConnections();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    await emulator.close();
  });
  afterEach(() => {
    replace = undefined;
  });

  const ask = async (document: string): Promise<GraphQLAnswer> => {
    const response = await request(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey },
      body: JSON.stringify({ query: document }),
    });
    return (await response.body.json()) as GraphQLAnswer;
  };

  it('covers every read root field of the operation table', () => {
    const fields = OPERATION_TABLE.filter((row) => row.idempotent).flatMap((row) => [row.field, ...(row.connection ? [row.connection] : [])]);
    expect(READS.map((read) => `Query.${read.field}`).sort()).toEqual([...new Set(fields)].sort());
  });

  describe.each(READS)('$field', ({ field, operation, document }) => {
    it('answers without an error when the service answers as it does', async () => {
      const answer = await ask(document);
      expect(answer.errors?.filter((error) => error.extensions?.code === 'UPSTREAM_BAD_RESPONSE') ?? []).toEqual([]);
    });

    it.each(NOT_OBJECTS)('is UPSTREAM_BAD_RESPONSE for %s', async (_name, body) => {
      replace = { operation, body };
      const calls = emulator.requests.length;
      const answer = await ask(document);
      expect(emulator.requests.length).toBeGreaterThan(calls);
      const errors = answer.errors ?? [];
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error.path?.[0]).toBe(field);
        expect(error.extensions).toMatchObject({ code: 'UPSTREAM_BAD_RESPONSE', upstream: { operation } });
        expect(error.extensions?.detail).toMatch(/a JSON object was expected/);
      }
      expect(answer.data?.[field] ?? null).toBeNull();
    });

    it('reads {} without calling it a body that is not an object', async () => {
      replace = { operation, body: '{}' };
      const answer = await ask(document);
      expect((answer.errors ?? []).map((error) => error.message).filter((message) => /a JSON object was expected/.test(message))).toEqual([]);
    });
  });

  describe('the answers the document shows as {}', () => {
    it.each([
      ['products', 'PIMAPI/getProducts', { total: null, products: [] }],
      ['loyaltyEvents', 'LoyaltyAPI/getEvents', { total: null, events: [] }],
      ['talkingProducts', 'TalkingProducts/listProduct', { total: 0, products: [] }],
    ])('%s reads {} as an empty result, with no error', async (field, operation, empty) => {
      replace = { operation, body: '{}' };
      const read = READS.find((entry) => entry.field === field)!;
      const answer = await ask(read.document);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.[field]).toEqual(empty);
    });
  });
});
