import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(violations, step).toEqual([]);
}

export async function chooseScenario(page: Page) {
  await page.getByLabel("Scenario", { exact: true }).selectOption({ label: SCENARIO });
  await page.getByRole("button", { name: "Continue to Live Training" }).click();
  await expect(page.getByRole("heading", { name: "Live Training Session" })).toBeVisible();
}

export async function passEmailGate(page: Page, email: string) {
  await page.getByRole("button", { name: "Start Live Training" }).click();
  const gate = page.getByRole("dialog", { name: "Access Demo Training" });
  await expect(gate).toBeVisible();
  await gate.getByLabel("Email").fill(email);
  await gate.getByRole("button", { name: "Start Demo" }).click();
}
