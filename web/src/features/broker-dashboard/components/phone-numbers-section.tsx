import { formatPhoneNumber } from "@domain/phone";
import { verticalLabel } from "@domain/verticals";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePracticeLines } from "../api/get-practice-lines";
import { EmptyText, ErrorText, QueryView } from "@/components/ui/query-view";
import { SectionHeading } from "./section-heading";

/** The practice lines the team dials, and how many of the team's calls are on each right now. */
export function PhoneNumbersSection() {
  const lines = usePracticeLines();
  return (
    <section aria-label="Phone Numbers">
      <SectionHeading
        title="Phone Numbers"
        description="Practice lines your agents call from their own verified phones. A line takes many calls at once: each call reaches the agent whose number dialled it."
        action={
          <Button variant="secondary" onClick={() => void lines.refetch()} disabled={lines.isFetching}>
            {lines.isFetching ? "Checking..." : "Refresh"}
          </Button>
        }
      />
      <QueryView
        query={lines}
        loading={
          <div className="grid gap-4 md:grid-cols-2">
            {[0, 1].map((row) => (
              <Skeleton key={row} className="h-28" />
            ))}
          </div>
        }
        failed={<ErrorText>Failed to load phone numbers. Please try again.</ErrorText>}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyText>No practice lines are set up yet.</EmptyText>}
      >
        {(data) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.map((line) => (
              <li key={line.id}>
                <Card className="flex items-start justify-between gap-4">
                  <div>
                    <h3 className="font-semibold text-slate-900">{line.displayName}</h3>
                    <p className="mt-1 font-mono text-lg text-slate-900">{formatPhoneNumber(line.phoneNumber)}</p>
                    <p className="mt-1 text-sm text-slate-700">
                      {line.vertical ? verticalLabel(line.vertical) : "All industries"}
                    </p>
                  </div>
                  {line.isActive === "no" ? (
                    <Badge>Inactive</Badge>
                  ) : line.liveCalls > 0 ? (
                    <Badge className="bg-amber-100 text-amber-900">{liveCallsLabel(line.liveCalls)}</Badge>
                  ) : (
                    <Badge className="bg-green-100 text-green-900">No team calls now</Badge>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** "1 live call" or "3 live calls": your team's calls on the line right now. */
export function liveCallsLabel(count: number): string {
  return `${count} live ${count === 1 ? "call" : "calls"}`;
}
