// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserSettingsView } from "@domain/settings-contract";
import { AUTO_ASSIGN_DESCRIPTION } from "@domain/team-management";
import type { ScenarioListItem } from "@domain/team-scenarios";
import { userSettingsKey } from "../../api/query-keys";
import { clearToasts, deferred, fakeApi, json, renderWithProviders } from "@/testing/fake-api";
import { SettingsSection } from "./settings-section";

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

const STORED: UserSettingsView = {
  companyName: "Reyes Realty Group",
  emailNotifications: { dailyReports: true, agentMilestones: true, weeklysummaries: false },
  trainingConfig: {
    defaultSessionDuration: 10,
    minimumPassingScore: 75,
    enableRealTimeCoaching: true,
    detailedFeedback: true,
  },
  teamManagement: { autoAssignBeginner: true, performanceTracking: "all" },
  updatedAt: "2025-02-01T10:00:00.000Z",
};

const SCENARIOS: ScenarioListItem[] = [
  {
    id: "s1",
    name: "Circle Prospecting",
    vertical: "real_estate",
    difficulty: "beginner",
    source: "practiceline",
    status: "published",
    author: null,
    sessions: 0,
    updatedAt: "2025-01-01T00:00:00.000Z",
  },
  {
    id: "s2",
    name: "Expired Listing",
    vertical: "real_estate",
    difficulty: "advanced",
    source: "practiceline",
    status: "published",
    author: null,
    sessions: 0,
    updatedAt: "2025-01-01T00:00:00.000Z",
  },
  {
    id: "s3",
    name: "Team Starter",
    vertical: "saas",
    difficulty: "beginner",
    source: "team",
    status: "published",
    author: "Tess",
    sessions: 0,
    updatedAt: "2025-01-01T00:00:00.000Z",
  },
  {
    id: "s4",
    name: "Team Draft",
    vertical: "saas",
    difficulty: "beginner",
    source: "team",
    status: "draft",
    author: "Tess",
    sessions: 0,
    updatedAt: "2025-01-01T00:00:00.000Z",
  },
];

const profileForm = () => within(screen.getByRole("form", { name: "Profile Settings" }));
const trainingForm = () => within(screen.getByRole("form", { name: "Training Configuration" }));
const companyName = () => profileForm().getByLabelText("Company Name") as HTMLInputElement;
const toastType = (title: string) => screen.getByText(title).closest("[data-type]")?.getAttribute("data-type");
const puts = (calls: string[]) => calls.filter((call) => call.startsWith("PUT /api/user/settings"));

