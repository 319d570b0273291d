import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What `/metrics` serves: this process's metrics, Node's own included. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds: from a cached read (milliseconds) to a slow write near the 10 s deadline. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * How many operation names a process gives a label of their own in `operation` (see
 * frequentOperationLabels), and how many a cluster position carries over from workers that died.
 */
export const MAX_OPERATION_LABELS = 100;

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

/** Promises that failed with nothing to hear them: each one a defect, logged; the process goes on serving (process-lifecycle.ts). */
export const unhandledRejections = new Counter({
  name: 'facade_unhandled_rejections_total',
  help: 'Promise rejections no code handled (defects): logged, and the process goes on serving',
  registers: [metricsRegistry],
});

/**
 * Finished keyed requests whose idempotency record the store refused (Redis out of memory or gone):
 * their keys read as unknown outcomes once their claims' locks pass, and resends settle them.
 */
export const idempotencyRecordsNotWritten = new Counter({
  name: 'facade_idempotency_records_not_written_total',
  help: 'Keyed writes whose idempotency record could not be written: resends with their keys settle them by reading first',
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

/**
 * Every HTTP answer a server gives, GraphQL or not, refusals included. `route` is a path of the
 * server's route table, `other` (any other path) or `unparsed` (a request Node's parser refused);
 * `code` is the answer's error code from a fixed list, `other`, or `none` when it carries none.
 */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route, status and error code (refusals included)',
  labelNames: ['route', 'status', 'code'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request being read to its answer being sent, by route and status',
  labelNames: ['route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
