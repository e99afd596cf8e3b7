import { VERTICAL_NAMES } from "@domain/verticals";
import { VERTICAL_THEMES } from "@/config/vertical-themes";
import type { Industry } from "./industries";
import type { IndustryDetails } from "./industry-details";

export function ScenarioCards({ industry, details }: { industry: Industry; details: IndustryDetails }) {
  const theme = VERTICAL_THEMES[industry.vertical];
  return (
    <section aria-labelledby="scenarios-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="scenarios-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {VERTICAL_NAMES[industry.vertical]} training scenarios
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">
        {industry.stats.scenarios} template scenarios today, plus unlimited custom scenarios written by your trainers.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {industry.themes
          .map((title, index) => ({ title, ...details.scenarios[index]! }))
          .map((topic) => (
            <li key={topic.title} className={`rounded-2xl border bg-white p-6 shadow-sm ${theme.border}`}>
              <h3 className={`text-lg font-bold ${theme.text}`}>{topic.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{topic.description}</p>
              <ul className="mt-4 space-y-1 text-sm text-slate-900">
                {topic.examples.map((example) => (
                  <li key={example} className={`rounded-lg px-3 py-2 ${theme.tint}`}>
                    {example}
                  </li>
                ))}
              </ul>
            </li>
          ))}
      </ul>
    </section>
  );
}
