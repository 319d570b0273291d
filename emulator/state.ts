import type { DatasetStore } from './catalogue/datasets';
import type { CatalogueStore } from './catalogue/store';
import type { Clock } from './clock';
import type { LoyaltyStore } from './loyalty/store';
import type { MerchantStore } from './merchant/store';
import type { PromotionStore } from './promotions/store';
import type { TalkingProductStore } from './talking-products/store';
import type { WalletStore } from './wallets/store';

/** Every store the emulator serves from: what server.ts builds and state-file.ts writes and reads back. */
export interface EmulatorState {
  clock: Clock;
  catalogue: CatalogueStore;
  datasets: DatasetStore;
  wallets: WalletStore;
  loyalty: LoyaltyStore;
  promotions: PromotionStore;
  merchant: MerchantStore;
  talkingProducts: TalkingProductStore;
}
