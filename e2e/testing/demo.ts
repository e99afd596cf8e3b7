import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { confirmNumber } from "./phone-proof";

export const SCENARIO = "FSBO Homeowner — Skeptical of Agents (intermediate)";

/** Email addresses no other run or file uses: `<prefix>-<tag>-<run>-<n>@e2e.example.test`. */
export function emailMaker(prefix: string): (tag: string) => string {
  const run = Date.now().toString(36);
  let counter = 0;
  return (tag) => {
    counter += 1;
    return `${prefix}-${tag}-${run}-${counter}@e2e.example.test`;
  };
}

export async function expectNoAxeViolations(page: Page, step: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(violations, step).toEqual([]);
}

export async function chooseScenario(page: Page) {
  await page.getByLabel("Scenario", { exact: true }).selectOption({ label: SCENARIO });
  await page.getByRole("button", { name: "Continue to Live Training" }).click();
  await expect(page.getByRole("heading", { name: "Live Training Session" })).toBeVisible();
}

/** Start Live Training and the email gate; `proveNumber`: a typed caller number is first proved with its texted code. */
export async function passEmailGate(page: Page, email: string, options: { proveNumber?: boolean } = {}) {
  await page.getByRole("button", { name: "Start Live Training" }).click();
  if (options.proveNumber) {
    // The number routes the call only once the visitor proves it is theirs: a code texted to it.
    await expect(page.getByRole("heading", { name: "Confirm your number" })).toBeVisible();
    await confirmNumber(page);
  }
  const gate = page.getByRole("dialog", { name: "Access Demo Training" });
  await expect(gate).toBeVisible();
  await gate.getByLabel("Email").fill(email);
  await gate.getByRole("button", { name: "Start Demo" }).click();
}

/**
 * There are only two practice lines: a demo call a test started and left (it failed mid-call, or did not need to end
 * it) must not keep one for the next tests. Call at the top of a spec file: every call its tests start is ended after
 * each test (ending needs the call's capability cookie, which the page's browser context holds).
 */
export function endDemoCallsAfterEachTest(): void {
  const started = new Set<string>();
  test.beforeEach(({ page }) => {
    page.on("response", async (response) => {
      if (!response.url().endsWith("/api/demo/conversation/start") || response.status() !== 201) return;
      started.add(((await response.json()) as { conversationId: string }).conversationId);
    });
  });
  test.afterEach(async ({ page, baseURL }) => {
    for (const id of started) {
      await page.request
        .post(`${baseURL}/api/demo/conversation/${id}/end`, { headers: { Origin: baseURL! } })
        .catch(() => undefined);
    }
    started.clear();
  });
}

/** The gate's 2 s success pause plus a practice line being leased: more than the default 5 s on a busy machine. */
export async function expectLive(page: Page) {
  await expect(page.getByText("AI Agent is LIVE")).toBeVisible({ timeout: 20_000 });
}
