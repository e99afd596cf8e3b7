import { RadioGroup } from "@ark-ui/react/radio-group";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface RadioOption<Value extends string> {
  value: Value;
  label: string;
  /** A second line under the label. */
  description?: ReactNode;
}

export interface RadioGroupFieldProps<Value extends string> {
  label: string;
  value: Value | null;
  options: readonly RadioOption<Value>[];
  onValueChange: (value: Value) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled group of radio buttons (arrow keys move the choice), each with an optional description. */
export function RadioGroupField<Value extends string>({
  label,
  value,
  options,
  onValueChange,
  name,
  disabled,
  className,
}: RadioGroupFieldProps<Value>) {
  return (
    <RadioGroup.Root
      value={value}
      name={name}
      disabled={disabled}
      onValueChange={(details) => {
        const chosen = options.find((option) => option.value === details.value);
        if (chosen) onValueChange(chosen.value);
      }}
      className={cn("text-left", className)}
    >
      <RadioGroup.Label className="text-sm font-medium text-slate-900">{label}</RadioGroup.Label>
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 data-[state=checked]:border-slate-900 data-[disabled]:opacity-60"
          >
            <RadioGroup.ItemControl className="mt-0.5 size-5 shrink-0 rounded-full border-2 border-slate-500 data-[state=checked]:border-[6px] data-[state=checked]:border-slate-900 data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-slate-900" />
            <span>
              <RadioGroup.ItemText className="block text-sm font-medium text-slate-900">
                {option.label}
              </RadioGroup.ItemText>
              {option.description ? <span className="block text-sm text-slate-700">{option.description}</span> : null}
            </span>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  );
}
