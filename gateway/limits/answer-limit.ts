import type { ApolloServerPlugin } from '@apollo/server';
import { holdAnswer, type UpstreamBudget } from './upstream-budget';

/**
 * About how many bytes `value` takes as JSON, walked without recursion and stopping once past
 * `limit` (then `limit + 1`). A value reached twice (one record handed to many aliases) counts twice,
 * as it is written twice. Strings count their characters, not their escapes, and numbers 8: an
 * estimate, within a tenth of JSON.stringify's length on a page of records.
 */
export function answerBytes(value: unknown, limit: number): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') bytes += current.length + 2;
    else if (typeof current === 'number') bytes += 8;
    else if (typeof current === 'boolean' || current === null || current === undefined) bytes += 5;
    else if (Array.isArray(current)) {
      bytes += 2 + current.length;
      for (const element of current) stack.push(element);
    } else if (typeof current === 'object') {
      bytes += 2;
      for (const key in current) {
        bytes += key.length + 4;
        stack.push((current as Record<string, unknown>)[key]);
      }
    }
    if (bytes > limit) return limit + 1;
  }
  return bytes;
}

/** The refusal of an answer past `maxBytes`, as an answer's error. */
export const answerTooLarge = (maxBytes: number) => ({
  message: `This operation's answer passed its limit of ${maxBytes} bytes: nothing of it is sent`,
  extensions: { code: 'OPERATION_RESPONSE_TOO_LARGE', maxOperationResponseBytes: maxBytes },
});

/**
 * The gateway's own answer held to the operation's answer budget (MAX_OPERATION_RESPONSE_BYTES), and
 * counted in the process's pool of answers in flight until the response is gone. The budget counts
 * what the service answered, once per read; an answer can repeat a read: thirty aliases of one
 * 0.5 MB list answered 15 MB to an 875-byte anonymous request, and sixteen at once took the process
 * out of memory. Past the budget the answer is replaced by OPERATION_RESPONSE_TOO_LARGE before it is
 * written, and the work it cost is all it costs.
 */
export function answerLimitPlugin<TContext extends { upstream?: UpstreamBudget | undefined }>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          const budget = contextValue.upstream;
          if (!budget || response.body.kind !== 'single') return;
          const { data } = response.body.singleResult;
          if (data === null || data === undefined) return;
          const bytes = answerBytes(data, budget.maxBytes);
          if (bytes <= budget.maxBytes) {
            holdAnswer(budget, bytes);
            return;
          }
          response.body.singleResult = { data: null, errors: [answerTooLarge(budget.maxBytes)] };
        },
      };
    },
  };
}
