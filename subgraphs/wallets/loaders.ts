import DataLoader from 'dataloader';
import { send } from '../shared/call';
import { perRequest } from '../shared/subgraph';
import { MAX_ACCOUNTS_PER_CALL, operations } from './operations';
import type { AccountRecord } from './records';

/** Account by number through one Wallet/getAccounts call per batch; null for an unknown number, an error for one that could not be read. */
export const accountLoader = perRequest(
  (context) =>
    new DataLoader<string, AccountRecord | null>(
      async (accountNumbers) => {
        const found = await send(context, operations.walletAccountsByNumber, { accountNumbers: [...accountNumbers] });
        return accountNumbers.map((accountNumber) => found.get(accountNumber) ?? null);
      },
      { maxBatchSize: MAX_ACCOUNTS_PER_CALL },
    ),
);
