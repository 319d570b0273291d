import { z } from 'zod';
import { lenient, lenientInt, lenientList, lenientObject, lenientTimestamp } from '../shared/tolerant';

/*
 * The service's loyalty records as the facade reads them (tolerant zod readers), and their types:
 * what models.ts, the loaders and the resolvers are typed by. The rows (operations.ts) read their
 * answers with these. Imports point one way (generated types → models.ts → records.ts, and
 * operations.ts → records.ts), so this module imports neither the rows nor the generated types.
 */

const str = lenient(z.string());
const num = lenient(z.number());
const int = lenientInt();
const timestamp = lenientTimestamp();

/**
 * Field name → messages, as receiveEvent reports entity and event data problems. Read from any
 * value: a field's messages are its strings (a lone string is one message); a field with none says
 * nothing and is left out, and anything but an object reads as no errors.
 */
export const fieldErrors = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((errors) => {
    const result: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(errors)) {
      const messages = (Array.isArray(value) ? value : [value]).filter((message): message is string => typeof message === 'string');
      if (messages.length > 0) result[field] = messages;
    }
    return result;
  });
export type FieldErrorMap = z.output<typeof fieldErrors>;

export const measurementSchema = z.object({
  measurement: str,
  value: num,
  groupeName: str,
  groupeValue: str,
  time: timestamp,
});
export type MeasurementRecord = z.output<typeof measurementSchema>;

/** A rule action (the emulator's shape); the rule names it, so an action without one is left out. */
const actionSchema = z.object({
  rule: z.string(),
  type: str,
  status: str,
  points: num,
  transactionId: str,
  walletId: str,
  accountNumber: str,
  walletTransactionId: str,
  reason: str,
  reversal: str,
  reversedPoints: num,
  canceledAt: timestamp,
});
export type ActionRecord = z.output<typeof actionSchema>;

/**
 * A getEvents element in the designed shape (emulator/README.md, Loyalty): every field read when it
 * has the expected type, null or empty otherwise; the eventId is the event's key and required.
 */
const eventSchema = z.object({
  eventId: z.string(),
  entityId: str,
  entityType: str,
  entityData: lenientObject(),
  referenceId: str,
  eventType: str,
  eventData: lenientObject(),
  measurements: lenientList(measurementSchema),
  time: timestamp,
  receivedAt: timestamp,
  entityErrors: fieldErrors,
  eventErrors: fieldErrors,
  actions: lenientList(actionSchema),
  canceledAt: timestamp,
});
export type EventRecord = z.output<typeof eventSchema>;

/**
 * getEvents as received: the body untouched as `raw`, and what of the designed shape it carries
 * (events without an eventId are left out; counts it does not carry are null).
 */
const eventPageFields = z
  .object({ events: lenientList(eventSchema), total: int, page: int, limit: int })
  .catch(() => ({ events: [], total: null, page: null, limit: null }));
export const eventPage = z.unknown().transform((raw) => ({ ...eventPageFields.parse(raw), raw }));
export type EventPage = z.output<typeof eventPage>;

/** A segment as Upsert Segment and Add User To Segment answer it (inferred, emulator/README.md). */
export const segmentSchema = z.object({
  segmentId: str,
  name: str,
  description: str,
  userIds: lenientList(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SegmentRecord = z.output<typeof segmentSchema>;

/** A two-phase earn as Start and Commit Transaction answer it (inferred). */
export const transactionSchema = z.object({
  transactionId: str,
  userId: str,
  eventType: str,
  points: num,
  status: str,
  eventId: str,
  startedAt: timestamp,
  committedAt: timestamp,
});
export type LoyaltyTransactionRecord = z.output<typeof transactionSchema>;
