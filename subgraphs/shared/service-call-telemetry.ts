import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { serviceCallDuration, serviceCalls } from './metrics';
import type { OperationSpec } from './operations';

const tracer = trace.getTracer('commerce-facade');

/** What one attempt learns for its span and metrics: the HTTP status, once the answer has come. */
export interface ServiceCallRecord {
  status?: number;
}

/**
 * One HTTP request to the service as a client span named after the service operation (the active
 * span while it runs, so its headers carry it) and as metrics by operation and status.
 */
export function observeServiceCall<T>(spec: OperationSpec, attempt: (record: ServiceCallRecord) => Promise<T>): Promise<T> {
  const started = performance.now();
  const record: ServiceCallRecord = {};
  return tracer.startActiveSpan(spec.name, { kind: SpanKind.CLIENT, attributes: { 'commerce.operation': spec.name, 'http.request.method': spec.httpMethod } }, async (span) => {
    try {
      return await attempt(record);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      const status = record.status === undefined ? 'none' : String(record.status);
      if (record.status !== undefined) span.setAttribute('http.response.status_code', record.status);
      span.end();
      const labels = { operation: spec.name, status };
      serviceCalls.inc(labels);
      serviceCallDuration.observe(labels, (performance.now() - started) / 1000);
    }
  });
}

/** W3C trace context of the active span (`traceparent`, `tracestate`), for the service request; empty when nothing is traced. */
export function serviceCallHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}
