import { expect, test, type Browser, type Page } from "@playwright/test";
import type { TeamAgent } from "../domain/broker";
import type { UserSettingsView } from "../domain/settings-contract";
import { OBJECTING_LEAD_PROMPT } from "../worker/review/testing/objecting-lead";
import { FAKE_MICROPHONE_LAUNCH } from "./testing/fake-microphone";
import { ALEX, api, signInAsBroker } from "./testing/broker";
import { startObjectingCall } from "./testing/review-call";

// The agent practises in the browser: the voice client needs a microphone.
test.use(FAKE_MICROPHONE_LAUNCH);

/** About 50 seconds of the rep's speech (125 words at 2.5 a second), trailing off: the lead keeps listening. */
const MONOLOGUE =
  Array.from(
    { length: 5 },
    () =>
      "We have sold more homes on your street than anyone else this year and our marketing plan brings buyers from all over the city to every showing so",
  ).join(" ") + " and...";

const transcript = (page: Page) => page.getByRole("list", { name: "Live transcript" }).getByRole("listitem");
const hint = (page: Page) => page.getByTestId("live-hint");

/** The agent, signed in with the page's clock under the test's control (time moves on by itself too). */
async function agentPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await page.goto("/dev");
  await page.getByRole("button", { name: "Login as Agent" }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  return page;
}

async function say(page: Page, line: string, lines: number) {
  await page.getByLabel("What you say").fill(line);
  await page.getByRole("button", { name: "Say" }).click();
  await expect(transcript(page)).toHaveCount(lines);
}

/** The rep talks for 50 seconds of the page's clock without a pause; the simulated lead waits. */
async function talkFiftySeconds(page: Page, onTheWay?: () => Promise<void>) {
  await expect(page.getByRole("heading", { name: "Call in progress" })).toBeVisible({ timeout: 15_000 });
  await expect(transcript(page)).toHaveCount(1);
  await say(page, MONOLOGUE, 2);
  await page.clock.runFor(30_000);
  await onTheWay?.();
  await page.clock.runFor(20_000);
}

async function endCall(page: Page) {
  await page.getByRole("button", { name: "End Call" }).click();
  await expect(page.getByRole("heading", { name: "Call results" })).toBeVisible({ timeout: 30_000 });
  await page.context().close();
}

async function setRealTimeCoaching(page: Page, enabled: boolean) {
  const { updatedAt: _updatedAt, ...settings } = await api<UserSettingsView>(page, "/api/user/settings");
  const saved = await page.request.put("/api/user/settings", {
    data: { ...settings, trainingConfig: { ...settings.trainingConfig, enableRealTimeCoaching: enabled } },
  });
  expect(saved.status()).toBe(200);
}

test.describe("live hints during a browser practice call", () => {
  test("with Real-Time Coaching on: the monologue hint turns amber then red, and the lead's objection gets its hint", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const agent = await agentPage(browser);
    await startObjectingCall(agent);
    await talkFiftySeconds(agent, async () => {
      await expect(hint(agent)).toHaveAttribute("data-level", "amber");
      await expect(hint(agent)).toContainText("You have talked for 0:3");
      await agent.clock.runFor(15_000);
      await expect(hint(agent)).toHaveAttribute("data-level", "red");
      await expect(hint(agent)).toHaveCount(1);
      // The hint has its own place: the transcript stays in view beside it.
      await expect(agent.getByRole("list", { name: "Live transcript" })).toBeInViewport();
    });
    await say(agent, "So, what would make you consider selling with us?", 4);
    await expect(hint(agent)).toHaveAttribute("data-kind", "objection");
    await expect(hint(agent)).toHaveText("The lead raised a price objection: acknowledge, ask, answer, check.");
    await endCall(agent);
  });

  test("with Real-Time Coaching off, and in an assignment with a minimum score, no hint appears", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAsBroker(page);
    await setRealTimeCoaching(page, false);
    try {
      const agent = await agentPage(browser);
      await startObjectingCall(agent);
      await talkFiftySeconds(agent, async () => expect(hint(agent)).toHaveCount(0));
      await expect(agent.getByRole("status", { name: "Live hint" })).toHaveCount(0);
      await say(agent, "So, what would make you consider selling with us?", 4);
      await expect(hint(agent)).toHaveCount(0);
      await endCall(agent);
    } finally {
      await setRealTimeCoaching(page, true);
    }

    const title = `Exam ${Date.now()}`;
    const alex = (await api<TeamAgent[]>(page, "/api/broker/agents")).find(
      (member) => member.agent.email === ALEX!.email,
    )!.agent;
    const created = await page.request.post("/api/broker/assignments", {
      data: {
        title,
        customPrompt: OBJECTING_LEAD_PROMPT,
        vertical: "real_estate",
        wholeTeam: false,
        agentIds: [alex.id],
        minScore: 70,
        dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const examinee = await agentPage(browser);
    await examinee.getByRole("button", { name: `Start practice call: ${title}` }).click();
    await talkFiftySeconds(examinee, async () => expect(hint(examinee)).toHaveCount(0));
    await say(examinee, "So, what would make you consider selling with us?", 4);
    await expect(hint(examinee)).toHaveCount(0);
    await expect(examinee.getByRole("status", { name: "Live hint" })).toHaveCount(0);
    await endCall(examinee);
  });
});
