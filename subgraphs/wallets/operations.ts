import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import { connectionArgs } from '../shared/connection';
import { upstreamError } from '../shared/errors';
import { byRead, CLOCK_SKEW_MS, timeOf, TITLE_ONLY } from '../shared/settle';
import { defineOperations, operation, sdlOnly, type Settle, type SettleByRead } from '../shared/operations';
import { list, maybe } from '../shared/tolerant';
import { jsonObject, optional, pageSize } from '../shared/validation';
import type { RootFieldArgs } from './__generated__/resolvers-types';
import {
  accountSchema,
  bulkLoadResult,
  listedAccountSchema,
  transactionResult,
  transactionSchema,
  walletSchema,
  type AccountRecord,
  type TransactionRecord,
  type TransactionResult,
  type WalletRecord,
} from './records';

/** The most account numbers sent in one Wallet/getAccounts call. */
export const MAX_ACCOUNTS_PER_CALL = 100;
/** Most loads accepted in one bulkLoadWallet call. */
const MAX_BULK_LOADS = 500;

const num = maybe(z.number());
const emptyTransaction: TransactionRecord = transactionSchema.parse({});

/** Writes documented as answering `{}`: nothing in the answer is read, so any JSON acknowledges them. */
const acknowledgement = z.unknown();
/** Each account is read on its own (see the row's result). */
const accountsByNumber = z.record(z.string(), z.unknown());
/** Get Wallet and Create Wallet answer `{ wallet }`. */
const walletAnswer = z.object({ wallet: maybe(walletSchema) });
/** Fix answers the corrected load, the balance and the amount before. */
const fixResult = transactionResult.extend({ previousAmount: num });

const accountPage = z.object({ total: num, size: num, pageSize: num, from: num, result: list(listedAccountSchema) });
const transactionPage = z.object({ transactions: list(transactionSchema), from: num, pageSize: num, total: num, size: num });

const sortList = optional(z.array(z.unknown()).max(5, 'must hold at most 5 sort keys'));
const freeFields = optional(jsonObject());
/** Page sizes stay GraphQL Ints: demand control slices lists by them. */
const pageSizeRule = optional(pageSize());
/** The filters, sorts and expiry range of listTransactions, shared by the page and the connection. */
const transactionQueryRules = {
  filters: optional(z.array(z.unknown()).max(10, 'must hold at most 10 filters')),
  sorts: sortList,
  expiresAt: optional(
    z
      .object({ startDate: optional(z.date()), endDate: optional(z.date()) })
      .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, 'startDate must not be after endDate'),
  ),
};
const transactionPageRules = { pageSize: pageSizeRule, ...transactionQueryRules };

/** The arguments of the Relay connections over listAccounts and listTransactions. */
export const connectionRules = {
  walletAccountsConnection: z.object({ sorts: sortList, ...connectionArgs }),
  transactionsConnection: z.object({ ...transactionQueryRules, ...connectionArgs }),
};

/** What a write the service acknowledged addressed: the account, read back when asked for. */
const addressed = (_answer: unknown, { input }: { input: { accountNumber: string } }) => ({ accountNumber: input.accountNumber });

/** A transaction write (spend, refund): the answer, and the account it addressed. */
const transactionWrite = (answer: z.output<typeof transactionResult>, { input }: { input: { accountNumber: string } }) => ({
  ...answer,
  accountNumber: input.accountNumber,
});

/** How many of an account's latest transactions a settling read looks through. */
const SETTLE_PAGE = 100;

/** The account a write addressed, as listTransactions and getAccount are asked for it. */
const accountOf = ({ input }: { input: { walletId: string; currency: string; accountNumber: string } }) => ({
  walletId: input.walletId,
  currency: input.currency,
  accountNumber: input.accountNumber,
});

/** What a load or spend sent that its transaction may show. */
interface Movement {
  amount: number;
  description?: string | null;
  referenceId?: string | null;
}

