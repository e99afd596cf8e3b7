import { useId } from "react";
import { cn } from "@/lib/cn";

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onValueChange: (value: Value) => void;
  name?: string;
  className?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** What the choice does, under the select. */
  description?: string;
}

/**
 * A labelled native select: the platform's own picker is the most accessible one on every device (keyboard,
 * screen readers, mobile wheels), and a handful of fixed choices needs nothing more.
 */
export function SelectField<Value extends string>(props: SelectFieldProps<Value>) {
  const { label, value, options, onValueChange, name, className, hideLabel, description } = props;
  const id = useId();
  return (
    <div className={cn("text-left", className)}>
      <label htmlFor={id} className={cn("text-sm font-medium text-slate-900", hideLabel && "sr-only")}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value as Value)}
        aria-describedby={description ? `${id}-description` : undefined}
        className={cn(
          "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900",
          "focus:border-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-slate-900",
          !hideLabel && "mt-1",
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-700">
          {description}
        </p>
      ) : null}
    </div>
  );
}
