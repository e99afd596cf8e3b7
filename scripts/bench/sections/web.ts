/**
 * @file Bench: the public site as a visitor's browser meets it, on the served production build —
 * Lighthouse (mobile preset, simulated throttling) on each landing page, the JavaScript each route loads
 * (gzip, per chunk; see route-javascript.ts), and axe-core with target-size on every public page at two widths.
 */
import { cpus, loadavg } from "node:os";
import { chromium, type Browser } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { paths } from "../../../domain/app-paths";
import { TRAINING_VERTICALS } from "../../../domain/enums";
import { scanWithAxe } from "../../../e2e/testing/axe";
import { CHROMIUM_ARGS, findChromium } from "../../browser/find-chromium";
import { routeJavaScript, type BuildChunk, type RouteJavaScript } from "../route-javascript";
import type { BenchContext, BenchSection } from "../types";

export const LIGHTHOUSE_CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const LIGHTHOUSE_PAGES = [
  paths.home,
  ...TRAINING_VERTICALS.map(paths.industry),
  paths.demo,
  paths.demoFlow("real_estate"),
];
const AXE_PAGES = [...LIGHTHOUSE_PAGES, "/demo/insurance", "/demo/saas", "/terms", "/privacy", "/no/such/page"];
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
/** Lighthouse scores vary run to run; the median run of several is the one reported (Lighthouse's advice). */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** 1 KiB = 1024 bytes, as Lighthouse and Chrome report transfer sizes. */
const KIB = 1024;

const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  tbtMs: 100,
  homeJsGzipKiB: 120,
};

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's CPU benchmark of this machine during the run; its simulation assumes about 1000-2000. */
  benchmarkIndex: number;
  failedAudits: string[];
  /** Why Lighthouse could not measure the page (its metrics are then NaN), e.g. NO_LCP. */
  runtimeError: string | null;
}

interface AxeResult {
  path: string;
  viewport: keyof typeof VIEWPORTS;
  violations: string[];
}

