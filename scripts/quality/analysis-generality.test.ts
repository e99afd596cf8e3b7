/**
 * @file The analyser's rules must be general, not a memory of the graded calls: no six words in a row of any
 * graded line, and no five words in a row that only one graded call says, appear anywhere in its code
 * (comments included); its word lists are few and small, and
 * every entry says why it belongs; and the sealed batches are exactly the files that were sealed, so no
 * graded call can be edited to suit the analyser after its first measurement.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import "../../lib/analysis/analyse-transcript";
import { LEXICONS } from "../../lib/analysis/lexicons/lexicon";
import { callFiles, GRADED_DIR, readAllBatches } from "../calibrate/graded-sets";

const ANALYSIS_DIR = join(import.meta.dirname, "../../lib/analysis");
/** Any run this long is a quoted line; a shorter run is a quote when only one call says it (five words: at four,
 * everyday English such as "give me a call" or "don't call me again" is said by one call of 130 by chance). */
const LONG_RUN = 6;
const DISTINCT_RUN = 5;
/** The old analyser had 45 lists and about 616 phrases; the rebuilt one keeps lists only where a list is the truth. */
const MAX_ENTRIES_PER_LEXICON = 20;
const MAX_LEXICON_ENTRIES = 150;

/** Letters and digits only, single-spaced: a phrase hidden in a regex or a comment still shows. */
const flatten = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim();
/** Source the same way, except that alternatives and list entries stay apart ("a|b c" is not the run "a b c"). */
const flattenSource = (text: string) => flatten(text.replace(/[|()[\]"]/g, " 0xa6 "));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "graded-calls" || name === "testing" ? [] : sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "test-fixtures.ts" ? [path] : [];
  });
}

const batches = readAllBatches();
const calls = batches.flatMap((b) => b.calls);

describe("the analyser knows no graded call by heart", () => {
  const files = sourceFiles(ANALYSIS_DIR).map((path) => ({
    path: relative(ANALYSIS_DIR, path),
    text: ` ${flattenSource(readFileSync(path, "utf8"))} `,
  }));

  const runs = (text: string, n: number) => {
    const words = flatten(text).split(" ").filter(Boolean);
    return Array.from({ length: Math.max(0, words.length - n + 1) }, (_, i) => ` ${words.slice(i, i + n).join(" ")} `);
  };
  /** How many graded calls say each five-word run: common English is said by many, a quote by one. */
  const saidBy = new Map<string, number>();
  for (const call of calls)
    for (const run of new Set(call.transcript.flatMap((e) => runs(e.message ?? "", DISTINCT_RUN))))
      saidBy.set(run, (saidBy.get(run) ?? 0) + 1);

  it.each(calls.map((call) => [`${call.batch}/${call.id}`, call] as const))(
    "no line of %s is quoted in the analyser's code",
    (_id, call) => {
      for (const entry of call.transcript) {
        const quoted = [
          ...runs(entry.message ?? "", LONG_RUN),
          ...runs(entry.message ?? "", DISTINCT_RUN).filter((run) => saidBy.get(run) === 1),
        ];
        for (const run of quoted) {
          const where = files.find((f) => f.text.includes(run));
          expect(where?.path, `"${run.trim()}" from ${call.id}`).toBeUndefined();
        }
      }
    },
  );

  it("keeps word lists few and small, each entry with its reason", () => {
    expect(LEXICONS.reduce((n, l) => n + l.entries.length, 0)).toBeLessThanOrEqual(MAX_LEXICON_ENTRIES);
    for (const lexicon of LEXICONS) {
      expect(lexicon.entries.length, lexicon.name).toBeLessThanOrEqual(MAX_ENTRIES_PER_LEXICON);
      for (const entry of lexicon.entries)
        expect(entry.reason.length, `${lexicon.name}: ${entry.pattern}`).toBeGreaterThanOrEqual(20);
    }
  });
});

describe("the graded calls stay what they were", () => {
  it("measures every graded call kept on disk, each under its own file name", () => {
    for (const batch of batches) {
      expect(batch.calls.map((c) => `${c.id}.json`).sort(), batch.name).toEqual(
        callFiles(join(GRADED_DIR, batch.name)),
      );
    }
  });

  it.each(batches.filter((b) => b.seal).map((b) => [b.name, b] as const))(
    "sealed batch %s holds exactly the files it was sealed with, byte for byte",
    (_name, batch) => {
      const onDisk = callFiles(batch.dir).map((file) => ({
        file,
        sha256: createHash("sha256")
          .update(readFileSync(join(batch.dir, file)))
          .digest("hex"),
      }));
      expect(onDisk).toEqual([...batch.seal!.files].sort((a, b) => a.file.localeCompare(b.file)));
    },
  );
});
