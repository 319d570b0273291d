import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A service that answers every operation the benchmark's queries need at once, from arithmetic on
 * what it was asked, so that what is measured is the routers and the subgraphs, not the service.
 * Every account, page and product the bench asks for has its own answer (an account's number gives
 * its wallet, owner and balance; a page's offset gives its rows; a sku gives its talking-products
 * record and its stock), so distinct requests get distinct data and the setups can be compared on it.
 * It counts the calls it receives; `GET /__calls` reads the count without adding to it.
 */
export interface FixedService {
  url: string;
  apiKey: string;
  projectId: string;
  calls(): number;
  close(): Promise<void>;
}

export const FIXED_SERVICE_API_KEY = 'bench-key';
export const FIXED_SERVICE_PROJECT = 'bench';
/** Skus the catalogue pages cycle through; the talking-products list holds a record for each. */
export const CATALOGUE_SKUS = 200;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** The number in an account number or id (`PNT-00042` → 42); 1 when it has none. */
const numberIn = (value: unknown): number => Number(/(\d+)\D*$/.exec(String(value ?? ''))?.[1] ?? 1);

const account = (n: number) => ({
  id: `id-${n}`,
  title: `Account ${n}`,
  projectId: FIXED_SERVICE_PROJECT,
  accountType: 'virtual',
  accountNumber: `PNT-${pad(n, 5)}`,
  accountNumberType: 'generated',
  channel: 'loyalty',
  currency: 'POINT',
  status: n % 10 === 0 ? 'inactive' : 'active',
  userId: `user-${pad(n, 5)}`,
  walletId: `wallet-${pad(n, 5)}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  balance: 100 + (n % 1000),
});

const sku = (n: number) => `SKU-${pad(n, 4)}`;
const product = (value: string) => ({
  sku: value,
  code: value,
  dataType: 'PRODUCT',
  family: `family-${numberIn(value) % 7}`,
  status: 'ACTIVE',
  enabled: true,
  categories: ['tops'],
  attributes: [{ code: 'name', data: [{ scope: 'web', locale: 'en_US', value: `Shirt ${value}` }] }],
});
const talking = (n: number) => ({ sku: sku(n), name: `Shirt ${n}`, brand: 'Acme', price: 10 + (n % 50) / 4, stock: n % 30, categories: ['tops'] });
const TALKING_LIST = { products: Array.from({ length: CATALOGUE_SKUS }, (_, i) => talking(i + 1)), total: CATALOGUE_SKUS };

type Answer = (body: Record<string, unknown>, key: string) => unknown;

const ANSWERS: Record<string, Answer> = {
  'WalletAPI/getAccount': (body) => account(numberIn(body.accountNumber)),
  'WalletAPI/listAccounts': (body) => {
    const from = Number(body.from ?? 0);
    const size = Math.min(Number(body.pageSize ?? 20), 100);
    return { total: 1_000_000, size, pageSize: size, from, result: Array.from({ length: size }, (_, i) => account(from + i + 1)) };
  },
  'Wallet/getAccounts': (body) => {
    const numbers = Array.isArray(body.accountNumbers) ? (body.accountNumbers as string[]) : [];
    return Object.fromEntries(numbers.map((number) => [number, account(numberIn(number))]));
  },
  'PIMAPI/getProducts': (body) => {
    const filters = (body.filters ?? {}) as { sku?: string; idList?: string[] };
    const wanted = filters.idList ?? (filters.sku ? filters.sku.split(',') : undefined);
    const from = Number(body.pageFrom ?? 0);
    const size = Math.min(Number(body.pageSize ?? 20), 100);
    const products = wanted ? wanted.map(product) : Array.from({ length: size }, (_, i) => product(sku(((from + i) % CATALOGUE_SKUS) + 1)));
    return { total: 1_000_000, pageFrom: from, pageSize: size, size: products.length, products };
  },
  'TalkingProducts/listProduct': () => TALKING_LIST,
  // The product is named in the path: `ACCOUNT_PRODUCT_<channel>_<project>!<sku>`.
  'MerchantAccountProduct/getMerchantProductHistory': (_body, key) => {
    const n = numberIn(key.split('!').pop());
    return {
      histories: [
        { sku: sku(n), channel: 'web', warehouse: 'north', type: 'STOCK', distributedQuantity: 20 + (n % 40), reservedQuantity: n % 3, createdAt: '2026-11-02T10:00:00.000Z' },
        { sku: sku(n), channel: 'web', warehouse: 'south', type: 'STOCK', distributedQuantity: n % 11, reservedQuantity: 0, createdAt: '2026-11-01T10:00:00.000Z' },
      ],
    };
  },
};

export async function startFixedService(port = 0): Promise<FixedService> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__calls') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ calls: count }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      count++;
      const match = /\/CALL\/([^/]+\/[^/?]+)(?:\/([^?]*))?/.exec(req.url ?? '');
      const operation = match?.[1];
      const answer = operation ? ANSWERS[operation] : undefined;
      if (req.headers['x-api-key'] !== FIXED_SERVICE_API_KEY || !answer) {
        res.writeHead(answer ? 403 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: answer ? 'forbidden' : 'not found' }));
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        // Answered with the defaults above: the benchmark's requests are all well-formed.
      }
      let key = match?.[2] ?? '';
      try {
        key = decodeURIComponent(key);
      } catch {
        // Kept as sent.
      }
      const payload = JSON.stringify(answer(body, key));
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      res.end(payload);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: FIXED_SERVICE_API_KEY,
    projectId: FIXED_SERVICE_PROJECT,
    calls: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
