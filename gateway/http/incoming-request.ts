import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { whenClosed } from './response-closed';

/** Handles one path. `url` is the parsed request URL (its search string is the GraphQL GET request). */
export type Route = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's request id is kept only when it is short and plain: it goes into logs and headers as it is. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-request-id` when sane, else a new UUID. */
function requestIdFrom(headers: IncomingHttpHeaders): string {
  const header = headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

const tracer = trace.getTracer('commerce-facade');

/** The id given to each incoming request in scope, for whatever builds its context or logs for it. */
const requestIds = new WeakMap<IncomingMessage, string>();

export const requestIdOf = (req: IncomingMessage): string | undefined => requestIds.get(req);

/** The request's id, given on first asking: the router gives every request one, a route in scope reuses it. */
export function assignRequestId(req: IncomingMessage): string {
  const known = requestIds.get(req);
  if (known !== undefined) return known;
  const requestId = requestIdFrom(req.headers);
  requestIds.set(req, requestId);
  return requestId;
}

/**
 * A route run in a GraphQL request's scope: its request id (echoed in the response header, and kept
 * for the request's context, which carries it into log lines and errors) and its server span
 * (continuing the caller's `traceparent`, renamed after the operation once it is known), active for
 * everything the route awaits.
 */
export function inRequestScope(route: Route): Route {
  return (req, res, url) => {
    const requestId = assignRequestId(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      'GraphQL request',
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '', 'commerce.request_id': requestId } },
      parent,
    );
    whenClosed(res, () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      span.end();
    });
    return context.with(trace.setSpan(parent, span), () => route(req, res, url));
  };
}

/** The request id and trace context a subgraph served on its own continues. */
export function propagateToSubgraph(headers: { set(name: string, value: string): void } | undefined, requestId: string | undefined): void {
  if (!headers) return;
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  for (const [name, value] of Object.entries(carrier)) headers.set(name, value);
}
