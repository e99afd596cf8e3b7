import { expect, test, type Locator, type Page } from "@playwright/test";
import type { TeamAgent, TeamAgentDetail } from "../domain/broker";
import type { UserSettingsView } from "../domain/settings-contract";
import { watchForTexts } from "./testing/seen-texts";
import { ALEX, api, fullName, menu, openSection, rows, signInAsBroker } from "./testing/broker";

async function openAgentDetail(page: Page, name: string) {
  await openSection(page, "Manage Agents");
  const row = rows(page).filter({ hasText: name });
  await row.getByRole("button").first().click();
  await row.getByRole("button", { name: "View Full Details" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
}

/** Every scored result in the list carries Passed when its score reaches `threshold`, else Not passed. */
async function expectMarks(list: Locator, scorePattern: RegExp, threshold: number) {
  const items = list.getByRole("listitem");
  await expect(items.first()).toBeVisible();
  let marked = 0;
  for (const item of await items.all()) {
    const scoreText = item.getByText(scorePattern);
    if ((await scoreText.count()) === 0) continue;
    const score = scorePattern.exec((await scoreText.first().textContent()) ?? "")![1]!;
    const mark = Number(score) >= threshold ? "Passed" : "Not passed";
    await expect(item.getByText(mark, { exact: true }), `${score} against ${threshold}`).toBeVisible();
    marked += 1;
  }
  expect(marked).toBeGreaterThan(0);
}

const settingsInput = ({ updatedAt: _updatedAt, ...input }: UserSettingsView) => input;

test.describe("broker workspace: loading, roles, expired sessions and the passing score", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsBroker(page);
  });

  test("each dashboard says 'Loading dashboard...' while it loads, and the agent's tabs their own loading states (spec §2)", async ({
    page,
    browser,
  }) => {
    const holdUntilReleased = async (target: Page, url: string) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await target.route(url, async (route) => {
        await held;
        await route.continue();
      });
      return () => release();
    };
    const releaseStats = await holdUntilReleased(page, "**/api/broker/stats");
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Loading dashboard..." })).toBeVisible();
    await expect(menu(page)).toHaveCount(0);
    releaseStats();
    await expect(page.getByRole("heading", { name: "Team Overview" })).toBeVisible();

    const agentContext = await browser.newContext();
    try {
      const agentPage = await agentContext.newPage();
      await agentPage.goto("/dev");
      await agentPage.getByRole("button", { name: "Login as Agent" }).click();
      await expect(agentPage.getByRole("tab", { name: "Call Simulation" })).toBeVisible();
      // The agent dashboard: 'Loading dashboard...' while the agent is recognised; then each tab shows its own
      // loading state until the sessions it reads are in.
      const releaseUser = await holdUntilReleased(agentPage, "**/api/auth/user");
      const releaseSessions = await holdUntilReleased(agentPage, "**/api/practice_sessions");
      await agentPage.reload();
      await expect(agentPage.getByRole("status").filter({ hasText: "Loading dashboard..." })).toBeVisible();
      releaseUser();
      await agentPage.getByRole("tab", { name: "Session History" }).click();
      await expect(agentPage.getByText("Loading sessions...")).toBeVisible();
      await agentPage.getByRole("tab", { name: "My Progress" }).click();
      await expect(agentPage.getByLabel("Loading your progress")).toBeVisible();
      releaseSessions();
      await expect(agentPage.getByText("Best score")).toBeVisible();
      await expect(agentPage.getByLabel("Loading your progress")).toHaveCount(0);
    } finally {
      await agentContext.close();
    }
  });

  test("a broker opening the agent dashboard is told it is for agents and shown the way to their own", async ({
    page,
  }) => {
    await page.goto("/agent-dashboard");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("This dashboard is only accessible to agents.")).toBeVisible();
    await expect(page.getByText("Loading sessions...")).toHaveCount(0);
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page).toHaveURL(/\/broker-dashboard$/);
    await expect(page.getByRole("heading", { name: "Team Overview" })).toBeVisible();
  });

  test("a session that ends mid-use shows the logged-out toast and goes to sign-in, not 'Failed to load'", async ({
    page,
    context,
  }) => {
    // The toast is up for only half a second before the redirect.
    const seen = await watchForTexts(page, [
      "Unauthorized",
      "You are logged out. Logging in again...",
      "Failed to load",
    ]);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Team Overview" })).toBeVisible();
    await page.waitForLoadState("networkidle");

    // The session ends on the server's side (expired, or signed out elsewhere); the page does not know yet.
    const session = (await context.cookies()).find((cookie) => cookie.name === "pl_session")!;
    await context.clearCookies({ name: session.name });
    await openSection(page, "Manage Agents");
    await expect(page).toHaveURL(/\/dev\?returnTo=%2Fbroker-dashboard$/);
    expect([...seen].sort()).toEqual(["Unauthorized", "You are logged out. Logging in again..."]);
  });

  test("the minimum passing score marks each practice result, for the broker and for the agent, and follows the setting", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const before = await api<UserSettingsView>(page, "/api/user/settings");
    const alex = (await api<TeamAgent[]>(page, "/api/broker/agents")).find((item) => item.agent.email === ALEX!.email)!;
    const detail = await api<TeamAgentDetail>(page, `/api/broker/agents/${alex.agent.id}`);
    const scores = detail.recentSessions
      .flatMap((session) => (session.score === null ? [] : [session.score]))
      .sort((a, b) => a - b);
    const threshold = scores[Math.floor(scores.length / 2)]!;
    expect(scores.some((score) => score < threshold)).toBe(true);

    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    try {
      await openSection(page, "Settings");
      await page.getByLabel("Minimum Passing Score").fill(String(threshold));
      await page.getByRole("button", { name: "Save Training Settings" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();
      await openAgentDetail(page, fullName(ALEX!));
      await expectMarks(page.getByRole("list", { name: "Recent sessions" }), /^(\d+)%$/, threshold);

      await agentPage.goto("/dev");
      await agentPage.getByRole("button", { name: "Login as Agent" }).click();
      await agentPage.getByRole("tab", { name: "Session History" }).click();
      await expectMarks(agentPage.getByRole("list", { name: "Practice sessions" }), /^(\d+)\/100$/, threshold);

      // Raising the bar above every score turns every mark, on both sides.
      const raised = await page.request.put("/api/user/settings", {
        data: { ...settingsInput(before), trainingConfig: { ...before.trainingConfig, minimumPassingScore: 100 } },
      });
      expect(raised.status()).toBe(200);
      await page.reload();
      await openAgentDetail(page, fullName(ALEX!));
      await expectMarks(page.getByRole("list", { name: "Recent sessions" }), /^(\d+)%$/, 100);
      await agentPage.reload();
      await agentPage.getByRole("tab", { name: "Session History" }).click();
      await expectMarks(agentPage.getByRole("list", { name: "Practice sessions" }), /^(\d+)\/100$/, 100);
    } finally {
      await agentContext.close();
      expect((await page.request.put("/api/user/settings", { data: settingsInput(before) })).status()).toBe(200);
    }
  });
});
