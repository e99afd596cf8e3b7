import { describe, expect, it } from "vitest";
import { SITE_ORIGIN } from "@/config/site";
import { renderHeadTags } from "./head-tags";
import { metaForPath, PUBLIC_PAGES } from "./page-meta";

function jsonLd(head: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head);
  if (!match) throw new Error("no JSON-LD");
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe("page metadata", () => {
  it("covers the public pages of spec §2 with a distinct title and description each", () => {
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual([
      "/",
      "/real-estate",
      "/insurance",
      "/saas",
      "/demo",
      "/demo/real_estate",
      "/demo/insurance",
      "/demo/saas",
      "/demo/homepage",
      "/terms",
      "/privacy",
    ]);
    expect(new Set(PUBLIC_PAGES.map((page) => page.title)).size).toBe(PUBLIC_PAGES.length);
    expect(new Set(PUBLIC_PAGES.map((page) => page.description)).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES) {
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(170);
      expect(page.keywords.length).toBeGreaterThan(0);
    }
  });

  it.each(PUBLIC_PAGES.map((page) => [page.path, page] as const))(
    "%s has title, description, keywords, canonical, social tags, preconnects and organization data",
    (path, page) => {
      const head = renderHeadTags(page);
      const canonical = `${SITE_ORIGIN}${path}`;
      expect(head).toContain(`<title>${page.title.replace("&", "&amp;")}</title>`);
      expect(head).toContain('<meta name="description" content="');
      expect(head).toContain('<meta name="keywords" content="');
      expect(head).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(head).toContain(`<meta property="og:url" content="${canonical}" />`);
      for (const tag of ["og:title", "og:description", "og:type", "og:site_name"])
        expect(head).toContain(`property="${tag}"`);
      for (const tag of ["twitter:card", "twitter:title", "twitter:description"])
        expect(head).toContain(`name="${tag}"`);
      // No web font is loaded, so no font host is preconnected (spec §1 names one; see README "Public site").
      expect(head).not.toContain("fonts.");
      expect(head).toContain('<link rel="preconnect" href="https://api.elevenlabs.io" />');
      if (page.indexable) expect(head).not.toContain("noindex");
      expect(jsonLd(head)).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "PracticeLine",
        url: SITE_ORIGIN,
      });
    },
  );

  it("advertises the demo as a free offer (0 USD) on the demo pages only", () => {
    expect(jsonLd(renderHeadTags(metaForPath("/demo")))).toMatchObject({
      makesOffer: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    });
    expect(jsonLd(renderHeadTags(metaForPath("/demo/saas")))).toHaveProperty("makesOffer.price", "0");
    expect(jsonLd(renderHeadTags(metaForPath("/")))).not.toHaveProperty("makesOffer");
  });

  it("keeps screens that are not public content out of search results", () => {
    const head = renderHeadTags(metaForPath("/agent-dashboard"));
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/agent-dashboard" />`);
  });

  it("matches paths with a trailing slash to their page", () => {
    expect(metaForPath("/real-estate/").path).toBe("/real-estate");
  });

  it("escapes text so metadata cannot break out of its attribute or the JSON-LD block", () => {
    const head = renderHeadTags({
      ...metaForPath("/"),
      title: 'A "quoted" <b>title</b> & more',
      description: "</script><script>alert(1)</script>",
    });
    expect(head).toContain("<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more</title>");
    expect(head).not.toContain("<script>alert(1)");
  });
});
