import { Worker } from 'node:worker_threads';
import { cpuMs, mainThreadCpuMs } from '../../../bench/proc';

/** Keeps the calling thread busy for `ms` of wall time. */
const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** The bench reads a router's main thread apart from its other threads: the one that bounds a node process. */
describe('the CPU of a process and of its main thread', () => {
  it('counts the main thread busy with it, and a worker thread busy beside it for the process alone', async () => {
    const process0 = cpuMs(process.pid);
    const main0 = mainThreadCpuMs(process.pid);
    spin(400);
    const process1 = cpuMs(process.pid);
    const main1 = mainThreadCpuMs(process.pid);
    // The kernel counts in clock ticks (10 ms here); a shared machine may give the loop less than its wall time.
    expect(main1 - main0).toBeGreaterThanOrEqual(150);
    expect(main1 - main0).toBeLessThanOrEqual(process1 - process0 + 20);

    // A worker spins 600 ms while the main thread waits on it.
    const worker = new Worker('const until = performance.now() + 600; while (performance.now() < until); require("node:worker_threads").parentPort.postMessage("done");', { eval: true });
    await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    const process2 = cpuMs(process.pid);
    const main2 = mainThreadCpuMs(process.pid);
    expect(process2 - process1).toBeGreaterThanOrEqual(250);
    expect(main2 - main1).toBeLessThan((process2 - process1) / 2);
  });

  it('reads 0 for a process that is gone', () => {
    expect(mainThreadCpuMs(2 ** 22 + 1)).toBe(0);
    expect(cpuMs(2 ** 22 + 1)).toBe(0);
  });
});
