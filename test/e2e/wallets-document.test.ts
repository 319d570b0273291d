import { ANSWER_MODES, DOCUMENTED_OPERATIONS, type AnswerMode, type OperationName } from '../double/document-double';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';

const TIME = '2026-01-05T10:00:00.000Z';

let stack: DoubleStack;
beforeAll(async () => {
  stack = await startDoubleStack();
});
afterAll(() => stack.stop());
beforeEach(() => {
  stack.double.mode = 'documented';
  stack.double.clearFaults();
  stack.double.resetRequests();
});

/** The double's `missing` and `nulls` answers carry only the keys; every other field is absent or null. */
const sparse = (mode: AnswerMode) => mode === 'missing' || mode === 'nulls';

/** The body fields the facade sent to `operation`, sorted. */
const sentFields = (operation: OperationName) =>
  stack.double.requestsTo(operation).map((request) => Object.keys(request.body as object).sort());

const documentedFields = (operation: OperationName) => [...DOCUMENTED_OPERATIONS[operation].requestFields].sort();

interface Case {
  operation: OperationName;
  query: string;
  variables?: Record<string, unknown>;
  expected(mode: AnswerMode): unknown;
}

const ADDRESS = { walletId: 'wallet-1', currency: 'POINT', accountNumber: 'ACC-7' };

/** Every wallet root field backed by a documented operation, each sent with every body field the document lists. */
const CASES: Record<string, Case> = {
  walletAccount: {
    operation: 'WalletAPI/getAccount',
    query: `query ($walletId: Identifier!, $currency: Currency!, $accountNumber: Identifier!) {
      walletAccount(walletId: $walletId, currency: $currency, accountNumber: $accountNumber) { accountNumber walletId currency balance channel title }
    }`,
    variables: ADDRESS,
    expected: (mode) => ({
      walletAccount: sparse(mode)
        ? { ...ADDRESS, balance: null, channel: null, title: null }
        : { ...ADDRESS, balance: 12.5, channel: 'loyalty', title: 'Loyalty points' },
    }),
  },
  walletAccountsByNumber: {
    operation: 'Wallet/getAccounts',
    query: `{ walletAccountsByNumber(accountNumbers: ["ACC-1", "ACC-2"]) { accountNumber balance userId } }`,
    expected: (mode) => ({
      walletAccountsByNumber: ['ACC-1', 'ACC-2'].map((accountNumber) =>
        sparse(mode) ? { accountNumber, balance: null, userId: null } : { accountNumber, balance: 12.5, userId: 'user-1' },
      ),
    }),
  },
  walletAccounts: {
    operation: 'WalletAPI/listAccounts',
    query: `{ walletAccounts(from: 0, pageSize: 5, query: "loyalty", sorts: [{ field: createdAt, order: desc }]) {
      total size pageSize from result { accountNumber title createdAt }
    } }`,
    expected: (mode) => ({
      walletAccounts: sparse(mode)
        ? { total: null, size: 1, pageSize: null, from: null, result: [{ accountNumber: 'ACC-1', title: null, createdAt: null }] }
        : { total: 1, size: 1, pageSize: 5, from: 0, result: [{ accountNumber: 'ACC-1', title: 'Loyalty points', createdAt: TIME }] },
    }),
  },
  walletTransactions: {
    operation: 'WalletAPI/listTransactions',
    query: `query ($walletId: Identifier!, $currency: Currency!, $accountNumber: Identifier!) {
      walletTransactions(walletId: $walletId, currency: $currency, accountNumber: $accountNumber, from: 0, pageSize: 5,
        filters: [{ type: "EARNED", search: "welcome" }], sorts: [{ field: createdAt, order: desc }],
        expiresAt: { startDate: "2026-01-01T00:00:00Z", endDate: "2027-01-01T00:00:00Z" }) {
        total size pageSize from transactions { transactionId type amount description channel createdAt isCanceled }
      }
    }`,
    variables: ADDRESS,
    expected: (mode) => ({
      walletTransactions: sparse(mode)
        ? {
            total: null,
            size: 1,
            pageSize: null,
            from: null,
            transactions: [
              { transactionId: 'wtx-1', type: null, amount: null, description: null, channel: null, createdAt: null, isCanceled: null },
            ],
          }
        : {
            total: 1,
            size: 1,
            pageSize: 5,
            from: 0,
            transactions: [
              {
                transactionId: 'wtx-1',
                type: 'EARNED',
                amount: 12.5,
                description: 'Welcome points',
                channel: 'loyalty',
                createdAt: TIME,
                isCanceled: null,
              },
            ],
          },
    }),
  },
  createWalletAccount: {
    operation: 'WalletAPI/createAccount',
    query: `mutation ($input: CreateWalletAccountInput!) { createWalletAccount(input: $input) { accountNumber account { accountNumber balance title } } }`,
    variables: {
      input: {
        ...ADDRESS,
        accountNumber: 'NEW-1',
        title: 'Points',
        channel: 'loyalty',
        accountType: 'physical',
        status: 'active',
        userId: 'user-1',
        expiresAt: '2027-01-01T00:00:00Z',
        amount: 10,
      },
    },
    expected: (mode) => ({
      createWalletAccount: {
        accountNumber: 'NEW-1',
        account: sparse(mode)
          ? { accountNumber: 'NEW-1', balance: null, title: null }
          : { accountNumber: 'NEW-1', balance: 12.5, title: 'Loyalty points' },
      },
    }),
  },
  addWalletAccount: {
    operation: 'Wallet/addAccount',
    query: `mutation { addWalletAccount(input: { accountNumber: "ADD-1" }) { accountNumber account { accountNumber balance } } }`,
    expected: (mode) => ({
      addWalletAccount: { accountNumber: 'ADD-1', account: { accountNumber: 'ADD-1', balance: sparse(mode) ? null : 12.5 } },
    }),
  },
  loadWallet: {
    operation: 'WalletAPI/load',
    query: `mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { accountNumber account { balance } } }`,
    variables: {
      input: {
        ...ADDRESS,
        amount: 5,
        channel: 'web',
        additionalData: { orderId: 'o-1' },
        description: 'top-up',
        referenceId: 'ref-1',
        userId: 'user-1',
        storeId: 'store-1',
        storeName: 'Main street',
      },
    },
    expected: (mode) => ({ loadWallet: { accountNumber: 'ACC-7', account: { balance: sparse(mode) ? null : 12.5 } } }),
  },
  cancelWalletTransaction: {
    operation: 'WalletAPI/cancel',
    query: `mutation ($input: CancelWalletTransactionInput!) {
      cancelWalletTransaction(input: $input) { accountNumber transaction { transactionId isCanceled } balance account { balance } }
    }`,
    variables: { input: { ...ADDRESS, transactionId: 'wtx-9' } },
    expected: (mode) => ({
      cancelWalletTransaction: sparse(mode)
        ? { accountNumber: 'ACC-7', transaction: { transactionId: 'wtx-9', isCanceled: null }, balance: null, account: { balance: null } }
        : { accountNumber: 'ACC-7', transaction: { transactionId: 'wtx-9', isCanceled: true }, balance: 7.5, account: { balance: 12.5 } },
    }),
  },
  bulkLoadWallet: {
    operation: 'WalletAPI/bulkLoad',
    query: `mutation ($input: BulkLoadWalletInput!) {
      bulkLoadWallet(input: $input) { accountNumber balance results { index status error } account { balance } }
    }`,
    variables: {
      input: {
        ...ADDRESS,
        userId: 'user-1',
        title: 'Imported',
        webhook: false,
        loads: [
          { amount: 5, description: 'a', expiresAt: '2099-01-01T00:00:00Z', referenceId: 'r-1', storeId: 's-1', storeName: 'S', additionalData: { k: 1 } },
          { amount: 7, expiresAt: '2020-01-01T00:00:00Z' },
        ],
      },
    },
    expected: (mode) => ({
      bulkLoadWallet: sparse(mode)
        ? { accountNumber: 'ACC-7', balance: null, results: [], account: { balance: null } }
        : {
            accountNumber: 'ACC-7',
            balance: 12.5,
            results: [
              { index: 0, status: 'success', error: '' },
              { index: 1, status: 'failed', error: 'The expiry date cannot be a past date' },
            ],
            account: { balance: 12.5 },
          },
    }),
  },
};

