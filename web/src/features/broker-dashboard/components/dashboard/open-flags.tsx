import { Link } from "react-router";
import { clock } from "@domain/call-review";
import { paths } from "@domain/app-paths";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useScoreFlags } from "../../api/get-score-flags";
import { formatWhen } from "../../lib/format";
import { EmptyText, ErrorText, QueryView } from "@/components/ui/query-view";

/** Moments the team's agents think were misjudged, oldest first, each a way into the call's review. */
export function OpenFlags() {
  const flags = useScoreFlags();
  return (
    <Card aria-labelledby="open-flags-heading">
      <h3 id="open-flags-heading" className="text-lg font-semibold text-slate-900">
        Flagged by your agents
      </h3>
      <QueryView
        query={flags}
        loading={<Skeleton className="mt-4 h-12" />}
        failed={<ErrorText>Failed to load flagged moments. Please try again.</ErrorText>}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyText>No open flags: when an agent thinks a moment was scored wrong, it shows here.</EmptyText>}
      >
        {(data) => (
          <ul aria-label="Open flags" className="mt-4 divide-y divide-slate-100">
            {data.map((flag) => (
              <li key={flag.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {flag.agentName} · {flag.callTitle} at {clock(flag.time)}
                  </p>
                  <p className="text-sm text-slate-800">“{flag.comment}”</p>
                  <p className="text-sm text-slate-700">
                    Flagged {formatWhen(flag.createdAt)}
                    {flag.callScore !== null ? ` · scored ${flag.callScore}/100` : ""}
                  </p>
                </div>
                <Link
                  to={paths.practiceReview(flag.sessionId)}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-900 underline focus-visible:outline-2 focus-visible:outline-slate-900"
                >
                  Review<span className="sr-only"> {flag.agentName}’s call</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
