import { expect, test, type Page } from "@playwright/test";

async function devLogin(page: Page, role: "Agent" | "Broker") {
  await page.goto("/dev");
  await expect(page.getByText("Test Environment")).toBeVisible();
  await page.getByRole("button", { name: `Login as ${role}` }).click();
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page.getByText(`Logged in as ${role.toLowerCase()}`)).toBeVisible();
}

test.describe("sign-in and roles", () => {
  test("dev login as agent lands on the agent dashboard", async ({ page }) => {
    await devLogin(page, "Agent");
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    const header = page.getByRole("banner");
    await expect(header.getByText("Agent", { exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("dev login as broker lands on the broker dashboard", async ({ page }) => {
    await devLogin(page, "Broker");
    await expect(page).toHaveURL(/\/broker-dashboard$/);
    const header = page.getByRole("banner");
    await expect(header.getByText("Morgan Reyes")).toBeVisible();
    await expect(header.getByText("M", { exact: true })).toBeVisible();
  });

  test("an agent opening /broker-dashboard sees Access Denied", async ({ page }) => {
    await devLogin(page, "Agent");
    await page.goto("/broker-dashboard");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("This dashboard is only accessible to brokers.")).toBeVisible();
  });

  test("a signed-out visit to a dashboard is told, sent to /api/login, and (without OIDC) lands on /dev", async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on("request", (request) => request.isNavigationRequest() && visited.push(new URL(request.url()).pathname));
    // The toast is up for half a second before the redirect, less than a loaded machine may take to resolve
    // goto(): the page itself reports the texts the moment they enter the DOM.
    const toastTexts = ["Unauthorized", "You are logged out. Logging in again..."];
    const seen = new Set<string>();
    await page.exposeFunction("reportSeenText", (text: string) => seen.add(text));
    await page.addInitScript((needles: string[]) => {
      const report = (window as unknown as { reportSeenText: (text: string) => void }).reportSeenText;
      new MutationObserver(() => {
        for (const needle of needles) if (document.body?.textContent?.includes(needle)) report(needle);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, toastTexts);
    await page.goto("/agent-dashboard");
    await expect(page).toHaveURL(/\/dev\?returnTo=%2Fagent-dashboard$/);
    expect([...seen].sort()).toEqual([...toastTexts].sort());
    expect(visited).toContain("/api/login");

    // Signing in returns to where the visitor was going.
    await page.getByRole("button", { name: "Login as Agent" }).click();
    await expect(page).toHaveURL(/\/agent-dashboard$/);
  });

  test("/ shows each role its dashboard, and logout returns to the landing page for good", async ({ page }) => {
    await devLogin(page, "Broker");
    await page.goto("/");
    await expect(page.getByText("Broker Dashboard")).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Unauthorized")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View Demo" })).toBeVisible();
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole("link", { name: "View Demo" })).toBeVisible();
    await expect(page.getByText("Broker Dashboard")).toHaveCount(0);
  });

  test("a visitor's landing page asks nothing of the auth API and logs no errors", async ({ page }) => {
    const errors: string[] = [];
    const authCalls: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("request", (request) => request.url().includes("/api/auth/user") && authCalls.push(request.url()));
    await page.goto("/");
    await expect(page.getByRole("link", { name: "View Demo" })).toBeVisible();
    expect(authCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async ({ page, context }) => {
    await devLogin(page, "Agent");
    const session = (await context.cookies()).find((cookie) => cookie.name === "pl_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("pl_session");
  });
});
