import { expect, test } from "@playwright/test";

test.describe("the local stack", () => {
  test("serves the home page", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/");
    await expect(page.getByRole("link", { name: "View Demo" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("shows the 404 page for an unknown path", async ({ page }) => {
    await page.goto("/definitely/not/a/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("reports a healthy API with the database up", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up", migrations: { upToDate: true } });
  });

  test("answers unknown API paths with JSON, not the app shell", async ({ request }) => {
    const response = await request.get("/api/nope");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });
});
