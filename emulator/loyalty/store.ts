import type { Clock } from '../clock';
import { POINT } from '../currencies';
import { badRequest, notFound } from '../http';
import { toMinor } from '../money';
import { overLimit, type AccountRecord, type WalletStore } from '../wallets/store';
import { DEFAULT_RULES, RULE_ENTITY_TYPE, pointsFor, type LoyaltyRule } from './rules';
import { isRecord, validateEvent, type FieldErrors } from './validation';

/** What one rule action did for one event. */
export interface LoyaltyActionRecord {
  rule: string;
  type: 'EARN_POINTS';
  /** `applied`: points loaded; `skipped`: nothing loaded (see `reason`); `canceled`: reversed by cancelTransaction. */
  status: 'applied' | 'skipped' | 'canceled';
  points: number;
  /** What cancelTransaction is keyed by: the event's `transactionId`, or the wallet's own id when it had none. */
  transactionId: string | undefined;
  walletId: string | undefined;
  accountNumber: string | undefined;
  walletTransactionId: string | undefined;
  reason: string | undefined;
  /** How a cancel took the points back: the wallet transaction was `canceled`, or the points were `spent`. */
  reversal: 'canceled' | 'spent' | 'none' | undefined;
  reversedPoints: number | undefined;
  canceledAt: string | undefined;
}

export interface LoyaltyEventRecord {
  eventId: string;
  sequence: number;
  entityId: string;
  entityType: string;
  entityData: Record<string, unknown>;
  referenceId: string | undefined;
  eventType: string;
  eventData: Record<string, unknown>;
  measurements: unknown[];
  /** The event's own time, or when it was received when it gave none (or an invalid one). */
  time: string;
  receivedAt: string;
  entityErrors: FieldErrors;
  eventErrors: FieldErrors;
  actions: LoyaltyActionRecord[];
  /** Cancel Event (inferred): when the event was canceled, its applied actions reversed. */
  canceledAt?: string | undefined;
}

/** A user segment (Upsert Segment, inferred) and the users added to it. */
export interface SegmentRecord {
  segmentId: string;
  name: string;
  description: string;
  userIds: string[];
  createdAt: string;
  updatedAt: string;
}

/**
 * A two-phase earn (Start Transaction, inferred): the points an event would earn, held until Commit
 * Transaction records the event and loads them.
 */
export interface LoyaltyTransactionRecord {
  transactionId: string;
  userId: string;
  eventType: string;
  eventData: Record<string, unknown>;
  points: number;
  status: 'STARTED' | 'COMMITTED';
  eventId: string | undefined;
  startedAt: string;
  committedAt: string | undefined;
}

/** What the rules would do for an event (Calculate, inferred), without doing it. */
export interface CalculatedAction {
  rule: string;
  points: number;
  status: 'would-apply' | 'skipped';
  reason: string | undefined;
}

export interface IncomingEvent {
  entityId: string;
  entityType: string;
  eventType: string;
  entityData?: Record<string, unknown> | undefined;
  eventData?: Record<string, unknown> | undefined;
  referenceId?: string | undefined;
  measurements?: unknown;
  time?: unknown;
}

interface EventFilter {
  condition: 'eq';
  key: string;
  value: string | number | boolean;
}

export interface EventQuery {
  entityType: string;
  entityId: string;
  filters: EventFilter[];
  limit: number;
  page: number;
}

/** Filter keys getEvents accepts besides `eventData.<field>` and `entityData.<field>`. */
export const EVENT_FILTER_KEYS = ['eventId', 'eventType', 'referenceId', 'time'] as const;

export const isFilterKey = (key: string): boolean =>
  (EVENT_FILTER_KEYS as readonly string[]).includes(key) || /^(eventData|entityData)\.[^.]+$/.test(key);

/** Points account naming for users that have none yet. */
const newPointAccount = (userId: string) => ({ walletId: `wallet-${userId}`, accountNumber: `PNT-${userId}` });

/** What a state file keeps of loyalty (its rules are configuration, from the code). */
export interface LoyaltySnapshot {
  events: LoyaltyEventRecord[];
  sequence: number;
  segments: SegmentRecord[];
  transactions: LoyaltyTransactionRecord[];
}

