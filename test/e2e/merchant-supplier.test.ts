import { sentRequests, stackForFile } from '../helpers/stack';

/**
 * The product-supplier and global-product operations the document names only by title (4.7): Remove
 * My Products, Clean My Products, Export Stock/Price, List Exports, Get Exported Files, Receive
 * Products, Get Global Products and Remove Global Products, through the gateway on the emulator.
 * Removed products leave what availableStock, currentStock and exports show.
 */

const stack = stackForFile();

type Data = Record<string, any>; // loose JSON: each test asserts the exact values it needs

const sent = () => sentRequests(stack);

const AVAILABLE = `query ($sku: Code) { products(filters: { sku: $sku }) { products { sku availableStock(channel: "web") } } }`;
const CURRENT = `query ($sku: Identifier!) { currentStock(sku: $sku, channel: "web") { stock available warehouses { warehouseCode } } }`;
const REMOVE = `mutation ($input: RemoveMerchantProductsInput!) { removeMerchantProducts(input: $input) { channel removed notFound } }`;
const CLEAN = `mutation { cleanMerchantProducts(input: { channel: "web" }) { channel removed notFound } }`;
const EXPORT = `mutation ($input: ExportMerchantStockPriceInput!) { exportMerchantStockPrice(input: $input) { exportId export { exportId type channel status rowCount } } }`;
const FILES = `query ($id: Identifier!) { merchantExportFiles(exportId: $id) { exportId files { fileName contentType rowCount content } } }`;
const EXPORTS = `{ merchantExports(pageSize: 10) { total exports { exportId type channel rowCount } } }`;
const GLOBAL = `query ($skus: [Identifier!]) { globalProducts(skus: $skus) { total products { sku name brand barcode categories product { sku name } } } }`;
const RECEIVE = `mutation ($input: ReceiveGlobalProductsInput!) { receiveGlobalProducts(input: $input) { received products { sku name brand categories } } }`;

const available = async (sku: string) => (await stack.query<Data>(AVAILABLE, { sku })).data!.products.products[0].availableStock as number;
const exportOf = async (type: 'STOCK' | 'PRICE') => {
  const started = await stack.query<Data>(EXPORT, { input: { type, channel: 'web' } });
  expect(started.errors).toBeUndefined();
  const files = await stack.query<Data>(FILES, { id: started.data!.exportMerchantStockPrice.exportId });
  return { started: started.data!.exportMerchantStockPrice, files: files.data!.merchantExportFiles };
};

describe('exportMerchantStockPrice, merchantExportFiles, merchantExports (Export Stock/Price, Get Exported Files, List Exports)', () => {
  it("exports the channel's stock levels as a CSV file, listed among the exports", async () => {
    const { started, files } = await exportOf('STOCK');
    expect(started).toEqual({ exportId: 'exp-000001', export: { exportId: 'exp-000001', type: 'STOCK', channel: 'web', status: 'COMPLETED', rowCount: 10 } });
    expect(files.files).toHaveLength(1);
    expect(files.files[0]).toMatchObject({ fileName: 'exp-000001-stock.csv', contentType: 'text/csv', rowCount: 10 });
    const lines = (files.files[0].content as string).trimEnd().split('\n');
    expect(lines[0]).toBe('channel,warehouseCode,sku,quantity,reserved');
    expect(lines).toContain('web,WH-1,SKU-0003,30,0');
    expect(lines).toHaveLength(11);
    expect(sent()).toEqual([
      {
        operation: 'MerchantStockPriceImporter/exportStockPrice',
        httpMethod: 'POST',
        path: '/CALL/MerchantStockPriceImporter/exportStockPrice/demo',
        body: { type: 'STOCK', channel: 'web' },
      },
      {
        operation: 'MerchantStockPriceImporter/getExportedFiles',
        httpMethod: 'POST',
        path: '/CALL/MerchantStockPriceImporter/getExportedFiles/demo',
        body: { exportId: 'exp-000001' },
      },
    ]);
    const listed = await stack.query<Data>(EXPORTS);
    expect(listed.data!.merchantExports).toEqual({ total: 1, exports: [{ exportId: 'exp-000001', type: 'STOCK', channel: 'web', rowCount: 10 }] });
  });

  it('answers NOT_FOUND for an unknown export', async () => {
    const result = await stack.query<Data>(FILES, { id: 'exp-999999' });
    expect(result.data!.merchantExportFiles).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { operation: 'MerchantStockPriceImporter/getExportedFiles', status: 404 } });
  });
});

