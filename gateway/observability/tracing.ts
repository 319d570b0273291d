import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { AppConfig } from '../../config/environment';
import { logger } from '../../subgraphs/shared/logger';

export interface Tracing {
  /**
   * Exports what is still buffered, then stops. Never rejects and never takes longer than its cap:
   * traces are worth a short wait at shutdown, not a late or failed exit.
   */
  shutdown(): Promise<void>;
}

/**
 * One export's time over OTLP. The exporter's default (10 s, with retries inside it) let a collector
 * that is down or that never answers hold SIGTERM for 9.5-16 s, past an orchestrator's grace period.
 */
const OTLP_EXPORT_TIMEOUT_MS = 2000;

/**
 * The most the final flush may take at shutdown, whatever the exporter does: the process stops within
 * SHUTDOWN_TIMEOUT_MS plus this (plus milliseconds), so that a grace period of SHUTDOWN_TIMEOUT_MS + 2 s holds.
 */
export const TRACING_SHUTDOWN_CAP_MS = 1500;

/**
 * Registers the process's tracer provider (with W3C trace-context propagation and an async-context
 * manager): from then on the facade's spans, and @apollo/gateway's own, are recorded and exported.
 * `batch` for a network exporter; a test's in-memory exporter takes each span as it ends.
 */
export function startTracing(options: { serviceName: string; exporter: SpanExporter; batch: boolean }): Tracing {
  const processor = options.batch
    ? new BatchSpanProcessor(options.exporter, { exportTimeoutMillis: OTLP_EXPORT_TIMEOUT_MS })
    : new SimpleSpanProcessor(options.exporter);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [processor],
  });
  provider.register();
  return { shutdown: () => shutdownWithin(() => provider.shutdown(), TRACING_SHUTDOWN_CAP_MS) };
}

/**
 * Runs `shutdown` for at most `capMs`. A failure or an overrun is logged and the stop goes on: spans
 * that cannot reach the collector are lost either way, and the process must still exit 0 in time.
 */
async function shutdownWithin(shutdown: () => Promise<void>, capMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<'overrun'>((resolve) => {
    timer = setTimeout(() => resolve('overrun'), capMs);
  });
  try {
    const outcome = await Promise.race([shutdown().then(() => 'done' as const), overrun]);
    if (outcome === 'overrun') logger.warn({ capMs }, 'tracing: spans not exported within the shutdown cap were dropped');
  } catch (error) {
    logger.warn({ err: error }, 'tracing: the last spans could not be exported at shutdown');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tracing as configured: spans go over OTLP/HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (its `/v1/traces`).
 * Without it nothing is registered: the OpenTelemetry API stays a no-op and tracing costs nothing.
 */
export function tracingFromConfig(config: Pick<AppConfig, 'otlpEndpoint' | 'otelServiceName'>, serviceName: string): Tracing | undefined {
  if (!config.otlpEndpoint) return undefined;
  return startTracing({
    serviceName: config.otelServiceName ?? serviceName,
    exporter: new OTLPTraceExporter({ url: `${config.otlpEndpoint}/v1/traces`, timeoutMillis: OTLP_EXPORT_TIMEOUT_MS }),
    batch: true,
  });
}
