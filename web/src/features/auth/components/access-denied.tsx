import { Link } from "react-router";
import { DASHBOARD_PATH } from "@domain/auth";
import type { Role } from "@domain/enums";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const ROLE_PLURAL: Record<Role, string> = { broker: "brokers", agent: "agents" };

/** `role` is the dashboard's; `userRole` the signed-in user's, whose own dashboard the way out leads to. */
export function AccessDenied({ role, userRole }: { role: Role; userRole: Role }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
        <p className="mt-3 text-slate-700">This dashboard is only accessible to {ROLE_PLURAL[role]}.</p>
        <Link to={DASHBOARD_PATH[userRole]} className={buttonClasses("secondary", "mt-6")}>
          Go to your dashboard
        </Link>
      </Card>
    </main>
  );
}
