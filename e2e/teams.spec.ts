import { expect, test } from "@playwright/test";
import { signInAsNewUser } from "./testing/teams";

/**
 * How people get onto teams, end to end on the production build: a brand-new user starts a team and becomes
 * its broker; someone they invite opens the link, accepts, and practises on that team. e2e has no OpenID
 * provider, so "a new user" is the development login's 'Sign in as a new user' (a fresh agent on no team,
 * exactly what a first OIDC sign-in creates; the OIDC side is covered in worker/auth/routes/auth*.test.ts).
 */
const run = Date.now().toString(36);

test("a new user creates a team and becomes its broker; an invited agent accepts and lands on that team's dashboard", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const teamName = `Sunrise Realty ${run}`;

  const founder = await signInAsNewUser(browser);
  await expect(founder.getByRole("heading", { name: "You are not on a team yet" })).toBeVisible();
  await founder.getByRole("link", { name: "Create a team" }).click();
  await expect(founder).toHaveURL(/\/create-team$/);
  await founder.getByLabel("Team name").fill(teamName);
  await founder.getByRole("button", { name: "Create team" }).click();
  await expect(founder).toHaveURL(/\/broker-dashboard$/);
  await expect(founder.getByRole("navigation", { name: "Broker workspace" })).toBeVisible();
  expect((await (await founder.request.get("/api/auth/user")).json()).role).toBe("broker");

  const inviteeEmail = `invitee.${run}@realty.example`;
  await founder
    .getByRole("navigation", { name: "Broker workspace" })
    .getByRole("button", { name: "Manage Agents", exact: true })
    .click();
  await founder.getByRole("button", { name: "Invite New Agent" }).click();
  const dialog = founder.getByRole("dialog", { name: "Invite New Agent" });
  await dialog.getByLabel("Email").fill(inviteeEmail);
  await dialog.getByRole("button", { name: "Create Invitation Link" }).click();
  const ready = founder.getByRole("dialog", { name: "Invitation link ready" });
  const link = await ready.getByLabel(`Invitation link for ${inviteeEmail}`, { exact: true }).inputValue();
  await ready.getByRole("button", { name: "Done" }).click();
  const pending = founder.getByRole("listitem", { name: `Invitation for ${inviteeEmail}` });
  await expect(pending).toContainText("Pending");
  await expect(pending).toContainText("Expires in 7 days");
  await expect(pending.getByLabel(`Invitation link for ${inviteeEmail}`, { exact: true })).toHaveValue(link);

  const invitee = await signInAsNewUser(browser);
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: `Join ${teamName}` })).toBeVisible();
  await invitee.getByRole("button", { name: `Join ${teamName}` }).click();
  await expect(invitee).toHaveURL(/\/agent-dashboard$/);
  await expect(invitee.getByText(`Team: ${teamName}`)).toBeVisible();
  await expect(invitee.getByRole("banner").getByText("Agent", { exact: true })).toBeVisible();
  const { email: agentEmail } = (await (await invitee.request.get("/api/auth/user")).json()) as { email: string };

  await founder.reload();
  await founder
    .getByRole("navigation", { name: "Broker workspace" })
    .getByRole("button", { name: "Manage Agents", exact: true })
    .click();
  await expect(founder.getByTestId("agent-row").filter({ hasText: "New User" })).toHaveCount(1);
  await expect(founder.getByRole("listitem", { name: `Invitation for ${inviteeEmail}` })).toHaveCount(0);
  expect(
    (await (await founder.request.get("/api/broker/agents")).json()).map(
      (item: { agent: { email: string } }) => item.agent.email,
    ),
  ).toEqual([agentEmail]);

  // The link was single-use: someone else opening it later can no longer join.
  const latecomer = await signInAsNewUser(browser);
  await latecomer.goto(link);
  await expect(latecomer.getByText("This invitation has already been used.")).toBeVisible();
  await expect(latecomer.getByRole("button", { name: `Join ${teamName}` })).toHaveCount(0);
});
