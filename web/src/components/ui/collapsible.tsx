import { Collapsible as ArkCollapsible } from "@ark-ui/react/collapsible";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface CollapsibleProps {
  /** The always-visible button that opens and closes the content. */
  trigger: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  triggerClassName?: string;
}

/** A disclosure: the trigger is a button with aria-expanded; the content is removed from the page when closed. */
export function Collapsible({ trigger, children, defaultOpen = true, className, triggerClassName }: CollapsibleProps) {
  return (
    <ArkCollapsible.Root defaultOpen={defaultOpen} unmountOnExit className={className}>
      <ArkCollapsible.Trigger
        className={cn(
          "group flex w-full min-h-11 items-center justify-between gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
          triggerClassName,
        )}
      >
        {trigger}
        <span aria-hidden="true" className="text-slate-600 transition-transform group-data-[state=open]:rotate-180">
          ▾
        </span>
      </ArkCollapsible.Trigger>
      <ArkCollapsible.Content>{children}</ArkCollapsible.Content>
    </ArkCollapsible.Root>
  );
}
