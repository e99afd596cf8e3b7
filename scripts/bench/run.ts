/**
 * @file `npm run bench`: builds, runs the sections that need no server first (on a quiet machine), then serves
 * the production build on a fresh database (as `npm run preview` does) for the others, runs every section once
 * and writes bench-report.md and bench-report.json at the repo root, in the sections' order.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { TEST_VARS_ENV } from "../local-env";
import { sections } from "./sections";
import type { BenchSection } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const baseUrl = `http://localhost:${PORT}`;

interface Server {
  databaseUrl: string;
  databaseTrafficUrl: string;
  stop(): void;
}

function startServer(): Server {
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
  const started: Server = {
    databaseUrl: "",
    databaseTrafficUrl: "",
    stop() {
      try {
        if (server.pid) process.kill(-server.pid, "SIGTERM");
      } catch {
        /* already stopped */
      }
    },
  };
  let partialLine = "";
  server.stdout.on("data", (chunk: Buffer) => {
    const lines = (partialLine + chunk.toString()).split("\n");
    partialLine = lines.pop()!;
    for (const line of lines) {
      started.databaseUrl = /^DATABASE_URL=(\S+)/.exec(line)?.[1] ?? started.databaseUrl;
      started.databaseTrafficUrl = /^DB_BRIDGE_STATS_URL=(\S+)/.exec(line)?.[1] ?? started.databaseTrafficUrl;
    }
  });
  process.on("SIGINT", () => {
    started.stop();
    process.exit(130);
  });
  return started;
}

type SectionResult = Awaited<ReturnType<BenchSection["run"]>>;

async function runSection(section: BenchSection, server: Omit<Server, "stop">): Promise<SectionResult> {
  console.log(`bench: ${section.title}...`);
  return section.run({ baseUrl, ...server, log: (line) => console.log(`  ${line}`) });
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const chosen = sections.filter((s) => only.length === 0 || only.includes(s.key));
  const results = new Map<BenchSection, SectionResult>();
  for (const section of chosen.filter((s) => s.offline)) {
    results.set(section, await runSection(section, { databaseUrl: "", databaseTrafficUrl: "" }));
  }
  const online = chosen.filter((s) => !s.offline);
  if (online.length > 0) {
    const server = startServer();
    try {
      await waitFor(`${baseUrl}/api/health`);
      for (const section of online) results.set(section, await runSection(section, server));
    } finally {
      server.stop();
    }
  }
  const report: Record<string, unknown> = { generatedAt: new Date().toISOString(), baseUrl };
  const markdown: string[] = [
    `# PracticeLine benchmark report`,
    "",
    `Generated ${report.generatedAt} against ${baseUrl}.`,
    "",
  ];
  for (const section of chosen) {
    const result = results.get(section)!;
    report[section.key] = result.data;
    markdown.push(`## ${section.title}`, "", result.markdown, "");
  }
  writeFileSync("bench-report.json", JSON.stringify(report, null, 2) + "\n");
  writeFileSync("bench-report.md", markdown.join("\n"));
  console.log(markdown.join("\n"));
  console.log("wrote bench-report.md and bench-report.json");
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
