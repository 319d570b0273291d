import { z } from 'zod';
import { acknowledgement, lenient, lenientInt, lenientList, lenientObject, lenientTimestamp } from '../shared/tolerant';
import { OPERATIONS, type OperationSpec } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { toServiceBody } from '../shared/validation';
import type { LoyaltyEventFilter, RecordLoyaltyEventInput } from './__generated__/resolvers-types';

const str = lenient(z.string());
const num = lenient(z.number());
const int = lenientInt();
const timestamp = lenientTimestamp();

/**
 * Field name → messages, as receiveEvent reports entity and event data problems. Read from any
 * value: a field's messages are its strings (a lone string is one message); a field with none says
 * nothing and is left out, and anything but an object reads as no errors.
 */
const fieldErrors = z
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

/**
 * receiveEvent's answer (4.3). Its 2xx says the event was recorded, so no part of the answer can
 * fail the write: an answer without an eventId leaves the payload's eventId null.
 */
const receiveResponse = z
  .object({ eventId: str, entityErrors: fieldErrors, eventErrors: fieldErrors })
  .catch(() => ({ eventId: null, entityErrors: {}, eventErrors: {} }));
export type ReceiveResult = z.output<typeof receiveResponse>;

const measurementSchema = z.object({
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
});
export type EventRecord = z.output<typeof eventSchema>;

/**
 * getEvents as received: the body untouched as `raw`, and what of the designed shape it carries
 * (events without an eventId are left out; counts it does not carry are null).
 */
const eventPage = z.unknown().transform((raw) => {
  const page = z
    .object({ events: lenientList(eventSchema), total: int, page: int, limit: int })
    .catch({ events: [], total: null, page: null, limit: null })
    .parse(raw);
  return { ...page, raw };
});
export type EventPage = z.output<typeof eventPage>;

export interface EventsRequest {
  entityId: string;
  entityType: string;
  filters?: LoyaltyEventFilter[] | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One method per loyalty operation of the service (4.3). */
export class LoyaltyDataSource {
  constructor(private readonly scope: RequestScope) {}

  private call<T>(spec: OperationSpec, body: unknown, response: z.ZodType<T>): Promise<T> {
    return this.scope.client.call(spec, { apiKey: this.scope.apiKey, body, response });
  }

  /**
   * `eventData.additionalData` is the facade's way to send undocumented event fields: they travel
   * inside `eventData`, beside (and never over) the documented ones.
   */
  receiveEvent(input: RecordLoyaltyEventInput): Promise<ReceiveResult> {
    const { eventData, ...rest } = input;
    const body = toServiceBody(rest);
    if (eventData && isRecord(body)) {
      const { additionalData, ...documented } = eventData;
      const known = toServiceBody(documented);
      body.eventData = { ...(additionalData ?? {}), ...(isRecord(known) ? known : {}) };
    }
    return this.call(OPERATIONS.receiveLoyaltyEvent, body, receiveResponse);
  }

  getEvents(input: EventsRequest): Promise<EventPage> {
    const filters = input.filters?.map((filter) => ({ ...filter, condition: filter.condition ?? 'eq' }));
    return this.call(OPERATIONS.getLoyaltyEvents, toServiceBody({ ...input, filters }), eventPage);
  }

  /** The document answers `{}`: the 2xx alone acknowledges the cancel. */
  async cancelTransaction(input: { userId: string; transactionId: string }): Promise<void> {
    await this.call(OPERATIONS.cancelLoyaltyTransaction, toServiceBody(input), acknowledgement);
  }
}
