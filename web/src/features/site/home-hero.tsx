import { Link } from "react-router";
import { buttonStyles } from "@/components/ui/button-styles";
import { ScriptButton } from "@/components/ui/script-button";
import { paths } from "@domain/app-paths";
import { useWaitingList } from "@/features/waiting-list";
import { INDUSTRY_LIST } from "./industries";
import { PracticeViewLink } from "./practice-view-link";

export function HomeHero() {
  const waitingList = useWaitingList();
  return (
    <section aria-labelledby="home-hero-heading" className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-14 text-center sm:px-6 sm:pt-20">
        <p className="inline-flex items-center rounded-full bg-slate-900 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
          Early access · AI sales-call training
        </p>
        <h1
          id="home-hero-heading"
          className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl"
        >
          Practice cold calls with AI leads on a real phone line
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
          Dial a practice number, handle the objections of a lifelike AI prospect, and get a scored analysis of your
          tone, pacing, objection handling and conversion technique seconds after you hang up.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ScriptButton
            className={`${buttonStyles("primary", "lg")} w-full sm:w-auto`}
            onClick={() => waitingList.open({ vertical: "homepage" })}
          >
            Get Started Today
          </ScriptButton>
          <Link to={paths.demo} className={`${buttonStyles("secondary", "lg")} w-full sm:w-auto`}>
            View Demo
          </Link>
        </div>
        <PracticeViewLink className="mt-4 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-slate-900 underline underline-offset-4 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900" />
        <p className="landing-reveal mt-8 text-sm text-slate-700">Trusted by {trustedBy()} sales professionals</p>
      </div>
    </section>
  );
}

function trustedBy(): string {
  const groups = INDUSTRY_LIST.map((industry) => `${industry.stats.users} ${industry.audience}`);
  return `${groups.slice(0, -1).join(", ")} and ${groups.at(-1)}`;
}
