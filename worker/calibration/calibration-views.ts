/**
 * @file The calibration view and export from the stored grades. Agreement is measured by the bench's own function
 * (`lib/analysis/agreement.ts`), so a team's figures and the project's graded calls mean the same thing.
 */
import {
  CALIBRATION_DIFFERENCES_SHOWN,
  DEFAULT_CALIBRATION_CLASS,
  type CalibrationComparison,
  type CalibrationQueueItem,
  type CalibrationSummary,
  type GradedCallFile,
} from "../../domain/coaching/calibration";
import { TRAINING_VERTICALS, type TrainingVertical } from "../../domain/enums";
import { personName } from "../../domain/people";
import { CUSTOM_SCENARIO_TITLE } from "../../domain/practice-sessions";
import { measureAgreement } from "../../lib/analysis/agreement";
import type { ExportRow, GradedRow, QueueRow } from "./queries/calibration";
import { toProviderTranscript } from "../../lib/voice/transcript-mapping";

const iso = (time: string) => new Date(time).toISOString();

export function comparisonView(row: GradedRow): CalibrationComparison {
  return {
    id: row.id,
    title: row.title ?? CUSTOM_SCENARIO_TITLE,
    agentName: personName(row.agent),
    gradedAt: iso(row.gradedAt),
    grade: row.grade,
    expectedSentiment: row.expectedSentiment,
    reason: row.reason,
    analyserScore: row.analyserScore,
    analyserSentiment: row.analyserSentiment,
    difference: row.analyserScore - row.grade,
  };
}

export function queueItemView(row: QueueRow): CalibrationQueueItem {
  return {
    id: row.id,
    title: row.title ?? CUSTOM_SCENARIO_TITLE,
    agentName: personName(row.agent),
    createdAt: iso(row.createdAt),
    durationSeconds: row.durationSeconds,
  };
}

export function calibrationSummary(rows: { graded: GradedRow[]; queue: QueueRow[] }): CalibrationSummary {
  const graded = rows.graded.map(comparisonView);
  const agreement = measureAgreement(
    rows.graded.map((row) => ({
      grade: row.grade,
      expectedSentiment: row.expectedSentiment,
      result: { overallScore: row.analyserScore, leadSentiment: row.analyserSentiment },
    })),
  );
  const differences = [...graded]
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || b.gradedAt.localeCompare(a.gradedAt))
    .slice(0, CALIBRATION_DIFFERENCES_SHOWN);
  return { agreement, graded, differences, toGrade: rows.queue.map(queueItemView) };
}

/** A session's vertical as the graded-call format names it (a multi-vertical session is filed as real estate, the default vertical). */
const fileVertical = (vertical: string): TrainingVertical =>
  (TRAINING_VERTICALS as readonly string[]).includes(vertical) ? (vertical as TrainingVertical) : "real_estate";

/** One graded call as `npm run calibrate` reads it. */
export function gradedCallFile(row: ExportRow): GradedCallFile {
  return {
    id: `team-call-${row.id}`,
    vertical: fileVertical(row.vertical),
    classes: row.classes.length > 0 ? row.classes : [DEFAULT_CALIBRATION_CLASS],
    grade: row.grade,
    expectedSentiment: row.expectedSentiment,
    reason: row.reason,
    criteria: row.criteria,
    transcript: toProviderTranscript(row.transcript),
  };
}
