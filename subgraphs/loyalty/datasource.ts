import { z } from 'zod';
import { OPERATIONS, type OperationSpec } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { toServiceBody } from '../shared/validation';
import type { LoyaltyEventFilter, RecordLoyaltyEventInput } from './__generated__/resolvers-types';

const str = z.string().optional();
const num = z.number().optional();
const freeObject = z.record(z.string(), z.unknown());

/** Field name → messages, as receiveEvent reports entity and event data problems. */
const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrorMap = z.infer<typeof fieldErrors>;

const receiveResponse = z.object({
  eventId: z.string(),
  entityErrors: fieldErrors.nullish().transform((errors) => errors ?? {}),
  eventErrors: fieldErrors.nullish().transform((errors) => errors ?? {}),
});
export type ReceiveResult = z.infer<typeof receiveResponse>;

const measurementSchema = z.object({
  measurement: str,
  value: num,
  groupeName: str,
  groupeValue: str,
  time: str,
});
export type MeasurementRecord = z.infer<typeof measurementSchema>;

const actionSchema = z.object({
  rule: z.string(),
  type: z.string(),
  status: z.string(),
  points: num,
  transactionId: str,
  walletId: str,
  accountNumber: str,
  walletTransactionId: str,
  reason: str,
  reversal: str,
  reversedPoints: num,
  canceledAt: str,
});
export type ActionRecord = z.infer<typeof actionSchema>;

/** A getEvents element in the designed shape (emulator/README.md, Loyalty). */
const eventSchema = z.object({
  eventId: z.string(),
  entityId: str,
  entityType: str,
  entityData: freeObject.optional(),
  referenceId: str,
  eventType: str,
  eventData: freeObject.optional(),
  // An event recorded with measurement errors keeps what was sent: only well-formed ones are typed.
  measurements: z
    .array(z.unknown())
    .optional()
    .transform((list) =>
      (list ?? []).flatMap((item) => {
        const parsed = measurementSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  time: str,
  receivedAt: str,
  entityErrors: fieldErrors.optional(),
  eventErrors: fieldErrors.optional(),
  actions: z.array(actionSchema).optional(),
});
export type EventRecord = z.infer<typeof eventSchema>;

const eventPageSchema = z.object({
  events: z.array(eventSchema),
  total: num,
  page: num,
  limit: num,
});

/** getEvents as received: the body untouched, and its typed reading when it has the designed shape. */
export interface EventPage {
  raw: Record<string, unknown>;
  events: EventRecord[] | null;
  total: number | null;
  page: number | null;
  limit: number | null;
}

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

  async getEvents(input: EventsRequest): Promise<EventPage> {
    const filters = input.filters?.map((filter) => ({ ...filter, condition: filter.condition ?? 'eq' }));
    const raw = await this.call(OPERATIONS.getLoyaltyEvents, toServiceBody({ ...input, filters }), freeObject);
    const parsed = eventPageSchema.safeParse(raw);
    if (!parsed.success) return { raw, events: null, total: null, page: null, limit: null };
    const { events, total, page, limit } = parsed.data;
    return { raw, events, total: total ?? null, page: page ?? null, limit: limit ?? null };
  }

  async cancelTransaction(input: { userId: string; transactionId: string }): Promise<void> {
    await this.call(OPERATIONS.cancelLoyaltyTransaction, toServiceBody(input), z.object({}));
  }
}
