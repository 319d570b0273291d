import { sentRequests, stackForFile } from '../helpers/stack';

/**
 * The sales-channel operations the document names only by title (4.7): Get Current Stock, Reserve,
 * Cancel, Commit and Refund Stock, through the gateway on the emulator. A reservation lowers what
 * availableStock shows, a cancel gives it back, a commit takes the units out of stock for good.
 */

const stack = stackForFile();

type Data = Record<string, any>; // loose JSON: each test asserts the exact values it needs

const sent = () => sentRequests(stack);

const CURRENT = `query ($sku: Identifier!) { currentStock(sku: $sku, channel: "web") { sku channel stock reserved available warehouses { warehouseCode stock reserved available } } }`;
const AVAILABLE = `query ($sku: Code) { products(filters: { sku: $sku }) { products { sku availableStock(channel: "web") } } }`;
const RESERVATION = `reservationId reservation { reservationId orderId channel sku quantity refundedQuantity status warehouses { warehouseCode quantity } product { sku } }`;
const RESERVE = `mutation ($input: ReserveStockInput!) { reserveStock(input: $input) { ${RESERVATION} } }`;
const CANCEL = `mutation ($id: Identifier!) { cancelStockReservation(input: { reservationId: $id }) { ${RESERVATION} } }`;
const COMMIT = `mutation ($id: Identifier!) { commitStockReservation(input: { reservationId: $id }) { ${RESERVATION} } }`;
const REFUND = `mutation ($input: RefundStockInput!) { refundStock(input: $input) { ${RESERVATION} } }`;

const available = async (sku: string) => (await stack.query<Data>(AVAILABLE, { sku })).data!.products.products[0].availableStock as number;
const current = async (sku: string) => (await stack.query<Data>(CURRENT, { sku })).data!.currentStock;

describe('currentStock (Get Current Stock)', () => {
  it("answers a sku's stock in a channel warehouse by warehouse, in one call", async () => {
    const result = await stack.query<Data>(CURRENT, { sku: 'SKU-0003' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.currentStock).toEqual({
      sku: 'SKU-0003',
      channel: 'web',
      stock: 30,
      reserved: 0,
      available: 30,
      warehouses: [{ warehouseCode: 'WH-1', stock: 30, reserved: 0, available: 30 }],
    });
    expect(sent()).toEqual([
      {
        operation: 'MerchantSalesChannel/getCurrentStock',
        httpMethod: 'POST',
        path: '/CALL/MerchantSalesChannel/getCurrentStock/demo',
        body: { sku: 'SKU-0003', channel: 'web' },
      },
    ]);
  });

  it('answers NOT_FOUND for a product the catalogue does not have', async () => {
    const result = await stack.query<Data>(CURRENT, { sku: 'NO-SUCH-SKU' });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { operation: 'MerchantSalesChannel/getCurrentStock', status: 404 } });
  });
});

describe('reserveStock and cancelStockReservation (Reserve Stock, Cancel Stock)', () => {
  it('holds units for an order, lowering availableStock, and a cancel gives them back', async () => {
    expect(await available('SKU-0003')).toBe(30);
    stack.emulator.resetRequests();
    const reserved = await stack.query<Data>(RESERVE, { input: { channel: 'web', sku: 'SKU-0003', quantity: 4, orderId: 'order-77' } });
    expect(reserved.errors).toBeUndefined();
    const id = reserved.data!.reserveStock.reservationId as string;
    expect(reserved.data!.reserveStock).toEqual({
      reservationId: id,
      reservation: {
        reservationId: id,
        orderId: 'order-77',
        channel: 'web',
        sku: 'SKU-0003',
        quantity: 4,
        refundedQuantity: 0,
        status: 'RESERVED',
        warehouses: [{ warehouseCode: 'WH-1', quantity: 4 }],
        product: { sku: 'SKU-0003' },
      },
    });
    expect(sent()).toEqual([
      {
        operation: 'MerchantSalesChannel/reserveStock',
        httpMethod: 'POST',
        path: '/CALL/MerchantSalesChannel/reserveStock/demo',
        body: { channel: 'web', sku: 'SKU-0003', quantity: 4, orderId: 'order-77' },
      },
    ]);
    expect(await available('SKU-0003')).toBe(26);
    expect(await current('SKU-0003')).toMatchObject({ stock: 30, reserved: 4, available: 26 });

    const canceled = await stack.query<Data>(CANCEL, { id });
    expect(canceled.data!.cancelStockReservation.reservation).toMatchObject({ reservationId: id, status: 'CANCELED' });
    expect(await available('SKU-0003')).toBe(30);
    expect(await current('SKU-0003')).toMatchObject({ stock: 30, reserved: 0, available: 30 });
  });

  it('refuses more than is available, holding nothing', async () => {
    const result = await stack.query<Data>(RESERVE, { input: { channel: 'web', sku: 'SKU-0003', quantity: 31 } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { operation: 'MerchantSalesChannel/reserveStock', status: 400 } });
    expect(result.errors?.[0]?.message).toContain('insufficient stock: 30 of SKU-0003 available in web, 31 requested');
    expect(await available('SKU-0003')).toBe(30);
  });

  it('refuses a zero quantity before any call', async () => {
    const result = await stack.query<Data>(RESERVE, { input: { channel: 'web', sku: 'SKU-0003', quantity: 0 } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.quantity'] });
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('commitStockReservation and refundStock (Commit Stock, Refund Stock)', () => {
  it('takes committed units out of stock, and brings refunded ones back', async () => {
    const id = (await stack.query<Data>(RESERVE, { input: { channel: 'web', sku: 'SKU-0005', quantity: 5, reservationId: 'order-88-res' } })).data!
      .reserveStock.reservationId;
    expect(id).toBe('order-88-res');
    const committed = await stack.query<Data>(COMMIT, { id });
    expect(committed.data!.commitStockReservation.reservation).toMatchObject({ status: 'COMMITTED', quantity: 5 });
    expect(await current('SKU-0005')).toMatchObject({ stock: 45, reserved: 0, available: 45 });
    expect(await available('SKU-0005')).toBe(45);

    const again = await stack.query<Data>(CANCEL, { id });
    expect(again.errors?.[0]?.message).toContain('reservation order-88-res is COMMITTED and cannot be canceled');

    stack.emulator.resetRequests();
    const partly = await stack.query<Data>(REFUND, { input: { reservationId: id, quantity: 2 } });
    expect(partly.data!.refundStock.reservation).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedQuantity: 2 });
    expect(sent()).toEqual([
      {
        operation: 'MerchantSalesChannel/refundStock',
        httpMethod: 'POST',
        path: '/CALL/MerchantSalesChannel/refundStock/demo',
        body: { reservationId: 'order-88-res', quantity: 2 },
      },
    ]);
    expect(await available('SKU-0005')).toBe(47);
    const rest = await stack.query<Data>(REFUND, { input: { reservationId: id } });
    expect(rest.data!.refundStock.reservation).toMatchObject({ status: 'REFUNDED', refundedQuantity: 5 });
    expect(await current('SKU-0005')).toMatchObject({ stock: 50, reserved: 0, available: 50 });
  });
});
