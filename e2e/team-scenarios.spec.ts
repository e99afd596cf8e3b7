/**
 * Team scenarios end to end on the production build: a broker names a trainer; the trainer writes a scenario in the
 * Custom Scenario Builder, sees its lead profile and persona prompt, tries it (a browser call on the simulator) and
 * publishes it; an agent of the team practises it and is assigned it; an agent of another team never sees it. New
 * agents of the team get its beginner scenarios assigned (Team Management's default).
 */
import { expect, test, type Page } from "@playwright/test";
import type { AgentScenario } from "../domain/practice-sessions";
import { autoAssignmentTitle } from "../domain/team-management";
import { scanWithAxe } from "./testing/axe";
import { FAKE_MICROPHONE_LAUNCH } from "./testing/fake-microphone";
import { api, talk } from "./testing/practice-call";
import { signInAsNewUser } from "./testing/teams";

test.use(FAKE_MICROPHONE_LAUNCH);

const run = Date.now().toString(36);

const workspace = (page: Page) => page.getByRole("navigation", { name: "Broker workspace" });

async function invite(broker: Page, email: string): Promise<string> {
  await workspace(broker).getByRole("button", { name: "Manage Agents", exact: true }).click();
  await broker.getByRole("button", { name: "Invite New Agent" }).click();
  const dialog = broker.getByRole("dialog", { name: "Invite New Agent" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Create Invitation Link" }).click();
  const ready = broker.getByRole("dialog", { name: "Invitation link ready" });
  const link = await ready.getByLabel(`Invitation link for ${email}`, { exact: true }).inputValue();
  await ready.getByRole("button", { name: "Done" }).click();
  return link;
}

async function join(page: Page, link: string, teamName: string): Promise<string> {
  await page.goto(link);
  await page.getByRole("button", { name: `Join ${teamName}` }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  return ((await (await page.request.get("/api/auth/user")).json()) as { email: string }).email;
}

/** Holds the browser call on screen by typing, ends it, and waits for what the page says about its score. */
async function holdAndEnd(page: Page) {
  await expect(page.getByRole("heading", { name: "Call in progress" })).toBeVisible({ timeout: 15_000 });
  await talk(page);
  await page.getByRole("button", { name: "End Call" }).click();
}

test("a trainer writes, tries and publishes a team scenario; the team practises it and is assigned it; another team never sees it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const teamName = `Scenario Realty ${run}`;
  const scenarioName = `Landlord with an empty duplex ${run}`;

  const broker = await signInAsNewUser(browser);
  await broker.getByRole("link", { name: "Create a team" }).click();
  await broker.getByLabel("Team name").fill(teamName);
  await broker.getByRole("button", { name: "Create team" }).click();
  await expect(workspace(broker)).toBeVisible();

  const trainerLink = await invite(broker, `trainer.${run}@realty.example`);
  const agentLink = await invite(broker, `agent.${run}@realty.example`);
  const trainer = await signInAsNewUser(browser);
  const trainerEmail = await join(trainer, trainerLink, teamName);
  const agent = await signInAsNewUser(browser);
  await join(agent, agentLink, teamName);

  // Team Management's auto-assign is on by default: each newcomer was given the team's beginner scenarios.
  const assigned = agent.getByRole("list", { name: "Assignments" });
  await expect(assigned.getByText(autoAssignmentTitle("Circle Prospecting — Curious Neighbour"))).toBeVisible();

  // The broker names the trainer in Manage Agents; the Trainers section lists them.
  await broker.reload();
  await workspace(broker).getByRole("button", { name: "Manage Agents", exact: true }).click();
  const row = broker.getByTestId("agent-row").filter({ hasText: trainerEmail });
  await row.getByRole("button", { expanded: false }).click();
  await row.getByRole("button", { name: "Make Trainer" }).click();
  await expect(row.getByText("Trainer", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Remove Trainer" })).toBeVisible();
  await workspace(broker).getByRole("button", { name: "Trainers", exact: true }).click();
  await expect(broker.getByRole("region", { name: "Trainers" }).getByText(trainerEmail)).toBeVisible();

  // The trainer finds the builder on their dashboard and writes the lead.
  await trainer.reload();
  await trainer.getByRole("link", { name: "Custom Scenario Builder" }).click();
  await expect(trainer).toHaveURL(/\/scenario-builder$/);
  await expect(trainer.getByRole("heading", { name: "Custom Scenario Builder", level: 1 })).toBeVisible();
  await trainer.getByLabel("Scenario name").fill(scenarioName);
  await trainer.getByLabel("Difficulty").selectOption("beginner");
  await trainer.getByLabel("Lead's name").fill("Pat Morgan");
  await trainer.getByLabel("Age").fill("48");
  await trainer.getByLabel("Who they are").fill("high school teacher");
  await trainer.getByLabel("Where they live").fill("Tulsa, Oklahoma");
  await trainer
    .getByLabel("Their situation")
    .fill("You own a duplex that has been empty for two months, and the mortgage is eating your savings.");
  await trainer
    .getByLabel("Where the call finds them")
    .fill("It is Thursday at 4 p.m. You are grading papers at the kitchen table.");
  await trainer.getByLabel("What they want").fill("to stop losing money on the duplex without paying a big commission");
  for (const trait of ["Cautious", "Analytical"]) await trainer.getByRole("checkbox", { name: trait }).check();
  await trainer
    .getByLabel("Objections")
    .fill("Your fees sound like a lot for a small duplex.\nI already have a property manager in mind.");
  await trainer.getByLabel("How hard they push back").selectOption("firm");
  await trainer
    .getByLabel("They agree to a next step only if")
    .fill("the caller asks about your numbers and offers a short call on a specific day");
  await trainer.getByLabel("They hang up if").fill("the caller pushes you to sign anything today");
  await trainer.getByLabel("What they say when they pick up").fill("Hello, this is Pat.");

  // The lead profile the demo would show, and the persona prompt, from what was written.
  const profile = trainer.getByRole("region", { name: "Lead profile" });
  await expect(profile.getByText("Pat Morgan")).toBeVisible();
  await expect(profile.getByText("48 years old · High school teacher · Tulsa, Oklahoma")).toBeVisible();
  await expect(profile.getByText("Fees and commissions")).toBeVisible();
  await expect(profile.getByText("Your fees sound like a lot for a small duplex.")).toBeVisible();
  const prompt = trainer.getByLabel("Persona prompt");
  await expect(prompt).toContainText("You are Pat Morgan, a 48-year-old high school teacher from Tulsa, Oklahoma.");
  for (const heading of ["## Personality", "## Environment", "## Tone & Behavior", "## Common Objections & Pushback"])
    await expect(prompt).toContainText(heading);
  await expect(trainer.getByRole("button", { name: "Try it in the browser" })).toBeDisabled();

  await trainer.getByRole("button", { name: "Save draft" }).click();
  await expect(trainer).toHaveURL(/\/scenario-builder\?id=/);
  const listed = trainer
    .getByRole("table", { name: "Your team's scenarios" })
    .getByRole("row", { name: new RegExp(scenarioName) });
  await expect(listed).toContainText("Draft");
  expect(await scanWithAxe(trainer)).toEqual([]);

  // A draft is the authors' own: the team does not see it yet.
  expect((await api<AgentScenario[]>(agent, "/api/agent/scenarios")).map((scenario) => scenario.title)).not.toContain(
    scenarioName,
  );

  // Try it: a browser practice call of the trainer's own, the simulator playing the lead the server built.
  await trainer.getByRole("button", { name: "Try it in the browser" }).click();
  await holdAndEnd(trainer);
  await expect(trainer.getByText(/Your trial call scored \d+\/100\./)).toBeVisible({ timeout: 30_000 });

  await trainer.getByRole("button", { name: "Publish to team" }).click();
  await expect(listed).toContainText("Published");

  // An agent of the team practises it from Call Simulation.
  await agent.reload();
  const option = `${scenarioName} · Real Estate · Your team`;
  await agent.getByLabel("Training line").selectOption({ index: 1 });
  await agent.getByLabel("AI personality").selectOption({ index: 1 });
  await agent.getByLabel("Scenario", { exact: true }).selectOption({ label: option });
  await agent.getByRole("button", { name: "Start Simulation" }).click();
  await holdAndEnd(agent);
  await expect(agent.getByRole("heading", { name: "Call results" })).toBeVisible({ timeout: 30_000 });
  const [latest] = await api<Array<{ scenario: { title: string } | null; score: number | null }>>(
    agent,
    "/api/practice_sessions",
  );
  expect(latest).toMatchObject({ scenario: { title: scenarioName }, score: expect.any(Number) });

  // The broker assigns it; it is on the agent's dashboard.
  await broker.reload();
  await workspace(broker).getByRole("button", { name: "Trainers", exact: true }).click();
  const title = `Practise the duplex ${run}`;
  await broker.getByLabel("Title").fill(title);
  await broker
    .getByLabel("Scenario", { exact: true })
    .selectOption({ label: `${scenarioName} · Real Estate · Your team` });
  await broker.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(broker.getByText(`“${title}” is on your team's dashboards.`)).toBeVisible();
  await agent.getByRole("button", { name: "Start another call" }).click();
  await agent.reload();
  await expect(assigned.getByText(title)).toBeVisible();

  // Training Scenarios lists it beside PracticeLine's.
  await workspace(broker).getByRole("button", { name: "Training Scenarios", exact: true }).click();
  await expect(
    broker.getByRole("table", { name: "Your team's scenarios" }).getByRole("link", { name: scenarioName }),
  ).toBeVisible();
  await expect(
    broker.getByRole("table", { name: "PracticeLine scenarios" }).getByText("Circle Prospecting — Curious Neighbour"),
  ).toBeVisible();

  // An agent of another team (the seeded dev team) never sees it.
  const outsider = await (await browser.newContext()).newPage();
  await outsider.goto("/dev");
  await outsider.getByRole("button", { name: "Login as Agent" }).click();
  await expect(outsider).toHaveURL(/\/agent-dashboard$/);
  const scenarioSelect = outsider.getByLabel("Scenario", { exact: true });
  await expect(scenarioSelect.locator("option")).not.toHaveCount(1);
  await expect(scenarioSelect.locator("option", { hasText: scenarioName })).toHaveCount(0);
  expect(
    (await api<AgentScenario[]>(outsider, "/api/agent/scenarios")).map((scenario) => scenario.title),
  ).not.toContain(scenarioName);
  for (const page of [broker, trainer, agent, outsider]) await page.context().close();
});
