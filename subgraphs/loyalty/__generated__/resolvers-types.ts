import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel, WalletAccountRefModel, LoyaltyEventModel, LoyaltyEventPageModel, LoyaltyRuleActionModel, LoyaltyMeasurementModel, LoyaltyEventDataModel, CancelLoyaltyTransactionModel, LoyaltySegmentModel, LoyaltyTransactionModel } from '../models';
import type { RequestScope } from '../../shared/subgraph';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An amount of money: finite, 0 or more, at most two decimals, at most 1000000000000. */
  Amount: { input: number; output: number; }
  /** A catalogue code (product, family, group, category, attribute): not blank, at most 255 characters. */
  Code: { input: string; output: string; }
  /** A currency as the service names it (POINT, EURO, ...): not blank, at most 32 characters. */
  Currency: { input: string; output: string; }
  /** An ISO 8601 date-time with a time zone, such as 2026-11-21T10:15:30Z. */
  DateTime: { input: Date; output: Date | string; }
  /** An identifier (an id, a number, a code of the service): not blank, at most 128 characters. */
  Identifier: { input: string; output: string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  /** A free JSON object of key/value fields. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** The offset of a page's first element: a whole number, 0 or more. */
  PageOffset: { input: number; output: number; }
  /** An identifier that becomes one URL path segment: not blank, at most 128 characters, and no ., .., /, \, ?, # or control character. */
  PathSegment: { input: string; output: string; }
  /** An amount of money to move: finite, greater than 0, at most two decimals, at most 1000000000000. */
  PositiveAmount: { input: number; output: number; }
  /** A whole number of units: 0 to 1000000000. */
  Quantity: { input: number; output: number; }
  /** Free text of at most 200 characters (a title, a name, a search text). */
  ShortText: { input: string; output: string; }
  /** Free text of at most 1000 characters (a description). */
  Text: { input: string; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** The request fields of the Add User To Segment operation (inferred: the document names it only by title). */
export type AddUserToLoyaltySegmentInput = {
  /** The segment. */
  segmentId: Scalars['Identifier']['input'];
  /** The user to add; a user already in it stays once. */
  userId: Scalars['Identifier']['input'];
};

/** The request fields of the Cancel Event operation (inferred: the document names it only by title). */
export type CancelLoyaltyEventInput = {
  /** The event to cancel, as recordLoyaltyEvent returned its id. */
  eventId: Scalars['Identifier']['input'];
};

/** What cancelLoyaltyEvent did: the event canceled, and the points its rule actions earned taken back. */
export type CancelLoyaltyEventPayload = {
  __typename?: 'CancelLoyaltyEventPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** When it was canceled; null when the answer does not say. */
  canceledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event canceled, as sent. */
  eventId: Scalars['String']['output'];
  /** Points taken back from the user; null when the answer does not say. */
  reversedPoints?: Maybe<Scalars['Float']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of LoyaltyAPI/cancelTransaction. */
export type CancelLoyaltyTransactionInput = {
  /** The transaction to cancel (the transactionId its event was sent with). */
  transactionId: Scalars['Identifier']['input'];
  /** The user the transaction belongs to. */
  userId: Scalars['Identifier']['input'];
};

/** What cancelLoyaltyTransaction cancelled: the service answers {}, so the payload is what was sent, with read-backs beside it. */
export type CancelLoyaltyTransactionPayload = {
  __typename?: 'CancelLoyaltyTransactionPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The user's events of this transaction, read back through getEvents (eventData.transactionId); a failing read-back is an error here only. */
  events?: Maybe<Array<LoyaltyEvent>>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** The cancelled transaction. */
  transactionId: Scalars['String']['output'];
  /** The user, to read their balances after the cancel. */
  user?: Maybe<User>;
  /** The user whose transaction was cancelled. */
  userId: Scalars['String']['output'];
};

/** The request fields of the Commit Transaction operation (inferred: the document names it only by title). */
export type CommitLoyaltyTransactionInput = {
  /** The started transaction. */
  transactionId: Scalars['Identifier']['input'];
  /** The user of the transaction. */
  userId: Scalars['Identifier']['input'];
};

/** What one rule would do for an event (inferred). */
export type LoyaltyCalculatedAction = {
  __typename?: 'LoyaltyCalculatedAction';
  /** Points it would earn. */
  points?: Maybe<Scalars['Float']['output']>;
  /** Why it would earn nothing. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The rule, such as purchase-points. */
  rule: Scalars['String']['output'];
  /** would-apply or skipped. */
  status?: Maybe<Scalars['String']['output']>;
};

/** What the loyalty rules would earn for an event, without recording it (inferred: Calculate is named only by title). */
export type LoyaltyCalculation = {
  __typename?: 'LoyaltyCalculation';
  /** One entry per rule of the event type (empty when the answer lists none). */
  actions: Array<LoyaltyCalculatedAction>;
  /** Points all of them would earn. */
  totalPoints?: Maybe<Scalars['Float']['output']>;
};

/** A recorded loyalty event (the emulator's shape): each field is null when the service sends none or one of another type. */
export type LoyaltyEvent = {
  __typename?: 'LoyaltyEvent';
  /** The rule actions the event ran. */
  actions?: Maybe<Array<LoyaltyRuleAction>>;
  /** When the event was canceled (cancelLoyaltyEvent, inferred); null while it stands. */
  canceledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The entity data sent with the event. */
  entityData?: Maybe<Scalars['JSONObject']['output']>;
  /** Entity data fields that failed validation when the event was received. */
  entityErrors?: Maybe<Array<LoyaltyFieldError>>;
  /** The entity the event is about. */
  entityId?: Maybe<Scalars['String']['output']>;
  /** The entity's type, such as USER. */
  entityType?: Maybe<Scalars['String']['output']>;
  /** The event data. */
  eventData?: Maybe<LoyaltyEventData>;
  /** Event data fields that failed validation when the event was received. */
  eventErrors?: Maybe<Array<LoyaltyFieldError>>;
  /** The event's id, as receiveEvent returned it. */
  eventId: Scalars['ID']['output'];
  /** The event type, such as PURCHASE or REGISTRATION. */
  eventType?: Maybe<Scalars['String']['output']>;
  /** The event's measurements. */
  measurements?: Maybe<Array<LoyaltyMeasurement>>;
  /** When the service received it. */
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The caller's reference. */
  referenceId?: Maybe<Scalars['String']['output']>;
  /** When the event happened. */
  time?: Maybe<Scalars['DateTime']['output']>;
  /** The user the event is about, for USER events. */
  user?: Maybe<User>;
};

/** Events of LoyaltyAPI/getEvents, as a Relay connection. */
export type LoyaltyEventConnection = {
  __typename?: 'LoyaltyEventConnection';
  /** The items of this page, each with its cursor. */
  edges: Array<LoyaltyEventEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many events match (the service's total); null when it does not say. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** The event data of a loyalty event: its documented fields, typed, and every field as sent. */
export type LoyaltyEventData = {
  __typename?: 'LoyaltyEventData';
  /** Amount of the purchase. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** Currency of the amount: EURO or POINT. */
  currency?: Maybe<Scalars['String']['output']>;
  /** Every event data field as recorded, documented or not. */
  fields?: Maybe<Scalars['JSONObject']['output']>;
  /** The order the event belongs to. */
  orderId?: Maybe<Scalars['String']['output']>;
  /** Points per unit of amount. */
  rate?: Maybe<Scalars['Float']['output']>;
  /** The transaction the event belongs to; rule actions tie their points to it. */
  transactionId?: Maybe<Scalars['String']['output']>;
  /** Whether the service should call the webhook. */
  webhook?: Maybe<Scalars['Boolean']['output']>;
};

/** The event data sent with an event: the documented fields; the service checks each and reports problems in eventErrors. */
export type LoyaltyEventDataInput = {
  /** Further event data fields (not in the document: sent only when given), inside eventData beside the documented ones, which win on a clash. */
  additionalData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Amount of the purchase; a PURCHASE needs one. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** Currency of the amount: EURO or POINT. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** The order the event belongs to. */
  orderId?: InputMaybe<Scalars['String']['input']>;
  /** Points per unit of amount. */
  rate?: InputMaybe<Scalars['Float']['input']>;
  /** The transaction the event belongs to; a PURCHASE needs one. */
  transactionId?: InputMaybe<Scalars['String']['input']>;
  /** Whether the service should call the webhook. */
  webhook?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One item of a LoyaltyEventConnection. */
export type LoyaltyEventEdge = {
  __typename?: 'LoyaltyEventEdge';
  /** Opaque cursor of this item: pass it as after to continue after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: LoyaltyEvent;
};

/** One getEvents filter. */
export type LoyaltyEventFilter = {
  /** The condition; only eq is documented. */
  condition?: LoyaltyFilterCondition;
  /** The field: eventId, eventType, referenceId, time, eventData.<field> or entityData.<field>. */
  key: Scalars['String']['input'];
  /** The value to compare with. */
  value: Scalars['String']['input'];
};

/** One measurement recorded with an event (inferred: List Measurements is named only by title). */
export type LoyaltyEventMeasurement = {
  __typename?: 'LoyaltyEventMeasurement';
  /** The event that recorded it. */
  eventId?: Maybe<Scalars['String']['output']>;
  /** Name of the group the measurement belongs to. */
  groupeName?: Maybe<Scalars['String']['output']>;
  /** Value of that group. */
  groupeValue?: Maybe<Scalars['String']['output']>;
  /** What was measured. */
  measurement?: Maybe<Scalars['String']['output']>;
  /** When it was measured. */
  time?: Maybe<Scalars['DateTime']['output']>;
  /** The measured value. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** A page of events from LoyaltyAPI/getEvents, typed in the emulator's shape (emulator/README.md): the document shows no response shape, so raw is the body as received. */
export type LoyaltyEventPage = {
  __typename?: 'LoyaltyEventPage';
  /** The events of this page the body carries, newest first (empty when none); events without an eventId are left out, raw keeps them. */
  events: Array<LoyaltyEvent>;
  /** Requested page size; null when the body does not say. */
  limit?: Maybe<Scalars['Int']['output']>;
  /** This page's number, from 1; null when the body does not say. */
  page?: Maybe<Scalars['Int']['output']>;
  /** The service's untouched response body. */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** How many events match; null when the body does not say. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** A field that failed validation and why: soft failures of receiveEvent are data. */
export type LoyaltyFieldError = {
  __typename?: 'LoyaltyFieldError';
  /** The field name, such as phoneNumber or measurements.0.value. */
  field: Scalars['String']['output'];
  /** What is wrong with it. */
  messages: Array<Scalars['String']['output']>;
};

/** Filter conditions of getEvents. */
export type LoyaltyFilterCondition =
  /** Equal: the field's value, as a string, equals value. */
  | 'eq';

/** One measurement of a loyalty event. */
export type LoyaltyMeasurement = {
  __typename?: 'LoyaltyMeasurement';
  /** Name of the group the measurement belongs to. */
  groupeName?: Maybe<Scalars['String']['output']>;
  /** Value of that group. */
  groupeValue?: Maybe<Scalars['String']['output']>;
  /** What was measured. */
  measurement?: Maybe<Scalars['String']['output']>;
  /** When it was measured. */
  time?: Maybe<Scalars['DateTime']['output']>;
  /** The measured value. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** One measurement sent with an event. */
export type LoyaltyMeasurementInput = {
  /** Name of the group the measurement belongs to. */
  groupeName?: InputMaybe<Scalars['ShortText']['input']>;
  /** Value of that group. */
  groupeValue?: InputMaybe<Scalars['ShortText']['input']>;
  /** What was measured. */
  measurement: Scalars['ShortText']['input'];
  /** When it was measured. */
  time?: InputMaybe<Scalars['DateTime']['input']>;
  /** The measured value. */
  value: Scalars['Float']['input'];
};

/** An entity's measurements, newest event first (inferred). */
export type LoyaltyMeasurementList = {
  __typename?: 'LoyaltyMeasurementList';
  /** The measurements (empty when the answer lists none). */
  measurements: Array<LoyaltyEventMeasurement>;
  /** How many there are: the answer's total, else how many it lists. */
  total: Scalars['Int']['output'];
};

/** What one loyalty rule action did for an event (emulator shape of getEvents, documented in emulator/README.md). */
export type LoyaltyRuleAction = {
  __typename?: 'LoyaltyRuleAction';
  /** The POINT account the points went to. */
  account?: Maybe<WalletAccount>;
  /** When the action was canceled. */
  canceledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Points earned (or that would have been, for a skipped action). */
  points?: Maybe<Scalars['Float']['output']>;
  /** Why the action was skipped. */
  reason?: Maybe<Scalars['String']['output']>;
  /** How a cancel took the points back: canceled (wallet transaction canceled), spent (spent back) or none. */
  reversal?: Maybe<Scalars['String']['output']>;
  /** How many points a cancel took back. */
  reversedPoints?: Maybe<Scalars['Float']['output']>;
  /** The rule that ran, such as purchase-points. */
  rule: Scalars['String']['output'];
  /** applied, skipped or canceled. */
  status?: Maybe<Scalars['String']['output']>;
  /** The transaction id cancelLoyaltyTransaction takes for these points. */
  transactionId?: Maybe<Scalars['String']['output']>;
  /** The action type, such as EARN_POINTS. */
  type?: Maybe<Scalars['String']['output']>;
  /** The wallet the points went to. */
  walletId?: Maybe<Scalars['String']['output']>;
  /** The wallet transaction that holds the points. */
  walletTransactionId?: Maybe<Scalars['String']['output']>;
};

/** The event data the loyalty rules read, for calculateLoyalty and startLoyaltyTransaction. */
export type LoyaltyRuleEventDataInput = {
  /** Amount of the purchase. */
  amount?: InputMaybe<Scalars['Amount']['input']>;
  /** Points per unit of amount, above 0. */
  rate?: InputMaybe<Scalars['Float']['input']>;
};

/** A user segment and the users added to it (inferred: Upsert Segment and Add User To Segment are named only by title). */
export type LoyaltySegment = {
  __typename?: 'LoyaltySegment';
  /** When the segment was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Its name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The segment's id. */
  segmentId: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Ids of the users added to it, in the order they were added (empty when the answer lists none). */
  userIds: Array<Scalars['String']['output']>;
  /** The users added to it. */
  users: Array<User>;
};

/** What a segment operation did: the segment id as acknowledged, and the segment as the answer shows it. */
export type LoyaltySegmentPayload = {
  __typename?: 'LoyaltySegmentPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The segment now; null when the answer carries none. */
  segment?: Maybe<LoyaltySegment>;
  /** The segment's id, as sent. */
  segmentId: Scalars['String']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** A two-phase earn: started with the points it would earn, committed when its event is recorded and the points loaded (inferred). */
export type LoyaltyTransaction = {
  __typename?: 'LoyaltyTransaction';
  /** When it was committed. */
  committedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event recorded on commit. */
  eventId?: Maybe<Scalars['String']['output']>;
  /** The event type whose rules earn. */
  eventType?: Maybe<Scalars['String']['output']>;
  /** Points held (STARTED) or earned (COMMITTED). */
  points?: Maybe<Scalars['Float']['output']>;
  /** When it was started. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** STARTED or COMMITTED. */
  status?: Maybe<Scalars['String']['output']>;
  /** The transaction's id. */
  transactionId: Scalars['String']['output'];
  /** The user who earns. */
  user?: Maybe<User>;
  /** The user who earns. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** What a loyalty transaction operation did: the id as acknowledged, and the transaction as the answer shows it. */
export type LoyaltyTransactionPayload = {
  __typename?: 'LoyaltyTransactionPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** The transaction now; null when the answer carries none. */
  transaction?: Maybe<LoyaltyTransaction>;
  /** The transaction's id, as sent. */
  transactionId: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Add User To Segment (inferred payload: the document names the operation only by title): adds a user to a segment. */
  addUserToLoyaltySegment?: Maybe<LoyaltySegmentPayload>;
  /** Cancel Event (inferred payload: the document names the operation only by title): cancels an event and takes back the points its rule actions earned. */
  cancelLoyaltyEvent?: Maybe<CancelLoyaltyEventPayload>;
  /** LoyaltyAPI/cancelTransaction: reverses the points a transaction earned the user. */
  cancelLoyaltyTransaction?: Maybe<CancelLoyaltyTransactionPayload>;
  /** Commit Transaction (inferred payload: the document names the operation only by title): records the held event and loads its points; cancelLoyaltyTransaction reverses them. */
  commitLoyaltyTransaction?: Maybe<LoyaltyTransactionPayload>;
  /** LoyaltyAPI/receiveEvent: records an event, then runs the rule actions of its type; field problems come back as data. */
  recordLoyaltyEvent?: Maybe<RecordLoyaltyEventPayload>;
  /** Start Transaction (inferred payload: the document names the operation only by title): holds the points an event would earn, until committed. */
  startLoyaltyTransaction?: Maybe<LoyaltyTransactionPayload>;
  /** Upsert Segment (inferred payload: the document names the operation only by title): creates or renames a user segment. */
  upsertLoyaltySegment?: Maybe<LoyaltySegmentPayload>;
};


export type MutationAddUserToLoyaltySegmentArgs = {
  input: AddUserToLoyaltySegmentInput;
};


export type MutationCancelLoyaltyEventArgs = {
  input: CancelLoyaltyEventInput;
};


export type MutationCancelLoyaltyTransactionArgs = {
  input: CancelLoyaltyTransactionInput;
};


export type MutationCommitLoyaltyTransactionArgs = {
  input: CommitLoyaltyTransactionInput;
};


export type MutationRecordLoyaltyEventArgs = {
  input: RecordLoyaltyEventInput;
};


export type MutationStartLoyaltyTransactionArgs = {
  input: StartLoyaltyTransactionInput;
};


export type MutationUpsertLoyaltySegmentArgs = {
  input: UpsertLoyaltySegmentInput;
};

/** Where a page of a connection stands (Relay cursor connections). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of this page, to pass as after for the next page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items precede this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge of this page; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Calculate (inferred payload: the document names the operation only by title): the points the loyalty rules would earn a user for an event, without recording it; a user asks for themselves. */
  calculateLoyalty?: Maybe<LoyaltyCalculation>;
  /** LoyaltyAPI/getEvents: a page of an entity's events, newest first; raw carries the body as received. */
  loyaltyEvents?: Maybe<LoyaltyEventPage>;
  /** LoyaltyAPI/getEvents as a Relay connection: an entity's events, newest first, paged with first and after (the cursor holds an offset, read as page and limit: one call when it falls on a page boundary, else two). */
  loyaltyEventsConnection?: Maybe<LoyaltyEventConnection>;
  /** List Measurements (inferred payload: the document names the operation only by title): the measurements of an entity's events that are not canceled, newest event first. */
  loyaltyMeasurements?: Maybe<LoyaltyMeasurementList>;
  /** The caller's own user (the token's sub): their loyalty events here, their wallet accounts from the wallets area; null for a server-to-server caller. */
  me?: Maybe<User>;
  /** A user by id: their loyalty events here, their wallet accounts from the wallets area. */
  user?: Maybe<User>;
};


export type QueryCalculateLoyaltyArgs = {
  eventData?: InputMaybe<LoyaltyRuleEventDataInput>;
  eventType: Scalars['Identifier']['input'];
  userId: Scalars['Identifier']['input'];
};


export type QueryLoyaltyEventsArgs = {
  entityId: Scalars['Identifier']['input'];
  entityType: Scalars['Identifier']['input'];
  filters?: InputMaybe<Array<LoyaltyEventFilter>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLoyaltyEventsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  entityId: Scalars['Identifier']['input'];
  entityType: Scalars['Identifier']['input'];
  filters?: InputMaybe<Array<LoyaltyEventFilter>>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLoyaltyMeasurementsArgs = {
  entityId: Scalars['Identifier']['input'];
  entityType: Scalars['Identifier']['input'];
  measurement?: InputMaybe<Scalars['ShortText']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

/** The request fields of LoyaltyAPI/receiveEvent. */
export type RecordLoyaltyEventInput = {
  /** Entity fields (name, surname, phoneNumber, birthDate, gdprOptin, registrationType, ...), checked by the service. */
  entityData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The entity the event is about (a user id for USER). */
  entityId: Scalars['Identifier']['input'];
  /** The entity's type, such as USER. */
  entityType: Scalars['Identifier']['input'];
  /** The event data. */
  eventData?: InputMaybe<LoyaltyEventDataInput>;
  /** The event type, such as PURCHASE or REGISTRATION: it selects the rule actions that run. */
  eventType: Scalars['Identifier']['input'];
  /** Measurements, at most 100. */
  measurements?: InputMaybe<Array<LoyaltyMeasurementInput>>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['Identifier']['input']>;
  /** When the event happened; when it was received if omitted. */
  time?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What recordLoyaltyEvent did: field problems are data, never top-level errors. */
export type RecordLoyaltyEventPayload = {
  __typename?: 'RecordLoyaltyEventPayload';
  /** Whether both error lists are empty (the event's rule actions ran). */
  accepted: Scalars['Boolean']['output'];
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** Entity data fields that failed validation, with their messages; empty when all are valid. */
  entityErrors: Array<LoyaltyFieldError>;
  /** Event data fields that failed validation, with their messages; empty when all are valid. */
  eventErrors: Array<LoyaltyFieldError>;
  /** The recorded event's id; null when the service's answer carries none. */
  eventId?: Maybe<Scalars['ID']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** The user the event is about, for USER events: read their balances after the rule actions. */
  user?: Maybe<User>;
};

/** The request fields of the Start Transaction operation (inferred: the document names it only by title). */
export type StartLoyaltyTransactionInput = {
  /** The event data the rules read. */
  eventData?: InputMaybe<LoyaltyRuleEventDataInput>;
  /** The event type whose rules earn, PURCHASE when omitted. */
  eventType?: InputMaybe<Scalars['Identifier']['input']>;
  /** The caller's id for the transaction; cancelLoyaltyTransaction takes it once committed. */
  transactionId: Scalars['Identifier']['input'];
  /** The user who earns. */
  userId: Scalars['Identifier']['input'];
};

/** The request fields of the Upsert Segment operation (inferred: the document names it only by title). */
export type UpsertLoyaltySegmentInput = {
  /** Its description. */
  description?: InputMaybe<Scalars['Text']['input']>;
  /** Its name. */
  name: Scalars['ShortText']['input'];
  /** The segment's id: an existing segment is renamed, keeping its users. */
  segmentId: Scalars['Identifier']['input'];
};

/** A user (the service's userId). */
export type User = {
  __typename?: 'User';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** LoyaltyAPI/getEvents for this user (entityType USER): a page of events, newest first. */
  loyaltyEvents?: Maybe<LoyaltyEventPage>;
  /** LoyaltyAPI/getEvents for this user as a Relay connection, newest first (the cursor holds an offset, read as page and limit). */
  loyaltyEventsConnection?: Maybe<LoyaltyEventConnection>;
};


/** A user (the service's userId). */
export type UserLoyaltyEventsArgs = {
  filters?: InputMaybe<Array<LoyaltyEventFilter>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** A user (the service's userId). */
export type UserLoyaltyEventsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<Array<LoyaltyEventFilter>>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A wallet account: one currency (POINT, EURO, ...) of a user's wallet, identified by its account number. */
export type WalletAccount = {
  __typename?: 'WalletAccount';
  /** The account number, unique across wallets. */
  accountNumber: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddUserToLoyaltySegmentInput: AddUserToLoyaltySegmentInput;
  Amount: ResolverTypeWrapper<Scalars['Amount']['output']>;
  CancelLoyaltyEventInput: CancelLoyaltyEventInput;
  CancelLoyaltyEventPayload: ResolverTypeWrapper<CancelLoyaltyEventPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CancelLoyaltyTransactionInput: CancelLoyaltyTransactionInput;
  CancelLoyaltyTransactionPayload: ResolverTypeWrapper<CancelLoyaltyTransactionModel>;
  Code: ResolverTypeWrapper<Scalars['Code']['output']>;
  CommitLoyaltyTransactionInput: CommitLoyaltyTransactionInput;
  Currency: ResolverTypeWrapper<Scalars['Currency']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Identifier: ResolverTypeWrapper<Scalars['Identifier']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  LoyaltyCalculatedAction: ResolverTypeWrapper<LoyaltyCalculatedAction>;
  LoyaltyCalculation: ResolverTypeWrapper<LoyaltyCalculation>;
  LoyaltyEvent: ResolverTypeWrapper<LoyaltyEventModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  LoyaltyEventConnection: ResolverTypeWrapper<Omit<LoyaltyEventConnection, 'edges'> & { edges: Array<ResolversTypes['LoyaltyEventEdge']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoyaltyEventData: ResolverTypeWrapper<LoyaltyEventDataModel>;
  LoyaltyEventDataInput: LoyaltyEventDataInput;
  LoyaltyEventEdge: ResolverTypeWrapper<Omit<LoyaltyEventEdge, 'node'> & { node: ResolversTypes['LoyaltyEvent'] }>;
  LoyaltyEventFilter: LoyaltyEventFilter;
  LoyaltyEventMeasurement: ResolverTypeWrapper<LoyaltyEventMeasurement>;
  LoyaltyEventPage: ResolverTypeWrapper<LoyaltyEventPageModel>;
  LoyaltyFieldError: ResolverTypeWrapper<LoyaltyFieldError>;
  LoyaltyFilterCondition: LoyaltyFilterCondition;
  LoyaltyMeasurement: ResolverTypeWrapper<LoyaltyMeasurementModel>;
  LoyaltyMeasurementInput: LoyaltyMeasurementInput;
  LoyaltyMeasurementList: ResolverTypeWrapper<LoyaltyMeasurementList>;
  LoyaltyRuleAction: ResolverTypeWrapper<LoyaltyRuleActionModel>;
  LoyaltyRuleEventDataInput: LoyaltyRuleEventDataInput;
  LoyaltySegment: ResolverTypeWrapper<LoyaltySegmentModel>;
  LoyaltySegmentPayload: ResolverTypeWrapper<Omit<LoyaltySegmentPayload, 'segment'> & { segment?: Maybe<ResolversTypes['LoyaltySegment']> }>;
  LoyaltyTransaction: ResolverTypeWrapper<LoyaltyTransactionModel>;
  LoyaltyTransactionPayload: ResolverTypeWrapper<Omit<LoyaltyTransactionPayload, 'transaction'> & { transaction?: Maybe<ResolversTypes['LoyaltyTransaction']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageOffset: ResolverTypeWrapper<Scalars['PageOffset']['output']>;
  PathSegment: ResolverTypeWrapper<Scalars['PathSegment']['output']>;
  PositiveAmount: ResolverTypeWrapper<Scalars['PositiveAmount']['output']>;
  Quantity: ResolverTypeWrapper<Scalars['Quantity']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordLoyaltyEventInput: RecordLoyaltyEventInput;
  RecordLoyaltyEventPayload: ResolverTypeWrapper<Omit<RecordLoyaltyEventPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  ShortText: ResolverTypeWrapper<Scalars['ShortText']['output']>;
  StartLoyaltyTransactionInput: StartLoyaltyTransactionInput;
  Text: ResolverTypeWrapper<Scalars['Text']['output']>;
  UpsertLoyaltySegmentInput: UpsertLoyaltySegmentInput;
  User: ResolverTypeWrapper<UserModel>;
  WalletAccount: ResolverTypeWrapper<WalletAccountRefModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddUserToLoyaltySegmentInput: AddUserToLoyaltySegmentInput;
  Amount: Scalars['Amount']['output'];
  CancelLoyaltyEventInput: CancelLoyaltyEventInput;
  CancelLoyaltyEventPayload: CancelLoyaltyEventPayload;
  Boolean: Scalars['Boolean']['output'];
  String: Scalars['String']['output'];
  Float: Scalars['Float']['output'];
  CancelLoyaltyTransactionInput: CancelLoyaltyTransactionInput;
  CancelLoyaltyTransactionPayload: CancelLoyaltyTransactionModel;
  Code: Scalars['Code']['output'];
  CommitLoyaltyTransactionInput: CommitLoyaltyTransactionInput;
  Currency: Scalars['Currency']['output'];
  DateTime: Scalars['DateTime']['output'];
  Identifier: Scalars['Identifier']['output'];
  JSON: Scalars['JSON']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  LoyaltyCalculatedAction: LoyaltyCalculatedAction;
  LoyaltyCalculation: LoyaltyCalculation;
  LoyaltyEvent: LoyaltyEventModel;
  ID: Scalars['ID']['output'];
  LoyaltyEventConnection: Omit<LoyaltyEventConnection, 'edges'> & { edges: Array<ResolversParentTypes['LoyaltyEventEdge']> };
  Int: Scalars['Int']['output'];
  LoyaltyEventData: LoyaltyEventDataModel;
  LoyaltyEventDataInput: LoyaltyEventDataInput;
  LoyaltyEventEdge: Omit<LoyaltyEventEdge, 'node'> & { node: ResolversParentTypes['LoyaltyEvent'] };
  LoyaltyEventFilter: LoyaltyEventFilter;
  LoyaltyEventMeasurement: LoyaltyEventMeasurement;
  LoyaltyEventPage: LoyaltyEventPageModel;
  LoyaltyFieldError: LoyaltyFieldError;
  LoyaltyMeasurement: LoyaltyMeasurementModel;
  LoyaltyMeasurementInput: LoyaltyMeasurementInput;
  LoyaltyMeasurementList: LoyaltyMeasurementList;
  LoyaltyRuleAction: LoyaltyRuleActionModel;
  LoyaltyRuleEventDataInput: LoyaltyRuleEventDataInput;
  LoyaltySegment: LoyaltySegmentModel;
  LoyaltySegmentPayload: Omit<LoyaltySegmentPayload, 'segment'> & { segment?: Maybe<ResolversParentTypes['LoyaltySegment']> };
  LoyaltyTransaction: LoyaltyTransactionModel;
  LoyaltyTransactionPayload: Omit<LoyaltyTransactionPayload, 'transaction'> & { transaction?: Maybe<ResolversParentTypes['LoyaltyTransaction']> };
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PageOffset: Scalars['PageOffset']['output'];
  PathSegment: Scalars['PathSegment']['output'];
  PositiveAmount: Scalars['PositiveAmount']['output'];
  Quantity: Scalars['Quantity']['output'];
  Query: Record<PropertyKey, never>;
  RecordLoyaltyEventInput: RecordLoyaltyEventInput;
  RecordLoyaltyEventPayload: Omit<RecordLoyaltyEventPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  ShortText: Scalars['ShortText']['output'];
  StartLoyaltyTransactionInput: StartLoyaltyTransactionInput;
  Text: Scalars['Text']['output'];
  UpsertLoyaltySegmentInput: UpsertLoyaltySegmentInput;
  User: UserModel;
  WalletAccount: WalletAccountRefModel;
}>;

export interface AmountScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Amount'], any> {
  name: 'Amount';
}

export type CancelLoyaltyEventPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CancelLoyaltyEventPayload'] = ResolversParentTypes['CancelLoyaltyEventPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reversedPoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CancelLoyaltyTransactionPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CancelLoyaltyTransactionPayload'] = ResolversParentTypes['CancelLoyaltyTransactionPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Maybe<Array<ResolversTypes['LoyaltyEvent']>>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface CodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Code'], any> {
  name: 'Code';
}

export interface CurrencyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Currency'], any> {
  name: 'Currency';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface IdentifierScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Identifier'], any> {
  name: 'Identifier';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LoyaltyCalculatedActionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyCalculatedAction'] = ResolversParentTypes['LoyaltyCalculatedAction']> = ResolversObject<{
  points?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoyaltyCalculationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyCalculation'] = ResolversParentTypes['LoyaltyCalculation']> = ResolversObject<{
  actions?: Resolver<Array<ResolversTypes['LoyaltyCalculatedAction']>, ParentType, ContextType>;
  totalPoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type LoyaltyEventResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyEvent'] = ResolversParentTypes['LoyaltyEvent']> = ResolversObject<{
  actions?: Resolver<Maybe<Array<ResolversTypes['LoyaltyRuleAction']>>, ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  entityData?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  entityErrors?: Resolver<Maybe<Array<ResolversTypes['LoyaltyFieldError']>>, ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventData?: Resolver<Maybe<ResolversTypes['LoyaltyEventData']>, ParentType, ContextType>;
  eventErrors?: Resolver<Maybe<Array<ResolversTypes['LoyaltyFieldError']>>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  measurements?: Resolver<Maybe<Array<ResolversTypes['LoyaltyMeasurement']>>, ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  referenceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type LoyaltyEventConnectionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyEventConnection'] = ResolversParentTypes['LoyaltyEventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['LoyaltyEventEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LoyaltyEventDataResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyEventData'] = ResolversParentTypes['LoyaltyEventData']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhook?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type LoyaltyEventEdgeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyEventEdge'] = ResolversParentTypes['LoyaltyEventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['LoyaltyEvent'], ParentType, ContextType>;
}>;

export type LoyaltyEventMeasurementResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyEventMeasurement'] = ResolversParentTypes['LoyaltyEventMeasurement']> = ResolversObject<{
  eventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupeValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  measurement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type LoyaltyEventPageResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyEventPage'] = ResolversParentTypes['LoyaltyEventPage']> = ResolversObject<{
  events?: Resolver<Array<ResolversTypes['LoyaltyEvent']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  raw?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LoyaltyFieldErrorResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyFieldError'] = ResolversParentTypes['LoyaltyFieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoyaltyMeasurementResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyMeasurement'] = ResolversParentTypes['LoyaltyMeasurement']> = ResolversObject<{
  groupeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupeValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  measurement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type LoyaltyMeasurementListResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyMeasurementList'] = ResolversParentTypes['LoyaltyMeasurementList']> = ResolversObject<{
  measurements?: Resolver<Array<ResolversTypes['LoyaltyEventMeasurement']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoyaltyRuleActionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyRuleAction'] = ResolversParentTypes['LoyaltyRuleAction']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['WalletAccount']>, ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reversal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reversedPoints?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  walletId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  walletTransactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoyaltySegmentResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltySegment'] = ResolversParentTypes['LoyaltySegment']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segmentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type LoyaltySegmentPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltySegmentPayload'] = ResolversParentTypes['LoyaltySegmentPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  segment?: Resolver<Maybe<ResolversTypes['LoyaltySegment']>, ParentType, ContextType>;
  segmentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LoyaltyTransactionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyTransaction'] = ResolversParentTypes['LoyaltyTransaction']> = ResolversObject<{
  committedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoyaltyTransactionPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoyaltyTransactionPayload'] = ResolversParentTypes['LoyaltyTransactionPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['LoyaltyTransaction']>, ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addUserToLoyaltySegment?: Resolver<Maybe<ResolversTypes['LoyaltySegmentPayload']>, ParentType, ContextType, RequireFields<MutationAddUserToLoyaltySegmentArgs, 'input'>>;
  cancelLoyaltyEvent?: Resolver<Maybe<ResolversTypes['CancelLoyaltyEventPayload']>, ParentType, ContextType, RequireFields<MutationCancelLoyaltyEventArgs, 'input'>>;
  cancelLoyaltyTransaction?: Resolver<Maybe<ResolversTypes['CancelLoyaltyTransactionPayload']>, ParentType, ContextType, RequireFields<MutationCancelLoyaltyTransactionArgs, 'input'>>;
  commitLoyaltyTransaction?: Resolver<Maybe<ResolversTypes['LoyaltyTransactionPayload']>, ParentType, ContextType, RequireFields<MutationCommitLoyaltyTransactionArgs, 'input'>>;
  recordLoyaltyEvent?: Resolver<Maybe<ResolversTypes['RecordLoyaltyEventPayload']>, ParentType, ContextType, RequireFields<MutationRecordLoyaltyEventArgs, 'input'>>;
  startLoyaltyTransaction?: Resolver<Maybe<ResolversTypes['LoyaltyTransactionPayload']>, ParentType, ContextType, RequireFields<MutationStartLoyaltyTransactionArgs, 'input'>>;
  upsertLoyaltySegment?: Resolver<Maybe<ResolversTypes['LoyaltySegmentPayload']>, ParentType, ContextType, RequireFields<MutationUpsertLoyaltySegmentArgs, 'input'>>;
}>;

export type PageInfoResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface PageOffsetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PageOffset'], any> {
  name: 'PageOffset';
}

export interface PathSegmentScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PathSegment'], any> {
  name: 'PathSegment';
}

export interface PositiveAmountScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PositiveAmount'], any> {
  name: 'PositiveAmount';
}

export interface QuantityScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Quantity'], any> {
  name: 'Quantity';
}

export type QueryResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  calculateLoyalty?: Resolver<Maybe<ResolversTypes['LoyaltyCalculation']>, ParentType, ContextType, RequireFields<QueryCalculateLoyaltyArgs, 'eventType' | 'userId'>>;
  loyaltyEvents?: Resolver<Maybe<ResolversTypes['LoyaltyEventPage']>, ParentType, ContextType, RequireFields<QueryLoyaltyEventsArgs, 'entityId' | 'entityType' | 'limit' | 'page'>>;
  loyaltyEventsConnection?: Resolver<Maybe<ResolversTypes['LoyaltyEventConnection']>, ParentType, ContextType, RequireFields<QueryLoyaltyEventsConnectionArgs, 'entityId' | 'entityType' | 'first'>>;
  loyaltyMeasurements?: Resolver<Maybe<ResolversTypes['LoyaltyMeasurementList']>, ParentType, ContextType, RequireFields<QueryLoyaltyMeasurementsArgs, 'entityId' | 'entityType'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
}>;

export type RecordLoyaltyEventPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['RecordLoyaltyEventPayload'] = ResolversParentTypes['RecordLoyaltyEventPayload']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entityErrors?: Resolver<Array<ResolversTypes['LoyaltyFieldError']>, ParentType, ContextType>;
  eventErrors?: Resolver<Array<ResolversTypes['LoyaltyFieldError']>, ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export interface ShortTextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ShortText'], any> {
  name: 'ShortText';
}

export interface TextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Text'], any> {
  name: 'Text';
}

export type UserResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loyaltyEvents?: Resolver<Maybe<ResolversTypes['LoyaltyEventPage']>, ParentType, ContextType, RequireFields<UserLoyaltyEventsArgs, 'limit' | 'page'>>;
  loyaltyEventsConnection?: Resolver<Maybe<ResolversTypes['LoyaltyEventConnection']>, ParentType, ContextType, RequireFields<UserLoyaltyEventsConnectionArgs, 'first'>>;
}>;

export type WalletAccountResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletAccount'] = ResolversParentTypes['WalletAccount']> = ResolversObject<{
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestScope> = ResolversObject<{
  Amount?: GraphQLScalarType;
  CancelLoyaltyEventPayload?: CancelLoyaltyEventPayloadResolvers<ContextType>;
  CancelLoyaltyTransactionPayload?: CancelLoyaltyTransactionPayloadResolvers<ContextType>;
  Code?: GraphQLScalarType;
  Currency?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Identifier?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  LoyaltyCalculatedAction?: LoyaltyCalculatedActionResolvers<ContextType>;
  LoyaltyCalculation?: LoyaltyCalculationResolvers<ContextType>;
  LoyaltyEvent?: LoyaltyEventResolvers<ContextType>;
  LoyaltyEventConnection?: LoyaltyEventConnectionResolvers<ContextType>;
  LoyaltyEventData?: LoyaltyEventDataResolvers<ContextType>;
  LoyaltyEventEdge?: LoyaltyEventEdgeResolvers<ContextType>;
  LoyaltyEventMeasurement?: LoyaltyEventMeasurementResolvers<ContextType>;
  LoyaltyEventPage?: LoyaltyEventPageResolvers<ContextType>;
  LoyaltyFieldError?: LoyaltyFieldErrorResolvers<ContextType>;
  LoyaltyMeasurement?: LoyaltyMeasurementResolvers<ContextType>;
  LoyaltyMeasurementList?: LoyaltyMeasurementListResolvers<ContextType>;
  LoyaltyRuleAction?: LoyaltyRuleActionResolvers<ContextType>;
  LoyaltySegment?: LoyaltySegmentResolvers<ContextType>;
  LoyaltySegmentPayload?: LoyaltySegmentPayloadResolvers<ContextType>;
  LoyaltyTransaction?: LoyaltyTransactionResolvers<ContextType>;
  LoyaltyTransactionPayload?: LoyaltyTransactionPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageOffset?: GraphQLScalarType;
  PathSegment?: GraphQLScalarType;
  PositiveAmount?: GraphQLScalarType;
  Quantity?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  RecordLoyaltyEventPayload?: RecordLoyaltyEventPayloadResolvers<ContextType>;
  ShortText?: GraphQLScalarType;
  Text?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  WalletAccount?: WalletAccountResolvers<ContextType>;
}>;


/** Each root field's arguments as the SDL declares them, by root type and field name. */
export type RootFieldArgs = {
  Query: {
    calculateLoyalty: QueryCalculateLoyaltyArgs;
    loyaltyEvents: QueryLoyaltyEventsArgs;
    loyaltyEventsConnection: QueryLoyaltyEventsConnectionArgs;
    loyaltyMeasurements: QueryLoyaltyMeasurementsArgs;
    me: Record<PropertyKey, never>;
    user: QueryUserArgs;
  };
  Mutation: {
    addUserToLoyaltySegment: MutationAddUserToLoyaltySegmentArgs;
    cancelLoyaltyEvent: MutationCancelLoyaltyEventArgs;
    cancelLoyaltyTransaction: MutationCancelLoyaltyTransactionArgs;
    commitLoyaltyTransaction: MutationCommitLoyaltyTransactionArgs;
    recordLoyaltyEvent: MutationRecordLoyaltyEventArgs;
    startLoyaltyTransaction: MutationStartLoyaltyTransactionArgs;
    upsertLoyaltySegment: MutationUpsertLoyaltySegmentArgs;
  };
};