/** Loyalty events, the rule actions they ran, and their cancellation, over the shared wallet store. */
export class LoyaltyStore {
  private readonly events: LoyaltyEventRecord[] = [];
  private readonly segments = new Map<string, SegmentRecord>();
  private readonly transactions = new Map<string, LoyaltyTransactionRecord>();
  private sequence = 0;

  constructor(
    private readonly clock: Clock,
    private readonly wallets: WalletStore,
    private readonly rules: readonly LoyaltyRule[] = DEFAULT_RULES,
  ) {}

  /** The live records (serialize at once). */
  snapshot(): LoyaltySnapshot {
    return { events: this.events, sequence: this.sequence, segments: [...this.segments.values()], transactions: [...this.transactions.values()] };
  }

  /** Fills an empty store from a snapshot. */
  restore(snapshot: LoyaltySnapshot): void {
    this.events.push(...snapshot.events);
    this.sequence = snapshot.sequence;
    for (const segment of snapshot.segments) this.segments.set(segment.segmentId, segment);
    for (const transaction of snapshot.transactions) this.transactions.set(transaction.transactionId, transaction);
  }

  /** Cancel Event (inferred): the event is marked canceled and the points its actions earned are reversed. */
  cancelEvent(eventId: string): { event: LoyaltyEventRecord; reversedPoints: number } {
    const event = this.events.find((candidate) => candidate.eventId === eventId);
    if (!event) throw notFound(`event ${eventId} not found`);
    if (event.canceledAt) throw badRequest(`event ${eventId} is already canceled`);
    let reversedPoints = 0;
    for (const action of event.actions) {
      if (action.status !== 'applied') continue;
      this.reverse(action, event.entityId);
      reversedPoints += action.reversedPoints ?? 0;
    }
    event.canceledAt = this.clock.now().toISOString();
    return { event, reversedPoints };
  }

  private knowsUser(userId: string): boolean {
    return (
      this.wallets.hasUser(userId) || this.events.some((event) => event.entityType === RULE_ENTITY_TYPE && event.entityId === userId)
    );
  }

  /** Upsert Segment (inferred): creates the segment, or renames it; its users stay. */
  upsertSegment(input: { segmentId: string; name: string; description?: string | undefined }): SegmentRecord {
    const stamp = this.clock.now().toISOString();
    const existing = this.segments.get(input.segmentId);
    const segment: SegmentRecord = {
      segmentId: input.segmentId,
      name: input.name,
      description: input.description ?? existing?.description ?? '',
      userIds: existing?.userIds ?? [],
      createdAt: existing?.createdAt ?? stamp,
      updatedAt: stamp,
    };
    this.segments.set(segment.segmentId, segment);
    return segment;
  }

  /**
   * Add User To Segment (inferred): a user already in the segment stays once. Only a user the service
   * knows joins (one with a wallet or account, or a USER event), so no segment lists a user who is not.
   */
  addUserToSegment(segmentId: string, userId: string): SegmentRecord {
    const segment = this.segments.get(segmentId);
    if (!segment) throw notFound(`segment ${segmentId} not found`);
    if (!this.knowsUser(userId)) throw notFound(`user ${userId} not found`);
    if (!segment.userIds.includes(userId)) {
      segment.userIds.push(userId);
      segment.updatedAt = this.clock.now().toISOString();
    }
    return segment;
  }

  /**
   * Calculate (inferred): what the rules of an event type would earn a user for this event data, as
   * receiveEvent would run them, without recording or loading anything.
   */
  calculate(userId: string, eventType: string, eventData: Record<string, unknown>): CalculatedAction[] {
    const probe: LoyaltyEventRecord = {
      eventId: '',
      sequence: 0,
      entityId: userId,
      entityType: RULE_ENTITY_TYPE,
      entityData: {},
      referenceId: undefined,
      eventType,
      eventData,
      measurements: [],
      time: this.clock.now().toISOString(),
      receivedAt: this.clock.now().toISOString(),
      entityErrors: {},
      eventErrors: {},
      actions: [],
    };
    return this.rules
      .filter((rule) => rule.eventType === eventType)
      .map((rule) => {
        const outcome = this.earned(rule, probe);
        return 'points' in outcome
          ? { rule: rule.id, points: outcome.points, status: 'would-apply', reason: undefined }
          : { rule: rule.id, points: 0, status: 'skipped', reason: outcome.skipped };
      });
  }

