import { EURO } from '../currencies';
import type { WalletStore } from '../wallets/store';
import { SEED_USERS } from '../wallets/seed';
import type { LoyaltyStore } from './store';

const pad = (n: number) => String(n).padStart(3, '0');
const NAMES = ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara', 'Donald'];
const SURNAMES = ['Lovelace', 'Turing', 'Hopper', 'Dijkstra', 'Liskov', 'Knuth'];

/**
 * For each seeded user (run after the wallet seed): a REGISTRATION event when the wallet was made,
 * recorded as history with no rule action, and a PURCHASE event (`order-NNN`: 500 EURO at rate 0.1)
 * tied to the 50 "purchase points" the wallet seed loaded, so cancelTransaction can reverse them.
 */
export function seedLoyalty(store: LoyaltyStore, wallets: WalletStore): void {
  for (let i = 1; i <= SEED_USERS; i++) {
    const n = pad(i);
    const userId = `user-${n}`;
    const points = wallets.find(`PNT-${n}`);
    if (!points) continue;
    const noErrors = { entityErrors: {}, eventErrors: {} };
    store.record({
      entityId: userId,
      entityType: 'USER',
      entityData: {
        name: NAMES[i % NAMES.length],
        surname: SURNAMES[i % SURNAMES.length],
        phoneNumber: `+9053200${String(i).padStart(5, '0')}`,
        gdprOptin: i % 2 === 0,
        registrationType: 'EMAIL',
      },
      referenceId: `registration-${n}`,
      eventType: 'REGISTRATION',
      eventData: {},
      measurements: [],
      time: points.createdAt,
      receivedAt: points.createdAt,
      ...noErrors,
    });
    const lot = wallets.transactionsOf(points.accountNumber).find((transaction) => transaction.referenceId === `order-${n}`);
    if (!lot) continue;
    store.record({
      entityId: userId,
      entityType: 'USER',
      entityData: {},
      referenceId: `order-${n}`,
      eventType: 'PURCHASE',
      eventData: { transactionId: `order-${n}`, orderId: `order-${n}`, amount: 500, currency: EURO, rate: 0.1, webhook: false },
      measurements: [{ measurement: 'basketSize', value: 3, groupeName: 'channel', groupeValue: 'web', time: lot.createdAt }],
      time: lot.createdAt,
      receivedAt: lot.createdAt,
      ...noErrors,
      actions: [
        {
          rule: 'purchase-points',
          type: 'EARN_POINTS',
          status: 'applied',
          points: 50,
          transactionId: `order-${n}`,
          walletId: points.walletId,
          accountNumber: points.accountNumber,
          walletTransactionId: lot.transactionId,
          reason: undefined,
          reversal: undefined,
          reversedPoints: undefined,
          canceledAt: undefined,
        },
      ],
    });
  }
}
