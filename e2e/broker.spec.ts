import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { conversionRate, sessionsPerAgent, totalCalls } from "../domain/analytics";
import type { BrokerAnalytics, BrokerStats, TeamAgent, TeamAgentDetail } from "../domain/broker";
import type { UserSettingsView } from "../domain/settings-contract";
import { wholeMinutes, type TeamUsage } from "../domain/usage";
import { devTeam } from "../scripts/seeds/dev-team";
import { scanWithAxe } from "./testing/axe";
import {
  ALEX,
  api,
  card,
  fullName,
  JORDAN,
  menu,
  openSection,
  PRIYA,
  rowNames,
  rows,
  SAM,
  SEEDED_SESSIONS,
  signInAsBroker,
} from "./testing/broker";
import { expectIconOnlyControlsHaveTooltips } from "./testing/icon-only";

test.describe("broker workspace on the seeded team", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsBroker(page);
  });

  test("the dashboard's stat cards show the team's numbers", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const stats = await api<BrokerStats>(page, "/api/broker/stats");
    expect(stats.totalAgents).toBe(devTeam.agents.length);
    expect(stats.avgScore).toBeGreaterThan(0);

    await expect(menu(page).getByRole("button", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(card(page, "Total Agents")).toContainText(String(devTeam.agents.length));
    await expect(card(page, "Active Sessions")).toContainText(String(stats.activeSessions));
    await expect(card(page, "Avg. Score")).toContainText(`${stats.avgScore}%`);
    await expect(card(page, "Completed")).toContainText(String(stats.completed));

    const agents = await api<TeamAgent[]>(page, "/api/broker/agents");
    const best = [...agents]
      .filter((item) => item.averageScore !== null)
      .sort((a, b) => b.averageScore! - a.averageScore!)[0]!;
    const topPerformers = page.locator("ol").filter({ hasText: `${best.averageScore}%` });
    await expect(topPerformers.getByText(`${best.agent.firstName} ${best.agent.lastName}`)).toBeVisible();
    await expect(page.getByText("Recent Agent Activity")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("analytics show the seeded team: four cards, every member, popular scenarios", async ({ page }) => {
    const analytics = await api<BrokerAnalytics>(page, "/api/analytics/broker");
    expect(analytics.overallStats.totalSessions).toBeGreaterThanOrEqual(SEEDED_SESSIONS);
    await openSection(page, "Analytics");
    await expect(page.getByRole("heading", { name: "Team Analytics Overview" })).toBeVisible();
    const { totalAgents, totalSessions, averageScore } = analytics.overallStats;
    await expect(card(page, "Total Agents")).toContainText(String(totalAgents));
    await expect(card(page, "Total Sessions")).toContainText(String(totalSessions));
    await expect(card(page, "Team Average")).toContainText(`${averageScore}%`);
    await expect(card(page, "Sessions/Agent")).toContainText(String(sessionsPerAgent(totalSessions, totalAgents)));

    const members = page.getByRole("list", { name: "Team members" }).getByRole("listitem");
    await expect(members).toHaveCount(devTeam.agents.length);
    await expect(members.filter({ hasText: fullName(SAM!) })).toContainText("0 Active Sessions");
    await expect(members.filter({ hasText: fullName(SAM!) })).toContainText("N/A");
    await expect(page.getByText(analytics.overallStats.topScenarios[0]!.scenario.title, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /Agents per performance bucket/ })).toBeVisible();
  });

  test("Manage Agents searches, filters and sorts the team", async ({ page }) => {
    const agents = await api<TeamAgent[]>(page, "/api/broker/agents");
    await openSection(page, "Manage Agents");
    await expect(rows(page)).toHaveCount(devTeam.agents.length);
    await expect(page.getByRole("button", { name: /Team Members/ })).toContainText(`(${devTeam.agents.length})`);
    expect(await rowNames(page)).toEqual([ALEX, JORDAN, PRIYA, SAM].map((agent) => fullName(agent!)));

    const search = page.getByLabel("Search agents");
    await search.fill("PATEL");
    await expect(rows(page)).toHaveCount(1);
    expect(await rowNames(page)).toEqual([fullName(PRIYA!)]);
    await search.fill("jordan.brooks@");
    expect(await rowNames(page)).toEqual([fullName(JORDAN!)]);
    // A whole name, as a broker types it.
    await search.fill(fullName(PRIYA!).toLowerCase());
    await expect(rows(page)).toHaveCount(1);
    expect(await rowNames(page)).toEqual([fullName(PRIYA!)]);
    await search.fill("nobody-by-that-name");
    await expect(page.getByText("No agents found matching your criteria")).toBeVisible();
    await search.fill("");

    await page.getByLabel("Filter").selectOption("inactive");
    await expect(rows(page)).toHaveCount(1);
    expect(await rowNames(page)).toEqual([fullName(SAM!)]);
    await page.getByLabel("Filter").selectOption("active");
    await expect(rows(page)).toHaveCount(3);

    await page.getByLabel("Sort by").selectOption("score");
    const byScore = [...agents]
      .filter((item) => item.totalSessions > 0)
      .sort((a, b) => (b.averageScore ?? -1) - (a.averageScore ?? -1))
      .map((item) => `${item.agent.firstName} ${item.agent.lastName}`);
    await expect.poll(() => rowNames(page)).toEqual(byScore);
    await page.getByLabel("Sort by").selectOption("sessions");
    const bySessions = [...agents]
      .filter((item) => item.totalSessions > 0)
      .sort((a, b) => b.totalSessions - a.totalSessions)
      .map((item) => `${item.agent.firstName} ${item.agent.lastName}`);
    await expect.poll(() => rowNames(page)).toEqual(bySessions);
    await page.getByLabel("Filter").selectOption("all");
    await page.getByLabel("Sort by").selectOption("email");
    await expect.poll(() => rowNames(page)).toEqual([ALEX, JORDAN, PRIYA, SAM].map((agent) => fullName(agent!)));

    const sam = rows(page).filter({ hasText: fullName(SAM!) });
    await sam.getByRole("button").first().click();
    await expect(sam.getByText("Inactive")).toBeVisible();
    await expect(sam.getByText("N/A", { exact: true })).toBeVisible();
    await expect(sam.getByText("No data")).toBeVisible();
    await expect(sam.getByRole("link", { name: "Send Message" })).toHaveAttribute("href", `mailto:${SAM!.email}`);
  });

  test("an agent's full details show their real numbers", async ({ page }) => {
    const agents = await api<TeamAgent[]>(page, "/api/broker/agents");
    const priya = agents.find((item) => item.agent.email === PRIYA!.email)!;
    const detail = await api<TeamAgentDetail>(page, `/api/broker/agents/${priya.agent.id}`);
    expect(detail.stats.totalSessions).toBe(devTeam.agents[1]!.sessions);

    await openSection(page, "Manage Agents");
    const row = rows(page).filter({ hasText: fullName(PRIYA!) });
    await row.getByRole("button").first().click();
    await expect(row.getByText(`${priya.averageScore}%`).first()).toBeVisible();
    await row.getByRole("button", { name: "View Full Details" }).click();

    await expect(page.getByRole("heading", { name: fullName(PRIYA!) })).toBeVisible();
    await expect(page.getByText("PP", { exact: true })).toBeVisible();
    const average = detail.stats.averageScore!;
    await expect(card(page, "Average Score")).toContainText(`${average}%`);
    await expect(card(page, "Practice Sessions")).toContainText(String(detail.stats.totalSessions));
    await expect(card(page, "Total Calls")).toContainText(String(totalCalls(detail.stats.totalSessions)));
    await expect(card(page, "Conversion Rate")).toContainText(`${conversionRate(average)}%`);
    await expect(page.getByRole("list", { name: "Recent sessions" }).getByRole("listitem")).toHaveCount(
      detail.recentSessions.length,
    );
    const bars = page.getByRole("progressbar");
    await expect(bars).toHaveCount(3);
    const skills = detail.skillProgress;
    for (const [index, value] of [skills.tone, skills.objectionHandling, skills.scriptAdherence].entries()) {
      await expect(bars.nth(index)).toHaveAttribute("aria-valuenow", String(value));
    }

    await page.getByRole("button", { name: /Back to Team/ }).click();
    await expect(rows(page)).toHaveCount(devTeam.agents.length);
  });

  test("settings save and survive a reload", async ({ page }) => {
    const before = await api<UserSettingsView>(page, "/api/user/settings");
    const company = `Reyes Realty ${Date.now().toString(36)}`;
    await openSection(page, "Settings");
    const profile = page.getByRole("form", { name: "Profile Settings" });
    await profile.getByLabel("Company Name").fill(company);
    await profile.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expect(page.getByText("Your settings have been updated successfully.")).toBeVisible();

    const training = page.getByRole("form", { name: "Training Configuration" });
    await training.getByLabel("Minimum Passing Score").fill("82");
    await training.getByLabel("Default Session Duration").selectOption("15");
    await training.getByRole("button", { name: "Save Training Settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expect
      .poll(async () => (await api<UserSettingsView>(page, "/api/user/settings")).trainingConfig.minimumPassingScore)
      .toBe(82);

    await page.reload();
    await openSection(page, "Settings");
    await expect(page.getByRole("form", { name: "Profile Settings" }).getByLabel("Company Name")).toHaveValue(company);
    await expect(page.getByLabel("Minimum Passing Score")).toHaveValue("82");
    await expect(page.getByLabel("Default Session Duration")).toHaveValue("15");

    // Leave the seeded broker as it was for anyone after us.
    const { updatedAt: _updatedAt, ...unchanged } = before;
    const restore = await page.request.put("/api/user/settings", { data: unchanged });
    expect(restore.status()).toBe(200);
  });

  test("Settings → Usage shows the month's minutes against the team's budget, per agent and per call, and saves a new budget", async ({
    page,
  }) => {
    const before = await api<TeamUsage>(page, "/api/broker/usage");
    expect(before.agents).toHaveLength(devTeam.agents.length);
    await openSection(page, "Settings");
    await expect(
      page.getByText(`${wholeMinutes(before.usedSeconds)} of ${before.budgetMinutes} minutes`),
    ).toBeVisible();
    const perAgent = page.getByRole("table").first();
    for (const row of before.agents)
      await expect(
        perAgent.getByRole("row").filter({ hasText: `${row.agent.firstName} ${row.agent.lastName}` }),
      ).toContainText(String(wholeMinutes(row.seconds)));
    if (before.calls.length > 0) {
      await expect(page.getByRole("table").nth(1).getByRole("row")).toHaveCount(before.calls.length + 1);
      await expect(page.getByRole("table").nth(1)).toContainText(`$${before.calls[0]!.estimatedCostUsd!.toFixed(2)}`);
    }
    const budget = page.getByRole("form", { name: "Monthly practice minutes" });
    await budget.getByLabel("Monthly practice minutes for the team").fill("1200");
    await budget.getByRole("button", { name: "Save Minutes" }).click();
    await expect(page.getByText(`${wholeMinutes(before.usedSeconds)} of 1200 minutes`)).toBeVisible();
    expect((await api<TeamUsage>(page, "/api/broker/usage")).budgetMinutes).toBe(1200);
    expect(
      (
        await page.request.put("/api/broker/usage/budget", { data: { monthlyPracticeMinutes: before.budgetMinutes } })
      ).status(),
    ).toBe(200);
  });

  test("Account & Billing's Download Usage Report downloads the month's minutes per agent and per call as CSV", async ({
    page,
  }) => {
    const usage = await api<TeamUsage>(page, "/api/broker/usage");
    await openSection(page, "Settings");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Usage Report" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`usage-${usage.month}.csv`);
    const text = readFileSync((await download.path())!, "utf8");
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      `"Row","Month (UTC)","Agent","Email","Call started (UTC)","Channel","Call status","Seconds","Minutes","Calls","Budget minutes","Estimated cost (USD)","Lead answers in (ms)","Practice session","Not a valid practice call because"`,
    );
    expect(lines[1]).toContain(`"Team total","${usage.month}"`);
    for (const row of usage.agents)
      expect(
        lines.some((line) =>
          line.startsWith(
            `"Agent","${usage.month}","${row.agent.firstName} ${row.agent.lastName}","${row.agent.email}"`,
          ),
        ),
      ).toBe(true);
    expect(lines.filter((line) => line.startsWith('"Call"')).length).toBeGreaterThanOrEqual(usage.calls.length);
  });

  test("Phone Numbers says how a line works now and counts the team's live calls on it", async ({ page }) => {
    await openSection(page, "Phone Numbers");
    await expect(
      page.getByText("A line takes many calls at once: each call reaches the agent whose number dialled it.", {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByText("A line takes one call at a time.")).toHaveCount(0);
    await expect(page.getByText("No team calls now").first()).toBeVisible();
  });

  test("a failed save puts the old value back and says so", async ({ page }) => {
    const stored = await api<UserSettingsView>(page, "/api/user/settings");
    await page.route("**/api/user/settings", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ message: "Internal Server Error" }),
          })
        : route.continue(),
    );
    await openSection(page, "Settings");
    const name = page.getByRole("form", { name: "Profile Settings" }).getByLabel("Company Name");
    await expect(name).toHaveValue(stored.companyName ?? "");
    await name.fill("Never Saved Realty");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Failed to save settings. Please try again.")).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(name).toHaveValue(stored.companyName ?? "");
    expect((await api<UserSettingsView>(page, "/api/user/settings")).companyName).toBe(stored.companyName);
  });

  test("inviting a new agent gives a link and lists the invitation; inviting them twice is refused", async ({
    page,
  }) => {
    const email = `new.agent.${Date.now().toString(36)}@practiceline.dev`;
    await openSection(page, "Manage Agents");
    await page.getByRole("button", { name: "Invite New Agent" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite New Agent" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Create Invitation Link" }).click();
    const ready = page.getByRole("dialog", { name: "Invitation link ready" });
    await expect(ready.getByLabel(`Invitation link for ${email}`, { exact: true })).toHaveValue(
      /\/join\/[0-9a-f-]{36}\./,
    );
    await ready.getByRole("button", { name: "Done" }).click();
    const invitation = page
      .getByRole("list", { name: "Pending invitations" })
      .getByRole("listitem", { name: `Invitation for ${email}` });
    await expect(invitation).toContainText("Pending");
    await expect(invitation).toContainText("Expires in 7 days");

    await page.getByRole("button", { name: "Invite New Agent" }).click();
    await dialog.getByLabel("Email").fill(email.toUpperCase());
    await dialog.getByRole("button", { name: "Create Invitation Link" }).click();
    await expect(dialog.getByText("This person already has a pending invitation to your team.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: `Revoke invitation for ${email}` }).click();
    await expect(invitation).toHaveCount(0);
  });

  test("every section passes axe (target size on)", async ({ page }) => {
    test.setTimeout(120_000);
    const sections = [
      "Dashboard",
      "Training Scenarios",
      "Manage Agents",
      "Analytics",
      "AI Agents",
      "Phone Numbers",
      "Trainers",
      "Settings",
    ];
    for (const section of sections) {
      await openSection(page, section);
      await expect(page.getByRole("region", { name: section })).toBeVisible();
      await expect(page.locator(".animate-pulse")).toHaveCount(0);
      const violations = (await scanWithAxe(page)).map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(violations, section).toEqual([]);
      await expectIconOnlyControlsHaveTooltips(page);
    }
  });

  // Last on purpose: it deletes a seeded agent (Sam, who has not practised) for good; each run has a fresh database.
  test("deleting an agent's data asks first, then removes them from the team", async ({ page }) => {
    await openSection(page, "Manage Agents");
    const sam = rows(page).filter({ hasText: fullName(SAM!) });
    await sam.getByRole("button").first().click();
    await sam.getByRole("button", { name: "View Full Details" }).click();
    await expect(page.getByRole("heading", { name: fullName(SAM!) })).toBeVisible();

    const deleteButton = page.getByRole("button", { name: "Delete agent data" });
    await deleteButton.click();
    const dialog = page.getByRole("dialog", { name: `Delete ${fullName(SAM!)}'s data?` });
    await expect(dialog).toContainText(SAM!.email);
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .options({ rules: { "target-size": { enabled: true } } })
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    expect((await api<TeamAgent[]>(page, "/api/broker/agents")).map((item) => item.agent.email)).toContain(SAM!.email);

    await deleteButton.focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Delete agent data" }).click();
    await expect(page.getByText("Agent data deleted")).toBeVisible();
    await expect(rows(page)).toHaveCount(devTeam.agents.length - 1);
    expect(await rowNames(page)).toEqual([ALEX, JORDAN, PRIYA].map((agent) => fullName(agent!)));
    await expect(card(page, "Team Size")).toContainText(String(devTeam.agents.length - 1));
    expect((await api<TeamAgent[]>(page, "/api/broker/agents")).map((item) => item.agent.email)).not.toContain(
      SAM!.email,
    );
  });
});
