import type { LeaderboardEntry } from "@domain/broker";
import type { PerformanceTracking } from "@domain/settings";
import { TRACKED_SESSION_NOUN } from "@domain/team-management";
import { countOf } from "@/lib/count";
import { Card } from "@/components/ui/card";
import { formatScore, scoreTextClass } from "../../lib/format";
import { agentName, initials } from "../../lib/people";
import { EmptyText } from "@/components/ui/query-view";
import { PanelTitle } from "../section-heading";

/** Every team member, best average first: the sessions the team's tracking counts, and their calls in progress. */
export function TeamMembersPanel({
  members,
  tracking,
}: {
  members: LeaderboardEntry[];
  tracking: PerformanceTracking;
}) {
  const noun = TRACKED_SESSION_NOUN[tracking];
  return (
    <Card>
      <PanelTitle>Team Members</PanelTitle>
      {members.length === 0 ? (
        <EmptyText>No team members found.</EmptyText>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Team members">
          {members.map((member) => (
            <li key={member.agent.id} className="flex items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 items-center gap-3">
                {member.agent.profileImageUrl ? (
                  <img
                    src={member.agent.profileImageUrl}
                    alt=""
                    className="size-9 shrink-0 rounded-full object-cover"
                    referrerPolicy="no-referrer"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-900"
                  >
                    {initials(member.agent)}
                  </span>
                )}
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{agentName(member.agent)}</p>
                  <p className="text-sm text-slate-700">
                    {countOf(member.totalSessions, noun.one, noun.many)} ·{" "}
                    {countOf(member.activeSessions, "Active Session", "Active Sessions")}
                  </p>
                </div>
              </div>
              <span
                className={`text-lg font-bold ${member.averageScore === null ? "text-slate-700" : scoreTextClass(member.averageScore)}`}
              >
                {formatScore(member.averageScore)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
