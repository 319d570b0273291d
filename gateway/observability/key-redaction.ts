import type { FormattedExecutionResult } from 'graphql';
import { containsKey, redactKeys, type SecretKeys } from '../../subgraphs/shared/redaction';

/**
 * How the gateway writes every answer (Apollo Server's `stringifyResult`): JSON, as Apollo writes it,
 * with every form of the service key (see keyForms) scrubbed from its data, errors and extensions:
 * `raw` fields pass the service's bodies on untouched, and a service that echoes its request URL or
 * headers would otherwise hand the key to any caller. The answer is searched once, as the text it is
 * sent as, and rewritten only when a form is found in it; replays and error answers go through here too.
 */
export function redactingStringify(secretKeys: SecretKeys): (result: FormattedExecutionResult) => string {
  return (result) => {
    const text = `${JSON.stringify(result)}\n`;
    return containsKey(text, secretKeys) ? redactKeys(text, secretKeys) : text;
  };
}
