import { Link } from "react-router";
import type { TrainingVertical } from "@domain/enums";
import { buttonShape } from "@/components/ui/button-styles";
import { ScriptButton } from "@/components/ui/script-button";
import { paths } from "@domain/app-paths";
import { useWaitingList } from "@/features/waiting-list";
import { SiteShell } from "@/features/layout";
import { FeatureGrid } from "./feature-grid";
import { INDUSTRIES, type Industry } from "./industries";
import { INDUSTRY_DETAILS } from "./industry-details";
import { IndustryHero } from "./industry-hero";
import { ScenarioCards } from "./scenario-cards";

/** /real-estate, /insurance and /saas: one page, themed by its vertical. */
export function IndustryPage({ vertical }: { vertical: TrainingVertical }) {
  const industry = INDUSTRIES[vertical];
  const details = INDUSTRY_DETAILS[vertical];
  return (
    <SiteShell>
      <IndustryHero industry={industry} details={details} />
      <ScenarioCards industry={industry} details={details} />
      <FeatureGrid />
      <IndustryClosing industry={industry} closingHeadline={details.closingHeadline} />
    </SiteShell>
  );
}

function IndustryClosing({ industry, closingHeadline }: { industry: Industry; closingHeadline: string }) {
  const waitingList = useWaitingList();
  return (
    <section aria-labelledby="industry-closing-heading" className="bg-slate-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="industry-closing-heading" className="text-3xl font-bold tracking-tight">
          {closingHeadline}
        </h2>
        <p className="mt-4 text-slate-200">
          Try a free practice call now, or join the waiting list for early access for your whole team.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={paths.demoFlow(industry.vertical)}
            className={`${buttonShape("lg")} bg-white text-slate-900 hover:bg-slate-200 focus-visible:outline-white`}
          >
            Try a free {industry.audience} demo call
          </Link>
          <ScriptButton
            className={`${buttonShape("lg")} border border-white text-white hover:bg-white/10 focus-visible:outline-white`}
            onClick={() => waitingList.open({ vertical: industry.vertical })}
          >
            Join Waiting List
          </ScriptButton>
        </div>
      </div>
    </section>
  );
}
