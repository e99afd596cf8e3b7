/** @file The call review's e2e calls: a practice call with the objecting lead, held in the browser and scored. */
import { expect, type Page } from "@playwright/test";
import { OBJECTING_LEAD_PROMPT } from "../../worker/review/testing/objecting-lead";
import { api, chooseFirst, LINES, talk, type SessionRow } from "./practice-call";

/** The rep greets the lead by name, so the review's moments have a lead to quote. */
export const REP_LINES = [
  "Hi Pat, this is Sam from Harbor Realty. I know I'm calling out of the blue, do you have a minute?",
  ...LINES.slice(1),
];

export async function signInAs(page: Page, role: "Agent" | "Broker") {
  await page.goto("/dev");
  await page.getByRole("button", { name: `Login as ${role}` }).click();
  await expect(page).toHaveURL(role === "Agent" ? /\/agent-dashboard$/ : /\/broker-dashboard$/);
}

/** Types the rep's lines into the live browser call, once it is connected. */
export async function talkInReview(page: Page) {
  await expect(page.getByRole("heading", { name: "Call in progress" })).toBeVisible({ timeout: 15_000 });
  await talk(page, REP_LINES);
}

/** Ends the call and waits for the pipeline's score; answers the session's id. */
export async function endAndAwaitReviewScore(page: Page): Promise<string> {
  await page.getByRole("button", { name: "End Call" }).click();
  await expect(page.getByRole("heading", { name: "Call results" })).toBeVisible({ timeout: 30_000 });
  const [latest] = await api<SessionRow[]>(page, "/api/practice_sessions");
  expect(latest!.score).toEqual(expect.any(Number));
  return latest!.id;
}

/** Sets up and starts a practice call with the objecting lead, in the browser. */
export async function startObjectingCall(page: Page) {
  await chooseFirst(page, "Training line");
  await chooseFirst(page, "AI personality");
  await page.getByRole("checkbox", { name: "Use a custom prompt" }).click();
  await page.getByRole("textbox", { name: "Custom prompt" }).fill(OBJECTING_LEAD_PROMPT);
  await page.getByRole("combobox", { name: "Practise" }).selectOption({ label: "In the browser (microphone)" });
  await page.getByRole("button", { name: "Start Simulation" }).click();
}

/** A practice call with the objecting lead, held in the browser on the simulator and scored by the pipeline. */
export async function scoredCall(page: Page): Promise<string> {
  await startObjectingCall(page);
  await talkInReview(page);
  return endAndAwaitReviewScore(page);
}
