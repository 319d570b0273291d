import { z } from 'zod';
import { num, object, pageSize, parseBody, post, text, type Routes } from '../http';
import { EVENT_FILTER_KEYS, isFilterKey, type LoyaltyActionRecord, type LoyaltyEventRecord, type LoyaltyStore } from './store';

const MAX_EVENTS_PAGE = 100;
const DEFAULT_EVENTS_PAGE = 20;

const optionalText = () => z.string({ error: 'must be a string' }).optional();

function actionView(action: LoyaltyActionRecord) {
  return {
    rule: action.rule,
    type: action.type,
    status: action.status,
    points: action.points,
    transactionId: action.transactionId,
    walletId: action.walletId,
    accountNumber: action.accountNumber,
    walletTransactionId: action.walletTransactionId,
    reason: action.reason,
    reversal: action.reversal,
    reversedPoints: action.reversedPoints,
    canceledAt: action.canceledAt,
  };
}

/** getEvents' element: the recorded event (2.6), its id, its validation outcome and its rule actions. */
function eventView(event: LoyaltyEventRecord) {
  return {
    eventId: event.eventId,
    entityId: event.entityId,
    entityType: event.entityType,
    entityData: event.entityData,
    referenceId: event.referenceId,
    eventType: event.eventType,
    eventData: event.eventData,
    measurements: event.measurements,
    time: event.time,
    receivedAt: event.receivedAt,
    entityErrors: event.entityErrors,
    eventErrors: event.eventErrors,
    actions: event.actions.map(actionView),
    canceledAt: event.canceledAt,
  };
}

/** What a two-phase earn holds, then what it earned (inferred). */
const transactionView = (transaction: ReturnType<LoyaltyStore['startTransaction']>) => ({ ...transaction, eventData: { ...transaction.eventData } });
const segmentView = (segment: ReturnType<LoyaltyStore['upsertSegment']>) => ({ ...segment, userIds: [...segment.userIds] });

/** The event data Calculate and Start Transaction take: the fields the rules read. */
const ruleEventData = z.object({ amount: num().min(0, 'must be 0 or more').optional(), rate: num().positive('must be greater than 0').optional() });

export function loyaltyRoutes(store: LoyaltyStore): Routes {
  return {
    'LoyaltyAPI/receiveEvent': post(({ body }) => {
      // Without these the event cannot be recorded at all: a 400. Everything inside entityData,
      // eventData, measurements and time is checked field by field and answered as data.
      const input = parseBody(
        z.object({
          entityId: text(),
          entityType: text(),
          eventType: text(),
          entityData: object().optional(),
          eventData: object().optional(),
          referenceId: optionalText(),
          measurements: z.unknown().optional(),
          time: z.unknown().optional(),
        }),
        body,
      );
      const event = store.receive(input);
      return { eventId: event.eventId, entityErrors: event.entityErrors, eventErrors: event.eventErrors };
    }, 'none'),

    'LoyaltyAPI/getEvents': post(({ body }) => {
      const input = parseBody(
        z.object({
          entityId: text(),
          entityType: text(),
          filters: z
            .array(
              z.object({
                condition: z.literal('eq', { error: 'must be eq' }),
                key: text().refine(isFilterKey, {
                  message: `must be one of ${EVENT_FILTER_KEYS.join(', ')}, eventData.<field> or entityData.<field>`,
                }),
                value: z.union([z.string(), z.number(), z.boolean()], { error: 'must be a string, number or boolean' }),
              }),
              { error: 'must be an array' },
            )
            .max(20, 'must hold at most 20 filters')
            .default([]),
          limit: pageSize(MAX_EVENTS_PAGE).default(DEFAULT_EVENTS_PAGE),
          page: z.number({ error: 'must be a number' }).int('must be an integer').min(1, 'must be at least 1').default(1),
        }),
        body,
      );
      const { events, total } = store.query(input);
      return { events: events.map(eventView), total, page: input.page, limit: input.limit };
    }, 'slash'),

    'LoyaltyAPI/cancelEvent': post(({ body }) => {
      const input = parseBody(z.object({ eventId: text() }), body);
      const { event, reversedPoints } = store.cancelEvent(input.eventId);
      return { eventId: event.eventId, canceledAt: event.canceledAt, reversedPoints };
    }, 'loyaltyProject'),

    'LoyaltyAPI/upsertSegment': post(({ body }) => {
      const input = parseBody(z.object({ segmentId: text(), name: text(), description: optionalText() }), body);
      return { segment: segmentView(store.upsertSegment(input)) };
    }, 'loyaltyProject'),

    'LoyaltyAPI/addUserToSegment': post(({ body }) => {
      const input = parseBody(z.object({ segmentId: text(), userId: text() }), body);
      return { segment: segmentView(store.addUserToSegment(input.segmentId, input.userId)) };
    }, 'loyaltyProject'),

    'LoyaltyAPI/calculate': post(({ body }) => {
      const input = parseBody(z.object({ userId: text(), eventType: text(), eventData: ruleEventData.default({}) }), body);
      const actions = store.calculate(input.userId, input.eventType, input.eventData);
      return { actions, totalPoints: actions.reduce((sum, action) => sum + action.points, 0) };
    }, 'loyaltyProject'),

    'LoyaltyAPI/startTransaction': post(({ body }) => {
      const input = parseBody(
        z.object({ userId: text(), transactionId: text(), eventType: text().default('PURCHASE'), eventData: ruleEventData.default({}) }),
        body,
      );
      return { transaction: transactionView(store.startTransaction(input)) };
    }, 'loyaltyProject'),

    'LoyaltyAPI/commitTransaction': post(({ body }) => {
      const input = parseBody(z.object({ userId: text(), transactionId: text() }), body);
      return { transaction: transactionView(store.commitTransaction(input.userId, input.transactionId)) };
    }, 'loyaltyProject'),

    'LoyaltyAPI/listMeasurements': post(({ body }) => {
      const input = parseBody(z.object({ entityId: text(), entityType: text(), measurement: optionalText() }), body);
      const measurements = store.measurements(input.entityType, input.entityId, input.measurement);
      return { measurements, total: measurements.length };
    }, 'loyaltyProject'),

    'LoyaltyAPI/cancelTransaction': post(({ body }) => {
      const input = parseBody(z.object({ userId: text(), transactionId: text() }), body);
      store.cancelTransaction(input.userId, input.transactionId);
      return {};
    }, 'loyaltyProject'),
  };
}
