import { Tabs as ArkTabs } from "@ark-ui/react/tabs";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface TabItem<Value extends string> {
  value: Value;
  label: string;
  content: ReactNode;
}

export interface TabsProps<Value extends string> {
  label: string;
  items: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  className?: string;
}

/**
 * Tabs with the WAI-ARIA tab pattern (arrow keys move between tabs). Panels mount when first shown, so a
 * tab's data is only fetched once someone opens it.
 */
export function Tabs<Value extends string>({ label, items, value, onValueChange, className }: TabsProps<Value>) {
  return (
    <ArkTabs.Root
      value={value}
      onValueChange={(details) => onValueChange(details.value as Value)}
      lazyMount
      className={className}
    >
      <ArkTabs.List aria-label={label} className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1">
        {items.map((item) => (
          <ArkTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              "min-h-11 flex-1 rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
              "data-[selected]:bg-slate-900 data-[selected]:text-white",
            )}
          >
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content
          key={item.value}
          value={item.value}
          className="mt-6 focus-visible:outline-2 focus-visible:outline-slate-900"
        >
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
