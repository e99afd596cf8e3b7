import type { ScenarioDifficulty, TrainingVertical } from "@domain/enums";
import type { PersonalityTag } from "@domain/scenario-profile";
import type { PushbackLevel, ScenarioDraft, ScenarioDraftInput } from "@domain/team-scenarios";
import { VOICES } from "@domain/voices";

/** The builder's fields as typed: text as it stands, the objections one per line. */
export interface DraftForm {
  name: string;
  vertical: TrainingVertical;
  difficulty: ScenarioDifficulty;
  leadName: string;
  age: string;
  occupation: string;
  place: string;
  situation: string;
  environment: string;
  wants: string;
  traits: PersonalityTag[];
  speakingStyle: string;
  pushback: PushbackLevel;
  objections: string;
  agreesWhen: string;
  hangsUpWhen: string;
  firstMessage: string;
  voiceId: string;
}

export const EMPTY_FORM: DraftForm = {
  name: "",
  vertical: "real_estate",
  difficulty: "beginner",
  leadName: "",
  age: "",
  occupation: "",
  place: "",
  situation: "",
  environment: "",
  wants: "",
  traits: [],
  speakingStyle: "",
  pushback: "firm",
  objections: "",
  agreesWhen: "",
  hangsUpWhen: "",
  firstMessage: "Hello?",
  voiceId: VOICES.rachel.id,
};

export const objectionLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** What the builder sends: the server validates it again and builds the persona from it. */
export function formInput(form: DraftForm): ScenarioDraftInput {
  const { age, objections, speakingStyle, ...rest } = form;
  return {
    ...rest,
    // Not a whole number: NaN, which the contract refuses with its message (the server too: it arrives as null).
    age: /^\d+$/.test(age.trim()) ? Number(age.trim()) : Number.NaN,
    objections: objectionLines(objections),
    ...(speakingStyle.trim() ? { speakingStyle } : {}),
    voiceId: form.voiceId as ScenarioDraftInput["voiceId"],
  };
}

export function formOf(draft: ScenarioDraft): DraftForm {
  return {
    ...draft,
    age: String(draft.age),
    speakingStyle: draft.speakingStyle ?? "",
    objections: draft.objections.join("\n"),
  };
}

/** One message per field (the first), from zod's issues or the server's: "objections.1" is the objections field. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: string | ReadonlyArray<PropertyKey>; message: string }>,
): Partial<Record<keyof DraftForm, string>> {
  const errors: Partial<Record<keyof DraftForm, string>> = {};
  for (const issue of issues) {
    const path = typeof issue.path === "string" ? issue.path : issue.path.map(String).join(".");
    const field = path.split(".")[0] as keyof DraftForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Whether two drafts say the same (the stored one comes back from the database with its keys in another order). */
export function sameDraft(a: ScenarioDraft, b: ScenarioDraft): boolean {
  const left = formOf(a);
  const right = formOf(b);
  return (Object.keys(EMPTY_FORM) as (keyof DraftForm)[]).every(
    (key) => JSON.stringify(left[key]) === JSON.stringify(right[key]),
  );
}
