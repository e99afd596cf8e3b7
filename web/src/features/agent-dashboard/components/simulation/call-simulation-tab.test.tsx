// @vitest-environment happy-dom
import { TOAST_DURATION_MS } from "@domain/constants";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "@domain/auth";
import type { AgentScenario } from "@domain/practice-sessions";
import { SignedInUserContext } from "@/features/auth";
import { clearToasts, fakeApi, json, renderWithProviders, type FakeRoutes } from "@/testing/fake-api";
import { browserCallStart } from "../../testing/practice-calls";
import { practiceSession } from "../../testing/practice-sessions";
import { CallSimulationTab } from "./call-simulation-tab";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

/**
 * The voice client, as far as this page uses it (the real one runs in the e2e test, against the simulator's
 * WebSocket): what the provider heard, and the lead's answers, come back through onMessage. A typed line
 * (`sendUserMessage`) would be recorded, and must never be sent: it makes the call no valid practice call.
 */
const voice = vi.hoisted(() => ({ options: null as Record<string, unknown> | null, sent: [] as string[], ended: 0 }));
vi.mock("@elevenlabs/client", () => ({
  Conversation: {
    async startSession(options: { onMessage(message: { message: string; role: "user" | "agent" }): void }) {
      voice.options = options;
      options.onMessage({ message: "Hello?", role: "agent" });
      return {
        getId: () => "conv_1",
        sendUserMessage(text: string) {
          voice.sent.push(text);
        },
        setMicMuted: () => {},
        endSession: async () => void (voice.ended += 1),
      };
    },
  },
}));

function grantMicrophone() {
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
  });
}

const AGENT: AuthUser = {
  id: "a1",
  email: "alex@x.test",
  firstName: "Alex",
  lastName: "Chen",
  profileImageUrl: null,
  role: "agent",
  isTrainer: "no",
};
const OPTIONS = {
  phoneNumbers: [{ id: "line-1", phoneNumber: "+15125550147", displayName: "Training Line 1" }],
  aiAgents: [{ id: "skeptical-homeowner", name: "Skeptical Homeowner", voiceId: "v", description: "Guarded." }],
};
const SCENARIOS: AgentScenario[] = [
  {
    id: "s1",
    title: "FSBO Homeowner",
    category: "real_estate",
    description: "Sells alone.",
    scriptIntro: "Hello?",
    source: "practiceline",
  },
];

function renderTab<Route extends string>(routes: FakeRoutes<Route>) {
  const api = fakeApi(routes, {
    defaults: {
      "GET /api/agent/training-options": () => json(OPTIONS),
      "GET /api/agent/scenarios": () => json(SCENARIOS),
      "GET /api/practice_sessions": () => json([]),
      "GET /api/agent/assignments": () => json({ assignments: [], certificates: [] }),
      "GET /api/leaderboard?period=week": () => json({ period: "week", standings: [] }),
    },
  });
  renderWithProviders(
    <SignedInUserContext value={AGENT}>
      <CallSimulationTab />
    </SignedInUserContext>,
  );
  return api;
}

async function choose(label: string, option: string) {
  await userEvent.selectOptions(
    await screen.findByLabelText(label),
    await screen.findByRole("option", { name: option }),
  );
}

const start = () => userEvent.click(screen.getByRole("button", { name: "Start Simulation" }));
const created = (calls: string[]) => calls.filter((call) => call.startsWith("POST /api/practice_sessions"));