  /** Start Transaction (inferred): holds what the event would earn until it is committed. */
  startTransaction(input: { userId: string; transactionId: string; eventType: string; eventData: Record<string, unknown> }): LoyaltyTransactionRecord {
    if (this.transactions.has(input.transactionId) || this.transactionUsed(input.transactionId)) {
      throw badRequest(`transaction ${input.transactionId} already exists`);
    }
    const eventData = { ...input.eventData, transactionId: input.transactionId };
    const points = this.calculate(input.userId, input.eventType, eventData).reduce((sum, action) => sum + action.points, 0);
    const transaction: LoyaltyTransactionRecord = {
      ...input,
      eventData,
      points,
      status: 'STARTED',
      eventId: undefined,
      startedAt: this.clock.now().toISOString(),
      committedAt: undefined,
    };
    this.transactions.set(transaction.transactionId, transaction);
    return transaction;
  }

  /**
   * Commit Transaction (inferred): records the held event, whose rules then load the points, so
   * the documented cancelTransaction reverses them like any other event's.
   */
  commitTransaction(userId: string, transactionId: string): LoyaltyTransactionRecord {
    const transaction = this.transactions.get(transactionId);
    if (!transaction || transaction.userId !== userId) throw notFound(`transaction ${transactionId} not found for user ${userId}`);
    if (transaction.status !== 'STARTED') throw badRequest(`transaction ${transactionId} is already committed`);
    const event = this.receive({ entityId: userId, entityType: RULE_ENTITY_TYPE, eventType: transaction.eventType, eventData: transaction.eventData });
    transaction.status = 'COMMITTED';
    transaction.eventId = event.eventId;
    transaction.committedAt = event.receivedAt;
    transaction.points = event.actions.filter((action) => action.status === 'applied').reduce((sum, action) => sum + action.points, 0);
    return transaction;
  }

  /** List Measurements (inferred): every measurement of an entity's events, newest event first, optionally one measurement. */
  measurements(entityType: string, entityId: string, measurement: string | undefined): Record<string, unknown>[] {
    return this.events
      .filter((event) => event.entityType === entityType && event.entityId === entityId && !event.canceledAt)
      .sort((a, b) => b.sequence - a.sequence)
      .flatMap((event) =>
        event.measurements
          .filter((entry): entry is Record<string, unknown> => isRecord(entry) && (measurement === undefined || entry.measurement === measurement))
          .map((entry) => ({ ...entry, eventId: event.eventId })),
      );
  }

  /** Records the event (with its field errors, if any), then runs its rules when it has none. */
  receive(input: IncomingEvent): LoyaltyEventRecord {
    const now = this.clock.now();
    const entityData = input.entityData ?? {};
    const eventData = input.eventData ?? {};
    const { entityErrors, eventErrors } = validateEvent(
      { eventType: input.eventType, entityData, eventData, measurements: input.measurements, time: input.time },
      now,
    );
    const rules = input.entityType === RULE_ENTITY_TYPE ? this.rules.filter((rule) => rule.eventType === input.eventType) : [];
    const transactionId = typeof eventData.transactionId === 'string' ? eventData.transactionId : undefined;
    if (rules.length > 0 && transactionId && !eventErrors.transactionId && this.transactionUsed(transactionId)) {
      eventErrors.transactionId = ['has already been used by another transaction'];
    }
    const valid = Object.keys(entityErrors).length === 0 && Object.keys(eventErrors).length === 0;
    const event = this.record({
      entityId: input.entityId,
      entityType: input.entityType,
      entityData,
      referenceId: input.referenceId,
      eventType: input.eventType,
      eventData,
      measurements: Array.isArray(input.measurements) ? input.measurements : [],
      time: typeof input.time === 'string' && !eventErrors.time ? new Date(input.time).toISOString() : now.toISOString(),
      receivedAt: now.toISOString(),
      entityErrors,
      eventErrors,
    });
    if (valid) for (const rule of rules) event.actions.push(this.run(rule, event));
    return event;
  }

