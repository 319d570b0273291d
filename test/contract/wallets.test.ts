import { connect } from 'node:net';
import { request } from 'undici';
import { ManualClock } from '../../emulator/clock';
import { startEmulator, type Emulator } from '../../emulator/server';

/** The wallet operations of the emulator, over HTTP, against the service document (4.4, 3, 7, 8). */

const START = '2026-11-21T12:00:00.000Z';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let emulator: Emulator;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(START);
  emulator = await startEmulator({ clock });
});
afterAll(() => emulator.close());

interface Answer<T> {
  status: number;
  body: T;
}

interface ErrorBody {
  status: number;
  message: string;
}

interface TransactionView {
  transactionId: string;
  type: string;
  amount: number;
  description: string;
  channel: string;
  createdAt: string;
  updatedAt: string;
  isCanceled: boolean;
  expiresAt?: string;
  referenceId: string;
}

interface TransactionList {
  transactions: TransactionView[];
  from: number;
  pageSize: number;
  total: number;
  size: number;
}

interface CancelResult {
  transaction: {
    transactionId: string;
    type: string;
    amount: number;
    channel: string;
    createdAt: string;
    isCanceled: boolean;
    updatedAt: string;
  };
  balance: number;
}

/** Raw access: any path, any body text, any headers. */
async function send<T>(
  path: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await request(`${emulator.url}${path}`, {
    method: (options.method ?? 'POST') as 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': emulator.apiKey, ...options.headers },
    body: options.body,
  });
  return { status: response.statusCode, body: (await response.body.json()) as T };
}

/** `POST /CALL/<operation>/<project>` with a JSON body and the valid key. */
function call<T = Record<string, unknown>>(operation: string, body: unknown): Promise<Answer<T>> {
  return send<T>(`/CALL/${operation}/${emulator.projectId}`, { body: JSON.stringify(body) });
}

