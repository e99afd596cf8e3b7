import { SiteShell } from "../layout/site-shell";
import { ClosingCta } from "./closing-cta";
import { CustomizationSection } from "./customization-section";
import { HomeHero } from "./home-hero";
import { IndustryCards } from "./industry-cards";
import { WhyChooseSection } from "./why-choose-section";

export function HomePage() {
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
