/**
 * A deadline `ms` from now as an AbortSignal, with `clear` to disarm it once the work it bounds is
 * done. Not AbortSignal.timeout: that one keeps its timer and its signal alive until the deadline,
 * long after the answer came, one of each for every request of the last COMMERCE_TIMEOUT_MS on a busy
 * gateway. The timer never keeps the process alive on its own.
 */
export function deadlineAfter(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, ms)).unref();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** `work`'s outcome, or `abandoned()`'s error once `signal` fires first (the work itself goes on, unheeded). */
export function settledBefore<T>(work: Promise<T>, signal: AbortSignal, abandoned: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abandon = () => reject(abandoned());
    if (signal.aborted) {
      // No one reads the unheeded work's outcome: its failure must not become a rejection no code handled.
      work.catch(() => undefined);
      return abandon();
    }
    signal.addEventListener('abort', abandon, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon));
  });
}

/**
 * A service call's deadline, retries included, `ms` from now: `expired` once the time is up, and the
 * attempt in flight told through `watch`. Without an AbortController and its signal: a call has no
 * one else to tell, and a busy gateway makes a dozen calls a query. The timer never keeps the process
 * alive on its own.
 */
export class CallDeadline {
  expired = false;
  private onExpiry: (() => void) | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    this.timer = setTimeout(() => {
      this.expired = true;
      this.onExpiry?.();
    }, Math.max(0, ms)).unref();
  }

  /** What to do when the time is up: one attempt is in flight at a time, so the latest replaces the one before. */
  watch(expire: () => void): void {
    this.onExpiry = expire;
  }

  clear(): void {
    clearTimeout(this.timer);
    this.onExpiry = undefined;
  }
}
