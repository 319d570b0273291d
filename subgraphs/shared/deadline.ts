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
