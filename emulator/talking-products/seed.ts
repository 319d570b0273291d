import type { TalkingProductStore } from './store';

export const SEED_TALKING_PRODUCTS = 20;

const BRANDS = ['Acme', 'Globex', 'Initech', 'Umbrella'] as const;
const CATEGORIES = ['audio', 'kitchen', 'garden', 'toys', 'books'] as const;

/**
 * Talking-product records for `SKU-0001` … `SKU-0020`: name `Talking product N`, a brand and a
 * category from fixed lists, stock `N * 3`, price `N + 0.5`, an image URL, one group and
 * `additionalData: { voice: 'en-GB', volume: N % 10 }`.
 */
export function seedTalkingProducts(store: TalkingProductStore): void {
  for (let n = 1; n <= SEED_TALKING_PRODUCTS; n++) {
    const sku = `SKU-${String(n).padStart(4, '0')}`;
    store.create(
      {
        sku,
        name: `Talking product ${n}`,
        categories: [CATEGORIES[n % CATEGORIES.length]!],
        brand: BRANDS[n % BRANDS.length]!,
        description: `A product that speaks about itself (${sku}).`,
        stock: n * 3,
        price: n + 0.5,
        image: `https://images.example.com/talking/${sku}.png`,
        groupIds: [`group-${(n % 3) + 1}`],
        additionalData: { voice: 'en-GB', volume: n % 10 },
      },
      new Date(Date.UTC(2026, 0, 3) + n * 60_000).toISOString(),
    );
  }
}
