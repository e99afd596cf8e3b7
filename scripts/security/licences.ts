/**
 * @file `npm run licences`: the licence of every package the product ships, i.e. package.json
 * "dependencies" and everything they pull in (dependencies, installed optional and peer dependencies),
 * resolved in node_modules as Node resolves them. Fails on copyleft, unknown or missing licences that are
 * not an allowed exception (licence-policy.ts). `--list` prints every package.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { declaredLicence, judgeLicence, type LicenceVerdict } from "./licence-policy";

const ROOT = resolve(import.meta.dirname, "../..");

interface Manifest {
  name: string;
  version: string;
  license?: unknown;
  licenses?: unknown;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface ShippedPackage {
  name: string;
  version: string;
  licence: string | undefined;
  path: string;
  verdict: LicenceVerdict;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
}

/** Node's lookup: node_modules of the requiring package, then of each folder above it. */
function resolvePackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dir === ROOT || dirname(dir) === dir) return undefined;
  }
}

export function shippedPackages(root = ROOT): { packages: ShippedPackage[]; missing: string[] } {
  const rootManifest = readManifest(root);
  const seen = new Map<string, ShippedPackage>();
  const missing: string[] = [];
  const queue: Array<{ name: string; from: string; required: boolean }> = Object.keys(
    rootManifest.dependencies ?? {},
  ).map((name) => ({
    name,
    from: root,
    required: true,
  }));
  while (queue.length > 0) {
    const { name, from, required } = queue.shift()!;
    const dir = resolvePackageDir(name, from);
    if (!dir) {
      // Optional dependencies for other platforms, and optional peers, are legitimately absent.
      if (required) missing.push(`${name} (needed by ${from === root ? "package.json" : from})`);
      continue;
    }
    if (seen.has(dir)) continue;
    const manifest = readManifest(dir);
    const licence = declaredLicence(manifest);
    seen.set(dir, {
      name: manifest.name,
      version: manifest.version,
      licence,
      path: dir,
      verdict: judgeLicence(manifest.name, manifest.version, licence),
    });
    for (const dep of Object.keys(manifest.dependencies ?? {})) queue.push({ name: dep, from: dir, required: true });
    for (const dep of Object.keys(manifest.optionalDependencies ?? {}))
      queue.push({ name: dep, from: dir, required: false });
    for (const dep of Object.keys(manifest.peerDependencies ?? {})) {
      queue.push({ name: dep, from: dir, required: !manifest.peerDependenciesMeta?.[dep]?.optional });
    }
  }
  const packages = [...seen.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
  return { packages, missing };
}

function main(): void {
  const { packages, missing } = shippedPackages();
  const failures = packages.filter((pkg) => !pkg.verdict.ok);
  if (process.argv.includes("--list")) {
    for (const pkg of packages)
      console.log(`${pkg.name}@${pkg.version}\t${pkg.licence ?? "(none)"}\t${pkg.verdict.reason}`);
  }
  const counts = new Map<string, number>();
  for (const pkg of packages) counts.set(pkg.licence ?? "(none)", (counts.get(pkg.licence ?? "(none)") ?? 0) + 1);
  const summary = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([licence, count]) => `${licence} ${count}`)
    .join(", ");
  if (missing.length > 0) {
    console.error(
      `licences: ${missing.length} required package(s) not installed (run npm install): ${missing.join("; ")}`,
    );
    process.exit(1);
  }
  if (failures.length > 0) {
    console.error(
      `licences: ${failures.length} shipped package(s) need a licence review (add to ALLOWED_EXCEPTIONS in scripts/security/licence-policy.ts with a reason, or drop them):`,
    );
    for (const pkg of failures) console.error(`  ${pkg.name}@${pkg.version}: ${pkg.verdict.reason}`);
    process.exit(1);
  }
  console.log(`licences: ${packages.length} production packages, all acceptable (${summary})`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
