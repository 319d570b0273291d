import DataLoader from 'dataloader';
import type { EventPage, EventsRequest, LoyaltyDataSource } from './datasource';

export interface LoyaltyLoaders {
  /**
   * getEvents by request body. The service has no batch form, so each distinct request is its own
   * call; the loader only makes a request asked twice in one operation cost one call.
   */
  events: DataLoader<EventsRequest, EventPage, string>;
}

/** New loaders for every request, so nothing cached outlives it. */
export function createLoaders(dataSource: LoyaltyDataSource): LoyaltyLoaders {
  return {
    events: new DataLoader(
      (requests) => Promise.all(requests.map((request) => dataSource.getEvents(request).catch((error: Error) => error))),
      { cacheKeyFn: (request) => JSON.stringify(request) },
    ),
  };
}
