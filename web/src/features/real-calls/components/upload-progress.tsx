import {
  UPLOAD_STEPS,
  uploadStepLabel,
  type UploadKindName,
  type UploadStep,
} from "@domain/real-calls/upload-progress";
import { ProgressBar } from "@/components/ui/progress-bar";

interface UploadProgressProps {
  /** 0–1 of the file sent; null while the browser cannot tell. */
  sent: number | null;
  /** The steps the server has started, in order. */
  steps: readonly UploadStep[];
  kind: UploadKindName | null;
  /** The call is stored: every step the server told is done. */
  finished?: boolean;
}

/** The file's upload, then each processing step: done, under way or still to come. */
export function UploadProgress({ sent, steps, kind, finished: stored = false }: UploadProgressProps) {
  const current = steps.at(-1);
  const latest = current ? UPLOAD_STEPS.indexOf(current) : -1;
  const finished = stored ? latest + 1 : latest;
  return (
    <div className="space-y-4" aria-live="polite">
      <ProgressBar
        label="Uploading the file"
        value={sent === null ? null : Math.round(sent * 100)}
        valueText={sent === null ? "Sending…" : undefined}
      />
      <ProgressBar
        label="Processing the call"
        value={Math.round((Math.max(0, finished) / UPLOAD_STEPS.length) * 100)}
      />
      <ol aria-label="Processing steps" className="space-y-1 text-sm">
        {UPLOAD_STEPS.map((step, index) => {
          const status = index < finished ? "done" : index === finished ? "in progress" : "waiting";
          return (
            <li
              key={step}
              data-status={status}
              className={status === "waiting" ? "text-slate-600" : "font-medium text-slate-900"}
            >
              <span aria-hidden="true" className="mr-2 inline-block w-4">
                {status === "done" ? "✓" : status === "in progress" ? "…" : "·"}
              </span>
              {uploadStepLabel(step, kind)}
              <span className="sr-only"> ({status})</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
