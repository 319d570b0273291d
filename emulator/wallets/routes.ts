import { z } from 'zod';
import { amount, badRequest, bool, currency, EmulatorError, object, pageFrom, pageSize, parseBody, post, text, timestamp, type Routes } from '../http';
import { fromMinor } from '../money';
import { sortBy, type AccountRecord, type SortSpec, type TransactionRecord, type WalletRecord, type WalletStore } from './store';

const MAX_PAGE_SIZE = 100;
const MAX_ACCOUNT_NUMBERS = 100;
const MAX_BULK_LOADS = 500;
/** The wallet addAccount adds to when the body names none (the document's body is only `accountNumber`). */
const DEFAULT_WALLET_ID = 'default-wallet';
const DEFAULT_WALLET_CURRENCY = 'POINT';

const optionalText = () => z.string({ error: 'must be a string' }).optional();
const sorts = (fields: readonly [string, ...string[]]) =>
  z
    .array(
      z.object({
        field: z.enum(fields, { error: `must be one of ${fields.join(', ')}` }),
        order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }),
      }),
    )
    .optional();

const accountAddress = { walletId: text(), currency: currency(), accountNumber: text() };

const movementFields = {
  channel: optionalText(),
  additionalData: object().optional(),
  description: optionalText(),
  referenceId: optionalText(),
  userId: optionalText(),
  storeId: optionalText(),
  storeName: optionalText(),
};

const ACCOUNT_SORT_FIELDS = ['createdAt', 'updatedAt', 'accountNumber', 'title', 'currency', 'status'] as const;
const TRANSACTION_SORT_FIELDS = ['createdAt', 'amount', 'type', 'expiresAt'] as const;

/** getAccounts' view: 2.4 without id, accountNumberType, expiresAt, amount. */
function accountView(store: WalletStore, account: AccountRecord) {
  return {
    title: account.title,
    projectId: account.projectId,
    accountType: account.accountType,
    accountNumber: account.accountNumber,
    channel: account.channel,
    currency: account.currency,
    status: account.status,
    userId: account.userId,
    walletId: account.walletId,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    updatedBy: account.updatedBy,
    balance: store.balance(account),
  };
}

function transactionView(transaction: TransactionRecord) {
  return {
    transactionId: transaction.transactionId,
    type: transaction.type,
    amount: fromMinor(transaction.amountMinor),
    description: transaction.description,
    channel: transaction.channel,
    createdAt: transaction.createdAt,
    updatedAt: transaction.updatedAt,
    isCanceled: transaction.isCanceled,
    expiresAt: transaction.expiresAt,
    referenceId: transaction.referenceId,
  };
}

function transactionResult(store: WalletStore, account: AccountRecord, transaction: TransactionRecord) {
  return {
    transaction: {
      transactionId: transaction.transactionId,
      type: transaction.type,
      amount: fromMinor(transaction.amountMinor),
      channel: transaction.channel,
      createdAt: transaction.createdAt,
      isCanceled: transaction.isCanceled,
      updatedAt: transaction.updatedAt,
    },
    balance: store.balance(account),
  };
}

/** Get Wallet and Create Wallet (inferred): the wallet and its accounts, each with its balance. */
function walletView(store: WalletStore, wallet: WalletRecord, accounts: AccountRecord[]) {
  return { ...wallet, accounts: accounts.map((account) => accountView(store, account)) };
}

function matches(haystack: (string | undefined)[], needle: string): boolean {
  const lower = needle.toLowerCase();
  return haystack.some((value) => value !== undefined && value.toLowerCase().includes(lower));
}

/** `query`: space-separated terms, each `field:value` (exact) or free text (substring). */
function matchesQuery(account: AccountRecord, query: string): boolean {
  return query
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => {
      const separator = term.indexOf(':');
      if (separator > 0) {
        const field = term.slice(0, separator) as keyof AccountRecord;
        return String(account[field] ?? '') === term.slice(separator + 1);
      }
      return matches(
        [account.accountNumber, account.title, account.walletId, account.userId, account.channel, account.currency],
        term,
      );
    });
}

