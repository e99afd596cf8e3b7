import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { freePort, stopProcessGroup } from "./testing/process";

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
    expect(await response.json()).toEqual({ message: "Not found", code: "not_found" });
  });
});

test.describe("npm run dev: one local URL (Vite, on a server of its own)", () => {
  let server: ChildProcess | undefined;
  let output = "";
  let port = 0;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    port = await freePort();
    server = spawn("npx", ["tsx", "scripts/dev.ts", "--fresh", "--config", "test", "--port", String(port)], {
      cwd: new URL("..", import.meta.url).pathname,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 170_000;
    while (!output.includes("PracticeLine is running at")) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`npm run dev did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(() => stopProcessGroup(server));

  test("prints one URL, and a page opened on the other loopback spelling works there", async ({ page }) => {
    test.setTimeout(120_000);
    // --fresh (tests only) also names its throwaway database and bridge; everything else is the app's one address.
    const shown = output
      .split("\n")
      .filter((line) => !/^(DATABASE_URL|DB_BRIDGE_STATS_URL)=/.test(line))
      .flatMap((line) => line.match(/https?:\/\/[^\s)]+/g) ?? []);
    expect(shown).toEqual([`http://localhost:${port}`]);

    await page.goto(`http://127.0.0.1:${port}/agent-dashboard`, { timeout: 60_000 });
    await expect(page).toHaveURL(`http://localhost:${port}/dev?returnTo=%2Fagent-dashboard`, { timeout: 30_000 });
    await page.getByRole("button", { name: "Login as Agent" }).click();
    await expect(page).toHaveURL(`http://localhost:${port}/agent-dashboard`);

    // Client routes answer in development as they do in production.
    await page.goto(`http://127.0.0.1:${port}/broker-dashboard`);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible({ timeout: 30_000 });
    await page.goto(`http://localhost:${port}/no/such/page`);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("banner").getByRole("link", { name: "Home", exact: true })).toBeVisible();
  });
});
