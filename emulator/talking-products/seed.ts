import { seedProduct } from '../seed-products';
import type { TalkingProductStore } from './store';

export const SEED_TALKING_PRODUCTS = 20;

/**
 * Talking-product records for `SKU-0001` … `SKU-0020`, agreeing with the catalogue and the merchant
 * (../seed-products): the product's name, brand (as its label, `Acme`), categories, price and stock;
 * plus a description, an image URL, one group and `additionalData: { voice: 'en-GB', volume: N % 10 }`.
 */
export function seedTalkingProducts(store: TalkingProductStore): void {
  for (let n = 1; n <= SEED_TALKING_PRODUCTS; n++) {
    const facts = seedProduct(n);
    store.create(
      {
        sku: facts.sku,
        name: facts.name,
        categories: facts.categories,
        brand: facts.brandLabel,
        description: `A product that speaks about itself (${facts.sku}).`,
        stock: facts.stock,
        price: facts.price,
        image: `https://images.example.com/talking/${facts.sku}.png`,
        groupIds: [`group-${(n % 3) + 1}`],
        additionalData: { voice: 'en-GB', volume: n % 10 },
      },
      new Date(Date.UTC(2026, 0, 3) + n * 60_000).toISOString(),
    );
  }
}