export function walletRoutes(store: WalletStore): Routes {
  return {
    'WalletAPI/createAccount': post(({ body }) => {
      const input = parseBody(
        z.object({
          ...accountAddress,
          title: optionalText(),
          channel: optionalText(),
          accountType: optionalText(),
          status: optionalText(),
          userId: optionalText(),
          expiresAt: timestamp().optional(),
          amount: amount().optional(),
        }),
        body,
      );
      store.createAccount(input);
      return {};
    }),

    'WalletAPI/getAccount': post(({ body }) => {
      const input = parseBody(z.object(accountAddress), body);
      const account = store.require(input.walletId, input.currency, input.accountNumber);
      return {
        projectId: account.projectId,
        accountType: account.accountType,
        accountNumber: account.accountNumber,
        channel: account.channel,
        currency: account.currency,
        status: account.status,
        walletId: account.walletId,
        createdAt: account.createdAt,
        balance: store.balance(account),
      };
    }),

    'Wallet/getAccounts': post(({ body }) => {
      const input = parseBody(
        z.object({
          accountNumbers: z
            .array(text(), { error: 'must be an array of strings' })
            .min(1, 'must not be empty')
            .max(MAX_ACCOUNT_NUMBERS, `must hold at most ${MAX_ACCOUNT_NUMBERS} account numbers`),
        }),
        body,
      );
      const result: Record<string, ReturnType<typeof accountView>> = {};
      for (const accountNumber of input.accountNumbers) {
        const account = store.find(accountNumber);
        if (account) result[accountNumber] = accountView(store, account);
      }
      return result;
    }),

    'WalletAPI/listAccounts': post(({ body }) => {
      const input = parseBody(
        z.object({
          from: pageFrom().default(0),
          pageSize: pageSize(MAX_PAGE_SIZE).default(20),
          query: optionalText(),
          sorts: sorts(ACCOUNT_SORT_FIELDS),
        }),
        body,
      );
      const found = store.allAccounts().filter((account) => !input.query || matchesQuery(account, input.query));
      const specs: SortSpec[] = [...(input.sorts ?? []), { field: 'accountNumber', order: 'asc' }];
      const sorted = sortBy(found, specs, (account, field) => account[field as keyof AccountRecord]);
      const page = sorted.slice(input.from, input.from + input.pageSize);
      return {
        total: found.length,
        size: page.length,
        pageSize: input.pageSize,
        from: input.from,
        result: page.map((account) => ({
          id: account.id,
          title: account.title,
          projectId: account.projectId,
          accountType: account.accountType,
          accountNumber: account.accountNumber,
          accountNumberType: account.accountNumberType,
          channel: account.channel,
          currency: account.currency,
          status: account.status,
          walletId: account.walletId,
          createdAt: account.createdAt,
        })),
      };
    }),

    'WalletAPI/listTransactions': post(({ body }) => {
      const input = parseBody(
        z.object({
          ...accountAddress,
          from: pageFrom().default(0),
          pageSize: pageSize(MAX_PAGE_SIZE).default(20),
          filters: z
            .array(z.object({ type: optionalText(), search: optionalText() }), { error: 'must be an array' })
            .optional(),
          sorts: sorts(TRANSACTION_SORT_FIELDS),
          expiresAt: z
            .object({ startDate: timestamp().optional(), endDate: timestamp().optional() })
            .optional(),
        }),
        body,
      );
      const account = store.require(input.walletId, input.currency, input.accountNumber);
      const start = input.expiresAt?.startDate ? Date.parse(input.expiresAt.startDate) : undefined;
      const end = input.expiresAt?.endDate ? Date.parse(input.expiresAt.endDate) : undefined;
      const found = store.transactionsOf(account.accountNumber).filter((transaction) => {
        for (const filter of input.filters ?? []) {
          if (filter.type && transaction.type !== filter.type) return false;
          if (
            filter.search &&
            !matches([transaction.description, transaction.referenceId, transaction.transactionId], filter.search)
          ) {
            return false;
          }
        }
        if (start !== undefined || end !== undefined) {
          if (!transaction.expiresAt) return false;
          const expires = Date.parse(transaction.expiresAt);
          if (start !== undefined && expires < start) return false;
          if (end !== undefined && expires > end) return false;
        }
        return true;
      });
      const specs: SortSpec[] = [
        ...(input.sorts ?? [{ field: 'createdAt', order: 'desc' }]),
        { field: 'transactionId', order: 'desc' },
      ];
      const sorted = sortBy(found, specs, (transaction, field) =>
        field === 'amount' ? transaction.amountMinor : transaction[field as keyof TransactionRecord],
      );
      const page = sorted.slice(input.from, input.from + input.pageSize);
      return {
        transactions: page.map(transactionView),
        from: input.from,
        pageSize: input.pageSize,
        total: found.length,
        size: page.length,
      };
    }),

    'Wallet/addAccount': post(({ body }) => {
      const input = parseBody(
        z.object({
          accountNumber: text(),
          walletId: optionalText(),
          currency: currency().optional(),
          title: optionalText(),
          channel: optionalText(),
          accountType: optionalText(),
          userId: optionalText(),
        }),
        body,
      );
      // A named wallet lends the new account its currency and user. The documented body names none:
      // the account then joins the project's default wallet, which always exists (see README).
      // A wallet Create Wallet made lends its user.
      const sibling = input.walletId === undefined ? undefined : store.walletExists(input.walletId);
      const created = input.walletId === undefined ? undefined : store.createdWallet(input.walletId);
      if (input.walletId !== undefined && !sibling && !created) throw badRequest(`wallet ${input.walletId} does not exist`);
      store.createAccount({
        ...input,
        walletId: input.walletId ?? DEFAULT_WALLET_ID,
        currency: input.currency ?? sibling?.currency ?? DEFAULT_WALLET_CURRENCY,
        userId: input.userId ?? sibling?.userId ?? created?.userId,
        accountType: input.accountType ?? 'virtual',
      });
      return {};
    }),

    'WalletAPI/load': post(({ body }) => {
      const input = parseBody(z.object({ ...accountAddress, ...movementFields, amount: amount(), expiresAt: timestamp().optional() }), body);
      const account = store.require(input.walletId, input.currency, input.accountNumber);
      store.load(account, input);
      return {};
    }),

    'WalletAPI/spend': post(({ body }) => {
      const input = parseBody(
        z.object({ ...accountAddress, ...movementFields, amount: amount(), transactionId: optionalText() }),
        body,
      );
      const account = store.require(input.walletId, input.currency, input.accountNumber);
      return transactionResult(store, account, store.spend(account, input));
    }),

    'WalletAPI/refund': post(({ body }) => {
      const input = parseBody(
        z.object({ ...accountAddress, ...movementFields, transactionId: text(), amount: amount().optional() }),
        body,
      );
      const account = store.require(input.walletId, input.currency, input.accountNumber);
      const { transactionId, ...movement } = input;
      return transactionResult(store, account, store.refund(account, transactionId, movement));
    }),

    'WalletAPI/cancel': post(({ body }) => {
      const input = parseBody(z.object({ ...accountAddress, transactionId: text() }), body);
      const account = store.require(input.walletId, input.currency, input.accountNumber);
      return transactionResult(store, account, store.cancel(account, input.transactionId));
    }),

    'WalletAPI/getWallet': {
      httpMethod: 'GET',
      tail: 'key',
      handle: ({ key }) => {
        const { wallet, accounts } = store.wallet(key);
        return { wallet: walletView(store, wallet, accounts) };
      },
    },

    'WalletAPI/createWallet': post(({ body }) => {
      const input = parseBody(z.object({ walletId: text(), userId: text(), title: optionalText(), status: optionalText() }), body);
      return { wallet: walletView(store, store.createWallet(input), []) };
    }),

    'WalletAPI/removeAccount': post(({ body }) => {
      const input = parseBody(z.object(accountAddress), body);
      const account = store.require(input.walletId, input.currency, input.accountNumber);
      store.removeAccount(account);
      return { walletId: account.walletId, accountNumber: account.accountNumber, removed: true };
    }),

    'WalletAPI/fix': post(({ body }) => {
      const input = parseBody(z.object({ ...accountAddress, transactionId: text(), amount: amount() }), body);
      const account = store.require(input.walletId, input.currency, input.accountNumber);
      const { transaction, previousMinor } = store.fix(account, input.transactionId, input.amount);
      return { ...transactionResult(store, account, transaction), previousAmount: fromMinor(previousMinor) };
    }),

    'WalletAPI/bulkLoad': post(({ body }) => {
      const input = parseBody(
        z.object({
          ...accountAddress,
          userId: optionalText(),
          title: optionalText(),
          webhook: bool().optional(),
          loads: z
            .array(
              z.object({
                amount: amount(),
                description: optionalText(),
                expiresAt: timestamp().optional(),
                referenceId: optionalText(),
                storeId: optionalText(),
                storeName: optionalText(),
                additionalData: object().optional(),
              }),
              { error: 'must be an array' },
            )
            .min(1, 'must not be empty')
            .max(MAX_BULK_LOADS, `must hold at most ${MAX_BULK_LOADS} loads`),
        }),
        body,
      );
      const account =
        store.find(input.accountNumber) ??
        store.createAccount({
          walletId: input.walletId,
          accountNumber: input.accountNumber,
          currency: input.currency,
          userId: input.userId,
          title: input.title,
        });
      store.require(input.walletId, input.currency, input.accountNumber);
      // Each load stands alone: one the store refuses is that load's failed result, never a 400
      // that would leave the loads before it applied and the ones after it dropped.
      const results = input.loads.map((load) => {
        try {
          const transaction = store.load(account, { ...load, userId: input.userId });
          return { status: 'success', transactionId: transaction.transactionId };
        } catch (error) {
          if (error instanceof EmulatorError) return { status: 'failed', error: error.message };
          throw error;
        }
      });
      return { balance: store.balance(account), results };
    }),
  };
}