async function ok<T = Record<string, unknown>>(operation: string, body: unknown): Promise<T> {
  const answer = await call<T>(operation, body);
  if (answer.status !== 200) throw new Error(`${operation} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

interface Address {
  walletId: string;
  currency: string;
  accountNumber: string;
}

let sequence = 0;
/** A fresh POINT account of its own wallet, so tests do not see each other's transactions. */
async function newAccount(extra: Record<string, unknown> = {}): Promise<Address> {
  sequence += 1;
  const address = { walletId: `ct-wallet-${sequence}`, currency: 'POINT', accountNumber: `CT-${sequence}` };
  expect(await ok('WalletAPI/createAccount', { ...address, userId: `ct-user-${sequence}`, ...extra })).toEqual({});
  return address;
}

async function balanceOf(address: Address): Promise<number> {
  return (await ok<{ balance: number }>('WalletAPI/getAccount', address)).balance;
}

async function transactions(address: Address, extra: Record<string, unknown> = {}): Promise<TransactionList> {
  return ok<TransactionList>('WalletAPI/listTransactions', { ...address, ...extra });
}

/** The one transaction whose referenceId is `referenceId`. */
async function byReference(address: Address, referenceId: string): Promise<TransactionView> {
  const found = (await transactions(address, { filters: [{ search: referenceId }] })).transactions.filter(
    (transaction) => transaction.referenceId === referenceId,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

const later = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

describe('authentication (section 5)', () => {
  const path = () => `/CALL/WalletAPI/getAccount/${emulator.projectId}`;
  const body = JSON.stringify({ walletId: 'wallet-001', currency: 'POINT', accountNumber: 'PNT-001' });

  it('answers 403 without an x-api-key', async () => {
    const response = await request(`${emulator.url}${path()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.statusCode).toBe(403);
    expect(((await response.body.json()) as ErrorBody).message).toMatch(/x-api-key/);
  });

  it('answers 403 with a wrong key', async () => {
    const answer = await send<ErrorBody>(path(), { body, headers: { 'x-api-key': 'not-the-key' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ status: 403, message: 'invalid API key' });
  });

  it('answers 200 with the key', async () => {
    expect((await send(path(), { body })).status).toBe(200);
  });

  it('answers 400 to a request target no URL can be made of, and goes on serving (it once ended the process hosting it)', async () => {
    const { hostname, port } = new URL(emulator.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.end('GET //[ HTTP/1.1\r\nHost: emulator\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('{"status":400,"message":"the request target is not a path"}');
    expect((await send(path(), { body })).status).toBe(200);
  });
});

describe('routing (section 1)', () => {
  it('answers 404 for an unknown class', async () => {
    const answer = await call<ErrorBody>('NoSuchAPI/getAccount', {});
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('NoSuchAPI/getAccount');
  });

  it('answers 404 for an unknown method', async () => {
    const answer = await call<ErrorBody>('WalletAPI/noSuchMethod', {});
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('WalletAPI/noSuchMethod');
  });

  it('answers 404 for a wrong project segment', async () => {
    const answer = await send<ErrorBody>('/CALL/WalletAPI/getAccount/other-project', {
      body: JSON.stringify({ walletId: 'wallet-001', currency: 'POINT', accountNumber: 'PNT-001' }),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('other-project');
  });

  it('answers 404, not a server error, for a malformed percent-encoding in the path', async () => {
    const answer = await send<ErrorBody>('/CALL/WalletAPI/getAccount/%E0%A4%A', { body: '{}' });
    expect(answer.status).toBe(404);
  });

  it('answers 404 without a project segment', async () => {
    const answer = await send<ErrorBody>('/CALL/WalletAPI/getAccount', { body: '{}' });
    expect(answer.status).toBe(404);
  });

  it('serves getAccounts and addAccount under class Wallet, not WalletAPI', async () => {
    expect((await call('WalletAPI/getAccounts', { accountNumbers: ['PNT-001'] })).status).toBe(404);
    expect((await call('Wallet/getAccounts', { accountNumbers: ['PNT-001'] })).status).toBe(200);
  });
});

describe('request validation (400)', () => {
  it('answers 400 for malformed JSON', async () => {
    const answer = await send<ErrorBody>(`/CALL/WalletAPI/getAccount/${emulator.projectId}`, { body: '{"walletId": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/malformed JSON/);
  });

  it('answers 400 naming a missing required field', async () => {
    const answer = await call<ErrorBody>('WalletAPI/load', { walletId: 'wallet-001', currency: 'POINT', accountNumber: 'PNT-001' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('amount');
    expect(answer.body.message).toContain('is required');
  });

  it('answers 400 naming a field of the wrong type', async () => {
    const answer = await call<ErrorBody>('WalletAPI/getAccount', { walletId: 'wallet-001', currency: 'POINT', accountNumber: 7 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('accountNumber');
  });

  it('answers 400 for a currency outside the service vocabulary (POINT, EURO)', async () => {
    const answer = await call<ErrorBody>('WalletAPI/createAccount', { walletId: 'ct-eur', currency: 'EUR', accountNumber: 'CT-EUR' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid request: currency: must be one of POINT, EURO');
    expect((await call('Wallet/getAccounts', { accountNumbers: ['CT-EUR'] })).body).toEqual({});
  });

  it('answers 404 for an account that does not exist', async () => {
    const answer = await call<ErrorBody>('WalletAPI/getAccount', { walletId: 'nowhere', currency: 'POINT', accountNumber: 'NOPE' });
    expect(answer.status).toBe(404);
  });
});

describe('accounts (4.4.1 to 4.4.4)', () => {
  it('creates an account and reads it back with the fields of getAccount', async () => {
    const address = await newAccount({ title: 'Contract points', channel: 'loyalty', accountType: 'physical', status: 'active' });
    const account = await ok('WalletAPI/getAccount', address);
    expect(account).toEqual({
      projectId: emulator.projectId,
      accountType: 'physical',
      accountNumber: address.accountNumber,
      channel: 'loyalty',
      currency: 'POINT',
      status: 'active',
      walletId: address.walletId,
      createdAt: clock.now().toISOString(),
      balance: 0,
    });
  });

  it('starts the balance at the amount given on create', async () => {
    const address = await newAccount({ amount: 15.5, expiresAt: later(DAY) });
    expect(await balanceOf(address)).toBe(15.5);
  });

  it('refuses an initial amount with a past expiry and creates nothing', async () => {
    sequence += 1;
    const address = { walletId: `ct-wallet-${sequence}`, currency: 'POINT', accountNumber: `CT-${sequence}` };
    const answer = await call<ErrorBody>('WalletAPI/createAccount', { ...address, amount: 5, expiresAt: later(-HOUR) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('expiry date cannot be a past date');
    expect((await call('WalletAPI/getAccount', address)).status).toBe(404);
  });

  it('refuses to create an account number twice', async () => {
    const address = await newAccount();
    const answer = await call<ErrorBody>('WalletAPI/createAccount', address);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(address.accountNumber);
  });

  it('answers getAccounts keyed by account number, leaving unknown numbers out', async () => {
    const first = await newAccount({ title: 'First', channel: 'loyalty' });
    const second = await newAccount({ title: 'Second' });
    await ok('WalletAPI/load', { ...second, amount: 4 });
    const body = await ok<Record<string, Record<string, unknown>>>('Wallet/getAccounts', {
      accountNumbers: [first.accountNumber, 'UNKNOWN-NUMBER', second.accountNumber],
    });
    expect(Object.keys(body).sort()).toEqual([first.accountNumber, second.accountNumber].sort());
    const view = body[first.accountNumber]!;
    expect(Object.keys(view).sort()).toEqual(
      [
        'title',
        'projectId',
        'accountType',
        'accountNumber',
        'channel',
        'currency',
        'status',
        'userId',
        'walletId',
        'createdAt',
        'updatedAt',
        'updatedBy',
        'balance',
      ].sort(),
    );
    for (const absent of ['id', 'accountNumberType', 'expiresAt', 'amount']) expect(view).not.toHaveProperty(absent);
    expect(view).toMatchObject({ title: 'First', channel: 'loyalty', accountNumber: first.accountNumber, balance: 0 });
    expect(body[second.accountNumber]).toMatchObject({ title: 'Second', balance: 4 });
  });

  it('answers 400 for more than 100 account numbers', async () => {
    const accountNumbers = Array.from({ length: 101 }, (_, index) => `N-${index}`);
    const answer = await call<ErrorBody>('Wallet/getAccounts', { accountNumbers });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('accountNumbers');
  });
});

describe('addAccount (4.4.6)', () => {
  it('adds an account to an existing wallet', async () => {
    const existing = await newAccount();
    const added = { walletId: existing.walletId, currency: 'POINT', accountNumber: `${existing.accountNumber}-B` };
    expect(await ok('Wallet/addAccount', { accountNumber: added.accountNumber, walletId: added.walletId })).toEqual({});
    expect(await ok('WalletAPI/getAccount', added)).toMatchObject({ walletId: existing.walletId, accountNumber: added.accountNumber, balance: 0 });
  });

  it('takes the documented body, accountNumber alone, adding the account to the default wallet in POINT', async () => {
    expect(await ok('Wallet/addAccount', { accountNumber: 'CT-DEFAULT-1' })).toEqual({});
    expect(await ok('WalletAPI/getAccount', { walletId: 'default-wallet', currency: 'POINT', accountNumber: 'CT-DEFAULT-1' })).toMatchObject({
      walletId: 'default-wallet',
      currency: 'POINT',
      accountType: 'virtual',
      balance: 0,
    });
  });

  it('refuses a named wallet that does not exist', async () => {
    const answer = await call<ErrorBody>('Wallet/addAccount', { accountNumber: 'CT-NOWHERE-1', walletId: 'no-such-wallet' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('no-such-wallet');
  });

  it('refuses an account number that already exists', async () => {
    const existing = await newAccount();
    const answer = await call<ErrorBody>('Wallet/addAccount', { accountNumber: existing.accountNumber, walletId: existing.walletId });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('already exists');
  });
});

describe('listAccounts (4.4.4)', () => {
  const wallet = 'ct-list-wallet';
  const titles = ['Delta', 'alpha', 'Charlie', 'Bravo', 'Echo'];

  beforeAll(async () => {
    for (const [index, title] of titles.entries()) {
      await ok('WalletAPI/createAccount', {
        walletId: wallet,
        currency: index % 2 === 0 ? 'POINT' : 'EURO',
        accountNumber: `CT-LIST-${index + 1}`,
        title,
      });
    }
  });

  it('finds accounts by query and answers total, size, pageSize, from', async () => {
    const body = await ok<{ total: number; size: number; pageSize: number; from: number; result: Record<string, unknown>[] }>(
      'WalletAPI/listAccounts',
      { query: `walletId:${wallet}`, pageSize: 10, from: 0 },
    );
    expect(body).toMatchObject({ total: 5, size: 5, pageSize: 10, from: 0 });
    expect(Object.keys(body.result[0]!).sort()).toEqual(
      [
        'id',
        'title',
        'projectId',
        'accountType',
        'accountNumber',
        'accountNumberType',
        'channel',
        'currency',
        'status',
        'walletId',
        'createdAt',
      ].sort(),
    );
  });

  it('combines query terms', async () => {
    const body = await ok<{ total: number; result: { accountNumber: string }[] }>('WalletAPI/listAccounts', {
      query: `walletId:${wallet} currency:EURO`,
    });
    expect(body.result.map((account) => account.accountNumber).sort()).toEqual(['CT-LIST-2', 'CT-LIST-4']);
    expect(body.total).toBe(2);
  });

  it('sorts by [{ field, order }]', async () => {
    const body = await ok<{ result: { title: string }[] }>('WalletAPI/listAccounts', {
      query: `walletId:${wallet}`,
      sorts: [{ field: 'accountNumber', order: 'desc' }],
    });
    expect(body.result.map((account) => account.title)).toEqual(['Echo', 'Bravo', 'Charlie', 'alpha', 'Delta']);
  });

  it('sorts by a second key when the first ties', async () => {
    const body = await ok<{ result: { accountNumber: string }[] }>('WalletAPI/listAccounts', {
      query: `walletId:${wallet}`,
      sorts: [
        { field: 'currency', order: 'asc' },
        { field: 'accountNumber', order: 'desc' },
      ],
    });
    expect(body.result.map((account) => account.accountNumber)).toEqual([
      'CT-LIST-4',
      'CT-LIST-2',
      'CT-LIST-5',
      'CT-LIST-3',
      'CT-LIST-1',
    ]);
  });

  it('pages with from and pageSize', async () => {
    const body = await ok<{ total: number; size: number; pageSize: number; from: number; result: { accountNumber: string }[] }>(
      'WalletAPI/listAccounts',
      { query: `walletId:${wallet}`, sorts: [{ field: 'accountNumber', order: 'asc' }], from: 3, pageSize: 2 },
    );
    expect(body).toMatchObject({ total: 5, size: 2, pageSize: 2, from: 3 });
    expect(body.result.map((account) => account.accountNumber)).toEqual(['CT-LIST-4', 'CT-LIST-5']);
  });

  it('answers an empty page past the end', async () => {
    const body = await ok<{ total: number; size: number; result: unknown[] }>('WalletAPI/listAccounts', {
      query: `walletId:${wallet}`,
      from: 10,
    });
    expect(body).toMatchObject({ total: 5, size: 0, result: [] });
  });

  it('answers 400 naming a bad sort', async () => {
    const answer = await call<ErrorBody>('WalletAPI/listAccounts', { sorts: [{ field: 'accountNumber', order: 'up' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('sorts.0.order');
  });
});

describe('load and listTransactions (4.4.5, 4.4.7)', () => {
  it('adds an EARNED transaction and raises the balance', async () => {
    const address = await newAccount();
    expect(await ok('WalletAPI/load', { ...address, amount: 12.3, description: 'welcome', referenceId: 'ct-load-1', channel: 'web' })).toEqual({});
    expect(await balanceOf(address)).toBe(12.3);
    const list = await transactions(address);
    expect(list).toMatchObject({ total: 1, size: 1, from: 0 });
    expect(list.transactions[0]).toMatchObject({
      type: 'EARNED',
      amount: 12.3,
      description: 'welcome',
      channel: 'web',
      createdAt: clock.now().toISOString(),
      isCanceled: false,
    });
    expect(typeof list.transactions[0]!.transactionId).toBe('string');
  });

  describe('on an account with loads and a spend', () => {
    let address: Address;
    beforeAll(async () => {
      address = await newAccount();
      await ok('WalletAPI/load', { ...address, amount: 30, description: 'coffee bonus', referenceId: 'r-coffee', expiresAt: later(30 * DAY) });
      await ok('WalletAPI/load', { ...address, amount: 10, description: 'birthday', referenceId: 'r-birthday', expiresAt: later(10 * DAY) });
      await ok('WalletAPI/load', { ...address, amount: 20, description: 'welcome', referenceId: 'r-welcome', expiresAt: later(DAY) });
      await ok('WalletAPI/load', { ...address, amount: 5, description: 'no expiry', referenceId: 'r-forever' });
      await ok('WalletAPI/spend', { ...address, amount: 1, description: 'coffee', referenceId: 'r-spend' });
    });

    it('filters by type', async () => {
      const earned = await transactions(address, { filters: [{ type: 'EARNED' }] });
      expect(earned.total).toBe(4);
      expect(earned.transactions.every((transaction) => transaction.type === 'EARNED')).toBe(true);
      const spent = await transactions(address, { filters: [{ type: 'SPENT' }] });
      expect(spent.transactions.map((transaction) => transaction.referenceId)).toEqual(['r-spend']);
    });

    it('filters by search text in the description', async () => {
      const found = await transactions(address, { filters: [{ search: 'COFFEE' }] });
      expect(found.transactions.map((transaction) => transaction.referenceId).sort()).toEqual(['r-coffee', 'r-spend']);
    });

    it('combines a type and a search filter', async () => {
      const found = await transactions(address, { filters: [{ type: 'EARNED', search: 'coffee' }] });
      expect(found.transactions.map((transaction) => transaction.referenceId)).toEqual(['r-coffee']);
    });

    it('filters by an expiresAt range', async () => {
      const found = await transactions(address, { expiresAt: { startDate: later(5 * DAY), endDate: later(20 * DAY) } });
      expect(found.transactions.map((transaction) => transaction.referenceId)).toEqual(['r-birthday']);
      const open = await transactions(address, { expiresAt: { startDate: later(5 * DAY) } });
      expect(open.transactions.map((transaction) => transaction.referenceId).sort()).toEqual(['r-birthday', 'r-coffee']);
    });

    it('sorts by [{ field, order }]', async () => {
      const ascending = await transactions(address, { sorts: [{ field: 'amount', order: 'asc' }] });
      expect(ascending.transactions.map((transaction) => transaction.amount)).toEqual([1, 5, 10, 20, 30]);
      const descending = await transactions(address, { sorts: [{ field: 'amount', order: 'desc' }] });
      expect(descending.transactions.map((transaction) => transaction.amount)).toEqual([30, 20, 10, 5, 1]);
    });

    it('pages with from and pageSize', async () => {
      const page = await transactions(address, { sorts: [{ field: 'amount', order: 'asc' }], from: 1, pageSize: 2 });
      expect(page).toMatchObject({ total: 5, size: 2, from: 1, pageSize: 2 });
      expect(page.transactions.map((transaction) => transaction.amount)).toEqual([5, 10]);
    });

    it('lists the documented transaction fields', async () => {
      const list = await transactions(address, { pageSize: 1 });
      for (const field of ['transactionId', 'type', 'amount', 'description', 'channel', 'createdAt']) {
        expect(list.transactions[0]).toHaveProperty(field);
      }
    });
  });
});

describe('cancel (4.4.8, section 3, 8.2)', () => {
  it('cancels an untouched load and answers the transaction and the lowered balance', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 8, referenceId: 'keep' });
    await ok('WalletAPI/load', { ...address, amount: 5, referenceId: 'drop', channel: 'store' });
    const load = await byReference(address, 'drop');
    const result = await ok<CancelResult>('WalletAPI/cancel', { ...address, transactionId: load.transactionId });
    expect(result).toEqual({
      transaction: {
        transactionId: load.transactionId,
        type: 'EARNED',
        amount: 5,
        channel: 'store',
        createdAt: load.createdAt,
        isCanceled: true,
        updatedAt: clock.now().toISOString(),
      },
      balance: 8,
    });
    expect(await balanceOf(address)).toBe(8);
    expect((await byReference(address, 'drop')).isCanceled).toBe(true);
  });

  it('refuses to cancel the same transaction twice', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 5, referenceId: 'twice' });
    const load = await byReference(address, 'twice');
    expect((await call('WalletAPI/cancel', { ...address, transactionId: load.transactionId })).status).toBe(200);
    const again = await call<ErrorBody>('WalletAPI/cancel', { ...address, transactionId: load.transactionId });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already canceled/);
    expect(await balanceOf(address)).toBe(0);
  });

  it('refuses to cancel a partially spent load and leaves the balance alone', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 10, referenceId: 'partly-used' });
    await ok('WalletAPI/spend', { ...address, amount: 4, referenceId: 'spend-4' });
    expect(await balanceOf(address)).toBe(6);
    const load = await byReference(address, 'partly-used');
    const answer = await call<ErrorBody>('WalletAPI/cancel', { ...address, transactionId: load.transactionId });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/partially used/);
    expect(answer.body.message).toContain(load.transactionId);
    expect(await balanceOf(address)).toBe(6);
    expect((await byReference(address, 'partly-used')).isCanceled).toBe(false);
  });

  it('refuses to cancel a partially refunded spend', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 10, referenceId: 'funds' });
    const spend = await ok<CancelResult>('WalletAPI/spend', { ...address, amount: 6, referenceId: 'spend-6' });
    expect(spend.balance).toBe(4);
    const refund = await ok<CancelResult>('WalletAPI/refund', { ...address, transactionId: spend.transaction.transactionId, amount: 2 });
    expect(refund.balance).toBe(6);
    const answer = await call<ErrorBody>('WalletAPI/cancel', { ...address, transactionId: spend.transaction.transactionId });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/partially refunded/);
    expect(await balanceOf(address)).toBe(6);
  });

  it('cancels an untouched spend and gives the amount back', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 10 });
    const spend = await ok<CancelResult>('WalletAPI/spend', { ...address, amount: 3 });
    const result = await ok<CancelResult>('WalletAPI/cancel', { ...address, transactionId: spend.transaction.transactionId });
    expect(result.transaction).toMatchObject({ type: 'SPENT', isCanceled: true, amount: 3 });
    expect(result.balance).toBe(10);
  });

  it('answers 404 for a transaction of another account', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    await ok('WalletAPI/load', { ...owner, amount: 1, referenceId: 'owned' });
    const load = await byReference(owner, 'owned');
    expect((await call('WalletAPI/cancel', { ...other, transactionId: load.transactionId })).status).toBe(404);
  });
});

