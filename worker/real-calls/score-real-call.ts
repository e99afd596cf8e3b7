/**
 * @file A real call's transcript scored and stored: redacted as chosen, analysed by the same analyser and judge as
 * a practice call (lib/analysis), written as a practice_sessions row of source `real_call` in the agent's team.
 */
import { sql } from "drizzle-orm";
import type { AnalysisResult } from "../../domain/analysis-result";
import type { Vertical } from "../../domain/enums";
import type { RealCallDetails } from "../../domain/real-calls/real-call";
import { redactTranscript } from "../../domain/real-calls/redaction";
import { speakersOf, toTranscriptEntries, type SpokenTurn } from "../../domain/real-calls/transcript-formats";
import type { Database } from "../../lib/db/client";
import { practiceSessions } from "../../lib/db/schema";
import { analysisColumns } from "../../lib/db/analysis-columns";
import { analyseCallTranscript, type AnalysisSettings } from "../../lib/analysis/analyse-call-transcript";
import { judgeGuidance } from "../../lib/analysis/judge/guidance";

/** Seconds a turn of this many words takes at 150 words a minute (a transcript's last turn has no end time). */
const spokenSeconds = (text: string) => Math.max(1, Math.round(text.split(/\s+/).length / 2.5));

export interface RealCallUpload {
  id: string;
  agent: { id: string; brokerId: string | null };
  vertical: Vertical;
  turns: SpokenTurn[];
  details: Omit<RealCallDetails, "speakers" | "redacted">;
  /** Seconds, when the recording says; else from the transcript. */
  durationSeconds?: number;
}

/** `onStep`: told as each step starts, for the uploader's progress. */
export async function scoreRealCall(
  db: Database,
  env: AnalysisSettings,
  upload: RealCallUpload,
  onStep: (step: "redacting" | "scoring") => void = () => {},
): Promise<{ id: string; analysis: AnalysisResult }> {
  onStep("redacting");
  const { entries, counts } = redactTranscript(
    toTranscriptEntries(upload.turns, upload.details.repSpeaker),
    upload.details.redaction,
  );
  onStep("scoring");
  const analysis = await analyseCallTranscript({
    env,
    transcript: entries,
    vertical: upload.vertical,
    instructions: (vertical) => judgeGuidance(db, vertical),
  });
  const last = upload.turns.at(-1)!;
  const details: RealCallDetails = { ...upload.details, speakers: speakersOf(upload.turns), redacted: counts };
  await db.insert(practiceSessions).values({
    id: upload.id,
    agentId: upload.agent.id,
    teamId: upload.agent.brokerId,
    vertical: upload.vertical,
    source: "real_call",
    realCall: details,
    status: "completed",
    transcript: entries,
    transcriptText: entries.map((entry) => `${entry.speaker}: ${entry.text}`).join("\n"),
    duration: upload.durationSeconds ?? Math.round(last.timestamp + spokenSeconds(last.text)),
    // A new row has no correction: the score everything reads is the analyser's.
    score: analysis.overallScore,
    scores: analysis.scores,
    analysedScore: analysis.overallScore,
    analysedScores: analysis.scores,
    ...analysisColumns(analysis),
    aiEvaluationStatus: "completed",
    aiEvaluatedAt: sql`now()`,
  });
  return { id: upload.id, analysis };
}
