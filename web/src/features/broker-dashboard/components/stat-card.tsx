import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: string;
  loading?: boolean;
}

/** One figure with its label (a named group, so it reads as "Total Agents, 4"); a placeholder while it loads. */
export function StatCard({ label, value, hint, loading }: StatCardProps) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="p-5">
      <p id={id} className="text-sm font-medium text-slate-700">
        {label}
      </p>
      {loading ? (
        <Skeleton className="mt-2 h-8 w-16" />
      ) : (
        <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      )}
      {hint ? <p className="mt-1 text-xs text-slate-700">{hint}</p> : null}
    </Card>
  );
}

export function StatGrid({ children, columns = 4 }: { children: ReactNode; columns?: 3 | 4 }) {
  return (
    <div className={columns === 4 ? "grid grid-cols-2 gap-4 lg:grid-cols-4" : "grid gap-4 sm:grid-cols-3"}>
      {children}
    </div>
  );
}
