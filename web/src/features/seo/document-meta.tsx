import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { canonicalUrl } from "./head-tags";
import { metaForPath, NOT_FOUND_PAGE } from "./page-meta";

/**
 * Keeps the head in step with client-side navigation. Prerendered pages already carry the same tags,
 * so on first load this changes nothing.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const notFound = useMatches().some((match) => (match.handle as { notFound?: boolean } | undefined)?.notFound);
  useEffect(() => {
    const page = notFound ? NOT_FOUND_PAGE : metaForPath(pathname);
    const url = canonicalUrl(page);
    document.title = page.title;
    setMeta("name", "description", page.description);
    setMeta("name", "keywords", page.keywords.join(", "));
    setMeta("name", "robots", page.indexable ? null : "noindex");
    setMeta("property", "og:title", page.title);
    setMeta("property", "og:description", page.description);
    setMeta("property", "og:url", url);
    setMeta("name", "twitter:title", page.title);
    setMeta("name", "twitter:description", page.description);
    setCanonical(url);
  }, [pathname, notFound]);
  return null;
}

function setMeta(attribute: "name" | "property", key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(url: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.append(link);
  }
  link.href = url;
}
