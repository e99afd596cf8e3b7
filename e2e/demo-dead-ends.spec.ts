/**
 * The demo's last dead ends: the minute to dial and a line given back, a caller number that is not the phone's, the
 * way back from a call's review to its results, the banner's dialog closed without joining, a scenario list that
 * failed to load, /demo/{anything else}, and a page that opens at its top.
 */
import { expect, test, type Page } from "@playwright/test";
import { CALL_MUST_COME_FROM_NUMBER_TEXT, LINE_GIVEN_BACK_TEXT } from "../domain/demo";
import { STRONG_CALL } from "../lib/analysis/testing/fixtures";
import { chooseScenario, emailMaker, endDemoCallsAfterEachTest, expectLive, passEmailGate } from "./testing/demo";
import { freshPhoneNumber } from "./testing/phone-proof";

// Its own client address keeps this file's demo starts out of the per-client budget other specs share.
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.91" } });

const uniqueEmail = emailMaker("dead-ends");

endDemoCallsAfterEachTest();

const startResponse = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith("/api/demo/conversation/start") && response.status() === 201,
  );

test("the live step shows the minute to dial; a line given back undialled stops the 4:00 countdown, says so, and Start again keeps the scenario", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto("/demo/real_estate");
  await chooseScenario(page);
  const start = startResponse(page);
  await passEmailGate(page, uniqueEmail("dial"));
  const { dialBy } = (await (await start).json()) as { dialBy: string };
  await expectLive(page);
  const dial = page.getByRole("timer", { name: "Dial within" });
  const remaining = page.getByRole("timer", { name: "Time remaining" });
  await expect(dial).toHaveText(/^(1:00|0:[0-5]\d)$/);
  await expect(page.getByText("Dial within")).toBeVisible();

  await page.clock.pauseAt(Date.parse(dialBy) - 2000);
  await expect(dial).toHaveText("0:02");
  await expect(page.getByText(LINE_GIVEN_BACK_TEXT)).toHaveCount(0);
  await page.clock.runFor(2000);
  // Nobody dialled: the page has the line given back, and its clock runs again for what follows.
  await page.clock.resume();
  await expect(page.getByText(LINE_GIVEN_BACK_TEXT)).toBeVisible();
  await expect(page.getByText("AI Agent is LIVE")).toHaveCount(0);
  const stoppedAt = await remaining.textContent();
  await page.clock.fastForward(10_000);
  await expect(remaining).toHaveText(stoppedAt!);
  await expect(page.getByRole("button", { name: "End Training Session" })).toHaveCount(0);

  await page.getByRole("button", { name: "Start again" }).click();
  await expect(page.getByRole("heading", { name: "Live Training Session" })).toBeVisible();
  await expect(page.getByText("FSBO Homeowner — Skeptical of Agents")).toBeVisible();
  await page.getByRole("button", { name: "Start Live Training" }).click();
  await expectLive(page);
});

test("a typed number is the one to call from; 'I am calling from another number' gives a line held without it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/demo/real_estate");
  await chooseScenario(page);
  const field = page.getByLabel("The number you will call from (optional)");
  await expect(field).toHaveAttribute("placeholder", "(555)-555-0100");
  const number = freshPhoneNumber();
  await field.fill(number.typed);
  const first = startResponse(page);
  await passEmailGate(page, uniqueEmail("other-number"), { proveNumber: true });
  expect(((await (await first).json()) as { routing: string }).routing).toBe("caller");
  await expectLive(page);
  await expect(page.getByText(`Your number: ${number.shown}`)).toBeVisible();
  await expect(page.getByText(CALL_MUST_COME_FROM_NUMBER_TEXT)).toBeVisible();

  const second = page.waitForRequest((request) => request.url().endsWith("/api/demo/conversation/start"));
  const answer = startResponse(page);
  await page.getByRole("button", { name: "I am calling from another number" }).click();
  expect((await second).postDataJSON()).not.toHaveProperty("callerNumber");
  expect(((await (await answer).json()) as { routing: string }).routing).toBe("lease");
  await expectLive(page);
  await expect(page.getByText("Call this number from your phone")).toBeVisible();
  await expect(page.getByText("Your number:")).toHaveCount(0);
});

