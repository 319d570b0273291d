import { BATCH_PROCESSING_MS, BATCH_QUEUE_MS } from '../../emulator/merchant/store';
import { startStack, type Stack } from '../helpers/stack';

interface Batch {
  batchId: string;
  batchStatus: string;
  successCount: number;
  failCount: number;
  ratio: string;
  bulkOperationType: string;
  failedProducts: { index: number; sku: string; channel: string; code: string; reason: string }[];
}
interface HistoryRecord {
  type: string;
  sku: string;
  channel: string;
  warehouse: string | null;
  productId: string;
  previousLiveQuantity: number | null;
  incomingQuantity: number | null;
  price: number | null;
  previousPrice: number | null;
  createdAt: string;
  user: { id: string } | null;
}
interface HistoryPage {
  histories: HistoryRecord[];
  nextToken: string | null;
}

const BATCH = `batchId batchStatus successCount failCount ratio bulkOperationType failedProducts { index sku channel code reason }`;
const RECORD = `type sku channel warehouse productId previousLiveQuantity incomingQuantity price previousPrice createdAt user { id }`;

const RECEIVE = `mutation ($input: ReceiveMerchantStockInput!) {
  receiveMerchantStock(input: $input) { batchId bulkOperationId frequency batch { ${BATCH} } }
}`;
const BATCH_QUERY = `query ($batchId: PathSegment!) { merchantImportBatch(batchId: $batchId) { ${BATCH} } }`;
const HISTORY = `query ($productId: PathSegment, $sku: PathSegment, $channel: PathSegment, $type: MerchantHistoryType, $nextToken: String, $limit: Int) {
  merchantProductHistory(productId: $productId, sku: $sku, channel: $channel, type: $type, nextToken: $nextToken, limit: $limit) {
    histories { ${RECORD} } nextToken
  }
}`;

const item = (sku: string, quantity: number, channel = 'web', warehouseCode = 'WH-1') => ({ warehouseCode, sku, channel, quantity });

