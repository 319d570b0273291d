import type { ActionRecord, EventPage, EventRecord, FieldErrorMap, LoyaltyTransactionRecord, MeasurementRecord, SegmentRecord } from './records';

/** A user entity: only the id is known until a field asks for more. */
export interface UserModel {
  id: string;
}

/** A wallet account reference: the wallets area resolves everything else. */
export interface WalletAccountRefModel {
  accountNumber: string;
}

export type LoyaltyEventModel = EventRecord;
export type LoyaltyEventPageModel = EventPage;
export type LoyaltyRuleActionModel = ActionRecord;
export type LoyaltyMeasurementModel = MeasurementRecord;
/** Event data as recorded: typed fields are read from it when they have the documented type. */
export type LoyaltyEventDataModel = Record<string, unknown>;

/** A segment as the service answered it; its users are User entities by id. */
export type LoyaltySegmentModel = SegmentRecord;

/** A two-phase earn as the service answered it; its user is a User entity by id. */
export type LoyaltyTransactionModel = LoyaltyTransactionRecord;

/** What was cancelled; the user and the transaction's events are read when asked for. */
export interface CancelLoyaltyTransactionModel {
  userId: string;
  transactionId: string;
}

export interface FieldErrorModel {
  field: string;
  messages: string[];
}

/** The service's `{ field: [messages] }` as a list, in the order the service gave it. */
export const fieldErrorList = (errors: FieldErrorMap | undefined): FieldErrorModel[] =>
  Object.entries(errors ?? {}).map(([field, messages]) => ({ field, messages }));