/**
 * A transaction that is this load or spend: of the amount (its sign aside: the document does not say
 * how a spend is signed), dated no earlier than the first attempt (less the clocks' skew), and told
 * apart from another movement of the same amount by what was sent: its referenceId where the listing
 * shows one (the document's listing does not), else its description, which the listing shows. Sent
 * neither, or shown neither, a movement of the same amount may be another one: no transaction is this.
 */
function isMovement(transaction: TransactionRecord, movement: Movement, since: number): boolean {
  const time = timeOf(transaction.createdAt);
  if (time === undefined || time < since - CLOCK_SKEW_MS || transaction.amount === null || Math.abs(transaction.amount) !== movement.amount) return false;
  if (transaction.referenceId !== null && transaction.referenceId !== '') return movement.referenceId != null && transaction.referenceId === movement.referenceId;
  // An empty referenceId shows none: a service that lists one for every movement lists it empty for
  // those sent without one, and the description then tells them apart. A movement sent with one is
  // not such a transaction.
  if (transaction.referenceId === '' && movement.referenceId) return false;
  return movement.description != null && transaction.description === movement.description;
}

/**
 * Whether the account's transactions show a load or spend made since the first attempt: applied when
 * one is it (isMovement); not applied when none is of its amount and time while the listing holds
 * every transaction of the account, each dated; otherwise the listing cannot tell (a transaction of
 * the amount without the referenceId may be another movement).
 */
function movementApplied(page: { transactions: readonly TransactionRecord[]; total: number | null } | null, movement: Movement, since: number): boolean | undefined {
  if (page === null) return false;
  if (page.transactions.some((transaction) => isMovement(transaction, movement, since))) return true;
  const sameAmount = page.transactions.some((transaction) => {
    const time = timeOf(transaction.createdAt);
    return time !== undefined && time >= since - CLOCK_SKEW_MS && transaction.amount !== null && Math.abs(transaction.amount) === movement.amount;
  });
  const whole = page.total !== null && page.transactions.length >= page.total;
  return !sameAmount && whole && page.transactions.every((transaction) => timeOf(transaction.createdAt) !== undefined) ? false : undefined;
}

/** A load or spend settled by the account's transactions. */
const byTransactions = <Args extends { input: Movement & { walletId: string; currency: string; accountNumber: string } }, Answer>(
  answer: (found: TransactionRecord | undefined, args: Args) => Answer,
): Settle<Args, Answer> =>
  (): SettleByRead<Args, Answer> =>
    byRead(operations.walletTransactions, {
      args: (args: Args) => ({ ...accountOf(args), from: 0, pageSize: SETTLE_PAGE }),
      applied: (page, { input }, since) => movementApplied(page, input, since),
      // The transaction that showed the movement applied, found by the same rule.
      answer: (page, args, since) => answer(page?.transactions.find((transaction) => isMovement(transaction, args.input, since)), args),
    });

