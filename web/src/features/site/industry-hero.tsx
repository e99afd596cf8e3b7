import { Link } from "react-router";
import { buttonShape, buttonStyles } from "@/components/ui/button-styles";
import { ScriptButton } from "@/components/ui/script-button";
import { paths } from "@domain/app-paths";
import { VERTICAL_THEMES } from "@/config/vertical-themes";
import { useWaitingList } from "@/features/waiting-list";
import type { Industry } from "./industries";
import type { IndustryDetails } from "./industry-details";
import { IndustryStats } from "./industry-stats";
import { LiveCallCard } from "./live-call-card";

export function IndustryHero({ industry, details }: { industry: Industry; details: IndustryDetails }) {
  const waitingList = useWaitingList();
  const theme = VERTICAL_THEMES[industry.vertical];
  return (
    <section aria-labelledby="industry-hero-heading" className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-2">
        <div>
          <p
            className={`inline-flex rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${theme.tint} ${theme.text}`}
          >
            {industry.trainingLabel}
          </p>
          <h1
            id="industry-hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {details.headline}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{details.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={paths.demoFlow(industry.vertical)}
              className={`${buttonShape("lg")} ${theme.solid} focus-visible:outline-slate-900`}
            >
              Demo Now
            </Link>
            <ScriptButton
              className={buttonStyles("secondary", "lg")}
              onClick={() => waitingList.open({ vertical: industry.vertical })}
            >
              Get Started Today
            </ScriptButton>
          </div>
          <IndustryStats
            industry={industry}
            className="mt-10 grid max-w-md grid-cols-3 gap-4"
            valueClassName={`text-3xl font-extrabold ${theme.text}`}
          />
        </div>
        <LiveCallCard vertical={industry.vertical} call={details.liveCall} />
      </div>
    </section>
  );
}
