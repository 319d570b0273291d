import { Gauge } from 'prom-client';
import { metricsRegistry } from '../../subgraphs/shared/metrics';

/**
 * How full one gateway server's bounds are, read when `/metrics` is scraped: an operator sees a
 * bound being reached (and alerts on it) before clients are refused, and a leak of any of them shows
 * as a gauge that no longer returns to 0 when traffic stops.
 */
export interface Saturation {
  requestsInFlight(): number;
  bodyBytesHeld(): number;
  answerBytesHeld(): number;
  operationsPlanning(): number;
}

/** The servers of this process (one in production; tests start several): each gauge is their sum. */
const servers = new Set<Saturation>();

function saturationGauge(name: string, help: string, read: (server: Saturation) => number): void {
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      let total = 0;
      for (const server of servers) total += read(server);
      this.set(total);
    },
  });
}

saturationGauge('facade_requests_in_flight', 'GraphQL requests holding one of the MAX_REQUESTS_IN_FLIGHT slots', (server) => server.requestsInFlight());
saturationGauge('facade_request_body_bytes_held', 'Request body bytes held toward MAX_BUFFERED_BODY_BYTES', (server) => server.bodyBytesHeld());
saturationGauge('facade_service_answer_bytes_held', 'Service answer bytes held toward MAX_INFLIGHT_RESPONSE_BYTES', (server) => server.answerBytesHeld());
saturationGauge('facade_operations_planning', 'New operations being planned or waiting for their plan (at most MAX_REQUESTS_IN_FLIGHT)', (server) => server.operationsPlanning());

/** Counts `server` in the gauges until the returned function is called (as it stops). */
export function reportSaturation(server: Saturation): () => void {
  servers.add(server);
  return () => servers.delete(server);
}
