import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { logger } from '../subgraphs/shared/logger';
import { requestIdOf } from './incoming-request';
import { HttpError, sendHttpError, sendJson } from './json-response';

/** Handles one path. `url` is the parsed request URL (its search string is the GraphQL GET request). */
export type Route = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

/** Path → handler: the whole HTTP surface of a server, in one place. */
export type RouteTable = Readonly<Record<string, Route>>;

/** How long and how much a client may take to send a request (the HTTP_* and MAX_REQUEST_HEADERS settings). */
export interface ClientLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxRequestHeaders: number;
}

/**
 * An HTTP server that cuts slow clients: headers must arrive within `headersTimeoutMs` and the whole
 * request within `requestTimeoutMs` (408, then the connection is closed), and an idle keep-alive
 * connection is closed after `keepAliveTimeoutMs`. Node checks these timers every
 * `connectionsCheckingInterval`: once a second, so a limit holds to within a second rather than
 * Node's default 30.
 */
export function createBoundedServer(limits: ClientLimits): Server {
  const server = createServer({
    headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: 1_000,
  });
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // One more than the limit is parsed, so that a request past it is told apart (Node drops the rest silently).
  server.maxHeadersCount = limits.maxRequestHeaders + 1;
  return server;
}

/**
 * The request listener of a route table. Every answer it gives itself is JSON: a request with more
 * than `maxRequestHeaders` header fields is 431, an unknown path is 404, and a handler that fails
 * unexpectedly is a 500 without detail (logged here, never sent).
 */
export function routeListener(routes: RouteTable, maxRequestHeaders = Infinity): RequestListener {
  return (req, res) => {
    if (req.rawHeaders.length / 2 > maxRequestHeaders) {
      sendHttpError(res, new HttpError(431, `A request may carry at most ${maxRequestHeaders} header fields`, 'BAD_REQUEST', { connection: 'close' }), req.headers);
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://gateway.invalid');
    } catch {
      sendHttpError(res, new HttpError(400, 'The request target is not a valid URL', 'BAD_REQUEST'), req.headers);
      return;
    }
    const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
    if (!route) {
      sendHttpError(res, new HttpError(404, `Nothing is served at ${url.pathname}`, 'NOT_FOUND'), req.headers);
      return;
    }
    Promise.resolve()
      .then(() => route(req, res, url))
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          if (!res.headersSent) sendHttpError(res, error, req.headers);
          else res.destroy();
          return;
        }
        logger.error({ err: error, path: url.pathname, requestId: requestIdOf(req) }, 'request handler failed');
        if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        else res.destroy();
      });
  };
}

/**
 * Answers what Node's HTTP parser refuses (oversized headers, malformed requests) with JSON rather
 * than its bare default, then closes the connection.
 */
export function answerClientErrorsWithJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ errors: [{ message: 'The HTTP request could not be read', extensions: { code: 'BAD_REQUEST' } }] });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
