import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GRADED_DIR, readBatch } from "./graded-sets";
import { scorerFor } from "./scorers";
import { READY_MARKER, sealBatch } from "./seal";

const ORIGINAL = join(GRADED_DIR, "original");
const SOME_CALLS = ["re-polite-decline.json", "ins-pushy-driving.json", "saas-quiet-expert.json", "re-fsbo-weak.json"];

let scratch: string;
let source: string;
let graded: string;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "seal-"));
  source = join(scratch, "batch-t1");
  graded = join(scratch, "graded");
  for (const file of SOME_CALLS) cpSync(join(ORIGINAL, file), join(source, file));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const seal = (now = new Date("2030-01-02T03:04:05Z")) =>
  sealBatch({ source, scorer: scorerFor("metrics", {}), gradedDir: graded, commit: false, now: () => now });

// Sealing measures the batch, and the first measurement builds the language model (about 150 ms idle, seconds on a
// loaded machine): the default 5 s is too close for a correctness test.
describe("sealing a batch of graded calls", { timeout: 30_000 }, () => {
  it("refuses a batch its writers have not marked READY, and copies nothing", async () => {
    await expect(seal()).rejects.toThrow(/READY/);
    expect(existsSync(join(graded, "batch-t1"))).toBe(false);
  });

  it("copies the calls byte for byte, records each file's sha256 and the time, and the first measurement", async () => {
    writeFileSync(join(source, READY_MARKER), "");
    const record = await seal();
    const dest = join(graded, "batch-t1");
    expect(readdirSync(dest).sort()).toEqual([...SOME_CALLS, "SEAL.json"].sort());
    for (const { file, sha256 } of record.files) {
      expect(readFileSync(join(dest, file))).toEqual(readFileSync(join(source, file)));
      expect(sha256).toBe(
        createHash("sha256")
          .update(readFileSync(join(source, file)))
          .digest("hex"),
      );
    }
    expect(record.sealedAt).toBe("2030-01-02T03:04:05.000Z");
    const m = record.firstMeasurement;
    expect(m).toMatchObject({
      name: "batch-t1",
      setSize: 4,
      measuredAt: "2030-01-02T03:04:05.000Z",
      scorer: "metrics",
    });
    expect(m.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(m.calls.map((c) => c.id).sort()).toEqual(SOME_CALLS.map((f) => f.replace(".json", "")).sort());
    expect(readBatch(dest).seal).toEqual(record);
  });

  it("seals a batch once: a second seal of the same name is refused and the first measurement stays", async () => {
    writeFileSync(join(source, READY_MARKER), "");
    const first = await seal();
    await expect(seal(new Date("2031-01-01T00:00:00Z"))).rejects.toThrow(/already sealed/);
    expect(readBatch(join(graded, "batch-t1")).seal).toEqual(first);
  });

  it("keeps a file that breaks the format out of the measurement, naming where it breaks but not its words", async () => {
    writeFileSync(join(source, READY_MARKER), "");
    const broken = JSON.parse(readFileSync(join(source, SOME_CALLS[0]!), "utf8"));
    broken.grade = 140;
    writeFileSync(join(source, SOME_CALLS[0]!), JSON.stringify(broken));
    const record = await seal();
    expect(record.files).toHaveLength(4);
    expect(record.firstMeasurement.setSize).toBe(3);
    expect(record.rejected).toEqual([{ file: SOME_CALLS[0], error: "grade: too_big" }]);
  });
});