describe('spend and refund (4.7, inferred)', () => {
  it('refuses to spend more than the balance and leaves it alone', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 2 });
    const answer = await call<ErrorBody>('WalletAPI/spend', { ...address, amount: 2.01 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/insufficient balance/);
    expect(await balanceOf(address)).toBe(2);
    expect((await transactions(address, { filters: [{ type: 'SPENT' }] })).total).toBe(0);
  });

  it('spends the lot that expires first', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 5, referenceId: 'late', expiresAt: later(20 * DAY) });
    await ok('WalletAPI/load', { ...address, amount: 5, referenceId: 'soon', expiresAt: later(2 * DAY) });
    await ok('WalletAPI/spend', { ...address, amount: 5 });
    const late = await byReference(address, 'late');
    const soon = await byReference(address, 'soon');
    // The lot that expires later is untouched, so it can still be canceled; the other cannot.
    expect((await call('WalletAPI/cancel', { ...address, transactionId: soon.transactionId })).status).toBe(400);
    expect((await call('WalletAPI/cancel', { ...address, transactionId: late.transactionId })).status).toBe(200);
    expect(await balanceOf(address)).toBe(0);
  });

  it('refuses to refund more than was spent', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 10 });
    const spend = await ok<CancelResult>('WalletAPI/spend', { ...address, amount: 3 });
    await ok('WalletAPI/refund', { ...address, transactionId: spend.transaction.transactionId, amount: 2 });
    const answer = await call<ErrorBody>('WalletAPI/refund', { ...address, transactionId: spend.transaction.transactionId, amount: 1.5 });
    expect(answer.status).toBe(400);
    expect(await balanceOf(address)).toBe(9);
  });
});

