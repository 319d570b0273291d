import { SEED_CHANNEL, seedProduct } from '../seed-products';
import type { MerchantStore } from './store';

const SEED_MERCHANT_PRODUCTS = 10;

/**
 * Stock and prices of `SKU-0001` … `SKU-0010` in channel `web`, warehouse `WH-1`, agreeing with the
 * catalogue and the talking-products records (../seed-products): 10, 20, … 100 units and the
 * catalogue's ecommerce price (10.99, 11.99, …), imported on 2026-01-02: one STOCK and one PRICE
 * history record each.
 */
export function seedMerchant(store: MerchantStore): void {
  const products = Array.from({ length: SEED_MERCHANT_PRODUCTS }, (_, i) => seedProduct(i + 1));
  store.applyNow(
    'STOCK',
    products.map((product) => ({ warehouseCode: 'WH-1', sku: product.sku, channel: SEED_CHANNEL, quantity: product.stock })),
    '2026-01-02T09:00:00.000Z',
  );
  store.applyNow(
    'PRICE',
    products.map((product) => ({ sku: product.sku, channel: SEED_CHANNEL, price: product.price })),
    '2026-01-02T09:05:00.000Z',
  );
}
