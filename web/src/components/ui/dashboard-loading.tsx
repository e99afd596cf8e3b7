/** What a dashboard shows while its code or its data loads (spec §2): the whole screen, or inside its frame. */
export function DashboardLoading({ inFrame = false }: { inFrame?: boolean }) {
  // Plain classes, no merge helper: `/` shows a dashboard by role, so the landing page loads this at once.
  return (
    <div
      role="status"
      className={`flex items-center justify-center text-lg text-slate-700 ${inFrame ? "py-24" : "min-h-screen"}`}
    >
      Loading dashboard...
    </div>
  );
}
