/**
 * Errors that mean "this caller may not make this request": the same status whatever the media
 * type, as the GraphQL-over-HTTP specification allows for requests that are not permitted.
 */
const DENIALS: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  OPERATION_NOT_TRUSTED: 403,
  RATE_LIMITED: 429,
};

/** A malformed HTTP request (not a GraphQL-over-HTTP request at all): Apollo Server's status stands. */
const MALFORMED = 'BAD_REQUEST';
/** Faults of the server, not of the request. */
const SERVER_FAULTS = new Set(['INTERNAL_SERVER_ERROR', undefined]);

function errorCodes(body: string): (string | undefined)[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || 'data' in parsed) return undefined;
  const { errors } = parsed as { errors?: unknown };
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  return errors.map((error: unknown) => {
    const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  });
}

/**
 * The HTTP status of a GraphQL response with no `data` (a request error), by the GraphQL-over-HTTP
 * specification: with `application/graphql-response+json` a request error is a 4xx (400 for syntax,
 * validation, variables, operation name, limits and cost); with `application/json` a well-formed
 * request is answered 200 whatever its GraphQL errors. Credentials, scopes, trusted documents and the
 * rate limit are refusals (401, 403, 429) in both. Apollo Server answers some client mistakes found
 * by plugins with 500; those are corrected here, and only server faults keep a 5xx.
 */
export function graphqlResponseStatus(status: number, contentType: string | undefined, body: string): number {
  if (status < 400) return status;
  const codes = errorCodes(body);
  if (!codes) return status;
  for (const code of codes) {
    const denial = code === undefined ? undefined : DENIALS[code];
    if (denial) return denial;
  }
  if (codes.includes(MALFORMED) || codes.some((code) => SERVER_FAULTS.has(code))) return status;
  return contentType?.startsWith('application/graphql-response+json') ? 400 : 200;
}
