import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** A page of its own with one card: the join and create-team screens. */
export function TeamScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-lg">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </Card>
    </main>
  );
}
