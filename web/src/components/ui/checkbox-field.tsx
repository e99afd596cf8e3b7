import { useId } from "react";
import { cn } from "@/lib/cn";

export interface CheckboxFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  className?: string;
}

/** A native checkbox with its label (the whole row is the click target) and an optional description. */
export function CheckboxField({ label, description, checked, onCheckedChange, name, className }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-slate-900"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-slate-700">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
