import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { DASHBOARD_PATH } from "@domain/auth";
import { createTeamSchema, TEAM_CREATION_DISABLED_MESSAGE } from "@domain/teams";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { errorMessage, SOMETHING_WENT_WRONG } from "@/lib/api";
import { RequireRole, useSignedInUser } from "@/features/auth";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { useCreateTeam } from "../api/create-team";
import { useCurrentTeam } from "../api/get-current-team";
import { TeamScreen } from "./team-screen";

/** `/create-team`: a signed-in user on no team starts one and becomes its broker. */
export function CreateTeamPage() {
  return (
    <RequireRole>
      <CreateTeam />
    </RequireRole>
  );
}

function CreateTeam() {
  const user = useSignedInUser();
  const current = useCurrentTeam();
  const create = useCreateTeam();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  if (current.isPending) return <LoadingScreen />;
  const team = current.data?.team;
  if (team) {
    return (
      <TeamScreen title={user.role === "broker" ? "You already run a team" : "You are on a team"}>
        <p className="mt-3 text-slate-700">
          {user.role === "broker"
            ? `You are the broker of ${team.name}.`
            : `You are on ${team.name}. Only someone without a team can start one.`}
        </p>
        <Link to={DASHBOARD_PATH[user.role]} className={buttonClasses("primary", "mt-6")}>
          Go to your dashboard
        </Link>
      </TeamScreen>
    );
  }
  if (current.data && !current.data.canCreateTeam) {
    return (
      <TeamScreen title="Create your team">
        <p className="mt-3 text-slate-700">{TEAM_CREATION_DISABLED_MESSAGE}</p>
      </TeamScreen>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTeamSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: async ({ team: created }) => {
        toast({ title: "Team created", description: `You are the broker of ${created?.name ?? parsed.data.name}.` });
        await navigate(DASHBOARD_PATH.broker);
      },
      onError: (failure) => setError(errorMessage(failure, SOMETHING_WENT_WRONG)),
    });
  };

  return (
    <TeamScreen title="Create your team">
      <p className="mt-3 text-slate-700">
        You become the team&apos;s broker: you invite agents with a link, see their practice sessions and scores, and
        manage the team&apos;s settings. The name is your company name; you can change it later in Settings.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <TextField
          label="Team name"
          name="team-name"
          value={name}
          onValueChange={setName}
          error={error}
          required
          autoComplete="organization"
        />
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create team"}
        </Button>
      </form>
    </TeamScreen>
  );
}