describe.each(ANSWER_MODES)('wallets against a service answering the document (%s)', (mode) => {
  it.each(Object.keys(CASES))('%s answers without error, sending exactly the documented body', async (name) => {
    const { operation, query, variables, expected } = CASES[name]!;
    stack.double.mode = mode;
    const result = await stack.query(query, variables);
    expect(result).toEqual({ data: expected(mode) });
    expect(sentFields(operation)).toEqual([documentedFields(operation)]);
  });
});

describe('acknowledged wallet writes', () => {
  it.each([
    ['createWalletAccount', 'WalletAPI/createAccount'],
    ['addWalletAccount', 'Wallet/addAccount'],
    ['loadWallet', 'WalletAPI/load'],
    ['cancelWalletTransaction', 'WalletAPI/cancel'],
    ['bulkLoadWallet', 'WalletAPI/bulkLoad'],
  ] as const)('%s keeps its acknowledged payload when the account read-back fails: the error sits at account', async (name, operation) => {
    const { query, variables } = CASES[name]!;
    stack.double.setFault('Wallet/getAccounts', { kind: 'status', status: 500, message: 'read-back broke' });
    const result = await stack.query<Record<string, { accountNumber: string; account: unknown }>>(query, variables);
    const payload = result.data![name]!;
    expect(payload.accountNumber).toEqual(expect.any(String));
    expect(payload.account).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({ path: [name, 'account'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(stack.double.calls(operation)).toBe(1);
  });
});
