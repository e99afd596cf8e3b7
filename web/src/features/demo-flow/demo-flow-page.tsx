import { useRef } from "react";
import { useParams, useSearchParams } from "react-router";
import type { Vertical } from "@domain/enums";
import { isTrainingVertical, VERTICAL_NAMES, verticalLabel } from "@domain/verticals";
import { VERTICAL_THEMES } from "@/config/vertical-themes";
import { SiteShell } from "@/features/layout";
import { DemoFlow } from "./demo-flow";

/**
 * /demo/{vertical}: the demo flow, its steps rendered inside `#demo-container`. Any vertical but the three trained
 * ones is multi-vertical (spec §1): every industry's scenarios. `?results={call}` shows that call's results again.
 */
export function DemoFlowPage() {
  const { vertical: param } = useParams();
  const [search] = useSearchParams();
  const container = useRef<HTMLElement>(null);
  const vertical: Vertical = isTrainingVertical(param) ? param : "homepage";
  const accent = isTrainingVertical(vertical) ? VERTICAL_THEMES[vertical].text : "text-slate-900";
  const name = isTrainingVertical(vertical) ? VERTICAL_NAMES[vertical] : verticalLabel(vertical);
  return (
    <SiteShell>
      <section
        id="demo-container"
        ref={container}
        aria-labelledby="demo-flow-heading"
        className="mx-auto max-w-4xl scroll-mt-4 px-4 py-12 sm:px-6"
      >
        <p className={`text-sm font-bold uppercase tracking-wide ${accent}`}>{name} demo</p>
        <h1 id="demo-flow-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
          Live AI practice call
        </h1>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <DemoFlow key={vertical} vertical={vertical} containerRef={container} resume={search.get("results")} />
        </div>
      </section>
    </SiteShell>
  );
}
