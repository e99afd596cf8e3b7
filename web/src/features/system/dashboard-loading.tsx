/** What a dashboard shows while its code or its data loads (spec §2). */
export function DashboardLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-lg text-slate-700">
      Loading dashboard...
    </div>
  );
}