describe('removeMerchantProducts (Remove My Products)', () => {
  it('takes the named skus out of stock and prices: availableStock and currentStock show nothing left', async () => {
    expect(await available('SKU-0004')).toBe(40);
    stack.emulator.resetRequests();
    const result = await stack.query<Data>(REMOVE, { input: { skus: ['SKU-0004', 'NO-SUCH-SKU'], channel: 'web' } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.removeMerchantProducts).toEqual({ channel: 'web', removed: ['SKU-0004'], notFound: ['NO-SUCH-SKU'] });
    expect(sent()).toEqual([
      {
        operation: 'MerchantStockPriceImporter/removeMyProducts',
        httpMethod: 'POST',
        path: '/CALL/MerchantStockPriceImporter/removeMyProducts/demo',
        body: { skus: ['SKU-0004', 'NO-SUCH-SKU'], channel: 'web' },
      },
    ]);
    expect(await available('SKU-0004')).toBe(0);
    expect((await stack.query<Data>(CURRENT, { sku: 'SKU-0004' })).data!.currentStock).toEqual({ stock: 0, available: 0, warehouses: [] });
    const prices = (await exportOf('PRICE')).files.files[0].content as string;
    expect(prices).toContain('web,SKU-0003,');
    expect(prices).not.toContain('SKU-0004');
  });

  it('refuses a sku with units still reserved, changing nothing', async () => {
    const reserved = await stack.query<Data>(`mutation { reserveStock(input: { channel: "web", sku: "SKU-0005", quantity: 1 }) { reservationId } }`);
    const reservationId = reserved.data!.reserveStock.reservationId as string;
    const result = await stack.query<Data>(REMOVE, { input: { skus: ['SKU-0005'] } });
    expect(result.data!.removeMerchantProducts).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { operation: 'MerchantStockPriceImporter/removeMyProducts', status: 400 } });
    expect(result.errors?.[0]?.message).toContain(`units are still reserved: ${reservationId} (SKU-0005)`);
    expect(await available('SKU-0005')).toBe(49);
    await stack.query(`mutation ($id: Identifier!) { cancelStockReservation(input: { reservationId: $id }) { reservationId } }`, { id: reservationId });
  });

  it('refuses an empty list before any call', async () => {
    const result = await stack.query<Data>(REMOVE, { input: { skus: [] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.skus'] });
    expect(stack.emulator.calls()).toBe(0);
  });

  it('is refused to a shopper before any call', async () => {
    const result = await stack.as({ userId: 'user-001' }).query<Data>(REMOVE, { input: { skus: ['SKU-0001'] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('cleanMerchantProducts (Clean My Products)', () => {
  it("empties the channel: every sku's stock and price, and exports then hold no rows", async () => {
    const result = await stack.query<Data>(CLEAN);
    expect(result.errors).toBeUndefined();
    // SKU-0004 went already; the other nine seeded skus go now.
    expect(result.data!.cleanMerchantProducts).toEqual({
      channel: 'web',
      removed: ['SKU-0001', 'SKU-0002', 'SKU-0003', 'SKU-0005', 'SKU-0006', 'SKU-0007', 'SKU-0008', 'SKU-0009', 'SKU-0010'],
      notFound: [],
    });
    expect(sent()).toEqual([
      { operation: 'MerchantStockPriceImporter/cleanMyProducts', httpMethod: 'POST', path: '/CALL/MerchantStockPriceImporter/cleanMyProducts/demo', body: { channel: 'web' } },
    ]);
    expect(await available('SKU-0003')).toBe(0);
    expect((await exportOf('STOCK')).started.export.rowCount).toBe(0);
    expect((await exportOf('PRICE')).files.files[0].content).toBe('channel,sku,price\n');
  });
});

describe('receiveGlobalProducts, globalProducts, removeGlobalProducts (Receive Products, Get Global Products, Remove Global Products)', () => {
  it('keeps received products in the pool, updates them by sku, and removes them', async () => {
    const received = await stack.query<Data>(RECEIVE, {
      input: {
        products: [
          { sku: 'SKU-0001', name: 'Pool shirt', brand: 'Acme', categories: ['shirts'] },
          { sku: 'GP-1', name: 'Pool mug' },
        ],
      },
    });
    expect(received.errors).toBeUndefined();
    expect(received.data!.receiveGlobalProducts).toEqual({
      received: 2,
      products: [
        { sku: 'SKU-0001', name: 'Pool shirt', brand: 'Acme', categories: ['shirts'] },
        { sku: 'GP-1', name: 'Pool mug', brand: null, categories: [] },
      ],
    });
    expect(sent()).toEqual([
      {
        operation: 'GlobalProducts/receiveProducts',
        httpMethod: 'POST',
        path: '/CALL/GlobalProducts/receiveProducts/demo',
        body: { products: [{ sku: 'SKU-0001', name: 'Pool shirt', brand: 'Acme', categories: ['shirts'] }, { sku: 'GP-1', name: 'Pool mug' }] },
      },
    ]);

    await stack.query(RECEIVE, { input: { products: [{ sku: 'GP-1', name: 'Pool mug, large', barcode: '4006381333931' }] } });
    const pool = await stack.query<Data>(GLOBAL, {});
    expect(pool.errors).toBeUndefined();
    expect(pool.data!.globalProducts).toEqual({
      total: 2,
      products: [
        // The catalogue has no GP-1: the reference stays, none of the catalogue's fields resolve.
        { sku: 'GP-1', name: 'Pool mug, large', brand: null, barcode: '4006381333931', categories: [], product: { sku: 'GP-1', name: null } },
        { sku: 'SKU-0001', name: 'Pool shirt', brand: 'Acme', barcode: null, categories: ['shirts'], product: { sku: 'SKU-0001', name: expect.any(String) } },
      ],
    });

    stack.emulator.resetRequests();
    const removed = await stack.query<Data>(`mutation { removeGlobalProducts(input: { skus: ["GP-1", "GP-404"] }) { removed notFound } }`);
    expect(removed.data!.removeGlobalProducts).toEqual({ removed: ['GP-1'], notFound: ['GP-404'] });
    expect(sent()).toEqual([
      { operation: 'GlobalProducts/removeGlobalProducts', httpMethod: 'POST', path: '/CALL/GlobalProducts/removeGlobalProducts/demo', body: { skus: ['GP-1', 'GP-404'] } },
    ]);
    expect((await stack.query<Data>(GLOBAL, { skus: ['GP-1', 'SKU-0001'] })).data!.globalProducts.products.map((product: Data) => product.sku)).toEqual(['SKU-0001']);
  });

  it('refuses a sku given twice before any call', async () => {
    const result = await stack.query<Data>(RECEIVE, { input: { products: [{ sku: 'GP-2', name: 'a' }, { sku: 'GP-2', name: 'b' }] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.products'] });
    expect(stack.emulator.calls()).toBe(0);
  });
});