describe("Start Simulation", () => {
  it("without a phone number or AI agent: 'Missing Configuration' and no request", async () => {
    const { calls } = renderTab({});
    await choose("Scenario", "FSBO Homeowner · Real Estate");
    await start();
    expect(await screen.findByText("Missing Configuration")).toBeTruthy();
    expect(screen.getByText("Please select phone number and AI agent")).toBeTruthy();
    await choose("Training line", "Training Line 1 (+15125550147)");
    await start();
    expect(await screen.findByText("Please select phone number and AI agent")).toBeTruthy();
    expect(created(calls)).toEqual([]);
  });

  it("without a scenario, or with the custom prompt box ticked but empty: 'Missing Scenario'", async () => {
    const { calls } = renderTab({});
    await choose("Training line", "Training Line 1 (+15125550147)");
    await choose("AI personality", "Skeptical Homeowner");
    await start();
    expect(await screen.findByText("Missing Scenario")).toBeTruthy();
    expect(screen.getByText("Please select a scenario or provide custom prompt")).toBeTruthy();
    await clearToasts();
    await userEvent.click(screen.getByLabelText("Use a custom prompt"));
    await userEvent.type(screen.getByLabelText("Custom prompt"), "   ");
    await start();
    expect(await screen.findByText("Please select a scenario or provide custom prompt")).toBeTruthy();
    expect(created(calls)).toEqual([]);
  });

  it("a refused create: 'Error' / 'Failed to create practice session'", async () => {
    const { calls } = renderTab({
      "POST /api/practice_sessions": () => json({ message: "Unknown scenario", code: "validation_failed" }, 400),
    });
    await choose("Training line", "Training Line 1 (+15125550147)");
    await choose("AI personality", "Skeptical Homeowner");
    await choose("Scenario", "FSBO Homeowner · Real Estate");
    await start();
    expect(await screen.findByText("Failed to create practice session")).toBeTruthy();
    expect(created(calls)).toEqual([
      `POST /api/practice_sessions ${JSON.stringify({ phoneNumberId: "line-1", aiAgentId: "skeptical-homeowner", scenarioId: "s1" })}`,
    ]);
  });

  it("a browser call on the simulator: the voice client on the signed URL, lines said through the simulator's microphone stand-in (never typed into the client), then End Call sends no transcript, shows scoring, and toasts the server's score", async () => {
    grantMicrophone();
    const session = practiceSession({ createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
    // The first poll finds the call still being scored; every later one, scored.
    const scoring = practiceSession({ ...session, status: "completed", aiEvaluationStatus: "processing" });
    const scored = practiceSession({
      ...session,
      status: "completed",
      aiEvaluationStatus: "completed",
      score: 81,
      scores: { tone: 80, pacing: 82, objectionHandling: 79, scriptAdherence: 83, conversionLikelihood: 81 },
    });
    let polls = 0;
    const callStart = browserCallStart();
    const { calls } = renderTab({
      "GET /api/config": () => json({ voiceSimulator: true }),
      "POST /api/practice_sessions": () => json(session, 201),
      "POST /api/practice_sessions/p1/call": () => json(callStart, 201),
      "PUT /api/practice_sessions/p1": () => json({ ...session, status: "active" }),
      "POST /api/practice_sessions/p1/complete": () => json({ ...session, status: "completed" }),
      "GET /api/practice_sessions/p1": () => json(polls++ === 0 ? scoring : scored),
      // The simulator heard the line as spoken: the provider's socket tells the client, and the lead answers.
      "POST /api/dev/simulator/calls/conv_1/say": () => {
        const onMessage = (voice.options as { onMessage(message: { message: string; role: "user" | "agent" }): void })
          .onMessage;
        onMessage({ message: "Hi, this is Sam.", role: "user" });
        onMessage({ message: "Who is this?", role: "agent" });
        return json({ reply: "Who is this?", ended: false });
      },
    });
    await choose("Training line", "Training Line 1 (+15125550147)");
    await choose("AI personality", "Skeptical Homeowner");
    await choose("Scenario", "FSBO Homeowner · Real Estate");
    await start();
    expect(await screen.findByRole("heading", { name: "Call in progress" })).toBeTruthy();
    expect(voice.options).toMatchObject({
      signedUrl: callStart.signedUrl,
      connectionType: "websocket",
      overrides: callStart.overrides,
      workletPaths: expect.any(Object),
    });
    expect(screen.getByText("Hello?")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("What you say"), "Hi, this is Sam.");
    await userEvent.click(screen.getByRole("button", { name: "Say" }));
    expect(await screen.findByText("Who is this?")).toBeTruthy();
    expect(voice.sent).toEqual([]);
    expect(screen.getByText("Hi, this is Sam.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "End Call" }));
    expect(await screen.findByRole("heading", { name: "Scoring your call..." })).toBeTruthy();
    // One toast at a time: "Call Ended" first, then, once it has had its 5 s on screen, the score.
    expect(await screen.findByText("Session has been completed and scored", {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.queryByText("Call scored: 81/100")).toBeNull();
    expect(await screen.findByText("Call scored: 81/100", {}, { timeout: TOAST_DURATION_MS + 2000 })).toBeTruthy();
    expect(screen.getByTestId("result-score").textContent).toBe("81");
    expect(calls).toContain(`POST /api/practice_sessions/p1/call ${JSON.stringify({ via: "browser" })}`);
    expect(calls).toContain(`PUT /api/practice_sessions/p1 ${JSON.stringify({ status: "active" })}`);
    // Ending the call carries nothing about it: the server scores what the provider delivered.
    expect(calls).toContain("POST /api/practice_sessions/p1/complete");
    expect(voice.ended).toBe(1);
    expect(calls.filter((call) => call.includes("/api/dev/simulator"))).toEqual([
      `POST /api/dev/simulator/calls/conv_1/say ${JSON.stringify({ text: "Hi, this is Sam." })}`,
    ]);
  }, 25_000);
  it.each([
    {
      how: "the lead ends it (a normal close)",
      details: { reason: "agent", closeCode: 1000 },
      shown: "The lead hung up. End the call to get your score.",
    },
    {
      how: "the connection drops",
      details: { reason: "error", message: "The connection was closed by the server.", closeCode: 1006 },
      shown: "The call was cut off: the connection to the line dropped. End the call to get your score.",
    },
  ])("when $how, the call says so, and the line box goes", async ({ details, shown }) => {
    grantMicrophone();
    const session = practiceSession({ createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
    const callStart = browserCallStart();
    renderTab({
      "GET /api/config": () => json({ voiceSimulator: true }),
      "POST /api/practice_sessions": () => json(session, 201),
      "POST /api/practice_sessions/p1/call": () => json(callStart, 201),
      "PUT /api/practice_sessions/p1": () => json({ ...session, status: "active" }),
    });
    await choose("Training line", "Training Line 1 (+15125550147)");
    await choose("AI personality", "Skeptical Homeowner");
    await choose("Scenario", "FSBO Homeowner · Real Estate");
    await start();
    expect(await screen.findByLabelText("What you say")).toBeTruthy();
    const onDisconnect = (voice.options as { onDisconnect(details: unknown): void }).onDisconnect;
    act(() => onDisconnect(details));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByLabelText("What you say")).toBeNull();
    expect(screen.getByRole("button", { name: "End Call" })).toBeTruthy();
  });
});
