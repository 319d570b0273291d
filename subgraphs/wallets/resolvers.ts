import { GraphQLError } from 'graphql';
import { assertOwnUser } from '../shared/caller';
import { DEFAULT_FIRST, offsetAfter, offsetConnection } from '../shared/connection';
import { call, checkArguments, send } from '../shared/call';
import { rootResolvers, type CallerCheck } from '../shared/root-resolvers';
import type { RequestScope } from '../shared/subgraph';
import { missingFromAnswer } from '../shared/tolerant';
import { id, validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import { accountLoader } from './loaders';
import type { AccountWriteModel, WalletAccountModel } from './models';
import { connectionRules, operations } from './operations';
import { WALLET_READERS, accountRefusal, assertOwnsAccount, walletRefusal } from './ownership';
import type { AccountRecord } from './records';

/** The service's 404. */
const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';

/** A user id as a path-free token. */
const userId = id().regex(/^\S+$/, 'must not contain spaces');

/**
 * A field the parent may carry (list results carry some); otherwise read via the batched loader. A
 * field the parent carries is answered at once, not through a promise: a page of 50 accounts
 * resolves hundreds of them.
 */
const accountField =
  <K extends keyof AccountRecord>(field: K) =>
  (parent: WalletAccountModel, _args: unknown, context: RequestScope) =>
    parent[field] ?? accountLoader(context).load(parent.accountNumber).then((account) => account?.[field] ?? null);

/** A user reaches only their own account: the one the arguments address. */
const ownsAccount: CallerCheck<{ walletId: string; accountNumber: string }> = (context, args) =>
  assertOwnsAccount(context, args.accountNumber, 'accountNumber', args.walletId);

/** A user spends only from their own account, on their own behalf. */
const ownsSpend: CallerCheck<{ input: { walletId: string; accountNumber: string; userId?: string | null } }> = async (context, { input }) => {
  if (input.userId) assertOwnUser(context.caller, input.userId, 'input.userId', WALLET_READERS);
  await assertOwnsAccount(context, input.accountNumber, 'input.accountNumber', input.walletId);
};

/** An account's transactions as a connection: the cursor's offset is listTransactions' `from`. */
async function transactionsConnection(
  context: RequestScope,
  query: { walletId: string; currency: string; accountNumber: string } & Record<string, unknown>,
  first: number | null | undefined,
  after: string | null | undefined,
) {
  const offset = offsetAfter('transactionsConnection', after);
  const size = first ?? DEFAULT_FIRST;
  const page = await send(context, operations.walletTransactions, { ...query, from: offset, pageSize: size });
  return offsetConnection('transactionsConnection', { nodes: page.transactions, offset, first: size, total: page.total });
}

/**
 * The account a write addressed, read back only when the payload's `account` is asked for, fresh (the
 * write's row forgets it in this request's loader); that read-back failing is an error at `account`,
 * never a failure of the write.
 */
const readBack = ({ accountNumber }: AccountWriteModel, _args: unknown, context: RequestScope) => accountLoader(context).load(accountNumber);

/** Every row's root field, each with the check its row names, then the account its write makes stale. */
const root = rootResolvers(operations, { checks: { ownsAccount, ownsSpend }, loaders: { account: accountLoader } });

export const resolvers: Resolvers = {
  Query: {
    ...root.Query,
    walletAccountsByNumber: async (_, args, context) => {
      checkArguments(context, operations.walletAccountsByNumber, args);
      if (args.accountNumbers.length === 0) return [];
      const accounts = await accountLoader(context).loadMany(args.accountNumbers);
      // A failed call fails every number alike: one error for the field. An account that alone
      // could not be read fails only its own position (a rejected element is null with its error).
      const [first] = accounts;
      if (first instanceof Error && accounts.every((account) => account === first)) throw first;
      return accounts.map((account, index) => {
        if (account instanceof Error) return Promise.reject(account);
        // Unknown numbers stay null for callers who may reach any account; for a user, another
        // user's account and an unknown one are both refused at their position.
        if (account === null && context.caller.kind !== 'user') return null;
        const refusal = accountRefusal(context, account, `accountNumbers.${index}`);
        return refusal ? Promise.reject(refusal) : account;
      });
    },
    // The owner is known from the answer only: a user reaches only their own wallet, and gets the
    // same refusal for the service's 404 (an unknown wallet) as for another user's.
    wallet: async (_, args, context) => {
      const wallet = await call(context, operations.wallet, args).catch((error: unknown) => {
        if (isNotFound(error) && walletRefusal(context, null, 'walletId')) return null;
        throw error;
      });
      const refusal = walletRefusal(context, wallet, 'walletId');
      if (refusal) throw refusal;
      return wallet;
    },
    walletAccountsConnection: async (_, { first, after, ...query }, context) => {
      validate(connectionRules.walletAccountsConnection, { first, after, ...query });
      const offset = offsetAfter('walletAccountsConnection', after);
      const size = first ?? DEFAULT_FIRST;
      const page = await send(context, operations.walletAccounts, { ...query, from: offset, pageSize: size });
      return offsetConnection('walletAccountsConnection', { nodes: page.result, offset, first: size, total: page.total });
    },
    walletTransactionsConnection: async (_, { first, after, ...query }, context) => {
      validate(connectionRules.transactionsConnection, { first, after, ...query });
      await ownsAccount(context, query);
      return transactionsConnection(context, query, first, after);
    },
  },
  Mutation: root.Mutation,
  CreateWalletAccountPayload: { account: readBack },
  AddWalletAccountPayload: { account: readBack },
  LoadWalletPayload: { account: readBack },
  WalletTransactionResult: { account: readBack },
  BulkLoadWalletPayload: { account: readBack },
  FixWalletPayload: { account: readBack },
  WalletTransaction: {
    transactionId: ({ transactionId }, _args, _context, info) => {
      if (transactionId === null) throw missingFromAnswer('transactionId', info);
      return transactionId;
    },
  },
  WalletAccount: {
    __resolveReference: async (reference, context) => {
      const account = await accountLoader(context).load(reference.accountNumber);
      const refusal = account ? accountRefusal(context, account, 'WalletAccount') : undefined;
      if (refusal) throw refusal;
      return account;
    },
    id: accountField('id'),
    title: accountField('title'),
    projectId: accountField('projectId'),
    accountType: accountField('accountType'),
    accountNumberType: accountField('accountNumberType'),
    channel: accountField('channel'),
    currency: accountField('currency'),
    status: accountField('status'),
    userId: accountField('userId'),
    walletId: accountField('walletId'),
    createdAt: accountField('createdAt'),
    updatedAt: accountField('updatedAt'),
    updatedBy: accountField('updatedBy'),
    balance: accountField('balance'),
    user: async (parent, _args, context) => {
      const owner = await accountField('userId')(parent, _args, context);
      return owner ? { id: owner } : null;
    },
    transactionsConnection: async (parent, { first, after, ...query }, context) => {
      validate(connectionRules.transactionsConnection, { first, after, ...query });
      const account = parent.walletId && parent.currency ? parent : await accountLoader(context).load(parent.accountNumber);
      if (!account?.walletId || !account.currency) return null;
      const address = { walletId: account.walletId, currency: account.currency, accountNumber: parent.accountNumber };
      return transactionsConnection(context, { ...query, ...address }, first, after);
    },
    // The account's own page of WalletAPI/listTransactions, addressed by what the account says of itself.
    transactions: async (parent, args, context) => {
      checkArguments(context, operations.walletTransactions, args);
      const account = parent.walletId && parent.currency ? parent : await accountLoader(context).load(parent.accountNumber);
      if (!account?.walletId || !account.currency) return null;
      return send(context, operations.walletTransactions, {
        ...args,
        walletId: account.walletId,
        currency: account.currency,
        accountNumber: parent.accountNumber,
      });
    },
  },
  User: {
    __resolveReference: (reference) => ({ id: reference.id }),
    walletAccounts: async ({ id: owner }, _args, context) => {
      validate(userId, owner, 'id');
      assertOwnUser(context.caller, owner, 'User.walletAccounts', WALLET_READERS);
      const page = await send(context, operations.walletAccounts, { query: `userId:${owner}`, pageSize: 100 });
      return page.result;
    },
  },
};
