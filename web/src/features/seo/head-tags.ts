import { SITE_NAME, SITE_ORIGIN, SPEECH_API_HOST } from "@/config/site";
import type { PageMeta } from "./page-meta";
import { structuredData } from "./structured-data";

export function canonicalUrl(page: PageMeta): string {
  return `${SITE_ORIGIN}${page.path === "/" ? "/" : page.path}`;
}

/** The `<head>` of a prerendered page: metadata in the HTML itself, readable without JavaScript. */
export function renderHeadTags(page: PageMeta): string {
  const url = canonicalUrl(page);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta("name", "description", page.description),
    meta("name", "keywords", page.keywords.join(", ")),
    page.indexable ? "" : meta("name", "robots", "noindex"),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", page.title),
    meta("property", "og:description", page.description),
    meta("property", "og:url", url),
    meta("name", "twitter:card", "summary"),
    meta("name", "twitter:title", page.title),
    meta("name", "twitter:description", page.description),
    `<link rel="preconnect" href="${SPEECH_API_HOST}" />`,
    // A data block, not a script: the CSP's script-src does not apply to it.
    `<script type="application/ld+json">${escapeJsonForHtml(structuredData(page))}</script>`,
  ];
  return tags.filter(Boolean).join("\n    ");
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeJsonForHtml(value: object): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
