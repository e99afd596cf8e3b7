import { Link } from "react-router";
import type { Role } from "../../../../../domain/enums";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

const ROLE_PLURAL: Record<Role, string> = { broker: "brokers", agent: "agents" };

export function AccessDenied({ role }: { role: Role }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
        <p className="mt-3 text-slate-700">This dashboard is only accessible to {ROLE_PLURAL[role]}.</p>
        <Link to="/" className={buttonClasses("secondary", "mt-6")}>
          Go to your home page
        </Link>
      </Card>
    </main>
  );
}
