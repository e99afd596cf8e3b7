/**
 * @file The production Worker bundle must hold no voice-simulator code (DESIGN.md §2: dev-only code is passed in
 * by worker/local-entry.ts and absent from production). Two checks on dist/worker: its source map names no
 * simulator file, and its code holds none of the simulator's own string literals (texts no production source has).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const SIMULATOR_DIR = "worker/simulator";
const LOCAL_ENTRY = "worker/local-entry.ts";
const PRODUCTION_DIRS = ["worker", "durable-objects", "lib", "domain"];
/** Shorter literals (header names, event types) are shared with the production adapter by design. */
const MIN_FINGERPRINT_LENGTH = 24;
const LITERAL = /"((?:[^"\\\n]|\\.){24,})"|'((?:[^'\\\n]|\\.){24,})'|`([^`$\\\n]{24,})`/g;

export interface SimulatorFinding {
  file: string;
  reason: string;
}

function* sourceFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry)) yield path;
  }
}

const isSimulatorSource = (root: string, file: string) => {
  const path = relative(root, file);
  return path.startsWith(`${SIMULATOR_DIR}/`) || path === LOCAL_ENTRY;
};

/** String literals of the simulator's sources that no production source contains. */
export function simulatorFingerprints(root: string): string[] {
  const production = PRODUCTION_DIRS.flatMap((dir) => [...sourceFiles(join(root, dir))])
    .filter((file) => !isSimulatorSource(root, file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const literals = new Set<string>();
  for (const file of sourceFiles(join(root, SIMULATOR_DIR))) {
    for (const match of readFileSync(file, "utf8").matchAll(LITERAL)) {
      const text = match[1] ?? match[2] ?? match[3]!;
      if (text.length >= MIN_FINGERPRINT_LENGTH && !text.includes("\\") && !production.includes(text))
        literals.add(text);
    }
  }
  return [...literals];
}

/** What in a Worker bundle directory shows simulator code: a source map entry, or one of its texts. */
export function findSimulatorCode(dir: string, fingerprints: readonly string[]): SimulatorFinding[] {
  const findings: SimulatorFinding[] = [];
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    const file = join(dir, entry);
    if (entry.endsWith(".js.map")) {
      const sources = (JSON.parse(readFileSync(file, "utf8")) as { sources?: string[] }).sources ?? [];
      for (const source of sources.filter((name) => name.includes(`${SIMULATOR_DIR}/`) || name.endsWith(LOCAL_ENTRY))) {
        findings.push({ file, reason: `built from ${source}` });
      }
    } else if (/\.m?js$/.test(entry)) {
      const code = readFileSync(file, "utf8");
      for (const text of fingerprints.filter((fingerprint) => code.includes(fingerprint))) {
        findings.push({ file, reason: `holds the simulator's text ${JSON.stringify(text.slice(0, 60))}` });
      }
    }
  }
  return findings;
}
