import type { LeaderboardEntry } from "@domain/broker";
import { Card } from "@/components/ui/card";
import { formatScore, scoreTextClass } from "../../lib/format";
import { agentName, initials } from "../../lib/people";
import { EmptyText, PanelTitle } from "../section-heading";

/** Every team member, best average first. */
export function TeamMembersPanel({ members }: { members: LeaderboardEntry[] }) {
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
                  <img src={member.agent.profileImageUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" referrerPolicy="no-referrer" />
                ) : (
                  <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-900">
                    {initials(member.agent)}
                  </span>
                )}
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{agentName(member.agent)}</p>
                  <p className="text-sm text-slate-700">
                    {member.totalSessions} {member.totalSessions === 1 ? "session" : "sessions"} · 0 Active Sessions
                  </p>
                </div>
              </div>
              <span className={`text-lg font-bold ${member.averageScore === null ? "text-slate-700" : scoreTextClass(member.averageScore)}`}>
                {formatScore(member.averageScore)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
