import { INDUSTRY_LIST, TEMPLATE_SCENARIO_COUNT } from "./industries";
import { ScenarioBuilderMockup } from "./scenario-builder-mockup";

export function CustomizationSection() {
  return (
    <section aria-labelledby="customization-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="customization-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Customize every call to your market
          </h2>
          <p className="mt-4 text-slate-700">
            Start with {TEMPLATE_SCENARIO_COUNT} ready-made template scenarios, then let your trainers build unlimited
            custom scenarios for your listings, your products and your script.
          </p>
          <ul className="mt-6 space-y-3 text-sm text-slate-700">
            {INDUSTRY_LIST.map((industry) => (
              <li key={industry.vertical}>
                <strong className="text-slate-900">{industry.trainingLabel}:</strong>{" "}
                {`${industry.stats.scenarios} template scenarios covering ${industry.themes.join(", ")}`}
              </li>
            ))}
          </ul>
        </div>
        <ScenarioBuilderMockup />
      </div>
    </section>
  );
}
