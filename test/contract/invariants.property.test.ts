import fc from 'fast-check';
import { request } from 'undici';
import { ManualClock } from '../../emulator/clock';
import { BATCH_PROCESSING_MS, BATCH_QUEUE_MS, MAX_STOCK } from '../../emulator/merchant/store';
import { MAX_AMOUNT } from '../../emulator/money';
import { startEmulator, type Emulator } from '../../emulator/server';

/**
 * Random sequences of emulator operations over HTTP, some sent at once, with every invariant checked
 * after each step: no sequence reaches a state the service cannot have (available stock below 0, a
 * level past GraphQL Int, a balance past the Amount bound or between cents, a category cycle or a
 * dangling parent), and no request ends in a 500.
 */

const CHANNEL = 'store';
const SKUS = ['SKU-0161', 'SKU-0162', 'SKU-0163'];
const WAREHOUSES = ['WH-A', 'WH-B'];
const ACCOUNT = { walletId: 'wallet-prop', currency: 'EURO', accountNumber: 'PROP-1' };
const CATEGORIES = ['CAT-P1', 'CAT-P2', 'CAT-P3', 'CAT-SOCKS', 'CAT-SHOES'];

type Command =
  | { kind: 'import'; sku: number; warehouse: number; quantity: number }
  | { kind: 'reserve'; sku: number; quantity: number }
  | { kind: 'cancel' | 'commit'; reservation: number }
  | { kind: 'refund'; reservation: number; quantity: number | undefined }
  | { kind: 'advance' }
  | { kind: 'load' | 'spend'; amount: number }
  | { kind: 'category'; code: number; parent: number | undefined };

/** Ordinary values, the edges of each bound, and values past them. */
const quantity = fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constantFrom(MAX_STOCK - 1, MAX_STOCK, MAX_STOCK + 1, 2 ** 31, -1, 0.5));
const money = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
  // eslint-disable-next-line no-loss-of-precision -- a price a double cannot hold is one of the inputs tried
  fc.constantFrom(MAX_AMOUNT, MAX_AMOUNT - 0.01, MAX_AMOUNT + 0.01, 9007199254740993.99, 0.001, 1e11),
);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('import' as const), sku: fc.nat(SKUS.length - 1), warehouse: fc.nat(WAREHOUSES.length - 1), quantity }),
  fc.record({ kind: fc.constant('reserve' as const), sku: fc.nat(SKUS.length - 1), quantity: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constantFrom('cancel' as const, 'commit' as const), reservation: fc.nat(7) }),
  fc.record({ kind: fc.constant('refund' as const), reservation: fc.nat(7), quantity: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }) }),
  fc.constant({ kind: 'advance' as const }),
  fc.record({ kind: fc.constantFrom('load' as const, 'spend' as const), amount: money }),
  fc.record({ kind: fc.constant('category' as const), code: fc.nat(CATEGORIES.length - 1), parent: fc.option(fc.nat(CATEGORIES.length - 1), { nil: undefined }) }),
);
/** A step: one to three commands sent at the same time. */
const steps = fc.array(fc.array(command, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 14 });

async function post(emulator: Emulator, operation: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await request(`${emulator.url}/CALL/${operation}/${emulator.projectId}`, {
    method: 'POST',
    headers: { 'x-api-key': emulator.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

async function run(emulator: Emulator, clock: ManualClock, reservations: string[], step: Command): Promise<number> {
  const reservationId = (index: number) => reservations[index % Math.max(reservations.length, 1)] ?? 'res-none';
  switch (step.kind) {
    case 'import':
      return (await post(emulator, 'MerchantStockPriceImporter/receiveStock', {
        items: [{ warehouseCode: WAREHOUSES[step.warehouse], sku: SKUS[step.sku], channel: CHANNEL, quantity: step.quantity }],
      })).status;
    case 'reserve': {
      const answer = await post(emulator, 'MerchantSalesChannel/reserveStock', { channel: CHANNEL, sku: SKUS[step.sku], quantity: step.quantity });
      if (answer.status === 200) reservations.push((answer.body.reservation as { reservationId: string }).reservationId);
      return answer.status;
    }
    case 'cancel':
      return (await post(emulator, 'MerchantSalesChannel/cancelStock', { reservationId: reservationId(step.reservation) })).status;
    case 'commit':
      return (await post(emulator, 'MerchantSalesChannel/commitStock', { reservationId: reservationId(step.reservation) })).status;
    case 'refund':
      return (await post(emulator, 'MerchantSalesChannel/refundStock', { reservationId: reservationId(step.reservation), quantity: step.quantity })).status;
    case 'advance':
      clock.advance(BATCH_QUEUE_MS + BATCH_PROCESSING_MS);
      return 200;
    case 'load':
      return (await post(emulator, 'WalletAPI/load', { ...ACCOUNT, amount: step.amount })).status;
    case 'spend':
      return (await post(emulator, 'WalletAPI/spend', { ...ACCOUNT, amount: step.amount })).status;
    case 'category':
      return (await post(emulator, 'PIMAPI/upsertCategory', {
        code: CATEGORIES[step.code],
        ...(step.parent === undefined ? {} : { parent: CATEGORIES[step.parent] }),
      })).status;
  }
}

/** Every invariant, read the way a client reads it (over HTTP), and the category tree from the store. */
async function expectInvariants(emulator: Emulator): Promise<void> {
  for (const sku of SKUS) {
    const current = await post(emulator, 'MerchantSalesChannel/getCurrentStock', { channel: CHANNEL, sku });
    expect(current.status).toBe(200);
    for (const warehouse of current.body.warehouses as { stock: number; reserved: number; available: number }[]) {
      expect(Number.isInteger(warehouse.stock) && warehouse.stock <= MAX_STOCK).toBe(true);
      expect(warehouse.reserved).toBeGreaterThanOrEqual(0);
      expect(warehouse.available).toBeGreaterThanOrEqual(0);
      expect(warehouse.available).toBe(warehouse.stock - warehouse.reserved);
    }
  }
  const account = await post(emulator, 'WalletAPI/getAccount', ACCOUNT);
  const balance = account.body.balance as number;
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(balance).toBeLessThanOrEqual(MAX_AMOUNT);
  expect(Math.round(balance * 100) / 100).toBe(balance);
  const categories = new Map(emulator.state.catalogue.snapshot().categories.map((category) => [category.code, category.parent]));
  for (const code of categories.keys()) {
    const seen = new Set<string>();
    for (let at: string | null = code; at !== null; at = categories.get(at) ?? null) {
      expect(categories.has(at)).toBe(true);
      expect(seen.has(at)).toBe(false);
      seen.add(at);
    }
  }
}

describe('emulator invariants under random sequences of operations, some concurrent', () => {
  it('holds every invariant after every step, and answers 200, 400 or 404, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        const clock = new ManualClock('2026-11-21T12:00:00.000Z');
        const emulator = await startEmulator({ clock });
        try {
          expect((await post(emulator, 'WalletAPI/createAccount', ACCOUNT)).status).toBe(200);
          const reservations: string[] = [];
          for (const step of sequence) {
            const statuses = await Promise.all(step.map((one) => run(emulator, clock, reservations, one)));
            for (const status of statuses) expect([200, 400, 404]).toContain(status);
            await expectInvariants(emulator);
          }
        } finally {
          await emulator.close();
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
