import { Link } from "react-router";
import type { RealCallComparison as Comparison } from "@domain/call-review";
import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS } from "@domain/analysis";
import { paths } from "@domain/app-paths";

const shown = (score: number | null | undefined) => (score === null || score === undefined ? "–" : String(score));
const uploaded = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

/** A practice call against a real call's lead: which real call, and its score beside this one's, overall and per category. */
export function RealCallComparison({ comparison }: { comparison: Comparison }) {
  const rows = [
    { label: "Overall", real: comparison.realScore, practice: comparison.practiceScore },
    ...(comparison.realScores && comparison.practiceScores
      ? SCORE_CATEGORIES.map((category) => ({
          label: SCORE_CATEGORY_LABELS[category],
          real: comparison.realScores![category],
          practice: comparison.practiceScores![category],
        }))
      : []),
  ];
  return (
    <>
      <p className="mb-3 text-sm text-slate-800" data-testid="real-call-source">
        Practised against the lead of{" "}
        <Link to={paths.practiceReview(comparison.id)} className="font-semibold underline">
          {comparison.title}
        </Link>{" "}
        (uploaded {uploaded(comparison.createdAt)}).
      </p>
      <table className="w-full text-sm" aria-label="Scores beside the real call">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1">
              Category
            </th>
            <th scope="col" className="py-1">
              Real call
            </th>
            <th scope="col" className="py-1">
              This practice call
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-medium text-slate-800">
                {row.label}
              </th>
              <td className="py-1">{shown(row.real)}</td>
              <td className="py-1">{shown(row.practice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