/** Wallet operations: 4.4, and the inferred ones of 4.7. */
export const operations = defineOperations<RootFieldArgs>()({
  walletAccount: operation({
    url: 'POST {base_url}/CALL/WalletAPI/getAccount/{PROJECT_ID}',
    access: 'read',
    inferred: false,
    check: 'ownsAccount',
    request: sdlOnly,
    response: accountSchema,
    // The service found the account by the address asked, so the address fills what the answer leaves out.
    result: (account, args): AccountRecord => ({
      ...account,
      accountNumber: account.accountNumber ?? args.accountNumber,
      walletId: account.walletId ?? args.walletId,
      currency: account.currency ?? args.currency,
    }),
  }),
  walletAccountsByNumber: operation({
    url: 'POST {base_url}/CALL/Wallet/getAccounts/{PROJECT_ID}',
    access: 'read',
    inferred: false,
    request: z.object({
      accountNumbers: z.array(z.string()).max(MAX_ACCOUNTS_PER_CALL, `must hold at most ${MAX_ACCOUNTS_PER_CALL} account numbers`),
    }),
    response: accountsByNumber,
    // Keyed by number for the batched loader; a number the service left out (or answered null for) is
    // absent. Each account is read on its own: one the service sends malformed fails only its number.
    result: (found): Map<string, AccountRecord | GraphQLError> => {
      const accounts = new Map<string, AccountRecord | GraphQLError>();
      for (const [key, value] of Object.entries(found)) {
        const parsed = accountSchema.nullable().safeParse(value);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'account';
          accounts.set(
            key,
            upstreamError(
              'UPSTREAM_BAD_RESPONSE',
              `Wallet/getAccounts answered account ${key} without what it needs at ${where}: ${issue?.message ?? 'invalid'}`,
              { operation: 'Wallet/getAccounts', status: 200 },
              { delivered: true },
            ),
          );
        } else if (parsed.data) {
          accounts.set(key, { ...parsed.data, accountNumber: parsed.data.accountNumber ?? key });
        }
      }
      return accounts;
    },
  }),
  walletAccounts: operation({
    url: 'POST {base_url}/CALL/WalletAPI/listAccounts/{PROJECT_ID}',
    access: 'read',
    inferred: false,
    request: z.object({ pageSize: pageSizeRule, sorts: sortList }),
    response: accountPage,
    connection: 'walletAccountsConnection',
    // The page's size is counted when the service does not say.
    result: ({ size, ...answer }) => ({ ...answer, size: size ?? answer.result.length }),
  }),
  walletTransactions: operation({
    url: 'POST {base_url}/CALL/WalletAPI/listTransactions/{PROJECT_ID}',
    access: 'read',
    inferred: false,
    check: 'ownsAccount',
    request: z.object(transactionPageRules),
    response: transactionPage,
    connection: 'walletTransactionsConnection',
    // The page's size is counted when the service does not say.
    result: ({ size, ...answer }) => ({ ...answer, size: size ?? answer.transactions.length }),
  }),
  createWalletAccount: operation({
    url: 'POST {base_url}/CALL/WalletAPI/createAccount/{PROJECT_ID}',
    access: 'write',
    // The account exists (getAccount answers it): created; getAccount's 404: not created.
    settle: (): SettleByRead<RootFieldArgs['Mutation']['createWalletAccount'], unknown> =>
      byRead(operations.walletAccount, {
        args: accountOf,
        applied: (account) => account !== null,
        answer: () => ({}),
      }),
    inferred: false,
    request: sdlOnly,
    response: acknowledgement,
    result: addressed,
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
  addWalletAccount: operation({
    url: 'POST {base_url}/CALL/Wallet/addAccount/{PROJECT_ID}',
    access: 'write',
    // Wallet/getAccounts answers the number: added; leaves it out: not added.
    settle: (): SettleByRead<RootFieldArgs['Mutation']['addWalletAccount'], unknown> =>
      byRead(operations.walletAccountsByNumber, {
        args: ({ input }) => ({ accountNumbers: [input.accountNumber] }),
        applied: (accounts, { input }) => {
          const account = accounts?.get(input.accountNumber);
          return account === undefined ? false : account instanceof Error ? undefined : true;
        },
        answer: () => ({}),
      }),
    inferred: false,
    request: sdlOnly,
    response: acknowledgement,
    result: addressed,
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
  loadWallet: operation({
    url: 'POST {base_url}/CALL/WalletAPI/load/{PROJECT_ID}',
    access: 'write',
    settle: byTransactions(() => ({})),
    inferred: false,
    request: z.object({ input: z.object({ additionalData: freeFields }) }),
    response: acknowledgement,
    result: addressed,
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
  cancelWalletTransaction: operation({
    url: 'POST {base_url}/CALL/WalletAPI/cancel/{PROJECT_ID}',
    access: 'write',
    // The transaction as listed: canceled or not, where the listing says (2.5's isCanceled; 4.4's listing may leave it out).
    settle: (): SettleByRead<RootFieldArgs['Mutation']['cancelWalletTransaction'], TransactionResult> =>
      byRead(operations.walletTransactions, {
        args: (args: RootFieldArgs['Mutation']['cancelWalletTransaction']) => ({ ...accountOf(args), from: 0, pageSize: SETTLE_PAGE }),
        applied: (page, { input }) => {
          const transaction = page?.transactions.find((candidate) => candidate.transactionId === input.transactionId);
          return transaction?.isCanceled ?? undefined;
        },
        answer: (page, { input }) => ({
          transaction: page?.transactions.find((candidate) => candidate.transactionId === input.transactionId) ?? null,
          balance: null,
        }),
      }),
    inferred: false,
    request: sdlOnly,
    response: transactionResult,
    // The canceled transaction is the one asked for: its id fills in when the answer leaves it out.
    result: ({ transaction, balance }, { input }) => ({
      balance,
      transaction: { ...emptyTransaction, ...transaction, transactionId: transaction?.transactionId ?? input.transactionId },
      accountNumber: input.accountNumber,
    }),
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
  wallet: operation({
    url: 'GET {base_url}/CALL/WalletAPI/getWallet/{WALLET_ID}',
    access: 'read',
    inferred: true,
    request: sdlOnly,
    response: walletAnswer,
    key: ({ walletId }) => walletId,
    // The wallet asked for: its id fills in when the answer leaves it out.
    result: ({ wallet }, { walletId }): WalletRecord | null => wallet && { ...wallet, walletId: wallet.walletId ?? walletId },
  }),
  createWallet: operation({
    url: 'POST {base_url}/CALL/WalletAPI/createWallet/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: walletAnswer,
    result: ({ wallet }, { input }) => ({
      walletId: input.walletId,
      wallet: wallet && { ...wallet, walletId: wallet.walletId ?? input.walletId },
    }),
  }),
  removeWalletAccount: operation({
    url: 'POST {base_url}/CALL/WalletAPI/removeAccount/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: acknowledgement,
    result: (_answer, { input }) => ({ walletId: input.walletId, accountNumber: input.accountNumber }),
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
  fixWallet: operation({
    url: 'POST {base_url}/CALL/WalletAPI/fix/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: fixResult,
    // The fixed load is the one asked for: its id fills in when the answer leaves it out.
    result: ({ transaction, balance, previousAmount }, { input }) => ({
      balance,
      previousAmount,
      transaction: { ...emptyTransaction, ...transaction, transactionId: transaction?.transactionId ?? input.transactionId },
      accountNumber: input.accountNumber,
    }),
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
  bulkLoadWallet: operation({
    url: 'POST {base_url}/CALL/WalletAPI/bulkLoad/{PROJECT_ID}',
    access: 'write',
    settle: { none: "its loads are applied or refused one by one, and listTransactions shows neither a load's referenceId nor the refused ones (4.4): a listing cannot say which loads of the import were applied" },
    inferred: false,
    request: z.object({
      input: z.object({
        loads: z
          .array(z.object({ additionalData: freeFields }))
          .min(1, 'must not be empty')
          .max(MAX_BULK_LOADS, `must hold at most ${MAX_BULK_LOADS} loads`),
      }),
    }),
    response: bulkLoadResult,
    // Each result carries its load's position, so a failed one names the load it is about. Its other
    // fields are named one by one: a result is the service's own object (flatRecord), and a field of
    // the service's called `index` must not take the position's place.
    result: ({ balance, results }, { input }) => ({
      balance,
      results: results.map((result, index) => ({ index, status: result.status, error: result.error, transactionId: result.transactionId })),
      accountNumber: input.accountNumber,
    }),
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
  spendWallet: operation({
    url: 'POST {base_url}/CALL/WalletAPI/spend/{PROJECT_ID}',
    access: 'write',
    settle: byTransactions((transaction) => ({ transaction: transaction ?? null, balance: null })),
    inferred: true,
    check: 'ownsSpend',
    request: z.object({ input: z.object({ additionalData: freeFields }) }),
    response: transactionResult,
    result: transactionWrite,
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
  refundWallet: operation({
    url: 'POST {base_url}/CALL/WalletAPI/refund/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: transactionResult,
    result: transactionWrite,
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
});
