import { sentRequests, stackForFile } from '../helpers/stack';

/**
 * The wallet operations the document names only by title (4.7): Get Wallet, Create Wallet, Remove
 * Account and Fix, through the gateway on the emulator.
 */

const stack = stackForFile();

type Data = Record<string, any>;

/** The requests the emulator received, as operation, HTTP method, path and body. */
const sent = () => sentRequests(stack);

const WALLET = `query ($walletId: PathSegment!) { wallet(walletId: $walletId) { walletId userId title status accounts { accountNumber currency balance } } }`;
const BALANCE = `query ($n: [Identifier!]!) { walletAccountsByNumber(accountNumbers: $n) { accountNumber balance } }`;

describe('wallet (Get Wallet)', () => {
  it('answers a wallet with its accounts and balances, in one GET keyed by the wallet id', async () => {
    const result = await stack.query<Data>(WALLET, { walletId: 'wallet-001' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.wallet).toEqual({
      walletId: 'wallet-001',
      userId: 'user-001',
      title: 'wallet-001',
      status: 'active',
      accounts: [
        { accountNumber: 'PNT-001', currency: 'POINT', balance: 250 },
        { accountNumber: 'EUR-001', currency: 'EURO', balance: 16.25 },
      ],
    });
    expect(sent()).toEqual([{ operation: 'WalletAPI/getWallet', httpMethod: 'GET', path: '/CALL/WalletAPI/getWallet/wallet-001', body: {} }]);
  });

  it('answers NOT_FOUND for an unknown wallet', async () => {
    const result = await stack.query<Data>(WALLET, { walletId: 'wallet-999' });
    expect(result.data!.wallet).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { operation: 'WalletAPI/getWallet', status: 404 } });
  });

  it("refuses another user's wallet with FORBIDDEN", async () => {
    const result = await stack.query<Data>(WALLET, { walletId: 'wallet-002' }, await stack.headersFor({ userId: 'user-001' }));
    expect(result.data!.wallet).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', fields: ['walletId'] });
  });
});

describe('createWallet, removeWalletAccount', () => {
  it('creates an empty wallet that Get Wallet then answers, and removes an empty account from it', async () => {
    const created = await stack.query<Data>(
      `mutation ($input: CreateWalletInput!) { createWallet(input: $input) { walletId wallet { walletId userId title status accounts { accountNumber } } } }`,
      { input: { walletId: 'wallet-new', userId: 'user-050', title: 'New wallet' } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createWallet).toEqual({
      walletId: 'wallet-new',
      wallet: { walletId: 'wallet-new', userId: 'user-050', title: 'New wallet', status: 'active', accounts: [] },
    });
    const added = await stack.query<Data>(
      `mutation { addWalletAccount(input: { accountNumber: "PNT-NEW", walletId: "wallet-new", currency: "POINT", userId: "user-050" }) { accountNumber } }`,
    );
    expect(added.errors).toBeUndefined();
    expect((await stack.query<Data>(WALLET, { walletId: 'wallet-new' })).data!.wallet.accounts).toEqual([
      { accountNumber: 'PNT-NEW', currency: 'POINT', balance: 0 },
    ]);

    stack.emulator.resetRequests();
    const removed = await stack.query<Data>(
      `mutation ($input: RemoveWalletAccountInput!) { removeWalletAccount(input: $input) { walletId accountNumber } }`,
      { input: { walletId: 'wallet-new', currency: 'POINT', accountNumber: 'PNT-NEW' } },
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.removeWalletAccount).toEqual({ walletId: 'wallet-new', accountNumber: 'PNT-NEW' });
    expect(sent()).toEqual([
      {
        operation: 'WalletAPI/removeAccount',
        httpMethod: 'POST',
        path: '/CALL/WalletAPI/removeAccount/demo',
        body: { walletId: 'wallet-new', currency: 'POINT', accountNumber: 'PNT-NEW' },
      },
    ]);
    expect((await stack.query<Data>(WALLET, { walletId: 'wallet-new' })).data!.wallet.accounts).toEqual([]);
    expect((await stack.query<Data>(BALANCE, { n: ['PNT-NEW'] })).data!.walletAccountsByNumber).toEqual([null]);
  });

  it('refuses to create a wallet whose id is taken, and to remove an account that holds value', async () => {
    const taken = await stack.query<Data>(`mutation { createWallet(input: { walletId: "wallet-003", userId: "user-003" }) { walletId } }`);
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { operation: 'WalletAPI/createWallet', status: 400 } });
    const full = await stack.query<Data>(
      `mutation { removeWalletAccount(input: { walletId: "wallet-003", currency: "POINT", accountNumber: "PNT-003" }) { accountNumber } }`,
    );
    expect(full.errors?.[0]?.message).toContain('PNT-003 still holds 450 POINT');
    expect((await stack.query<Data>(BALANCE, { n: ['PNT-003'] })).data!.walletAccountsByNumber).toEqual([{ accountNumber: 'PNT-003', balance: 450 }]);
  });
});

describe('fixWallet (Fix)', () => {
  const TRANSACTIONS = `query { walletTransactions(walletId: "wallet-004", currency: "EURO", accountNumber: "EUR-004", filters: [{ type: "EARNED" }]) { transactions { transactionId amount } } }`;

  it('corrects a load: the balance moves by the difference, and the transaction shows the new amount', async () => {
    const before = await stack.query<Data>(TRANSACTIONS);
    const load = before.data!.walletTransactions.transactions[0];
    expect(load.amount).toBe(29.5);
    stack.emulator.resetRequests();
    const fixed = await stack.query<Data>(
      `mutation ($input: FixWalletInput!) { fixWallet(input: $input) { accountNumber previousAmount balance transaction { transactionId amount } account { balance } } }`,
      { input: { walletId: 'wallet-004', currency: 'EURO', accountNumber: 'EUR-004', transactionId: load.transactionId, amount: 40 } },
    );
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data!.fixWallet).toEqual({
      accountNumber: 'EUR-004',
      previousAmount: 29.5,
      balance: 29.75,
      transaction: { transactionId: load.transactionId, amount: 40 },
      account: { balance: 29.75 },
    });
    expect(sent()[0]).toEqual({
      operation: 'WalletAPI/fix',
      httpMethod: 'POST',
      path: '/CALL/WalletAPI/fix/demo',
      body: { walletId: 'wallet-004', currency: 'EURO', accountNumber: 'EUR-004', transactionId: load.transactionId, amount: 40 },
    });
  });

  it('refuses to fix a load below what was already spent from it, changing nothing', async () => {
    const load = (await stack.query<Data>(TRANSACTIONS)).data!.walletTransactions.transactions[0];
    const result = await stack.query<Data>(
      `mutation ($input: FixWalletInput!) { fixWallet(input: $input) { balance } }`,
      { input: { walletId: 'wallet-004', currency: 'EURO', accountNumber: 'EUR-004', transactionId: load.transactionId, amount: 5 } },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { operation: 'WalletAPI/fix', status: 400 } });
    expect(result.errors?.[0]?.message).toContain('below the 10.25 already spent');
    expect((await stack.query<Data>(BALANCE, { n: ['EUR-004'] })).data!.walletAccountsByNumber).toEqual([{ accountNumber: 'EUR-004', balance: 29.75 }]);
  });
});
