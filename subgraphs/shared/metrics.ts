import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What `/metrics` serves: this process's metrics, Node's own included. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds: from a cached read (milliseconds) to a slow write near the 10 s deadline. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const graphqlRequests = new Counter({
  name: 'graphql_requests_total',
  help: 'GraphQL requests answered, by operation name and outcome (success, partial, error)',
  labelNames: ['operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const graphqlRequestDuration = new Histogram({
  name: 'graphql_request_duration_seconds',
  help: 'Time to answer a GraphQL request, by operation name and outcome',
  labelNames: ['operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const graphqlErrors = new Counter({
  name: 'graphql_errors_total',
  help: 'Errors in GraphQL responses, by extensions.code',
  labelNames: ['code'] as const,
  registers: [metricsRegistry],
});

export const serviceCalls = new Counter({
  name: 'commerce_service_calls_total',
  help: 'HTTP requests to the commerce service (each attempt), by service operation and HTTP status ("none": no answer)',
  labelNames: ['operation', 'status'] as const,
  registers: [metricsRegistry],
});

export const serviceCallDuration = new Histogram({
  name: 'commerce_service_call_duration_seconds',
  help: 'Time of one HTTP request to the commerce service, by service operation and HTTP status',
  labelNames: ['operation', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

/** Distinct operation names kept as label values; beyond these, `other` (callers choose names freely). */
export const MAX_OPERATION_LABELS = 200;
const operationLabels = new Set<string>();

/** A caller-chosen operation name as a label value, bounded so that a caller cannot grow the series without end. */
export function operationLabel(name: string): string {
  if (operationLabels.has(name)) return name;
  if (operationLabels.size >= MAX_OPERATION_LABELS) return 'other';
  operationLabels.add(name);
  return name;
}
