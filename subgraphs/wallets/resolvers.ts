import { GraphQLDateTime, GraphQLJSONObject } from 'graphql-scalars';
import { missingFromAnswer } from '../shared/tolerant';
import { assertOwnUser } from '../shared/caller';
import { validate } from '../shared/validation';
import type { Resolvers } from './__generated__/resolvers-types';
import type { WalletsContext } from './context';
import type { AccountRecord } from './datasource';
import { inputs } from './inputs';
import type { AccountWriteModel, WalletAccountModel } from './models';
import { WALLET_READERS, accountRefusal, assertOwnsAccount } from './ownership';

/** A field the parent may carry (list results carry some); otherwise read via the batched loader. */
const accountField =
  <K extends keyof AccountRecord>(field: K) =>
  async (parent: WalletAccountModel, _args: unknown, { loaders }: WalletsContext) =>
    parent[field] ?? (await loaders.accounts.load(parent.accountNumber))?.[field] ?? null;

/**
 * What an acknowledged write addressed. The account is read back only when the payload's
 * `account` is asked for, fresh rather than from this request's cache; that read-back failing
 * is an error at `account`, never a failure of the write.
 */
const written = ({ loaders }: WalletsContext, accountNumber: string): AccountWriteModel => {
  loaders.accounts.clear(accountNumber);
  return { accountNumber };
};

const readBack = ({ accountNumber }: AccountWriteModel, _args: unknown, { loaders }: WalletsContext) =>
  loaders.accounts.load(accountNumber);

export const resolvers: Resolvers = {
  DateTime: GraphQLDateTime,
  JSONObject: GraphQLJSONObject,
  Query: {
    walletAccount: async (_, args, context) => {
      validate(inputs.walletAccount, args);
      await assertOwnsAccount(context, args.accountNumber, 'accountNumber', args.walletId);
      return context.dataSource.getAccount(args);
    },
    walletAccountsByNumber: async (_, args, context) => {
      validate(inputs.walletAccountsByNumber, args);
      const accounts = await context.loaders.accounts.loadMany(args.accountNumbers);
      return accounts.map((account, index) => {
        if (account instanceof Error) throw account;
        // Unknown numbers stay null for callers who may reach any account; for a user, another
        // user's account and an unknown one are both refused at their position.
        if (account === null && context.caller.kind !== 'user') return null;
        const refusal = accountRefusal(context, account, `accountNumbers.${index}`);
        return refusal ? Promise.reject(refusal) : account;
      });
    },
    walletAccounts: (_, args, { dataSource }) => {
      validate(inputs.walletAccounts, args);
      return dataSource.listAccounts(args);
    },
    walletTransactions: async (_, args, context) => {
      validate(inputs.walletTransactions, args);
      await assertOwnsAccount(context, args.accountNumber, 'accountNumber', args.walletId);
      return context.dataSource.listTransactions(args);
    },
  },
  Mutation: {
    createWalletAccount: async (_, { input }, context) => {
      validate(inputs.createWalletAccount, input, 'input');
      await context.dataSource.createAccount(input);
      return written(context, input.accountNumber);
    },
    addWalletAccount: async (_, { input }, context) => {
      validate(inputs.addWalletAccount, input, 'input');
      await context.dataSource.addAccount(input);
      return written(context, input.accountNumber);
    },
    loadWallet: async (_, { input }, context) => {
      validate(inputs.loadWallet, input, 'input');
      await context.dataSource.load(input);
      return written(context, input.accountNumber);
    },
    cancelWalletTransaction: async (_, { input }, context) => {
      validate(inputs.cancelWalletTransaction, input, 'input');
      const result = await context.dataSource.cancel(input);
      return { ...result, ...written(context, input.accountNumber) };
    },
    spendWallet: async (_, { input }, context) => {
      validate(inputs.spendWallet, input, 'input');
      if (input.userId) assertOwnUser(context.caller, input.userId, 'input.userId', WALLET_READERS);
      await assertOwnsAccount(context, input.accountNumber, 'input.accountNumber', input.walletId);
      const result = await context.dataSource.spend(input);
      return { ...result, ...written(context, input.accountNumber) };
    },
    refundWallet: async (_, { input }, context) => {
      validate(inputs.refundWallet, input, 'input');
      const result = await context.dataSource.refund(input);
      return { ...result, ...written(context, input.accountNumber) };
    },
    bulkLoadWallet: async (_, { input }, context) => {
      validate(inputs.bulkLoadWallet, input, 'input');
      const { balance, results } = await context.dataSource.bulkLoad(input);
      return { balance, results: results.map((result, index) => ({ index, ...result })), ...written(context, input.accountNumber) };
    },
  },
  CreateWalletAccountPayload: { account: readBack },
  AddWalletAccountPayload: { account: readBack },
  LoadWalletPayload: { account: readBack },
  WalletTransactionResult: { account: readBack },
  BulkLoadWalletPayload: { account: readBack },
  WalletTransaction: {
    transactionId: ({ transactionId }, _args, _context, info) => {
      if (transactionId === null) throw missingFromAnswer('transactionId', info);
      return transactionId;
    },
  },
  WalletAccount: {
    __resolveReference: async (reference, context) => {
      const account = await context.loaders.accounts.load(reference.accountNumber);
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
      const userId = await accountField('userId')(parent, _args, context);
      return userId ? { id: userId } : null;
    },
    transactions: async (parent, args, context) => {
      validate(inputs.accountTransactions, args);
      const account = parent.walletId && parent.currency ? parent : await context.loaders.accounts.load(parent.accountNumber);
      if (!account?.walletId || !account.currency) return null;
      return context.dataSource.listTransactions({
        ...args,
        walletId: account.walletId,
        currency: account.currency,
        accountNumber: parent.accountNumber,
      });
    },
  },
  User: {
    __resolveReference: (reference) => ({ id: reference.id }),
    walletAccounts: async ({ id }, _args, { dataSource, caller }) => {
      validate(inputs.userId, id, 'id');
      assertOwnUser(caller, id, 'User.walletAccounts', WALLET_READERS);
      const page = await dataSource.listAccounts({ query: `userId:${id}`, pageSize: 100 });
      return page.result;
    },
  },
};
