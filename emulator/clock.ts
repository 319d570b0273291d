/** The emulator's notion of "now", replaceable so tests can move time (expiries, timeouts). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: `advance(ms)` or `set(date)`. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }
}
