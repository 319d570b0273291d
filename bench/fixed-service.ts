import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A service that answers every operation the benchmark's queries need with the same fixed data at
 * once, so that what is measured is the router and the subgraphs, not the service. It counts the
 * calls it receives.
 */
export interface FixedService {
  url: string;
  apiKey: string;
  projectId: string;
  calls(): number;
  close(): Promise<void>;
}

const API_KEY = 'bench-key';
const PROJECT = 'bench';

const account = (n: number) => ({
  id: `id-${n}`,
  title: `Account ${n}`,
  projectId: PROJECT,
  accountType: 'virtual',
  accountNumber: `PNT-${String(n).padStart(3, '0')}`,
  accountNumberType: 'generated',
  channel: 'loyalty',
  currency: 'POINT',
  status: 'active',
  userId: `user-${String(n).padStart(3, '0')}`,
  walletId: `wallet-${String(n).padStart(3, '0')}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  balance: 100 + n,
});

const sku = (n: number) => `SKU-${String(n).padStart(4, '0')}`;
const product = (value: string) => ({
  sku: value,
  code: value,
  dataType: 'PRODUCT',
  family: 'shirts',
  status: 'ACTIVE',
  enabled: true,
  categories: ['tops'],
  attributes: [{ code: 'name', data: [{ scope: 'web', locale: 'en_US', value: `Shirt ${value}` }] }],
});
const talking = (n: number) => ({ sku: sku(n), name: `Shirt ${n}`, brand: 'Acme', price: 19.99, stock: 12, categories: ['tops'] });

type Answer = (body: Record<string, unknown>) => unknown;

const ANSWERS: Record<string, Answer> = {
  'WalletAPI/getAccount': (body) => ({ ...account(1), accountNumber: String(body.accountNumber ?? 'PNT-001') }),
  'WalletAPI/listAccounts': (body) => {
    const size = Math.min(Number(body.pageSize ?? 20), 100);
    return { total: 500, size, pageSize: size, from: 0, result: Array.from({ length: size }, (_, i) => account(i + 1)) };
  },
  'Wallet/getAccounts': (body) => {
    const numbers = Array.isArray(body.accountNumbers) ? (body.accountNumbers as string[]) : [];
    return Object.fromEntries(numbers.map((number, i) => [number, { ...account(i + 1), accountNumber: number }]));
  },
  'PIMAPI/getProducts': (body) => {
    const filters = (body.filters ?? {}) as { sku?: string; idList?: string[] };
    const wanted = filters.idList ?? (filters.sku ? filters.sku.split(',') : undefined);
    const size = Math.min(Number(body.pageSize ?? 20), 100);
    const products = wanted ? wanted.map(product) : Array.from({ length: size }, (_, i) => product(sku(i + 1)));
    return { total: 200, pageFrom: 0, pageSize: size, size: products.length, products };
  },
  'TalkingProducts/listProduct': () => ({ products: Array.from({ length: 200 }, (_, i) => talking(i + 1)), total: 200 }),
  'MerchantAccountProduct/getMerchantProductHistory': () => ({
    histories: [{ sku: 'SKU-0001', channel: 'web', type: 'STOCK', distributedQuantity: 12, reservedQuantity: 1, createdAt: '2026-11-01T10:00:00.000Z' }],
  }),
};

export async function startFixedService(port = 0): Promise<FixedService> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      count++;
      const operation = /\/CALL\/([^/]+\/[^/]+)/.exec(req.url ?? '')?.[1];
      const answer = operation ? ANSWERS[operation] : undefined;
      if (req.headers['x-api-key'] !== API_KEY || !answer) {
        res.writeHead(answer ? 403 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: answer ? 'forbidden' : 'not found' }));
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        // Answered with the defaults below: the benchmark's requests are all well-formed.
      }
      const payload = JSON.stringify(answer(body));
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      res.end(payload);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: API_KEY,
    projectId: PROJECT,
    calls: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
