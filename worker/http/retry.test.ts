import { describe, expect, it } from "vitest";
import { withRetry } from "./retry";

function flaky(failures: number, error: Error = new Error("blip")) {
  let calls = 0;
  const task = async () => {
    calls += 1;
    if (calls <= failures) throw error;
    return "done";
  };
  return { task, calls: () => calls };
}

describe("withRetry", () => {
  it("returns the first success without retrying", async () => {
    const { task, calls } = flaky(0);
    await expect(withRetry(task, { attempts: 3, baseDelayMs: 1, shouldRetry: () => true })).resolves.toBe("done");
    expect(calls()).toBe(1);
  });

  it("tries again after a retryable failure", async () => {
    const { task, calls } = flaky(2);
    await expect(withRetry(task, { attempts: 3, baseDelayMs: 1, shouldRetry: () => true })).resolves.toBe("done");
    expect(calls()).toBe(3);
  });

  it("gives up after the last attempt with the last error", async () => {
    const { task, calls } = flaky(5, new Error("down"));
    await expect(withRetry(task, { attempts: 2, baseDelayMs: 1, shouldRetry: () => true })).rejects.toThrow("down");
    expect(calls()).toBe(2);
  });

  it("does not retry a final error", async () => {
    const { task, calls } = flaky(1, new Error("constraint"));
    await expect(withRetry(task, { attempts: 3, baseDelayMs: 1, shouldRetry: () => false })).rejects.toThrow(
      "constraint",
    );
    expect(calls()).toBe(1);
  });
});
