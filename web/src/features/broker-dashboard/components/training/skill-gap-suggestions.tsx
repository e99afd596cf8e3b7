import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { SCORE_CATEGORY_SENTENCE_LABELS } from "@domain/analysis";
import type { SkillGapSuggestion } from "@domain/training/views";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorText, QueryView } from "@/components/ui/query-view";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { createAssignment, trainingKeys, useSkillGaps } from "@/features/training";
import { defaultDue } from "./assignment-draft";

/** Per agent, the weakest skill of their last 10 calls and a scenario that trains it; one click assigns it. */
export function SkillGapSuggestions() {
  const query = useSkillGaps();
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState<string | null>(null);

  async function assign(suggestion: SkillGapSuggestion) {
    if (!suggestion.scenario) return;
    setAssigning(suggestion.agent.id);
    try {
      await createAssignment({
        title: `${SCORE_CATEGORY_SENTENCE_LABELS[suggestion.skill]}: ${suggestion.scenario.title}`,
        scenarioId: suggestion.scenario.id,
        wholeTeam: false,
        agentIds: [suggestion.agent.id],
        dueAt: new Date(defaultDue()).toISOString(),
      });
      void toast({
        title: "Assignment created",
        description: `${suggestion.agent.name} will practise ${suggestion.scenario.title}.`,
      });
      await queryClient.invalidateQueries({ queryKey: trainingKeys.broker() });
    } catch {
      void toast({
        title: "Error",
        description: "Could not create the assignment. Please try again.",
        variant: "destructive",
      });
    } finally {
      setAssigning(null);
    }
  }

  return (
    <Card aria-labelledby="skill-gaps-heading">
      <h3 id="skill-gaps-heading" className="text-lg font-semibold text-slate-900">
        Skill-gap suggestions
      </h3>
      <QueryView
        query={query}
        loading={<Skeleton className="mt-4 h-16" />}
        failed={<ErrorText inline>Failed to load suggestions. Please try again.</ErrorText>}
        isEmpty={(data) => data.length === 0}
        empty={<p className="mt-3 text-sm text-slate-700">Suggestions appear once your agents have scored calls.</p>}
      >
        {(data) => (
          <ul aria-label="Suggestions" className="mt-4 divide-y divide-slate-200">
            {data.map((suggestion) => (
              <li key={suggestion.agent.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <p className="text-sm text-slate-800">
                  <span className="font-semibold text-slate-900">{suggestion.agent.name}</span>: weakest at{" "}
                  {SCORE_CATEGORY_SENTENCE_LABELS[suggestion.skill].toLowerCase()} ({suggestion.average} over{" "}
                  {suggestion.calls} calls)
                  {suggestion.scenario ? ` — practise “${suggestion.scenario.title}”` : ""}
                </p>
                {suggestion.scenario ? (
                  <Button
                    variant="secondary"
                    disabled={assigning !== null}
                    onClick={() => void assign(suggestion)}
                    aria-label={`Assign ${suggestion.scenario.title} to ${suggestion.agent.name}`}
                  >
                    Assign
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
