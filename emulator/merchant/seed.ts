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
