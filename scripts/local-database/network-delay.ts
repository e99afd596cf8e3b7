/**
 * @file The distance between the Worker and the database, as the local bridge plays it: a one-way delay that
 * every message (and the close that may follow it) takes in each direction, so a round trip costs twice the
 * delay, as it does between a Worker in the visitor's city and Neon in one region.
 */

/** The largest delay the bridge accepts: a round trip around the world is about 300 ms. */
export const MAX_ONE_WAY_DELAY_MS = 5_000;

/** The bridge's current one-way delay, changed at run time (`PUT /delay`) or set at start-up. */
export class NetworkDelay {
  private current: number;

  constructor(oneWayMs = 0) {
    this.current = NetworkDelay.checked(oneWayMs);
  }

  get oneWayMs(): number {
    return this.current;
  }

  set oneWayMs(value: number) {
    this.current = NetworkDelay.checked(value);
  }

  /** Resolves after one one-way trip. */
  crossing(): Promise<void> {
    const ms = this.current;
    return ms === 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
  }

  private static checked(value: number): number {
    if (!Number.isInteger(value) || value < 0 || value > MAX_ONE_WAY_DELAY_MS) {
      throw new RangeError(`a one-way delay is a whole number of milliseconds from 0 to ${MAX_ONE_WAY_DELAY_MS}`);
    }
    return value;
  }
}

/**
 * One direction of one connection: what goes in arrives the delay later, in the order it went in, even when
 * the delay changes meanwhile. With no delay and nothing waiting, it arrives at once, as without a DelayLine.
 */
export class DelayLine {
  private readonly waiting: Array<{ due: number; deliver: () => void }> = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly delay: NetworkDelay) {}

  push(deliver: () => void): void {
    const ms = this.delay.oneWayMs;
    if (ms === 0 && this.waiting.length === 0) {
      deliver();
      return;
    }
    const due = Math.max(Date.now() + ms, this.waiting.at(-1)?.due ?? 0);
    this.waiting.push({ due, deliver });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== null || this.waiting.length === 0) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        const now = Date.now();
        while (this.waiting.length > 0 && this.waiting[0]!.due <= now) this.waiting.shift()!.deliver();
        this.schedule();
      },
      Math.max(0, this.waiting[0]!.due - Date.now()),
    );
  }
}
