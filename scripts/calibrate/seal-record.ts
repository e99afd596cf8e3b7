/**
 * @file A sealed batch's record (SEAL.json beside its calls): where the batch came from, each file's sha256
 * when it was sealed, and the first measurement, taken on the analyser as it was at that moment, before
 * anyone read the calls. The first measurement is never rewritten.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BatchMeasurement } from "./measure";

export interface SealedFile {
  file: string;
  sha256: string;
}

export interface Seal {
  name: string;
  source: string;
  sealedAt: string;
  files: SealedFile[];
  firstMeasurement: BatchMeasurement;
  /** Files that broke the guide's format (where, not what): copied and hashed, not measured. */
  rejected?: { file: string; error: string }[];
}

export const SEAL_FILE = "SEAL.json";

export function readSeal(dir: string): Seal | null {
  const path = join(dir, SEAL_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Seal) : null;
}
