import { GraphQLError } from 'graphql';
import type { OperationRow, Settle, SettleByRead, SettleNone } from './operations';

/**
 * A client's resend, under the same Idempotency-Key, of a write whose outcome was unknown: each write
 * of the request is settled by reading the service before anything is sent (see `settle` in call.ts).
 */
export interface SettleRequest {
  /** When the first attempt was made (epoch ms): what it may have applied is no older than this. */
  since: number;
}

/** Where a client looks to settle an unknown outcome itself: `extensions.settle` of UPSTREAM_OUTCOME_UNKNOWN. */
export type SettleHint = { read: string; args: unknown } | { read: null; reason: string };

/** What a row's settle says, for the operations table: the read's root field, or why there is none. */
export function describeSettle(settle: Settle<never, unknown> | undefined): { read: string | null; reason: string | null } | undefined {
  if (settle === undefined) return undefined;
  return typeof settle === 'function' ? { read: settle().read, reason: null } : { read: null, reason: settle.none };
}

/** The error code a read failed with, when it has one. */
function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'extensions' in error ? (error as GraphQLError).extensions.code : undefined;
}

export interface ReadJudgement<Args, Answer, ReadResult> {
  args: (args: Args) => unknown;
  /**
   * Whether the read shows the write applied; `found` is null when the read answered 404 (what was
   * looked for does not exist). Undefined when the answer cannot tell.
   */
  applied: (found: ReadResult | null, args: Args, since: number) => boolean | undefined;
  /** The write's answer as far as the read knows it, for a write it shows applied. */
  answer: (found: ReadResult | null, args: Args, since: number) => Answer;
}

/** A settle by one read row; any failure of the read but a 404 leaves the outcome unknown. */
export function byRead<Args, Answer, ReadArgs, ReadAnswer, ReadResult>(
  row: OperationRow<ReadArgs, ReadAnswer, ReadResult, 'Query'>,
  judgement: Omit<ReadJudgement<Args, Answer, ReadResult>, 'args'> & { args: (args: Args) => ReadArgs },
): SettleByRead<Args, Answer> {
  return {
    read: row.field,
    args: judgement.args,
    settle: async (send, args, since) => {
      let found: ReadResult | null;
      try {
        found = await send(row, judgement.args(args));
      } catch (error) {
        if (codeOf(error) !== 'NOT_FOUND') return undefined;
        found = null;
      }
      const applied = judgement.applied(found, args, since);
      if (applied === undefined) return undefined;
      return applied ? { applied: true, answer: judgement.answer(found, args, since) } : { applied: false };
    },
  };
}

/** UPSTREAM_OUTCOME_UNKNOWN again, naming the read a client can make, or why there is none. */
/**
 * A write still unknown after a resend that sent nothing: it speaks of the first attempt, while this
 * one left the service untouched (what this attempt set aside for the write can be given back).
 */
export class StillUnknownError extends GraphQLError {}

export function stillUnknown(operation: string, hint: SettleHint, why: string): GraphQLError {
  return new StillUnknownError(`${operation} may have been applied: ${why}`, {
    extensions: { code: 'UPSTREAM_OUTCOME_UNKNOWN', upstream: { operation, status: null }, delivered: 'unknown', settle: hint },
  });
}

/**
 * How far before the first attempt a record it made may be dated: the service's clock is not ours,
 * and a record is stamped when the service gets to it.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** A record's time as epoch ms, or undefined when it has none or an unreadable one. */
export function timeOf(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** The settle of a write the document names only by title. */
export const TITLE_ONLY: SettleNone = { none: 'the document names it only by title (4.7): no read that shows its effect is documented' };
