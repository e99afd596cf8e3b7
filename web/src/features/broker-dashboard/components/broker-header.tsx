import { LogoutButton, UserAvatar, displayName, useSignedInUser } from "@/features/auth";

export function BrokerHeader() {
  const user = useSignedInUser();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <p className="text-lg font-bold text-slate-900">Broker Dashboard</p>
        <div className="flex items-center gap-3">
          <UserAvatar user={user} />
          <span className="hidden text-sm font-medium text-slate-800 sm:inline">{displayName(user)}</span>
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
