import { z } from 'zod';
import { connectionArgs } from '../shared/connection';
import { byRead, TITLE_ONLY } from '../shared/settle';
import { defineOperations, operation, sdlOnly, type SettleByRead } from '../shared/operations';
import { acknowledgement, lenient, lenientInt, lenientList, lenientTimestamp } from '../shared/tolerant';
import { id, jsonObject, optional, text, toServiceBody } from '../shared/validation';
import type { RootFieldArgs } from './__generated__/resolvers-types';
import { fieldErrorList } from './models';
import { eventPage, fieldErrors, measurementSchema, segmentSchema, transactionSchema, type EventPage } from './records';

const MAX_EVENTS_PAGE = 100;
const MAX_FILTERS = 20;
const MAX_MEASUREMENTS = 100;
export const USER = 'USER';

const str = lenient(z.string());
const num = lenient(z.number());
const int = lenientInt();
const timestamp = lenientTimestamp();

/**
 * receiveEvent's answer (4.3). Its 2xx says the event was recorded, so no part of the answer can
 * fail the write: an answer without an eventId leaves the payload's eventId null.
 */
const receiveResponse = z
  .object({ eventId: str, entityErrors: fieldErrors, eventErrors: fieldErrors })
  .catch(() => ({ eventId: null, entityErrors: {}, eventErrors: {} }));

