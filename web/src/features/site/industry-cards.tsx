import { Link } from "react-router";
import { buttonShape } from "../../components/ui/button-styles";
import { paths } from "../../config/paths";
import { VERTICAL_THEMES } from "../../config/vertical-themes";
import { INDUSTRY_LIST } from "./industries";
import { IndustryStats } from "./industry-stats";

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
        {INDUSTRY_LIST.map((industry) => {
          const theme = VERTICAL_THEMES[industry.vertical];
          return (
            <li key={industry.vertical} className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${theme.border}`}>
              <h3 className={`text-xl font-bold ${theme.text}`}>{industry.trainingLabel}</h3>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {industry.themes.map((topic) => (
                  <li key={topic.title} className="flex gap-2">
                    <span aria-hidden="true" className={theme.text}>
                      •
                    </span>
                    {topic.title}
                  </li>
                ))}
              </ul>
              <IndustryStats
                industry={industry}
                className="mt-6 grid grid-cols-3 gap-2 border-t border-slate-100 pt-4"
                valueClassName="text-lg font-bold text-slate-900"
              />
              <Link
                to={paths.industry(industry.vertical)}
                className={`${buttonShape()} mt-6 ${theme.solid} focus-visible:outline-slate-900`}
              >
                Explore {industry.audience} training
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
