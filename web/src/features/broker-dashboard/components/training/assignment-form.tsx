import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { verticalLabel } from "@domain/verticals";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { HttpError } from "@/lib/api";
import { useTeamAgents } from "../../api/get-team-agents";
import { agentName } from "../../lib/people";
import { createAssignment, trainingKeys, useAssignableScenarios } from "@/features/training";
import { CUSTOM, draftToInput, emptyDraft, VERTICAL_CHOICES, type AssignmentDraft } from "./assignment-draft";

function problemsOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof HttpError))
    return { message: "Could not create the assignment. Please try again.", fields: {} };
  try {
    const body = JSON.parse(error.body) as { message: string; issues?: { path: string; message: string }[] };
    return {
      message: body.message,
      fields: Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.message])),
    };
  } catch {
    return { message: error.message, fields: {} };
  }
}

/** The broker's form: a scenario or custom prompt, for the whole team or chosen agents, with a due date, pass mark and attempt limit. */
export function AssignmentForm() {
  const [draft, setDraft] = useState<AssignmentDraft>(emptyDraft);
  const [errors, setErrors] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [saving, setSaving] = useState(false);
  const scenarios = useAssignableScenarios();
  const agents = useTeamAgents();
  const queryClient = useQueryClient();
  const update = (changes: Partial<AssignmentDraft>) => setDraft((current) => ({ ...current, ...changes }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await createAssignment(draftToInput(draft));
      setErrors(null);
      setDraft(emptyDraft());
      void toast({ title: "Assignment created", description: `“${draft.title}” is on your team's dashboards.` });
      await queryClient.invalidateQueries({ queryKey: trainingKeys.broker() });
    } catch (error) {
      setErrors(problemsOf(error));
    } finally {
      setSaving(false);
    }
  }

  const scenarioOptions = [
    { value: "", label: scenarios.isPending ? "Loading scenarios..." : "Choose a scenario" },
    ...(scenarios.data ?? []).map((scenario) => ({
      value: scenario.id,
      label: `${scenario.title} · ${verticalLabel(scenario.category)}${scenario.source === "team" ? " · Your team" : ""}`,
    })),
    { value: CUSTOM, label: "Custom prompt" },
  ];
  const field = (path: string) => errors?.fields[path];

  return (
    <Card aria-labelledby="assignment-form-heading">
      <h3 id="assignment-form-heading" className="text-lg font-semibold text-slate-900">
        New assignment
      </h3>
      <form className="mt-4 grid gap-4 md:grid-cols-2" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Title"
          name="title"
          required
          value={draft.title}
          onValueChange={(title) => update({ title })}
          error={field("title")}
          className="md:col-span-2"
        />
        <SelectField
          label="Scenario"
          value={draft.scenario}
          options={scenarioOptions}
          onValueChange={(scenario) => update({ scenario })}
          description={field("scenarioId")}
        />
        <TextField
          label="Due"
          name="due"
          type="datetime-local"
          required
          value={draft.due}
          onValueChange={(due) => update({ due })}
          error={field("dueAt")}
        />
        {draft.scenario === CUSTOM ? (
          <>
            <TextField
              label="Custom prompt"
              name="customPrompt"
              rows={4}
              required
              value={draft.customPrompt}
              onValueChange={(customPrompt) => update({ customPrompt })}
              error={field("customPrompt")}
              className="md:col-span-2"
            />
            <SelectField
              label="Vertical"
              value={draft.vertical}
              options={VERTICAL_CHOICES.map((value) => ({ value, label: verticalLabel(value) }))}
              onValueChange={(vertical) => update({ vertical })}
            />
          </>
        ) : null}
        <TextField
          label="Minimum score"
          name="minScore"
          type="number"
          value={draft.minScore}
          onValueChange={(minScore) => update({ minScore })}
          error={field("minScore")}
          description="Empty: the team's minimum passing score."
        />
        <TextField
          label="Attempt limit"
          name="attemptLimit"
          type="number"
          value={draft.attemptLimit}
          onValueChange={(attemptLimit) => update({ attemptLimit })}
          error={field("attemptLimit")}
          description="Empty: unlimited attempts."
        />
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-medium text-slate-900">Assign to</legend>
          <CheckboxField
            className="mt-2"
            label="The whole team"
            checked={draft.wholeTeam}
            onCheckedChange={(wholeTeam) => update({ wholeTeam })}
          />
          {!draft.wholeTeam ? (
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {(agents.data ?? []).map(({ agent }) => (
                <CheckboxField
                  key={agent.id}
                  label={agentName(agent)}
                  checked={draft.agentIds.includes(agent.id)}
                  onCheckedChange={(checked) =>
                    update({
                      agentIds: checked
                        ? [...draft.agentIds, agent.id]
                        : draft.agentIds.filter((id) => id !== agent.id),
                    })
                  }
                />
              ))}
              {field("agentIds") ? <p className="text-sm text-red-700">{field("agentIds")}</p> : null}
            </div>
          ) : null}
        </fieldset>
        {errors ? (
          <p role="alert" className="text-sm font-medium text-red-700 md:col-span-2">
            {errors.message}
          </p>
        ) : null}
        <div className="md:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Assigning..." : "Assign"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
