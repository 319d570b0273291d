import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import stableStringify from 'fast-json-stable-stringify';
import { logger } from '../../subgraphs/shared/logger';
import { idempotencyRecordsNotWritten } from '../../subgraphs/shared/metrics';
import type { SettleRequest } from '../../subgraphs/shared/settle';
import { withoutAnswer, type Claim, type IdempotencyStore, type StoredOutcome, type StoredResponse } from './idempotency-store';
import { REDIS_RETRY_AFTER_S } from './redis';

const IDEMPOTENCY_HEADER = 'idempotency-key';
const REPLAYED_HEADER = 'idempotent-replayed';

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
 * Whether an answer says only that writes may have been applied: no field answered, at least one
 * error that does not know (UPSTREAM_OUTCOME_UNKNOWN, or a subgraph deployed on its own that may
 * have received the request and did not answer: `delivered: "unknown"`), and every other error one
 * that applied nothing. Such an answer is kept as unknown, to be settled by a resend: kept as final,
 * its resends would replay a timeout for as long as the record lives. An answer in which some field
 * was answered is kept as it is: a resend must not run that field again.
 */
function unknownOutcome(body: { data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }): boolean {
  const errors = body.errors ?? [];
  const anyData = Object.values(body.data ?? {}).some((value) => value !== null && value !== undefined);
  const unknown = (error: GraphQLFormattedError) => error.extensions?.code === 'UPSTREAM_OUTCOME_UNKNOWN' || error.extensions?.delivered === 'unknown';
  return !anyData && errors.some(unknown) && errors.every((error) => unknown(error) || refused(error));
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

function idempotencyError(code: string, message: string, status: number, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions, http: { status } } });
}

/** The whole answer when its JSON fits `maxAnswerBytes`, else only that it was applied and what it made. */
function outcomeOf(response: StoredResponse, maxAnswerBytes: number): StoredOutcome {
  return Buffer.byteLength(JSON.stringify(response.body)) <= maxAnswerBytes ? { kept: true, response } : withoutAnswer(response);
}

export interface IdempotencyLimits {
  /** An answer whose JSON is larger is not kept: a replay is told it was applied, with its identifiers. */
  maxAnswerBytes: number;
  /**
   * How long after the latest attempt ended a resend may settle its unknown outcome
   * (IDEMPOTENCY_SETTLE_AFTER_MS): a write the service holds past the gateway's deadline may still be
   * applied late, and a read made before it lands would send the write again.
   */
  settleAfterMs: number;
}

interface Claimed {
  caller: string;
  key: string;
  fingerprint: string;
  /** When the key's first request was made: what an unknown outcome's settling reads look back to. */
  since: number;
  /** The request settles an unknown outcome: ending without a new one leaves that outcome standing. */
  settling: boolean;
  /** What lets this request, and no other, complete, release or abandon the key. */
  ticket: string;
}

/** How often, at most, the records being full is logged. */
const FULL_LOG_INTERVAL_MS = 60_000;

/**
 * `Idempotency-Key` for mutations: the first request with a key runs and its answer is kept (per
 * caller and key); a replay of the same operation and variables gets that answer without any call to
 * the service, a concurrent duplicate waits for the first, and the key with another request is refused.
 * An answer over `maxAnswerBytes` is replayed as IDEMPOTENCY_ANSWER_NOT_KEPT (applied, with what
 * identifies its result), never sent again; a caller past its quota of live keys is refused a new one.
 * An answer that says only UPSTREAM_OUTCOME_UNKNOWN is kept as unknown: a resend with the key runs
 * with `settle` in its context, so that each write reads the service before anything is sent again
 * (subgraphs/shared/call.ts), and its answer is kept in place of the unknown one.
 */
