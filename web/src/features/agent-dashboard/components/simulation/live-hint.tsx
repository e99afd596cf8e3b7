import type { LiveHint } from "@domain/coaching/live-hints";
import { cn } from "@/lib/cn";

const TONES = {
  amber: "border-amber-300 bg-amber-50 text-amber-950",
  red: "border-red-300 bg-red-50 text-red-900",
  quiet: "border-sky-200 bg-sky-50 text-slate-900",
} as const;

const toneOf = (hint: LiveHint) => (hint.kind === "monologue" ? hint.level : "quiet");

/**
 * The one live hint of the moment, in its own line above the transcript (it never covers it): announced politely
 * to screen readers, nothing shown when there is nothing to say.
 */
export function LiveHintSlot({ hint }: { hint: LiveHint | null }) {
  return (
    <div role="status" aria-live="polite" aria-label="Live hint" className="mt-3 min-h-12">
      {hint ? (
        <p
          data-testid="live-hint"
          data-kind={hint.kind}
          data-level={hint.kind === "monologue" ? hint.level : undefined}
          className={cn("rounded-lg border px-3 py-2 text-sm font-medium", TONES[toneOf(hint)])}
        >
          {hint.text}
        </p>
      ) : null}
    </div>
  );
}
