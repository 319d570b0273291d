import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { ALLOW_CALLER_API_KEYS: 'true' } });
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

describe('account lookups through the gateway', () => {
  it('lists 50 accounts with balances in exactly two upstream calls', async () => {
    const result = await stack.query<{ walletAccounts: { result: { accountNumber: string; balance: number }[] } }>(
      `{ walletAccounts(pageSize: 50) { total result { accountNumber currency balance userId } } }`,
    );
    expect(result.errors).toBeUndefined();
    const accounts = result.data!.walletAccounts.result;
    expect(accounts).toHaveLength(50);
    expect(accounts.every((account) => typeof account.balance === 'number')).toBe(true);
    expect(stack.emulator.calls('WalletAPI/listAccounts')).toBe(1);
    expect(stack.emulator.calls('Wallet/getAccounts')).toBe(1);
    expect(stack.emulator.calls()).toBe(2);
    const batch = stack.emulator.requests.find((r) => r.operation === 'Wallet/getAccounts')!.body as { accountNumbers: string[] };
    expect(batch.accountNumbers).toHaveLength(50);
  });

  it('resolves accounts by number in one batched call, null for unknown numbers', async () => {
    const result = await stack.query<{ walletAccountsByNumber: ({ accountNumber: string; balance: number } | null)[] }>(
      `{ walletAccountsByNumber(accountNumbers: ["PNT-001", "NOPE", "EUR-002"]) { accountNumber balance currency } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.walletAccountsByNumber).toEqual([
      { accountNumber: 'PNT-001', balance: 250, currency: 'POINT' },
      null,
      { accountNumber: 'EUR-002', balance: 17.25, currency: 'EURO' },
    ]);
    expect(stack.emulator.calls('Wallet/getAccounts')).toBe(1);
  });

  it('answers an empty list of numbers with an empty list, without any upstream call', async () => {
    const result = await stack.query(`{ walletAccountsByNumber(accountNumbers: []) { accountNumber } }`);
    expect(result).toEqual({ data: { walletAccountsByNumber: [] } });
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('API keys', () => {
  it('answers FORBIDDEN for a wrong key', async () => {
    const result = await stack.query(`{ walletAccounts { total } }`, {}, { 'x-api-key': 'wrong' });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(result)).not.toContain('wrong');
  });

  it('answers UNAUTHENTICATED without any key and makes no upstream call', async () => {
    const result = await stack.query(`{ walletAccounts { total } }`, {}, { 'x-api-key': undefined });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.emulator.calls()).toBe(0);
  });
});

const ADDRESS = { walletId: 'wallet-e2e', currency: 'EURO' };

describe('wallet operations through the gateway', () => {
  it('creates an account, loads it, and reads balance and transactions back', async () => {
    const created = await stack.query<{ createWalletAccount: { account: { accountNumber: string; balance: number; userId: string } } }>(
      `mutation ($input: CreateWalletAccountInput!) { createWalletAccount(input: $input) { account { accountNumber balance userId } } }`,
      { input: { ...ADDRESS, accountNumber: 'E2E-1', userId: 'user-e2e', title: 'E2E', amount: 10 } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createWalletAccount.account).toEqual({ accountNumber: 'E2E-1', balance: 10, userId: 'user-e2e' });

    const loaded = await stack.query<{ loadWallet: { account: { balance: number } } }>(
      `mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { account { balance } } }`,
      { input: { ...ADDRESS, accountNumber: 'E2E-1', amount: 0.1, description: 'a' } },
    );
    const again = await stack.query<{ loadWallet: { account: { balance: number } } }>(
      `mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { account { balance } } }`,
      { input: { ...ADDRESS, accountNumber: 'E2E-1', amount: 0.2, description: 'b', additionalData: { orderId: 'o-1', note: null } } },
    );
    expect(loaded.data!.loadWallet.account.balance).toBe(10.1);
    expect(again.data!.loadWallet.account.balance).toBe(10.3);
    const loadBody = stack.emulator.requests.filter((r) => r.operation === 'WalletAPI/load').at(-1)!.body;
    expect(loadBody).toEqual({ ...ADDRESS, accountNumber: 'E2E-1', amount: 0.2, description: 'b', additionalData: { orderId: 'o-1', note: null } });

    const single = await stack.query<{ walletAccount: { balance: number; currency: string } }>(
      `{ walletAccount(walletId: "wallet-e2e", currency: "EURO", accountNumber: "E2E-1") { balance currency } }`,
    );
    expect(single.data!.walletAccount).toEqual({ balance: 10.3, currency: 'EURO' });

    const transactions = await stack.query<{ walletTransactions: { total: number; transactions: { type: string; amount: number; description: string }[] } }>(
      `{ walletTransactions(walletId: "wallet-e2e", currency: "EURO", accountNumber: "E2E-1", filters: [{ type: "EARNED" }],
          sorts: [{ field: amount, order: asc }]) { total transactions { type amount description } } }`,
    );
    expect(transactions.data!.walletTransactions).toEqual({
      total: 3,
      transactions: [
        { type: 'EARNED', amount: 0.1, description: 'a' },
        { type: 'EARNED', amount: 0.2, description: 'b' },
        { type: 'EARNED', amount: 10, description: 'initial amount' },
      ],
    });
  });

  it('adds an account to an existing wallet, taking its currency and user', async () => {
    const result = await stack.query<{ addWalletAccount: { account: { accountNumber: string; currency: string; userId: string; balance: number } } }>(
      `mutation { addWalletAccount(input: { accountNumber: "PNT-001-B", walletId: "wallet-001" }) { account { accountNumber currency userId balance } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.addWalletAccount.account).toEqual({ accountNumber: 'PNT-001-B', currency: 'POINT', userId: 'user-001', balance: 0 });
  });

  it('adds an account with exactly the documented body, accountNumber alone, into the default wallet', async () => {
    const result = await stack.query<{ addWalletAccount: { accountNumber: string; account: { walletId: string; currency: string; balance: number } } }>(
      `mutation { addWalletAccount(input: { accountNumber: "DOC-ONLY-1" }) { accountNumber account { walletId currency balance } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.addWalletAccount).toEqual({
      accountNumber: 'DOC-ONLY-1',
      account: { walletId: 'default-wallet', currency: 'POINT', balance: 0 },
    });
    const sent = stack.emulator.requests.filter((r) => r.operation === 'Wallet/addAccount');
    expect(sent.map((r) => r.body)).toEqual([{ accountNumber: 'DOC-ONLY-1' }]);
  });

  it('answers a write with the acknowledged account number and reads the account back only when asked', async () => {
    const result = await stack.query<{ loadWallet: { accountNumber: string } }>(
      `mutation { loadWallet(input: { walletId: "wallet-005", currency: "POINT", accountNumber: "PNT-005", amount: 5 }) { accountNumber } }`,
    );
    expect(result).toEqual({ data: { loadWallet: { accountNumber: 'PNT-005' } } });
    expect(stack.emulator.calls('WalletAPI/load')).toBe(1);
    expect(stack.emulator.calls()).toBe(1);
  });

  it('refuses to cancel a partially spent load and changes no balance', async () => {
    const address = { walletId: 'wallet-003', currency: 'EURO', accountNumber: 'EUR-003' };
    const before = await stack.query<{ walletAccount: { balance: number } }>(
      `{ walletAccount(walletId: "wallet-003", currency: "EURO", accountNumber: "EUR-003") { balance } }`,
    );
    // The seeded top-up of EUR-003 (28.50) was partly spent by the seeded order payment (10.25).
    const list = await stack.query<{ walletTransactions: { transactions: { transactionId: string }[] } }>(
      `{ walletTransactions(walletId: "wallet-003", currency: "EURO", accountNumber: "EUR-003", filters: [{ type: "EARNED" }]) { transactions { transactionId } } }`,
    );
    const loadId = list.data!.walletTransactions.transactions[0]!.transactionId;
    const cancel = await stack.query(
      `mutation ($input: CancelWalletTransactionInput!) { cancelWalletTransaction(input: $input) { balance } }`,
      { input: { ...address, transactionId: loadId } },
    );
    expect(cancel.data).toEqual({ cancelWalletTransaction: null });
    expect(cancel.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(cancel.errors?.[0]?.message).toMatch(/partially used .* cannot be canceled/);
    const after = await stack.query<{ walletAccount: { balance: number } }>(
      `{ walletAccount(walletId: "wallet-003", currency: "EURO", accountNumber: "EUR-003") { balance } }`,
    );
    expect(after.data!.walletAccount.balance).toBe(before.data!.walletAccount.balance);
  });

  it('cancels an untouched load, spends and refunds', async () => {
    const address = { walletId: 'wallet-004', currency: 'POINT', accountNumber: 'PNT-004' };
    await stack.query(`mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { account { balance } } }`, {
      input: { ...address, amount: 40, referenceId: 'to-cancel' },
    });
    const list = await stack.query<{ walletTransactions: { transactions: { transactionId: string }[] } }>(
      `{ walletTransactions(walletId: "wallet-004", currency: "POINT", accountNumber: "PNT-004", filters: [{ search: "to-cancel" }]) { transactions { transactionId } } }`,
    );
    const transactionId = list.data!.walletTransactions.transactions[0]!.transactionId;
    const cancel = await stack.query<{ cancelWalletTransaction: { transaction: { transactionId: string; isCanceled: boolean }; balance: number } }>(
      `mutation ($input: CancelWalletTransactionInput!) { cancelWalletTransaction(input: $input) { transaction { transactionId isCanceled } balance } }`,
      { input: { ...address, transactionId } },
    );
    expect(cancel.data!.cancelWalletTransaction).toEqual({ transaction: { transactionId, isCanceled: true }, balance: 550 });

    const spend = await stack.query<{ spendWallet: { transaction: { transactionId: string; type: string }; balance: number } }>(
      `mutation { spendWallet(input: { walletId: "wallet-004", currency: "POINT", accountNumber: "PNT-004", amount: 30 }) { transaction { transactionId type } balance } }`,
    );
    expect(spend.data!.spendWallet.balance).toBe(520);
    expect(spend.data!.spendWallet.transaction.type).toBe('SPENT');
    const refund = await stack.query<{ refundWallet: { transaction: { type: string; amount: number }; balance: number } }>(
      `mutation ($id: Identifier!) { refundWallet(input: { walletId: "wallet-004", currency: "POINT", accountNumber: "PNT-004", transactionId: $id, amount: 10 }) { transaction { type amount } balance } }`,
      { id: spend.data!.spendWallet.transaction.transactionId },
    );
    expect(refund.data!.refundWallet).toEqual({ transaction: { type: 'REFUNDED', amount: 10 }, balance: 530 });
  });

  it('reports a past expiry in bulkLoadWallet results as data while the other loads land', async () => {
    const result = await stack.query<{ bulkLoadWallet: { balance: number; results: unknown[]; account: { balance: number } } }>(
      `mutation ($input: BulkLoadWalletInput!) { bulkLoadWallet(input: $input) { balance results { index status error } account { balance } } }`,
      {
        input: {
          walletId: 'wallet-bulk', currency: 'POINT', accountNumber: 'BULK-1', userId: 'user-bulk', title: 'Imported',
          loads: [
            { amount: 5, expiresAt: '2027-01-01T00:00:00Z' },
            { amount: 7, expiresAt: '2020-01-01T00:00:00Z' },
            { amount: 1.5 },
          ],
        },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.bulkLoadWallet).toEqual({
      balance: 6.5,
      results: [
        { index: 0, status: 'success', error: null },
        { index: 1, status: 'failed', error: 'expiry date cannot be a past date' },
        { index: 2, status: 'success', error: null },
      ],
      account: { balance: 6.5 },
    });
  });
});

describe('bad input', () => {
  it('rejects arguments before any upstream call, naming the field', async () => {
    const cases: [string, string][] = [
      [`{ walletAccounts(pageSize: 0) { total } }`, 'pageSize'],
      [`{ walletAccounts(from: -1) { total } }`, 'from'],
      [`mutation { loadWallet(input: { walletId: "w", currency: "EURO", accountNumber: "a", amount: 1.234 }) { account { balance } } }`, 'input.amount'],
      [`mutation { loadWallet(input: { walletId: " ", currency: "EURO", accountNumber: "a", amount: 1 }) { account { balance } } }`, 'input.walletId'],
      [`mutation { bulkLoadWallet(input: { walletId: "w", currency: "EURO", accountNumber: "a", loads: [] }) { balance } }`, 'input.loads'],
      [`mutation { bulkLoadWallet(input: { walletId: "w", currency: "EURO", accountNumber: "a", loads: [{ amount: 1 }, { amount: -2 }] }) { balance } }`, 'input.loads.1.amount'],
    ];
    for (const [query, field] of cases) {
      const result = await stack.query(query);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    }
    expect(stack.emulator.calls()).toBe(0);
  });

  it('rejects a malformed DateTime with BAD_USER_INPUT', async () => {
    const result = await stack.query(
      `mutation { loadWallet(input: { walletId: "w", currency: "EURO", accountNumber: "a", amount: 1, expiresAt: "tomorrow" }) { account { balance } } }`,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('DateTime');
    const repeated = await stack.query(
      `mutation { loadWallet(input: { walletId: "w", currency: "EURO", accountNumber: "a", amount: 1, expiresAt: "tomorrow" }) { account { balance } } }`,
    );
    expect(repeated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.expiresAt'] });
    const viaVariable = await stack.query(
      `mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { account { balance } } }`,
      { input: { walletId: 'w', currency: 'EURO', accountNumber: 'a', amount: 1, expiresAt: '2026-13-45' } },
    );
    expect(viaVariable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(viaVariable.errors?.[0]?.message).toContain('input.expiresAt');
    const notAnObject = await stack.query(
      `mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { account { balance } } }`,
      { input: { walletId: 'w', currency: 'EURO', accountNumber: 'a', amount: 1, additionalData: [1, 2] } },
    );
    expect(notAnObject.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('maps an unknown account to NOT_FOUND', async () => {
    const result = await stack.query(`{ walletAccount(walletId: "nope", currency: "EURO", accountNumber: "nope") { balance } }`);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { operation: 'WalletAPI/getAccount', status: 404 } });
  });
});
