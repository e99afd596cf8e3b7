import { expect, test } from "@playwright/test";
import { collectErrors, hydrated, PUBLIC_PATHS } from "./testing/site";

test.describe("every page has a way on", () => {
  test("an unknown path answers 404 with the 404 page inside the site's header and footer", async ({
    page,
    request,
  }) => {
    // (/demo/{anything else} is the multi-vertical demo, spec §1: demo-dead-ends.spec.ts.)
    for (const path of ["/definitely/not/a/page", "/demo/plumbing/extra", "/real-estate/extra"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toContain("Page Not Found");
      expect(html).toContain("<title>Page Not Found | PracticeLine</title>");
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
    for (const path of [
      ...PUBLIC_PATHS,
      "/waiting-list?vertical=saas",
      "/dev",
      "/broker-dashboard",
      "/agent-dashboard",
      "/create-team",
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    // A route with a path parameter (an invitation link) is a page too: its shell, status 200, same headers.
    const invitation = await request.get("/join/some-invitation-code");
    expect(invitation.status()).toBe(200);
    expect(invitation.headers()["content-type"]).toContain("text/html");
    expect(invitation.headers()["content-security-policy"]).toBeTruthy();
    expect(await invitation.text()).not.toContain("Page Not Found");

    const errors = collectErrors(page);
    await page.goto("/demo/plumbing/extra");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    const visit = await page.goto("/definitely/not/a/page");
    expect(visit?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | PracticeLine");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "View Demo" })).toBeVisible();
    // The browser reports the 404 answers themselves; nothing else (a hydration mismatch would show here).
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  });

  test("'Sign in' is in the header and the footer of every public page and leads to sign-in", async ({ page }) => {
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" }), path).toHaveAttribute(
        "href",
        "/api/login",
      );
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sign in" }), path).toHaveAttribute(
        "href",
        "/api/login",
      );
    }
    await page.goto("/insurance");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    // Without an OpenID provider configured, sign-in is the development login.
    await expect(page).toHaveURL(/\/dev$/);
    await page.getByRole("button", { name: "Login as Broker" }).click();
    await expect(page).toHaveURL(/\/broker-dashboard$/);
    await page.goto("/saas");
    await page.getByRole("banner").getByRole("link", { name: "My dashboard" }).click();
    await expect(page.getByText("Broker Dashboard")).toBeVisible();
  });

  test("the sign-up screen links the Terms and the Privacy Policy it asks visitors to agree to", async ({ page }) => {
    await page.goto("/waiting-list");
    const agreement = page.getByText("By joining, you agree to our");
    await agreement.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await page.goBack();
    await agreement.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("deleted after 30 days");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });
});
