import { Link } from "react-router";
import { paths } from "@domain/app-paths";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCurrentTeam } from "../api/get-current-team";

/** On the agent dashboard: the team they practise with, or how to get onto one. */
export function TeamStatus() {
  const current = useCurrentTeam();
  if (!current.data) return null;
  const { team, canCreateTeam } = current.data;
  if (team) {
    return (
      <p className="mt-1 text-slate-700">
        Team: <span className="font-semibold text-slate-900">{team.name}</span>
      </p>
    );
  }
  return (
    <Card className="mt-4">
      <h2 className="text-lg font-semibold text-slate-900">You are not on a team yet</h2>
      <p className="mt-1 text-slate-700">
        Practise on your own, open the invitation link your broker sent you to join their team
        {canCreateTeam ? ", or start your own team and invite agents." : "."}
      </p>
      {canCreateTeam ? (
        <Link to={paths.createTeam} className={buttonClasses("secondary", "mt-4")}>
          Create a team
        </Link>
      ) : null}
    </Card>
  );
}