export function idempotencyPlugin<TContext extends { settle?: SettleRequest | undefined; deadline?: number | undefined; upstream?: { readonly abandoned: boolean } }>(
  store: IdempotencyStore,
  callerOf: (context: TContext) => string,
  limits: IdempotencyLimits,
): ApolloServerPlugin<TContext> {
  let fullLoggedAt = -Infinity;
  return {
    async requestDidStart() {
      let claimed: Claimed | undefined;
      let replay: StoredResponse | undefined;
      let replayed = false;
      let retryAfterS: number | undefined;
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
          const caller = sha256(callerOf(requestContext.contextValue));
          const key = `${caller}:${sha256(header)}`;
          const { query, operationName, variables, extensions } = requestContext.request;
          const fingerprint = sha256(
            stableStringify({
              document: query ?? extensions?.persistedQuery,
              operationName: operationName ?? null,
              variables: variables ?? {},
            }),
          );
          // A duplicate waits for the request holding its key at most half of what its operation has
          // left, keeping the rest for its own calls, and not once its client has gone: waiting out
          // the store's 30 s, it held its slot past its deadline and then could send nothing.
          const context = requestContext.contextValue;
          const wait = context.deadline === undefined ? undefined : { until: Date.now() + (context.deadline - Date.now()) / 2, gone: () => context.upstream?.abandoned === true };
          let claim: Claim;
          try {
            claim = await store.claim(caller, key, fingerprint, wait);
          } catch (error) {
            // Without its record a replay could not be told from a first request: nothing is sent.
            // The store's own words (a Redis timeout, a closed connection) stay in the log.
            logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'idempotency store unavailable');
            retryAfterS = REDIS_RETRY_AFTER_S;
            throw idempotencyError(
              'IDEMPOTENCY_UNAVAILABLE',
              `The Idempotency-Key records cannot be read or written: nothing was sent. Retry after ${REDIS_RETRY_AFTER_S} s with the same key`,
              503,
              { retryAfter: REDIS_RETRY_AFTER_S, delivered: false },
            );
          }
          switch (claim.state) {
            case 'claimed':
              claimed = { caller, key, fingerprint, since: Date.now(), settling: false, ticket: claim.ticket };
              return;
            case 'settle': {
              // From the end of the latest attempt that may have sent: a settling resend that sent
              // the write again and lost its answer too counts, not only the first attempt.
              const wait = claim.endedAt + limits.settleAfterMs - Date.now();
              if (wait > 0) {
                await store.abandon(key, claim.ticket).catch(() => undefined);
                retryAfterS = Math.ceil(wait / 1000);
                throw idempotencyError(
                  'IDEMPOTENCY_KEY_IN_USE',
                  `The latest request with this Idempotency-Key may still be applied by the service: nothing was sent. Retry after ${retryAfterS} s with the same key, when it can be settled`,
                  409,
                  { retryAfter: retryAfterS, delivered: false },
                );
              }
              claimed = { caller, key, fingerprint, since: claim.since, settling: true, ticket: claim.ticket };
              requestContext.contextValue.settle = { since: claim.since };
              return;
            }
            case 'done':
              replayed = true;
              if (claim.outcome.kept) {
                replay = claim.outcome.response;
                return;
              }
              // The original status (a 2xx, normally): the write succeeded; only its answer is gone.
              throw idempotencyError(
                'IDEMPOTENCY_ANSWER_NOT_KEPT',
                'The request with this Idempotency-Key was applied, but its answer was not kept (too large, or past the answers kept for this caller): it is not sent again. extensions.result identifies what it made; read it back from there',
                claim.outcome.status ?? 200,
                { applied: true, result: claim.outcome.identifiers },
              );
            case 'quota':
              retryAfterS = claim.retryAfterS;
              throw idempotencyError(
                'IDEMPOTENCY_QUOTA_EXCEEDED',
                `Too many Idempotency-Keys in use by this caller: retry after ${claim.retryAfterS} s, or send the request without a key`,
                429,
                { retryAfter: claim.retryAfterS },
              );
            case 'mismatch':
              throw idempotencyError(
                'IDEMPOTENCY_KEY_REUSED',
                'This Idempotency-Key was used with another request: use a new key for a new request',
                422,
              );
            case 'timeout':
              retryAfterS = claim.retryAfterS;
              throw idempotencyError(
                'IDEMPOTENCY_KEY_IN_USE',
                `A request with this Idempotency-Key is still running: retry after ${claim.retryAfterS} s at most, with the same key`,
                409,
                { retryAfter: claim.retryAfterS, delivered: false },
              );
            case 'full':
              // Records are never dropped before their time (a dropped one could let a write be sent
              // twice): until some expire, a new key is refused. Logged once a minute at most.
              if (Date.now() - fullLoggedAt >= FULL_LOG_INTERVAL_MS) {
                fullLoggedAt = Date.now();
                logger.error({ retryAfterS: claim.retryAfterS }, 'idempotency records full: new Idempotency-Keys are refused until records expire');
              }
              retryAfterS = claim.retryAfterS;
              throw idempotencyError(
                'IDEMPOTENCY_UNAVAILABLE',
                `The Idempotency-Key records are full: nothing was sent. Retry after ${claim.retryAfterS} s with the same key, or send the request without a key`,
                503,
                { retryAfter: claim.retryAfterS, delivered: false },
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
          if (replayed) requestContext.response.http.headers.set(REPLAYED_HEADER, 'true');
          if (retryAfterS !== undefined) requestContext.response.http.headers.set('retry-after', String(retryAfterS));
          if (!claimed) return;
          const { body, http } = requestContext.response;
          if (body?.kind !== 'single' || !worthKeeping(body.singleResult)) {
            try {
              await (claimed.settling ? store.abandon(claimed.key, claimed.ticket) : store.release(claimed.caller, claimed.key, claimed.ticket));
            } catch (error) {
              // A settle lock ends by itself with its time; a claim is given back once the store answers.
              logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'idempotency key not given back yet');
            }
            return;
          }
          const outcome: StoredOutcome = unknownOutcome(body.singleResult)
            ? { kept: 'unknown', since: claimed.since, endedAt: Date.now() }
            : outcomeOf({ status: http.status, body: body.singleResult }, limits.maxAnswerBytes);
          try {
            if (!(await store.complete(claimed.caller, claimed.key, claimed.fingerprint, outcome, claimed.ticket))) {
              // Its claim's lock had passed and another request took the key over to settle it.
              logger.warn('idempotency record not written: another request had taken over its key');
            }
          } catch (error) {
            // The request ran: its answer stands. Its claim stays: a resend before the claim's lock
            // ends is told the key is in use, one after it settles the request, reading the service
            // before anything is sent again.
            idempotencyRecordsNotWritten.inc();
            logger.error({ err: error instanceof Error ? error.message : String(error) }, 'idempotency record not written: a resend with its key will settle it');
          }
        },
      };
    },
  };
}
