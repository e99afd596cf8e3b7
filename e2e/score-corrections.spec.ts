import { expect, test, type Page } from "@playwright/test";
import type { TeamAgent } from "../domain/broker";
import type { CompletionMatrix, Leaderboard } from "../domain/training/views";
import { OBJECTING_LEAD_PROMPT } from "../worker/review/testing/objecting-lead";
import { scanWithAxe } from "./testing/axe";
import { FAKE_MICROPHONE_LAUNCH } from "./testing/fake-microphone";
import { ALEX, api, signInAsBroker } from "./testing/broker";
import { talk, type SessionRow } from "./testing/practice-call";
import { REP_LINES } from "./testing/review-call";

// The agent practises in the browser: the voice client needs a microphone.
test.use(FAKE_MICROPHONE_LAUNCH);

const REASON = "You promised the seller a price at this moment: that fails the call, whatever happened after.";
const FLAG = "I was quoting last month's sales, not promising a price.";

const alexAverage = async (page: Page) =>
  (await api<Leaderboard>(page, "/api/leaderboard?period=week")).standings.find((standing) =>
    standing.name.startsWith(ALEX!.firstName),
  )!.averageScore;

test("a broker corrects a score with a reason: the agent sees both scores and why, the leaderboard and the assignment verdict follow; the agent flags a moment and the broker sees it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Listing call ${Date.now()}`;
  await signInAsBroker(page);
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
      minScore: 1,
      attemptLimit: 1,
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const assignmentId = ((await created.json()) as { id: string }).id;

  const agentContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await agent.goto("/dev");
    await agent.getByRole("button", { name: "Login as Agent" }).click();
    await agent.getByRole("button", { name: `Start practice call: ${title}` }).click();
    await expect(agent.getByRole("heading", { name: "Call in progress" })).toBeVisible({ timeout: 15_000 });
    await talk(agent, REP_LINES);
    await agent.getByRole("button", { name: "End Call" }).click();
    await expect(agent.getByRole("heading", { name: "Call results" })).toBeVisible({ timeout: 30_000 });
    await expect(agent.getByTestId("assignment-verdict")).toHaveText(`Passed the assignment “${title}” (pass at 1).`);
    const [session] = await api<SessionRow[]>(agent, "/api/practice_sessions");
    const analysed = session!.score!;
    expect(analysed).toBeGreaterThan(0);
    const averageBefore = await alexAverage(agent);

    // The broker corrects the overall score on the review, about the moment of the price objection.
    await page.goto(`/review?session=${session!.id}`);
    await expect(page.getByRole("heading", { name: /^Call review: / })).toBeVisible();
    const objection = page
      .getByRole("list", { name: "Moments" })
      .getByRole("listitem")
      .filter({ hasText: "Your commission is too high" })
      .first();
    await objection.getByRole("button", { name: "Correct the score here" }).click();
    const form = page.getByRole("form", { name: "Correct the score" });
    await expect(form).toContainText("About the moment at");
    await form.getByLabel("Overall score").fill("0");
    await form.getByLabel("Why (your agent reads this)").fill(REASON);
    await form.getByRole("button", { name: "Save correction" }).click();
    await expect(page.getByTestId("review-score")).toHaveText("0/100");
    const history = page.getByRole("list", { name: "Score history" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history).toContainText(`Overall ${analysed} → 0`);
    await expect(history).toContainText(REASON);
    expect(await scanWithAxe(page)).toEqual([]);

    // The agent sees the old and the new score, and why.
    await agent.goto(`/review?session=${session!.id}`);
    await expect(agent.getByTestId("review-score")).toHaveText("0/100");
    await expect(agent.getByTestId("review-analyser-score")).toHaveText(`${analysed}/100`);
    await expect(agent.getByTestId("score-correction")).toContainText(REASON);
    await expect(agent.getByRole("list", { name: "Score history" })).toContainText(`Overall ${analysed} → 0`);

    // The assignment verdict and the leaderboard follow the corrected score.
    await agent.goto("/agent-dashboard");
    const assigned = agent.getByRole("list", { name: "Assignments" }).getByRole("listitem").filter({ hasText: title });
    await expect(assigned).toContainText("Failed");
    await expect(assigned).toContainText("best 0");
    const averageAfter = await alexAverage(agent);
    expect(averageAfter).toBeLessThan(averageBefore!);
    const board = agent
      .getByRole("list", { name: "Leaderboard" })
      .getByRole("listitem")
      .filter({ hasText: `${ALEX!.firstName} ${ALEX!.lastName}` });
    await expect(board).toContainText(`avg ${averageAfter}`);
    const matrix = await api<CompletionMatrix>(page, "/api/broker/assignments/matrix");
    expect(matrix.cells.find((cell) => cell.assignmentId === assignmentId && cell.agentId === alex.id)).toMatchObject({
      status: "failed",
      bestScore: 0,
    });

    // The agent flags the moment as misjudged; the broker sees the open flag on the dashboard and answers it.
    await agent.goto(`/review?session=${session!.id}`);
    await agent
      .getByRole("list", { name: "Moments" })
      .getByRole("listitem")
      .filter({ hasText: "Your commission is too high" })
      .first()
      .getByRole("button", { name: "Flag as misjudged" })
      .click();
    await agent.getByLabel(/^What was misjudged at /).fill(FLAG);
    await agent.getByRole("button", { name: "Flag this moment" }).click();
    await expect(agent.getByRole("list", { name: "Flagged moments" }).getByRole("listitem")).toContainText(["Open"]);

    await page.goto("/broker-dashboard");
    const flags = page.getByRole("list", { name: "Open flags" });
    await expect(flags).toContainText(FLAG);
    expect(await scanWithAxe(page)).toEqual([]);
    await flags
      .getByRole("listitem")
      .filter({ hasText: FLAG })
      .getByRole("link", { name: /^Review/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/review\\?session=${session!.id}$`));
    const flagged = page.getByRole("list", { name: "Flagged moments" }).getByRole("listitem").filter({ hasText: FLAG });
    await flagged.getByLabel("Your answer (optional)").fill("Fair point on the data; the promise still stands.");
    await flagged.getByRole("button", { name: "Resolve flag" }).click();
    await expect(flagged).toContainText("Resolved by");
    await page.goto("/broker-dashboard");
    await expect(page.getByText("No open flags")).toBeVisible();
  } finally {
    await agentContext.close();
  }
});
