import { rulesOf, type OperationRow } from './operations';
import { GraphQLError } from 'graphql';
import { stillUnknown, type ReadSender, type Settle, type SettleHint, type SettleRequest } from './settle';
import type { RequestScope } from './subgraph';
import { validate } from './validation';

/**
 * The facade's own request (a loader's batch, a read-back): body → URL → HTTP → parse, without the
 * argument rules a caller's arguments are held to.
 */
export async function send<Args, Answer, Result>(scope: RequestScope, row: OperationRow<Args, Answer, Result>, args: Args): Promise<Result> {
  if (!row.idempotent && scope.settle) return settle(scope, scope.settle, row, args);
  return sendOnce(scope, row, args);
}

/**
 * A write of a resend after an unknown outcome: the row's read says first whether the earlier attempt
 * was applied. Applied: the payload as far as the read knows it, flagged `settledByRead`, and nothing
 * is sent. Not applied: the write is sent, once. Cannot tell (no read in the document, or the read
 * failed or is inconclusive): UPSTREAM_OUTCOME_UNKNOWN again, naming the read a client can make.
 */
async function settle<Args, Answer, Result>(
  scope: RequestScope,
  request: SettleRequest,
  row: OperationRow<Args, Answer, Result>,
  args: Args,
): Promise<Result> {
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
  const result = row.result(verdict.answer, args);
  // A write row's result carries `settledByRead: false` (operations.ts): this one was settled by the read.
  return typeof result === 'object' && result !== null ? { ...result, settledByRead: true } : result;
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

/** The request itself: body → URL → HTTP → parse. */
async function sendOnce<Args, Answer, Result>(scope: RequestScope, row: OperationRow<Args, Answer, Result>, args: Args): Promise<Result> {
  const config = scope.client.config;
  let answerLost = false;
  let answer: Answer;
  try {
    answer = await scope.client.call(row, {
      apiKey: scope.apiKey,
      body: row.httpMethod === 'POST' ? row.body(args, config) : undefined,
      ...(row.key ? { key: row.key(args, config) } : {}),
      response: row.response,
      onAnswerLost: () => {
        answerLost = true;
      },
    });
  } catch (error) {
    throw withSettleHint(error, row.settle, args);
  }
  const result = row.result(answer, args);
  // A write row's result carries `answerLost: false` (operations.ts); a lost answer says so, so that a
  // caller reading empty fields knows the write was applied all the same.
  return answerLost && typeof result === 'object' && result !== null ? { ...result, answerLost } : result;
}

/** A caller's arguments, held to the row's rules: BAD_USER_INPUT naming the field, before anything is sent. */
export function checkArguments<Args>(scope: RequestScope, row: Pick<OperationRow<Args, never, unknown>, 'request'>, args: Args): void {
  validate(rulesOf(row.request, scope.client.config), args);
}

/** A caller's arguments to a row: validate (BAD_USER_INPUT naming the field, nothing sent) → body → URL → HTTP → parse. */
export async function call<Args, Answer, Result>(scope: RequestScope, row: OperationRow<Args, Answer, Result>, args: Args): Promise<Result> {
  checkArguments(scope, row, args);
  return send(scope, row, args);
}

/** What must hold of the caller before a call is sent (they own what the arguments address); throws otherwise. */
export type CallerCheck<Args> = (context: RequestScope, args: Args) => Promise<void> | void;

/**
 * The resolver of a root field whose value is the row's result: nothing happens after the call.
 * With a `check`, the arguments are validated first, so that a bad argument is refused before the
 * check's own reads.
 */
export const resolveWith =
  <Args, Answer, Result>(row: OperationRow<Args, Answer, Result>, check?: CallerCheck<Args>) =>
  async (_parent: unknown, args: Args, context: RequestScope): Promise<Result> => {
    checkArguments(context, row, args);
    await check?.(context, args);
    return send(context, row, args);
  };
