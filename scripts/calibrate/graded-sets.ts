/**
 * @file The graded calls on disk: one folder per batch under lib/analysis/graded-calls (the calls the
 * project started with in `original/`, each sealed batch in its own folder with its SEAL.json), read through
 * the guide's file format and the real provider mapping.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";
import { parseGradedCalls, type GradedCall } from "../../lib/analysis/calibration/graded-call-file";
import { readSeal, type Seal } from "./seal-record";

export const GRADED_DIR = resolve(import.meta.dirname, "../../lib/analysis/graded-calls");

export interface GradedBatch {
  name: string;
  dir: string;
  calls: GradedCall[];
  /** Present on a sealed batch: its files' hashes and its first measurement. */
  seal: Seal | null;
}

/** The call files of a folder, by name (the README/READY markers and SEAL.json are not calls). */
export function callFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json") && name !== "SEAL.json")
    .sort();
}

function readCallsFile(path: string, name: string): GradedCall[] {
  try {
    return parseGradedCalls(JSON.parse(readFileSync(path, "utf8")), name);
  } catch (error) {
    throw new Error(`${name}/${basename(path)}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

export function readBatch(dir: string, name = basename(dir)): GradedBatch {
  const calls = callFiles(dir).flatMap((file) => readCallsFile(join(dir, file), name));
  return { name, dir, calls, seal: readSeal(dir) };
}

/** One file of graded calls, e.g. a team's export (`graded-calls-YYYY-MM-DD.json`), read as a batch of its own. */
export function readCallsFileAsBatch(path: string): GradedBatch {
  const name = basename(path, extname(path));
  return { name, dir: resolve(path, ".."), calls: readCallsFile(path, name), seal: null };
}

export function batchNames(): string[] {
  return readdirSync(GRADED_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readAllBatches(): GradedBatch[] {
  return batchNames().map((name) => readBatch(join(GRADED_DIR, name), name));
}

/** A batch by name (a folder of the graded calls), any folder of call files, or one file of calls, by path. */
export function readBatchOrFolder(nameOrPath: string): GradedBatch {
  const inRepo = join(GRADED_DIR, nameOrPath);
  if (existsSync(inRepo)) return readBatch(inRepo, nameOrPath);
  if (existsSync(nameOrPath) && statSync(nameOrPath).isFile()) return readCallsFileAsBatch(nameOrPath);
  if (existsSync(nameOrPath)) return readBatch(resolve(nameOrPath));
  throw new Error(`no graded-call batch or folder named ${nameOrPath} (batches: ${batchNames().join(", ")})`);
}
