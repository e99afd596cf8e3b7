import { Link } from "react-router";
import { DEMO_CALL_SECONDS, DEMO_PRICE_USD } from "@domain/constants";
import { buttonStyles } from "@/components/ui/button-styles";
import { paths } from "@domain/app-paths";
import { VERTICAL_THEMES } from "@/config/vertical-themes";
import { VERTICAL_NAMES } from "@domain/verticals";
import { SiteShell } from "@/features/layout";
import { INDUSTRY_LIST } from "./industries";
import { INDUSTRY_DETAILS } from "./industry-details";
import { IndustryCard } from "./industry-card";

const DEMO_MINUTES = DEMO_CALL_SECONDS / 60;

/** /demo: pick an industry, then the demo flow runs at /demo/{vertical}. */
export function DemoPickerPage() {
  return (
    <SiteShell>
      <section aria-labelledby="demo-heading" className="bg-gradient-to-b from-slate-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-12 text-center sm:px-6 sm:pt-16">
          <p className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">
            {`Free · ${DEMO_PRICE_USD} USD`}
          </p>
          <h1
            id="demo-heading"
            className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            Try a live AI practice call
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Choose your industry, pick a scenario and call a real practice line. You get up to {DEMO_MINUTES} minutes
            with an AI lead and a scored analysis of your call. No credit card: your email is all it takes to start.
          </p>
        </div>
      </section>
      <section aria-label="Choose your industry" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-3">
          {INDUSTRY_LIST.map((industry) => (
            <IndustryCard
              key={industry.vertical}
              industry={industry}
              heading={
                <h2 className={`text-2xl font-bold ${VERTICAL_THEMES[industry.vertical].text}`}>
                  {VERTICAL_NAMES[industry.vertical]}
                </h2>
              }
              intro={<p className="mt-2 text-sm text-slate-700">{INDUSTRY_DETAILS[industry.vertical].intro}</p>}
              themesHeading="Scenarios you can practise"
              bullet="✓"
              link={{ to: paths.demoFlow(industry.vertical), label: `Start the ${industry.audience} demo` }}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="demo-closing-heading" className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h2 id="demo-closing-heading" className="text-2xl font-bold text-slate-900">
            Want to see the whole platform first?
          </h2>
          <p className="mt-3 text-slate-700">Read how PracticeLine trains real estate, insurance and SaaS teams.</p>
          <Link to={paths.home} className={`${buttonStyles("secondary")} mt-6`}>
            Back to the PracticeLine home page
          </Link>
        </div>
      </section>
    </SiteShell>
  );
}
