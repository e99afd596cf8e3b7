/** @file Stored corrections and flags as the review and the broker's dashboard show them. */
import type { OpenScoreFlag, ScoreCorrection, ScoreFlag } from "../../domain/coaching/score-corrections";
import { personName } from "../../domain/people";
import { CUSTOM_SCENARIO_TITLE } from "../../domain/practice-sessions";
import type { CorrectionRow, FlagRow, OpenFlagRow } from "./queries/score-reviews";

const iso = (time: string | Date) => new Date(time).toISOString();

export function correctionView(row: CorrectionRow): ScoreCorrection {
  return {
    id: row.id,
    field: row.field,
    from: row.fromScore,
    to: row.toScore,
    reason: row.reason,
    momentTime: row.momentTime,
    authorName: personName(row.author),
    createdAt: iso(row.createdAt),
  };
}

export function flagView(row: FlagRow): ScoreFlag {
  return {
    id: row.id,
    sessionId: row.sessionId,
    time: row.time,
    comment: row.comment,
    status: row.resolvedAt === null ? "open" : "resolved",
    agentName: personName(row.agent),
    createdAt: iso(row.createdAt),
    resolution:
      row.resolvedAt === null
        ? null
        : {
            response: row.response,
            byName: row.resolver ? personName(row.resolver) : "Your broker",
            at: iso(row.resolvedAt),
          },
  };
}

export function openFlagView(row: OpenFlagRow): OpenScoreFlag {
  return { ...flagView(row), callTitle: row.callTitle ?? CUSTOM_SCENARIO_TITLE, callScore: row.callScore };
}
