import { Button } from "@/components/ui/button";

/** Step 3 without an analysis: the call produced nothing to score. */
export function AnalysisUnavailable({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="space-y-4 text-center">
      <h2 className="text-2xl font-bold text-slate-900">Analysis Unavailable - authentic conversation data required</h2>
      <p className="text-sm text-slate-700">
        We could not score this session because no real conversation was recorded. Call the practice line and talk with
        the AI lead, then end the session to get your analysis.
      </p>
      <Button onClick={onRestart}>Start New Demo</Button>
    </div>
  );
}
