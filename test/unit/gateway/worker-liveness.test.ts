import { WorkerLiveness } from '../../../gateway/cluster';

/** A 3 s timeout checked every 750 ms, as WORKER_LIVENESS_TIMEOUT_MS=3000 has it; times in ms of the monotonic clock. */
const watch = () => new WorkerLiveness<string>(3_000, 750, 0);

/** Checks from `from` to `to` every 750 ms, judging right after each; `beats` says whether the worker beats just before a check. */
function run(liveness: WorkerLiveness<string>, from: number, to: number, beats: (at: number) => boolean): { at: number; silentMs: number }[] {
  const killed: { at: number; silentMs: number }[] = [];
  for (let at = from; at <= to; at += 750) {
    if (beats(at)) liveness.beat('a', at - 1);
    liveness.check(at);
    for (const { silentMs } of liveness.silent(at + 1)) killed.push({ at, silentMs });
  }
  return killed;
}

describe("a cluster worker's liveness", () => {
  it('never finds a worker that beats each second silent, and finds one that stopped once, past the timeout and within a check of it', () => {
    const liveness = watch();
    liveness.listening('a', 0);
    expect(run(liveness, 750, 60_000, (at) => at % 1_000 < 750)).toEqual([]);
    // Its last beat just before 60,000: it is found at the first check more than 3 s later.
    const killed = run(liveness, 60_750, 70_000, () => false);
    expect(killed).toHaveLength(1);
    expect(killed[0]!.silentMs).toBeGreaterThan(3_000);
    expect(killed[0]!.at).toBeLessThanOrEqual(59_999 + 3_000 + 750);
  });

  it('judges only workers that listen, and forgets one that died', () => {
    const liveness = watch();
    liveness.beat('loading', 0);
    liveness.listening('gone', 0);
    liveness.forget('gone');
    expect(run(liveness, 750, 10_000, () => false)).toEqual([]);
  });

  it('credits every worker the time the primary did not run: a frozen gateway thawed, primary first, kills no one', () => {
    for (const frozenMs of [2_200, 4_500, 3_600_000]) {
      const liveness = watch();
      liveness.listening('a', 0);
      // A beat at 600, checks at 750 and 1,500; frozen from 1,550 (before the next beat), the check due
      // at 2,250 comes on the thaw: the beat is then 3,150 ms old at the shortest freeze, the check
      // only 1,500 ms late.
      liveness.beat('a', 600);
      liveness.check(750);
      liveness.check(1_500);
      const thaw = 1_550 + frozenMs;
      expect(liveness.check(thaw)).toBe(thaw - 2_250);
      expect(liveness.silent(thaw)).toEqual([]);
    }
  });

  it('credits no worker past the present: one that beat just before a late check and then stopped is found within the timeout and a check', () => {
    const liveness = watch();
    liveness.listening('a', 0);
    // The primary stalled an hour; the worker's beat was read just before the late check, then it stopped.
    liveness.beat('a', 3_600_000);
    liveness.check(3_600_000);
    const killed = run(liveness, 3_600_750, 3_610_000, () => false);
    expect(killed).toHaveLength(1);
    expect(killed[0]!.at).toBeLessThanOrEqual(3_600_000 + 3_000 + 750);
  });

  it('judges nothing when the primary stalled between its check and the judgement; the next check credits that time', () => {
    const liveness = watch();
    liveness.listening('a', 0);
    liveness.beat('a', 700);
    liveness.check(750);
    expect(liveness.silent(750 + 5_000)).toEqual([]);
    liveness.check(750 + 5_000);
    expect(liveness.silent(750 + 5_001)).toEqual([]);
  });
});
