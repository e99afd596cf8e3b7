const FIELDS = [
  { label: "Scenario", value: "Relocating buyer, luxury condo" },
  { label: "Lead personality", value: "Skeptical · Analytical" },
  { label: "Key objections", value: "“Your fee is too high”, “I'm already talking to another agent”" },
  { label: "Difficulty", value: "Advanced" },
];

/** An illustration of the trainer's scenario builder (spec §2: a mock-up labelled Unlimited). */
export function ScenarioBuilderMockup() {
  return (
    <figure
      aria-labelledby="scenario-builder-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg"
    >
      <div className="flex items-center justify-between gap-4">
        <figcaption id="scenario-builder-title" className="text-lg font-bold text-slate-900">
          Custom Scenario Builder
        </figcaption>
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
          Unlimited
        </span>
      </div>
      <dl className="mt-5 space-y-3">
        {FIELDS.map((field) => (
          <div key={field.label} className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{field.label}</dt>
            <dd className="mt-1 text-sm text-slate-900">{field.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-center text-sm font-semibold text-slate-700" aria-hidden="true">
        + Add scenario
      </p>
    </figure>
  );
}
