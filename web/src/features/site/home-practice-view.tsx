import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { buttonStyles } from "@/components/ui/button-styles";
import { paths } from "@domain/app-paths";
import { SITE_NAME } from "@/config/site";
import { DemoFlow } from "@/features/demo-flow";

/**
 * The home page's full-screen practice view for the `homepage` vertical (spec §2): the demo flow over every
 * industry's scenarios, with nothing of the site around it but the way back.
 */
export function HomePracticeView() {
  const container = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const exit = () => navigate(paths.home);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="text-lg font-bold">{SITE_NAME} practice</p>
          <Link to={paths.home} className={buttonStyles("secondary")}>
            Exit practice
          </Link>
        </div>
      </header>
      <main id="main-content" className="flex-1">
        <section
          id="demo-container"
          ref={container}
          aria-labelledby="practice-heading"
          className="mx-auto w-full max-w-4xl scroll-mt-4 px-4 py-8 sm:px-6"
        >
          <h1 id="practice-heading" className="text-3xl font-extrabold tracking-tight">
            Practice a cold call
          </h1>
          <p className="mt-2 text-slate-700">
            Any scenario from real estate, insurance or SaaS: choose one, call the practice line and get your scored
            analysis.
          </p>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <DemoFlow vertical="homepage" containerRef={container} onBack={exit} onFinish={exit} />
          </div>
        </section>
      </main>
    </div>
  );
}
