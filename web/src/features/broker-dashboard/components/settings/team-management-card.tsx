import { Card } from "@/components/ui/card";

/**
 * Team rules PracticeLine does not act on yet. They used to be a form whose choices changed nothing; the stored
 * values stay as they are until the features exist.
 */
export function TeamManagementCard() {
  return (
    <Card>
      <h3 className="text-lg font-semibold text-slate-900">Team Management</h3>
      <p className="mt-1 text-sm text-slate-700">Rules for how your team practises.</p>
      <p className="mt-5 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
        Not available yet: assigning beginner scenarios to new agents automatically, and choosing which sessions count in
        your team&apos;s figures. Until then every agent can practise any scenario, and every session counts.
      </p>
    </Card>
  );
}
