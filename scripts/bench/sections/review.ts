/**
 * @file Bench: a call's review page as its agent meets it — a practice call held on the simulator and scored by
 * the pipeline, then Lighthouse (mobile preset, the agent's cookies in the browser) on `/review?session={id}`, and
 * the JavaScript that route loads beyond `/` (its code is a lazy chunk; the recording is fetched only on play).
 */
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, findChromium } from "../../browser/find-chromium";
import { signIn } from "../app-requests";
import { heldPracticeCall, practiceAgent, untilScored } from "../practice-calls";
import { loadedScripts, type Chunk } from "../route-javascript";
import type { BenchContext, BenchSection } from "../types";
import { LIGHTHOUSE_CHROME_FLAGS, LIGHTHOUSE_RUNS, medianLighthouse, VIEWPORTS, type LighthouseResult } from "./web";

/** Issue 18: the review page keeps a Lighthouse performance of at least 90. */
export const REVIEW_BUDGET = { performance: 90 };
const BUDGET = REVIEW_BUDGET;
const SCORED_WITHIN_MS = 60_000;
const KIB = 1024;

async function reviewedCall(baseUrl: string): Promise<string> {
  const agent = await practiceAgent(baseUrl);
  const call = await heldPracticeCall(agent, "browser", "transcript-then-audio");
  const scored = await untilScored(agent, call.sessionId, Date.now() + SCORED_WITHIN_MS, 100);
  if (scored?.aiEvaluationStatus !== "completed") throw new Error(`the bench's practice call was not scored: ${JSON.stringify(scored)}`);
  return `/review?session=${call.sessionId}`;
}

/** Lighthouse keeps the browser's cookies between runs (it resets other storage), so the agent stays signed in. */
export async function lighthouseSignedIn(baseUrl: string, path: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: (await findChromium()).executablePath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
  try {
    const { cookies } = await signIn(baseUrl, "agent");
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await cdp.contexts()[0]!.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
    return await medianLighthouse(chrome.port, `${baseUrl}${path}`, ["performance", "accessibility", "best-practices"], "/review");
  } finally {
    chrome.kill();
  }
}

export async function reviewJavaScript(baseUrl: string, path: string): Promise<{ chunks: Chunk[]; beyondHome: Chunk[] }> {
  const browser = await chromium.launch({ executablePath: (await findChromium()).executablePath, args: CHROMIUM_ARGS });
  try {
    const home = new Set((await loadedScripts(browser, baseUrl, { path: "/", signedInAs: null }, VIEWPORTS.mobile)).map((chunk) => chunk.file));
    const chunks = await loadedScripts(browser, baseUrl, { path, signedInAs: "agent" }, VIEWPORTS.mobile);
    return { chunks, beyondHome: chunks.filter((chunk) => !home.has(chunk.file)) };
  } finally {
    await browser.close();
  }
}

export const reviewSection: BenchSection = {
  key: "review",
  title: "Call review page: Lighthouse and its JavaScript",
  async run({ baseUrl, log }: BenchContext) {
    const path = await reviewedCall(baseUrl);
    const result = await lighthouseSignedIn(baseUrl, path);
    log(`lighthouse /review: perf ${result.performance}, a11y ${result.accessibility}, bp ${result.bestPractices}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`);
    const javascript = await reviewJavaScript(baseUrl, path);
    const sum = (chunks: Chunk[]) => chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0);
    const kib = (bytes: number) => (bytes / KIB).toFixed(1);
    log(`javascript /review: ${kib(sum(javascript.chunks))} KiB gzip in ${javascript.chunks.length} chunks, ${kib(sum(javascript.beyondHome))} KiB beyond /`);
    const failures = result.performance < BUDGET.performance ? [`/review: performance ${result.performance} < ${BUDGET.performance}`] : [];
    const markdown = [
      `A scored practice call's review, signed in as its agent (Lighthouse ${LIGHTHOUSE_RUNS === 1 ? "one run" : `median of ${LIGHTHOUSE_RUNS} runs`}, ` +
        `mobile preset, simulated throttling; budget: performance ≥ ${BUDGET.performance}). Lighthouse CPU benchmark ${result.benchmarkIndex}, ` +
        `load average ${loadavg()[0]!.toFixed(1)}: TBT and LCP are simulated from measured main-thread time, so a busy machine lowers the score.`,
      "",
      "| page | performance | accessibility | best practices | LCP | FCP | TBT | CLS | Speed Index |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      `| \`/review?session=…\` | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.lcpMs} ms | ${result.fcpMs} ms | ${result.tbtMs} ms | ${result.cls} | ${result.speedIndexMs} ms |`,
      "",
      `JavaScript of the route (${VIEWPORTS.mobile.width} px wide, until the network is idle): **${kib(sum(javascript.chunks))} KiB gzip** in ` +
        `${javascript.chunks.length} scripts, ${kib(sum(javascript.beyondHome))} KiB of it beyond what \`/\` loads:`,
      "",
      "| chunk beyond `/` | gzip |",
      "| --- | ---: |",
      ...javascript.beyondHome.map((chunk) => `| \`${chunk.file}\` | ${kib(chunk.gzipBytes)} KiB |`),
      "",
      failures.length === 0 ? "Budget met." : `Budget missed: ${failures.join("; ")}`,
    ];
    return {
      data: {
        budgets: { ...BUDGET, met: failures.length === 0, failures },
        lighthouse: { runsPerPage: LIGHTHOUSE_RUNS, preset: "mobile", page: result },
        javascript: { gzipBytes: sum(javascript.chunks), gzipBytesBeyondHome: sum(javascript.beyondHome), chunks: javascript.chunks },
      },
      markdown: markdown.join("\n"),
    };
  },
};
