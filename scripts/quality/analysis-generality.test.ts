/**
 * @file The analyser's rules must be general: no line of the graded calls (nor any six words in a row of
 * one) may appear in its code, and every graded call on disk is part of the measured set.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GRADED_CALLS } from "../../worker/analysis/graded-calls";

const ANALYSIS_DIR = join(import.meta.dirname, "../../worker/analysis");
const GRADED_DIR = join(ANALYSIS_DIR, "graded-calls");
const WINDOW_WORDS = 6;

/** Letters and digits only, single-spaced: a phrase hidden in a regex or a comment still shows. */
const flatten = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^\p{L}\p{N}']+/gu, " ").trim();

function analyserSource(): string {
  return readdirSync(ANALYSIS_DIR)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "test-fixtures.ts")
    .map((name) => flatten(readFileSync(join(ANALYSIS_DIR, name), "utf8")))
    .join("\n");
}

function windows(text: string): string[] {
  const words = flatten(text).split(" ");
  const out: string[] = [];
  for (let i = 0; i + WINDOW_WORDS <= words.length; i += 1) out.push(words.slice(i, i + WINDOW_WORDS).join(" "));
  return out;
}

describe("the analyser knows no graded call by heart", () => {
  const source = analyserSource();

  it.each(GRADED_CALLS.map((call) => [call.id, call] as const))("no line of %s appears in the analyser's code", (_id, call) => {
    for (const entry of call.transcript) {
      const message = entry.message ?? "";
      for (const window of windows(message)) expect(source.includes(window), `"${window}" from ${call.id}`).toBe(false);
      if (flatten(message).split(" ").length >= 3) expect(source.includes(flatten(message)), message).toBe(false);
    }
  });

  it("measures every graded call kept on disk, each under its own file name", () => {
    const onDisk = readdirSync(GRADED_DIR).filter((name) => name.endsWith(".json")).map((name) => name.replace(/\.json$/, "")).sort();
    expect(GRADED_CALLS.map((call) => call.id).sort()).toEqual(onDisk);
  });
});
