import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

describe('one query across areas', () => {
  it('shows a catalogue product with its stock history and talking-product record', async () => {
    const result = await stack.query<{
      products: {
        products: {
          sku: string;
          name: string | null;
          stockHistory: { histories: { sku: string; type: string; channel: string }[] };
          talkingProduct: { sku: string; name: string | null } | null;
        }[];
      };
    }>(
      `{ products(filters: { sku: "SKU-0001" }) { products {
          sku name: attributeValue(code: "name", locale: "en_US")
          stockHistory(channel: "web") { histories { sku type channel } }
          talkingProduct { sku name } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const [product] = result.data!.products.products;
    expect(product!.sku).toBe('SKU-0001');
    expect(product!.name).toEqual(expect.any(String));
    expect(product!.stockHistory.histories.length).toBeGreaterThan(0);
    expect(product!.stockHistory.histories.every((h) => h.sku === 'SKU-0001' && h.channel === 'web')).toBe(true);
    expect(product!.talkingProduct).toMatchObject({ sku: 'SKU-0001' });
    expect(stack.emulator.calls('PIMAPI/getProducts')).toBe(1);
    expect(stack.emulator.calls('MerchantAccountProduct/getMerchantProductHistory')).toBe(1);
    expect(stack.emulator.calls('TalkingProducts/listProduct')).toBe(1);
  });

  it('links cart items to catalogue products in one batched lookup', async () => {
    const result = await stack.query<{
      calculatePromotions: { cart: { items: { id: string; product: { sku: string; family: string | null } | null }[] } };
    }>(
      `{ calculatePromotions(cart: { items: [
          { id: "SKU-0003", qty: 1, price: 10 }, { id: "SKU-0004", qty: 2, price: 5 }, { id: "GIFT-CARD", qty: 1, price: 20 } ] }) {
          cart { items { id product { sku family } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const items = result.data!.calculatePromotions.cart.items;
    // Every item id is a product reference; the catalogue lists no GIFT-CARD, so that reference stays bare.
    expect(items.map((item) => item.product)).toEqual([
      { sku: 'SKU-0003', family: expect.any(String) },
      { sku: 'SKU-0004', family: expect.any(String) },
      { sku: 'GIFT-CARD', family: null },
    ]);
    expect(stack.emulator.calls('Promotion/calculate')).toBe(1);
    expect(stack.emulator.calls('PIMAPI/getProducts')).toBe(1);
  });
});
