/**
 * @file Build step: fails when the built output (dist/client, what every visitor downloads, and dist/worker,
 * what is uploaded to Cloudflare) holds a secret: the value of any secret setting known here (the local
 * defaults, .dev.vars.example, .dev.vars, the environment) or anything shaped like a credential; and when the
 * Worker bundle holds any of the development-only voice simulator (scripts/security/simulator-in-bundle.ts).
 * Usage: tsx scripts/security/scan-bundle.ts [dist-dir]
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { CONFIG_NAMES, localDefaults, readDevVars } from "../local-env";
import { findSecrets, type SecretFinding } from "./secret-patterns";
import { findSimulatorCode, simulatorFingerprints } from "./simulator-in-bundle";

const ROOT = resolve(import.meta.dirname, "../..");
const TEXT_FILE = /\.(?:js|mjs|cjs|map|html|css|json|txt|xml|svg|webmanifest|md)$|^_headers$|^_redirects$/;
/** Settings whose values are secret; the rest (origins, modes, limits) are public by design. */
const SECRET_NAME = /SECRET|KEY|TOKEN|PASSWORD|DATABASE_URL/;

type ConfigName = (typeof CONFIG_NAMES)[number];

export function secretNames(): ConfigName[] {
  return CONFIG_NAMES.filter((name) => SECRET_NAME.test(name));
}

/** Every value a secret setting has anywhere on this machine: none of them may be in a build. */
export function knownSecretValues(env: NodeJS.ProcessEnv = process.env): Array<{ name: string; value: string }> {
  const sources = [
    localDefaults("http://localhost:5173"),
    readDevVars(join(ROOT, ".dev.vars.example")),
    readDevVars(join(ROOT, ".dev.vars")),
  ];
  const values = new Map<string, string>();
  for (const name of secretNames()) {
    for (const source of sources) {
      const value = source[name];
      if (value) values.set(`${name}=${value}`, name);
    }
    const fromEnv = env[name];
    if (fromEnv) values.set(`${name}=${fromEnv}`, name);
  }
  return [...values].map(([key, name]) => ({ name, value: key.slice(name.length + 1) }));
}

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* textFiles(path);
    else if (TEXT_FILE.test(entry)) yield path;
  }
}

export function scanDirectory(dir: string, secrets = knownSecretValues()): Array<SecretFinding & { file: string }> {
  const findings: Array<SecretFinding & { file: string }> = [];
  for (const file of textFiles(dir)) {
    for (const finding of findSecrets(readFileSync(file, "utf8"), secrets)) findings.push({ ...finding, file });
  }
  return findings;
}

function main(): void {
  const dist = resolve(process.argv[2] ?? join(ROOT, "dist"));
  const targets = ["client", "worker"].map((part) => join(dist, part)).filter((dir) => existsSync(dir));
  if (targets.length === 0) {
    console.error(`scan-bundle: nothing to scan under ${dist} (run npm run build first)`);
    process.exit(1);
  }
  const secrets = knownSecretValues();
  const findings = targets.flatMap((dir) => scanDirectory(dir, secrets));
  let files = 0;
  for (const dir of targets) files += [...textFiles(dir)].length;
  if (findings.length > 0) {
    console.error(`scan-bundle: ${findings.length} secret-looking string(s) in the build:`);
    for (const finding of findings)
      console.error(`  ${relative(ROOT, finding.file)} @${finding.index}: ${finding.rule}: ${finding.excerpt}`);
    process.exit(1);
  }
  const simulator = findSimulatorCode(join(dist, "worker"), simulatorFingerprints(ROOT));
  if (simulator.length > 0) {
    console.error(
      `scan-bundle: the production Worker bundle holds voice-simulator code (it belongs in worker/local-entry.ts only):`,
    );
    for (const finding of simulator.slice(0, 20)) console.error(`  ${relative(ROOT, finding.file)}: ${finding.reason}`);
    process.exit(1);
  }
  console.log(`scan-bundle: no voice-simulator code in dist/worker`);
  console.log(
    `scan-bundle: no secrets in ${files} files (${secrets.length} known secret values of ${secretNames().join(", ")} and credential patterns)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
