/**
 * @file The deployment's public settings the site is built with: its origin (APP_ORIGIN: canonical and og:url, the
 * organization data, robots.txt and the sitemap) and its contact address (CONTACT_EMAIL: the Terms and the Privacy
 * Policy). Read at build time from the process environment, else `[vars]` in wrangler.toml; a build without either
 * (local, CI) uses the local stack's values, and `npm run deploy` refuses to ship without them (deploy-checks.ts).
 */
import { LOCAL_PUBLIC_SITE } from "../domain/public-site";
import { plainVars } from "./wrangler-vars";

export { LOCAL_PUBLIC_SITE };
type PublicSiteSetting = keyof typeof LOCAL_PUBLIC_SITE;

export interface PublicSite {
  origin: string;
  contactEmail: string;
}

/** The deployment's value of each setting, or null when neither the environment nor wrangler.toml sets it. */
export function deployedPublicSite(
  environment: Record<string, string | undefined>,
  wranglerToml: string,
): Record<PublicSiteSetting, string | null> {
  const vars = plainVars(wranglerToml);
  const valueOf = (name: PublicSiteSetting) => environment[name]?.trim() || vars[name]?.trim() || null;
  return { APP_ORIGIN: valueOf("APP_ORIGIN"), CONTACT_EMAIL: valueOf("CONTACT_EMAIL") };
}

export function publicSite(environment: Record<string, string | undefined>, wranglerToml: string): PublicSite {
  const deployed = deployedPublicSite(environment, wranglerToml);
  return {
    origin: new URL(deployed.APP_ORIGIN ?? LOCAL_PUBLIC_SITE.APP_ORIGIN).origin,
    contactEmail: deployed.CONTACT_EMAIL ?? LOCAL_PUBLIC_SITE.CONTACT_EMAIL,
  };
}
