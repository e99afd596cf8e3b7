import { cn } from "../../lib/cn";

/** What a dashboard shows while its code or its data loads (spec §2): the whole screen, or inside its frame. */
export function DashboardLoading({ inFrame = false }: { inFrame?: boolean }) {
  return (
    <div role="status" className={cn("flex items-center justify-center text-lg text-slate-700", inFrame ? "py-24" : "min-h-screen")}>
      Loading dashboard...
    </div>
  );
}
