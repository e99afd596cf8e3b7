import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "@domain/app-paths";
import type { AuthUser } from "@domain/auth";
import {
  BROKER_CANNOT_JOIN_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_USED_MESSAGE,
  type InvitationPreview,
} from "@domain/invitations";
import { Button, buttonClasses } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { toast } from "@/components/ui/toast";
import { errorCodeOf, errorMessage, SOMETHING_WENT_WRONG } from "@/lib/api";
import { useAuth, loginUrl } from "@/features/auth";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { useAcceptInvitation } from "../api/accept-invitation";
import { useCurrentTeam } from "../api/get-current-team";
import { TeamScreen } from "./team-screen";
import { useInvitation } from "../api/get-invitation";
import { expiryDate } from "../lib/expiry";

const CLOSED_MESSAGE: Record<Exclude<InvitationPreview["status"], "pending">, string> = {
  expired: INVITATION_EXPIRED_MESSAGE,
  revoked: INVITATION_REVOKED_MESSAGE,
  accepted: INVITATION_USED_MESSAGE,
};

/** `/join/{code}`: the invitee sees the team first, then joins it with an explicit yes while signed in. */
export function JoinTeamPage() {
  const { code = "" } = useParams();
  const { user, isLoading } = useAuth();
  const invitation = useInvitation(code, user !== null);
  if (isLoading || invitation.isPending) return <LoadingScreen />;
  if (invitation.isError) {
    const missing = errorCodeOf(invitation.error) === "not_found";
    return (
      <TeamScreen title="This invitation link does not work">
        <p className="mt-3 text-slate-700">
          {missing ? INVITATION_NOT_FOUND_MESSAGE : "We could not load the invitation. Please reload the page."}
        </p>
        <HomeLink />
      </TeamScreen>
    );
  }
  const preview = invitation.data;
  if (preview.status !== "pending") {
    return (
      <TeamScreen title={`Join ${preview.teamName}`}>
        <p className="mt-3 text-slate-700">{CLOSED_MESSAGE[preview.status]}</p>
        <HomeLink />
      </TeamScreen>
    );
  }
  if (!user) {
    return (
      <TeamScreen title={`Join ${preview.teamName}`}>
        <Invited preview={preview} />
        <p className="mt-3 text-slate-700">Sign in to accept it. Nothing changes until you do.</p>
        <a href={loginUrl(paths.joinTeam(code))} className={buttonClasses("primary", "mt-6 w-full")}>
          Sign in to accept
        </a>
      </TeamScreen>
    );
  }
  return <AcceptInvitation code={code} preview={preview} user={user} />;
}

function AcceptInvitation({ code, preview, user }: { code: string; preview: InvitationPreview; user: AuthUser }) {
  const current = useCurrentTeam();
  const accept = useAcceptInvitation(code);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string>();
  if (current.isPending) return <LoadingScreen />;
  const title = `Join ${preview.teamName}`;
  if (user.role === "broker") {
    return (
      <TeamScreen title={title}>
        <p className="mt-3 text-slate-700">{BROKER_CANNOT_JOIN_MESSAGE}</p>
        <HomeLink />
      </TeamScreen>
    );
  }
  const otherTeam = current.data?.team && current.data.team.id !== preview.teamId ? current.data.team : null;
  const join = () => {
    setError(undefined);
    accept.mutate(
      { leaveCurrentTeam: leaving },
      {
        onSuccess: async ({ team }) => {
          toast({
            title: team ? `Welcome to ${team.name}` : "Welcome to the team",
            description: "You are on the team now.",
          });
          await navigate(paths.agentDashboard);
        },
        onError: (failure) => setError(errorMessage(failure, SOMETHING_WENT_WRONG)),
      },
    );
  };
  return (
    <TeamScreen title={title}>
      <Invited preview={preview} />
      {preview.invitedEmail && preview.invitedEmail !== user.email.toLowerCase() ? (
        <p className="mt-3 text-sm text-slate-700">
          This invitation was sent to {preview.invitedEmail}; you are signed in as {user.email}.
        </p>
      ) : null}
      {otherTeam ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="text-sm text-amber-950">
            You are on {otherTeam.name} now. Joining {preview.teamName} means leaving it: your practice history moves
            with you, so {preview.teamName}&apos;s broker will see it and {otherTeam.name}&apos;s broker will not.
          </p>
          <CheckboxField
            className="mt-3"
            label={`Leave ${otherTeam.name} and join ${preview.teamName}`}
            checked={leaving}
            onCheckedChange={setLeaving}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 grid gap-3">
        <Button onClick={join} disabled={accept.isPending || (otherTeam !== null && !leaving)}>
          {accept.isPending ? "Joining..." : title}
        </Button>
        <Link to="/" className={buttonClasses("ghost")}>
          Not now
        </Link>
      </div>
    </TeamScreen>
  );
}

function Invited({ preview }: { preview: InvitationPreview }) {
  return (
    <>
      <p className="mt-3 text-slate-700">
        {preview.invitedBy} invited you to practise cold calls with {preview.teamName} on PracticeLine. As an agent on
        the team, your broker sees your practice sessions and scores.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        This invitation works once and expires {expiryDate(preview.expiresAt)}.
      </p>
    </>
  );
}

function HomeLink() {
  return (
    <Link to="/" className={buttonClasses("secondary", "mt-6")}>
      Back to PracticeLine
    </Link>
  );
}
