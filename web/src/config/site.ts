/** The public origin of the deployed site: canonical and social-share URLs are built from it. */
export const SITE_ORIGIN = "https://practiceline.app";
export const SITE_NAME = "PracticeLine";

/** Spec §1: page load preconnects to a font host and the speech-synthesis API host. */
export const FONT_HOST = "https://fonts.gstatic.com";
export const SPEECH_API_HOST = "https://api.elevenlabs.io";

/** Where visitors reach us about their data and the terms (the Terms and Privacy pages name it). */
export const CONTACT_EMAIL = "hello@practiceline.app";
