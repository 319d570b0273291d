import { request } from 'undici';
import { ManualClock } from '../../emulator/clock';
import { BATCH_PROCESSING_MS, BATCH_QUEUE_MS, MAX_BATCH_ITEMS } from '../../emulator/merchant/store';
import { startEmulator, type Emulator } from '../../emulator/server';

let emulator: Emulator;
const clock = new ManualClock('2026-11-21T12:00:00.000Z');

beforeAll(async () => {
  emulator = await startEmulator({ clock });
});
afterAll(() => emulator.close());

/** The fields these tests read from the emulator's answers. */
interface Answer {
  batchId: string;
  batchStatus: string;
  message: string;
  nextToken?: string;
  failedProducts: { index: number; code: string }[];
  histories: { type: string; productId: string }[];
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await request(`${emulator.url}${path}`, {
    method,
    headers: { 'x-api-key': emulator.apiKey, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return { status: response.statusCode, body: (await response.body.json()) as Answer };
}

const receiveStock = (body: unknown) => call('POST', '/CALL/MerchantStockPriceImporter/receiveStock/demo', body);
const batchStatus = (batchId: string) => call('GET', `/CALL/MerchantImportJob/checkBatchStatus/${encodeURIComponent(batchId)}`);
const history = (key: string, body: unknown = {}) =>
  call('POST', `/CALL/MerchantAccountProduct/getMerchantProductHistory/${encodeURIComponent(key)}`, body);

describe('MerchantStockPriceImporter/receiveStock and MerchantImportJob/checkBatchStatus', () => {
  it('answers at once with batchId, bulkOperationId and frequency, then moves PENDING → PROCESSING → COMPLETED on the clock', async () => {
    const received = await receiveStock({
      frequency: 15,
      bulkOperationId: 'op-1',
      items: [
        { warehouseCode: 'WH-1', sku: 'SKU-0101', channel: 'web', quantity: 7 },
        { warehouseCode: 'WH-1', sku: 'SKU-9999', channel: 'web', quantity: 1 },
        { warehouseCode: 'WH-2', sku: 'SKU-0102', channel: 'moon', quantity: 1 },
        { warehouseCode: 'WH-1', sku: 'SKU-0103', channel: 'store', quantity: -2 },
        { warehouseCode: 'WH-1', sku: 'MODEL-001-RED', channel: 'store', quantity: 0 },
      ],
    });
    expect(received.status).toBe(200);
    expect(received.body).toEqual({ batchId: expect.stringMatching(/^batch-/), bulkOperationId: 'op-1', frequency: 15 });
    const { batchId } = received.body;

    expect((await batchStatus(batchId)).body).toMatchObject({ batchStatus: 'PENDING', successCount: 0, failCount: 0, failedProducts: [] });
    clock.advance(BATCH_QUEUE_MS);
    expect((await batchStatus(batchId)).body.batchStatus).toBe('PROCESSING');
    clock.advance(BATCH_PROCESSING_MS);
    const done = await batchStatus(batchId);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      batchStatus: 'COMPLETED',
      successCount: 2,
      failCount: 3,
      ratio: '40.00',
      pushPriceFrequency: 15,
      bulkOperationType: 'STOCK',
    });
    expect(done.body.failedProducts).toEqual([
      { index: 1, sku: 'SKU-9999', channel: 'web', warehouseCode: 'WH-1', code: 'UNKNOWN_SKU', reason: 'product SKU-9999 not found' },
      { index: 2, sku: 'SKU-0102', channel: 'moon', warehouseCode: 'WH-2', code: 'UNKNOWN_CHANNEL', reason: 'channel moon is not configured for this merchant' },
      { index: 3, sku: 'SKU-0103', channel: 'store', warehouseCode: 'WH-1', code: 'INVALID_QUANTITY', reason: 'quantity -2 must be a non-negative integer' },
    ]);
    expect(emulator.state.merchant.stockOf('web', 'WH-1', 'SKU-0101')).toBe(7);
  });

  it('answers 400 for an empty list or too many items, and 404 for an unknown batch', async () => {
    expect((await receiveStock({ items: [] })).status).toBe(400);
    const many = Array.from({ length: MAX_BATCH_ITEMS + 1 }, () => ({ warehouseCode: 'W', sku: 'SKU-0001', channel: 'web', quantity: 1 }));
    const tooMany = await receiveStock({ items: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('items');
    expect((await batchStatus('batch-nope')).status).toBe(404);
  });

  it('takes checkBatchStatus as a GET only', async () => {
    expect((await call('POST', '/CALL/MerchantImportJob/checkBatchStatus/batch-000001', {})).status).toBe(405);
  });
});

describe('MerchantAccountProduct/getMerchantProductHistory', () => {
  it('returns a product history by sku key and by id key, newest first, with the documented record fields', async () => {
    const bySku = await history('ACCOUNT_PRODUCT_web_demo!SKU-0003');
    expect(bySku.status).toBe(200);
    expect(bySku.body.histories.map((record) => record.type)).toEqual(['PRICE', 'STOCK']);
    const stock = bySku.body.histories[1]!;
    expect(stock).toEqual({
      previousLiveQuantity: 0,
      distributedQuantity: 30,
      reservedQuantity: 0,
      incomingQuantity: 30,
      createdAt: '2026-01-02T09:00:00.000Z',
      productId: expect.stringMatching(/^MP\d+$/),
      method: 'receiveStock',
      channel: 'web',
      warehouse: 'WH-1',
      sku: 'SKU-0003',
      type: 'STOCK',
      sortKey: expect.any(String),
      user: { id: 'merchant-api', name: 'Merchant', surname: 'API' },
    });
    const byId = await history(`demo-${stock.productId}`, { type: 'STOCK' });
    expect(byId.body.histories).toEqual([stock]);
  });

  it('pages with nextToken', async () => {
    const first = await history('ACCOUNT_PRODUCT_web_demo!SKU-0004', { limit: 1 });
    expect(first.body.histories).toHaveLength(1);
    expect(first.body.nextToken).toEqual(expect.any(String));
    const second = await history('ACCOUNT_PRODUCT_web_demo!SKU-0004', { limit: 1, nextToken: first.body.nextToken });
    expect(second.body.histories).toHaveLength(1);
    expect(second.body.histories[0]!.type).toBe('STOCK');
    expect(second.body.nextToken).toBeUndefined();
    expect((await history('ACCOUNT_PRODUCT_web_demo!SKU-0004', { nextToken: 'garbage' })).status).toBe(400);
  });

  it('answers 404 for malformed keys, unknown channels, unknown skus and unknown product ids', async () => {
    expect((await history('ACCOUNT_PRODUCT_web_other!SKU-0004')).status).toBe(404);
    expect((await history('ACCOUNT_PRODUCT_moon_demo!SKU-0004')).status).toBe(404);
    expect((await history('ACCOUNT_PRODUCT_web_demo!NOPE')).status).toBe(404);
    expect((await history('demo-MP999999')).status).toBe(404);
    expect((await history('SKU-0004')).status).toBe(404);
  });

  it('answers 400 for an unknown type', async () => {
    expect((await history('ACCOUNT_PRODUCT_web_demo!SKU-0004', { type: 'COLOUR' })).status).toBe(400);
  });
});

describe('Receive Price (inferred)', () => {
  it('queues a PRICE batch whose items become PRICE history with the previous price', async () => {
    const received = await call('POST', '/CALL/MerchantStockPriceImporter/receivePrice/demo', {
      items: [
        { sku: 'SKU-0005', channel: 'web', price: 12.5 },
        { sku: 'SKU-0005', channel: 'web', price: 1.005 },
      ],
    });
    expect(received.status).toBe(200);
    clock.advance(BATCH_QUEUE_MS + BATCH_PROCESSING_MS);
    const done = await batchStatus(received.body.batchId);
    expect(done.body).toMatchObject({ batchStatus: 'COMPLETED', successCount: 1, failCount: 1, bulkOperationType: 'PRICE' });
    expect(done.body.failedProducts[0]!).toMatchObject({ index: 1, code: 'INVALID_PRICE' });
    const latest = (await history('ACCOUNT_PRODUCT_web_demo!SKU-0005', { type: 'PRICE', limit: 1 })).body.histories[0];
    expect(latest).toMatchObject({ type: 'PRICE', price: 12.5, previousPrice: 14.99, method: 'receivePrice', sku: 'SKU-0005' });
  });

  it('fails prices under a cent or past 1000000000000 as INVALID_PRICE', async () => {
    const received = await call('POST', '/CALL/MerchantStockPriceImporter/receivePrice/demo', {
      items: [
        { sku: 'SKU-0006', channel: 'web', price: 1e-9 },
        { sku: 'SKU-0006', channel: 'web', price: 1e12 + 0.01 },
      ],
    });
    clock.advance(BATCH_QUEUE_MS + BATCH_PROCESSING_MS);
    const done = await batchStatus(received.body.batchId);
    expect(done.body).toMatchObject({ batchStatus: 'FAILED', successCount: 0, failCount: 2 });
    expect(done.body.failedProducts.map((failed) => failed.code)).toEqual(['INVALID_PRICE', 'INVALID_PRICE']);
  });
});

describe('stock invariants: available stock never below 0, levels within GraphQL Int', () => {
  const sales = (method: string, body: unknown) => call('POST', `/CALL/MerchantSalesChannel/${method}/demo`, body);
  const settle = () => clock.advance(BATCH_QUEUE_MS + BATCH_PROCESSING_MS);

  it('refuses with 400 an import below what reservations hold, naming the item, and keeps the level', async () => {
    await receiveStock({ items: [{ warehouseCode: 'WH-INV', sku: 'SKU-0151', channel: 'store', quantity: 10 }] });
    settle();
    const reserved = await sales('reserveStock', { channel: 'store', sku: 'SKU-0151', quantity: 6 });
    expect(reserved.status).toBe(200);
    const below = await receiveStock({ items: [{ warehouseCode: 'WH-INV', sku: 'SKU-0151', channel: 'store', quantity: 5 }] });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe(
      'Invalid request: items.0.quantity: 5 is below the 6 units reserved for orders of SKU-0151 in store/WH-INV; cancel or commit those reservations first',
    );
    expect((await receiveStock({ items: [{ warehouseCode: 'WH-INV', sku: 'SKU-0151', channel: 'store', quantity: 6 }] })).status).toBe(200);
    settle();
    expect(emulator.state.merchant.currentStock('store', 'SKU-0151')).toEqual([{ warehouseCode: 'WH-INV', stock: 6, reserved: 6, available: 0 }]);
  });

  it('fails as INVALID_QUANTITY an item that reservations made after its receipt now exceed', async () => {
    await receiveStock({ items: [{ warehouseCode: 'WH-INV', sku: 'SKU-0152', channel: 'store', quantity: 10 }] });
    settle();
    const received = await receiveStock({ items: [{ warehouseCode: 'WH-INV', sku: 'SKU-0152', channel: 'store', quantity: 2 }] });
    expect(received.status).toBe(200);
    expect((await sales('reserveStock', { channel: 'store', sku: 'SKU-0152', quantity: 4 })).status).toBe(200);
    settle();
    const done = await batchStatus(received.body.batchId);
    expect(done.body).toMatchObject({ batchStatus: 'FAILED', failedProducts: [expect.objectContaining({ index: 0, code: 'INVALID_QUANTITY' })] });
    expect(emulator.state.merchant.currentStock('store', 'SKU-0152')).toEqual([{ warehouseCode: 'WH-INV', stock: 10, reserved: 4, available: 6 }]);
  });

  it('refuses a level of 2^31 or more with 400, and a refund that would take a level past it', async () => {
    const tooHigh = await receiveStock({ items: [{ warehouseCode: 'WH-INV', sku: 'SKU-0153', channel: 'store', quantity: 2 ** 31 }] });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toBe('Invalid request: items.0.quantity: must be at most 2147483647');
    await receiveStock({ items: [{ warehouseCode: 'WH-INV', sku: 'SKU-0153', channel: 'store', quantity: 3 }] });
    settle();
    const reserved = await sales('reserveStock', { channel: 'store', sku: 'SKU-0153', quantity: 2, reservationId: 'res-inv-153' });
    expect(reserved.status).toBe(200);
    expect((await sales('commitStock', { reservationId: 'res-inv-153' })).status).toBe(200);
    await receiveStock({ items: [{ warehouseCode: 'WH-INV', sku: 'SKU-0153', channel: 'store', quantity: 2 ** 31 - 1 }] });
    settle();
    const refund = await sales('refundStock', { reservationId: 'res-inv-153' });
    expect(refund.status).toBe(400);
    expect(refund.body.message).toContain('past 2147483647');
    expect(emulator.state.merchant.stockOf('store', 'WH-INV', 'SKU-0153')).toBe(2 ** 31 - 1);
  });
});
