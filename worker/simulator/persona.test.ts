import { describe, expect, it } from "vitest";
import { newPersona, objectionsFromPrompt, replyTo, type PersonaState } from "./persona";

const prompt = [
  "You are Margaret Hale, a 67-year-old retired teacher from Tampa, Florida.",
  "",
  "## Personality",
  "Guarded.",
  "",
  "## Common Objections & Pushback",
  '- "I already have an agent in mind."',
  '- "Your commission is too high."',
  "",
  "Stay in character as Margaret.",
].join("\n");

function converse(lines: string[], state: PersonaState = newPersona(prompt)) {
  const replies: string[] = [];
  for (const line of lines) {
    const answer = replyTo(state, line);
    state = answer.state;
    replies.push(answer.reply);
    if (answer.ended) break;
  }
  return { replies, state };
}

describe("the simulator's lead", () => {
  it("reads the objections from the prompt's Common Objections section", () => {
    expect(objectionsFromPrompt(prompt)).toEqual(["I already have an agent in mind.", "Your commission is too high."]);
    expect(objectionsFromPrompt("You are Bob.").length).toBeGreaterThan(0);
  });

  it("pushes back with each objection in turn, then keeps pressing", () => {
    const { replies } = converse(["Hi, I'm Sam from Northside.", "We sell homes fast.", "We are the best.", "Really."]);
    expect(replies.slice(0, 2)).toEqual(["I already have an agent in mind.", "Your commission is too high."]);
    expect(replies[2]).not.toBe(replies[1]);
  });

  it("refuses a meeting before any rapport, agrees to a specific time once there is some", () => {
    const cold = converse(["Can we meet Thursday at 4pm?"]);
    expect(cold.replies[0]).toMatch(/^Whoa, slow down/);
    expect(cold.state.agreed).toBe(false);

    const warm = converse([
      "I understand, that makes sense.",
      "What would make a move worth it for you?",
      "Could we meet on Thursday at 4pm to look at recent sales?",
    ]);
    expect(warm.replies[2]).toBe("Alright, Thursday at 4pm works for me. Send me a confirmation and we'll talk then.");
    expect(warm.state.agreed).toBe(true);
  });

  it("hangs up on goodbye", () => {
    const answer = replyTo(newPersona(prompt), "Thanks for your time, goodbye!");
    expect(answer.ended).toBe(true);
  });
});
