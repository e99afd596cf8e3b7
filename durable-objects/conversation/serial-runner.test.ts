import { describe, expect, it } from "vitest";
import { SerialRunner } from "./serial-runner";

/** Resolves after `hops` turns of the microtask queue. */
async function microtasks(hops: number): Promise<void> {
  for (let i = 0; i < hops; i++) await Promise.resolve();
}

describe("SerialRunner", () => {
  it("never runs the job twice at once, and folds requests made during a run into one more run", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const runner = new SerialRunner(async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      await microtasks(3);
      running -= 1;
    });
    await Promise.all([runner.run(), runner.run(), runner.run(), runner.run()]);
    expect(most).toBe(1);
    expect(runs).toBe(2);
  });

  // A request that lands while the last run is finishing must not be lost (it was, when the runner cleared
  // itself in a later step than its last check: the owed Twilio hang-up then waited for the next change).
  it.each(Array.from({ length: 12 }, (_, hops) => hops))(
    "runs again for a request %i microtasks after the job's end",
    async (hops) => {
      let runs = 0;
      let late: Promise<void> | null = null;
      const runner = new SerialRunner(async () => {
        runs += 1;
        if (runs === 1) void microtasks(hops).then(() => (late = runner.run()));
      });
      await runner.run();
      await microtasks(hops + 2);
      await late;
      expect(late).not.toBeNull();
      expect(runs).toBe(2);
    },
  );

  it("is idle between runs", async () => {
    const runner = new SerialRunner(async () => {});
    await runner.idle();
    const run = runner.run();
    await runner.idle();
    await run;
    await expect(runner.idle()).resolves.toBeUndefined();
  });
});
