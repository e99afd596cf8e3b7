import { Progress } from "@ark-ui/react/progress";
import { cn } from "@/lib/cn";

export interface ProgressBarProps {
  label: string;
  /** 0–100; null shows an empty bar with "No data". */
  value: number | null;
  /** Tailwind background class of the filled part. */
  barClassName?: string;
  className?: string;
  /** Shown on the right instead of "value%". */
  valueText?: string;
}

/** A labelled horizontal bar with its value, exposed to assistive technology as a progressbar. */
export function ProgressBar({ label, value, barClassName = "bg-slate-900", className, valueText }: ProgressBarProps) {
  return (
    <Progress.Root value={value} min={0} max={100} className={cn("w-full", className)}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <Progress.Label className="font-medium text-slate-800">{label}</Progress.Label>
        <span className="font-semibold text-slate-900">{valueText ?? (value === null ? "No data" : `${value}%`)}</span>
      </div>
      {/* Named by its label (Ark names the bar by its value, which a screen reader then reads twice). */}
      <Progress.Track aria-label={label} className="mt-1.5 h-2.5 w-full overflow-hidden rounded-full bg-slate-200">
        <Progress.Range className={cn("h-full rounded-full transition-[width]", barClassName)} />
      </Progress.Track>
    </Progress.Root>
  );
}
