import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { noteAnswerCode } from './request-telemetry';

export const MEDIA_TYPES = {
  json: 'application/json; charset=utf-8',
  graphqlResponse: 'application/graphql-response+json; charset=utf-8',
} as const;

/**
 * An HTTP answer given before GraphQL runs (a malformed body, an unsupported media type, missing
 * credentials, a rate limit): carried as a GraphQL error so that every client reads it the same way.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * The media type of a JSON answer: `application/graphql-response+json` when the caller prefers it,
 * otherwise `application/json` (also when there is no Accept header, as the specification says).
 */
export function jsonMediaType(headers: IncomingHttpHeaders): string {
  return prefersGraphQLResponseJson(headers.accept) ? MEDIA_TYPES.graphqlResponse : MEDIA_TYPES.json;
}

/** Whether an Accept header prefers `application/graphql-response+json` (as Apollo Server negotiates it). */
export function prefersGraphQLResponseJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const preferred = new Negotiator({ headers: { accept } }).mediaType(['application/json', 'application/graphql-response+json']);
  return preferred === 'application/graphql-response+json';
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType: string = MEDIA_TYPES.json,
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendHttpError(res: ServerResponse, error: HttpError, requestHeaders: IncomingHttpHeaders): void {
  noteAnswerCode(res, error.code);
  sendJson(
    res,
    error.status,
    { errors: [{ message: error.message, extensions: { code: error.code, ...error.extensions } }] },
    error.headers,
    jsonMediaType(requestHeaders),
  );
}
