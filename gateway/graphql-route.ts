import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Caller } from '../subgraphs/shared/caller';
import { refusalBody } from './http/format-error';
import type { Route } from './http/incoming-request';
import { requestIdOf } from './http/incoming-request';
import { HttpError, jsonMediaType, MEDIA_TYPES } from './http/json-response';
import type { InFlightLimit } from './limits/load-shedding';
import { PARSER_LIMITS, commentCount, documentOf, lineBreakCount, nestingDepth } from './limits/parser-limits';
import { readJsonBody, type BodyBuffer } from './http/request-body';
import { noteAnswerCode, noteCaller, noteGraphQLRequest } from './http/request-telemetry';
import { whenClosed } from './http/response-closed';

/** A connect-style middleware such as the `cors` package's, used here on plain node:http objects. */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A GraphQL request's context: who calls is on every one, for the request's log line and for what its errors may reveal. */
export type RoutedContext = BaseContext & { caller: Caller };

export interface GraphQLRouteOptions<TContext extends RoutedContext> {
  server: ApolloServer<TContext>;
  /**
   * Decides who is calling before any GraphQL work, and builds the request's context; throws an
   * HttpError (401, 429) to refuse the request.
   */
  admit(req: IncomingMessage): Promise<TContext>;
  cors?: Middleware;
  /** Requests served at once (MAX_REQUESTS_IN_FLIGHT); past it, 503 once the body is read. */
  inFlight?: InFlightLimit;
  maxBodyBytes?: number;
  /** Body bytes held at once, from a body's first byte until its response is sent or its client gone (MAX_BUFFERED_BODY_BYTES); past it, 503. */
  bodyBuffer?: BodyBuffer;
  /**
   * Called with the context `admit` built once the request is done with: its response closed (sent,
   * abandoned, or cut by HTTP_RESPONSE_TIMEOUT_MS) and no execution of it running (else once that
   * execution ends). An answer not yet taken is still held: its bytes count until then.
   */
  release?(context: TContext): void;
  /** Called with the context `admit` built as soon as the request's client is gone (its response closed, sent or not). */
  abandon?(context: TContext): void;
  /** The client's rate-limit bucket (its address, or its IPv6 /64), whose share of the in-flight slots is bounded. */
  clientBucket?(req: IncomingMessage): string;
  /** Called once the whole request is here and has its slot: the operation's own time starts then. */
  begin?(context: TContext): void;
}

function headerMapOf(headers: IncomingHttpHeaders): HeaderMap {
  const map = new HeaderMap();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) map.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return map;
}

/** Runs a middleware; false when it answered the request itself (a CORS preflight). */
function run(middleware: Middleware, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve, reject) => {
    middleware(req, res, (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(true)));
    res.once('finish', () => resolve(false));
  });
}

/**
 * GraphQL over HTTP on node:http, through Apollo Server's `executeHTTPGraphQLRequest`: GET and
 * POST, JSON bodies only, every answer JSON (or the landing page for a browser).
 */
/**
 * A request Apollo Server refuses before its plugins run (a body without a query, variables that are
 * not an object, a GET mutation) is answered without the request id errorAudiencePlugin adds to every
 * other error: it is added here. Only such 4xx refusals are read again, never an answer that ran.
 */
function withRequestId(text: string, status: number, requestId: string | undefined): string {
  if (status < 400 || requestId === undefined || text.includes('"requestId"')) return text;
  const answer = JSON.parse(text) as { errors?: { extensions?: Record<string, unknown> }[] };
  for (const error of answer.errors ?? []) error.extensions = { ...error.extensions, requestId };
  return `${JSON.stringify(answer)}\n`;
}

export function graphqlRoute<TContext extends RoutedContext>(options: GraphQLRouteOptions<TContext>): Route {
  const { server } = options;
  return async (req, res, url) => {
    if (options.cors && !(await run(options.cors, req, res))) return;
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'POST') {
      throw new HttpError(405, `${method} is not supported: use GET or POST`, 'METHOD_NOT_ALLOWED', { allow: 'GET, POST' });
    }
    const contextValue = await options.admit(req);
    noteCaller(res, contextValue.caller.kind);
    // An execution still running when its client leaves keeps what it holds until it ends.
    let executing = false;
    let gone = false;
    whenClosed(res, () => {
      gone = true;
      options.abandon?.(contextValue);
      if (!executing) options.release?.(contextValue);
    });
    const body = method === 'POST' ? await readJsonBody(req, options.maxBodyBytes, options.bodyBuffer, res, options.clientBucket?.(req)) : undefined;
    // A slot is taken only once the whole request is here: a client that sends slowly holds none.
    options.inFlight?.admit(res, options.clientBucket?.(req));
    options.begin?.(contextValue);
    const document = documentOf(method, body, url.searchParams);
    // graphql-js's parser has a token limit that leaves comments out, and no recursion limit: both
    // are checked first, comments before anything lexes the text; so are line breaks, which every
    // error's location is found by.
    const unparsable =
      document === undefined
        ? undefined
        : commentCount(document) > PARSER_LIMITS.maxComments
          ? `Syntax Error: Document contains more than ${PARSER_LIMITS.maxComments} comments. Parsing aborted.`
          : lineBreakCount(document) > PARSER_LIMITS.maxLineBreaks
            ? `Syntax Error: Document contains more than ${PARSER_LIMITS.maxLineBreaks} line breaks. Parsing aborted.`
            : nestingDepth(document) > PARSER_LIMITS.maxRecursion
              ? `Syntax Error: Document nesting exceeds ${PARSER_LIMITS.maxRecursion} levels. Parsing aborted.`
              : undefined;
    if (unparsable !== undefined) {
      const contentType = jsonMediaType(req.headers);
      noteAnswerCode(res, 'GRAPHQL_PARSE_FAILED');
      const text = JSON.stringify(refusalBody(unparsable, { code: 'GRAPHQL_PARSE_FAILED' }, requestIdOf(req)));
      res.writeHead(contentType === MEDIA_TYPES.graphqlResponse ? 400 : 200, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
      res.end(text);
      return;
    }
    const httpGraphQLRequest = { method, headers: headerMapOf(req.headers), search: url.search, body };
    noteGraphQLRequest(res, httpGraphQLRequest);
    executing = true;
    let response: Awaited<ReturnType<typeof server.executeHTTPGraphQLRequest>>;
    try {
      response = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: async () => contextValue });
    } finally {
      executing = false;
      if (gone) options.release?.(contextValue);
    }
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      const text = withRequestId(response.body.string, res.statusCode, requestIdOf(req));
      res.setHeader('content-length', Buffer.byteLength(text));
      res.end(text);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
