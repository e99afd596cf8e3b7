import { expect, test, type Page, type Request } from "@playwright/test";
import { clock } from "../domain/call-review";
import { scanWithAxe } from "./testing/axe";
import { FAKE_MICROPHONE_LAUNCH } from "./testing/fake-microphone";
import { endAndAwaitReviewScore, scoredCall, signInAs, talkInReview } from "./testing/review-call";

const audio = (page: Page) => page.getByTestId("call-audio");
const audioState = (page: Page) =>
  audio(page).evaluate((element: HTMLAudioElement) => ({ time: element.currentTime, paused: element.paused }));
const moments = (page: Page) => page.getByRole("list", { name: "Moments" }).getByRole("listitem");
const currentLine = (page: Page) => page.getByRole("list", { name: "Transcript" }).locator("[aria-current=true]");

/**
 * Opens a review by its URL: production serves the route's prerendered shell with 200, which shows the loading state
 * and lists the review's code for the browser to fetch at once; the review and who is signed in are each asked once
 * (the entry script's early requests are taken, never asked again).
 */
async function openReview(page: Page, sessionId: string) {
  const asked: string[] = [];
  const onRequest = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/")) asked.push(path);
  };
  page.on("request", onRequest);
  const response = await page.goto(`/review?session=${sessionId}`);
  expect(response?.status()).toBe(200);
  const shell = await response!.text();
  expect(shell).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/call-review-page-[\w-]+\.js">/);
  expect(shell).toContain('<div role="status"');
  await expect(page.getByRole("heading", { name: /^Call review: / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What the score is made of" })).toBeVisible();
  page.off("request", onRequest);
  expect(asked.filter((path) => path === `/api/call-reviews/${sessionId}`)).toHaveLength(1);
  expect(asked.filter((path) => path === "/api/auth/user")).toHaveLength(1);
}

// The agent practises in the browser: the voice client needs a microphone.
test.use(FAKE_MICROPHONE_LAUNCH);

test.describe("call review on the simulator", () => {
  test("an agent hears their call, jumps to a moment, and practises that objection again", async ({ page }) => {
    // Two calls held and scored by the pipeline, one after the other.
    test.setTimeout(120_000);
    await signInAs(page, "Agent");
    const sessionId = await scoredCall(page);
    const recordingRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/recording")) recordingRequests.push(request.headers().range ?? "whole");
    });

    await page.getByRole("link", { name: "Review this call" }).click();
    await expect(page).toHaveURL(new RegExp(`/review\\?session=${sessionId}$`));
    // Opened in the app first; then by its URL, as a link from elsewhere opens it.
    await expect(page.getByRole("heading", { name: /^Call review: / })).toBeVisible();
    await openReview(page, sessionId);
    // Local runs score with the deterministic analyser, and the review says so.
    await expect(page.getByTestId("scored-by")).toHaveText("Scored by the transcript metrics");
    expect(await scanWithAxe(page)).toEqual([]);
    // Nothing of the recording is fetched before play.
    expect(recordingRequests).toEqual([]);
    await expect(moments(page).first()).toBeVisible();

    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(recordingRequests.length).toBeGreaterThan(0);

    const objection = moments(page).filter({ hasText: "I already have an agent I trust." });
    const time = await objection
      .getByRole("button")
      .first()
      .textContent()
      .then((text) => /(\d+:\d{2})/.exec(text ?? "")![1]!);
    await objection.getByRole("button").first().click();
    const [minutes, seconds] = time.split(":").map(Number) as [number, number];
    await expect
      .poll(async () => Math.floor((await audioState(page)).time))
      .toBeGreaterThanOrEqual(minutes * 60 + seconds);
    expect((await audioState(page)).time).toBeLessThan(minutes * 60 + seconds + 3);
    await expect(page.getByTestId("player-position")).toContainText(clock(minutes * 60 + seconds));
    await expect(currentLine(page)).toContainText("I already have an agent I trust.");

    // Keyboard: K pauses, J goes back five seconds, and the highlighted line follows.
    await page.keyboard.press("k");
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await page.keyboard.press("j");
    await expect.poll(async () => (await audioState(page)).time).toBeLessThan(minutes * 60 + seconds);
    // A line of the transcript is a way to seek too.
    await page.getByRole("list", { name: "Transcript" }).getByRole("button").first().click();
    await expect.poll(async () => (await audioState(page)).time).toBeLessThan(1);

    await objection.getByRole("link", { name: "Practise this moment again" }).click();
    await expect(page).toHaveURL(/\/agent-dashboard\?retry=/);
    await expect(page.getByRole("heading", { name: "Practise this moment again" })).toBeVisible();
    await expect(page.getByText("“I already have an agent I trust.”")).toBeVisible();
    await page.getByRole("button", { name: "Start the retry" }).click();
    await talkInReview(page);
    await expect(page.getByRole("list", { name: "Live transcript" }).getByRole("listitem").first()).toContainText(
      "I already have an agent I trust.",
    );
    const retryId = await endAndAwaitReviewScore(page);

    await page.getByRole("tab", { name: "Session History" }).click();
    const latest = page.getByRole("list", { name: "Practice sessions" }).getByRole("listitem").first();
    await expect(latest).toContainText("Retry of");
    await latest.getByRole("link", { name: /^Review/ }).click();
    await expect(page).toHaveURL(new RegExp(`/review\\?session=${retryId}$`));
    await expect(page.getByTestId("retry-of")).toContainText("I already have an agent I trust.");
    await expect(page.getByTestId("retry-of")).toContainText(/Objection Handling: \d+ → \d+/);
    await page.getByTestId("retry-of").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/review\\?session=${sessionId}$`));
  });

  test("a broker leaves a note on a moment of their agent's call, and the agent sees it", async ({ browser }) => {
    test.setTimeout(90_000);
    const agentPage = await (await browser.newContext()).newPage();
    await signInAs(agentPage, "Agent");
    const sessionId = await scoredCall(agentPage);

    const brokerPage = await (await browser.newContext()).newPage();
    await signInAs(brokerPage, "Broker");
    await brokerPage
      .getByRole("navigation", { name: "Broker workspace" })
      .getByRole("button", { name: "Manage Agents", exact: true })
      .click();
    const alex = brokerPage.getByTestId("agent-row").filter({ hasText: "Alex Chen" });
    await alex.getByRole("button").first().click();
    await alex.getByRole("button", { name: "View Full Details" }).click();
    await brokerPage
      .getByRole("list", { name: "Recent sessions" })
      .getByRole("link", { name: /^Review/ })
      .first()
      .click();
    await expect(brokerPage).toHaveURL(new RegExp(`/review\\?session=${sessionId}&agent=`));
    await expect(brokerPage.getByRole("heading", { name: /^Call review: / })).toBeVisible();
    await expect(brokerPage.getByText("Alex Chen ·")).toBeVisible();
    expect(await scanWithAxe(brokerPage)).toEqual([]);

    const objection = moments(brokerPage).filter({ hasText: "Your commission is too high for what you do." });
    await objection.getByRole("button", { name: "Add a note here" }).click();
    await expect(brokerPage.getByLabel(/Coaching note at/)).toBeFocused();
    await brokerPage.keyboard.type("Name the fee worry back before you answer it.");
    await brokerPage.getByRole("button", { name: "Save note" }).click();
    const notes = brokerPage.getByRole("list", { name: "Coaching notes" });
    await expect(notes).toContainText("Morgan Reyes: Name the fee worry back before you answer it.");
    await expect(objection).toContainText("Coach’s note (Morgan Reyes): Name the fee worry back before you answer it.");
    // Back returns to the agent the review was opened from, not to the dashboard's start.
    await brokerPage.getByRole("link", { name: "← Back to the agent" }).click();
    await expect(brokerPage).toHaveURL(/\/broker-dashboard\?agent=/);
    await expect(brokerPage.getByRole("heading", { name: "Alex Chen" })).toBeVisible();
    await expect(brokerPage.getByRole("button", { name: "Back to Team" })).toBeVisible();

    await agentPage.goto("/agent-dashboard");
    await agentPage.getByRole("tab", { name: "Session History" }).click();
    const row = agentPage.getByRole("list", { name: "Practice sessions" }).getByRole("listitem").first();
    await expect(row).toContainText("1 coach note");
    await row.getByRole("link", { name: /^Review/ }).click();
    await expect(agentPage.getByRole("list", { name: "Coaching notes" })).toContainText(
      "Name the fee worry back before you answer it.",
    );
    await expect(moments(agentPage).filter({ hasText: "Your commission is too high" })).toContainText(
      "Coach’s note (Morgan Reyes)",
    );
    await expect(agentPage.getByLabel(/Coaching note at/)).toHaveCount(0);
  });

  test("a review URL without a call, and a call that is not yours, say so", async ({ page }) => {
    const response = await page.goto("/review");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Choose a call to review")).toBeVisible();
    await signInAs(page, "Agent");
    await page.goto(`/review?session=${crypto.randomUUID()}`);
    await expect(page.getByText("This call review was not found")).toBeVisible();
  });
});
