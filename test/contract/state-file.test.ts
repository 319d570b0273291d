import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { ManualClock } from '../../emulator/clock';
import { startEmulator, type Emulator } from '../../emulator/server';

/** EMULATOR_STATE_FILE: the emulator's state kept on disk and read back at start. */

let dir: string;
let file: string;
let clock: ManualClock;
const running: Emulator[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'emulator-state-'));
  file = join(dir, 'state.json');
  clock = new ManualClock('2026-11-21T12:00:00.000Z');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()));
  await rm(dir, { recursive: true, force: true });
});

async function start(stateFile = file): Promise<Emulator> {
  const emulator = await startEmulator({ clock, stateFile });
  running.push(emulator);
  return emulator;
}

async function stop(emulator: Emulator): Promise<void> {
  running.splice(running.indexOf(emulator), 1);
  await emulator.close();
}

interface Answer {
  status: number;
  // Loose JSON: each test asserts the exact values it needs.
  body: any;
}

async function send(emulator: Emulator, path: string, body?: unknown): Promise<Answer> {
  const response = await request(`${emulator.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': emulator.apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.statusCode, body: await response.body.json() };
}

async function ok(emulator: Emulator, path: string, body?: unknown): Promise<any> {
  const answer = await send(emulator, path, body);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const account = { walletId: 'wallet-state', currency: 'POINT', accountNumber: 'STATE-1' };
const cart = { items: [{ id: 'SKU-0040', qty: 1, price: 60 }] };

/** Changes every area, and answers what a restarted emulator must answer the same. */
async function changeEverything(emulator: Emulator) {
  await ok(emulator, '/CALL/WalletAPI/createAccount/demo', { ...account, userId: 'user-state', amount: 40 });
  await ok(emulator, '/CALL/WalletAPI/load/demo', { ...account, amount: 12.34, referenceId: 'state-load' });
  const spend = await ok(emulator, '/CALL/WalletAPI/spend/demo', { ...account, amount: 2 });
  await ok(emulator, '/CALL/PIMAPI/upsertProduct/demo', {
    dataType: 'PRODUCT',
    data: { code: 'STATE-PRODUCT', family: 'electronics', status: 'ACTIVE' },
  });
  const event = await ok(emulator, '/CALL/LoyaltyAPI/receiveEvent', {
    entityId: 'user-state',
    entityType: 'USER',
    eventType: 'PURCHASE',
    eventData: { transactionId: 'T-STATE', amount: 30, currency: 'EURO' },
  });
  const promotion = await ok(emulator, '/CALL/Promotion/startTransaction/demo', { cart, user: { userId: 'user-state' }, usePoint: 10, couponId: 'WELCOME20' });
  const batch = await ok(emulator, '/CALL/MerchantStockPriceImporter/receiveStock/demo', {
    items: [{ warehouseCode: 'WH-1', sku: 'SKU-0001', channel: 'web', quantity: 7 }],
  });
  await ok(emulator, '/demo-stage/CALL/TalkingProducts/updateProduct/demo', { product: { sku: 'SKU-0002', price: 19.99 } });
  await ok(emulator, '/CALL/DatasetAPI/createDataset/demo', { code: 'sizes', name: 'Sizes', source: 'manual' });
  await ok(emulator, '/CALL/DatasetAPI/upsertValue/demo', { datasetCode: 'sizes', key: 'M', value: { chest: 100 } });
  await ok(emulator, '/CALL/MerchantStockPriceImporter/exportStockPrice/demo', { type: 'PRICE' });
  await ok(emulator, '/CALL/GlobalProducts/receiveProducts/demo', { products: [{ sku: 'GP-STATE', name: 'Pooled' }] });
  return { spendId: spend.transaction.transactionId as string, eventId: event.eventId as string, promotionId: promotion.transactionId as string, batchId: batch.batchId as string };
}

/** What the emulator answers about everything `changeEverything` touched. */
async function readEverything(emulator: Emulator, ids: Awaited<ReturnType<typeof changeEverything>>) {
  return {
    account: await ok(emulator, '/CALL/WalletAPI/getAccount/demo', account),
    transactions: await ok(emulator, '/CALL/WalletAPI/listTransactions/demo', account),
    product: await ok(emulator, '/CALL/PIMAPI/getProducts/demo', { filters: { idList: ['STATE-PRODUCT', 'SKU-0001'] } }),
    events: await ok(emulator, '/CALL/LoyaltyAPI/getEvents/', { entityId: 'user-state', entityType: 'USER' }),
    coupon: await send(emulator, '/CALL/Promotion/calculate/demo', { cart, couponId: 'WELCOME20' }),
    batch: await ok(emulator, `/CALL/MerchantImportJob/checkBatchStatus/${ids.batchId}`),
    history: await ok(emulator, '/CALL/MerchantAccountProduct/getMerchantProductHistory/ACCOUNT_PRODUCT_web_demo!SKU-0001', {}),
    talking: await ok(emulator, '/demo-stage/CALL/TalkingProducts/getProduct/demo', { sku: 'SKU-0002' }),
    datasetValues: await ok(emulator, '/CALL/DatasetAPI/listValues/demo', { datasetCode: 'sizes' }),
    exports: await ok(emulator, '/CALL/MerchantStockPriceImporter/listExports/demo', {}),
    globalProducts: await ok(emulator, '/CALL/GlobalProducts/getGlobalProducts/demo', {}),
  };
}

describe('EMULATOR_STATE_FILE', () => {
  it('answers the same balances, products and ids after a restart, and new ids do not reuse old ones', async () => {
    const first = await start();
    const ids = await changeEverything(first);
    clock.advance(5_000);
    const before = await readEverything(first, ids);
    expect(before.account.balance).toBe(40 + 12.34 - 2 + 30 - 10);
    expect(before.coupon.status).toBe(400);
    expect(before.batch.batchStatus).toBe('COMPLETED');
    expect(before.datasetValues).toMatchObject({ total: 1, values: [{ key: 'M', value: { chest: 100 } }] });
    expect(before.exports).toMatchObject({ total: 1, exports: [{ exportId: 'exp-000001', type: 'PRICE' }] });
    expect(before.globalProducts).toMatchObject({ total: 1, products: [{ sku: 'GP-STATE', name: 'Pooled' }] });
    await stop(first);

    const second = await start();
    expect(await readEverything(second, ids)).toEqual(before);

    const load = await ok(second, '/CALL/WalletAPI/spend/demo', { ...account, amount: 1 });
    const oldIds = before.transactions.transactions.map((transaction: { transactionId: string }) => transaction.transactionId);
    expect(oldIds).toContain(ids.spendId);
    expect(oldIds).not.toContain(load.transaction.transactionId);
    const generated = oldIds.filter((id: string) => id.startsWith('txn-')).map((id: string) => Number(id.slice(4)));
    expect(generated.length).toBeGreaterThan(2);
    expect(Number(load.transaction.transactionId.slice(4))).toBeGreaterThan(Math.max(...generated));
    const event = await ok(second, '/CALL/LoyaltyAPI/receiveEvent', { entityId: 'user-state', entityType: 'USER', eventType: 'VISIT' });
    expect(Number(event.eventId.slice(4))).toBe(Number(ids.eventId.slice(4)) + 1);
    const promotion = await ok(second, '/CALL/Promotion/startTransaction/demo', { cart, user: { userId: 'user-state' } });
    expect(promotion.transactionId).not.toBe(ids.promotionId);
    expect((await send(second, '/CALL/Promotion/commitTransaction/demo', { transactionId: ids.promotionId })).body).toMatchObject({ status: 'COMMITTED' });
    const batch = await ok(second, '/CALL/MerchantStockPriceImporter/receiveStock/demo', { items: [{ warehouseCode: 'WH-1', sku: 'SKU-0001', channel: 'web', quantity: 8 }] });
    expect(batch.batchId).not.toBe(ids.batchId);
    const exported = await ok(second, '/CALL/MerchantStockPriceImporter/exportStockPrice/demo', { type: 'STOCK' });
    expect(exported.export.exportId).toBe('exp-000002');
  });

  it('reads a file written before datasets, exports, the global pool, reservations and segments were kept', async () => {
    const first = await start();
    await ok(first, '/CALL/WalletAPI/createAccount/demo', { ...account, amount: 5 });
    await stop(first);
    const older = JSON.parse(await readFile(file, 'utf8'));
    delete older.datasets;
    for (const part of ['exports', 'exportSeq', 'globalProducts', 'reserved', 'reservations', 'reservationSeq']) delete older.merchant[part];
    for (const part of ['segments', 'transactions']) delete older.loyalty[part];
    await writeFile(file, JSON.stringify(older));
    const second = await start();
    expect((await ok(second, '/CALL/WalletAPI/getAccount/demo', account)).balance).toBe(5);
    expect(await ok(second, '/CALL/MerchantStockPriceImporter/listExports/demo', {})).toEqual({ exports: [], total: 0 });
    expect((await send(second, '/CALL/DatasetAPI/listValues/demo', { datasetCode: 'sizes' })).status).toBe(404);
  });

  it('writes the file after changes without waiting for close, replacing it whole', async () => {
    const emulator = await start();
    await ok(emulator, '/CALL/WalletAPI/createAccount/demo', { ...account, amount: 5 });
    for (let attempt = 0; !(await readFile(file, 'utf8')).includes('"STATE-1"'); attempt++) {
      if (attempt > 200) throw new Error('the state file never showed the new account');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await readdir(dir)).toEqual(['state.json']);
    const restarted = await startEmulator({ clock, stateFile: file });
    running.push(restarted);
    expect((await ok(restarted, '/CALL/WalletAPI/getAccount/demo', account)).balance).toBe(5);
  });

  it('starts from the seed and writes it when the file does not exist yet', async () => {
    const emulator = await start(join(dir, 'new', 'state.json'));
    expect((await ok(emulator, '/CALL/WalletAPI/getAccount/demo', { walletId: 'wallet-001', currency: 'POINT', accountNumber: 'PNT-001' })).balance).toBe(250);
    expect(JSON.parse(await readFile(join(dir, 'new', 'state.json'), 'utf8'))).toMatchObject({ version: 1, projectId: 'demo' });
  });

  it('refuses to start on a file that is not its state, naming the variable, and leaves the file alone', async () => {
    await writeFile(file, '{"hello": "world"}');
    await expect(startEmulator({ clock, stateFile: file })).rejects.toThrow(
      `EMULATOR_STATE_FILE ${file}: not a state file of this emulator`,
    );
    expect(await readFile(file, 'utf8')).toBe('{"hello": "world"}');
    await writeFile(file, '{"version": 1, "truncated');
    await expect(startEmulator({ clock, stateFile: file })).rejects.toThrow(`EMULATOR_STATE_FILE ${file}: not JSON`);
  });

  it('refuses a state file written for another project', async () => {
    await stop(await start());
    await expect(startEmulator({ clock, stateFile: file, projectId: 'other' })).rejects.toThrow(
      `EMULATOR_STATE_FILE ${file}: written for project demo, not other`,
    );
  });
});

describe('a hand-edited state file', () => {
  /** The seeded state as a file, edited by `edit`, and the refusal of a start on it. */
  async function refusal(edit: (state: any) => void): Promise<string> {
    await stop(await start());
    const state = JSON.parse(await readFile(file, 'utf8'));
    edit(state);
    const text = JSON.stringify(state);
    await writeFile(file, text);
    const error = await startEmulator({ clock, stateFile: file }).then(
      (emulator) => {
        running.push(emulator);
        throw new Error('the emulator started on a broken file');
      },
      (reason: Error) => reason,
    );
    // Left as it was, for the person who edited it.
    expect(await readFile(file, 'utf8')).toBe(text);
    return error.message;
  }

  it('refuses an amount past the bound or not whole cents, naming the path and the reason', async () => {
    const message = await refusal((state) => {
      state.wallets.transactions[0].amountMinor = 1e17;
      state.wallets.transactions[1].remainingMinor = 0.5;
    });
    expect(message).toContain(`EMULATOR_STATE_FILE ${file}: refused, it breaks the emulator's invariants: `);
    expect(message).toContain('wallets.transactions.0.amountMinor: must be at most 100000000000000 cents');
    expect(message).toContain('wallets.transactions.1.remainingMinor: must be a whole number of cents');
  });

  it('refuses a rewound id counter, naming the counter and the id it would collide with', async () => {
    const message = await refusal((state) => {
      state.loyalty.sequence = 3;
    });
    expect(message).toMatch(new RegExp(`^EMULATOR_STATE_FILE ${file}: refused, .*loyalty\\.sequence: 3 is behind evt-\\d+, an id already in the file`));
  });

  it('refuses negative stock, more reserved than stocked, and a dangling reference', async () => {
    const message = await refusal((state) => {
      state.merchant.stock[0][1] = -1;
      state.merchant.reserved.push([state.merchant.stock[1][0], state.merchant.stock[1][1] + 1]);
      state.wallets.transactions[2].accountNumber = 'GONE-1';
    });
    expect(message).toContain('merchant.stock.0.1: must not be negative');
    expect(message).toMatch(/merchant\.reserved\.\d+: web\|WH-1\|SKU-0002: 21 units reserved of a level of 20/);
    expect(message).toContain('wallets.transactions.2.accountNumber: account GONE-1 is not in the file');
  });

  it('continues past a caller-given id of the emulator form instead of trusting the counter', async () => {
    const first = await start();
    await ok(first, '/CALL/WalletAPI/createAccount/demo', account);
    await ok(first, '/CALL/WalletAPI/load/demo', { ...account, amount: 2 });
    await ok(first, '/CALL/WalletAPI/spend/demo', { ...account, amount: 0.5, transactionId: 'txn-900000' });
    await stop(first);
    const state = JSON.parse(await readFile(file, 'utf8'));
    expect(state.wallets.transactionSeq).toBeLessThan(900000);
    const second = await start();
    const spend = await ok(second, '/CALL/WalletAPI/spend/demo', { ...account, amount: 0.5 });
    expect(spend.transaction.transactionId).toBe('txn-900001');
  });

  it('removes temporary files a killed emulator left beside the state file', async () => {
    await stop(await start());
    // Process ids above the kernel's limit run nowhere.
    await writeFile(`${file}.99999999.tmp`, '{"half');
    await writeFile(join(dir, 'unrelated.tmp'), 'kept');
    await stop(await start());
    expect((await readdir(dir)).sort()).toEqual(['state.json', 'unrelated.tmp']);
  });
});
