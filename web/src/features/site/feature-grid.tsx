/** Spec §1: the performance analytics advertised for every industry. */
const FEATURES = [
  { title: "Tone", text: "Hear how confident, warm and in control you sounded, and where the lead's mood shifted." },
  {
    title: "Pacing",
    text: "Words per minute, talk-to-listen ratio and your longest monologue, measured from the call.",
  },
  {
    title: "Objection Handling",
    text: "Every objection the lead raised, and whether you acknowledged and answered it.",
  },
  {
    title: "Conversion Technique",
    text: "Did you secure a next step? See how close the call came to a booked meeting.",
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Performance analytics after every call
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