describe('merchant stock import through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.stop());
  beforeEach(() => stack.emulator.resetRequests());

  const receive = async (items: ReturnType<typeof item>[], extra: Record<string, unknown> = {}) => {
    const result = await stack.query<{ receiveMerchantStock: { batchId: string; bulkOperationId: string; frequency: number; batch: Batch } }>(
      RECEIVE,
      { input: { items, ...extra } },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.receiveMerchantStock;
  };
  const batch = async (batchId: string) => {
    const result = await stack.query<{ merchantImportBatch: Batch }>(BATCH_QUERY, { batchId });
    expect(result.errors).toBeUndefined();
    return result.data!.merchantImportBatch;
  };
  const history = async (variables: Record<string, unknown>) => {
    const result = await stack.query<{ merchantProductHistory: HistoryPage }>(HISTORY, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.merchantProductHistory;
  };
  const complete = () => stack.clock.advance(BATCH_QUEUE_MS + BATCH_PROCESSING_MS);

  it('takes a mixed batch, polls it to completion and reports exactly which items failed and why', async () => {
    const receipt = await receive(
      [item('SKU-0111', 4), item('SKU-9999', 1), item('SKU-0112', 2, 'moon'), item('MODEL-002-M', 9, 'store', 'WH-2')],
      { bulkOperationId: 'import-1', frequency: 30 },
    );
    expect(receipt).toMatchObject({ batchId: expect.stringMatching(/^batch-/), bulkOperationId: 'import-1', frequency: 30 });
    expect(receipt.batch).toMatchObject({ batchId: receipt.batchId, batchStatus: 'PENDING', successCount: 0, failCount: 0 });
    expect(stack.emulator.calls('MerchantStockPriceImporter/receiveStock')).toBe(1);
    expect(stack.emulator.calls('MerchantImportJob/checkBatchStatus')).toBe(1);

    stack.clock.advance(BATCH_QUEUE_MS);
    expect((await batch(receipt.batchId)).batchStatus).toBe('PROCESSING');
    stack.clock.advance(BATCH_PROCESSING_MS);
    const done = await batch(receipt.batchId);
    expect(done).toEqual({
      batchId: receipt.batchId,
      batchStatus: 'COMPLETED',
      successCount: 2,
      failCount: 2,
      ratio: '50.00',
      bulkOperationType: 'STOCK',
      failedProducts: [
        { index: 1, sku: 'SKU-9999', channel: 'web', code: 'UNKNOWN_SKU', reason: 'product SKU-9999 not found' },
        { index: 2, sku: 'SKU-0112', channel: 'moon', code: 'UNKNOWN_CHANNEL', reason: 'channel moon is not configured for this merchant' },
      ],
    });
    expect(stack.emulator.calls('MerchantImportJob/checkBatchStatus')).toBe(3);
    const request = stack.emulator.requests.find((r) => r.operation === 'MerchantImportJob/checkBatchStatus')!;
    expect(request).toMatchObject({ httpMethod: 'GET', path: `/CALL/MerchantImportJob/checkBatchStatus/${receipt.batchId}` });
    expect(stack.emulator.state.merchant.stockOf('store', 'WH-2', 'MODEL-002-M')).toBe(9);
  });

  it('reports FAILED when no item could be applied', async () => {
    const receipt = await receive([item('SKU-9998', 1)]);
    complete();
    expect(await batch(receipt.batchId)).toMatchObject({ batchStatus: 'FAILED', successCount: 0, failCount: 1, ratio: '0.00' });
  });

  it('shows both of two imports in the history, newest first, by either key form', async () => {
    await receive([item('SKU-0120', 5)]);
    complete();
    await receive([item('SKU-0120', 8)]);
    complete();
    stack.emulator.resetRequests();

    const bySku = await history({ sku: 'SKU-0120', channel: 'web', type: 'STOCK' });
    expect(bySku.histories.map(({ previousLiveQuantity, incomingQuantity }) => [previousLiveQuantity, incomingQuantity])).toEqual([
      [5, 8],
      [0, 5],
    ]);
    expect(bySku.histories[0]).toMatchObject({ type: 'STOCK', sku: 'SKU-0120', channel: 'web', warehouse: 'WH-1', user: { id: 'merchant-api' } });
    expect(bySku.histories[0]!.createdAt > bySku.histories[1]!.createdAt).toBe(true);
    expect(bySku.nextToken).toBeNull();

    const byId = await history({ productId: bySku.histories[0]!.productId, type: 'STOCK' });
    expect(byId.histories).toEqual(bySku.histories);

    expect(stack.emulator.requests.map((r) => r.path)).toEqual([
      '/CALL/MerchantAccountProduct/getMerchantProductHistory/ACCOUNT_PRODUCT_web_demo!SKU-0120',
      `/CALL/MerchantAccountProduct/getMerchantProductHistory/demo-${bySku.histories[0]!.productId}`,
    ]);
    expect(stack.emulator.requests[0]!.body).toEqual({ type: 'STOCK' });
  });

  it('pages the history with nextToken', async () => {
    const first = await history({ sku: 'SKU-0007', channel: 'web', limit: 1 });
    expect(first.histories.map((record) => record.type)).toEqual(['PRICE']);
    expect(first.nextToken).toEqual(expect.any(String));
    const second = await history({ sku: 'SKU-0007', channel: 'web', limit: 1, nextToken: first.nextToken });
    expect(second.histories.map((record) => record.type)).toEqual(['STOCK']);
    expect(second.nextToken).toBeNull();
  });

  it('imports prices (inferred Receive Price) into PRICE history', async () => {
    const result = await stack.query<{ receiveMerchantPrice: { batchId: string } }>(
      `mutation { receiveMerchantPrice(input: { items: [{ sku: "SKU-0008", channel: "web", price: 74.5 }] }) { batchId } }`,
    );
    expect(result.errors).toBeUndefined();
    complete();
    expect(await batch(result.data!.receiveMerchantPrice.batchId)).toMatchObject({ batchStatus: 'COMPLETED', bulkOperationType: 'PRICE', successCount: 1 });
    const prices = await history({ sku: 'SKU-0008', channel: 'web', type: 'PRICE' });
    expect(prices.histories.map(({ price, previousPrice }) => [price, previousPrice])).toEqual([
      [74.5, 17.99],
      [17.99, null],
    ]);
  });

  it('maps an unknown batch to NOT_FOUND and an unknown product key to NOT_FOUND', async () => {
    const missing = await stack.query(BATCH_QUERY, { batchId: 'batch-nope' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await stack.query(HISTORY, { productId: 'MP999999' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  describe('bad input', () => {
    const rejected = async (items: unknown[], field: string) => {
      const result = await stack.query(RECEIVE, { input: { items } });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
      expect(stack.emulator.calls()).toBe(0);
    };

    it('rejects an empty item list', () => rejected([], 'input.items'));
    it('rejects more than 1000 items', () => rejected(Array.from({ length: 1001 }, () => item('SKU-0001', 1)), 'input.items'));
    it('rejects a negative quantity', () => rejected([item('SKU-0001', 1), item('SKU-0001', -1)], 'input.items.1.quantity'));
    it('rejects a non-integer quantity', () => rejected([item('SKU-0001', 1.5)], 'input.items.0.quantity'));
    it('rejects a blank sku', () => rejected([item(' ', 1)], 'input.items.0.sku'));

    it.each([
      ['..', 'a dot-dot segment'],
      ['.', 'a dot segment'],
      ['batch/1', 'a slash'],
      ['batch\\1', 'a backslash'],
      ['batch?x=1', 'a query marker'],
      ['batch#1', 'a fragment marker'],
      ['batch\u00001', 'a control character'],
    ])('refuses the batch id %j (%s) before any upstream call', async (batchId) => {
      const result = await stack.query(BATCH_QUERY, { batchId });
      // A PathSegment argument: the operation is refused whole, before any subgraph runs.
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['batchId'] });
      expect(stack.emulator.calls()).toBe(0);
    });

    it.each([
      [{ productId: '..' }, 'productId'],
      [{ productId: 'MP/1' }, 'productId'],
      [{ sku: '..', channel: 'web' }, 'sku'],
      [{ sku: 'SKU?1', channel: 'web' }, 'sku'],
      [{ sku: 'SKU-0001', channel: '.' }, 'channel'],
      [{ sku: 'SKU-0001', channel: 'web#x' }, 'channel'],
    ])('refuses history path segments %j before any upstream call', async (variables, field) => {
      const result = await stack.query(HISTORY, variables);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
      expect(stack.emulator.calls()).toBe(0);
    });

    it('refuses a stock-history channel that is not one path segment, reading nothing', async () => {
      const result = await stack.query<{ products: { products: { sku: string; stockHistory: unknown }[] } }>(
        `{ products(filters: { sku: "SKU-0001" }) { products { sku stockHistory(channel: "..") { nextToken } } } }`,
      );
      // A PathSegment argument: the operation is refused whole, before any subgraph runs.
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['channel'] });
      expect(stack.emulator.calls()).toBe(0);
    });

    it('rejects history arguments that address no product or two ways at once', async () => {
      for (const [variables, field] of [
        [{}, 'sku'],
        [{ sku: 'SKU-0001' }, 'channel'],
        [{ productId: 'MP1', sku: 'SKU-0001', channel: 'web' }, 'productId'],
        [{ sku: 'SKU-0001', channel: 'web', limit: 0 }, 'limit'],
      ] as const) {
        const result = await stack.query(HISTORY, variables);
        expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
      }
      expect(stack.emulator.calls()).toBe(0);
    });
  });
});

describe('merchant channels configured in the facade', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { COMMERCE_MERCHANT_CHANNELS: 'web, store' } });
  });
  afterAll(() => stack.stop());

  it('rejects a channel outside COMMERCE_MERCHANT_CHANNELS before any upstream call', async () => {
    const result = await stack.query(RECEIVE, { input: { items: [item('SKU-0001', 1, 'store'), item('SKU-0001', 1, 'moon')] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.items.1.channel'] });
    expect(result.errors?.[0]?.message).toContain('web, store');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('accepts the configured channels', async () => {
    const result = await stack.query(RECEIVE, { input: { items: [item('SKU-0001', 1, 'web'), item('SKU-0002', 1, 'store')] } });
    expect(result.errors).toBeUndefined();
    expect(stack.emulator.calls('MerchantStockPriceImporter/receiveStock')).toBe(1);
  });
});
