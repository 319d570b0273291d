import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import stableStringify from 'fast-json-stable-stringify';
import type { IdempotencyStore, StoredResponse } from './idempotency-store';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Up to 255 visible ASCII characters, as in the IETF Idempotency-Key draft's examples (UUIDs and the like). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Errors that mean nothing was applied: a client may correct the request and send it again under the same key. */
const REFUSED_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'OPERATION_TOO_EXPENSIVE',
  'UPSTREAM_RATE_LIMITED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
]);

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

function refused(error: GraphQLFormattedError): boolean {
  const extensions = error.extensions ?? {};
  return extensions.delivered === false || REFUSED_CODES.has(String(extensions.code));
}

/**
 * Whether an answer must be kept for replays: anything that may have changed the service's state.
 * A response in which every field failed before sending is not kept, so the key can be used again.
 */
function worthKeeping(body: { data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }): boolean {
  const errors = body.errors ?? [];
  if (errors.length === 0) return true;
  const anyData = Object.values(body.data ?? {}).some((value) => value !== null && value !== undefined);
  return anyData || !errors.every(refused);
}

function idempotencyError(code: string, message: string, status: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}

interface Claimed {
  key: string;
  fingerprint: string;
}

/**
 * `Idempotency-Key` for mutations: the first request with a key runs and its answer is kept (per
 * caller and key); a replay of the same operation and variables gets that answer without any call to
 * the service, a concurrent duplicate waits for the first, and the key with another request is refused.
 */
export function idempotencyPlugin<TContext extends object>(
  store: IdempotencyStore,
  callerOf: (context: TContext) => string,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      let claimed: Claimed | undefined;
      let replay: StoredResponse | undefined;
      return {
        async didResolveOperation(requestContext: GraphQLRequestContext<TContext>) {
          const header = requestContext.request.http?.headers.get(IDEMPOTENCY_HEADER);
          if (header === undefined || requestContext.operation?.operation !== 'mutation') return;
          if (!KEY_PATTERN.test(header)) {
            throw idempotencyError(
              'BAD_USER_INPUT',
              'Idempotency-Key must be 1 to 255 visible ASCII characters',
              400,
            );
          }
          const key = `${sha256(callerOf(requestContext.contextValue))}:${sha256(header)}`;
          const { query, operationName, variables, extensions } = requestContext.request;
          const fingerprint = sha256(
            stableStringify({
              document: query ?? extensions?.persistedQuery,
              operationName: operationName ?? null,
              variables: variables ?? {},
            }),
          );
          const claim = await store.claim(key, fingerprint);
          switch (claim.state) {
            case 'claimed':
              claimed = { key, fingerprint };
              return;
            case 'done':
              replay = claim.response;
              return;
            case 'mismatch':
              throw idempotencyError(
                'IDEMPOTENCY_KEY_REUSED',
                'This Idempotency-Key was used with another request: use a new key for a new request',
                422,
              );
            case 'timeout':
              throw idempotencyError(
                'IDEMPOTENCY_KEY_IN_USE',
                'A request with this Idempotency-Key is still running: try again later',
                409,
              );
          }
        },
        async responseForOperation() {
          if (!replay) return null;
          return {
            http: { status: replay.status, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: replay.body },
          };
        },
        async willSendResponse(requestContext: GraphQLRequestContext<TContext>) {
          if (replay) requestContext.response.http.headers.set(REPLAYED_HEADER, 'true');
          if (!claimed) return;
          const { body, http } = requestContext.response;
          if (body?.kind !== 'single' || !worthKeeping(body.singleResult)) {
            await store.release(claimed.key);
            return;
          }
          await store.complete(claimed.key, claimed.fingerprint, { status: http.status, body: body.singleResult });
        },
      };
    },
  };
}
