/** @file The public site's frame (header, footer) that every public page sits in. */
export { SiteShell } from "./site-shell";
