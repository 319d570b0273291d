import { SEED_TALKING_PRODUCTS } from '../../emulator/talking-products/seed';
import { startStack, type Stack } from '../helpers/stack';

interface TalkingProduct {
  sku: string;
  name: string | null;
  categories: string[] | null;
  brand: string | null;
  stock: number | null;
  price: number | null;
  image: string | null;
  groupIds: string[] | null;
  additionalData: Record<string, unknown> | null;
}

const FIELDS = `sku name categories brand stock price image groupIds additionalData`;
const UPDATE = `mutation ($input: UpdateTalkingProductInput!) { updateTalkingProduct(input: $input) { sku product { ${FIELDS} } } }`;
const LIST = `{ talkingProducts { total products { ${FIELDS} } raw } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

const list = async () => {
  const result = await stack.query<{ talkingProducts: { total: number; products: TalkingProduct[]; raw: { products: unknown[] } } }>(LIST);
  expect(result.errors).toBeUndefined();
  return result.data!.talkingProducts;
};

describe('talking products through the gateway', () => {
  it('lists every record typed, with the untouched body as raw, in one call', async () => {
    const { total, products, raw } = await list();
    expect(total).toBe(SEED_TALKING_PRODUCTS);
    expect(products).toHaveLength(SEED_TALKING_PRODUCTS);
    expect(products[2]).toEqual({
      sku: 'SKU-0003',
      name: 'Gadget 0003 (revised)',
      categories: ['CAT-ELECTRONICS', 'CAT-MEN'],
      brand: 'Umbrella',
      stock: 30,
      price: 12.99,
      image: 'https://images.example.com/talking/SKU-0003.png',
      groupIds: ['group-1'],
      additionalData: { voice: 'en-GB', volume: 3 },
    });
    expect(raw.products).toHaveLength(SEED_TALKING_PRODUCTS);
    expect(stack.emulator.calls('TalkingProducts/listProduct')).toBe(1);
    expect(stack.emulator.requests[0]!.path).toBe('/demo-stage/CALL/TalkingProducts/listProduct/demo');
  });

  it('updates a record, free additionalData included, and the change shows in the list', async () => {
    const result = await stack.query<{ updateTalkingProduct: { sku: string; product: TalkingProduct } }>(UPDATE, {
      input: { product: { sku: 'SKU-0004', name: 'Chatty kettle', price: 24.99, additionalData: { voice: 'fr-FR', language: 'fr' } } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateTalkingProduct.sku).toBe('SKU-0004');
    expect(result.data!.updateTalkingProduct.product).toMatchObject({
      sku: 'SKU-0004',
      name: 'Chatty kettle',
      price: 24.99,
      stock: 40,
      additionalData: { voice: 'fr-FR', volume: 4, language: 'fr' },
    });
    const update = stack.emulator.requests.find((r) => r.operation === 'TalkingProducts/updateProduct')!;
    expect(update.path).toBe('/demo-stage/CALL/TalkingProducts/updateProduct/demo');
    expect(update.body).toEqual({
      product: { sku: 'SKU-0004', name: 'Chatty kettle', price: 24.99, additionalData: { voice: 'fr-FR', language: 'fr' } },
    });
    const listed = (await list()).products.find((product) => product.sku === 'SKU-0004');
    expect(listed).toMatchObject({ name: 'Chatty kettle', price: 24.99, additionalData: { voice: 'fr-FR', volume: 4, language: 'fr' } });
  });

  it('answers NOT_FOUND when updating an unknown sku', async () => {
    const result = await stack.query(UPDATE, { input: { product: { sku: 'SKU-0199', name: 'x' } } });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('rejects bad fields with BAD_USER_INPUT before any upstream call', async () => {
    for (const [product, field] of [
      [{ sku: 'SKU-0001', price: 1.005 }, 'input.product.price'],
      [{ sku: 'SKU-0001', stock: -1 }, 'input.product.stock'],
      [{ sku: 'SKU-0001', image: 'not a url' }, 'input.product.image'],
      [{ sku: '  ' }, 'input.product.sku'],
    ] as const) {
      const result = await stack.query(UPDATE, { input: { product } });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    }
    expect(stack.emulator.calls()).toBe(0);
  });

  it('creates, reads and deletes a record (inferred operations)', async () => {
    const created = await stack.query<{ createTalkingProduct: { product: TalkingProduct } }>(
      `mutation { createTalkingProduct(input: { product: { sku: "SKU-0160", name: "Singing lamp", price: 5 } }) { product { sku name price stock } } }`,
    );
    expect(created.data?.createTalkingProduct.product).toEqual({ sku: 'SKU-0160', name: 'Singing lamp', price: 5, stock: 0 });
    const read = await stack.query<{ talkingProduct: TalkingProduct }>(`{ talkingProduct(sku: "SKU-0160") { name } }`);
    expect(read.data?.talkingProduct).toEqual({ name: 'Singing lamp' });
    const deleted = await stack.query(`mutation { deleteTalkingProduct(input: { sku: "SKU-0160" }) { sku } }`);
    expect(deleted.data).toEqual({ deleteTalkingProduct: { sku: 'SKU-0160' } });
    const gone = await stack.query(`{ talkingProduct(sku: "SKU-0160") { name } }`);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(stack.emulator.requests.map((r) => r.path)).toEqual([
      '/demo-stage/CALL/TalkingProducts/createProduct/demo',
      '/demo-stage/CALL/TalkingProducts/getProduct/demo',
      '/demo-stage/CALL/TalkingProducts/deleteProduct/demo',
      '/demo-stage/CALL/TalkingProducts/getProduct/demo',
    ]);
  });
});

describe('one query across the merchant and talking-products subgraphs', () => {
  interface Joined {
    sku: string;
    product: {
      sku: string;
      stockHistory: { histories: { type: string; incomingQuantity: number | null; price: number | null }[] } | null;
      talkingProduct: { name: string | null } | null;
    };
  }

  it('shows a product, its stock history and its talking-product record', async () => {
    const result = await stack.query<{ talkingProducts: { products: Joined[] } }>(`{
      talkingProducts {
        products {
          sku
          product {
            sku
            stockHistory(channel: "web", type: STOCK) { histories { type incomingQuantity price } }
            talkingProduct { name }
          }
        }
      }
    }`);
    expect(result.errors).toBeUndefined();
    const products = result.data!.talkingProducts.products;
    const second = products.find((product) => product.sku === 'SKU-0002')!;
    expect(second.product).toEqual({
      sku: 'SKU-0002',
      stockHistory: { histories: [{ type: 'STOCK', incomingQuantity: 20, price: null }] },
      talkingProduct: { name: 'Sneaker 0002' },
    });
    const unstocked = products.find((product) => product.sku === 'SKU-0015')!;
    expect(unstocked.product.stockHistory).toEqual({ histories: [] });
    // The talking-product records of every product come from the one list call.
    expect(stack.emulator.calls('TalkingProducts/listProduct')).toBe(1);
    expect(stack.emulator.calls('MerchantAccountProduct/getMerchantProductHistory')).toBe(products.length);
  });

  it('reaches a product and its talking-product record from a merchant history record', async () => {
    const result = await stack.query<{
      merchantProductHistory: { histories: { sku: string; product: { talkingProduct: { name: string | null; price: number | null } | null } }[] };
    }>(`{ merchantProductHistory(sku: "SKU-0006", channel: "web", type: PRICE) { histories { sku product { talkingProduct { name price } } } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.merchantProductHistory.histories).toEqual([
      { sku: 'SKU-0006', product: { talkingProduct: { name: 'Gadget 0006 (revised)', price: 15.99 } } },
    ]);
  });
});
