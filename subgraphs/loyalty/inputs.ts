import { z } from 'zod';
import { connectionArgs } from '../shared/connection';
import { id, jsonObject, optional, text } from '../shared/validation';

export const MAX_EVENTS_PAGE = 100;
export const MAX_FILTERS = 20;
export const MAX_MEASUREMENTS = 100;

const pageArgs = {
  filters: optional(
    z
      .array(z.object({ condition: z.literal('eq', { error: 'must be eq' }), key: id(200), value: text(500) }))
      .max(MAX_FILTERS, `must hold at most ${MAX_FILTERS} filters`),
  ),
  limit: optional(
    z.number().int('must be an integer').min(1, 'must be at least 1').max(MAX_EVENTS_PAGE, `must be at most ${MAX_EVENTS_PAGE}`),
  ),
  page: optional(z.number().int('must be an integer').min(1, 'must be at least 1')),
};

/** A user id as a path-free token. */
const userId = id().regex(/^\S+$/, 'must not contain spaces');

/**
 * Argument rules the GraphQL types cannot say, checked before any upstream call. The entity and
 * event data fields themselves are the service's to check: their problems come back as data.
 */
export const inputs = {
  loyaltyEvents: z.object({ entityId: id(), entityType: id(64), ...pageArgs }),
  userEvents: z.object(pageArgs),
  loyaltyEventsConnection: z.object({ entityId: id(), entityType: id(64), filters: pageArgs.filters, ...connectionArgs }),
  userEventsConnection: z.object({ filters: pageArgs.filters, ...connectionArgs }),
  userId,
  recordLoyaltyEvent: z.object({
    entityId: id(),
    entityType: id(64),
    eventType: id(64),
    referenceId: optional(id()),
    entityData: optional(jsonObject()),
    eventData: optional(
      z.object({
        transactionId: optional(text(1000)),
        currency: optional(text(64)),
        orderId: optional(text(1000)),
        additionalData: optional(jsonObject()),
      }),
    ),
    measurements: optional(
      z
        .array(
          z.object({
            measurement: text(200),
            groupeName: optional(text(200)),
            groupeValue: optional(text(200)),
          }),
        )
        .max(MAX_MEASUREMENTS, `must hold at most ${MAX_MEASUREMENTS} measurements`),
    ),
  }),
  cancelLoyaltyTransaction: z.object({ userId, transactionId: id() }),
};
