/**
 * @file Bench: a call's review page as its agent meets it — a practice call held on the simulator and scored by
 * the pipeline, and a real call uploaded as a transcript (issue 32), then Lighthouse (mobile preset, the agent's
 * cookies in the browser) on each `/review?session={id}`, and the JavaScript that route loads beyond `/` (its code
 * is a lazy chunk; the recording is fetched only on play).
 */
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, findChromium } from "../../browser/find-chromium";
import { signIn } from "../app-requests";
import { heldPracticeCall, practiceAgent, untilScored } from "../practice-calls";
import { uploadedRealCall } from "../real-calls";
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
  if (scored?.aiEvaluationStatus !== "completed")
    throw new Error(`the bench's practice call was not scored: ${JSON.stringify(scored)}`);
  return `/review?session=${call.sessionId}`;
}

/** Lighthouse keeps the browser's cookies between runs (it resets other storage), so the agent stays signed in. */
export async function lighthouseSignedIn(baseUrl: string, path: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: (await findChromium()).executablePath,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
  });
  try {
    const { cookies } = await signIn(baseUrl, "agent");
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await cdp.contexts()[0]!.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
    return await medianLighthouse(
      chrome.port,
      `${baseUrl}${path}`,
      ["performance", "accessibility", "best-practices"],
      "/review",
    );
  } finally {
    chrome.kill();
  }
}

export async function reviewJavaScript(
  baseUrl: string,
  path: string,
): Promise<{ chunks: Chunk[]; beyondHome: Chunk[] }> {
  const browser = await chromium.launch({ executablePath: (await findChromium()).executablePath, args: CHROMIUM_ARGS });
  try {
    const home = new Set(
      (await loadedScripts(browser, baseUrl, { path: "/", signedInAs: null }, VIEWPORTS.mobile)).map(
        (chunk) => chunk.file,
      ),
    );
    const chunks = await loadedScripts(browser, baseUrl, { path, signedInAs: "agent" }, VIEWPORTS.mobile);
    return { chunks, beyondHome: chunks.filter((chunk) => !home.has(chunk.file)) };
  } finally {
    await browser.close();
  }
}

interface PageMeasure {
  name: string;
  lighthouse: LighthouseResult;
  javascript: { gzipBytes: number; gzipBytesBeyondHome: number; chunks: Chunk[]; beyondHome: Chunk[] };
}

const sum = (chunks: Chunk[]) => chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0);
const kib = (bytes: number) => (bytes / KIB).toFixed(1);

async function measure(baseUrl: string, name: string, path: string, log: BenchContext["log"]): Promise<PageMeasure> {
  const lighthouse = await lighthouseSignedIn(baseUrl, path);
  log(
    `lighthouse ${name}: perf ${lighthouse.performance}, a11y ${lighthouse.accessibility}, bp ${lighthouse.bestPractices}, LCP ${lighthouse.lcpMs} ms, TBT ${lighthouse.tbtMs} ms`,
  );
  const { chunks, beyondHome } = await reviewJavaScript(baseUrl, path);
  log(
    `javascript ${name}: ${kib(sum(chunks))} KiB gzip in ${chunks.length} chunks, ${kib(sum(beyondHome))} KiB beyond /`,
  );
  return {
    name,
    lighthouse,
    javascript: { gzipBytes: sum(chunks), gzipBytesBeyondHome: sum(beyondHome), chunks, beyondHome },
  };
}

const lighthouseRow = ({ name, lighthouse: r }: PageMeasure) =>
  `| ${name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.lcpMs} ms | ${r.fcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.speedIndexMs} ms |`;

export const reviewSection: BenchSection = {
  key: "review",
  title: "Call review page: Lighthouse and its JavaScript",
  async run({ baseUrl, log }: BenchContext) {
    const practice = await measure(baseUrl, "practice call `/review?session=…`", await reviewedCall(baseUrl), log);
    // Issue 32: a real call's review (about five minutes of uploaded transcript) stays within the call review's budget.
    const real = await measure(baseUrl, "real call `/review?session=…`", await uploadedRealCall(baseUrl), log);
    const failures = [
      ...[practice, real].flatMap(({ name, lighthouse }) =>
        lighthouse.performance < BUDGET.performance
          ? [`${name}: performance ${lighthouse.performance} < ${BUDGET.performance}`]
          : [],
      ),
      ...(real.javascript.gzipBytes > practice.javascript.gzipBytes
        ? [
            `real call: ${kib(real.javascript.gzipBytes)} KiB of JavaScript > the call review's ${kib(practice.javascript.gzipBytes)} KiB`,
          ]
        : []),
    ];
    const markdown = [
      `A scored practice call's review, and an uploaded real call's (a transcript of about five minutes), each signed in as its agent ` +
        `(Lighthouse ${LIGHTHOUSE_RUNS === 1 ? "one run" : `median of ${LIGHTHOUSE_RUNS} runs`}, mobile preset, simulated throttling; budget: performance ≥ ` +
        `${BUDGET.performance} for both, and the real call's JavaScript no more than the call review's). Lighthouse CPU benchmark ` +
        `${practice.lighthouse.benchmarkIndex}, load average ${loadavg()[0]!.toFixed(1)}: TBT and LCP are simulated from measured main-thread time, so a busy machine lowers the score.`,
      "",
      "| page | performance | accessibility | best practices | LCP | FCP | TBT | CLS | Speed Index |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      lighthouseRow(practice),
      lighthouseRow(real),
      "",
      `JavaScript of the route (${VIEWPORTS.mobile.width} px wide, until the network is idle): practice call **${kib(practice.javascript.gzipBytes)} KiB gzip** in ` +
        `${practice.javascript.chunks.length} scripts, real call **${kib(real.javascript.gzipBytes)} KiB gzip** in ${real.javascript.chunks.length} scripts; ` +
        `beyond what \`/\` loads:`,
      "",
      "| chunk beyond `/` | practice call | real call |",
      "| --- | ---: | ---: |",
      ...[
        ...new Set([...practice.javascript.beyondHome, ...real.javascript.beyondHome].map((chunk) => chunk.file)),
      ].map((file) => {
        const size = (page: PageMeasure) => page.javascript.beyondHome.find((chunk) => chunk.file === file);
        const shown = (chunk: Chunk | undefined) => (chunk ? `${kib(chunk.gzipBytes)} KiB` : "–");
        return `| \`${file}\` | ${shown(size(practice))} | ${shown(size(real))} |`;
      }),
      "",
      failures.length === 0 ? "Budget met." : `Budget missed: ${failures.join("; ")}`,
    ];
    const pageData = ({ lighthouse, javascript: { beyondHome: _beyond, ...javascript } }: PageMeasure) => ({
      lighthouse,
      javascript,
    });
    return {
      data: {
        budgets: { ...BUDGET, realCallJavaScriptAtMostCallReview: true, met: failures.length === 0, failures },
        lighthouse: {
          runsPerPage: LIGHTHOUSE_RUNS,
          preset: "mobile",
          page: practice.lighthouse,
          realCallPage: real.lighthouse,
        },
        javascript: pageData(practice).javascript,
        realCall: pageData(real),
      },
      markdown: markdown.join("\n"),
    };
  },
};
