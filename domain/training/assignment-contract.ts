/** @file What a broker sends to create or change an assignment (validated by the Worker, used by the form). */
import { z } from "zod";
import { TRAINING_VERTICALS } from "../enums";
import { CUSTOM_PROMPT_MAX_CHARS } from "../practice-sessions";

export const ASSIGNMENT_TITLE_MAX_CHARS = 120;
export const ATTEMPT_LIMIT_MAX = 20;
export const ASSIGNMENT_AGENTS_MAX = 500;

const title = z.string().trim().min(1, "Give the assignment a title").max(ASSIGNMENT_TITLE_MAX_CHARS);
const dueAt = z.iso.datetime({ offset: true, message: "A date and time, e.g. 2026-12-01T17:00:00Z" });
const minScore = z.number().int().min(0).max(100);
const attemptLimit = z.number().int().min(1).max(ATTEMPT_LIMIT_MAX).nullable();

export const createAssignmentInput = z
  .strictObject({
    title,
    scenarioId: z.guid("Invalid scenario id").nullish(),
    customPrompt: z.string().trim().max(CUSTOM_PROMPT_MAX_CHARS).nullish(),
    /** Required with a custom prompt; a scenario brings its own. */
    vertical: z.enum(TRAINING_VERTICALS).nullish(),
    wholeTeam: z.boolean(),
    agentIds: z.array(z.guid("Invalid agent id")).max(ASSIGNMENT_AGENTS_MAX).default([]),
    dueAt,
    /** Defaults to the team's minimum passing score. */
    minScore: minScore.optional(),
    attemptLimit: attemptLimit.optional(),
  })
  .refine((input) => Boolean(input.scenarioId) !== Boolean(input.customPrompt), {
    message: "Choose a scenario or write a custom prompt (one of them)",
    path: ["scenarioId"],
  })
  .refine((input) => !input.customPrompt || Boolean(input.vertical), {
    message: "A custom prompt needs a vertical",
    path: ["vertical"],
  })
  .refine((input) => input.wholeTeam !== input.agentIds.length > 0, {
    message: "Assign to the whole team or to chosen agents (one of them)",
    path: ["agentIds"],
  });
export type CreateAssignmentInput = z.input<typeof createAssignmentInput>;

export const updateAssignmentInput = z
  .strictObject({
    title: title.optional(),
    dueAt: dueAt.optional(),
    minScore: minScore.optional(),
    attemptLimit: attemptLimit.optional(),
  })
  .refine((input) => Object.keys(input).length > 0, { message: "Nothing to change", path: ["title"] });
export type UpdateAssignmentInput = z.input<typeof updateAssignmentInput>;
