import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { currentRequestId, requestIds } from '../subgraphs/shared/request-id';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's request id is kept only when it is short and plain: it goes into logs and headers as it is. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-request-id` when sane, else a new UUID. */
export function requestIdFrom(headers: IncomingHttpHeaders): string {
  const header = headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

const tracer = trace.getTracer('commerce-facade');

/**
 * Opens a GraphQL request's scope: its request id (echoed in the response header, carried by every
 * log line and error) and its server span (continuing the caller's `traceparent`, renamed after the
 * operation once it is known). Everything downstream runs inside both.
 *
 * Connect-style, and placed after the body has been read: body parsers call `next` from the socket's
 * events, outside any async context opened before them.
 */
export function incomingRequest(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const requestId = requestIdFrom(req.headers);
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const parent = propagation.extract(context.active(), req.headers);
  const span = tracer.startSpan(
    'GraphQL request',
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '', 'commerce.request_id': requestId } },
    parent,
  );
  res.once('close', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    span.end();
  });
  requestIds.run(requestId, () => context.with(trace.setSpan(parent, span), next));
}

/** The request id and trace context a subgraph served on its own continues. */
export function propagateToSubgraph(headers: { set(name: string, value: string): void } | undefined): void {
  if (!headers) return;
  const requestId = currentRequestId();
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  for (const [name, value] of Object.entries(carrier)) headers.set(name, value);
}
