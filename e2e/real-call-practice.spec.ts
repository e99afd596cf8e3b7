/**
 * "Practise this call again" (issue 32): from a real call's review, the lead drafted from it is shown as a profile
 * with a persona the agent adjusts, the practice call is held in the browser on the simulator and scored by the
 * pipeline, and its review shows the real call's score beside its own; a moment of the real call is practised too.
 */
import { expect, test, type Page } from "@playwright/test";
import { FAKE_MICROPHONE_LAUNCH } from "./testing/fake-microphone";
import { api, chooseBrowserCall } from "./testing/practice-call";
import { uploadRealCall } from "./testing/real-call";
import { endAndAwaitReviewScore, signInAs, talkInReview } from "./testing/review-call";
import { scanWithAxe } from "./testing/axe";

interface PractisedSession {
  id: string;
  score: number;
  customPrompt: string | null;
  retryOf: string | null;
}

const OBJECTION = "I already have an agent I trust.";

async function openReview(page: Page, sessionId: string, title: string) {
  const response = await page.goto(`/review?session=${sessionId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: `Call review: ${title}` })).toBeVisible();
}

/** The "Beside the real call" table, as its rows read. */
async function comparisonRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole("table", { name: "Scores beside the real call" }).getByRole("row");
  await expect(rows).toHaveCount(7);
  return rows.evaluateAll((elements) =>
    elements.map((row) => Array.from(row.children, (cell) => cell.textContent ?? "")),
  );
}

// The agent practises in the browser: the voice client needs a microphone.
test.use(FAKE_MICROPHONE_LAUNCH);

test.describe("practising a real call again, on the simulator", () => {
  test("the drafted lead, an adjusted persona, a practice call, and both scores side by side", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, "Agent");
    const real = await uploadRealCall(page, "listing-call.vtt");
    await openReview(page, real.id, "Real call: listing-call.vtt");

    await page.getByRole("link", { name: "Practise this call again" }).click();
    await expect(page).toHaveURL(new RegExp(`/agent-dashboard\\?practise-call=${real.id}$`));
    await expect(page.getByRole("heading", { name: "Practise this call again" })).toBeVisible();
    const profile = page.getByRole("region", { name: "Lead profile" });
    await expect(profile).toContainText("Sam Lopez");
    await expect(profile.getByRole("list", { name: "Their objections" })).toContainText(OBJECTION);
    expect(await scanWithAxe(page)).toEqual([]);

    const persona = page.getByRole("textbox", { name: "Persona prompt" });
    await expect(persona).toHaveValue(/You are Sam Lopez/);
    const adjusted = `${await persona.inputValue()}\n\nThe rep adjusted this: be a little warmer.`;
    await persona.fill(adjusted);
    await chooseBrowserCall(page);
    await page.getByRole("button", { name: "Start the practice call" }).click();
    await talkInReview(page);
    const practiceId = await endAndAwaitReviewScore(page);

    // The session plays the persona as adjusted, linked to the real call; its score is the pipeline's.
    const practised = await api<PractisedSession>(page, `/api/practice_sessions/${practiceId}`);
    expect(practised).toMatchObject({ customPrompt: adjusted, retryOf: real.id });

    await page.getByRole("link", { name: "Review this call" }).click();
    await expect(page).toHaveURL(new RegExp(`/review\\?session=${practiceId}$`));
    await expect(page.getByRole("heading", { name: "Beside the real call" })).toBeVisible();
    await expect(page.getByTestId("real-call-source")).toContainText(
      "Practised against the lead of Real call: listing-call.vtt",
    );
    const rows = await comparisonRows(page);
    expect(rows[0]).toEqual(["Category", "Real call", "This practice call"]);
    expect(rows[1]).toEqual(["Overall", String(real.score), String(practised.score)]);
    expect(
      rows.slice(1).every(([, realScore, practiceScore]) => /^\d+$/.test(realScore!) && /^\d+$/.test(practiceScore!)),
    ).toBe(true);
    await page.getByTestId("real-call-source").getByRole("link", { name: "Real call: listing-call.vtt" }).click();
    await expect(page).toHaveURL(new RegExp(`/review\\?session=${real.id}$`));
  });

  test("Practise this moment again on a real call: the drafted lead opens with that objection", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, "Agent");
    const real = await uploadRealCall(page, "moment-call.vtt");
    await openReview(page, real.id, "Real call: moment-call.vtt");

    const objection = page.getByRole("list", { name: "Moments" }).getByRole("listitem").filter({ hasText: OBJECTION });
    await objection.getByRole("link", { name: "Practise this moment again" }).click();
    await expect(page).toHaveURL(/\/agent-dashboard\?retry=/);
    await expect(page.getByRole("heading", { name: "Practise this moment again" })).toBeVisible();
    await expect(page.getByText("The lead drafted from Real call: moment-call.vtt", { exact: false })).toBeVisible();
    await chooseBrowserCall(page);
    await page.getByRole("button", { name: "Start the retry" }).click();
    await talkInReview(page);
    await expect(page.getByRole("list", { name: "Live transcript" }).getByRole("listitem").first()).toContainText(
      OBJECTION,
    );
    const retryId = await endAndAwaitReviewScore(page);

    await openReview(page, retryId, "Custom scenario");
    await expect(page.getByTestId("retry-of")).toContainText("Real call: moment-call.vtt");
    await expect(page.getByTestId("retry-of")).toContainText(OBJECTION);
    expect((await comparisonRows(page))[1]![1]).toBe(String(real.score));
  });
});
