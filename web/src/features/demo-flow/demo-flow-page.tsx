import { useRef } from "react";
import { useParams } from "react-router";
import { isTrainingVertical, VERTICAL_NAMES } from "@domain/verticals";
import { VERTICAL_THEMES } from "@/config/vertical-themes";
import { SiteShell } from "@/features/layout";
import { NotFoundPage } from "@/features/system";
import { DemoFlow } from "./demo-flow";

/** /demo/{vertical}: the demo flow, its steps rendered inside `#demo-container`. */
export function DemoFlowPage() {
  const { vertical } = useParams();
  const container = useRef<HTMLElement>(null);
  if (!isTrainingVertical(vertical)) return <NotFoundPage />;
  const theme = VERTICAL_THEMES[vertical];
  return (
    <SiteShell>
      <section
        id="demo-container"
        ref={container}
        aria-labelledby="demo-flow-heading"
        className="mx-auto max-w-4xl scroll-mt-4 px-4 py-12 sm:px-6"
      >
        <p className={`text-sm font-bold uppercase tracking-wide ${theme.text}`}>{VERTICAL_NAMES[vertical]} demo</p>
        <h1 id="demo-flow-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
          Live AI practice call
        </h1>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <DemoFlow key={vertical} vertical={vertical} containerRef={container} />
        </div>
      </section>
    </SiteShell>
  );
}
