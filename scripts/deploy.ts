/**
 * @file `npm run deploy`: refuse example or short secrets (scripts/deploy-checks.ts), build (which includes a
 * `wrangler deploy --dry-run`), apply migrations/ to the production DATABASE_URL, then `wrangler deploy`.
 * Migrations run before the new Worker goes live, so every migration must keep the previous Worker working
 * (add columns/tables; drop only in a later release).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { deployProblems, readSecretsFile } from "./deploy-checks";
import { isLocalDatabase } from "./local-env";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seeds/run";

const { values: args, positionals: wranglerArgs } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: "boolean", default: false },
    /** Passed on to `wrangler deploy --secrets-file`, after its secrets passed the same checks. */
    "secrets-file": { type: "string" },
    "allow-local-database": { type: "boolean", default: false },
  },
});

function run(command: string, commandArgs: string[]): void {
  console.log(`\n$ ${command} ${commandArgs.join(" ")}`);
  const result = spawnSync(command, commandArgs, { stdio: "inherit" });
  if (result.status !== 0) fail(`${command} ${commandArgs.join(" ")} failed (exit ${result.status ?? result.signal})`);
}

function fail(message: string): never {
  console.error(`deploy stopped: ${message}`);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) fail("DATABASE_URL is required (the production Neon connection string).");
// A forgotten local URL would migrate the wrong database and then ship a Worker pointing at a missing schema.
if (isLocalDatabase(databaseUrl) && !args["allow-local-database"]) {
  fail("DATABASE_URL points at this machine; pass --allow-local-database if that is really the target.");
}

const secretsFile = args["secrets-file"];
const problems = await deployProblems({
  environment: process.env,
  secretsFile: readSecretsFile(secretsFile),
  wranglerToml: readFileSync("wrangler.toml", "utf8"),
});
if (problems.length > 0) fail(`\n- ${problems.join("\n- ")}`);

run("npm", ["run", "build"]);
console.log("\n$ migrate DATABASE_URL");
await migrateDatabase(databaseUrl);
console.log("migrations applied");
if (args.seed) {
  // Production seeds: scenarios, practice lines and LLM instructions only, never the dev team.
  await seedDatabase(databaseUrl, { devData: false });
  console.log("seeds applied (without dev data)");
}
run("npx", ["wrangler", "deploy", ...(secretsFile ? ["--secrets-file", secretsFile] : []), ...wranglerArgs]);
console.log("\ndeployed");
