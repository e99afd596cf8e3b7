import { LeadProfilePanel } from "@/features/lead-profile";

/**
 * The lead profile (the demo's own derivation) and the persona prompt the draft becomes. While the draft is being
 * written it is the browser's preview of the same builder the server runs; once saved, what the server stored.
 */
export function PersonaPreview({ promptText, saved }: { promptText: string | null; saved: boolean }) {
  if (!promptText) {
    return (
      <section
        aria-label="Preview"
        className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-700"
      >
        Fill in the required fields to see the lead profile and the persona prompt this scenario produces.
      </section>
    );
  }
  return (
    <section aria-label="Preview" className="space-y-4">
      <LeadProfilePanel promptText={promptText} />
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700">Persona prompt</h3>
        <p className="mt-1 text-sm text-slate-700">
          {saved ? "As stored: every call on this scenario plays this lead." : "Preview: save to store it."}
        </p>
        <pre
          role="region"
          aria-label="Persona prompt"
          tabIndex={0}
          className="mt-3 max-h-96 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-xs leading-relaxed text-slate-900"
        >
          {promptText}
        </pre>
      </div>
    </section>
  );
}
