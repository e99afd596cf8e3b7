import { expect, test, type Page } from "@playwright/test";
import type { CompletionMatrix, Leaderboard } from "../domain/training/views";
import { scanWithAxe } from "./testing/axe";
import { FAKE_MICROPHONE_LAUNCH } from "./testing/fake-microphone";
import { ALEX, api, fullName, openSection, signInAsBroker } from "./testing/broker";
import { confirmNumber, freshPhoneNumber } from "./testing/phone-proof";
import { talk } from "./testing/practice-call";

// The agent practises in the browser: the voice client needs a microphone.
test.use(FAKE_MICROPHONE_LAUNCH);

/** The broker assigns the first scenario to Alex alone, passing at 1; the scenario's title. */
async function assignToAlex(page: Page, title: string): Promise<string> {
  await signInAsBroker(page);
  await openSection(page, "Trainers");
  await expect(page.getByRole("heading", { name: "Team training" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  const scenario = page.getByLabel("Scenario", { exact: true });
  await expect(scenario.locator("option")).not.toHaveCount(2);
  await scenario.selectOption({ index: 1 });
  const scenarioTitle = ((await scenario.locator("option:checked").textContent()) ?? "").split(" · ")[0]!;
  await page.getByLabel("Minimum score").fill("1");
  await page.getByLabel("The whole team").uncheck();
  await page.getByRole("checkbox", { name: fullName(ALEX!), exact: true }).check();
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText(`“${title}” is on your team's dashboards.`)).toBeVisible();
  return scenarioTitle;
}

test("a broker assigns a scenario to one agent with a minimum score; the agent practises it; the matrix and leaderboard show it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Cold open ${Date.now()}`;
  const scenarioTitle = await assignToAlex(page, title);
  const matrix = page.getByRole("table", { name: "Assignment status per agent" });
  await expect(matrix.getByRole("columnheader", { name: new RegExp(title) })).toBeVisible();
  expect(await scanWithAxe(page)).toEqual([]);

  const before = await api<CompletionMatrix>(page, "/api/broker/assignments/matrix");
  const created = before.assignments.find((assignment) => assignment.title === title)!;
  const alexId = before.agents.find((agent) => agent.name === fullName(ALEX!))!.id;
  expect(before.cells.filter((cell) => cell.assignmentId === created.id).map((cell) => cell.agentId)).toEqual([alexId]);
  expect(created).toMatchObject({ minScore: 1, wholeTeam: false, scenario: { title: scenarioTitle } });

  const agentContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await agent.goto("/dev");
    await agent.getByRole("button", { name: "Login as Agent" }).click();
    const assigned = agent.getByRole("list", { name: "Assignments" });
    await expect(assigned.getByText(title)).toBeVisible();
    await agent.getByRole("button", { name: `Start practice call: ${title}` }).click();
    await expect(agent.getByRole("heading", { name: "Call in progress" })).toBeVisible({ timeout: 10_000 });
    await talk(agent);
    await agent.getByRole("button", { name: "End Call" }).click();
    await expect(agent.getByRole("heading", { name: "Call results" })).toBeVisible({ timeout: 30_000 });
    await expect(agent.getByTestId("assignment-verdict")).toHaveText(`Passed the assignment “${title}” (pass at 1).`);
    const score = Number(await agent.getByTestId("result-score").textContent());
    await agent.getByRole("button", { name: "Start another call" }).click();
    await expect(assigned.getByText(title)).toBeVisible();
    await expect(assigned.getByRole("listitem").filter({ hasText: title })).toContainText("Passed");

    await page.reload();
    await openSection(page, "Trainers");
    const cell = page.getByTestId(`cell-${created.id}-${alexId}`);
    await expect(cell).toContainText("Passed");
    await expect(cell).toContainText(`${score} · 1 attempt`);
    await page.getByLabel("Overdue only").check();
    await expect(matrix.getByRole("columnheader", { name: new RegExp(title) })).toHaveCount(0);
    await page.getByLabel("Overdue only").uncheck();

    const board = page.getByRole("list", { name: "Leaderboard" });
    // The team as it is now (other specs may have removed a seeded agent): every member is on the board.
    const team = await api<Array<{ agent: { firstName: string; lastName: string } }>>(page, "/api/broker/agents");
    expect(team.length).toBeGreaterThan(1);
    for (const member of team) await expect(board).toContainText(fullName(member.agent));
    const standings = await api<Leaderboard>(agent, "/api/leaderboard?period=week");
    expect(standings.standings.find((standing) => standing.agentId === alexId)).toMatchObject({
      passes: expect.any(Number),
      calls: expect.any(Number),
    });
    await expect(agent.getByRole("list", { name: "Leaderboard" })).toContainText(fullName(ALEX!));
  } finally {
    await agentContext.close();
  }
});

test("an assignment attempted by phone: the agent proves their number if they have not, dials the line from it, and the attempt passes", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `By phone ${Date.now()}`;
  await assignToAlex(page, title);
  const agentContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await agent.goto("/dev");
    await agent.getByRole("button", { name: "Login as Agent" }).click();
    const byPhone = agent.getByRole("button", { name: `Call by phone: ${title}` });
    await byPhone.click();
    const dial = agent.getByRole("heading", { name: "Dial your practice line" });
    const numberForm = agent.getByRole("textbox", { name: "Your phone number" });
    await expect(dial.or(numberForm)).toBeVisible({ timeout: 10_000 });
    // The dev agent may have proved a number in an earlier spec; if not, no attempt is made before they do.
    if (await numberForm.isVisible()) {
      await expect(agent.getByText("Confirm the number you will call from first.")).toBeVisible();
      const before = await api<{ assignments: Array<{ title: string; attemptsUsed: number }> }>(
        agent,
        "/api/agent/assignments",
      );
      expect(before.assignments.find((assignment) => assignment.title === title)).toMatchObject({ attemptsUsed: 0 });
      const number = freshPhoneNumber();
      await numberForm.fill(number.typed);
      await confirmNumber(agent);
      await expect(agent.getByText(`Calls from ${number.shown} reach your practice sessions.`)).toBeVisible();
      await byPhone.click();
    }
    await expect(dial).toBeVisible({ timeout: 10_000 });
    await expect(
      agent.getByText(/Call \(\d{3}\)-\d{3}-\d{4} from your verified number \(\d{3}\)-555-\d{4} now/),
    ).toBeVisible();
    await agent.getByRole("button", { name: "Dial from the simulator" }).click();
    await expect(agent.getByRole("heading", { name: "Call in progress" })).toBeVisible({ timeout: 10_000 });
    await talk(agent);
    await agent.getByRole("button", { name: "End Call" }).click();
    await expect(agent.getByRole("heading", { name: "Call results" })).toBeVisible({ timeout: 30_000 });
    await expect(agent.getByTestId("assignment-verdict")).toHaveText(`Passed the assignment “${title}” (pass at 1).`);
    const after = await api<{ assignments: Array<{ title: string; attemptsUsed: number; status: string }> }>(
      agent,
      "/api/agent/assignments",
    );
    expect(after.assignments.find((assignment) => assignment.title === title)).toMatchObject({
      attemptsUsed: 1,
      status: "passed",
    });
  } finally {
    await agentContext.close();
  }
});
