const REASONS = [
  {
    title: "Real phone calls",
    text: "Practise on an actual phone line, not a chat window: the same pressure, pauses and interruptions as a live prospect.",
  },
  {
    title: "Lifelike AI leads",
    text: "Every persona has a name, a backstory and the objections your prospects really raise, so no two calls feel scripted.",
  },
  {
    title: "Scored in seconds",
    text: "Tone, pacing, objection handling and conversion technique are scored from your transcript moments after you hang up.",
  },
  {
    title: "Progress you can see",
    text: "Agents track their improvement call by call; brokers see the whole team's results in one dashboard.",
  },
];

export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Why sales teams choose PracticeLine
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((reason, index) => (
            <li key={reason.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
