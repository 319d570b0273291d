import type { MerchantStore } from './store';

const sku = (n: number) => `SKU-${String(n).padStart(4, '0')}`;

/**
 * Stock of `SKU-0001` … `SKU-0010` in channel `web`, warehouse `WH-1` (10, 20, … 100 units), and
 * their `web` prices (9.99, 19.99, …), imported on 2026-01-02: one STOCK and one PRICE history record each.
 */
export function seedMerchant(store: MerchantStore): void {
  const skus = Array.from({ length: 10 }, (_, i) => i + 1);
  store.applyNow(
    'STOCK',
    skus.map((n) => ({ warehouseCode: 'WH-1', sku: sku(n), channel: 'web', quantity: n * 10 })),
    '2026-01-02T09:00:00.000Z',
  );
  store.applyNow(
    'PRICE',
    skus.map((n) => ({ sku: sku(n), channel: 'web', price: n * 10 - 0.01 })),
    '2026-01-02T09:05:00.000Z',
  );
}

/**
 * The catalogue skus every area agreed to seed: `SKU-0001` … `SKU-0200` and the variants
 * `MODEL-NNN-<AXISVALUE>`. Stands in for the catalogue store's own lookup.
 */
export function isSeededSku(sku: string): boolean {
  const simple = /^SKU-(\d{4})$/.exec(sku);
  if (simple) {
    const n = Number(simple[1]);
    return n >= 1 && n <= 200;
  }
  return /^MODEL-\d{3}-[A-Za-z0-9]+$/.test(sku);
}
