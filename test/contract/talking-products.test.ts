import { request } from 'undici';
import { startEmulator, type Emulator } from '../../emulator/server';
import { SEED_TALKING_PRODUCTS } from '../../emulator/talking-products/seed';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

interface Product {
  sku: string;
  name: string;
  [field: string]: unknown;
}
/** The fields these tests read from the emulator's answers. */
interface Answer {
  total: number;
  products: Product[];
  product: Product;
}

async function call(path: string, body: unknown = {}) {
  const response = await request(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': emulator.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.statusCode, body: (await response.body.json()) as Answer };
}

const staged = (method: string) => `/demo-stage/CALL/TalkingProducts/${method}/demo`;

describe('TalkingProducts/listProduct', () => {
  it('returns every seeded record with the 2.8 fields', async () => {
    const { status, body } = await call(staged('listProduct'));
    expect(status).toBe(200);
    expect(body.total).toBe(SEED_TALKING_PRODUCTS);
    expect(body.products[0]).toEqual({
      sku: 'SKU-0001',
      name: 'Shirt 0001',
      categories: ['CAT-CLOTHING', 'CAT-MEN'],
      brand: 'Globex',
      description: 'A product that speaks about itself (SKU-0001).',
      stock: 10,
      price: 10.99,
      image: 'https://images.example.com/talking/SKU-0001.png',
      groupIds: ['group-2'],
      additionalData: { voice: 'en-GB', volume: 1 },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('needs the stage project before /CALL', async () => {
    expect((await call('/CALL/TalkingProducts/listProduct/demo')).status).toBe(404);
    expect((await call('/other-stage/CALL/TalkingProducts/listProduct/demo')).status).toBe(404);
  });
});

describe('TalkingProducts/updateProduct', () => {
  it('changes an existing record, merging additionalData, and answers {}', async () => {
    const updated = await call(staged('updateProduct'), {
      product: { sku: 'SKU-0002', price: 19.99, stock: 4, additionalData: { voice: null, mood: 'cheerful' } },
    });
    expect(updated).toEqual({ status: 200, body: {} });
    const product = (await call(staged('listProduct'))).body.products.find((p) => p.sku === 'SKU-0002');
    expect(product).toMatchObject({ price: 19.99, stock: 4, name: 'Sneaker 0002', additionalData: { volume: 2, mood: 'cheerful' } });
  });

  it('refuses a price under a cent or past 1000000000000 and keeps the stored one', async () => {
    // eslint-disable-next-line no-loss-of-precision -- a price a double cannot hold must be refused
    for (const price of [1e-9, 1e12 + 0.01, 9007199254740993.99]) {
      expect((await call(staged('updateProduct'), { product: { sku: 'SKU-0003', price } })).status).toBe(400);
    }
    const product = (await call(staged('listProduct'))).body.products.find((p) => p.sku === 'SKU-0003');
    expect(product).toMatchObject({ price: 12.99 });
  });

  it('answers 404 for an unknown sku and 400 without a product', async () => {
    expect((await call(staged('updateProduct'), { product: { sku: 'NOPE', name: 'x' } })).status).toBe(404);
    expect((await call(staged('updateProduct'), {})).status).toBe(400);
  });
});

describe('inferred Create, Get and Delete', () => {
  it('creates, reads and deletes a record', async () => {
    const created = await call(staged('createProduct'), { product: { sku: 'SKU-0150', name: 'New', price: 3 } });
    expect(created.body.product).toMatchObject({ sku: 'SKU-0150', name: 'New', price: 3, stock: 0 });
    expect((await call(staged('createProduct'), { product: { sku: 'SKU-0150' } })).status).toBe(400);
    expect((await call(staged('getProduct'), { sku: 'SKU-0150' })).body.product.name).toBe('New');
    expect((await call(staged('deleteProduct'), { sku: 'SKU-0150' })).body).toEqual({});
    expect((await call(staged('getProduct'), { sku: 'SKU-0150' })).status).toBe(404);
  });
});
