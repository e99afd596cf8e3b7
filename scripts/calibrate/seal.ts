/**
 * @file `npm run calibrate -- --seal <folder>`: seals a finished batch of graded calls written outside the
 * project. It copies the call files into lib/analysis/graded-calls/<batch>/ without showing them, records
 * each file's sha256 and the time, plays every call through the scorer as the branch has it at that moment
 * (the provider mapping a real call takes), writes the first measurement beside the calls and commits the
 * batch and its measurement together. Nothing of a call is printed before it has been measured.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parseGradedCall, type GradedCall } from "../../lib/analysis/calibration/graded-call-file";
import { callFiles, GRADED_DIR } from "./graded-sets";
import { measurementOf, scoreCalls, type BatchMeasurement } from "./measure";
import type { Scorer } from "./scorers";
import { SEAL_FILE, type Seal, type SealedFile } from "./seal-record";

/** The writers' mark that a batch is complete. */
export const READY_MARKER = "READY";
/** What the analyser is: a change here before sealing makes the first measurement uncommitted code. */
const ANALYSER_PATHS = ["lib/analysis", "domain/analysis.ts"];

export interface SealOptions {
  source: string;
  scorer: Scorer;
  /** Where the batch goes (default: the graded calls); tests seal into a scratch folder. */
  gradedDir?: string;
  /** Commit the sealed batch (default true); tests do not. */
  commit?: boolean;
  now?: () => Date;
  log?: (line: string) => void;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

function analyserCommit(): { commit?: string; uncommittedAnalyser?: boolean } {
  try {
    return {
      commit: git("rev-parse", "HEAD"),
      uncommittedAnalyser: git("status", "--porcelain", "--", ...ANALYSER_PATHS) !== "",
    };
  } catch {
    return {};
  }
}

export async function sealBatch(options: SealOptions): Promise<Seal> {
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const source = resolve(options.source);
  const name = basename(source);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name))
    throw new Error(`a batch name is lower-case letters, digits and dashes: ${name}`);
  if (!existsSync(join(source, READY_MARKER)))
    throw new Error(`${source} is not finished: it has no ${READY_MARKER} file`);
  const dest = join(options.gradedDir ?? GRADED_DIR, name);
  if (existsSync(dest)) throw new Error(`${name} is already sealed (${dest} exists); a batch is sealed once`);

  // Read before the copy: the batch lands under lib/analysis and is not a change to the analyser.
  const code = analyserCommit();
  const sealedAt = now().toISOString();
  mkdirSync(dest, { recursive: true });
  const files: SealedFile[] = [];
  const calls: GradedCall[] = [];
  const rejected: { file: string; error: string }[] = [];
  for (const file of callFiles(source)) {
    const bytes = readFileSync(join(source, file));
    copyFileSync(join(source, file), join(dest, file));
    files.push({ file, sha256: sha256(bytes) });
    try {
      calls.push(parseGradedCall(JSON.parse(bytes.toString("utf8")), name));
    } catch (error) {
      // Only where the file breaks the format, never its words: the batch is still unread.
      const issues = (error as { issues?: { path: PropertyKey[]; code: string }[] }).issues;
      rejected.push({
        file,
        error: issues ? issues.map((i) => `${i.path.join(".")}: ${i.code}`).join("; ") : "not JSON",
      });
    }
  }
  log(`sealed ${files.length} files of ${name} at ${sealedAt}; measuring with ${options.scorer.label}...`);
  const scored = await scoreCalls(calls, options.scorer);
  const measurement: BatchMeasurement = { ...measurementOf(name, scored, options.scorer.label, now()), ...code };
  const seal: Seal = {
    name,
    source,
    sealedAt,
    files,
    firstMeasurement: measurement,
    ...(rejected.length ? { rejected } : {}),
  };
  writeFileSync(join(dest, SEAL_FILE), JSON.stringify(seal, null, 2) + "\n");
  if (options.commit ?? true) {
    git("add", "--", dest);
    const summary = `Spearman ${measurement.spearman}, MAE ${measurement.mae}, sentiment ${Math.round(measurement.sentimentAccuracy * 100)}%`;
    git(
      "commit",
      "-m",
      `Seal graded-call batch ${name} (${measurement.setSize} calls): first measurement ${summary}`,
      "--",
      dest,
    );
  }
  return seal;
}
