import type { AccountRecord } from './datasource';

/**
 * A wallet account as resolvers pass it around: the number is always known; other fields are
 * present when the parent came from a call that returns them, and read through the batched
 * `Wallet/getAccounts` loader otherwise.
 */
export type WalletAccountModel = { accountNumber: string } & Partial<AccountRecord>;

/** A user entity: only the id is known until a field asks for more. */
export interface UserModel {
  id: string;
}