describe('bulkLoad (4.4.9)', () => {
  it('fails only the load with a past expiry and counts only the others in the balance', async () => {
    const address = await newAccount();
    const result = await ok<{ balance: number; results: Record<string, unknown>[] }>('WalletAPI/bulkLoad', {
      ...address,
      userId: 'ct-bulk-user',
      webhook: false,
      loads: [
        { amount: 10, description: 'first', expiresAt: later(DAY) },
        { amount: 99, description: 'stale', expiresAt: later(-HOUR) },
        { amount: 2.5, description: 'third', referenceId: 'bulk-3' },
      ],
    });
    expect(result.results).toHaveLength(3);
    expect(result.results[0]).toMatchObject({ status: 'success' });
    expect(result.results[1]).toEqual({ status: 'failed', error: 'expiry date cannot be a past date' });
    expect(result.results[2]).toMatchObject({ status: 'success' });
    expect(result.balance).toBe(12.5);
    expect(await balanceOf(address)).toBe(12.5);
    const list = await transactions(address);
    expect(list.transactions.map((transaction) => transaction.description).sort()).toEqual(['first', 'third']);
  });

  it('applies every load when a client took wallet ids the emulator would generate next', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 100, referenceId: 'probe' });
    const probe = Number((await byReference(address, 'probe')).transactionId.slice('txn-'.length));
    const taken = [probe + 1, probe + 3].map((n) => `txn-${String(n).padStart(6, '0')}`);
    for (const transactionId of taken) await ok('WalletAPI/spend', { ...address, amount: 1, transactionId });

    const result = await ok<{ balance: number; results: { status: string; transactionId: string }[] }>('WalletAPI/bulkLoad', {
      ...address,
      loads: [1, 2, 3, 4, 5].map((amount) => ({ amount, referenceId: `bulk-taken-${amount}` })),
    });
    expect(result.results.map((entry) => entry.status)).toEqual(['success', 'success', 'success', 'success', 'success']);
    const ids = result.results.map((entry) => entry.transactionId);
    expect(new Set([...ids, ...taken]).size).toBe(7);
    expect(result.balance).toBe(100 - 2 + 15);
    expect((await transactions(address, { filters: [{ type: 'SPENT' }] })).transactions.map((t) => t.transactionId).sort()).toEqual(taken);
  });

  it('answers 400 naming a load field', async () => {
    const address = await newAccount();
    const answer = await call<ErrorBody>('WalletAPI/bulkLoad', { ...address, loads: [{ amount: 1 }, { description: 'no amount' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('loads.1.amount');
  });
});

describe('expiry and money', () => {
  it('stops counting a load once the clock passes its expiry', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 7, expiresAt: later(HOUR), referenceId: 'expiring' });
    await ok('WalletAPI/load', { ...address, amount: 3, referenceId: 'lasting' });
    expect(await balanceOf(address)).toBe(10);
    clock.advance(2 * HOUR);
    expect(await balanceOf(address)).toBe(3);
    expect((await transactions(address)).total).toBe(2);
  });

  it('refuses a single load whose expiry is already past', async () => {
    const address = await newAccount();
    const answer = await call<ErrorBody>('WalletAPI/load', { ...address, amount: 1, expiresAt: later(-1000) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('expiry date cannot be a past date');
  });

  it('adds 0.1 and 0.2 to exactly 0.3', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 0.1 });
    await ok('WalletAPI/load', { ...address, amount: 0.2 });
    expect(await balanceOf(address)).toBe(0.3);
    const spend = await ok<CancelResult>('WalletAPI/spend', { ...address, amount: 0.1 });
    expect(spend.balance).toBe(0.2);
    const accounts = await ok<Record<string, { balance: number }>>('Wallet/getAccounts', { accountNumbers: [address.accountNumber] });
    expect(accounts[address.accountNumber]!.balance).toBe(0.2);
  });

  it('refuses amounts that come to less than a cent, and records nothing', async () => {
    const address = await newAccount();
    await ok('WalletAPI/load', { ...address, amount: 5 });
    const tiny = await call<ErrorBody>('WalletAPI/load', { ...address, amount: 5e-324 });
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toBe('Invalid request: amount: must be at least 0.01');
    const spend = await call<ErrorBody>('WalletAPI/spend', { ...address, amount: 1e-9 });
    expect(spend.status).toBe(400);
    expect(spend.body.message).toBe('Invalid request: amount: must be at least 0.01');
    expect((await transactions(address)).total).toBe(1);
    expect(await balanceOf(address)).toBe(5);
  });

  it('keeps every cent of a large balance and refuses loads past 1000000000000, the facade Amount bound', async () => {
    const address = await newAccount();
    const bulk = await ok<{ balance: number; results: { status: string; error?: string }[] }>('WalletAPI/bulkLoad', {
      ...address,
      loads: Array.from({ length: 100 }, () => ({ amount: 1e11 })),
    });
    const limit = `account ${address.accountNumber} would hold more than 1000000000000 POINT, the most an account may hold`;
    expect(bulk.results.filter((result) => result.status === 'success')).toHaveLength(10);
    expect(bulk.results[10]).toEqual({ status: 'failed', error: limit });
    expect(bulk.balance).toBe(1e12);
    const over = await call<ErrorBody>('WalletAPI/load', { ...address, amount: 0.01 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(limit);
    const spent = await ok<CancelResult>('WalletAPI/spend', { ...address, amount: 0.02 });
    expect(spent.balance).toBe(999999999999.98);
    await ok('WalletAPI/load', { ...address, amount: 0.01 });
    expect(await balanceOf(address)).toBe(999999999999.99);
    const tooLarge = await call<ErrorBody>('WalletAPI/load', { ...address, amount: 1e12 + 0.01 });
    expect(tooLarge.body.message).toBe('Invalid request: amount: must be at most 1000000000000');
  });

  it('refuses to give back a spend past the most an account may hold, counting points promotions may return', async () => {
    const address = await newAccount({ userId: 'ct-max-user' });
    await ok('WalletAPI/load', { ...address, amount: 1e12 });
    const spend = await ok<CancelResult>('WalletAPI/spend', { ...address, amount: 5 });
    await ok('WalletAPI/load', { ...address, amount: 5 });
    expect((await call<ErrorBody>('WalletAPI/cancel', { ...address, transactionId: spend.transaction.transactionId })).status).toBe(400);
    expect((await call<ErrorBody>('WalletAPI/refund', { ...address, transactionId: spend.transaction.transactionId })).status).toBe(400);

    const cart = { items: [{ id: 'SKU-0040', qty: 1, price: 100 }] };
    const started = await call('Promotion/startTransaction', { cart, user: { userId: 'ct-max-user' }, usePoint: 100, transactionId: 'ct-max-promo' });
    expect(started.status).toBe(200);
    expect(await balanceOf(address)).toBe(999999999900);
    expect((await call<ErrorBody>('WalletAPI/load', { ...address, amount: 1 })).status).toBe(400);
    expect((await call('Promotion/cancelTransaction', { transactionId: 'ct-max-promo' })).status).toBe(200);
    expect(await balanceOf(address)).toBe(1e12);
  });

  it('refuses an amount with more than two decimals', async () => {
    const address = await newAccount();
    const answer = await call<ErrorBody>('WalletAPI/load', { ...address, amount: 0.001 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('amount');
  });
});
