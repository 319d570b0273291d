import DataLoader from 'dataloader';
import { send } from '../shared/call';
import { perRequest } from '../shared/subgraph';
import type { QueryLoyaltyEventsArgs } from './__generated__/resolvers-types';
import { operations } from './operations';
import type { EventPage } from './records';

/**
 * getEvents by request body. The service has no batch form, so each distinct request is its own
 * call; the loader only makes a request asked twice in one operation cost one call.
 */
export const eventsLoader = perRequest(
  (context) =>
    new DataLoader<QueryLoyaltyEventsArgs, EventPage, string>(
      (requests) => Promise.all(requests.map((request) => send(context, operations.loyaltyEvents, request).catch((error: Error) => error))),
      { cacheKeyFn: (request) => JSON.stringify(request) },
    ),
);
