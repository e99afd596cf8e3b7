import {
  clock,
  OBJECTION_LABELS,
  NEXT_STEP_OUTCOME_LABELS,
  OBJECTION_VERDICT_LABELS,
  RED_FLAG_LABELS,
  TIMELINE_LABELS,
  type ReviewViewer,
  type ScoreReason,
  type TimelineMoment,
} from "@domain/call-review";
import type { ScoredBy, TranscriptEntry } from "@domain/analysis";

/** Who said a line, as the viewer knows them: "You" for the caller's own call, the agent's name for their broker. */
export function speakerName(
  speaker: TranscriptEntry["speaker"],
  viewer: ReviewViewer,
  agentName: string | null,
): string {
  if (speaker === "customer") return "Lead";
  return viewer === "broker" ? (agentName ?? "Agent") : "You";
}

/** The moment's headline ("Objection: price") and what became of it. */
export function momentSummary(moment: TimelineMoment): { title: string; detail: string } {
  switch (moment.kind) {
    case "objection":
      return {
        title: `${TIMELINE_LABELS.objection}: ${OBJECTION_LABELS[moment.objections[0] ?? "not_interested"]}`,
        detail: OBJECTION_VERDICT_LABELS[moment.verdict],
      };
    case "question": {
      const built = moment.followUp ? "built on the lead" : "did not build on the lead";
      return {
        title: `${moment.open ? "Open" : "Closed"} question`,
        detail: `${built}; ${moment.followedUp ? "the answer got a follow-up" : "no follow-up on the answer"}`,
      };
    }
    case "monologue":
      return { title: TIMELINE_LABELS.monologue, detail: `${Math.round(moment.seconds)} s without a break` };
    case "filler_cluster":
      return { title: TIMELINE_LABELS.filler_cluster, detail: `${moment.fillers} fillers in one line` };
    case "interruption":
      return { title: TIMELINE_LABELS.interruption, detail: "talked over the lead" };
    case "next_step":
      return { title: TIMELINE_LABELS.next_step, detail: NEXT_STEP_OUTCOME_LABELS[moment.outcome] };
    case "red_flag":
      return { title: TIMELINE_LABELS.red_flag, detail: RED_FLAG_LABELS[moment.flag] };
  }
}

/** "−8" or "+6", a sub-point change with its decimal. */
export function formatPoints(points: number): string {
  const whole = Math.round(points);
  const shown = whole === 0 ? Math.abs(points).toFixed(1) : String(Math.abs(whole));
  return `${points < 0 ? "−" : "+"}${shown}`;
}

/** "at 1:42 the price objection got more pitch", or the reason alone when it has no place. */
export const reasonText = (reason: ScoreReason) =>
  reason.time === null ? reason.text : `at ${clock(reason.time)} ${reason.text}`;

/** The transcript line being spoken at `position`: the last one that started by then. */
export function currentLine(transcript: readonly TranscriptEntry[], position: number): number {
  let current = -1;
  transcript.forEach((line, index) => {
    if (line.timestamp <= position + 0.05) current = index;
  });
  return current;
}

/** Which scorer produced the score, in words: the metrics, the LLM judge and its model, or why the judge fell back. */
export function scoredByText(scoredBy: ScoredBy): string {
  if (scoredBy.scorer === "judge")
    return `Scored by the LLM judge${scoredBy.model ? ` (${scoredBy.model})` : ""}, every verdict proved by a line of the call`;
  if (scoredBy.fallback)
    return `Scored by the transcript metrics: the LLM judge${scoredBy.model ? ` (${scoredBy.model})` : ""} was asked, but ${scoredBy.fallback}`;
  return "Scored by the transcript metrics";
}