describe("Settings", () => {
  it("saves a form with the full settings object, says so and fetches the settings again", async () => {
    const user = userEvent.setup();
    let stored = STORED;
    const api = fakeApi({
      "GET /api/user/settings": () => json(stored),
      "PUT /api/user/settings": (body) => {
        stored = { ...(body as UserSettingsView), updatedAt: "2025-02-02T10:00:00.000Z" };
        return json(stored);
      },
    });
    renderWithProviders(<SettingsSection />);
    await user.clear(await screen.findByLabelText("Company Name"));
    await user.type(companyName(), "Harbor Homes");
    await user.click(profileForm().getByRole("button", { name: "Save Profile" }));

    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(screen.getByText("Your settings have been updated successfully.")).toBeTruthy();
    expect(toastType("Settings saved")).not.toBe("error");
    const { updatedAt: _updatedAt, ...rest } = STORED;
    expect(puts(api.calls)).toEqual([
      `PUT /api/user/settings ${JSON.stringify({ ...rest, companyName: "Harbor Homes" })}`,
    ]);
    await waitFor(() => expect(api.calls.filter((call) => call === "GET /api/user/settings")).toHaveLength(2));
    expect(companyName().value).toBe("Harbor Homes");
  });

  it("shows the change at once, and puts the old value back with the error toast when the save fails", async () => {
    const user = userEvent.setup();
    const firstAttempt = deferred<"PUT /api/user/settings">();
    let attempts = 0;
    let reads = 0;
    const api = fakeApi({
      // The refetch after the failure never answers: what the form shows afterwards comes from the rollback alone.
      "GET /api/user/settings": () => (++reads === 1 ? json(STORED) : deferred<"GET /api/user/settings">().handler()),
      "PUT /api/user/settings": () =>
        ++attempts === 1
          ? firstAttempt.handler()
          : json({ message: "Internal Server Error", code: "internal_error" }, 500),
    });
    const { queryClient } = renderWithProviders(<SettingsSection />);
    await user.clear(await screen.findByLabelText("Company Name"));
    await user.type(companyName(), "Harbor Homes");
    await user.click(profileForm().getByRole("button", { name: "Save Profile" }));

    // Optimistic: the cached settings already hold the new name, stamped now.
    await waitFor(() =>
      expect(queryClient.getQueryData<UserSettingsView>(userSettingsKey)?.companyName).toBe("Harbor Homes"),
    );
    expect(queryClient.getQueryData<UserSettingsView>(userSettingsKey)?.updatedAt).not.toBe(STORED.updatedAt);
    expect(companyName().value).toBe("Harbor Homes");

    firstAttempt.resolve(json({ message: "Internal Server Error", code: "internal_error" }, 500));
    expect(await screen.findByText("Error", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText("Failed to save settings. Please try again.")).toBeTruthy();
    expect(toastType("Error")).toBe("error");
    expect(queryClient.getQueryData<UserSettingsView>(userSettingsKey)).toEqual(STORED);
    await waitFor(() => expect(companyName().value).toBe("Reyes Realty Group"));
    // Mutations retry once (spec §7): two attempts, then the rollback.
    expect(puts(api.calls)).toHaveLength(2);
  });

  it("refuses a passing score outside 0–100 in the form, without calling the server", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ "GET /api/user/settings": () => json(STORED) });
    renderWithProviders(<SettingsSection />);
    const score = (await screen.findByLabelText("Minimum Passing Score")) as HTMLInputElement;
    await user.clear(score);
    await user.type(score, "150");
    await user.click(trainingForm().getByRole("button", { name: "Save Training Settings" }));
    expect(await trainingForm().findByText("Enter a whole number from 0 to 100")).toBeTruthy();
    expect(puts(api.calls)).toEqual([]);
  });

  it("sends the duration as minutes, and keeps the stored team rules and notification choices as they are", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      "GET /api/user/settings": () => json(STORED),
      "PUT /api/user/settings": (body) =>
        json({ ...(body as UserSettingsView), updatedAt: "2025-02-03T00:00:00.000Z" }),
    });
    renderWithProviders(<SettingsSection />);
    await user.selectOptions(await screen.findByLabelText("Default Session Duration"), "15");
    await user.click(trainingForm().getByRole("button", { name: "Save Training Settings" }));
    await screen.findByText("Settings saved");
    const [training] = puts(api.calls).map((call) => JSON.parse(call.slice("PUT /api/user/settings ".length)));
    expect(training.trainingConfig.defaultSessionDuration).toBe(15);
    expect(training.teamManagement).toEqual(STORED.teamManagement);
    expect(training.emailNotifications).toEqual(STORED.emailNotifications);
  });

  it("says plainly what does not work yet (email), and offers Team Management's two rules with what they do", async () => {
    fakeApi({ "GET /api/user/settings": () => json(STORED), "GET /api/team/scenarios": () => json(SCENARIOS) });
    renderWithProviders(<SettingsSection />);
    await screen.findByLabelText("Company Name");
    expect(profileForm().getByText(/Not available yet: PracticeLine does not send email/)).toBeTruthy();
    expect(profileForm().queryAllByRole("checkbox")).toEqual([]);
    const team = within(screen.getByRole("form", { name: "Team Management" }));
    expect((team.getByLabelText("Auto-assign beginner scenarios") as HTMLInputElement).checked).toBe(true);
    expect(team.getByText(AUTO_ASSIGN_DESCRIPTION)).toBeTruthy();
    // What a new agent would get now: the published beginner scenarios, PracticeLine's and the team's.
    const assigned = await team.findByRole("list", { name: "Beginner scenarios assigned to new agents" });
    expect(
      within(assigned)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Circle Prospecting", "Team Starter"]);
    expect((team.getByLabelText("Performance Tracking") as HTMLSelectElement).value).toBe("all");
    expect(team.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All sessions",
      "Completed sessions",
      "Passing sessions",
    ]);
    expect(
      trainingForm().getByText(
        "Every practice result is marked Passed or Not passed against it, for you and for your agents.",
      ),
    ).toBeTruthy();
  });

  it("saves Team Management with the full settings object", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      "GET /api/user/settings": () => json(STORED),
      "GET /api/team/scenarios": () => json(SCENARIOS),
      "PUT /api/user/settings": (body) =>
        json({ ...(body as UserSettingsView), updatedAt: "2025-02-03T00:00:00.000Z" }),
    });
    renderWithProviders(<SettingsSection />);
    const team = within(await screen.findByRole("form", { name: "Team Management" }));
    await user.click(team.getByLabelText("Auto-assign beginner scenarios"));
    expect(team.queryByRole("list", { name: "Beginner scenarios assigned to new agents" })).toBeNull();
    await user.selectOptions(team.getByLabelText("Performance Tracking"), "passing");
    await user.click(team.getByRole("button", { name: "Save Team Settings" }));
    await screen.findByText("Settings saved");
    const [saved] = puts(api.calls).map((call) => JSON.parse(call.slice("PUT /api/user/settings ".length)));
    expect(saved.teamManagement).toEqual({ autoAssignBeginner: false, performanceTracking: "passing" });
    expect(saved.trainingConfig).toEqual(STORED.trainingConfig);
  });

  it("Manage Billing says who handles billing", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/user/settings": () => json(STORED), "GET /api/team/scenarios": () => json(SCENARIOS) });
    renderWithProviders(<SettingsSection />);
    await user.click(await screen.findByRole("button", { name: "Manage Billing" }));
    expect(screen.getByRole("status").textContent).toBe("Billing is handled by your account manager.");
  });

  it("shows the static plan: Pro Plan until March 2025, 24 / 50 agents", async () => {
    fakeApi({ "GET /api/user/settings": () => json(STORED) });
    renderWithProviders(<SettingsSection />);
    expect(await screen.findByText("Pro Plan")).toBeTruthy();
    expect(screen.getByText("Active until March 2025")).toBeTruthy();
    expect(screen.getByText("24 / 50")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Manage Billing" })).toBeTruthy();
    // The month's minutes per agent and per call, from the server (worker/teams/routes/usage-report.test.ts).
    expect(screen.getByRole("link", { name: "Download Usage Report" }).getAttribute("href")).toBe(
      "/api/broker/usage.csv",
    );
  });
});
