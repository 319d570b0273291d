import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { AppConfig } from '../subgraphs/shared/config';

export interface Tracing {
  /** Exports what is still buffered, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Registers the process's tracer provider (with W3C trace-context propagation and an async-context
 * manager): from then on the facade's spans, and @apollo/gateway's own, are recorded and exported.
 * `batch` for a network exporter; a test's in-memory exporter takes each span as it ends.
 */
export function startTracing(options: { serviceName: string; exporter: SpanExporter; batch: boolean }): Tracing {
  const processor = options.batch ? new BatchSpanProcessor(options.exporter) : new SimpleSpanProcessor(options.exporter);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [processor],
  });
  provider.register();
  return { shutdown: () => provider.shutdown() };
}

/**
 * Tracing as configured: spans go over OTLP/HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (its `/v1/traces`).
 * Without it nothing is registered: the OpenTelemetry API stays a no-op and tracing costs nothing.
 */
export function tracingFromConfig(config: Pick<AppConfig, 'otlpEndpoint' | 'otelServiceName'>, serviceName: string): Tracing | undefined {
  if (!config.otlpEndpoint) return undefined;
  return startTracing({
    serviceName: config.otelServiceName ?? serviceName,
    exporter: new OTLPTraceExporter({ url: `${config.otlpEndpoint}/v1/traces` }),
    batch: true,
  });
}
