import { expect, test, type Page } from "@playwright/test";

test.describe("first clicks while the page loads (CPU throttled 4×)", () => {
  // From the moment the HTML is there until well after hydration: every moment a visitor might click.
  const MOMENTS_MS = [0, 100, 250, 500, 1000];

  async function throttledLoad(page: Page, path: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(path, { waitUntil: "domcontentloaded" });
  }

  test("buttons that need the script are not shown as ready in the HTML", async ({ request }) => {
    const home = await (await request.get("/")).text();
    expect(home).toMatch(/<button[^>]*disabled=""[^>]*>Get Started Today<\/button>/);
    expect(home).toMatch(/<button[^>]*disabled=""[^>]*>Join Waiting List<\/button>/);
    expect(home).toMatch(/<a[^>]*href="\/demo"[^>]*>View Demo<\/a>/);
  });

  for (const moment of MOMENTS_MS) {
    test(`${moment} ms after the HTML: a link navigates and the waiting-list button opens the dialog on the first click`, async ({
      page,
    }) => {
      await throttledLoad(page, "/demo");
      if (moment) await page.waitForTimeout(moment);
      await page.getByRole("link", { name: "Start the real estate demo" }).click();
      await expect(page).toHaveURL("/demo/real_estate", { timeout: 15_000 });

      await throttledLoad(page, "/");
      if (moment) await page.waitForTimeout(moment);
      await page.getByRole("banner").getByRole("link", { name: "Insurance Training" }).click();
      await expect(page).toHaveURL("/insurance", { timeout: 15_000 });

      await throttledLoad(page, "/");
      if (moment) await page.waitForTimeout(moment);
      // Playwright clicks once the button is enabled: the moment it looks ready, one click must do.
      await page.getByRole("button", { name: "Get Started Today" }).click({ timeout: 15_000 });
      await expect(page.getByRole("dialog", { name: "Join the Waiting List" })).toBeVisible({ timeout: 15_000 });
    });
  }
});
