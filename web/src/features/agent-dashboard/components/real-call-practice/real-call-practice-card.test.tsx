// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CUSTOM_PROMPT_MAX_CHARS } from "@domain/practice-sessions";
import type { LeadDraft } from "@domain/real-calls/lead-draft";
import { REAL_CALL_PERSONA_REQUIRED } from "@domain/real-calls/real-call";
import { fakeApi, json, renderWithProviders, type FakeRoutes } from "@/testing/fake-api";
import { practiceSession } from "../../testing/practice-sessions";
import { TRAINING_OPTIONS } from "../../testing/training-options";
import { RealCallPracticeCard } from "./real-call-practice-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DRAFT: LeadDraft = {
  profile: {
    name: "Sam Lopez",
    wanted: "We want to move closer to my daughter.",
    objections: ["I already have an agent I trust.", "Honestly the price was the problem."],
    pushback: "firmly",
    mood: "neutral",
    openingLine: "I guess. What is this about?",
  },
  personaPrompt: "You are Sam Lopez from a real sales call.",
};
const SESSION = practiceSession({ scenarioId: null, scenario: null, customPrompt: DRAFT.personaPrompt });

function renderCard<Route extends string>(routes: FakeRoutes<Route>) {
  const onCreated = vi.fn(async () => {});
  const onCancel = vi.fn();
  const api = fakeApi(routes, {
    defaults: {
      "GET /api/real-calls/real-1/lead-draft": () => json(DRAFT),
      "GET /api/agent/training-options": () => json(TRAINING_OPTIONS),
      "GET /api/agent/phone-number": () => json(null),
      "POST /api/practice_sessions": () => json(SESSION, 201),
    },
  });
  renderWithProviders(<RealCallPracticeCard realCallId="real-1" onCreated={onCreated} onCancel={onCancel} />);
  return { ...api, onCreated, onCancel };
}

async function chooseSetup() {
  await userEvent.selectOptions(
    screen.getByLabelText("Training line"),
    await screen.findByRole("option", { name: "Training Line 1 (+15125550147)" }),
  );
  await userEvent.selectOptions(
    screen.getByLabelText("AI personality"),
    await screen.findByRole("option", { name: "Skeptical Homeowner" }),
  );
}

const created = (calls: string[]) => calls.filter((call) => call.startsWith("POST /api/practice_sessions"));

describe("Practise this call again", () => {
  it("shows the real lead as a profile: who, what they wanted, their objections in their words, how hard they pushed, their mood", async () => {
    renderCard({});
    const profile = await screen.findByRole("region", { name: "Lead profile" });
    expect(within(profile).getByText("Sam Lopez")).toBeTruthy();
    expect(within(profile).getByText("“We want to move closer to my daughter.”")).toBeTruthy();
    expect(
      within(within(profile).getByRole("list", { name: "Their objections" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["“I already have an agent I trust.”", "“Honestly the price was the problem.”"]);
    expect(within(profile).getByText("Firmly: two objections before an answer landed")).toBeTruthy();
    expect(within(profile).getByText("Neutral")).toBeTruthy();
  });

  it("starts a practice call against the persona as the agent adjusted it, naming the real call", async () => {
    const { calls, onCreated } = renderCard({});
    const persona = await screen.findByRole("textbox", { name: "Persona prompt" });
    expect((persona as HTMLTextAreaElement).value).toBe(DRAFT.personaPrompt);
    expect(persona.getAttribute("maxlength")).toBe(String(CUSTOM_PROMPT_MAX_CHARS));
    await userEvent.type(persona, " Be warmer.");
    await chooseSetup();
    await userEvent.click(screen.getByRole("button", { name: "Start the practice call" }));
    expect(created(calls)).toEqual([
      `POST /api/practice_sessions ${JSON.stringify({ phoneNumberId: "line-1", aiAgentId: "skeptical-homeowner", customPrompt: `${DRAFT.personaPrompt} Be warmer.`, realCallId: "real-1" })}`,
    ]);
    expect(onCreated).toHaveBeenCalledWith(SESSION, "browser");
  });

  it("gives the drafted persona back after an edit", async () => {
    renderCard({});
    const persona = await screen.findByRole("textbox", { name: "Persona prompt" });
    await userEvent.clear(persona);
    await userEvent.type(persona, "You are someone else.");
    await userEvent.click(screen.getByRole("button", { name: "Back to the drafted persona" }));
    expect((persona as HTMLTextAreaElement).value).toBe(DRAFT.personaPrompt);
  });

  it("sends nothing without a persona, a line or a personality, and says what is missing", async () => {
    const { calls, onCreated } = renderCard({});
    await userEvent.click(await screen.findByRole("button", { name: "Start the practice call" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose a training line and an AI personality.");
    await chooseSetup();
    await userEvent.clear(screen.getByRole("textbox", { name: "Persona prompt" }));
    await userEvent.click(screen.getByRole("button", { name: "Start the practice call" }));
    expect(screen.getByRole("alert").textContent).toBe(REAL_CALL_PERSONA_REQUIRED);
    expect(created(calls)).toEqual([]);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and starts nothing", async () => {
    const { onCreated } = renderCard({
      "POST /api/practice_sessions": () => json({ message: "Real call not found", code: "not_found" }, 404),
    });
    await screen.findByRole("textbox", { name: "Persona prompt" });
    await chooseSetup();
    await userEvent.click(screen.getByRole("button", { name: "Start the practice call" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Real call not found");
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("says so when the real call is gone (deleted), and offers another call", async () => {
    const { onCancel } = renderCard({
      "GET /api/real-calls/real-1/lead-draft": () => json({ message: "Real call not found", code: "not_found" }, 404),
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "That real call could not be found: it may have been deleted. Set up a new call instead.",
    );
    expect(screen.queryByRole("textbox", { name: "Persona prompt" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Set up another call instead" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