test("from a demo call's review, Back returns to the visitor's results; closing the banner's dialog keeps them", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto("/demo/real_estate");
  await chooseScenario(page);
  const start = startResponse(page);
  await passEmailGate(page, uniqueEmail("review"));
  const { conversationId } = (await (await start).json()) as { conversationId: string };
  await expectLive(page);
  const panel = page.getByRole("region", { name: "Practice line simulator — local development only" });
  await panel.getByRole("button", { name: "Dial practice line" }).click();
  await expect(page.getByText("Your call is connected.")).toBeVisible();
  for (const line of STRONG_CALL.filter((entry) => entry.speaker === "agent")
    .slice(0, 4)
    .map((entry) => entry.text)) {
    if (!(await panel.getByLabel("What you say").isVisible())) break;
    await panel.getByLabel("What you say").fill(line);
    await panel.getByRole("button", { name: "Say it" }).click();
    await expect(panel.getByRole("button", { name: "Waiting for the lead..." })).toHaveCount(0);
  }
  await page.getByRole("button", { name: "End Training Session" }).click();
  await expect(page.getByRole("heading", { name: "AI Performance Analysis" })).toBeVisible({ timeout: 60_000 });
  const overall = await page.getByLabel(/Overall score \d+ out of 100/).getAttribute("aria-label");

  await page.getByRole("link", { name: "Review your call: hear it and see the moments" }).click();
  await expect(page).toHaveURL(new RegExp(`/review\\?demo=${conversationId}`));
  await page.getByRole("link", { name: "← Back to your results" }).click();
  await expect(page).toHaveURL(`/demo/real_estate?results=${conversationId}`);
  await expect(page.getByRole("heading", { name: "AI Performance Analysis" })).toBeVisible();
  await expect(page.getByLabel(overall!)).toBeVisible();

  // Another tab of the same visitor has nothing kept: it reads the results again with the demo's capability.
  const other = await context.newPage();
  await other.goto(`/demo/real_estate?results=${conversationId}`);
  await expect(other.getByLabel(overall!)).toBeVisible();
  await other.close();

  // The bottom banner's dialog, closed without joining, leaves the visitor on their results.
  await page
    .getByRole("complementary", { name: "Early access" })
    .getByRole("button", { name: "Join Waiting List" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Join the Waiting List" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/demo/real_estate?results=${conversationId}`);
  await expect(page.getByLabel(overall!)).toBeVisible();
});

test("a demo without an analysis records no score with the sign-up", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/demo/insurance");
  await page.getByLabel("Scenario", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Continue to Live Training" }).click();
  await passEmailGate(page, uniqueEmail("no-analysis"));
  await expectLive(page);
  await page.getByRole("button", { name: "End Training Session" }).click();
  await expect(
    page.getByRole("heading", { name: "Analysis Unavailable - authentic conversation data required" }),
  ).toBeVisible({ timeout: 60_000 });
  await page
    .getByRole("complementary", { name: "Early access" })
    .getByRole("button", { name: "Join Waiting List" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Join the Waiting List" });
  await dialog.getByLabel("Full Name").fill("No Score");
  await dialog.getByLabel("Email").fill(uniqueEmail("signup"));
  await dialog.getByLabel("Business Name").fill("No Score Insurance");
  await dialog.getByLabel("Additional Notes").fill("Call me after 5.");
  const signUp = page.waitForRequest(
    (request) => request.url().endsWith("/api/waiting-list") && request.method() === "POST",
  );
  await dialog.getByRole("button", { name: "Join Waiting List" }).click();
  expect((await signUp).postDataJSON()).toMatchObject({ additionalNotes: "Call me after 5." });
});

test("a scenario list that failed to load says so and tries again", async ({ page }) => {
  await page.clock.install();
  let failing = true;
  await page.route(
    (url) => url.pathname === "/api/demo/scenarios",
    (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' })
        : route.continue(),
  );
  await page.goto("/demo/saas");
  await expect(page.getByRole("button", { name: "Continue to Live Training" })).toBeVisible();
  // Its three retries (1 s, 2 s, 4 s) pass on the page's clock, moved a second at a time until the page gives up:
  // however long the machine takes to answer each try, no wait of the test's own decides the outcome.
  const alert = page.getByRole("alert").filter({ hasText: "The scenarios could not be loaded." });
  while (!(await alert.isVisible())) await page.clock.runFor(1000);
  await page.clock.resume();
  failing = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(
    page.getByLabel("Scenario", { exact: true }).locator("option", { hasText: "Ops Manager — Product Demo Outreach" }),
  ).toHaveCount(1);
  await expect(alert).toHaveCount(0);
});

test("/demo/{anything else} is the multi-vertical demo, and a demo page opens at its top", async ({
  page,
  request,
}) => {
  const response = await request.get("/demo/mortgages");
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/Multi-Vertical(<!-- -->)? demo/);
  await page.goto("/demo/mortgages");
  await expect(page.getByText("Multi-Vertical demo")).toBeVisible();
  const scenario = page.getByLabel("Scenario", { exact: true });
  for (const name of [
    "FSBO Homeowner — Skeptical of Agents",
    "Health & Life — Young Family on a Budget",
    "Ops Manager — Product Demo Outreach",
  ]) {
    await expect(scenario.locator("option", { hasText: name })).toHaveCount(1);
  }

  await page.goto("/demo/real_estate");
  await expect(page.getByLabel("Scenario", { exact: true }).locator("option")).not.toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
