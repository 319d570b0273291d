import { rulesOf, type OperationRow } from './operations';
import type { RequestScope } from './subgraph';
import { validate } from './validation';

/**
 * The facade's own request (a loader's batch, a read-back): body → URL → HTTP → parse, without the
 * argument rules a caller's arguments are held to.
 */
export async function send<Args, Answer, Result>(scope: RequestScope, row: OperationRow<Args, Answer, Result>, args: Args): Promise<Result> {
  const config = scope.client.config;
  let answerLost = false;
  const answer = await scope.client.call(row, {
    apiKey: scope.apiKey,
    body: row.httpMethod === 'POST' ? row.body(args, config) : undefined,
    ...(row.key ? { key: row.key(args, config) } : {}),
    response: row.response,
    onAnswerLost: () => {
      answerLost = true;
    },
  });
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
