import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { isFacadeErrorCode } from '../../client/errors';
import { whenClosed } from './response-closed';
import type { Caller } from '../../subgraphs/shared/caller';
import { logger } from '../../subgraphs/shared/logger';
import { httpRequestDuration, httpRequests } from '../../subgraphs/shared/metrics';
import { normaliseAddress } from './client-address';

/** The route label of a request Node's HTTP parser refused: it never reached a route. */
const UNPARSED_ROUTE = 'unparsed';
/** The route label of a path the route table does not serve. */
export const OTHER_ROUTE = 'other';

/**
 * A code is a label value only from the facade's list (client/errors.ts, the error table of docs/frontend.md):
 * any other is `other`, so the series stay bounded.
 */
const codeLabel = (code: string | undefined): string => (code === undefined ? 'none' : isFacadeErrorCode(code) ? code : 'other');

/**
 * Probes and scrapes (operational-routes.ts) arrive every few seconds from every kubelet and
 * Prometheus: their successful answers are logged at debug, so that they do not drown the traffic.
 * They are counted like every other request.
 */
const QUIET_ROUTES = new Set(['/health', '/ready', '/metrics']);

/** nginx's "client closed request": the client went away before any answer was sent. */
const CLIENT_CLOSED_REQUEST = 499;

/** Paths of unknown routes are logged and answered (they tell a misconfigured client), but never at any length. */
export const MAX_SHOWN_PATH = 128;

/** What a GraphQL execution adds to its request's line. */
export interface GraphQLOutcome {
  operation: string;
  outcome: 'success' | 'partial' | 'error';
  /** `extensions.code` of each error, in order. */
  errors: string[];
}

interface RequestRecord {
  readonly started: number;
  readonly route: string;
  readonly method: string;
  readonly path: string | undefined;
  readonly requestId: string;
  readonly clientAddress: string | undefined;
  readonly headers: IncomingHttpHeaders;
  caller?: Caller['kind'];
  code?: string;
  graphql?: GraphQLOutcome;
  /** What the clientError handler wrote on the socket instead (the request timed out mid-body). */
  raw?: { status: number; code: string };
}

const byResponse = new WeakMap<ServerResponse, RequestRecord>();
/**
 * A GraphQL request's HTTP request as Apollo Server holds it → its record, for the telemetry plugin:
 * Apollo hands plugins that same object (`request.http`) but a copy of the context.
 */
const byGraphQLRequest = new WeakMap<object, RequestRecord>();
/** The request a connection is serving, for a raw answer the clientError handler writes on it. */
const bySocket = new WeakMap<Socket, RequestRecord>();

/**
 * Which credentials a request presented, for a request answered before they were verified (or
 * refused because they were bad): the kind of credential only, never the token or key.
 */
function presented(headers: IncomingHttpHeaders): 'bearer' | 'api-key' | 'none' {
  if (headers.authorization !== undefined) return 'bearer';
  if (headers['x-api-key'] !== undefined) return 'api-key';
  return 'none';
}

function write(record: RequestRecord, status: number, code: string | undefined, aborted: boolean): void {
  const ms = performance.now() - record.started;
  httpRequests.inc({ route: record.route, status: String(status), code: codeLabel(code) });
  httpRequestDuration.observe({ route: record.route, status: String(status) }, ms / 1000);
  const { graphql } = record;
  const fields = {
    requestId: record.requestId,
    method: record.method,
    route: record.route,
    ...(record.path !== undefined ? { path: record.path } : {}),
    status,
    ...(code !== undefined ? { code } : {}),
    ms: Math.round(ms),
    ...(record.caller ? { caller: record.caller } : { credentials: presented(record.headers) }),
    ...(record.clientAddress ? { clientAddress: record.clientAddress } : {}),
    ...(graphql ? { operation: graphql.operation, outcome: graphql.outcome } : {}),
    ...(graphql && graphql.errors.length > 0 ? { errors: graphql.errors } : {}),
    ...(aborted ? { aborted: true } : {}),
  };
  // One line per request: `graphql request` once GraphQL ran (its operation and outcome with it),
  // `http request` for every answer given without it (refusals, probes, unknown paths).
  const message = graphql ? 'graphql request' : 'http request';
  if (QUIET_ROUTES.has(record.route) && status < 400) logger.debug(fields, message);
  else logger.info(fields, message);
}

/**
 * Counts and logs `res` once it is sent (`finish`) or abandoned (`close` without `finish`: the
 * client went away, or the connection was cut), whichever comes first.
 */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  request: { route: string; requestId: string; clientAddress: string | undefined; path?: string | undefined },
): void {
  const record: RequestRecord = {
    started: performance.now(),
    route: request.route,
    method: req.method ?? 'GET',
    path: request.path?.slice(0, MAX_SHOWN_PATH),
    requestId: request.requestId,
    clientAddress: request.clientAddress,
    headers: req.headers,
  };
  byResponse.set(res, record);
  bySocket.set(req.socket, record);
  let done = false;
  const end = (aborted: boolean) => {
    if (done) return;
    done = true;
    if (bySocket.get(req.socket) === record) bySocket.delete(req.socket);
    if (record.raw) write(record, record.raw.status, record.raw.code, false);
    else write(record, aborted && !res.headersSent ? CLIENT_CLOSED_REQUEST : res.statusCode, record.code, aborted);
  };
  res.once('finish', () => end(false));
  whenClosed(res, () => end(!res.writableFinished));
}

/** The error code an answer carries (an HttpError's, a handler failure's). */
export function noteAnswerCode(res: ServerResponse, code: string): void {
  const record = byResponse.get(res);
  if (record) record.code = code;
}

/** Who a request acts for, once authenticated. */
export function noteCaller(res: ServerResponse, caller: Caller['kind']): void {
  const record = byResponse.get(res);
  if (record) record.caller = caller;
}

/** The request handed to Apollo Server for `res`, for noteGraphQLOutcome. */
export function noteGraphQLRequest(res: ServerResponse, httpGraphQLRequest: object): void {
  const record = byResponse.get(res);
  if (record) byGraphQLRequest.set(httpGraphQLRequest, record);
}

/** What GraphQL execution made of the request (`http` as plugins see it): its line's operation, outcome and error codes. */
export function noteGraphQLOutcome(http: object | undefined, outcome: GraphQLOutcome): void {
  const record = http && byGraphQLRequest.get(http);
  if (!record) return;
  record.graphql = outcome;
  record.code = outcome.errors[0];
}

/**
 * A raw answer the clientError handler wrote: it belongs to the request the connection is serving
 * when there is one (a body that did not arrive within HTTP_REQUEST_TIMEOUT_MS), and is counted
 * with it; otherwise the request never reached a route and is counted here, as `unparsed`. No
 * duration is observed for it: nothing says when such a request began. Returns the request id the
 * answer names in its error.
 */
export function noteRawAnswer(socket: Socket, status: number, code: string): string {
  const record = bySocket.get(socket);
  if (record) {
    record.raw = { status, code };
    return record.requestId;
  }
  // Nothing was parsed, so no request id was given yet: this answer gets its own, logged with it.
  const requestId = randomUUID();
  const peer = socket.remoteAddress === undefined ? undefined : normaliseAddress(socket.remoteAddress);
  httpRequests.inc({ route: UNPARSED_ROUTE, status: String(status), code: codeLabel(code) });
  logger.info({ route: UNPARSED_ROUTE, status, code, requestId, ...(peer ? { clientAddress: peer } : {}) }, 'http request');
  return requestId;
}
