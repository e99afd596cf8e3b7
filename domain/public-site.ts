/**
 * What a build without deployment settings (a developer's machine, CI) puts where the deployment's public origin
 * (APP_ORIGIN) and contact address (CONTACT_EMAIL) go: npm run dev's origin, an address of the dev accounts' domain.
 */
export const LOCAL_PUBLIC_SITE = {
  APP_ORIGIN: "http://localhost:5173",
  CONTACT_EMAIL: "hello@practiceline.dev",
} as const;
