import { seedProduct } from '../../emulator/seed-products';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  // Every source's call is counted in each case: settings reused from an earlier case would hide one
  // (the read cache has tests of its own).
  stack = await startStack({ env: { READ_CACHE: 'false' } });
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

interface Card {
  sku: string;
  name: string | null;
  price: { amount: number; currency: string | null } | null;
  availableStock: number | null;
}

const CARDS = `query ($ids: [Code!], $locale: Identifier) {
  products(filters: { idList: $ids }, pageSize: 20, sorts: { id: asc }) {
    products { sku name(locale: $locale) price(scope: "ecommerce") { amount currency } availableStock(channel: "web") }
  }
}`;

async function cards(ids: string[], locale = 'en_US'): Promise<Card[]> {
  const result = await stack.query<{ products: { products: Card[] } }>(CARDS, { ids, locale });
  expect(result.errors).toBeUndefined();
  return result.data!.products.products;
}

describe('a product card: name, price and available stock', () => {
  it('shows what the catalogue, the merchant and talking products agree on for seeded products', async () => {
    const skus = ['SKU-0003', 'SKU-0004', 'SKU-0010'];
    expect(await cards(skus)).toEqual(
      skus.map((sku) => {
        const facts = seedProduct(Number(sku.slice(4)));
        return { sku, name: facts.name, price: { amount: facts.price, currency: 'EURO' }, availableStock: facts.stock };
      }),
    );
  });

  it('costs one call per source, and one stock history call per product (the service reads one at a time)', async () => {
    await cards(['SKU-0001', 'SKU-0002', 'SKU-0015']);
    expect(stack.emulator.requests.map((request) => request.operation).sort()).toEqual([
      'MerchantAccountProduct/getMerchantProductHistory',
      'MerchantAccountProduct/getMerchantProductHistory',
      'MerchantAccountProduct/getMerchantProductHistory',
      'PIMAPI/getProductSettings',
      'PIMAPI/getProducts',
      'TalkingProducts/listProduct',
    ]);
    const histories = stack.emulator.requests.filter((request) => request.operation === 'MerchantAccountProduct/getMerchantProductHistory');
    expect(histories.map((request) => request.path).sort()).toEqual(
      ['SKU-0001', 'SKU-0002', 'SKU-0015'].map((sku) => `/CALL/MerchantAccountProduct/getMerchantProductHistory/${encodeURIComponent(`ACCOUNT_PRODUCT_web_demo!${sku}`)}`),
    );
    expect(histories.map((request) => request.body)).toEqual(Array(3).fill({ type: 'STOCK' }));
  });

  it('names a product in the locale asked, else by its talking-products name, else null', async () => {
    expect((await cards(['SKU-0004'], 'de_DE'))[0]?.name).toBe('Artikel 0004');
    expect((await cards(['SKU-0004', 'SKU-0050'], 'fr_FR')).map((card) => card.name)).toEqual(['Shirt 0004', null]);
  });

  it("takes the merchant's stock first, summed over warehouses, then the talking-products stock", async () => {
    const received = await stack.query(
      `mutation { receiveMerchantStock(input: { items: [
        { warehouseCode: "WH-1", sku: "SKU-0005", channel: "web", quantity: 7 },
        { warehouseCode: "WH-2", sku: "SKU-0005", channel: "web", quantity: 5 }
      ] }) { batchId } }`,
    );
    expect(received.errors).toBeUndefined();
    stack.clock.advance(5_000);
    const [merchant, talking, none] = await cards(['SKU-0005', 'SKU-0012', 'SKU-0150']);
    expect(merchant?.availableStock).toBe(12);
    expect(talking?.availableStock).toBe(seedProduct(12).stock);
    expect(none?.availableStock).toBeNull();
  });

  it('keeps the catalogue and merchant values when talking products fails, with the error where its record was needed', async () => {
    const all = stack.emulator.state.talkingProducts.all;
    stack.emulator.state.talkingProducts.all = () => {
      throw new Error('talking products are down');
    };
    try {
      const result = await stack.query<{ products: { products: Card[] } }>(CARDS, { ids: ['SKU-0004'], locale: 'en_US' });
      expect(result.data?.products.products).toEqual([
        { sku: 'SKU-0004', name: 'Shirt 0004', price: { amount: 13.99, currency: 'EURO' }, availableStock: 40 },
      ]);
      expect(result.errors?.map((error) => [error.path?.join('.'), error.extensions?.code])).toEqual([
        ['products.products.0.talkingProduct', 'UPSTREAM_UNAVAILABLE'],
      ]);
    } finally {
      stack.emulator.state.talkingProducts.all = all;
    }
  });
});
