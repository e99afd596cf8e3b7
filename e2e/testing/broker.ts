import { expect, type Locator, type Page } from "@playwright/test";
import { devTeam } from "../../scripts/seeds/dev-team";

export const SEEDED_SESSIONS = devTeam.agents.reduce((sum, agent) => sum + agent.sessions, 0);
export const fullName = (agent: { firstName: string; lastName: string }) => `${agent.firstName} ${agent.lastName}`;
export const [ALEX, PRIYA, JORDAN, SAM] = devTeam.agents.map((agent) => agent.user);

export async function signInAsBroker(page: Page) {
  await page.goto("/dev");
  await page.getByRole("button", { name: "Login as Broker" }).click();
  await expect(page).toHaveURL(/\/broker-dashboard$/);
}

export async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export const menu = (page: Page) => page.getByRole("navigation", { name: "Broker workspace" });
export const card = (scope: Page | Locator, label: string) => scope.getByRole("group", { name: label, exact: true });
export const rows = (page: Page) => page.getByTestId("agent-row");

export async function rowNames(page: Page): Promise<string[]> {
  const texts = await rows(page).allTextContents();
  return texts.map(
    (text) => devTeam.agents.map((agent) => fullName(agent.user)).find((name) => text.includes(name)) ?? text,
  );
}

export async function openSection(page: Page, name: string) {
  await menu(page).getByRole("button", { name, exact: true }).click();
}
