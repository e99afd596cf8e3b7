import type { TranscriptEntry } from "../../domain/analysis";
import type { AnalysisResult } from "../../domain/analysis-result";
import { callSeconds } from "./mirror";
import type { ReviewDocuments } from "./protocol";
import type { ConversationStore } from "./storage";

/** The call as its review shows it: what it was, how long it ran, where its recording is, what was said and found. */
export function reviewDocuments(store: ConversationStore): ReviewDocuments | null {
  const state = store.read();
  if (!state) return null;
  return {
    kind: state.kind,
    scenarioName: state.persona?.scenarioName ?? null,
    startedAt: state.startedAt,
    durationSeconds: state.endedAt === null ? null : callSeconds(state),
    processing: state.processing.status,
    audio: { status: state.audio.status, key: state.audio.key },
    transcript: store.readDocument<TranscriptEntry[]>("transcript"),
    analysis: store.readDocument<AnalysisResult>("analysis"),
  };
}
