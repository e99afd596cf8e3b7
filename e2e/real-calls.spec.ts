/**
 * @file Real calls (issue 32), in Chromium on the simulator: an agent uploads a short recording (one the simulator's
 * speech to text "hears"), picks the rep when asked, follows the processing steps and opens the review with the
 * transcript and moments; their broker sees the upload on the agent's page and is told why a bad file is refused;
 * another team's broker gets 404 for the call and the agent; then the agent practises that call again in the browser
 * and sees both scores side by side.
 */
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../domain/app-paths";
import { REAL_CALL_CONSENT_TEXT, REAL_CALL_MESSAGES } from "../domain/real-calls/real-call";
import { heardCall } from "../worker/real-calls/testing/heard-call";
import { scanWithAxe } from "./testing/axe";
import { FAKE_MICROPHONE_LAUNCH } from "./testing/fake-microphone";
import { api, chooseBrowserCall } from "./testing/practice-call";
import { endAndAwaitReviewScore, signInAs, talkInReview } from "./testing/review-call";
import { signInAsNewUser } from "./testing/teams";

const FILE_NAME = `call-with-pat-${Date.now()}.mp3`;
const RECORDING = heardCall("Alex");

const fileInput = (page: Page) => page.locator('input[type="file"]');
const steps = (page: Page) => page.getByRole("list", { name: "Processing steps" }).getByRole("listitem");

// The agent practises the uploaded call again in the browser: the voice client needs a microphone.
test.use(FAKE_MICROPHONE_LAUNCH);

test("an agent uploads a recording, picks the rep, sees the steps and the review; their broker sees it; another team's broker gets 404", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, "Agent");
  const agentId = ((await (await page.request.get("/api/auth/user")).json()) as { id: string }).id;
  await page.getByRole("tab", { name: "Session History" }).click();
  const upload = page.getByRole("button", { name: "Upload and score" });
  await expect(upload).toBeVisible();
  expect(await scanWithAxe(page)).toEqual([]);

  await fileInput(page).setInputFiles({ name: FILE_NAME, mimeType: "audio/mpeg", buffer: Buffer.from(RECORDING) });
  await expect(page.getByText(FILE_NAME)).toBeVisible();
  // Without the consent nothing is sent.
  await upload.click();
  await expect(page.getByRole("alert")).toHaveText(REAL_CALL_MESSAGES.consent);
  await page.getByLabel(REAL_CALL_CONSENT_TEXT).check();
  await upload.click();

  // The simulator's speakers are speaker_0 and speaker_1: the form asks which one is the rep, by their first lines.
  await expect(page.getByRole("alert")).toHaveText(REAL_CALL_MESSAGES.pickRep);
  const choices = page.getByRole("radiogroup", { name: "The rep is" });
  await expect(choices).toContainText("This is Alex from Harbor Realty");
  expect(await scanWithAxe(page)).toEqual([]);
  await choices.getByText("speaker_0", { exact: true }).click();
  await page.getByRole("button", { name: "Upload again with this rep" }).click();

  // The upload and every processing step, each done, once the call is stored.
  await expect(page.getByText(/^Your call is scored: \d+\/100\./)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Uploading the file" })).toHaveAttribute("aria-valuenow", "100");
  await expect(steps(page)).toHaveText([
    /File checked/,
    /Transcribing the recording/,
    /Redacting personal data/,
    /Scoring the call/,
  ]);
  for (const step of await steps(page).all()) await expect(step).toHaveAttribute("data-status", "done");
  // The call is in the history, marked as a real call.
  const row = page
    .getByRole("list", { name: "Practice sessions" })
    .getByRole("listitem")
    .filter({ hasText: `Real call: ${FILE_NAME}` });
  await expect(row).toBeVisible();
  await expect(row.getByText("Real call", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Open the review" }).click();
  await expect(page).toHaveURL(/\/review\?session=[0-9a-f-]{36}$/);
  const sessionId = new URL(page.url()).searchParams.get("session")!;
  await expect(page.getByRole("heading", { name: /^Call review: / })).toBeVisible();
  await expect(page.getByRole("list", { name: "Transcript" })).toContainText("I already have an agent I trust.");
  // The lead's phone number was redacted before anything was stored.
  await expect(page.getByRole("list", { name: "Transcript" })).toContainText("My number is [phone].");
  await expect(page.getByRole("list", { name: "Moments" }).getByRole("listitem").first()).toBeVisible();

  // Their broker sees the upload on the agent's page, and a bad file's reason when uploading there.
  const brokerPage = await (await browser.newContext()).newPage();
  await signInAs(brokerPage, "Broker");
  await brokerPage.goto(paths.brokerAgent(agentId));
  const recent = brokerPage.getByRole("list", { name: "Recent sessions" });
  await expect(recent.getByRole("listitem").first()).toContainText("Real call");
  expect(await scanWithAxe(brokerPage)).toEqual([]);
  await brokerPage
    .locator('input[type="file"]')
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7") });
  await brokerPage.getByLabel(REAL_CALL_CONSENT_TEXT).check();
  await brokerPage.getByRole("button", { name: "Upload and score" }).click();
  await expect(brokerPage.getByRole("alert")).toHaveText(REAL_CALL_MESSAGES.wrongType);
  expect((await brokerPage.request.get(`/api/call-reviews/${sessionId}`)).status()).toBe(200);

  // Another team's broker: the call and the agent are not found.
  const outsider = await signInAsNewUser(browser);
  await outsider.getByRole("link", { name: "Create a team" }).click();
  await outsider.getByLabel("Team name").fill(`Elsewhere Realty ${Date.now()}`);
  await outsider.getByRole("button", { name: "Create team" }).click();
  await expect(outsider).toHaveURL(/\/broker-dashboard$/);
  expect((await outsider.request.get(`/api/call-reviews/${sessionId}`)).status()).toBe(404);
  expect((await outsider.request.get(`/api/broker/agents/${agentId}`)).status()).toBe(404);
  await outsider.goto(`/review?session=${sessionId}`);
  await expect(
    outsider.getByText("This call review was not found: it belongs to someone else, or the call is no longer kept."),
  ).toBeVisible();

  // The agent practises the uploaded call again: the lead drafted from it, a browser call on the simulator, and
  // the practice call's review beside the real call's score.
  const real = await api<{ score: number }>(page, `/api/practice_sessions/${sessionId}`);
  await page.getByRole("link", { name: "Practise this call again" }).click();
  await expect(page.getByRole("heading", { name: "Practise this call again" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Lead profile" }).getByRole("list", { name: "Their objections" }),
  ).toContainText("I already have an agent I trust.");
  await chooseBrowserCall(page);
  await page.getByRole("button", { name: "Start the practice call" }).click();
  await talkInReview(page);
  const practiceId = await endAndAwaitReviewScore(page);
  const practised = await api<{ score: number; retryOf: string | null }>(page, `/api/practice_sessions/${practiceId}`);
  expect(practised.retryOf).toBe(sessionId);
  await page.getByRole("link", { name: "Review this call" }).click();
  await expect(page.getByRole("heading", { name: "Beside the real call" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Scores beside the real call" }).getByRole("row").nth(1)).toHaveText(
    ["Overall", String(real.score), String(practised.score)].join(""),
  );
});
