import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { chromium, type Browser } from 'playwright-core';
import { request } from 'undici';
import { formatMoney } from '../../client';
import { seedProduct } from '../../emulator/seed-products';
import { DEV_USERS } from '../../gateway/auth/dev-tokens';
import { findChromium } from '../helpers/chromium';
import { startStack, type Stack } from '../helpers/stack';

const root = join(__dirname, '..', '..');
const storefront = join(root, 'examples', 'storefront');
const artifacts = join(root, 'artifacts');
const MANIFEST = join(root, 'client', '__generated__', 'persisted-documents.json');
/** What the page shows a cart amount as: in the cart's currency (EURO, the facade's default), in the page's locale. */
const asShown = (amount: number) => formatMoney(amount, 'EURO', 'en-US');

let stack: Stack;
let site: Server;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  // Fails at once, saying how to get a browser, before anything is built or started.
  const executablePath = findChromium();
  await promisify(execFile)(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], { cwd: storefront });
  const app = express();
  app.use(express.static(join(storefront, 'dist')));
  site = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => site.once('listening', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // As in production: the gateway runs only the operations of the generated manifest.
  stack = await startStack({ env: { CORS_ORIGINS: siteUrl, TRUSTED_DOCUMENTS: MANIFEST } });
  browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  mkdirSync(artifacts, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

/** The service itself (the emulator), asked directly: what the storefront's figures must equal. */
async function service<T>(operation: string, body: unknown): Promise<T> {
  const response = await request(`${stack.emulator.url}/CALL/${operation}/${stack.emulator.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': stack.emulator.apiKey },
    body: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  return (await response.body.json()) as T;
}

interface ServiceCart {
  items: { id: string; qty: number; price: number; totalPrice: number; totalPromotionDiscount: number; totalPriceAfterPromotion: number }[];
  totalCartPromotionDiscount: number;
  totalPriceToPay: number;
}

/** What the shopper puts in the cart: how many times each product's button is pressed. */
const BASKET: [sku: string, qty: number][] = [
  ['SKU-0004', 2], // clothing, brand acme: 5.00 off each
  ['SKU-0008', 1], // shoes (CAT-SHOES) and acme: 12.50 + 5.00 off
  ['SKU-0037', 3], // socks (CAT-SOCKS), on the third page: 3 for 2
  ['SKU-0003', 1], // electronics, no promotion
];

describe('the example storefront in a real browser', () => {
  it('pages through products with the connection, fills a cart whose every line matches the service, and shows the wallet', async () => {
    const page = await browser.newPage();
    const token = await stack.issuer.sign(DEV_USERS.shopper.userId, DEV_USERS.shopper.scopes);
    await page.goto(`${siteUrl}/?gateway=${encodeURIComponent(stack.gateway.url)}&token=${token}`);

    // An infinite list: scrolling to its end fetches the next page, three pages in the service's order.
    const products = page.getByTestId('product');
    await products.first().waitFor();
    expect(await products.count()).toBe(12);
    for (const shown of [24, 36]) {
      await page.getByTestId('more-products').scrollIntoViewIfNeeded();
      await page.waitForFunction((count) => document.querySelectorAll('[data-testid="product"]').length >= count, shown);
    }
    const listed = await products.evaluateAll((items) => items.map((item) => item.getAttribute('data-sku')));
    const catalogue = await service<{ total: number; products: { sku: string }[] }>('PIMAPI/getProducts', {
      filters: { dataType: 'PRODUCT', enabled: 'true' },
      sorts: { createdAt: 'asc' },
      pageFrom: 0,
      pageSize: listed.length,
    });
    expect(listed.length).toBeGreaterThanOrEqual(36);
    expect(listed).toEqual(catalogue.products.map((product) => product.sku));
    // Each product once: every edge keeps its own cursor, the list's keys.
    expect(new Set(listed).size).toBe(listed.length);
    expect(await page.getByRole('heading', { name: /Products/ }).textContent()).toBe(`Products (${listed.length} of ${catalogue.total})`);
    expect(await page.getByTestId('error').count()).toBe(0);
    const pages = stack.emulator.requests.filter((entry) => entry.operation === 'PIMAPI/getProducts').map((entry) => entry.body);
    expect(pages).toEqual(expect.arrayContaining([0, 12, 24].map((pageFrom) => expect.objectContaining({ pageFrom, pageSize: 12 }))));

    // Each card shows the catalogue's name and price and the stock the merchant or talking products hold.
    const card = page.locator('[data-sku="SKU-0004"]');
    expect(await card.getByTestId('name').textContent()).toBe('Shirt 0004');
    expect(await card.getByTestId('price').textContent()).toBe('€13.99');
    expect(await card.getByTestId('stock').textContent()).toBe('40');
    await page.screenshot({ path: join(artifacts, 'storefront-products.png'), fullPage: true });

    for (const [sku, qty] of BASKET) {
      for (let press = 0; press < qty; press++) await page.locator(`[data-sku="${sku}"] button`).click();
    }
    expect(await page.getByTestId('cart-count').textContent()).toBe(String(BASKET.reduce((sum, [, qty]) => sum + qty, 0)));

    await page.getByRole('button', { name: /Cart/ }).click();
    await page.getByTestId('to-pay').waitFor();
    const facts = BASKET.map(([sku, qty]) => ({ facts: seedProduct(Number(sku.slice(4))), qty }));
    const expected = await service<{ cart: ServiceCart }>('Promotion/calculate', {
      user: { userId: 'user-001' },
      cart: {
        productCount: BASKET.reduce((sum, [, qty]) => sum + qty, 0),
        items: facts.map(({ facts: product, qty }) => ({
          id: product.sku,
          qty,
          price: product.price,
          totalPrice: Math.round(product.price * qty * 100) / 100,
          attributes: { shortName: product.name, brand: product.brand, categories: product.categories.map((id) => ({ id })) },
        })),
      },
    });
    const lines = await page.getByTestId('cart-line').evaluateAll((rows) =>
      rows.map((row) => {
        const cell = (id: string) => row.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
        return { id: row.getAttribute('data-sku'), qty: cell('line-qty'), price: cell('line-price'), total: cell('line-total'), discount: cell('line-discount'), after: cell('line-after') };
      }),
    );
    expect(lines).toEqual(
      expected.cart.items.map((item) => ({
        id: item.id,
        qty: String(item.qty),
        price: asShown(item.price),
        total: asShown(item.totalPrice),
        discount: asShown(item.totalPromotionDiscount),
        after: asShown(item.totalPriceAfterPromotion),
      })),
    );
    // Every promotion the basket was built for applies, so the figures are not trivially zero.
    expect(expected.cart.items.map((item) => item.totalPromotionDiscount)).toEqual([10, 17.5, 46.99, 0]);
    expect(await page.getByTestId('discount').textContent()).toBe(asShown(expected.cart.totalCartPromotionDiscount));
    expect(await page.getByTestId('to-pay').textContent()).toBe(asShown(expected.cart.totalPriceToPay));
    await page.screenshot({ path: join(artifacts, 'storefront-cart.png'), fullPage: true });

    // A coupon the service does not know keeps the cart, with the reason shown.
    await page.getByLabel('Coupon').fill('NOPE');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByTestId('coupon-error').waitFor();
    expect(await page.getByTestId('coupon-error').textContent()).toContain('UNKNOWN_COUPON');
    expect(await page.getByTestId('to-pay').textContent()).toBe(asShown(expected.cart.totalPriceToPay));

    // WELCOME20 may be held by one transaction at a time: the first checkout takes it, the second is
    // refused by the service, and the shopper is told so instead of seeing nothing happen.
    await page.getByLabel('Coupon').fill('WELCOME20');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByTestId('coupon-error').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByTestId('checkout').waitFor();
    expect(await page.getByTestId('checkout').textContent()).toMatch(/^Order reserved: transaction \S+ with coupon WELCOME20\.$/);
    await page.getByRole('button', { name: 'Check out' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Checkout failed' });
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/WELCOME20/);
    expect(await page.getByTestId('checkout').count()).toBe(0);
    await page.screenshot({ path: join(artifacts, 'storefront-checkout-refused.png'), fullPage: true });

    await page.getByRole('button', { name: 'Wallet' }).click();
    const points = page.locator('[data-testid="account"][data-currency="POINT"] [data-testid="balance"]');
    await points.waitFor();
    expect(await points.textContent()).toBe('250 points');
    await page.getByTestId('transaction').first().waitFor();
    expect(await page.getByTestId('loyalty-event').count()).toBe(2);
    expect(await page.getByRole('heading', { name: 'Wallet of user-001', exact: true }).count()).toBe(1);
    await page.screenshot({ path: join(artifacts, 'storefront-wallet.png'), fullPage: true });
    await page.close();
  }, 60_000);

  it('tells the shopper their token has expired, instead of an empty page', async () => {
    const page = await browser.newPage();
    const expired = await stack.issuer.sign(DEV_USERS.shopper.userId, DEV_USERS.shopper.scopes, '-1h');
    await page.goto(`${siteUrl}/?gateway=${encodeURIComponent(stack.gateway.url)}&token=${expired}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load products' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Could not load products: You are signed out: The token has expired. Open the storefront with a new token.');
    expect(await page.getByTestId('product').count()).toBe(0);
    await page.getByRole('button', { name: 'Wallet' }).click();
    await page.getByRole('alert').filter({ hasText: 'Could not load the wallet' }).waitFor();
    await page.screenshot({ path: join(artifacts, 'storefront-expired-token.png'), fullPage: true });
    await page.close();
  }, 30_000);

  it('runs against a gateway that refuses operations outside the manifest', async () => {
    const refused = await stack.query(`{ walletAccounts { total } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_TRUSTED');
  });
});
