import { readinessProbe, type ReadinessCheck } from '../../../gateway/observability/readiness';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the readiness probe', () => {
  it('answers the probes past 16 that come before the first report "not checked yet" at once, and the 16 the report', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const service: ReadinessCheck = { name: 'service', check: () => (calls++, new Promise<void>((resolve) => (release = resolve))) };
    const probe = readinessProbe([service]);
    let settled = 0;
    const probes = Array.from({ length: 1_000 }, () => probe().finally(() => settled++));
    await tick();
    expect(settled).toBe(984);
    release();
    const reports = await Promise.all(probes);
    expect(reports.slice(0, 16)).toEqual(Array.from({ length: 16 }, () => ({ ready: true, checks: { service: 'ok' } })));
    expect(new Set(reports.slice(16).map((report) => JSON.stringify(report)))).toEqual(new Set([JSON.stringify({ ready: false, checks: { service: 'not checked yet' } })]));
    expect(calls).toBe(1);
  });

  it('ends a run at 2 s whatever its checks do: one that never settles is reported as not answering', async () => {
    const stuck: ReadinessCheck = { name: 'redis', check: () => new Promise<void>(() => undefined) };
    const quick: ReadinessCheck = { name: 'service', check: () => Promise.resolve() };
    const started = performance.now();
    const report = await readinessProbe([quick, stuck])();
    expect(report).toEqual({ ready: false, checks: { service: 'ok', redis: 'no answer within 2000 ms' } });
    // Not before its timeout; the upper bound is the test's own.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
  });

  it('gives a report again for a second after its run, then checks again', async () => {
    let calls = 0;
    const probe = readinessProbe([{ name: 'service', check: () => (calls++, Promise.resolve()) }]);
    for (let i = 0; i < 5; i++) expect(await probe()).toEqual({ ready: true, checks: { service: 'ok' } });
    expect(calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await probe();
    expect(calls).toBe(2);
  });
});
