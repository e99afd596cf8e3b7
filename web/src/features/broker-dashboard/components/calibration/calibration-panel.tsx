import { useState } from "react";
import type { CalibrationComparison, CalibrationSummary } from "@domain/coaching/calibration";
import { buttonClasses, Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { CALIBRATION_EXPORT_URL, useCalibration } from "../../api/calibration";
import { formatWhen } from "../../lib/format";
import { EmptyText, ErrorText } from "@/components/ui/query-view";
import { StatCard, StatGrid } from "../stat-card";
import { GradeCallForm } from "./grade-call-form";

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

function Agreement({ summary }: { summary: CalibrationSummary }) {
  const { agreement } = summary;
  const enough = agreement.setSize >= 2;
  return (
    <StatGrid>
      <StatCard label="Calls graded" value={agreement.setSize} />
      <StatCard
        label="Rank agreement"
        value={enough ? agreement.spearman.toFixed(2) : "—"}
        hint="1 = the scorer orders the calls as you do"
      />
      <StatCard
        label="Mean difference"
        value={agreement.setSize > 0 ? `${agreement.mae.toFixed(1)} pts` : "—"}
        hint="Between your grade and the scorer's"
      />
      <StatCard
        label="Lead sentiment match"
        value={agreement.setSize > 0 ? `${Math.round(agreement.sentimentAccuracy * 100)}%` : "—"}
      />
    </StatGrid>
  );
}

function Comparison({ item }: { item: CalibrationComparison }) {
  return (
    <li className="py-3 text-sm text-slate-900">
      <p className="font-medium">
        {item.title} · {item.agentName}
      </p>
      <p>
        You: <strong>{item.grade}</strong> · Scorer: <strong>{item.analyserScore}</strong> ({signed(item.difference)}{" "}
        points) · lead {item.expectedSentiment} / scorer {item.analyserSentiment ?? "—"}
      </p>
      <p className="text-slate-700">“{item.reason}”</p>
    </li>
  );
}

/** The scorer measured on the team's own calls: grade a few blind, then see how far it agrees with you. */
export function CalibrationPanel() {
  const calibration = useCalibration();
  const [grading, setGrading] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<CalibrationComparison | null>(null);

  return (
    <Card aria-labelledby="calibration-heading" className="mt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="calibration-heading" className="text-lg font-semibold text-slate-900">
            Scorer calibration
          </h3>
          <p className="text-sm text-slate-700">
            Grade a few of your team’s calls blind, then see how far the scorer agrees with you. Your grades stay with
            your team.
          </p>
        </div>
        <a href={CALIBRATION_EXPORT_URL} download className={buttonClasses("secondary")}>
          Export graded calls
        </a>
      </div>
      {grading ? (
        <div className="mt-4">
          <GradeCallForm
            sessionId={grading}
            onCancel={() => setGrading(null)}
            onGraded={(comparison) => {
              setGrading(null);
              setRevealed(comparison);
            }}
          />
        </div>
      ) : calibration.isPending ? (
        <Skeleton className="mt-4 h-40" />
      ) : calibration.isError ? (
        <ErrorText>Failed to load calibration. Please try again.</ErrorText>
      ) : (
        <div className="mt-4 space-y-6">
          {revealed ? (
            <p
              role="status"
              className="rounded-lg bg-sky-50 p-3 text-sm text-slate-900"
              data-testid="calibration-revealed"
            >
              Your grade {revealed.grade}; the scorer gave {revealed.analyserScore} ({signed(revealed.difference)}{" "}
              points).
            </p>
          ) : null}
          <Agreement summary={calibration.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="calibration-differences">
              <h4 id="calibration-differences" className="font-semibold text-slate-900">
                Where you and the scorer differ most
              </h4>
              {calibration.data.differences.length === 0 ? (
                <EmptyText>Grade a call to compare.</EmptyText>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {calibration.data.differences.map((item) => (
                    <Comparison key={item.id} item={item} />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="calibration-queue">
              <h4 id="calibration-queue" className="font-semibold text-slate-900">
                Calls to grade
              </h4>
              {calibration.data.toGrade.length === 0 ? (
                <EmptyText>No scored calls of your team are waiting for a grade.</EmptyText>
              ) : (
                <ul aria-label="Calls to grade" className="divide-y divide-slate-100">
                  {calibration.data.toGrade.map((item) => (
                    <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                      <span className="text-slate-900">
                        {item.title} · {item.agentName} · {formatWhen(item.createdAt)}
                      </span>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setRevealed(null);
                          setGrading(item.id);
                        }}
                      >
                        Grade blind
                        <span className="sr-only">
                          : {item.agentName}’s call, {formatWhen(item.createdAt)}
                        </span>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      )}
    </Card>
  );
}
