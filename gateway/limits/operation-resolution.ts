import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { Kind } from 'graphql';
import { RequestError } from '../http/graphql-status';

/**
 * An operationName that names no operation of the document, or none given for a document of several,
 * is the caller's mistake (OPERATION_RESOLUTION_FAILURE, 400), found before any planning; the gateway
 * would otherwise report it from its query planner with a code of its own.
 */
export function operationResolutionPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request }) {
          if (operation) return;
          const named = request.operationName;
          const count = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;
          const message =
            named ? `Unknown operation named "${named}".` : count === 0 ? 'The document contains no operation.' : 'Must provide operation name if query contains multiple operations.';
          throw new RequestError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } });
        },
      };
    },
  };
}
