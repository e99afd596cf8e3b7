/**
 * The deployment's public origin (APP_ORIGIN) and contact address (CONTACT_EMAIL), baked in at build time by
 * vite.config.ts (scripts/public-site.ts): canonical and social-share URLs are built from the origin, and the Terms
 * and the Privacy Policy name the address. Without a build (unit tests), the local stack's.
 */
import { LOCAL_PUBLIC_SITE } from "@domain/public-site";

export const SITE_ORIGIN: string = import.meta.env.VITE_PUBLIC_ORIGIN ?? LOCAL_PUBLIC_SITE.APP_ORIGIN;
export const SITE_NAME = "PracticeLine";

/** Spec §1 names a font host too; the site loads no web font, so only the speech-synthesis host is preconnected. */
export const SPEECH_API_HOST = "https://api.elevenlabs.io";

/** Where visitors reach us about their data and the terms. */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL ?? LOCAL_PUBLIC_SITE.CONTACT_EMAIL;
