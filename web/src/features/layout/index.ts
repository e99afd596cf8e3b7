/** @file The public site's frame (header, footer) that every public page sits in, and its logo. */
export { SiteShell } from "./site-shell";
export { Logo } from "./logo";
export { ScreenFrame } from "./screen-frame";
