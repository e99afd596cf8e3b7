import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "@/lib/use-hydrated";
import { SiteShell } from "@/features/layout";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { ClosingCta } from "./closing-cta";
import { CustomizationSection } from "./customization-section";
import { HomeHero } from "./home-hero";
import { IndustryCards } from "./industry-cards";
import { PRACTICE_VIEW_PARAM } from "./practice-view-link";
import { WhyChooseSection } from "./why-choose-section";

// Only visitors who open the practice view download the demo flow and the query client; the landing page stays light.
const HomePracticeView = lazy(async () => {
  const [{ HomePracticeView: View }, { withQueryProvider }] = await Promise.all([
    import("./home-practice-view"),
    import("@/lib/query-provider"),
  ]);
  return { default: withQueryProvider(View) };
});

/** `/`, or with `?practice` its full-screen practice view (after hydration: the prerendered HTML is the landing page). */
export function HomePage() {
  const [params] = useSearchParams();
  const practicing = useHydrated() && params.has(PRACTICE_VIEW_PARAM);
  if (practicing) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <HomePracticeView />
      </Suspense>
    );
  }
  return (
    <SiteShell>
      <HomeHero />
      <IndustryCards />
      <WhyChooseSection />
      <CustomizationSection />
      <ClosingCta />
    </SiteShell>
  );
}
