import DataLoader from 'dataloader';
import { send } from '../shared/call';
import { perRequest } from '../shared/subgraph';
import { operations } from './operations';
import type { TalkingProductListRecord, TalkingProductRecord } from './records';

/**
 * The whole list, read once per request. listProduct is the only documented read and returns every
 * record: however many products a query asks about, one call answers all of them.
 */
export const listLoader = perRequest(
  (context) =>
    new DataLoader<'all', TalkingProductListRecord>((keys) =>
      send(context, operations.talkingProducts, {}).then((result) => keys.map(() => result)),
    ),
);

/** A record by sku, from that one list call; null when the module has none for the sku. */
export const skuLoader = perRequest(
  (context) =>
    new DataLoader<string, TalkingProductRecord | null>(async (skus) => {
      const list = await listLoader(context).load('all');
      return skus.map((sku) => list.bySku(sku));
    }),
);
