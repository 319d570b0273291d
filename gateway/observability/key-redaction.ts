import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { containsKey, redactKeys, type SecretKeys } from '../../subgraphs/shared/redaction';

/**
 * Scrubs every form of the service key (see keyForms) from a response's data, errors and extensions:
 * `raw` fields pass the service's bodies on untouched, and a service that echoes its request URL or
 * headers would otherwise hand the key to any caller. A response is searched as the text it is sent
 * as, and rebuilt only when a form is found in it.
 */
export function keyRedactionPlugin<TContext extends BaseContext>(secretKeys: SecretKeys): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const text = JSON.stringify(result);
          if (containsKey(text, secretKeys)) Object.assign(result, JSON.parse(redactKeys(text, secretKeys)));
        },
      };
    },
  };
}
