import DataLoader from 'dataloader';
import type { AccountRecord, WalletsDataSource } from './datasource';

/** The most account numbers sent in one Wallet/getAccounts call. */
export const MAX_ACCOUNTS_PER_CALL = 100;

export interface WalletLoaders {
  /** Account by number through Wallet/getAccounts; null for an unknown number. */
  accounts: DataLoader<string, AccountRecord | null>;
}

/** New loaders for every request, so nothing cached outlives it. */
export function createLoaders(dataSource: WalletsDataSource): WalletLoaders {
  return {
    accounts: new DataLoader(
      async (accountNumbers) => {
        const found = await dataSource.getAccounts(accountNumbers);
        return accountNumbers.map((accountNumber) => found.get(accountNumber) ?? null);
      },
      { maxBatchSize: MAX_ACCOUNTS_PER_CALL },
    ),
  };
}
