import type { Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { ClusterMetrics, type MetricSnapshot } from '../../../gateway/cluster';

const counter = (value: number): MetricSnapshot => ({
  name: 'graphql_requests_total',
  help: 'requests',
  type: 'counter',
  aggregator: 'sum',
  values: [{ value, labels: { operation: 'Check', outcome: 'success' } }],
});
const gauge = (value: number): MetricSnapshot => ({ name: 'heap_bytes', help: 'heap', type: 'gauge', aggregator: 'sum', values: [{ value, labels: {} }] });

/** A worker that answers every snapshot request with `metrics()`. */
function fakeWorker(cluster: ClusterMetrics, metrics: () => MetricSnapshot[]): Worker {
  const worker = {
    isConnected: () => true,
    send: (message: { id: string }) => queueMicrotask(() => cluster.answered({ type: 'facade:metrics-snapshot-answer', id: message.id, metrics: metrics() })),
  };
  return worker as unknown as Worker;
}

const text = (cluster: ClusterMetrics) => cluster.metrics(() => true);

describe('ClusterMetrics', () => {
  it('labels each series with the worker position, and keeps a dead worker’s counts for its successor', async () => {
    const cluster = new ClusterMetrics(2);
    let first = 5;
    cluster.assign(0, fakeWorker(cluster, () => [counter(first), gauge(100)]));
    cluster.assign(1, fakeWorker(cluster, () => [counter(3), gauge(200)]));
    expect(await text(cluster)).toContain('graphql_requests_total{operation="Check",outcome="success",worker="0"} 5');
    first = 7;
    const before = await text(cluster);
    expect(before).toContain('graphql_requests_total{operation="Check",outcome="success",worker="0"} 7');
    expect(before).toContain('graphql_requests_total{operation="Check",outcome="success",worker="1"} 3');

    cluster.retire(0);
    const whileDown = await text(cluster);
    expect(whileDown).toContain('graphql_requests_total{operation="Check",outcome="success",worker="0"} 7');
    // A gauge describes a living process: the dead one's is gone.
    expect(whileDown).not.toContain('heap_bytes{worker="0"}');
    expect(whileDown).toContain('heap_bytes{worker="1"} 200');

    cluster.assign(0, fakeWorker(cluster, () => [counter(2), gauge(50)]));
    const after = await text(cluster);
    expect(after).toContain('graphql_requests_total{operation="Check",outcome="success",worker="0"} 9');
    expect(after).toContain('heap_bytes{worker="0"} 50');
  });

  it('adds up histograms bucket by bucket across a replacement', async () => {
    const histogram = (count: number): MetricSnapshot => ({
      name: 'latency_seconds',
      help: 'latency',
      type: 'histogram',
      aggregator: 'sum',
      values: [
        { value: count, labels: { le: 0.1 }, metricName: 'latency_seconds_bucket' },
        { value: count, labels: { le: '+Inf' }, metricName: 'latency_seconds_bucket' },
        { value: count / 10, labels: {}, metricName: 'latency_seconds_sum' },
        { value: count, labels: {}, metricName: 'latency_seconds_count' },
      ],
    });
    const cluster = new ClusterMetrics(1);
    cluster.assign(0, fakeWorker(cluster, () => [histogram(4)]));
    await text(cluster);
    cluster.retire(0);
    cluster.retire(0);
    cluster.assign(0, fakeWorker(cluster, () => [histogram(1)]));
    await text(cluster);
    const composed = await AggregatorRegistry.aggregate(cluster.compose()).getMetricsAsJSON();
    expect(composed[0]!.values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metricName: 'latency_seconds_bucket', labels: { le: 0.1, worker: '0' }, value: 5 }),
        expect.objectContaining({ metricName: 'latency_seconds_count', labels: { worker: '0' }, value: 5 }),
      ]),
    );
  });

  it('adds the primary’s own series, labelled worker="primary", beside the workers’', async () => {
    const replaced: MetricSnapshot = { name: 'facade_workers_replaced_total', help: 'replaced', type: 'counter', aggregator: 'sum', values: [{ value: 2, labels: { reason: 'unresponsive' } }] };
    const cluster = new ClusterMetrics(2, () => Promise.resolve([replaced, gauge(30)]));
    cluster.assign(0, fakeWorker(cluster, () => [counter(5), gauge(100)]));
    cluster.assign(1, fakeWorker(cluster, () => [counter(3), gauge(200)]));
    const lines = (await text(cluster)).split('\n').filter((line) => /^(heap_bytes|facade_workers_replaced_total|graphql_requests_total)\{/.test(line));
    expect(lines.sort()).toEqual(
      [
        'facade_workers_replaced_total{reason="unresponsive",worker="primary"} 2',
        'graphql_requests_total{operation="Check",outcome="success",worker="0"} 5',
        'graphql_requests_total{operation="Check",outcome="success",worker="1"} 3',
        'heap_bytes{worker="0"} 100',
        'heap_bytes{worker="1"} 200',
        'heap_bytes{worker="primary"} 30',
      ].sort(),
    );
  });

  it('carries over at most 100 operation names a position: a later dead worker’s other names count in `other`, and the total stays', async () => {
    const cluster = new ClusterMetrics(1);
    // A worker that labelled a hundred names of its own (a flood of names, say), and counted 5 as other.
    const named = (prefix: string): MetricSnapshot => ({
      ...counter(0),
      values: [
        ...Array.from({ length: 100 }, (_, i) => ({ value: 2, labels: { operation: `${prefix}${i}`, outcome: 'success' } })),
        { value: 5, labels: { operation: 'other', outcome: 'success' } },
      ],
    });
    // The service calls' operations are a fixed list, never folded.
    const serviceCalls: MetricSnapshot = { name: 'commerce_service_calls_total', help: 'calls', type: 'counter', aggregator: 'sum', values: [{ value: 7, labels: { operation: 'PIMAPI/getProductSettings', status: '200' } }] };
    for (const prefix of ['A', 'B', 'C']) {
      cluster.assign(0, fakeWorker(cluster, () => [named(prefix), serviceCalls]));
      await text(cluster);
      cluster.retire(0);
    }
    cluster.assign(0, fakeWorker(cluster, () => [named('D'), serviceCalls]));
    const composed = await text(cluster);
    expect(composed).toContain('commerce_service_calls_total{operation="PIMAPI/getProductSettings",status="200",worker="0"} 28');
    const series = [...composed.matchAll(/^graphql_requests_total\{operation="([^"]+)",outcome="success",worker="0"\} (\d+)$/gm)].map((match) => ({ operation: match[1]!, value: Number(match[2]) }));
    const operations = new Set(series.map((entry) => entry.operation));
    // The first dead worker's hundred, the living one's hundred, and other.
    expect(operations.size).toBe(201);
    expect([...operations].filter((operation) => /^[BC]\d/.test(operation))).toEqual([]);
    expect(series.find((entry) => entry.operation === 'other')?.value).toBe(3 * 5 + 2 * 200 + 5);
    expect(series.reduce((sum, entry) => sum + entry.value, 0)).toBe(4 * (200 + 5));
  });

  it('uses the last samples of a worker that does not answer in time', async () => {
    const cluster = new ClusterMetrics(1);
    let answering = true;
    const worker = {
      isConnected: () => true,
      send: (message: { id: string }) => {
        if (answering) queueMicrotask(() => cluster.answered({ type: 'facade:metrics-snapshot-answer', id: message.id, metrics: [counter(4)] }));
      },
    } as unknown as Worker;
    cluster.assign(0, worker);
    await text(cluster);
    answering = false;
    jest.useFakeTimers();
    try {
      const pending = text(cluster);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(await pending).toContain('graphql_requests_total{operation="Check",outcome="success",worker="0"} 4');
    } finally {
      jest.useRealTimers();
    }
  });
});
