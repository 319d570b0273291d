import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { logger } from '../../subgraphs/shared/logger';
import { normaliseAddress } from './client-address';
import { assignRequestId, REQUEST_ID_HEADER, type Route } from './incoming-request';
import { refusalBody } from './format-error';
import { HttpError, sendHttpError, sendInternalError } from './json-response';
import { MAX_SHOWN_PATH, noteRawAnswer, observeRequest, OTHER_ROUTE } from './request-telemetry';
import { whenClosed } from './response-closed';


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

export interface RouteListenerOptions {
  /** Header fields a request may carry (MAX_REQUEST_HEADERS); past it, 431. */
  maxRequestHeaders?: number;
  /** How long a client may take to receive an answer from its turn to be sent, and the slowest it may take the rest (HTTP_RESPONSE_*). */
  response: AnswerDeadline;
  /** The client's address for the request's log line (as TRUST_PROXY resolves it); else the socket's peer. */
  clientAddress?: (req: IncomingMessage) => string;
}

const cutConnection = (res: ServerResponse): void => {
  res.req.socket.destroy();
};

interface AnswerDeadline {
  timeoutMs: number;
  minBytesPerSecond: number;
}

/**
 * Closes the connection of an answer its client has not taken within `timeoutMs` of its turn to be
 * sent, plus a second for every `minBytesPerSecond` of it then still unsent (64 KiB by default, about
 * 0.5 Mbit/s). A client that stops reading would otherwise
 * keep its request's slot, body bytes and answer, and those of every request it pipelined behind it,
 * for as long as it keeps the connection open (the server's other timeouts bound only receiving a
 * request). An answer the kernel took at once, as almost all are, arms nothing; one queued behind an
 * earlier answer on a pipelined connection is timed from its turn.
 */
function deliverWithin(res: ServerResponse, deadline: AnswerDeadline): void {
  if (res.writableFinished || !res.writableEnded) return;
  if (!res.socket) {
    // Node assigns the connection, then writes what the answer queued: checked once both are done.
    res.once('socket', () => process.nextTick(deliverWithin, res, deadline));
    return;
  }
  const timer = setTimeout(cutConnection, deadline.timeoutMs + Math.ceil((res.writableLength / deadline.minBytesPerSecond) * 1000), res);
  whenClosed(res, () => clearTimeout(timer));
}

const peerAddress = (req: IncomingMessage): string | undefined =>
  req.socket.remoteAddress === undefined ? undefined : normaliseAddress(req.socket.remoteAddress);

/** The path of a request target as sent: before its query, without the scheme and host of the absolute form (`GET http://host/path`). */
const sentPath = (target: string): string => {
  const path = target.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, '');
  const query = path.indexOf('?');
  return (query === -1 ? path : path.slice(0, query)) || '/';
};

/**
 * The request listener of a route table. Every request gets a request id (echoed in `x-request-id`)
 * and is counted and logged once answered, whichever way (request-telemetry.ts). Every answer it
 * gives itself is JSON: a request with more than `maxRequestHeaders` header fields is 431, an unknown
 * path is 404, and a handler that fails unexpectedly is a 500 without detail (logged here, never sent).
 */
export function routeListener(routes: RouteTable, options: RouteListenerOptions): RequestListener {
  const { maxRequestHeaders = Infinity, clientAddress = peerAddress, response } = options;
  return (req, res) => {
    // Closed before its turn: the rest of a pipelined batch whose connection was cut for it
    // (connection-limit.ts). Node parses all that was read regardless; none of it is answered or logged.
    if (req.socket.destroyed) return;
    handle(req, res);
    deliverWithin(res, response);
  };

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const requestId = assignRequestId(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    let url: URL | undefined;
    try {
      url = new URL(req.url ?? '/', 'http://gateway.invalid');
    } catch {
      url = undefined;
    }
    const pathname = url?.pathname;
    // Served at its own path as sent, not at one that resolves to it (`/graphql/../metrics`,
    // `/./metrics`, `/metrics#x`): a proxy in front that allows or refuses paths by prefix, without
    // normalising them first, then decides what reaches each route.
    const route = pathname !== undefined && pathname === sentPath(req.url ?? '/') && Object.hasOwn(routes, pathname) ? routes[pathname] : undefined;
    observeRequest(req, res, {
      route: route && pathname !== undefined ? pathname : OTHER_ROUTE,
      requestId,
      clientAddress: clientAddress(req),
      path: route ? undefined : (pathname ?? req.url),
    });
    if (req.rawHeaders.length / 2 > maxRequestHeaders) {
      sendHttpError(res, new HttpError(431, `A request may carry at most ${maxRequestHeaders} header fields`, 'BAD_REQUEST', { connection: 'close' }), req.headers);
      return;
    }
    if (!url) {
      sendHttpError(res, new HttpError(400, 'The request target is not a valid URL', 'BAD_REQUEST'), req.headers);
      return;
    }
    if (!route) {
      // Named as far as it is logged: 404s echoing a path of 4,000 `"` (12 KB percent-encoded), sixteen to
      // a pipelined connection that read none, were 200 KB held for each of 500 connections, past the heap.
      const shown = url.pathname.length > MAX_SHOWN_PATH ? `${url.pathname.slice(0, MAX_SHOWN_PATH)}…` : url.pathname;
      sendHttpError(res, new HttpError(404, `Nothing is served at ${shown}`, 'NOT_FOUND'), req.headers);
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
        logger.error({ err: error, path: pathname, requestId }, 'request handler failed');
        if (!res.headersSent) sendInternalError(res);
        else res.destroy();
      })
      .then(() => deliverWithin(res, response));
  }
}

/**
 * Answers what Node's HTTP parser refuses (oversized headers, malformed requests) with JSON rather
 * than its bare default, then closes the connection. Each answer is counted and logged (route
 * `unparsed`, or the route of the request the connection was serving).
 */
export function answerClientErrorsWithJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const requestId = noteRawAnswer(socket, status, 'BAD_REQUEST');
    const body = JSON.stringify(refusalBody('The HTTP request could not be read', { code: 'BAD_REQUEST' }, requestId));
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
    // end() only half-closes: the server keeps connections half-open, and a client that neither reads
    // nor closes held the socket, and its descriptor, for good (20,000 of them from one address left
    // every other client refused). It has a moment to take the answer, then the socket is closed.
    // What it still sends is read and dropped meanwhile: unread, it would turn the close into a reset
    // that can discard the answer before its client reads it.
    socket.resume();
    const closing = setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
    socket.once('close', () => clearTimeout(closing));
  });
}

/** How long a connection answered for a request Node's parser refused stays open for its client to read the answer. */
const CLIENT_ERROR_LINGER_MS = 2_000;
