import { expect, type Page } from "@playwright/test";

/** What the trainee types in a simulated practice call: an opening, a question, a next step. */
export const LINES = [
  "Hi, this is Sam from Harbor Realty. I know I'm calling out of the blue, do you have a minute?",
  "That's fair, I understand. What would a good outcome look like for you this year?",
  "I hear you. Would a short meeting on Thursday at 4pm work to walk through the numbers for your street?",
];

/** Types the lines into the live call; the simulated lead answers each. */
export async function talk(page: Page) {
  const transcript = page.getByRole("list", { name: "Live transcript" });
  await expect(transcript.getByRole("listitem")).toHaveCount(1);
  for (const [index, line] of LINES.entries()) {
    await page.getByLabel("What you say").fill(line);
    await page.getByRole("button", { name: "Say" }).click();
    await expect(transcript.getByRole("listitem")).toHaveCount(1 + 2 * (index + 1));
  }
  await expect(transcript).toContainText(LINES[0]!);
}
