import { reportSaturation } from '../../../gateway/observability/saturation';
import type { ConnectionShed } from '../../../gateway/http/connection-limit';
import { metricsRegistry } from '../../../subgraphs/shared/metrics';

const shed = (idle: number): Record<ConnectionShed, number> => ({ address_limit: 1, server_full: 0, idle_evicted: idle, waiting_evicted: 0, pipeline_limit: 0 });

async function sample(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const metric = (await metricsRegistry.getMetricsAsJSON()).find((candidate) => candidate.name === name);
  return metric?.values.find((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))?.value;
}

describe('connection saturation on /metrics', () => {
  it('sums the open connections of the servers running, and keeps what a stopped server shed so the counter never goes back', async () => {
    const before = (await sample('facade_connections_shed_total', { reason: 'idle_evicted' })) ?? 0;
    const server = (open: number, idle: number) => ({
      requestsInFlight: () => 0,
      bodyBytesHeld: () => 0,
      answerBytesHeld: () => 0,
      operationsPlanning: () => 0,
      connections: { open: () => open, shed: shed(idle) },
    });
    const stopFirst = reportSaturation(server(3, 5));
    const stopSecond = reportSaturation(server(4, 7));
    expect(await sample('facade_connections_shed_total', { reason: 'idle_evicted' })).toBe(before + 12);
    const openBefore = (await sample('facade_connections_open')) ?? 0;
    stopFirst();
    expect(await sample('facade_connections_open')).toBe(openBefore - 3);
    expect(await sample('facade_connections_shed_total', { reason: 'idle_evicted' })).toBe(before + 12);
    // Stopping twice counts nothing twice.
    stopFirst();
    stopSecond();
    expect(await sample('facade_connections_shed_total', { reason: 'idle_evicted' })).toBe(before + 12);
  });
});
