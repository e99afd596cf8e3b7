import { describe, expect, it } from "vitest";
import { conversationDetails } from "./elevenlabs-payloads";
import { toTranscriptEntries, transcriptArrival } from "./transcript-mapping";

describe("ElevenLabs transcript → our transcript", () => {
  it("makes the provider's agent (the AI lead) our customer and its user (the trainee) our agent", () => {
    expect(
      toTranscriptEntries([
        { role: "agent", message: "Hello, this is Margaret.", time_in_call_secs: 0 },
        { role: "user", message: "Hi Margaret, it's Sam from Northside Realty.", time_in_call_secs: 2.5 },
      ]),
    ).toEqual([
      { speaker: "customer", text: "Hello, this is Margaret.", timestamp: 0 },
      { speaker: "agent", text: "Hi Margaret, it's Sam from Northside Realty.", timestamp: 2.5 },
    ]);
  });

  it("drops turns without words (tool calls) and keeps time order", () => {
    expect(
      toTranscriptEntries([
        { role: "user", message: "Second", time_in_call_secs: 9 },
        { role: "agent", message: null, time_in_call_secs: 5 },
        { role: "agent", message: "   ", time_in_call_secs: 6 },
        { role: "agent", message: " First ", time_in_call_secs: 4 },
      ]),
    ).toEqual([
      { speaker: "customer", text: "First", timestamp: 4 },
      { speaker: "agent", text: "Second", timestamp: 9 },
    ]);
  });

  it("keeps the provider's interrupted flag on a lead line the trainee talked over, and only there", () => {
    expect(
      toTranscriptEntries([
        {
          role: "agent",
          message: "We moved here for the schools, and the thing is my daughter—",
          time_in_call_secs: 3,
          interrupted: true,
        },
        { role: "user", message: "Right, and what price would you need?", time_in_call_secs: 6, interrupted: true },
        { role: "agent", message: "I'm not sure.", time_in_call_secs: 9, interrupted: false },
      ]),
    ).toEqual([
      {
        speaker: "customer",
        text: "We moved here for the schools, and the thing is my daughter—",
        timestamp: 3,
        interrupted: true,
      },
      { speaker: "agent", text: "Right, and what price would you need?", timestamp: 6 },
      { speaker: "customer", text: "I'm not sure.", timestamp: 9 },
    ]);
  });

  it("reads the session id, call SID, duration and override echo from a real-shaped payload", () => {
    const details = conversationDetails.parse({
      agent_id: "agent_1",
      conversation_id: "conv_1",
      status: "done",
      transcript: [{ role: "agent", message: "Hi", time_in_call_secs: 0, tool_calls: [], interrupted: false }],
      metadata: { call_duration_secs: 61, phone_call: { type: "twilio", call_sid: "CA1" }, termination_reason: "x" },
      conversation_initiation_client_data: {
        dynamic_variables: { session_id: "7b0c0d1e-0000-4000-8000-000000000000", system__call_sid: "CA1" },
        conversation_config_override: { agent: { first_message: "Hi" } },
      },
      has_audio: true,
      analysis: { call_successful: "success" },
    });
    expect(transcriptArrival(details)).toEqual({
      providerConversationId: "conv_1",
      callSid: "CA1",
      agentId: "agent_1",
      durationSecs: 61,
      overrideEchoed: true,
      credits: null,
      costUsd: null,
      leadLatencyMs: null,
    });
  });

  it("reads what the call cost and how fast the lead answered, where the provider reports it", () => {
    const details = conversationDetails.parse({
      conversation_id: "conv_2",
      transcript: [
        { role: "agent", message: "Hello?", time_in_call_secs: 0, conversation_turn_metrics: null },
        { role: "user", message: "Hi, it's Sam.", time_in_call_secs: 2, source_medium: "audio" },
        {
          role: "agent",
          message: "Who?",
          time_in_call_secs: 4,
          conversation_turn_metrics: {
            metrics: { convai_llm_service_ttfb: { elapsed_time: 0.6 }, convai_tts_service_ttfb: { elapsed_time: 0.2 } },
          },
        },
        {
          role: "agent",
          message: "Go on.",
          time_in_call_secs: 9,
          conversation_turn_metrics: {
            metrics: {
              convai_llm_service_ttfb: { elapsed_time: 1.0 },
              convai_llm_service_ttf_sentence: { elapsed_time: 1.5 },
            },
          },
        },
      ],
      metadata: { call_duration_secs: 75, cost: 750, cost_fiat: 0.125 },
    });
    // Per timed turn: the stages' time to first byte (0.8 s, then 1.0 s); the time to a sentence is not latency.
    expect(transcriptArrival(details)).toMatchObject({
      durationSecs: 75,
      credits: 750,
      costUsd: 0.125,
      leadLatencyMs: 900,
    });
  });

  it("reads payloads whose cost and timings are missing or of another shape as unknown, never refusing them", () => {
    const details = conversationDetails.parse({
      conversation_id: "conv_3",
      transcript: [
        {
          role: "agent",
          message: "Hello?",
          time_in_call_secs: 0,
          conversation_turn_metrics: { metrics: "n/a" },
          source_medium: 7,
        },
      ],
      metadata: { cost: "free" },
    });
    expect(transcriptArrival(details)).toMatchObject({ credits: null, costUsd: null, leadLatencyMs: null });
  });
});
