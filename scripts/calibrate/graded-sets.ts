/**
 * @file The graded calls on disk: one folder per batch under lib/analysis/graded-calls (the calls the
 * project started with in `original/`, each sealed batch in its own folder with its SEAL.json), read through
 * the guide's file format and the real provider mapping.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parseGradedCall, type GradedCall } from "../../lib/analysis/calibration/graded-call-file";
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

export function readBatch(dir: string, name = basename(dir)): GradedBatch {
  const calls = callFiles(dir).map((file) => {
    try {
      return parseGradedCall(JSON.parse(readFileSync(join(dir, file), "utf8")), name);
    } catch (error) {
      throw new Error(`${name}/${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  });
  return { name, dir, calls, seal: readSeal(dir) };
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

/** A batch by name (a folder of the graded calls) or any folder of call files by path. */
export function readBatchOrFolder(nameOrPath: string): GradedBatch {
  const inRepo = join(GRADED_DIR, nameOrPath);
  if (existsSync(inRepo)) return readBatch(inRepo, nameOrPath);
  if (existsSync(nameOrPath)) return readBatch(resolve(nameOrPath));
  throw new Error(`no graded-call batch or folder named ${nameOrPath} (batches: ${batchNames().join(", ")})`);
}
