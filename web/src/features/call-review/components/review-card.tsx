import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/**
 * One titled part of the review. A part off screen is not laid out or painted until it nears the viewport
 * (`content-visibility: auto`; its size is remembered once shown), which spares a phone most of a long review's
 * layout when it opens.
 */
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
    <Card
      aria-labelledby={id}
      className={cn("[contain-intrinsic-size:auto_24rem] [content-visibility:auto]", className)}
    >
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}
