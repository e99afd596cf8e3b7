import { afterEach, describe, expect, it, vi } from "vitest";
import { DelayLine, NetworkDelay } from "./network-delay";

afterEach(() => {
  vi.useRealTimers();
});

describe("DelayLine", () => {
  it("delivers at once with no delay, as if it were not there", () => {
    const delivered: number[] = [];
    new DelayLine(new NetworkDelay(0)).push(() => delivered.push(1));
    expect(delivered).toEqual([1]);
  });

  it("delivers each message the delay later, in order, even when the delay shrinks meanwhile", () => {
    vi.useFakeTimers();
    const delay = new NetworkDelay(30);
    const line = new DelayLine(delay);
    const delivered: string[] = [];
    line.push(() => delivered.push("first"));
    delay.oneWayMs = 0;
    line.push(() => delivered.push("second"));
    vi.advanceTimersByTime(29);
    expect(delivered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(delivered).toEqual(["first", "second"]);
  });
});

describe("NetworkDelay", () => {
  it("refuses what is not a whole number of milliseconds up to 5 s", () => {
    for (const bad of [-1, 2.5, 5_001, Number.NaN]) expect(() => new NetworkDelay(bad)).toThrow(RangeError);
    expect(new NetworkDelay(25).oneWayMs).toBe(25);
  });
});
