import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import { upstreamError } from '../shared/errors';
import { OPERATIONS } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { toServiceBody } from '../shared/validation';

const str = z.string().optional();
const num = z.number().optional();

/** A wallet account as the service returns it (2.4); which fields are present depends on the call. */
const accountSchema = z.object({
  id: str,
  title: str,
  projectId: str,
  accountType: str,
  accountNumber: z.string(),
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
});
export type AccountRecord = z.infer<typeof accountSchema>;

const transactionSchema = z.object({
  transactionId: z.string(),
  type: str,
  amount: num,
  description: str,
  channel: str,
  createdAt: str,
  updatedAt: str,
  isCanceled: z.boolean().optional(),
  expiresAt: str,
  referenceId: str,
});
export type TransactionRecord = z.infer<typeof transactionSchema>;

const empty = z.object({});
const accountsByNumber = z.record(z.string(), z.unknown());
const accountPage = z.object({
  total: z.number(),
  size: z.number(),
  pageSize: z.number(),
  from: z.number(),
  result: z.array(accountSchema),
});
const transactionPage = z.object({
  transactions: z.array(transactionSchema),
  from: z.number(),
  pageSize: z.number(),
  total: z.number(),
  size: z.number(),
});
const transactionResult = z.object({ transaction: transactionSchema, balance: z.number() });
const bulkLoadResult = z.object({
  balance: z.number(),
  results: z.array(z.object({ status: z.string(), error: str, transactionId: str })),
});

export type AccountPage = z.infer<typeof accountPage>;
export type TransactionPage = z.infer<typeof transactionPage>;
export type TransactionResult = z.infer<typeof transactionResult>;
export type BulkLoadResult = z.infer<typeof bulkLoadResult>;

/** One method per wallet operation of the service (4.4, plus the inferred Spend and Refund). */
export class WalletsDataSource {
  constructor(private readonly scope: RequestScope) {}

  private call<T>(spec: (typeof OPERATIONS)[keyof typeof OPERATIONS], body: object, response: z.ZodType<T>) {
    return this.scope.client.call(spec, { apiKey: this.scope.apiKey, body: toServiceBody(body), response });
  }

  async createAccount(input: object): Promise<void> {
    await this.call(OPERATIONS.createWalletAccount, input, empty);
  }

  getAccount(input: { walletId: string; currency: string; accountNumber: string }): Promise<AccountRecord> {
    return this.call(OPERATIONS.getWalletAccount, input, accountSchema);
  }

  /**
   * Wallet/getAccounts. Each account is read on its own (its number defaults to its key), so one the
   * service sends malformed fails only that number, as an UPSTREAM_BAD_RESPONSE error in its place.
   */
  async getAccounts(accountNumbers: readonly string[]): Promise<Record<string, AccountRecord | GraphQLError>> {
    const found = await this.call(OPERATIONS.getWalletAccounts, { accountNumbers }, accountsByNumber);
    return Object.fromEntries(
      Object.entries(found).map(([accountNumber, value]) => {
        const parsed = accountSchema.safeParse(typeof value === 'object' && value !== null ? { accountNumber, ...value } : value);
        if (parsed.success) return [accountNumber, parsed.data];
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'account';
        return [
          accountNumber,
          upstreamError(
            'UPSTREAM_BAD_RESPONSE',
            `${OPERATIONS.getWalletAccounts.name} answered account ${accountNumber} without what it needs at ${where}: ${issue?.message ?? 'invalid'}`,
            { operation: OPERATIONS.getWalletAccounts.name, status: 200 },
            { delivered: true },
          ),
        ];
      }),
    );
  }

  listAccounts(input: object): Promise<AccountPage> {
    return this.call(OPERATIONS.listWalletAccounts, input, accountPage);
  }

  listTransactions(input: object): Promise<TransactionPage> {
    return this.call(OPERATIONS.listWalletTransactions, input, transactionPage);
  }

  async addAccount(input: object): Promise<void> {
    await this.call(OPERATIONS.addWalletAccount, input, empty);
  }

  async load(input: object): Promise<void> {
    await this.call(OPERATIONS.loadWallet, input, empty);
  }

  cancel(input: object): Promise<TransactionResult> {
    return this.call(OPERATIONS.cancelWalletTransaction, input, transactionResult);
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
