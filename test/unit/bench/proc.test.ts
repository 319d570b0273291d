import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { cpuMs, mainThreadCpuMs, mainThreadWaitMs } from '../../../bench/proc';

/**
 * Spins until the process has spent `ms` more of CPU (process.cpuUsage, from getrusage: not what is
 * tested), so that a machine busy with other work only makes it take longer. At most ten seconds.
 */
function spin(ms: number): void {
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const until = cpu() + ms;
  const deadline = Date.now() + 10_000;
  while (cpu() < until && Date.now() < deadline);
}

/** The bench reads a router's main thread apart from its other threads: the one that bounds a node process. */
describe('the CPU of a process and of its main thread', () => {
  it('counts the main thread busy with it, and a worker thread busy beside it for the process alone', async () => {
    const process0 = cpuMs(process.pid);
    const main0 = mainThreadCpuMs(process.pid);
    spin(300);
    const process1 = cpuMs(process.pid);
    const main1 = mainThreadCpuMs(process.pid);
    // The kernel counts in clock ticks (10 ms here).
    expect(main1 - main0).toBeGreaterThanOrEqual(250);
    expect(main1 - main0).toBeLessThanOrEqual(process1 - process0 + 20);

    // A worker spins while the main thread waits on it.
    const worker = new Worker(`${spin.toString()}\nspin(300);\nrequire('node:worker_threads').parentPort.postMessage('done');`, { eval: true });
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

  it('counts the time the main thread waited for a core while more threads than cores were busy', async () => {
    // One worker per core, each busy until stopped: the main thread, busy too, shares the cores with them.
    const busy = 'const until = Date.now() + 5000; while (Date.now() < until);';
    const workers = Array.from({ length: availableParallelism() }, () => new Worker(busy, { eval: true }));
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('online', resolve))));
    const wait0 = mainThreadWaitMs(process.pid);
    const main0 = mainThreadCpuMs(process.pid);
    const wall0 = Date.now();
    while (Date.now() < wall0 + 400);
    const waited = mainThreadWaitMs(process.pid) - wait0;
    const ran = mainThreadCpuMs(process.pid) - main0;
    const wall = Date.now() - wall0;
    await Promise.all(workers.map((worker) => worker.terminate()));
    expect(waited).toBeGreaterThanOrEqual(50);
    // Running and waiting fill the loop's wall time (the kernel counts CPU time in 10 ms ticks).
    expect(ran + waited).toBeGreaterThanOrEqual(wall * 0.8);
    expect(ran + waited).toBeLessThanOrEqual(wall * 1.1 + 20);
  });

  it('reads 0 for a process that is gone', () => {
    expect(mainThreadCpuMs(2 ** 22 + 1)).toBe(0);
    expect(mainThreadWaitMs(2 ** 22 + 1)).toBe(0);
    expect(cpuMs(2 ** 22 + 1)).toBe(0);
  });
});
