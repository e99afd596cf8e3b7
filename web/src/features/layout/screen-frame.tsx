import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "./logo";

/** A screen of the app outside the dashboards (a call's review, the scenario builder): the logo and the way back. */
export function ScreenFrame({
  back,
  mainId,
  children,
}: {
  back: { to: string; label: string };
  mainId?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <Logo />
          <Link
            to={back.to}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-900 underline focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            ← {back.label}
          </Link>
        </div>
      </header>
      <main id={mainId} className="mx-auto max-w-7xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
