/**
 * @file Which Chromium the browser tests, Lighthouse and axe drive: `CHROMIUM_PATH` when set, else a system
 * Chromium on PATH, else the one shipped inside the npm package `@sparticuz/chromium` (unpacked once into the
 * temp folder). `npm install && npm test` therefore needs no system browser.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface FoundChromium {
  executablePath: string;
  source: "CHROMIUM_PATH" | "system" | "npm";
}

const SYSTEM_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

/** Flags for a headless browser on a machine with a closed network (no background dialling out). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--no-zygote",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const NO_CHROMIUM_MESSAGE = [
  "No Chromium found for the browser tests.",
  "Run `npm install` (it installs @sparticuz/chromium, a Chromium inside an npm package),",
  "or install a system Chromium, or set CHROMIUM_PATH to a Chromium or Chrome executable.",
].join(" ");

function onPath(name: string): string | null {
  try {
    const found = execFileSync("sh", ["-c", `command -v ${name}`], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return found && existsSync(found) ? found : null;
  } catch {
    return null;
  }
}

/** Several processes (e2e, bench) may unpack at once; one does, the others wait for it. */
async function unpackNpmChromium(): Promise<string | null> {
  let chromium: { executablePath(): Promise<string> };
  try {
    chromium = (await import("@sparticuz/chromium")).default;
  } catch {
    return null;
  }
  const lock = join(tmpdir(), "practiceline-chromium.lock");
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const stale = existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000;
      if (stale) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock}; remove it if no test is running.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await chromium.executablePath();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function findChromium(): Promise<FoundChromium> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist. ${NO_CHROMIUM_MESSAGE}`);
    return { executablePath: configured, source: "CHROMIUM_PATH" };
  }
  for (const name of SYSTEM_NAMES) {
    const found = onPath(name);
    if (found) return { executablePath: found, source: "system" };
  }
  const unpacked = await unpackNpmChromium();
  if (unpacked) return { executablePath: unpacked, source: "npm" };
  throw new Error(NO_CHROMIUM_MESSAGE);
}
