import { EURO, POINT } from '../currencies';
import type { WalletStore } from './store';

export const SEED_USERS = 30;

const pad = (n: number) => String(n).padStart(3, '0');
const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000).toISOString();

/**
 * 30 users (`user-001` … `user-030`), each with wallet `wallet-NNN` holding a POINT account
 * `PNT-NNN` and a EURO account `EUR-NNN`, with a few loads and one spend each.
 */
export function seedWallets(store: WalletStore): void {
  for (let i = 1; i <= SEED_USERS; i++) {
    const n = pad(i);
    const userId = `user-${n}`;
    const walletId = `wallet-${n}`;
    const base = i * 24;
    const points = store.createAccount(
      { walletId, accountNumber: `PNT-${n}`, currency: POINT, channel: 'loyalty', accountType: 'virtual', userId, title: `Points of ${userId}` },
      at(base),
    );
    const euros = store.createAccount(
      { walletId, accountNumber: `EUR-${n}`, currency: EURO, channel: 'web', accountType: 'physical', userId, title: `Euro wallet of ${userId}` },
      at(base + 1),
    );
    store.load(points, { amount: 100 * ((i % 5) + 1), description: 'welcome points', referenceId: `welcome-${n}` }, at(base + 2));
    store.load(points, { amount: 50, description: 'purchase points', referenceId: `order-${n}`, expiresAt: '2099-12-31T23:59:59.000Z' }, at(base + 3));
    store.load(euros, { amount: 25.5 + i, description: 'top-up', referenceId: `topup-${n}` }, at(base + 4));
    store.spend(euros, { amount: 10.25, description: 'order payment', referenceId: `pay-${n}` }, at(base + 5));
  }
}
