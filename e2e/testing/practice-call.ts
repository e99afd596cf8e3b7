/** @file An agent's practice call in the browser, as the e2e tests hold it on the simulator: set up, talk by typing, end, score. */
import { expect, type Page } from "@playwright/test";
import { TOAST_DURATION_MS } from "../../domain/constants";
import { confirmNumber, freshPhoneNumber } from "./phone-proof";

export interface SessionRow {
  id: string;
  status: string;
  score: number | null;
  scenario: { title: string } | null;
}

export async function signInAsAgent(page: Page) {
  await page.goto("/dev");
  await page.getByRole("button", { name: "Login as Agent" }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
}

export async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export const startButton = (page: Page) => page.getByRole("button", { name: "Start Simulation" });

export async function chooseFirst(page: Page, label: string): Promise<string> {
  const select = page.getByLabel(label);
  await expect(select.locator("option")).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
  return (await select.locator("option:checked").textContent()) ?? "";
}

/** Picks a line and a personality, and the browser (microphone) as the way to practise. */
export async function chooseBrowserCall(page: Page) {
  await chooseFirst(page, "Training line");
  await chooseFirst(page, "AI personality");
  await page.getByRole("combobox", { name: "Practise" }).selectOption({ label: "In the browser (microphone)" });
}

/**
 * Chooses a line, a personality and a scenario, and how to practise (by phone, the agent first verifies their
 * number unless they did before); answers the scenario's title.
 */
export async function setUpCall(
  page: Page,
  via: "In the browser (microphone)" | "From my phone (dial the training line)",
) {
  await chooseFirst(page, "Training line");
  await chooseFirst(page, "AI personality");
  const scenarioLabel = await chooseFirst(page, "Scenario");
  await page.getByLabel("Practise").selectOption({ label: via });
  if (via === "From my phone (dial the training line)") {
    const verified = page.getByText("reach your practice sessions.");
    const form = page.getByLabel("Your phone number");
    await expect(verified.or(form)).toBeVisible();
    if (await form.isVisible()) {
      const number = freshPhoneNumber();
      await form.fill(number.typed);
      await confirmNumber(page);
      await expect(page.getByText(`Calls from ${number.shown} reach your practice sessions.`)).toBeVisible();
    }
  }
  await startButton(page).click();
  return scenarioLabel.split(" · ")[0]!;
}

export const LINES = [
  "Hi, this is Sam from Harbor Realty. I know I'm calling out of the blue, do you have a minute?",
  "That's fair, I understand. What would a good outcome look like for you this year?",
  "I hear you. Would a short meeting on Thursday at 4pm work to walk through the numbers for your street?",
];

/** Says the lines into the live call (the simulator hears no microphone: the box stands in for it); the lead answers each. */
export async function talk(page: Page, lines: readonly string[] = LINES) {
  const transcript = page.getByRole("list", { name: "Live transcript" });
  await expect(transcript.getByRole("listitem")).toHaveCount(1);
  for (const [index, line] of lines.entries()) {
    await page.getByLabel("What you say").fill(line);
    await page.getByRole("button", { name: "Say" }).click();
    await expect(transcript.getByRole("listitem")).toHaveCount(1 + 2 * (index + 1));
  }
  await expect(transcript).toContainText(lines[0]!);
}

/** End Call: the page shows the scoring until the pipeline's score is in, then the results. */
export async function endAndAwaitScore(page: Page, scenarioTitle: string) {
  // "Scoring your call..." shows until the score is in: often too briefly to see here (the unit test holds it).
  await page.getByRole("button", { name: "End Call" }).click();
  await expect(page.getByRole("heading", { name: "Call results" })).toBeVisible({ timeout: 30_000 });
  const [latest] = await api<SessionRow[]>(page, "/api/practice_sessions");
  expect(latest).toMatchObject({ status: "completed", scenario: { title: scenarioTitle } });
  expect(latest!.score).toEqual(expect.any(Number));
  await expect(page.getByTestId("result-score")).toHaveText(String(latest!.score));
  // One toast at a time: the score's toast follows "Call Ended" once that has had its 5 s on screen.
  await expect(page.getByText(`Call scored: ${latest!.score}/100`)).toBeVisible({ timeout: TOAST_DURATION_MS + 5000 });
  // Scored by the server from the provider's transcript: what was said is in it.
  const session = await api<
    SessionRow & { transcript: Array<{ speaker: string; text: string }>; aiEvaluationStatus: string }
  >(page, `/api/practice_sessions/${latest!.id}`);
  expect(session.aiEvaluationStatus).toBe("completed");
  expect(session.transcript.filter((entry) => entry.speaker === "agent").map((entry) => entry.text)).toEqual(LINES);
  return latest!;
}
