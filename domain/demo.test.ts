import { describe, expect, it } from "vitest";
import { CUSTOM_INSTRUCTIONS_MAX_LENGTH, startConversationInput } from "./demo";

const scenarioId = "0b5c3f9e-2a41-4d7e-9c1b-7f3a2e6d8c90";

describe("startConversationInput", () => {
  it("needs a scenario id and trims optional custom instructions", () => {
    expect(startConversationInput.parse({ scenarioId, customInstructions: "  Ask about fees.  " })).toEqual({
      scenarioId,
      customInstructions: "Ask about fees.",
    });
    expect(startConversationInput.parse({ scenarioId })).toEqual({ scenarioId });
    expect(startConversationInput.safeParse({}).success).toBe(false);
    expect(startConversationInput.safeParse({ scenarioId: "abc" }).success).toBe(false);
  });

  it(`limits custom instructions to ${CUSTOM_INSTRUCTIONS_MAX_LENGTH} characters`, () => {
    expect(
      startConversationInput.safeParse({ scenarioId, customInstructions: "x".repeat(CUSTOM_INSTRUCTIONS_MAX_LENGTH) })
        .success,
    ).toBe(true);
    const tooLong = startConversationInput.safeParse({
      scenarioId,
      customInstructions: "x".repeat(CUSTOM_INSTRUCTIONS_MAX_LENGTH + 1),
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe(
      `Custom instructions can be at most ${CUSTOM_INSTRUCTIONS_MAX_LENGTH} characters`,
    );
  });
});

describe("startConversationInput callerNumber", () => {
  const scenarioId = "00000000-0000-4000-8000-000000000001";
  it("stores the caller number in E.164 and treats an empty one as not given", () => {
    expect(startConversationInput.parse({ scenarioId, callerNumber: " (512)-555-0147 " }).callerNumber).toBe(
      "+15125550147",
    );
    expect(startConversationInput.parse({ scenarioId, callerNumber: "" }).callerNumber).toBeUndefined();
  });
  it("refuses what is not a phone number", () => {
    expect(startConversationInput.safeParse({ scenarioId, callerNumber: "555-0147" }).success).toBe(false);
    expect(startConversationInput.safeParse({ scenarioId, callerNumber: "9".repeat(40) }).success).toBe(false);
  });
});
