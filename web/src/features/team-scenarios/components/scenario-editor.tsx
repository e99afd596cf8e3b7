import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { paths } from "@domain/app-paths";
import { scenarioDraftInput, scenarioPersona, type TeamScenarioDetail } from "@domain/team-scenarios";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage, HttpError } from "@/lib/api";
import {
  archiveTeamScenario,
  deleteTeamScenario,
  publishTeamScenario,
  restoreTeamScenario,
} from "../api/change-team-scenario";
import { scenarioKeys } from "../api/query-keys";
import { saveTeamScenario } from "../api/save-team-scenario";
import { EMPTY_FORM, fieldErrors, formInput, formOf, sameDraft, type DraftForm } from "../lib/draft-form";
import { PersonaPreview } from "./persona-preview";
import { ScenarioForm } from "./scenario-form";
import { ScenarioStatusBadge } from "./scenario-status-badge";
import { TrialCall } from "./trial-call";

/** Writes, saves, publishes, archives (or restores, or deletes) one team scenario, with its preview and a trial call. */
export function ScenarioEditor({ scenario }: { scenario: TeamScenarioDetail | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(scenario);
  const [form, setForm] = useState<DraftForm>(scenario ? formOf(scenario.draft) : EMPTY_FORM);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof DraftForm, string>>>({});
  const [busy, setBusy] = useState(false);

  const parsed = useMemo(() => scenarioDraftInput.safeParse(formInput(form)), [form]);
  const preview = parsed.success ? scenarioPersona(parsed.data).promptText : null;
  const dirty = !saved || !parsed.success || !sameDraft(parsed.data, saved.draft);
  const archived = saved?.status === "archived";
  const errors = { ...(showErrors && !parsed.success ? fieldErrors(parsed.error.issues) : {}), ...serverErrors };

  async function act<T>(work: () => Promise<T>, fallback: string): Promise<T | null> {
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      void toast({
        title: "Error",
        description: errorMessage(error, fallback, { answerOnly: true }),
        variant: "destructive",
      });
      return null;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: scenarioKeys.all });
    }
  }

  async function save() {
    setShowErrors(true);
    setServerErrors({});
    if (!parsed.success) return;
    setBusy(true);
    try {
      const stored = await saveTeamScenario(formInput(form), saved?.id ?? null);
      setSaved(stored);
      setForm(formOf(stored.draft));
      void toast({
        title: "Scenario saved",
        description:
          stored.status === "published"
            ? "Your team's next calls play the new version."
            : "Try it, then publish it to your team.",
      });
      if (!saved) void navigate(paths.teamScenario(stored.id), { replace: true });
    } catch (error) {
      if (error instanceof HttpError) setServerErrors(fieldErrors(error.issues));
      void toast({
        title: "Error",
        description: errorMessage(error, "Could not save the scenario. Please try again.", { answerOnly: true }),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: scenarioKeys.all });
    }
  }

  async function change(work: (id: string) => Promise<TeamScenarioDetail>, done: string) {
    if (!saved) return;
    const next = await act(() => work(saved.id), "Could not change the scenario. Please try again.");
    if (next) {
      setSaved(next);
      void toast({ title: done });
    }
  }

  async function remove() {
    if (!saved || !window.confirm(`Delete “${saved.name}”? Nobody has practised it yet; this cannot be undone.`))
      return;
    if ((await act(() => deleteTeamScenario(saved.id), "Could not delete the scenario. Please try again.")) === null)
      return;
    void toast({ title: "Scenario deleted" });
    void navigate(paths.scenarioBuilder, { replace: true });
  }

  const trialReady = !saved
    ? { ok: false as const, why: "Save the scenario to try it." }
    : archived
      ? { ok: false as const, why: "Restore the scenario to try it." }
      : dirty
        ? { ok: false as const, why: "Save your changes to try this version." }
        : { ok: true as const };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-bold text-slate-900">{saved ? saved.name : "New scenario"}</h2>
          {saved ? <ScenarioStatusBadge status={saved.status} /> : null}
        </div>
        {saved ? (
          <p className="text-sm text-slate-700">
            {saved.status === "draft" ? "Only you, your broker and the team's trainers see a draft." : null}
            {saved.status === "published"
              ? "Your team practises it: it is in Call Simulation, in assignments and in Practise this moment again."
              : null}
            {archived ? "Archived: hidden from new practice and assignments; calls made on it keep it." : null}
          </p>
        ) : null}
        <ScenarioForm form={form} onChange={setForm} errors={errors} disabled={busy || archived} />
        <div className="flex flex-wrap gap-3">
          {!archived ? (
            <Button onClick={() => void save()} disabled={busy || (Boolean(saved) && !dirty)}>
              {saved ? "Save changes" : "Save draft"}
            </Button>
          ) : null}
          {saved?.status === "draft" ? (
            <Button
              variant="secondary"
              onClick={() => void change(publishTeamScenario, "Published to your team")}
              disabled={busy || dirty}
            >
              Publish to team
            </Button>
          ) : null}
          {saved && !archived ? (
            <Button
              variant="secondary"
              onClick={() => void change(archiveTeamScenario, "Scenario archived")}
              disabled={busy}
            >
              Archive
            </Button>
          ) : null}
          {archived ? (
            <Button onClick={() => void change(restoreTeamScenario, "Scenario restored")} disabled={busy}>
              Restore
            </Button>
          ) : null}
          {saved && !saved.inUse ? (
            <Button variant="ghost" onClick={() => void remove()} disabled={busy}>
              Delete
            </Button>
          ) : null}
        </div>
        {saved?.status === "draft" && dirty ? (
          <p className="text-sm text-slate-700">Save your changes before publishing.</p>
        ) : null}
        {saved?.inUse ? (
          <p className="text-sm text-slate-700">
            Practice sessions or assignments use this scenario, so it can be archived but not deleted.
          </p>
        ) : null}
      </div>
      <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
        <PersonaPreview promptText={saved && !dirty ? saved.promptText : preview} saved={Boolean(saved) && !dirty} />
        <TrialCall scenarioId={saved?.id ?? null} ready={trialReady} />
      </div>
    </div>
  );
}
