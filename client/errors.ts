/**
 * The facade's error contract, as a frontend reads it (docs/frontend.md, "Errors"). Every error, whether in a
 * GraphQL answer or in an HTTP refusal given before GraphQL runs (401, 413, 415, 429, 503, ...), has
 * the same shape, so one handler reads them all. The gateway imports the code list from here, so the
 * server and its clients cannot disagree on it: this module imports nothing, so that the gateway's
 * runtime does not need Apollo Client.
 */
/** Every `extensions.code` the facade answers with. */
export const FACADE_ERROR_CODES = [
  // The request itself
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_NOT_TRUSTED',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  // Who calls
  'UNAUTHENTICATED',
  'AUTHENTICATION_UNAVAILABLE',
  'FORBIDDEN',
  // The facade's own limits
  'RATE_LIMITED',
  'OPERATION_TOO_EXPENSIVE',
  'OPERATION_RESPONSE_TOO_LARGE',
  // The commerce service
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_OUTCOME_UNKNOWN',
  'UPSTREAM_RATE_LIMITED',
  'UPSTREAM_BAD_RESPONSE',
  // The facade's own parts
  'SUBGRAPH_UNAVAILABLE',
  'RESERVATION_STORE_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_ANSWER_NOT_KEPT',
  'IDEMPOTENCY_QUOTA_EXCEEDED',
  'IDEMPOTENCY_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;

export type FacadeErrorCode = (typeof FACADE_ERROR_CODES)[number];

const CODES: ReadonlySet<string> = new Set(FACADE_ERROR_CODES);

export const isFacadeErrorCode = (value: unknown): value is FacadeErrorCode => typeof value === 'string' && CODES.has(value);

/** What every error's `extensions` holds. */
export interface FacadeErrorExtensions {
  code: FacadeErrorCode;
  /** The request's id (also the `x-request-id` response header): quote it when reporting a problem. */
  requestId: string;
  /** An input error's (or a refusal's) subject: argument paths such as `input.loads.2.amount`, or fields such as `Query.walletAccounts`. */
  fields?: string[];
  /** A scope refusal: any one inner list, all of its scopes (as `@requiresScopes` declares them). */
  requiredScopes?: string[][];
  /** Seconds to wait before retrying (RATE_LIMITED, UPSTREAM_RATE_LIMITED, IDEMPOTENCY_*). */
  retryAfter?: number;
  /** Whether a failed service call reached the service: `"unknown"` when a write may have been applied. */
  delivered?: boolean | 'unknown';
  /**
   * Service and transport detail (operation, status, connection error): never shown to shoppers,
   * and in production only answered to service callers and users with a support or admin scope.
   */
  detail?: string;
  /** The service operation and its HTTP status; answered like `detail`. */
  upstream?: { operation: string; status: number | null };
  /** Code-specific extras (`cost`, `maxCost`, `serviceName`, `reason`, ...): see the table in docs/frontend.md. */
  [extension: string]: unknown;
}

/** One error as the facade answers it; its `message` is safe to show a shopper. */
export interface FacadeError {
  message: string;
  path?: readonly (string | number)[];
  extensions: FacadeErrorExtensions;
}

/** What `errorsOf` reads: a GraphQL response body, or an Apollo Client 4 result (its `error`). */
export type ErrorSource =
  | { readonly errors?: readonly { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[] | undefined }
  | { readonly error?: unknown };

type RawError = { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> };

const errorList = (value: unknown): RawError[] | undefined => {
  const errors = typeof value === 'object' && value !== null ? (value as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) ? (errors as RawError[]) : undefined;
};

/** The errors of an HTTP refusal's JSON body, as Apollo Client 4 hands it over (a ServerError's `bodyText`). */
function bodyErrors(error: unknown): RawError[] {
  const bodyText = typeof error === 'object' && error !== null ? (error as { bodyText?: unknown }).bodyText : undefined;
  if (typeof bodyText !== 'string') return [];
  try {
    return errorList(JSON.parse(bodyText)) ?? [];
  } catch {
    return [];
  }
}

function typed(error: RawError): FacadeError {
  const extensions = error.extensions ?? {};
  return {
    message: error.message,
    ...(error.path ? { path: error.path } : {}),
    extensions: {
      ...extensions,
      // An error from somewhere other than the facade (a proxy in between) still reads as one.
      code: isFacadeErrorCode(extensions.code) ? extensions.code : 'INTERNAL_SERVER_ERROR',
      requestId: typeof extensions.requestId === 'string' ? extensions.requestId : '',
    },
  };
}

/**
 * The errors of a result, typed by the contract: `errors` of a response body, or those Apollo Client
 * 4 carries in `error`: a CombinedGraphQLErrors' `errors` (GraphQL errors beside or instead of data),
 * or the JSON body of a ServerError (an HTTP refusal). They are recognised by shape, not class, so
 * that this module needs no import.
 */
export function errorsOf(result: ErrorSource): FacadeError[] {
  if ('errors' in result && result.errors) return result.errors.map(typed);
  const error = 'error' in result ? result.error : undefined;
  return (errorList(error) ?? bodyErrors(error)).map(typed);
}
