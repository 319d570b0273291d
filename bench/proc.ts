import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Linux /proc readings: CPU time and resident memory of processes and their children. */

/** Clock ticks per second, the unit of utime and stime in /proc/<pid>/stat. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** The fields of /proc/<pid>/stat (or a thread's, /proc/<pid>/task/<tid>/stat) after the command name (which may hold spaces and parentheses). */
function statFields(pid: number, thread?: number): string[] | undefined {
  try {
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** User plus system CPU time of a process, all its threads (GC and libuv's pool included), in ms; 0 once it is gone. */
export function cpuMs(pid: number): number {
  return ticksMs(statFields(pid));
}

/** utime plus stime, in ms. */
function ticksMs(fields: string[] | undefined): number {
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS : 0;
}

/**
 * CPU time of a process's main thread alone, in ms; 0 once it is gone. A node process runs its
 * JavaScript there: a main thread busy all the cell long bounds the process, whatever its other
 * threads (garbage collection helpers, libuv's pool, a planning worker) still have to spare.
 */
export function mainThreadCpuMs(pid: number): number {
  // The main thread's id is the process's.
  return ticksMs(statFields(pid, pid));
}

/**
 * How long a process's main thread was ready to run but waited for a core, in ms (the kernel's
 * schedstat); 0 once it is gone. Beside its CPU time: a thread that ran or waited all the cell long
 * was never idle, and only a core of its own would have made it faster.
 */
export function mainThreadWaitMs(pid: number): number {
  try {
    // Time on a core, time waiting on a run queue (both in ns), time slices.
    const waited = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ')[1];
    return Number(waited) / 1e6 || 0;
  } catch {
    return 0;
  }
}

/** A process and its descendants (a cluster's primary and its workers). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(statFields(Number(entry))?.[1]);
    if (!Number.isFinite(parent)) continue;
    parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of parents.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** Resident set size of a process, in kB; 0 once it is gone. */
export function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Polls the summed resident set of `pids` every `everyMs` until stopped; gives the largest sum seen, in MB. */
export function sampleRss(pids: readonly number[], everyMs = 100): { stop(): number } {
  const sum = () => pids.reduce((total, pid) => total + rssKb(pid), 0);
  let peak = sum();
  const timer = setInterval(() => (peak = Math.max(peak, sum())), everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, sum());
      return peak / 1024;
    },
  };
}

/** CPU time every core of the machine spent busy (user, nice, system, irq, softirq, steal), in ms, from /proc/stat. */
export function machineBusyMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS;
}

/** This process's CPU time and that of its children it has waited for (wrk, once it exited), in ms. */
export function selfAndReapedChildrenCpuMs(): number {
  const fields = statFields(process.pid);
  // utime, stime, cutime, cstime: fields 14 to 17 of the whole line.
  return fields ? ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS : 0;
}
