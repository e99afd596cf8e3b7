import { paths } from "@domain/app-paths";
import { VERTICAL_THEMES } from "@/config/vertical-themes";
import { INDUSTRY_LIST } from "./industries";
import { IndustryCard } from "./industry-card";

export function IndustryCards() {
  return (
    <section aria-labelledby="industries-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="industries-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Training built for your industry
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        Every vertical has its own AI leads, objections and scoring, modelled on the calls your team makes every day.
      </p>
      <ul className="landing-reveal mt-10 grid gap-6 md:grid-cols-3">
        {INDUSTRY_LIST.map((industry) => (
          <IndustryCard
            key={industry.vertical}
            industry={industry}
            heading={
              <h3 className={`text-xl font-bold ${VERTICAL_THEMES[industry.vertical].text}`}>
                {industry.trainingLabel}
              </h3>
            }
            bullet="•"
            link={{ to: paths.industry(industry.vertical), label: `Explore ${industry.audience} training` }}
          />
        ))}
      </ul>
    </section>
  );
}
