import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { publicSite } from "../../scripts/public-site";

/** The public origin and contact address the build under test was made with (the deployment's, else the local ones). */
export const BUILT_SITE = publicSite(
  process.env,
  readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8"),
);

/** Every prerendered page of the public site. */
export const PUBLIC_PATHS = [
  "/",
  "/real-estate",
  "/insurance",
  "/saas",
  "/demo",
  "/demo/real_estate",
  "/demo/insurance",
  "/demo/saas",
  "/terms",
  "/privacy",
];

/** Console errors and uncaught exceptions of a page: hydration mismatches and CSP violations land here. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}
