import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { CallReview } from "@domain/call-review";
import { paths } from "@domain/app-paths";
import { isUuid } from "@domain/ids";
import { errorCodeOf, errorMessage } from "@/lib/api";
import { RequireRole, useSignedInHint, useSignedInUser } from "@/features/auth";
import { ScreenFrame } from "@/features/layout";
import { useCallReview } from "./api/get-call-review";
import { useDemoCallReview } from "./api/get-demo-call-review";
import { CallReviewView } from "./components/call-review-view";

const MAIN_ID = "review-content";

function ReviewFrame({ back, children }: { back: { to: string; label: string }; children: ReactNode }) {
  return (
    <ScreenFrame back={back} mainId={MAIN_ID}>
      {children}
    </ScreenFrame>
  );
}

function reviewError(error: unknown): string {
  if (errorCodeOf(error) === "analysis_pending")
    return errorMessage(error, "This call is still being analysed. Reload in a moment.", { answerOnly: true });
  if (errorCodeOf(error) === "not_found")
    return "This call review was not found: it belongs to someone else, or the call is no longer kept.";
  return "The call review could not be loaded. Please try again.";
}

function ReviewState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: CallReview };
}) {
  if (query.isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading call review...
      </p>
    );
  if (query.isError || !query.data) return <p className="text-slate-900">{reviewError(query.error)}</p>;
  return <CallReviewView review={query.data} />;
}

/** Where a practice call's review goes back to: the agent it was opened from (a broker), or the dashboard. */
function practiceBack(role: string, agentId: string | null): { to: string; label: string } {
  if (role !== "broker") return { to: paths.agentDashboard, label: "Back to your dashboard" };
  return agentId && isUuid(agentId)
    ? { to: paths.brokerAgent(agentId), label: "Back to the agent" }
    : { to: paths.brokerDashboard, label: "Back to the broker dashboard" };
}

function PracticeReview({ query, agentId }: { query: ReturnType<typeof useCallReview>; agentId: string | null }) {
  const user = useSignedInUser();
  const back = practiceBack(user.role, agentId);
  return (
    <ReviewFrame back={back}>
      <ReviewState query={query} />
    </ReviewFrame>
  );
}

/** The demo visitor goes back to their results (step 3) on the demo they came from; without it, to the picker. */
function DemoReview({ conversationId, vertical }: { conversationId: string; vertical: string | null }) {
  const query = useDemoCallReview(conversationId, true);
  const back =
    vertical && /^[a-z_]{1,32}$/.test(vertical)
      ? { to: paths.demoResults(vertical, conversationId), label: "Back to your results" }
      : { to: paths.demo, label: "Back to the demo" };
  return (
    <ReviewFrame back={back}>
      <ReviewState query={query} />
    </ReviewFrame>
  );
}

/**
 * /review?session={id} (a practice call: its agent or their broker, signed in) and /review?demo={id} (the demo
 * visitor's own call, with the demo's capability cookie). A static path with a query, so it has a prerendered shell.
 */
export function CallReviewPage() {
  const [params] = useSearchParams();
  const session = params.get("session");
  const demo = params.get("demo");
  const signedIn = useSignedInHint();
  // Asked here, beside the current user, rather than once the user is known: one round trip less before it shows.
  const practice = useCallReview(session ?? "", Boolean(session) && signedIn);
  if (session) {
    return (
      <RequireRole>
        <PracticeReview query={practice} agentId={params.get("agent")} />
      </RequireRole>
    );
  }
  if (demo) return <DemoReview conversationId={demo} vertical={params.get("vertical")} />;
  return (
    <ReviewFrame back={{ to: paths.home, label: "Home" }}>
      <p className="text-slate-900">
        Choose a call to review from your dashboard’s session history, or from your demo’s results.
      </p>
    </ReviewFrame>
  );
}
