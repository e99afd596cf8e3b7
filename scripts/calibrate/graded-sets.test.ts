import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GRADED_DIR, readBatchOrFolder } from "./graded-sets";

const original = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(GRADED_DIR, "original", file), "utf8")) as Record<string, unknown>;

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "graded-sets-"));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe("calibrate --set", () => {
  it("reads a team's export: one file holding an array of graded calls, as a batch named after the file", () => {
    const calls = [original("re-polite-decline.json"), original("ins-pushy-driving.json")];
    const file = join(scratch, "graded-calls-2026-11-29.json");
    writeFileSync(file, JSON.stringify(calls));
    const batch = readBatchOrFolder(file);
    expect(batch.name).toBe("graded-calls-2026-11-29");
    expect(batch.seal).toBeNull();
    expect(batch.calls.map((call) => [call.id, call.grade])).toEqual(calls.map((call) => [call.id, call.grade]));
    expect(batch.calls[0]!.entries.length).toBeGreaterThan(1);
  });

  it("reads a folder of one call per file, as the grading guide writes them", () => {
    writeFileSync(join(scratch, "a.json"), JSON.stringify(original("re-polite-decline.json")));
    writeFileSync(join(scratch, "b.json"), JSON.stringify([original("ins-pushy-driving.json")]));
    expect(readBatchOrFolder(scratch).calls.map((call) => call.id)).toEqual([
      original("re-polite-decline.json").id,
      original("ins-pushy-driving.json").id,
    ]);
  });

  it("names the file and the call when one call of an export is not a graded call", () => {
    const file = join(scratch, "export.json");
    writeFileSync(file, JSON.stringify([original("re-polite-decline.json"), { id: "broken" }]));
    expect(() => readBatchOrFolder(file)).toThrow(/^export\/export\.json: /);
  });
});
