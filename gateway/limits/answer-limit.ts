import type { ApolloServerPlugin } from '@apollo/server';
import { holdAnswer, type UpstreamBudget } from './upstream-budget';

/** Characters JSON writes as escapes (`\"`, `\\`, `\n`, `\u0001`: up to six bytes each). */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const ESCAPED = /["\\\u0000-\u001f]/;
/**
 * Those, or characters UTF-8 writes in two to four bytes: most strings have neither, and are tested
 * once.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const UNPLAIN = /["\\\u0000-\u001f\u0080-\uffff]/;

/**
 * The values an answer's walk has still to count, kept from one walk to the next: every answer is
 * walked (twice when one fetch makes it), and a stack of its own would be grown afresh each time.
 * A walk runs to its end without yielding and leaves the stack as it found it.
 */
const pending: unknown[] = [];

/** The length of a finite number as JSON writes it: counted for a whole number, written out for others. */
function numberLength(value: number): number {
  if (!Number.isInteger(value) || Math.abs(value) >= 1e15) return String(value).length;
  let length = value < 0 ? 2 : 1;
  for (let power = 10, rest = Math.abs(value); power <= rest; power *= 10) length++;
  return length;
}

/**
 * About how many bytes `value` takes as JSON in UTF-8, walked without recursion and stopping once
 * past `limit` (then `limit + 1`). A value reached twice (one record handed to many aliases) counts
 * twice, as it is written twice. A string with characters JSON escapes counts as if each took six
 * bytes, one with characters beyond ASCII three; a number as it is written: within a tenth of
 * JSON.stringify's length on a page of records, and never under it by more than a quarter.
 */
export function answerBytes(value: unknown, limit: number): number {
  let bytes = 0;
  const base = pending.length;
  pending.push(value);
  while (pending.length > base) {
    const current = pending.pop();
    if (typeof current === 'string') {
      bytes += current.length + 2;
      if (UNPLAIN.test(current)) bytes += (ESCAPED.test(current) ? 5 : 2) * current.length;
    } else if (typeof current === 'number') bytes += Number.isFinite(current) ? numberLength(current) : 4;
    else if (typeof current === 'boolean' || current === null || current === undefined) bytes += 5;
    // A DateTime scalar's value is a Date, which JSON writes as its ISO string.
    else if (current instanceof Date) bytes += 26;
    else if (Array.isArray(current)) {
      bytes += Math.max(2, current.length + 1);
      if (bytes > limit) break;
      for (let index = 0; index < current.length; index++) pending.push(current[index]);
    } else if (typeof current === 'object') {
      bytes += 2;
      for (const key in current) {
        bytes += key.length + 4;
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
    if (bytes > limit) break;
  }
  pending.length = base;
  return bytes > limit ? limit + 1 : bytes;
}

/** The refusal of an answer past `maxBytes`, as an answer's error. */
export const answerTooLarge = (maxBytes: number) => ({
  message: `This operation's answer passed its limit of ${maxBytes} bytes: the operation ran, and its answer is not sent`,
  extensions: { code: 'OPERATION_RESPONSE_TOO_LARGE', maxOperationResponseBytes: maxBytes },
});

/**
 * The gateway's own answer held to the operation's answer budget (MAX_OPERATION_RESPONSE_BYTES), and
 * counted in the process's pool of answers in flight until the response is gone (a query's answer that
 * the pool, or its client address's share, has no room for is refused RATE_LIMITED). The budget counts
 * what the service answered, once per read; an answer can repeat a read: thirty aliases of one
 * 0.5 MB list answered 15 MB to an 875-byte anonymous request, and sixteen at once took the process
 * out of memory. Past the budget the answer is replaced by OPERATION_RESPONSE_TOO_LARGE before it is
 * written, and the work it cost is all it costs.
 */
export function answerLimitPlugin<TContext extends { upstream?: UpstreamBudget | undefined }>(
  options: {
    /** The limit for a request's answer: its budget's, by default. */
    maxBytesOf?: (budget: UpstreamBudget) => number;
    /** Whether an answer within it is held in the budget's pool (the gateway's; a subgraph's budget is lent, and reported back). */
    hold?: boolean;
  } = {},
): ApolloServerPlugin<TContext> {
  const { maxBytesOf = (budget: UpstreamBudget) => budget.maxBytes, hold = true } = options;
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue, operation }) {
          const budget = contextValue.upstream;
          if (!budget || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data === null || data === undefined) return;
          const maxBytes = maxBytesOf(budget);
          // Field errors are written too: one per object of a list, each with its path.
          const bytes = answerBytes(errors ? [data, errors] : data, maxBytes);
          if (bytes <= maxBytes) {
            // A write's answer is kept whatever the pool holds: it is how its client learns the write was applied.
            const refusal = hold ? holdAnswer(budget, bytes, operation?.operation === 'mutation') : undefined;
            if (refusal) {
              response.body.singleResult = { data: null, errors: [{ message: refusal.message, extensions: refusal.extensions }] };
              // A refusal to retry later, as the gateway's other ones are: 429 and when (the status plugin
              // reads the request's errors, which this answer's error is not among).
              response.http.status = 429;
              response.http.headers.set('retry-after', String(refusal.extensions.retryAfter));
            }
            return;
          }
          response.body.singleResult = { data: null, errors: [answerTooLarge(maxBytes)] };
        },
      };
    },
  };
}
