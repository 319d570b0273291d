import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, type GraphQLErrorOptions } from 'graphql';
import { prefersGraphQLResponseJson } from './json-response';

/**
 * An error in the request itself, found before execution (arguments, cost, operation name): by the
 * GraphQL-over-HTTP specification, 400 under `application/graphql-response+json` and 200 under
 * `application/json`.
 */
export class RequestError extends GraphQLError {
  constructor(message: string, options: GraphQLErrorOptions) {
    super(message, options);
    this.name = 'RequestError';
  }
}

/** Apollo Server's own classes for syntax, validation, variable and operation-name errors. */
const APOLLO_REQUEST_ERRORS = new Set(['SyntaxError', 'ValidationError', 'UserInputError', 'OperationResolutionError']);

/**
 * Errors that mean "this caller may not make this request": the same status whatever the media
 * type, as the specification allows for requests that are not permitted.
 */
const DENIALS: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  OPERATION_NOT_TRUSTED: 403,
  RATE_LIMITED: 429,
};

const isRequestError = (error: GraphQLError) => error instanceof RequestError || APOLLO_REQUEST_ERRORS.has(error.name);

/**
 * The status of a response without data: a refusal's own status; for request errors the one the
 * specification gives the negotiated media type; otherwise what was set (a server fault keeps its 5xx;
 * Apollo Server answers 500 for an error thrown by a plugin, which is why request errors are marked).
 */
function requestErrorStatus(errors: readonly GraphQLError[], current: number | undefined, graphqlResponseJson: boolean): number | undefined {
  for (const error of errors) {
    const denial = DENIALS[String(error.extensions.code)];
    if (denial) return denial;
  }
  if (errors.length > 0 && errors.every(isRequestError)) return graphqlResponseJson ? 400 : 200;
  return current;
}

/** Sets the HTTP status of every response that carries no data, by `requestErrorStatus`. */
export function httpStatusPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors, request }) {
          if (response.body.kind !== 'single' || response.body.singleResult.data !== undefined || !errors) return;
          const status = requestErrorStatus(errors, response.http.status, prefersGraphQLResponseJson(request.http?.headers.get('accept')));
          response.http.status = status;
          if (status === 401) response.http.headers.set('www-authenticate', 'Bearer');
          // A refusal to retry later says when, as the gateway's other 429 and 503 answers do.
          const retryAfter = errors.find((error) => error.extensions.code === 'RATE_LIMITED')?.extensions.retryAfter;
          if (status === 429 && typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
        },
      };
    },
  };
}
