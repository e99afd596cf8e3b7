import { expect, test } from "@playwright/test";
import { chooseScenario, emailMaker, expectNoAxeViolations, passEmailGate, SCENARIO } from "./testing/demo";

// Its own client address keeps this file's email-gate sign-ups out of the per-client budget other specs share.
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.78" } });

const uniqueEmail = emailMaker("demo-edge");

test("with every practice line busy, the start says so and when to try again", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Two other visitors hold the two practice lines.
  const holders = await Promise.all(
    ["203.0.113.201", "203.0.113.202"].map((ip) =>
      playwright.request.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": ip } }),
    ),
  );
  const held: { holder: (typeof holders)[number]; id: string }[] = [];
  try {
    const scenarios = (await (await holders[0]!.get("/api/demo/scenarios?vertical=real_estate")).json()) as {
      id: string;
    }[];
    for (const holder of holders) {
      const response = await holder.post("/api/demo/conversation/start", { data: { scenarioId: scenarios[0]!.id } });
      expect(response.status()).toBe(201);
      held.push({ holder, id: ((await response.json()) as { conversationId: string }).conversationId });
    }

    await page.goto("/demo/real_estate");
    await chooseScenario(page);
    await passEmailGate(page, uniqueEmail("busy"));
    // Busy until the first lease in the way ends (a line nobody dials is held 90 s): N in the message and Retry-After.
    await expect(page.getByRole("alert").filter({ hasText: /^All lines are busy, try again in \d+ s$/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/^You can try again in [12] minutes?\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Live Training" })).toBeDisabled();
    await expect(page.getByText("AI Agent is LIVE")).toHaveCount(0);
    await expectNoAxeViolations(page, "all lines busy");
  } finally {
    for (const { holder, id } of held) await holder.post(`/api/demo/conversation/${id}/end`).catch(() => undefined);
    await Promise.all(holders.map((holder) => holder.dispose()));
  }
});

test("the home page switches to a full-screen practice view over every industry's scenarios, and back", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Practice a call right here, full screen" }).click();
  await expect(page).toHaveURL("/?practice");
  await expect(page.getByRole("heading", { level: 1, name: "Practice a cold call" })).toBeVisible();
  // Nothing of the site around it: no navigation, no footer.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const scenario = page.getByLabel("Scenario", { exact: true });
  for (const name of [
    "FSBO Homeowner — Skeptical of Agents",
    "Health & Life — Young Family on a Budget",
    "Ops Manager — Product Demo Outreach",
  ]) {
    await expect(scenario.locator("option", { hasText: name })).toHaveCount(1);
  }
  await expectNoAxeViolations(page, "practice view");
  await scenario.selectOption({ label: SCENARIO });
  await page.getByRole("button", { name: "Continue to Live Training" }).click();
  await expect(page.getByRole("heading", { name: "Live Training Session" })).toBeVisible();

  await page.getByRole("link", { name: "Exit practice" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Practice cold calls with AI leads on a real phone line" }),
  ).toBeVisible();
});