  /** Stores an event as history, without validating it or running rules (seed data). */
  record(event: Omit<LoyaltyEventRecord, 'eventId' | 'sequence' | 'actions'> & { actions?: LoyaltyActionRecord[] }): LoyaltyEventRecord {
    this.sequence += 1;
    const record: LoyaltyEventRecord = {
      ...event,
      eventId: `evt-${String(this.sequence).padStart(6, '0')}`,
      sequence: this.sequence,
      actions: event.actions ?? [],
    };
    this.events.push(record);
    return record;
  }

  /** The entity's events matching every filter, newest first, one page of them. */
  query(query: EventQuery): { events: LoyaltyEventRecord[]; total: number } {
    const found = this.events.filter(
      (event) =>
        event.entityType === query.entityType &&
        event.entityId === query.entityId &&
        query.filters.every((filter) => equals(fieldOf(event, filter.key), filter.value)),
    );
    found.sort((a, b) => (a.time === b.time ? b.sequence - a.sequence : a.time < b.time ? 1 : -1));
    const start = (query.page - 1) * query.limit;
    return { events: found.slice(start, start + query.limit), total: found.length };
  }

  /**
   * Reverses the points a transaction earned the user. An untouched wallet transaction is canceled;
   * one that was partly spent cannot be (section 3), so the earned points are spent back instead,
   * at most down to a zero balance. A transaction already canceled is left alone.
   */
  cancelTransaction(userId: string, transactionId: string): LoyaltyActionRecord[] {
    const actions = this.events
      .filter((event) => event.entityType === RULE_ENTITY_TYPE && event.entityId === userId)
      .flatMap((event) => event.actions)
      .filter((action) => action.transactionId === transactionId && action.status !== 'skipped');
    if (actions.length === 0) throw notFound(`transaction ${transactionId} not found for user ${userId}`);
    for (const action of actions) if (action.status === 'applied') this.reverse(action, userId);
    return actions;
  }

  private reverse(action: LoyaltyActionRecord, userId: string): void {
    const stamp = this.clock.now().toISOString();
    const account = action.accountNumber ? this.wallets.find(action.accountNumber) : undefined;
    const lot = action.walletTransactionId ? this.wallets.findTransaction(action.walletTransactionId) : undefined;
    action.status = 'canceled';
    action.canceledAt = stamp;
    if (!account || !lot || lot.isCanceled) {
      action.reversal = 'none';
      action.reversedPoints = 0;
    } else if (lot.remainingMinor === lot.amountMinor) {
      this.wallets.cancel(account, lot.transactionId, stamp);
      action.reversal = 'canceled';
      action.reversedPoints = action.points;
    } else {
      const taken = Math.min(action.points, this.wallets.balance(account));
      if (taken > 0) {
        this.wallets.spend(account, {
          amount: taken,
          description: `loyalty transaction ${action.transactionId ?? lot.transactionId} canceled`,
          channel: 'loyalty',
          referenceId: action.transactionId,
          userId,
          additionalData: { canceledTransactionId: lot.transactionId },
        });
      }
      action.reversal = 'spent';
      action.reversedPoints = taken;
    }
  }

  private transactionUsed(transactionId: string): boolean {
    return (
      this.wallets.findTransaction(transactionId) !== undefined ||
      this.events.some((event) => event.actions.some((action) => action.transactionId === transactionId))
    );
  }

  /** The points a rule earns for an event, or why it earns none (before any account is touched). */
  private earned(rule: LoyaltyRule, event: LoyaltyEventRecord): { points: number } | { skipped: string } {
    let points: number;
    if (rule.action.type === 'EARN_POINTS_FROM_AMOUNT') {
      const amount = event.eventData.amount;
      const rate = event.eventData.rate;
      if (typeof amount !== 'number') return { skipped: 'no amount' };
      points = pointsFor(amount, typeof rate === 'number' ? rate : rule.action.defaultRate);
    } else {
      points = rule.action.points;
      if (rule.action.oncePerEntity) {
        const earlier = this.events.find(
          (other) =>
            other !== event &&
            other.entityType === event.entityType &&
            other.entityId === event.entityId &&
            other.eventType === event.eventType &&
            Object.keys(other.entityErrors).length === 0 &&
            Object.keys(other.eventErrors).length === 0,
        );
        if (earlier) return { skipped: `already earned by event ${earlier.eventId}` };
      }
    }
    return points > 0 ? { points } : { skipped: 'earns 0 points' };
  }

