/**
 * @file `npm run bench`: builds, serves the production build on a fresh database (as `npm run preview`
 * does), runs every section once and writes bench-report.md and bench-report.json at the repo root.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { TEST_VARS_ENV } from "../local-env";
import { sections } from "./sections";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const baseUrl = `http://localhost:${PORT}`;

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const server = spawn(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "scripts/dev.ts",
      "--mode",
      "preview",
      "--fresh",
      "--config",
      "test",
      "--port",
      String(PORT),
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
      // Many clients from one machine: the per-client limits are lifted (development only), as in the drills. The
      // provider plan's concurrency is a setting of ours in front of the provider: lifted, to measure our own ceiling.
      env: {
        ...process.env,
        [TEST_VARS_ENV]: JSON.stringify({ LOAD_TEST_RATE_LIMITS: "off", VOICE_MAX_CONCURRENT_CALLS: "1000" }),
      },
    },
  );
  let databaseUrl = "";
  let databaseTrafficUrl = "";
  let partialLine = "";
  server.stdout.on("data", (chunk: Buffer) => {
    const lines = (partialLine + chunk.toString()).split("\n");
    partialLine = lines.pop()!;
    for (const line of lines) {
      databaseUrl = /^DATABASE_URL=(\S+)/.exec(line)?.[1] ?? databaseUrl;
      databaseTrafficUrl = /^DB_BRIDGE_STATS_URL=(\S+)/.exec(line)?.[1] ?? databaseTrafficUrl;
    }
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already stopped */
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`${baseUrl}/api/health`);
    const report: Record<string, unknown> = { generatedAt: new Date().toISOString(), baseUrl };
    const markdown: string[] = [
      `# PracticeLine benchmark report`,
      "",
      `Generated ${report.generatedAt} against ${baseUrl}.`,
      "",
    ];
    for (const section of sections.filter((s) => only.length === 0 || only.includes(s.key))) {
      console.log(`bench: ${section.title}...`);
      const result = await section.run({
        baseUrl,
        databaseUrl,
        databaseTrafficUrl,
        log: (line) => console.log(`  ${line}`),
      });
      report[section.key] = result.data;
      markdown.push(`## ${section.title}`, "", result.markdown, "");
    }
    writeFileSync("bench-report.json", JSON.stringify(report, null, 2) + "\n");
    writeFileSync("bench-report.md", markdown.join("\n"));
    console.log(markdown.join("\n"));
    console.log("wrote bench-report.md and bench-report.json");
  } finally {
    stop();
  }
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