async function runLighthouse(baseUrl: string, log: (line: string) => void): Promise<Record<string, LighthouseResult>> {
  const chrome = await chromeLauncher.launch({
    chromePath: (await findChromium()).executablePath,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
  });
  try {
    const results: Record<string, LighthouseResult> = {};
    for (const path of LIGHTHOUSE_PAGES) {
      const median = await medianLighthouse(chrome.port, `${baseUrl}${path}`, [
        "performance",
        "accessibility",
        "best-practices",
        "seo",
      ]);
      results[path] = median;
      log(
        `lighthouse ${path}: perf ${median.performance}, a11y ${median.accessibility}, bp ${median.bestPractices}, seo ${median.seo}, LCP ${median.lcpMs} ms`,
      );
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** The median by performance of LIGHTHOUSE_RUNS runs on `url` in the Chrome at `port`; `expectPath`: where it must stay. */
export async function medianLighthouse(
  port: number,
  url: string,
  onlyCategories: string[],
  expectPath?: string,
): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const result = await lighthouse(url, { port, logLevel: "error", output: "json", onlyCategories });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (expectPath && new URL(result.lhr.finalDisplayedUrl).pathname !== expectPath)
      throw new Error(`Lighthouse was sent on to ${result.lhr.finalDisplayedUrl}`);
    runs.push(summarise(result.lhr));
  }
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)]!;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summarise(lhr: Lhr): LighthouseResult {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const scored = new Set(
    Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  const failedAudits = Object.values(lhr.audits)
    .filter(
      (audit) => scored.has(audit.id) && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
    )
    .map((audit) => audit.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    fcpMs: Math.round(metric("first-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    speedIndexMs: Math.round(metric("speed-index")),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failedAudits,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

async function axeScan(browser: Browser, baseUrl: string): Promise<AxeResult[]> {
  const results: AxeResult[] = [];
  for (const path of AXE_PAGES) {
    for (const [viewport, size] of Object.entries(VIEWPORTS) as Array<
      [keyof typeof VIEWPORTS, { width: number; height: number }]
    >) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState("networkidle");
        const violations = await scanWithAxe(page);
        results.push({
          path,
          viewport,
          violations: violations.map((violation) => `${violation.id} (${violation.nodes.length})`),
        });
      } finally {
        await context.close();
      }
    }
  }
  return results;
}

function budgetFailures(
  lighthouseResults: Record<string, LighthouseResult>,
  homeJsGzipKiB: number,
  axe: AxeResult[],
): string[] {
  const failures: string[] = [];
  for (const [path, result] of Object.entries(lighthouseResults)) {
    if (result.performance < BUDGET.performance)
      failures.push(`${path}: performance ${result.performance} < ${BUDGET.performance}`);
    if (result.accessibility < BUDGET.accessibility) failures.push(`${path}: accessibility ${result.accessibility}`);
    if (result.bestPractices < BUDGET.bestPractices) failures.push(`${path}: best practices ${result.bestPractices}`);
    if (result.seo < BUDGET.seo) failures.push(`${path}: SEO ${result.seo}`);
    if (result.cls > BUDGET.cls) failures.push(`${path}: CLS ${result.cls} > ${BUDGET.cls}`);
    if (result.tbtMs > BUDGET.tbtMs) failures.push(`${path}: TBT ${result.tbtMs} ms > ${BUDGET.tbtMs} ms`);
  }
  if (homeJsGzipKiB > BUDGET.homeJsGzipKiB)
    failures.push(`/: JavaScript ${homeJsGzipKiB} KiB gzip > ${BUDGET.homeJsGzipKiB} KiB`);
  for (const result of axe) {
    if (result.violations.length > 0)
      failures.push(`axe ${result.path} (${result.viewport}): ${result.violations.join(", ")}`);
  }
  return failures;
}

function markdown(
  lighthouseResults: Record<string, LighthouseResult>,
  javascript: { routes: RouteJavaScript[]; build: BuildChunk[] },
  homeJsGzipKiB: number,
  axe: AxeResult[],
  failures: string[],
): string {
  const kib = (bytes: number) => (bytes / KIB).toFixed(1);
  const lines = [
    `Lighthouse ${LIGHTHOUSE_RUNS === 1 ? "(one run" : `(median of ${LIGHTHOUSE_RUNS} runs`} per page, mobile preset, simulated throttling). ` +
      `Budgets: performance ≥ ${BUDGET.performance}, accessibility/best practices/SEO ${BUDGET.accessibility}, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms.`,
    "",
    `Machine: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the end of the run; Lighthouse CPU benchmark ` +
      `${Object.values(lighthouseResults)
        .map((r) => r.benchmarkIndex)
        .join(", ")}. TBT is simulated from measured main-thread time, ` +
      "so a busy machine inflates it.",
    "",
    "| page | performance | accessibility | best practices | SEO | LCP | FCP | TBT | CLS | Speed Index |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...Object.entries(lighthouseResults).map(
      ([path, r]) =>
        `| \`${path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.fcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.speedIndexMs} ms |`,
    ),
    ...Object.entries(lighthouseResults)
      .filter(([, r]) => r.runtimeError)
      .map(([path, r]) => `\nLighthouse could not measure \`${path}\` in its median run: ${r.runtimeError}`),
    "",
    `JavaScript loaded by \`/\`: **${homeJsGzipKiB} KiB gzip** (budget ${BUDGET.homeJsGzipKiB} KiB; zlib default level). ` +
      `Per route: every script downloaded until the network is idle (${VIEWPORTS.mobile.width} px wide; dashboards signed in).`,
    "",
    "| route | scripts | gzip | beyond `/` |",
    "| --- | ---: | ---: | ---: |",
    ...javascript.routes.map(
      (route) =>
        `| \`${route.path}\`${route.signedInAs ? ` (${route.signedInAs})` : ""} | ${route.chunks.length} | ${kib(route.gzipBytes)} KiB | ${kib(route.gzipBytesBeyondHome)} KiB |`,
    ),
    "",
    "Every chunk of the build, and the routes that load it at once (none: fetched only on an interaction, such as a dialog or a call).",
    "",
    "| chunk | raw | gzip | loaded at once by |",
    "| --- | ---: | ---: | --- |",
    ...javascript.build.map(
      (chunk) =>
        `| \`${chunk.file}\` | ${kib(chunk.bytes)} KiB | ${kib(chunk.gzipBytes)} KiB | ${chunk.loadedBy.length === 0 ? "none" : chunk.loadedBy.map((path) => `\`${path}\``).join(", ")} |`,
    ),
    "",
    `axe-core (target-size on): ${axe.filter((r) => r.violations.length === 0).length} of ${axe.length} page × width scans clean ` +
      `(${AXE_PAGES.map((path) => `\`${path}\``).join(", ")} at ${VIEWPORTS.desktop.width} and ${VIEWPORTS.mobile.width} px).`,
    "",
    failures.length === 0
      ? "All web budgets met."
      : `Budgets missed:\n\n${failures.map((failure) => `- ${failure}`).join("\n")}`,
  ];
  return lines.join("\n");
}

export const webSection: BenchSection = {
  key: "web",
  title: "Public site: Lighthouse, JavaScript weight, accessibility",
  async run({ baseUrl, log }: BenchContext) {
    const lighthouseResults = await runLighthouse(baseUrl, log);
    const browser = await chromium.launch({
      executablePath: (await findChromium()).executablePath,
      args: CHROMIUM_ARGS,
    });
    try {
      const javascript = await routeJavaScript(browser, baseUrl, VIEWPORTS.mobile);
      const home = javascript.routes.find((route) => route.path === "/")!;
      const homeJsGzipKiB = Number((home.gzipBytes / KIB).toFixed(1));
      for (const route of javascript.routes)
        log(
          `javascript ${route.path}: ${(route.gzipBytes / KIB).toFixed(1)} KiB gzip in ${route.chunks.length} chunks`,
        );
      const axe = await axeScan(browser, baseUrl);
      log(
        `axe: ${axe.reduce((total, result) => total + result.violations.length, 0)} violations in ${axe.length} scans`,
      );
      const failures = budgetFailures(lighthouseResults, homeJsGzipKiB, axe);
      return {
        data: {
          budgets: { ...BUDGET, met: failures.length === 0, failures },
          lighthouse: { runsPerPage: LIGHTHOUSE_RUNS, preset: "mobile", pages: lighthouseResults },
          machine: { cpus: cpus().length, loadAverage: loadavg().map((load) => Number(load.toFixed(2))) },
          javascript: {
            home: { gzipBytes: home.gzipBytes, gzipKiB: homeJsGzipKiB },
            routes: javascript.routes,
            build: javascript.build,
          },
          axe: {
            targetSize: true,
            scans: axe,
            violations: axe.reduce((total, result) => total + result.violations.length, 0),
          },
        },
        markdown: markdown(lighthouseResults, javascript, homeJsGzipKiB, axe, failures),
      };
    } finally {
      await browser.close();
    }
  },
};
