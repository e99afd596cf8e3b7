import { expect, type Page } from "@playwright/test";
import { OBJECTING_LEAD_PROMPT } from "../../worker/review/testing/objecting-lead";

export const REP_LINES = [
  "Hi Pat, this is Sam from Harbor Realty. I know I'm calling out of the blue, do you have a minute?",
  "That's fair, I understand. What would a good outcome look like for you this year?",
  "I hear you. Would a short meeting on Thursday at 4pm work to walk through the numbers for your street?",
];

export async function signInAs(page: Page, role: "Agent" | "Broker") {
  await page.goto("/dev");
  await page.getByRole("button", { name: `Login as ${role}` }).click();
  await expect(page).toHaveURL(role === "Agent" ? /\/agent-dashboard$/ : /\/broker-dashboard$/);
}

async function choose(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator("option")).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
}

/** Types the rep's lines into the live browser call; the simulated lead answers each. */
export async function talk(page: Page, lines: readonly string[] = REP_LINES) {
  await expect(page.getByRole("heading", { name: "Call in progress" })).toBeVisible({ timeout: 15_000 });
  const transcript = page.getByRole("list", { name: "Live transcript" }).getByRole("listitem");
  await expect(transcript).toHaveCount(1);
  for (const [index, line] of lines.entries()) {
    await page.getByLabel("What you say").fill(line);
    await page.getByRole("button", { name: "Say" }).click();
    await expect(transcript).toHaveCount(1 + 2 * (index + 1));
  }
}

/** Ends the call and waits for the pipeline's score; answers the session's id. */
export async function endAndAwaitScore(page: Page): Promise<string> {
  await page.getByRole("button", { name: "End Call" }).click();
  await expect(page.getByRole("heading", { name: "Call results" })).toBeVisible({ timeout: 30_000 });
  const [latest] = (await (await page.request.get("/api/practice_sessions")).json()) as Array<{ id: string; score: number | null }>;
  expect(latest!.score).toEqual(expect.any(Number));
  return latest!.id;
}

/** A practice call with the objecting lead, held in the browser on the simulator and scored by the pipeline. */
export async function scoredCall(page: Page): Promise<string> {
  await choose(page, "Training line");
  await choose(page, "AI personality");
  await page.getByRole("checkbox", { name: "Use a custom prompt" }).click();
  await page.getByRole("textbox", { name: "Custom prompt" }).fill(OBJECTING_LEAD_PROMPT);
  await page.getByRole("combobox", { name: "Practise" }).selectOption({ label: "In the browser (microphone)" });
  await page.getByRole("button", { name: "Start Simulation" }).click();
  await talk(page);
  return endAndAwaitScore(page);
}
