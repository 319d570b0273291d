import { z } from 'zod';
import { id, jsonObject, optional, pageFrom, pageSize, positiveMoney, text } from '../shared/validation';
import { MAX_ACCOUNTS_PER_CALL } from './loaders';

/** Most loads accepted in one bulkLoadWallet call. */
export const MAX_BULK_LOADS = 500;

const address = { walletId: id(), currency: id(32), accountNumber: id() };
const sortList = optional(z.array(z.object({ field: z.string(), order: z.string() })).max(5, 'must hold at most 5 sort keys'));
const expiryRange = optional(
  z
    .object({ startDate: optional(z.date()), endDate: optional(z.date()) })
    .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, 'startDate must not be after endDate'),
);
const movement = {
  channel: optional(id()),
  additionalData: optional(jsonObject()),
  description: optional(text()),
  referenceId: optional(id()),
  userId: optional(id()),
  storeId: optional(id()),
  storeName: optional(text(200)),
};

export const transactionsPage = {
  from: optional(pageFrom()),
  pageSize: optional(pageSize()),
  filters: optional(
    z.array(z.object({ type: optional(id(32)), search: optional(text(200)) })).max(10, 'must hold at most 10 filters'),
  ),
  sorts: sortList,
  expiresAt: expiryRange,
};

/** Argument rules the GraphQL types cannot say, checked before any upstream call. */
export const inputs = {
  walletAccount: z.object(address),
  walletAccountsByNumber: z.object({
    accountNumbers: z
      .array(id())
      .min(1, 'must not be empty')
      .max(MAX_ACCOUNTS_PER_CALL, `must hold at most ${MAX_ACCOUNTS_PER_CALL} account numbers`),
  }),
  walletAccounts: z.object({
    from: optional(pageFrom()),
    pageSize: optional(pageSize()),
    query: optional(text(200)),
    sorts: sortList,
  }),
  walletTransactions: z.object({ ...address, ...transactionsPage }),
  accountTransactions: z.object(transactionsPage),
  createWalletAccount: z.object({
    ...address,
    title: optional(text(200)),
    channel: optional(id()),
    accountType: optional(id(32)),
    status: optional(id(32)),
    userId: optional(id()),
    expiresAt: optional(z.date()),
    amount: optional(positiveMoney()),
  }),
  addWalletAccount: z.object({
    accountNumber: id(),
    walletId: optional(id()),
    currency: optional(id(32)),
    title: optional(text(200)),
    channel: optional(id()),
    accountType: optional(id(32)),
    userId: optional(id()),
  }),
  loadWallet: z.object({ ...address, ...movement, amount: positiveMoney(), expiresAt: optional(z.date()) }),
  spendWallet: z.object({ ...address, ...movement, amount: positiveMoney() }),
  refundWallet: z.object({
    ...address,
    transactionId: id(),
    amount: optional(positiveMoney()),
    description: optional(text()),
    referenceId: optional(id()),
  }),
  cancelWalletTransaction: z.object({ ...address, transactionId: id() }),
  bulkLoadWallet: z.object({
    ...address,
    userId: optional(id()),
    title: optional(text(200)),
    webhook: optional(z.boolean()),
    loads: z
      .array(
        z.object({
          amount: positiveMoney(),
          description: optional(text()),
          expiresAt: optional(z.date()),
          referenceId: optional(id()),
          storeId: optional(id()),
          storeName: optional(text(200)),
          additionalData: optional(jsonObject()),
        }),
      )
      .min(1, 'must not be empty')
      .max(MAX_BULK_LOADS, `must hold at most ${MAX_BULK_LOADS} loads`),
  }),
  userId: id().regex(/^\S+$/, 'must not contain spaces'),
};
