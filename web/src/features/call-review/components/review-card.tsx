import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One titled part of the review. */
export function ReviewCard({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}
