import { WorkerStarts } from '../../../gateway/cluster';

/** A 5 s start timeout counted every second; times in ms of the monotonic clock. */
const starts = () => new WorkerStarts<string>(5_000, 1_000, 0);

/** Ticks every second from `from` to `to`, and gives the workers found overdue after each tick, with when. */
function tickThrough(watch: WorkerStarts<string>, from: number, to: number): { at: number; worker: string }[] {
  const found: { at: number; worker: string }[] = [];
  for (let at = from; at <= to; at += 1_000) {
    watch.tick(at);
    for (const worker of watch.overdue()) found.push({ at, worker });
  }
  return found;
}

describe("a cluster worker's start", () => {
  it('finds a worker starting past the timeout once, at the tick that passes it', () => {
    const watch = starts();
    watch.forked('a');
    expect(tickThrough(watch, 1_000, 4_000)).toEqual([]);
    expect(tickThrough(watch, 5_000, 20_000)).toEqual([{ at: 5_000, worker: 'a' }]);
  });

  it('never finds one that listened, however late the tick that would have found it (its message read first)', () => {
    const watch = starts();
    watch.forked('a');
    watch.forked('b');
    tickThrough(watch, 1_000, 4_000);
    watch.tick(5_000);
    // The tick is taken, then 'a' is heard listening before the judgement.
    watch.forget('a');
    expect(watch.overdue()).toEqual(['b']);
  });

  it('counts at most two seconds for a tick that comes late: the primary stalled, or the container frozen with its workers', () => {
    const watch = starts();
    watch.forked('a');
    watch.tick(1_000);
    // Frozen for a minute: one tick, counted 2 s.
    watch.tick(61_000);
    expect(watch.overdue()).toEqual([]);
    expect(tickThrough(watch, 62_000, 63_000)).toEqual([{ at: 63_000, worker: 'a' }]);
  });

  it('forgets a worker that exited while starting', () => {
    const watch = starts();
    watch.forked('a');
    watch.forget('a');
    expect(tickThrough(watch, 1_000, 10_000)).toEqual([]);
  });
});
