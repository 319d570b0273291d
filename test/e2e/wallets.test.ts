import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
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
