/** @file The lead drafted from a stored real call, as "Practise this call again" and its moments' retries play it. */
import { CUSTOM_PROMPT_MAX_CHARS } from "../../domain/practice-sessions";
import { draftLead, type LeadDraft } from "../../domain/real-calls/lead-draft";
import type { PracticeSession } from "../../lib/db/schema";

export type RealCallRow = Pick<PracticeSession, "transcript" | "review" | "leadSentiment" | "realCall">;

/** The drafted lead of a real call with a transcript (null without one); its persona prompt fits a custom prompt. */
export function realCallLead(call: RealCallRow): LeadDraft | null {
  if (!call.transcript || !call.realCall) return null;
  const leadSpeaker = call.realCall.speakers.find((speaker) => speaker !== call.realCall!.repSpeaker) ?? null;
  const draft = draftLead({
    transcript: call.transcript,
    review: call.review,
    leadSentiment: call.leadSentiment,
    leadSpeaker,
  });
  return { ...draft, personaPrompt: draft.personaPrompt.slice(0, CUSTOM_PROMPT_MAX_CHARS) };
}
