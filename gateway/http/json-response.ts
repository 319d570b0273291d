import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { refusalBody } from './format-error';
import { REQUEST_ID_HEADER } from './incoming-request';
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

/** The request id the router gave the request (echoed in `x-request-id`), for the error's extensions. */
const requestIdOfAnswer = (res: ServerResponse): string | undefined => {
  const header = res.getHeader(REQUEST_ID_HEADER);
  return typeof header === 'string' ? header : undefined;
};

/** An HTTP refusal, in the error contract's shape like every GraphQL error (format-error.ts). */
export function sendHttpError(res: ServerResponse, error: HttpError, requestHeaders: IncomingHttpHeaders): void {
  noteAnswerCode(res, error.code);
  sendJson(
    res,
    error.status,
    refusalBody(error.message, { ...error.extensions, code: error.code }, requestIdOfAnswer(res)),
    error.headers,
    jsonMediaType(requestHeaders),
  );
}

/** A handler's unexpected failure: a 500 without any detail of it. */
export function sendInternalError(res: ServerResponse): void {
  noteAnswerCode(res, 'INTERNAL_SERVER_ERROR');
  sendJson(res, 500, refusalBody('Internal server error', { code: 'INTERNAL_SERVER_ERROR' }, requestIdOfAnswer(res)));
}