/** The rules of a page of events, as a root field's or a user's field's. */
export const eventPageRules = {
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

/** The arguments of the Relay connection over getEvents, as a root field's or a user's field's. */
export const connectionRules = z.object({ filters: eventPageRules.filters, ...connectionArgs });

/** Upsert Segment and Add User To Segment answer `{ segment }`. */
const segmentAnswer = z.object({ segment: segmentSchema.nullable().catch(null) }).catch({ segment: null });
/** Start and Commit Transaction answer `{ transaction }`. */
const transactionAnswer = z.object({ transaction: transactionSchema.nullable().catch(null) }).catch({ transaction: null });
/** The segment an operation addressed, and the segment as answered. */
const segmentResult = ({ segment }: z.output<typeof segmentAnswer>, { input }: { input: { segmentId: string } }) => ({ segmentId: input.segmentId, segment });
/** The transaction an operation addressed, and the transaction as answered (its id filled in). */
const transactionResult = ({ transaction }: z.output<typeof transactionAnswer>, { input }: { input: { transactionId: string } }) => ({
  transactionId: input.transactionId,
  transaction: transaction && { ...transaction, transactionId: transaction.transactionId ?? input.transactionId },
});

/** A user id as a path-free token. */
export const userIdRule = id().regex(/^\S+$/, 'must not contain spaces');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether an entity's events, filtered by the referenceId a receiveEvent sent, show it recorded. Only
 * an answer that lists events in the designed shape can say "not recorded": getEvents' body is not
 * shown by the document, so an answer without an `events` list cannot tell.
 */
function eventRecorded(page: EventPage | null, { input }: RootFieldArgs['Mutation']['recordLoyaltyEvent']): boolean | undefined {
  if (!input.referenceId || page === null || !isRecord(page.raw) || !Array.isArray(page.raw.events)) return undefined;
  if (page.events.some((event) => event.referenceId === input.referenceId && event.eventType === input.eventType)) return true;
  // Every element read as an event (none left out for lacking an eventId), and all there are on this
  // page by the answer's own total: a short page without one may be a service's smaller page, or a
  // filter it ignored, and "not applied" would send the event again.
  const whole = page.events.length === page.raw.events.length && page.total !== null && page.total <= page.events.length;
  return whole ? false : undefined;
}

/** Loyalty operations (4.3). */
export const operations = defineOperations<RootFieldArgs>()({
  loyaltyEvents: operation({
    url: 'POST {base_url}/CALL/LoyaltyAPI/getEvents/',
    access: 'read',
    inferred: false,
    request: z.object(eventPageRules),
    response: eventPage,
    connection: 'loyaltyEventsConnection',
  }),
  recordLoyaltyEvent: operation({
    url: 'POST {base_url}/CALL/LoyaltyAPI/receiveEvent',
    access: 'write',
    // By its referenceId (2.6): the entity's events filtered on it.
    settle: (): SettleByRead<RootFieldArgs['Mutation']['recordLoyaltyEvent'], z.output<typeof receiveResponse>> =>
      byRead(operations.loyaltyEvents, {
        args: ({ input }: RootFieldArgs['Mutation']['recordLoyaltyEvent']) => ({
          entityId: input.entityId,
          entityType: input.entityType,
          filters: input.referenceId ? [{ condition: 'eq' as const, key: 'referenceId', value: input.referenceId }] : [],
          limit: MAX_EVENTS_PAGE,
        }),
        applied: eventRecorded,
        // The recorded event's own findings, as receiveEvent would have answered them.
        answer: (page, { input }) => {
          const event = page?.events.find((candidate) => candidate.referenceId === input.referenceId && candidate.eventType === input.eventType);
          return { eventId: event?.eventId ?? null, entityErrors: event?.entityErrors ?? {}, eventErrors: event?.eventErrors ?? {} };
        },
      }),
    inferred: false,
    // The entity and event data fields themselves are the service's to check: their problems come back as data.
    request: z.object({
      input: z.object({
        entityData: optional(jsonObject()),
        eventData: optional(
          z.object({
            transactionId: optional(text(1000)),
            currency: optional(text(64)),
            orderId: optional(text(1000)),
            additionalData: optional(jsonObject()),
          }),
        ),
        measurements: optional(z.array(z.unknown()).max(MAX_MEASUREMENTS, `must hold at most ${MAX_MEASUREMENTS} measurements`)),
      }),
    }),
    response: receiveResponse,
    // `eventData.additionalData` is the facade's way to send undocumented event fields: they travel
    // inside `eventData`, beside (and never over) the documented ones.
    body: ({ input }) => {
      const { eventData, ...rest } = input;
      const body = toServiceBody(rest);
      if (eventData && isRecord(body)) {
        const { additionalData, ...documented } = eventData;
        const known = toServiceBody(documented);
        body.eventData = { ...(additionalData ?? {}), ...(isRecord(known) ? known : {}) };
      }
      return body;
    },
    // Field problems are data: the event is accepted when there are none.
    result: (answer, { input }) => {
      const entityErrors = fieldErrorList(answer.entityErrors);
      const eventErrors = fieldErrorList(answer.eventErrors);
      return {
        eventId: answer.eventId,
        entityErrors,
        eventErrors,
        accepted: entityErrors.length === 0 && eventErrors.length === 0,
        user: input.entityType === USER ? { id: input.entityId } : null,
      };
    },
  }),
  calculateLoyalty: operation({
    url: 'POST {base_url}/CALL/LoyaltyAPI/calculate/{LOYALTY_PROJECT_ID}',
    // No side effect: a read, so a query.
    access: 'read',
    inferred: true,
    check: 'ownUser',
    request: z.object({ eventData: optional(z.object({ rate: optional(z.number().gt(0, 'must be greater than 0')) })) }),
    response: z
      .object({ actions: lenientList(z.object({ rule: z.string(), points: num, status: str, reason: str })), totalPoints: num })
      .catch({ actions: [], totalPoints: null }),
  }),
  loyaltyMeasurements: operation({
    url: 'POST {base_url}/CALL/LoyaltyAPI/listMeasurements/{LOYALTY_PROJECT_ID}',
    access: 'read',
    inferred: true,
    check: 'ownEntity',
    request: sdlOnly,
    response: z
      .object({ measurements: lenientList(measurementSchema.extend({ eventId: str })), total: int })
      .catch({ measurements: [], total: null }),
    // How many there are: the answer's total, else how many it lists.
    result: ({ measurements, total }) => ({ measurements, total: total ?? measurements.length }),
  }),
  cancelLoyaltyEvent: operation({
    url: 'POST {base_url}/CALL/LoyaltyAPI/cancelEvent/{LOYALTY_PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: z.object({ canceledAt: timestamp, reversedPoints: num }).catch({ canceledAt: null, reversedPoints: null }),
    result: (answer, { input }) => ({ eventId: input.eventId, ...answer }),
  }),
  upsertLoyaltySegment: operation({
    url: 'POST {base_url}/CALL/LoyaltyAPI/upsertSegment/{LOYALTY_PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: segmentAnswer,
    result: segmentResult,
  }),
  addUserToLoyaltySegment: operation({
    url: 'POST {base_url}/CALL/LoyaltyAPI/addUserToSegment/{LOYALTY_PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: segmentAnswer,
    result: segmentResult,
  }),
  startLoyaltyTransaction: operation({
    url: 'POST {base_url}/CALL/LoyaltyAPI/startTransaction/{LOYALTY_PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({ input: z.object({ eventData: optional(z.object({ rate: optional(z.number().gt(0, 'must be greater than 0')) })) }) }),
    response: transactionAnswer,
    result: transactionResult,
  }),
  commitLoyaltyTransaction: operation({
    url: 'POST {base_url}/CALL/LoyaltyAPI/commitTransaction/{LOYALTY_PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: transactionAnswer,
    result: transactionResult,
  }),
  cancelLoyaltyTransaction: operation({
    url: 'POST {legacy_base_url}/CALL/LoyaltyAPI/cancelTransaction/{LOYALTY_PROJECT_ID}',
    access: 'write',
    settle: { none: "the document has no read of a loyalty transaction (4.3: cancelTransaction answers {})" },
    inferred: false,
    request: z.object({ input: z.object({ userId: userIdRule }) }),
    // The document answers `{}`: the 2xx alone acknowledges the cancel.
    response: acknowledgement,
    result: (_answer, { input }) => ({ userId: input.userId, transactionId: input.transactionId }),
  }),
});
