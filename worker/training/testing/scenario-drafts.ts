/** @file Worker-test helpers for team scenarios: a draft the builder would send, and its API. */
import { expect } from "vitest";
import type { ScenarioDraftInput, TeamScenarioDetail } from "../../../domain/team-scenarios";
import { VOICES } from "../../../domain/voices";
import type { User } from "../../../lib/db/schema";
import { apiAs } from "../../testing/team-fixture";

/** A complete draft, unique by name unless one is given. */
export function scenarioDraft(overrides: Partial<ScenarioDraftInput> = {}): ScenarioDraftInput {
  return {
    name: `Landlord with a vacancy ${crypto.randomUUID().slice(0, 8)}`,
    vertical: "real_estate",
    difficulty: "beginner",
    leadName: "Pat Morgan",
    age: 48,
    occupation: "high school teacher",
    place: "Tulsa, Oklahoma",
    situation:
      "You own a duplex across town that has been empty for two months, and the mortgage is eating your savings.",
    environment: "It is Thursday at 4 p.m. You are grading papers at the kitchen table.",
    wants: "To stop losing money on the duplex without paying a big commission.",
    traits: ["Cautious", "Friendly"],
    pushback: "firm",
    objections: ["I already have a property manager in mind.", "Your fees sound like a lot for a small duplex."],
    agreesWhen: "The caller asks about your numbers and offers a fifteen-minute call on a specific day",
    hangsUpWhen: "the caller pushes you to sign anything today",
    firstMessage: "Hello, this is Pat.",
    voiceId: VOICES.rachel.id,
    ...overrides,
  };
}

export async function writeScenario(
  author: User,
  draft: ScenarioDraftInput = scenarioDraft(),
): Promise<TeamScenarioDetail> {
  const response = await apiAs(author, "/api/team/scenarios", { method: "POST", body: draft });
  const body = (await response.json()) as TeamScenarioDetail;
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body;
}

export async function publishScenario(author: User, id: string): Promise<TeamScenarioDetail> {
  const response = await apiAs(author, `/api/team/scenarios/${id}/publish`, { method: "POST", body: {} });
  const body = (await response.json()) as TeamScenarioDetail;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}
