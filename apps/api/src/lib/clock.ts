/** Time source of the API. Tests pass a ManualClock so expiry rules can be checked exactly. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-01-15T10:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}

/** A clock that can be moved to another moment (the clock-control route moves it). */
interface AdjustableClock extends Clock {
  set(at: Date | string): void;
}

export const isAdjustableClock = (clock: Clock): clock is AdjustableClock =>
  typeof (clock as Partial<AdjustableClock>).set === 'function';

/**
 * Real time shifted by an offset: time keeps running, from the moment it was set to. The e2e
 * server uses it (TEST_CLOCK_CONTROL) so a browser test can reach a session's join window.
 */
export class OffsetClock implements AdjustableClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  set(at: Date | string): void {
    this.offsetMs = new Date(at).getTime() - Date.now();
  }
}