  private run(rule: LoyaltyRule, event: LoyaltyEventRecord): LoyaltyActionRecord {
    const skipped = (reason: string): LoyaltyActionRecord => ({ ...emptyAction(rule.id), reason });
    const outcome = this.earned(rule, event);
    if ('skipped' in outcome) return skipped(outcome.skipped);
    const { points } = outcome;
    const account = this.pointAccount(event.entityId);
    // Refused points are the action's outcome, not a 400: the event is recorded already.
    if (toMinor(points) > this.wallets.roomMinor(account)) {
      return skipped(overLimit(account));
    }
    const wanted = typeof event.eventData.transactionId === 'string' ? event.eventData.transactionId : undefined;
    // Two rules of one event cannot share a wallet transaction id: the second gets the wallet's own.
    const own = wanted && !this.wallets.findTransaction(wanted) ? wanted : undefined;
    const orderId = typeof event.eventData.orderId === 'string' ? event.eventData.orderId : undefined;
    const loaded = this.wallets.load(account, {
      amount: points,
      transactionId: own,
      description: `${event.eventType} points (${rule.id})`,
      channel: 'loyalty',
      referenceId: event.referenceId ?? orderId ?? event.eventId,
      userId: event.entityId,
      additionalData: { eventId: event.eventId, rule: rule.id },
    });
    return {
      ...emptyAction(rule.id),
      status: 'applied',
      points,
      transactionId: own ?? loaded.transactionId,
      walletId: account.walletId,
      accountNumber: account.accountNumber,
      walletTransactionId: loaded.transactionId,
    };
  }

  /** The user's POINT account (a `loyalty` channel one first), created when the user has none. */
  pointAccount(userId: string): AccountRecord {
    const points = this.wallets.accountsOfUser(userId).filter((account) => account.currency === POINT);
    const existing = points.find((account) => account.channel === 'loyalty') ?? points[0];
    if (existing) return existing;
    const named = newPointAccount(userId);
    let accountNumber = named.accountNumber;
    for (let n = 2; this.wallets.find(accountNumber); n++) accountNumber = `${named.accountNumber}-${n}`;
    return this.wallets.createAccount({
      walletId: this.wallets.accountsOfUser(userId)[0]?.walletId ?? named.walletId,
      accountNumber,
      currency: POINT,
      channel: 'loyalty',
      accountType: 'virtual',
      userId,
      title: `Points of ${userId}`,
      updatedBy: 'loyalty',
    });
  }
}

function emptyAction(rule: string): LoyaltyActionRecord {
  return {
    rule,
    type: 'EARN_POINTS',
    status: 'skipped',
    points: 0,
    transactionId: undefined,
    walletId: undefined,
    accountNumber: undefined,
    walletTransactionId: undefined,
    reason: undefined,
    reversal: undefined,
    reversedPoints: undefined,
    canceledAt: undefined,
  };
}

function fieldOf(event: LoyaltyEventRecord, key: string): unknown {
  const [head, field] = key.split('.', 2);
  if (field !== undefined) {
    const data = head === 'eventData' ? event.eventData : head === 'entityData' ? event.entityData : undefined;
    return isRecord(data) ? data[field] : undefined;
  }
  switch (key) {
    case 'eventId':
      return event.eventId;
    case 'eventType':
      return event.eventType;
    case 'referenceId':
      return event.referenceId;
    case 'time':
      return event.time;
    default:
      return undefined;
  }
}

/** `eq`: primitives compare by their string form, so "100" matches an amount of 100. */
function equals(actual: unknown, expected: string | number | boolean): boolean {
  if (actual === undefined || actual === null || typeof actual === 'object') return false;
  return String(actual) === String(expected);
}
