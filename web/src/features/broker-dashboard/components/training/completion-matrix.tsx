import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { CompletionMatrix as Matrix } from "@domain/training/views";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorText, QueryView } from "@/components/ui/query-view";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { countOf } from "@/lib/count";
import {
  AssignmentStatusBadge,
  cancelAssignment,
  CertificateBadges,
  formatDue,
  MATRIX_CSV_URL,
  trainingKeys,
  useCompletionMatrix,
} from "@/features/training";

type Cell = Matrix["cells"][number];

/** Agents × assignments: each cell the agent's status and best score; "—" where the assignment is not for them. */
export function CompletionMatrix() {
  const query = useCompletionMatrix();
  const [overdueOnly, setOverdueOnly] = useState(false);
  const queryClient = useQueryClient();

  async function cancel(id: string, title: string) {
    if (!window.confirm(`Cancel “${title}”? Its attempts stay in the history.`)) return;
    try {
      await cancelAssignment(id);
      await queryClient.invalidateQueries({ queryKey: trainingKeys.broker() });
    } catch {
      void toast({
        title: "Error",
        description: "Could not cancel the assignment. Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <Card aria-labelledby="matrix-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="matrix-heading" className="text-lg font-semibold text-slate-900">
          Completion matrix
        </h3>
        <div className="flex flex-wrap items-center gap-4">
          <CheckboxField label="Overdue only" checked={overdueOnly} onCheckedChange={setOverdueOnly} />
          <a className={buttonClasses("secondary")} href={MATRIX_CSV_URL} download>
            Export CSV
          </a>
        </div>
      </div>
      <QueryView
        query={query}
        loading={<Skeleton className="mt-4 h-32" />}
        failed={<ErrorText inline>Failed to load the completion matrix. Please try again.</ErrorText>}
        isEmpty={(data) => data.assignments.length === 0}
        empty={<p className="mt-3 text-sm text-slate-700">No assignments yet. Create one above.</p>}
      >
        {(data) => (
          <MatrixTable matrix={data} overdueOnly={overdueOnly} onCancel={(id, title) => void cancel(id, title)} />
        )}
      </QueryView>
    </Card>
  );
}

function MatrixTable({
  matrix,
  overdueOnly,
  onCancel,
}: {
  matrix: Matrix;
  overdueOnly: boolean;
  onCancel: (id: string, title: string) => void;
}) {
  const cells = new Map<string, Cell>(matrix.cells.map((cell) => [`${cell.assignmentId}|${cell.agentId}`, cell]));
  const overdue = (cell: Cell | undefined) => cell?.status === "overdue";
  const assignments = matrix.assignments.filter(
    (assignment) => !overdueOnly || matrix.agents.some((agent) => overdue(cells.get(`${assignment.id}|${agent.id}`))),
  );
  const agents = matrix.agents.filter(
    (agent) => !overdueOnly || assignments.some((assignment) => overdue(cells.get(`${assignment.id}|${agent.id}`))),
  );
  if (assignments.length === 0) return <p className="mt-3 text-sm text-slate-700">Nothing is overdue.</p>;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Assignment status per agent</caption>
        <thead>
          <tr>
            <th scope="col" className="p-2 font-semibold text-slate-900">
              Agent
            </th>
            {assignments.map((assignment) => (
              <th key={assignment.id} scope="col" className="p-2 align-bottom font-semibold text-slate-900">
                <span className="block">{assignment.title}</span>
                <span className="block text-xs font-normal text-slate-700">
                  due {formatDue(assignment.dueAt)} · pass at {assignment.minScore}
                  {assignment.cancelledAt ? " · cancelled" : ""}
                </span>
                {!assignment.cancelledAt ? (
                  <Button
                    variant="ghost"
                    className="mt-1 min-h-8 px-2 py-1 text-xs"
                    onClick={() => onCancel(assignment.id, assignment.title)}
                    aria-label={`Cancel ${assignment.title}`}
                  >
                    Cancel
                  </Button>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {agents.map((agent) => (
            <tr key={agent.id}>
              <th scope="row" className="p-2 font-medium text-slate-900">
                {agent.name}
                <CertificateBadges certificates={agent.certificates} />
              </th>
              {assignments.map((assignment) => {
                const cell = cells.get(`${assignment.id}|${agent.id}`);
                return (
                  <td key={assignment.id} className="p-2" data-testid={`cell-${assignment.id}-${agent.id}`}>
                    {cell && (!overdueOnly || overdue(cell)) ? (
                      <>
                        <AssignmentStatusBadge status={cell.status} />
                        <span className="ml-2 text-slate-700">
                          {cell.bestScore ?? "—"} · {countOf(cell.attemptsUsed, "attempt")}
                        </span>
                      </>
                    ) : (
                      <span className="text-slate-500">—</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
