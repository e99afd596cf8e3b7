import { TRAINING_VERTICALS, type TrainingVertical } from "@domain/enums";
import type { CreateAssignmentInput } from "@domain/training/assignment-contract";

/** What the assignment form holds: text as typed, turned into the API's input on submit. */
export interface AssignmentDraft {
  title: string;
  /** A scenario id, or CUSTOM for a custom prompt. */
  scenario: string;
  customPrompt: string;
  vertical: TrainingVertical;
  wholeTeam: boolean;
  agentIds: string[];
  /** A datetime-local value (the broker's local time). */
  due: string;
  minScore: string;
  attemptLimit: string;
}

export const CUSTOM = "custom";
export const VERTICAL_CHOICES = TRAINING_VERTICALS;

/** A week from now at 17:00 local time, as a datetime-local value. */
export function defaultDue(now = new Date()): string {
  const due = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7, 17, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T${pad(due.getHours())}:${pad(due.getMinutes())}`;
}

export const emptyDraft = (): AssignmentDraft => ({
  title: "",
  scenario: "",
  customPrompt: "",
  vertical: "real_estate",
  wholeTeam: true,
  agentIds: [],
  due: defaultDue(),
  minScore: "",
  attemptLimit: "",
});

const optionalNumber = (text: string) => (text.trim() === "" ? undefined : Number(text));

export function draftToInput(draft: AssignmentDraft): CreateAssignmentInput {
  const custom = draft.scenario === CUSTOM;
  const due = new Date(draft.due);
  return {
    title: draft.title,
    scenarioId: custom || !draft.scenario ? null : draft.scenario,
    customPrompt: custom ? draft.customPrompt : null,
    vertical: custom ? draft.vertical : null,
    wholeTeam: draft.wholeTeam,
    agentIds: draft.wholeTeam ? [] : draft.agentIds,
    dueAt: Number.isNaN(due.getTime()) ? draft.due : due.toISOString(),
    minScore: optionalNumber(draft.minScore),
    attemptLimit: optionalNumber(draft.attemptLimit) ?? null,
  };
}
