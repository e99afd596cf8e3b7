import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DASHBOARD_PATH } from "@domain/auth";
import { safeReturnPath } from "@domain/return-path";
import type { Role } from "@domain/enums";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { devLoginAvailabilityQueryOptions, useDevLogin } from "../api/dev-login";
import { useAuth } from "../hooks/use-auth";

/** /dev: sign in as the seeded agent or broker, on a development environment only (spec §2). */
export function DevLoginPage() {
  const { user, isLoading } = useAuth();
  const availability = useQuery(devLoginAvailabilityQueryOptions());
  const login = useDevLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  if (isLoading || availability.isPending) return <LoadingScreen />;
  if (availability.isError) {
    return <NotAvailable message="We could not reach the server. Please reload the page to try again." />;
  }
  if (!availability.data?.available) {
    return (
      <NotAvailable message="The development login only exists on a development environment. Sign in with your account instead.">
        <a href="/api/login" className={buttonClasses("primary")}>
          Sign in
        </a>
      </NotAvailable>
    );
  }
  // Once a login went through, the page leaves; until then a signed-in visitor has nothing to do here.
  if (user && login.isIdle) {
    return (
      <NotAvailable message="You are already signed in.">
        <Link to={DASHBOARD_PATH[user.role]} className={buttonClasses("primary")}>
          Go to your dashboard
        </Link>
      </NotAvailable>
    );
  }

  const signIn = (role: Role, newUser = false) =>
    login.mutate(newUser ? { role, newUser } : { role }, {
      onSuccess: async () => {
        toast({ title: "Login Successful", description: `Logged in as ${newUser ? "a new user" : role}` });
        await navigate(safeReturnPath(params.get("returnTo")) ?? DASHBOARD_PATH[role]);
      },
      onError: () =>
        toast({ title: "Login Failed", description: "Unable to log in. Please try again.", variant: "destructive" }),
    });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md">
        <Badge className="bg-amber-100 text-amber-900">Test Environment</Badge>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Development Login</h1>
        <p className="mt-2 text-sm text-slate-700">
          For testing only: sign in as a seeded account without a password. This page does not exist in production.
        </p>
        <div className="mt-6 grid gap-3">
          <Button onClick={() => signIn("agent")} disabled={login.isPending}>
            Login as Agent
          </Button>
          <Button variant="secondary" onClick={() => signIn("broker")} disabled={login.isPending}>
            Login as Broker
          </Button>
        </div>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">
            Or sign in as someone who has never signed in before: a new agent on no team, who can open an invitation
            link or start a team.
          </p>
          <Button
            variant="ghost"
            className="mt-2 w-full"
            onClick={() => signIn("agent", true)}
            disabled={login.isPending}
          >
            Sign in as a new user
          </Button>
        </div>
      </Card>
    </main>
  );
}

function NotAvailable({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">Development login is not available</h1>
        <p className="mt-3 text-slate-700">{message}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </Card>
    </main>
  );
}
