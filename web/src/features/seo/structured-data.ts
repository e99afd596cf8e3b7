import { DEMO_PRICE_USD } from "@domain/constants";
import { SITE_NAME, SITE_ORIGIN } from "@/config/site";
import type { PageMeta } from "./page-meta";

/** schema.org data of a page: the organisation everywhere, the free demo offer where it is sold. */
export function structuredData(page: PageMeta): object {
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: SITE_ORIGIN,
    logo: `${SITE_ORIGIN}/favicon.svg`,
    description: "AI cold-call practice for real estate, insurance and SaaS sales teams.",
  };
  if (!page.offersFreeDemo) return organization;
  return {
    ...organization,
    makesOffer: {
      "@type": "Offer",
      name: "Free AI practice call demo",
      url: `${SITE_ORIGIN}${page.path}`,
      price: String(DEMO_PRICE_USD),
      priceCurrency: "USD",
    },
  };
}
