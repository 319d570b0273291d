import type { AccountRecord, BulkLoadResult, TransactionRecord, TransactionResult, WalletRecord } from './records';

/**
 * A wallet account as resolvers pass it around: the number is always known; other fields are
 * present when the parent came from a call that returns them, and read through the batched
 * `Wallet/getAccounts` loader otherwise.
 */
export type WalletAccountModel = { accountNumber: string } & Partial<AccountRecord>;

/** A wallet transaction as the service sent it; its id may be missing (reported at that field). */
export type WalletTransactionModel = TransactionRecord;

/** What a write the service acknowledged addressed: the account is read back only when asked for. */
export interface AccountWriteModel {
  accountNumber: string;
}

/** A transaction write (cancel, spend, refund): what the service answered, and the account addressed. */
export type WalletTransactionResultModel = AccountWriteModel & TransactionResult;

/** A bulk load: what the service answered, each result with its load's position, and the account addressed. */
export type BulkLoadWalletModel = AccountWriteModel & {
  balance: BulkLoadResult['balance'];
  results: (BulkLoadResult['results'][number] & { index: number })[];
};

/** A wallet as Get Wallet or Create Wallet answered it, its accounts with what the answer carried of them. */
export type WalletModel = WalletRecord;

/** What createWallet created: the id sent, and the wallet the answer carried. */
export interface CreateWalletModel {
  walletId: string;
  wallet: WalletModel | null;
}

/** A fixed load: what the service answered, the amount before, and the account addressed. */
export type FixWalletModel = WalletTransactionResultModel & { previousAmount: number | null };

/** A user entity: only the id is known until a field asks for more. */
export interface UserModel {
  id: string;
}
