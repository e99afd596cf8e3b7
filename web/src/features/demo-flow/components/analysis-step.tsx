import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS } from "@domain/analysis";
import type { AnalysisResult } from "@domain/analysis-result";
import { IMPROVEMENT_BULLET_BELOW } from "@domain/constants";
import type { LeadSentiment } from "@domain/enums";
import { Badge } from "@/components/ui/badge";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";

const POSITIVE_SENTIMENTS: readonly LeadSentiment[] = ["positive", "interested"];

export interface AnalysisStepProps {
  analysis: AnalysisResult;
  /** The call was held through the local simulator, so the scores describe a typed, simulated call. */
  simulated: boolean;
  /** The call's review (hear it, see its moments), while this browser holds the demo's capability. */
  reviewHref?: string | null;
  onJoinWaitingList: () => void;
}

/** Step 3: the scored analysis of the call. */
export function AnalysisStep({ analysis, simulated, reviewHref, onJoinWaitingList }: AnalysisStepProps) {
  const positive = POSITIVE_SENTIMENTS.includes(analysis.leadSentiment);
  return (
    <div className="space-y-6">
      <div className="text-center">
        <h2 className="text-2xl font-bold text-slate-900">AI Performance Analysis</h2>
        <p
          className="mt-4 text-6xl font-extrabold text-slate-900"
          aria-label={`Overall score ${analysis.overallScore} out of 100`}
        >
          {analysis.overallScore}
          <span className="text-2xl font-bold text-slate-700">/100</span>
        </p>
        <p className="mt-2 text-sm text-slate-700">Overall score</p>
        <p className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-800">
          Lead sentiment
          <Badge
            className={cn("capitalize", positive ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-900")}
          >
            {analysis.leadSentiment}
          </Badge>
        </p>
      </div>
      <section aria-labelledby="category-scores-heading" className="space-y-4">
        <h3 id="category-scores-heading" className="font-bold text-slate-900">
          Scores by category
        </h3>
        {SCORE_CATEGORIES.map((category) => (
          <ProgressBar
            key={category}
            label={SCORE_CATEGORY_LABELS[category]}
            value={analysis.scores[category]}
            valueText={`${analysis.scores[category]}/100`}
            barClassName={analysis.scores[category] >= IMPROVEMENT_BULLET_BELOW ? "bg-emerald-600" : "bg-amber-500"}
          />
        ))}
      </section>
      {analysis.keyPhrases.length > 0 ? (
        <section aria-labelledby="strengths-heading">
          <h3 id="strengths-heading" className="font-bold text-slate-900">
            Strengths
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {analysis.keyPhrases.map((phrase) => (
              <li key={phrase}>
                <Badge className="bg-emerald-50 text-emerald-900">{phrase}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="feedback-heading">
        <h3 id="feedback-heading" className="font-bold text-slate-900">
          Feedback
        </h3>
        <p className="mt-2 text-sm text-slate-800">{analysis.feedback}</p>
      </section>
      {analysis.improvements.length > 0 ? (
        <section aria-labelledby="improvements-heading">
          <h3 id="improvements-heading" className="font-bold text-slate-900">
            Areas to improve
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {analysis.improvements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        {simulated
          ? "Note: this analysis uses example data: the call was a local simulation, typed into the practice line simulator rather than spoken on a real phone call."
          : "These scores come from your call: its transcript was analysed as soon as you hung up."}
      </p>
      <div className="flex flex-wrap justify-center gap-3 text-center">
        {reviewHref ? (
          <Link to={reviewHref} className={buttonClasses("secondary")}>
            Review your call: hear it and see the moments
          </Link>
        ) : null}
        <Button onClick={onJoinWaitingList}>Join Waiting List</Button>
      </div>
    </div>
  );
}
