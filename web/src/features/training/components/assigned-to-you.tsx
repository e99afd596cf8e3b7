import type { PracticeChannel } from "@domain/practice-calls";
import type { AgentAssignments } from "@domain/training/views";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorText, QueryView } from "@/components/ui/query-view";
import { Skeleton } from "@/components/ui/skeleton";
import { useAgentAssignments } from "../api";
import { CertificateBadges } from "./certificate-badges";
import { formatDue } from "./format";
import { AssignmentStatusBadge } from "./status-badge";

export type AgentAssignment = AgentAssignments["assignments"][number];

const canAttempt = (assignment: AgentAssignment) =>
  assignment.status !== "failed" &&
  (assignment.attemptLimit === null || assignment.attemptsUsed < assignment.attemptLimit);

/**
 * What the broker asks of the agent, by due date; each starts a practice call set up for it in one click, in the
 * browser or by phone (from the agent's verified number, for an agent without a working microphone).
 */
export function AssignedToYou({
  onStart,
  busy,
}: {
  onStart: (assignment: AgentAssignment, via: PracticeChannel) => void;
  busy: boolean;
}) {
  const query = useAgentAssignments();
  return (
    <Card aria-labelledby="assigned-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="assigned-heading" className="text-lg font-bold text-slate-900">
          Assigned to you
        </h2>
        {query.data ? <CertificateBadges certificates={query.data.certificates} /> : null}
      </div>
      <QueryView
        query={query}
        loading={<Skeleton className="mt-4 h-16" />}
        failed={<ErrorText inline>Failed to load your assignments. Please try again.</ErrorText>}
        isEmpty={(data) => data.assignments.length === 0}
        empty={<p className="mt-3 text-sm text-slate-700">Nothing is assigned to you right now.</p>}
      >
        {(data) => (
          <ul aria-label="Assignments" className="mt-4 divide-y divide-slate-200">
            {data.assignments.map((assignment) => (
              <li key={assignment.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {assignment.title} <AssignmentStatusBadge status={assignment.status} />
                  </p>
                  <p className="text-sm text-slate-700">
                    {assignment.scenario?.title ?? "Custom scenario"} · due {formatDue(assignment.dueAt)} · pass at{" "}
                    {assignment.minScore}
                    {assignment.bestScore !== null ? ` · best ${assignment.bestScore}` : ""}
                    {assignment.attemptLimit !== null
                      ? ` · attempts ${assignment.attemptsUsed}/${assignment.attemptLimit}`
                      : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant={assignment.status === "passed" ? "secondary" : "primary"}
                    disabled={busy || !canAttempt(assignment)}
                    onClick={() => onStart(assignment, "browser")}
                    aria-label={`Start practice call: ${assignment.title}`}
                  >
                    Start practice call
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy || !canAttempt(assignment)}
                    onClick={() => onStart(assignment, "phone")}
                    aria-label={`Call by phone: ${assignment.title}`}
                  >
                    By phone
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
