import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { chromium, type Browser } from 'playwright-core';
import { DEV_USERS } from '../../gateway/dev-tokens';
import { startStack, type Stack } from '../helpers/stack';

const root = join(__dirname, '..', '..');
const storefront = join(root, 'examples', 'storefront');
const artifacts = join(root, 'artifacts');
const CHROMIUM = '/usr/bin/chromium';
const MANIFEST = join(root, 'client', '__generated__', 'persisted-documents.json');
/** The manifest's own text of an operation, so that checks made here are trusted too. */
const manifestDocument = (name: string): string => {
  const documents: Record<string, string> = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  return Object.values(documents).find((text) => text.includes(`query ${name}(`))!;
};

let stack: Stack;
let site: Server;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's Chromium (apt-get install -y chromium), as .ci/run does`);
  }
  await promisify(execFile)(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], { cwd: storefront });
  const app = express();
  app.use(express.static(join(storefront, 'dist')));
  site = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => site.once('listening', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // As in production: the gateway runs only the operations of the generated manifest.
  stack = await startStack({ env: { CORS_ORIGINS: siteUrl, TRUSTED_DOCUMENTS: MANIFEST } });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  mkdirSync(artifacts, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

describe('the example storefront in a real browser', () => {
  it('lists products, computes the cart discount and shows the wallet balance', async () => {
    const page = await browser.newPage();
    const token = await stack.issuer.sign(DEV_USERS.shopper.userId, DEV_USERS.shopper.scopes);
    await page.goto(`${siteUrl}/?gateway=${encodeURIComponent(stack.gateway.url)}&token=${token}`);

    const products = page.getByTestId('product');
    await products.first().waitFor();
    expect(await products.count()).toBe(12);
    await page.screenshot({ path: join(artifacts, 'storefront-products.png'), fullPage: true });

    await page.locator('[data-sku="SKU-0004"] button').click();
    await page.locator('[data-sku="SKU-0008"] button').click();
    expect(await page.getByTestId('cart-count').textContent()).toBe('2');

    await page.getByRole('button', { name: /Cart/ }).click();
    await page.getByTestId('discount').waitFor();
    const expected = await stack.query<{ calculatePromotions: { cart: { totalCartPromotionDiscount: number; totalPriceToPay: number } } }>(
      manifestDocument('CalculateCart'),
      {
        user: { userId: 'user-001' },
        cart: {
          productCount: 2,
          items: [
            { id: 'SKU-0004', qty: 1, price: 4.5, totalPrice: 4.5, attributes: { shortName: 'Talking product 4', brand: 'Acme' } },
            { id: 'SKU-0008', qty: 1, price: 8.5, totalPrice: 8.5, attributes: { shortName: 'Talking product 8', brand: 'Acme' } },
          ],
        },
      },
    );
    const { totalCartPromotionDiscount, totalPriceToPay } = expected.data!.calculatePromotions.cart;
    expect(totalCartPromotionDiscount).toBeGreaterThan(0);
    expect(await page.getByTestId('discount').textContent()).toBe(totalCartPromotionDiscount.toFixed(2));
    expect(await page.getByTestId('to-pay').textContent()).toBe(totalPriceToPay.toFixed(2));
    expect(await page.getByTestId('applied-promotion').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(artifacts, 'storefront-cart.png'), fullPage: true });

    await page.getByRole('button', { name: 'Wallet' }).click();
    const points = page.locator('[data-testid="account"][data-currency="POINT"] [data-testid="balance"]');
    await points.waitFor();
    expect(await points.textContent()).toBe('250.00');
    await page.getByTestId('transaction').first().waitFor();
    await page.screenshot({ path: join(artifacts, 'storefront-wallet.png'), fullPage: true });
    await page.close();
  }, 60_000);

  it('runs against a gateway that refuses operations outside the manifest', async () => {
    const refused = await stack.query(`{ walletAccounts { total } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_TRUSTED');
  });
});
