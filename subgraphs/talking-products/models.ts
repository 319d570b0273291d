import type { TalkingProductListRecord, TalkingProductRecord } from './records';

/** A catalogue product: only the sku is known in this subgraph. */
export interface ProductModel {
  sku: string;
}

/** A talking product as the service sent it (it is also its own `raw`). */
export type TalkingProductModel = TalkingProductRecord;

/** listProduct's records and the untouched body. */
export type TalkingProductListModel = TalkingProductListRecord;
