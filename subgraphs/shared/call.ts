import { rulesOf, type OperationRow, type ReadSender, type RootType, type Settle } from './operations';
import { GraphQLError } from 'graphql';
import { stillUnknown, type SettleHint, type SettleRequest } from './settle';
import type { RequestScope } from './subgraph';
import { toServiceBody, validate } from './validation';

/**
 * What a write's payload carries beside the row's result: whether the service's 2xx answer was lost
 * (cut off or unreadable), in which case the write was applied but the result holds only what the
 * empty answer gives, and whether a resend found it applied by a read (settle.ts).
 */
interface WriteOutcome {
  answerLost: boolean;
  /** The write's outcome was unknown, and a resend under the same Idempotency-Key found it applied by a read (settle.ts). */
  settledByRead: boolean;
}

/** A row's result as `send` gives it: a write's object result carries its `WriteOutcome`. */
export type Sent<Root extends RootType, Result> = Root extends 'Mutation' ? (Result extends object ? Result & WriteOutcome : Result) : Result;

/** A caller's arguments to a row: the row's rules (BAD_USER_INPUT naming the field, nothing sent), then `send`. */
export async function call<Args, Answer, Result, Root extends RootType>(
  scope: RequestScope,
  row: OperationRow<Args, Answer, Result, Root>,
  args: Args,
): Promise<Sent<Root, Result>> {
  checkArguments(scope, row, args);
  return send(scope, row, args);
}

/** A caller's arguments, held to the row's rules: BAD_USER_INPUT naming the field, before anything is sent. */
export function checkArguments<Args>(scope: RequestScope, row: Pick<OperationRow<Args, never, unknown>, 'request'>, args: Args): void {
  validate(rulesOf(row.request, scope.client.config), args);
}

/**
 * The facade's own request (a loader's batch, a read-back), and the second half of `call`: sent once
 * (`sendOnce`), or, for a write of a resend after an unknown outcome, settled by a read first. A
 * write's object result carries its `WriteOutcome` (see `Sent`).
 */
export async function send<Args, Answer, Result, Root extends RootType>(
  scope: RequestScope,
  row: OperationRow<Args, Answer, Result, Root>,
  args: Args,
): Promise<Sent<Root, Result>> {
  if (!row.idempotent && scope.settle) return settle(scope, scope.settle, row, args);
  return sendOnce(scope, row, args);
}

/** The request itself, top to bottom: body → URL → HTTP → the answer read by the row → the field's value. */
async function sendOnce<Args, Answer, Result, Root extends RootType>(
  scope: RequestScope,
  row: OperationRow<Args, Answer, Result, Root>,
  args: Args,
): Promise<Sent<Root, Result>> {
  const config = scope.client.config;
  // The body: the row's own, else a mutation's `input` or a query's arguments, as the service spells
  // them (nulls left out, dates as ISO strings). A GET sends none.
  let body: unknown;
  if (row.httpMethod === 'POST') {
    const fields = row.root === 'Mutation' && typeof args === 'object' && args !== null ? (args as { input?: unknown }).input : args;
    body = row.body ? row.body(args, config) : toServiceBody(fields ?? {});
  }
  let answerLost = false;
  let answer: Answer;
  try {
    answer = await scope.client.call(row, {
      apiKey: scope.apiKey,
      body,
      // The URL's caller segment (`{BATCH_ID}`), where the URL form ends in one.
      key: row.key?.(args, config),
      response: row.response,
      onAnswerLost: () => {
        answerLost = true;
      },
    });
  } catch (error) {
    throw withSettleHint(error, row.settle, args);
  }
  return written(row, resultOf(row, answer, args), { answerLost, settledByRead: false });
}

/** The field's value: the row's result transform of the answer, else the answer as read. */
function resultOf<Args, Answer, Result>(row: OperationRow<Args, Answer, Result>, answer: Answer, args: Args): Result {
  // Without a transform the row's Result is its Answer (`operation`'s default): the answer is the value.
  return row.result ? row.result(answer, args) : (answer as unknown as Result);
}

/**
 * A write's object result with its outcome, so that a caller reading empty fields knows whether the
 * write was applied all the same (answerLost) or found applied by a read (settledByRead).
 */
function written<Args, Answer, Result, Root extends RootType>(
  row: OperationRow<Args, Answer, Result, Root>,
  result: Result,
  outcome: WriteOutcome,
): Sent<Root, Result> {
  const value = row.root === 'Mutation' && typeof result === 'object' && result !== null && !Array.isArray(result) ? { ...result, ...outcome } : result;
  // The check above is `Sent`'s: a write's object result gains the outcome, anything else is left as it is.
  return value as Sent<Root, Result>;
}

/**
 * A write of a resend after an unknown outcome: the row's read says first whether the earlier attempt
 * was applied. Applied: the payload as far as the read knows it, flagged `settledByRead`, and nothing
 * is sent. Not applied: the write is sent, once. Cannot tell (no read in the document, or the read
 * failed or is inconclusive): UPSTREAM_OUTCOME_UNKNOWN again, naming the read a client can make.
 */
async function settle<Args, Answer, Result, Root extends RootType>(
  scope: RequestScope,
  request: SettleRequest,
  row: OperationRow<Args, Answer, Result, Root>,
  args: Args,
): Promise<Sent<Root, Result>> {
  const how = row.settle;
  if (how === undefined) throw new Error(`${row.field} is a write without a settle`);
  if (typeof how !== 'function') {
    throw stillUnknown(row.name, { read: null, reason: how.none }, `no read of the service can tell, so it is not sent again (${how.none})`);
  }
  const byRead = how();
  // The settling request's own reads: not the write's, so they are sent without the settle.
  const read: ReadSender = (readRow, readArgs) => sendOnce(scope, readRow, readArgs);
  const verdict = await byRead.settle(read, args, request.since);
  if (verdict === undefined) {
    throw stillUnknown(
      row.name,
      { read: byRead.read, args: byRead.args(args) },
      `${byRead.read} could not tell whether it was, so it is not sent again`,
    );
  }
  if (!verdict.applied) return sendOnce(scope, row, args);
  return written(row, resultOf(row, verdict.answer, args), { answerLost: false, settledByRead: true });
}

/** An unknown outcome names, from its first answer on, the read that can settle it (`extensions.settle`). */
function withSettleHint<Args, Answer>(error: unknown, settle: Settle<Args, Answer> | undefined, args: Args): unknown {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'UPSTREAM_OUTCOME_UNKNOWN' || settle === undefined) return error;
  let hint: SettleHint;
  if (typeof settle === 'function') {
    const byRead = settle();
    hint = { read: byRead.read, args: byRead.args(args) };
  } else {
    hint = { read: null, reason: settle.none };
  }
  return new GraphQLError(error.message, { extensions: { ...error.extensions, settle: hint } });
}
