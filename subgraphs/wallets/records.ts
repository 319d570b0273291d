import { z } from 'zod';
import { flatRecord, lenientList, list, maybe } from '../shared/tolerant';

/*
 * The service's wallet records as the facade reads them (tolerant zod readers), and their types:
 * what models.ts, the loaders and the resolvers are typed by. The rows (operations.ts) read their
 * answers with these. Imports point one way (generated types → models.ts → records.ts, and
 * operations.ts → records.ts), so this module imports neither the rows nor the generated types.
 */

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
export const accountSchema = flatRecord(accountFields);
export const listedAccountSchema = flatRecord({ ...accountFields, accountNumber: z.string() });
export type AccountRecord = z.output<typeof listedAccountSchema>;

/** A wallet transaction (2.5); a missing transactionId is reported where the field is asked for. */
export const transactionSchema = flatRecord({
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

/** A transaction write's answer (cancel, spend, refund): the transaction and the balance after it. */
export const transactionResult = z.object({ transaction: maybe(transactionSchema), balance: num });
export type TransactionResult = z.output<typeof transactionResult>;

/** A bulk load's answer: the balance after it, and one result per load. */
export const bulkLoadResult = z.object({
  balance: num,
  results: list(flatRecord({ status: str, error: str, transactionId: str })),
});
export type BulkLoadResult = z.output<typeof bulkLoadResult>;

/**
 * A wallet as Get Wallet and Create Wallet answer it (inferred, emulator/README.md): the wallet's
 * fields and its accounts; accounts without a number are left out.
 */
export const walletSchema = z.object({
  walletId: str,
  userId: str,
  title: str,
  status: str,
  createdAt: str,
  accounts: lenientList(listedAccountSchema),
});
export type WalletRecord = z.output<typeof walletSchema>;
