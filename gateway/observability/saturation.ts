import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../../subgraphs/shared/metrics';
import type { ConnectionCounts, ConnectionShed } from '../http/connection-limit';

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
  readonly connections: ConnectionCounts;
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

saturationGauge('facade_connections_open', 'Client connections held toward MAX_CONNECTIONS', (server) => server.connections.open());

const SHED_REASONS: readonly ConnectionShed[] = ['address_limit', 'server_full', 'idle_evicted', 'waiting_evicted', 'pipeline_limit'];
/** Counted by each server since it started: the counter is their sum, and the servers stopped are remembered. */
const shedBefore: Record<ConnectionShed, number> = { address_limit: 0, server_full: 0, idle_evicted: 0, waiting_evicted: 0, pipeline_limit: 0 };
new Counter({
  name: 'facade_connections_shed_total',
  help: 'Connections closed by MAX_CONNECTIONS_PER_ADDRESS (address_limit, refused), MAX_CONNECTIONS (idle_evicted or waiting_evicted to make room, server_full refused) or for pipelining too many requests (pipeline_limit)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const reason of SHED_REASONS) {
      let total = shedBefore[reason];
      for (const server of servers) total += server.connections.shed[reason];
      this.inc({ reason }, total);
    }
  },
});

/** Counts `server` in the gauges until the returned function is called (as it stops). */
export function reportSaturation(server: Saturation): () => void {
  servers.add(server);
  return () => {
    if (!servers.delete(server)) return;
    for (const reason of SHED_REASONS) shedBefore[reason] += server.connections.shed[reason];
  };
}
