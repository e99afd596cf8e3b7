import { expect, test } from "@playwright/test";
import {
  api,
  chooseFirst,
  endAndAwaitScore,
  setUpCall,
  signInAsAgent,
  startButton,
  talk,
  type SessionRow,
} from "./testing/practice-call";

test.describe("agent workspace on the simulator", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAgent(page);
  });

  test("Start Simulation without a line and an AI personality, or without a scenario, explains what is missing", async ({
    page,
  }) => {
    await startButton(page).click();
    await expect(page.getByText("Missing Configuration")).toBeVisible();
    await expect(page.getByText("Please select phone number and AI agent")).toBeVisible();

    await chooseFirst(page, "Training line");
    await chooseFirst(page, "AI personality");
    await startButton(page).click();
    await expect(page.getByText("Missing Scenario")).toBeVisible();
    await expect(page.getByText("Please select a scenario or provide custom prompt")).toBeVisible();
    expect(
      await api<SessionRow[]>(page, "/api/practice_sessions").then((rows) =>
        rows.filter((row) => row.status === "pending"),
      ),
    ).toEqual([]);
  });

  test("a practice call by phone: verify my number, dial the line from it (the simulator's phone), talk, end; scored and listed", async ({
    page,
  }) => {
    const scenarioTitle = await setUpCall(page, "From my phone (dial the training line)");
    await expect(page.getByRole("heading", { name: "Dial your practice line" })).toBeVisible();
    await expect(
      page.getByText(/Call \(\d{3}\)-\d{3}-\d{4} from your verified number \(\d{3}\)-555-\d{4} now/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Dial from the simulator" }).click();
    // The provider connected the call to our line: the session is live.
    await expect(page.getByRole("heading", { name: "Call in progress" })).toBeVisible({ timeout: 10_000 });
    await talk(page);
    const latest = await endAndAwaitScore(page, scenarioTitle);
    await page.getByRole("tab", { name: "Session History" }).click();
    await expect(page.getByRole("list", { name: "Practice sessions" }).getByRole("listitem").first()).toContainText(
      `${latest.score}/100`,
    );
  });
});
