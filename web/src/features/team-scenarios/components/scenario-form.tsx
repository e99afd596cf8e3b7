import { SCENARIO_DIFFICULTIES, TRAINING_VERTICALS } from "@domain/enums";
import { PERSONALITY_TAGS, type PersonalityTag } from "@domain/scenario-profile";
import { OBJECTIONS_MAX, PUSHBACK_LABELS, PUSHBACK_LEVELS, TRAITS_MAX } from "@domain/team-scenarios";
import { VERTICAL_NAMES } from "@domain/verticals";
import { VOICE_LIST } from "@domain/voices";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import type { DraftForm } from "../lib/draft-form";

const VERTICAL_OPTIONS = TRAINING_VERTICALS.map((value) => ({ value, label: VERTICAL_NAMES[value] }));
const DIFFICULTY_OPTIONS = SCENARIO_DIFFICULTIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
const PUSHBACK_OPTIONS = PUSHBACK_LEVELS.map((value) => ({ value, label: PUSHBACK_LABELS[value] }));
const VOICE_OPTIONS = VOICE_LIST.map((voice) => ({ value: voice.id, label: `${voice.name} (${voice.description})` }));

export interface ScenarioFormProps {
  form: DraftForm;
  onChange: (form: DraftForm) => void;
  errors: Partial<Record<keyof DraftForm, string>>;
  disabled: boolean;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** What a trainer writes about the lead; the persona prompt is built from it (by the server when saved). */
export function ScenarioForm({ form, onChange, errors, disabled }: ScenarioFormProps) {
  const set =
    <K extends keyof DraftForm>(key: K) =>
    (value: DraftForm[K]) =>
      onChange({ ...form, [key]: value });
  const text = (key: Exclude<keyof DraftForm, "traits" | "vertical" | "difficulty" | "pushback">) => ({
    name: key,
    value: form[key],
    onValueChange: set(key),
    error: errors[key],
    disabled,
  });
  const toggleTrait = (tag: PersonalityTag, on: boolean) =>
    set("traits")(
      on ? PERSONALITY_TAGS.filter((t) => t === tag || form.traits.includes(t)) : form.traits.filter((t) => t !== tag),
    );

  return (
    <div className="space-y-6">
      <Section title="The scenario">
        <TextField label="Scenario name" required placeholder="Landlord with an empty duplex" {...text("name")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Vertical"
            value={form.vertical}
            options={VERTICAL_OPTIONS}
            onValueChange={set("vertical")}
          />
          <SelectField
            label="Difficulty"
            value={form.difficulty}
            options={DIFFICULTY_OPTIONS}
            onValueChange={set("difficulty")}
          />
        </div>
      </Section>

      <Section title="The lead" hint="Write to the lead as “you”, the way the persona prompt speaks to them.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Lead's name" required placeholder="Pat Morgan" {...text("leadName")} />
          <TextField label="Age" required type="number" placeholder="48" {...text("age")} />
          <TextField
            label="Who they are"
            required
            placeholder="high school teacher"
            description="Read as “a 48-year-old …”."
            {...text("occupation")}
          />
          <TextField label="Where they live" required placeholder="Tulsa, Oklahoma" {...text("place")} />
        </div>
        <TextField
          label="Their situation"
          required
          rows={3}
          placeholder="You own a duplex that has been empty for two months, and the mortgage is eating your savings."
          {...text("situation")}
        />
        <TextField
          label="Where the call finds them"
          required
          rows={2}
          placeholder="It is Thursday at 4 p.m. You are grading papers at the kitchen table."
          {...text("environment")}
        />
        <TextField
          label="What they want"
          required
          rows={2}
          placeholder="to stop losing money on the duplex without paying a big commission"
          description="Read as “You want …”."
          {...text("wants")}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">
            Personality (up to {TRAITS_MAX})<span className="ml-0.5 text-red-700">*</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PERSONALITY_TAGS.map((tag) => {
              const on = form.traits.includes(tag);
              return (
                <label
                  key={tag}
                  className={`inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm ${on ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white text-slate-900"}`}
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-white"
                    checked={on}
                    disabled={disabled}
                    onChange={(event) => toggleTrait(tag, event.target.checked)}
                  />
                  {tag}
                </label>
              );
            })}
          </div>
          {errors.traits ? <p className="mt-1 text-sm text-red-700">{errors.traits}</p> : null}
        </fieldset>
        <TextField
          label="How they talk (optional)"
          rows={2}
          placeholder="You speak warmly but get short when you feel rushed."
          {...text("speakingStyle")}
        />
      </Section>

      <Section title="Objections and the end of the call">
        <TextField
          label="Objections"
          required
          rows={4}
          placeholder={"I already have a property manager in mind.\nYour fees sound like a lot for a small duplex."}
          description={`One per line, as the lead says them (up to ${OBJECTIONS_MAX}). The first is how they are likely to answer your opener.`}
          {...text("objections")}
        />
        <SelectField
          label="How hard they push back"
          value={form.pushback}
          options={PUSHBACK_OPTIONS}
          onValueChange={set("pushback")}
        />
        <TextField
          label="They agree to a next step only if"
          required
          rows={2}
          placeholder="the caller asks about your numbers and offers a fifteen-minute call on a specific day"
          {...text("agreesWhen")}
        />
        <TextField
          label="They hang up if"
          required
          rows={2}
          placeholder="the caller pushes you to sign anything today"
          {...text("hangsUpWhen")}
        />
      </Section>

      <Section title="The voice">
        <TextField
          label="What they say when they pick up"
          required
          placeholder="Hello, this is Pat."
          {...text("firstMessage")}
        />
        <SelectField
          label="Voice"
          value={form.voiceId}
          options={VOICE_OPTIONS}
          onValueChange={set("voiceId")}
          description="Used where no AI personality is chosen; a practice call speaks with its AI personality's voice."
        />
      </Section>
    </div>
  );
}
