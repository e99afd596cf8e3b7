import { Badge } from "@/components/ui/badge";
import { LogoutButton, displayName, useSignedInUser } from "@/features/auth";

export function AgentHeader() {
  const user = useSignedInUser();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <div className="flex items-center gap-3">
          <p className="text-lg font-bold text-slate-900">Agent Dashboard</p>
          <Badge>Agent</Badge>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm font-medium text-slate-800 sm:inline">{displayName(user)}</span>
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
