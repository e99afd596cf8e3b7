/** @file People on teams, as the e2e tests make them: a brand-new user (what a first OIDC sign-in creates). */
import { expect, type Browser, type Page } from "@playwright/test";

/** The development login's 'Sign in as a new user': a fresh agent on no team, in a browser context of their own. */
export async function signInAsNewUser(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/dev");
  await page.getByRole("button", { name: "Sign in as a new user" }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  return page;
}
