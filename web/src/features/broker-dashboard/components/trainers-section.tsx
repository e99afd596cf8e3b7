import { Link } from "react-router";
import { paths } from "@domain/app-paths";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { countOf } from "@/lib/count";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamAgents } from "../api/get-team-agents";
import { formatScore } from "../lib/format";
import { agentName, initials } from "../lib/people";
import { EmptyText, ErrorText, QueryView } from "@/components/ui/query-view";
import { SectionHeading } from "./section-heading";

/** Team members flagged as trainers (users.isTrainer = yes). */
export function TrainersSection() {
  const agents = useTeamAgents();
  const trainers = agents.data?.filter((item) => item.agent.isTrainer === "yes") ?? [];
  return (
    <section aria-label="Trainers">
      <SectionHeading
        title="Trainers"
        description="Team members who write and publish your team's custom scenarios with you (Make Trainer in Manage Agents). Team training, above, is where you assign practice and see who did it."
        action={
          <Link to={paths.scenarioBuilder} className={buttonClasses("secondary")}>
            Custom Scenario Builder
          </Link>
        }
      />
      <QueryView
        query={agents}
        loading={<Skeleton className="h-24" />}
        failed={<ErrorText>Failed to load trainers. Please try again.</ErrorText>}
        isEmpty={() => trainers.length === 0}
        empty={
          <Card>
            <EmptyText>No trainers on your team yet. Open an agent in Manage Agents and choose Make Trainer.</EmptyText>
          </Card>
        }
      >
        {() => (
          <ul className="grid gap-4 md:grid-cols-2">
            {trainers.map((item) => (
              <li key={item.agent.id}>
                <Card className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-900 font-semibold text-white"
                  >
                    {initials(item.agent)}
                  </span>
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold text-slate-900">{agentName(item.agent)}</h3>
                    <p className="truncate text-sm text-slate-700">{item.agent.email}</p>
                    <p className="text-sm text-slate-700">
                      {countOf(item.totalSessions, "session")} · average {formatScore(item.averageScore)}
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
