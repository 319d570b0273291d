import { z } from 'zod';
import { OPERATIONS, type OperationSpec } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { list, maybe } from '../shared/tolerant';
import { toServiceBody } from '../shared/validation';

const str = maybe(z.string());
const num = maybe(z.number());

/**
 * A wallet account as the service returns it (2.4). The document promises no field, so each reads
 * as null when missing; only a list result's accountNumber is required, since nothing else names
 * the account (getAccount and getAccounts know it from the request and the key).
 */
const accountFields = {
  id: str,
  title: str,
  projectId: str,
  accountType: str,
  accountNumber: str,
  accountNumberType: str,
  channel: str,
  currency: str,
  status: str,
  userId: str,
  walletId: str,
  createdAt: str,
  updatedAt: str,
  updatedBy: str,
  balance: num,
};
const accountSchema = z.object(accountFields);
const listedAccountSchema = z.object({ ...accountFields, accountNumber: z.string() });
export type AccountRecord = z.output<typeof listedAccountSchema>;

/** A wallet transaction (2.5); a missing transactionId is reported where the field is asked for. */
const transactionSchema = z.object({
  transactionId: str,
  type: str,
  amount: num,
  description: str,
  channel: str,
  createdAt: str,
  updatedAt: str,
  isCanceled: maybe(z.boolean()),
  expiresAt: str,
  referenceId: str,
});
export type TransactionRecord = z.output<typeof transactionSchema>;
const emptyTransaction: TransactionRecord = transactionSchema.parse({});

/** Writes documented as answering `{}`: nothing in the answer is read, so any JSON acknowledges them. */
const acknowledgement = z.unknown();
/** A null value reads as an unknown number, like a missing one. */
const accountsByNumber = z.record(z.string(), accountSchema.nullable());
const accountPage = z.object({ total: num, size: num, pageSize: num, from: num, result: list(listedAccountSchema) });
const transactionPage = z.object({ transactions: list(transactionSchema), from: num, pageSize: num, total: num, size: num });
const transactionResult = z.object({ transaction: maybe(transactionSchema), balance: num });
const bulkLoadResult = z.object({
  balance: num,
  results: list(z.object({ status: str, error: str, transactionId: str })),
});

/** A page as the schema gives it: the page's size is counted when the service does not say. */
export interface Page {
  total: number | null;
  size: number;
  pageSize: number | null;
  from: number | null;
}
export type AccountPage = Page & { result: AccountRecord[] };
export type TransactionPage = Page & { transactions: TransactionRecord[] };
export type TransactionResult = z.output<typeof transactionResult>;
export type BulkLoadResult = z.output<typeof bulkLoadResult>;

/** The account a wallet operation addresses. */
interface AccountAddress {
  walletId: string;
  currency: string;
  accountNumber: string;
}

/** One method per wallet operation of the service (4.4, plus the inferred Spend and Refund). */
export class WalletsDataSource {
  constructor(private readonly scope: RequestScope) {}

  private call<T>(spec: OperationSpec, body: object, response: z.ZodType<T>): Promise<T> {
    return this.scope.client.call(spec, { apiKey: this.scope.apiKey, body: toServiceBody(body), response });
  }

  async createAccount(input: object): Promise<void> {
    await this.call(OPERATIONS.createWalletAccount, input, acknowledgement);
  }

  /** The account at the address asked; the service found it by that address, so the address fills what it leaves out. */
  async getAccount(input: AccountAddress): Promise<AccountRecord> {
    const account = await this.call(OPERATIONS.getWalletAccount, input, accountSchema);
    return {
      ...account,
      accountNumber: account.accountNumber ?? input.accountNumber,
      walletId: account.walletId ?? input.walletId,
      currency: account.currency ?? input.currency,
    };
  }

  /** Accounts by number; a number the service left out (or answered null for) is absent. */
  async getAccounts(accountNumbers: readonly string[]): Promise<Map<string, AccountRecord>> {
    const found = await this.call(OPERATIONS.getWalletAccounts, { accountNumbers }, accountsByNumber);
    const accounts = new Map<string, AccountRecord>();
    for (const [key, account] of Object.entries(found)) {
      if (account) accounts.set(key, { ...account, accountNumber: account.accountNumber ?? key });
    }
    return accounts;
  }

  async listAccounts(input: object): Promise<AccountPage> {
    const { size, ...page } = await this.call(OPERATIONS.listWalletAccounts, input, accountPage);
    return { ...page, size: size ?? page.result.length };
  }

  async listTransactions(input: object): Promise<TransactionPage> {
    const { size, ...page } = await this.call(OPERATIONS.listWalletTransactions, input, transactionPage);
    return { ...page, size: size ?? page.transactions.length };
  }

  async addAccount(input: object): Promise<void> {
    await this.call(OPERATIONS.addWalletAccount, input, acknowledgement);
  }

  async load(input: object): Promise<void> {
    await this.call(OPERATIONS.loadWallet, input, acknowledgement);
  }

  /** The canceled transaction is the one asked for: its id fills in when the answer leaves it out. */
  async cancel(input: AccountAddress & { transactionId: string }): Promise<TransactionResult> {
    const { transaction, balance } = await this.call(OPERATIONS.cancelWalletTransaction, input, transactionResult);
    return { balance, transaction: { ...emptyTransaction, ...transaction, transactionId: transaction?.transactionId ?? input.transactionId } };
  }

  bulkLoad(input: object): Promise<BulkLoadResult> {
    return this.call(OPERATIONS.bulkLoadWallet, input, bulkLoadResult);
  }

  spend(input: object): Promise<TransactionResult> {
    return this.call(OPERATIONS.spendWallet, input, transactionResult);
  }

  refund(input: object): Promise<TransactionResult> {
    return this.call(OPERATIONS.refundWallet, input, transactionResult);
  }
}
