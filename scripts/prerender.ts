/**
 * @file Build step after `vite build`: renders every public page to static HTML in dist/client (content
 * and metadata in the HTML, hydrated by main.tsx), the 404 page, gives every other screen of the route table an
 * empty shell with its metadata, and writes robots.txt and sitemap.xml.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { PARAMETRISED_ROUTES, shellPath } from "../domain/app-shells";

interface PageMeta {
  path: string;
  indexable: boolean;
}

interface ServerEntry {
  renderPage(path: string): Promise<string>;
  renderHeadTags(page: PageMeta): string;
  metaForPath(path: string): PageMeta;
  staticRoutePaths(): string[];
  PUBLIC_PAGES: PageMeta[];
  NOT_FOUND_PAGE: PageMeta;
  SITE_ORIGIN: string;
}

const ROOT = resolve(import.meta.dirname, "..");
/** The catch-all route's path (web/src/app/routes.tsx): main.tsx hydrates the 404 page at any path it matches. */
const NOT_FOUND_ROUTE_PATH = "*";
const CLIENT_DIR = join(ROOT, "dist/client");
const SERVER_DIR = join(ROOT, "dist/server");

async function main(): Promise<void> {
  const started = Date.now();
  await build({
    configFile: join(ROOT, "vite.config.ts"),
    logLevel: "warn",
    build: { ssr: "src/entry-server.tsx", outDir: SERVER_DIR, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = (await import(pathToFileURL(join(SERVER_DIR, "entry-server.js")).href)) as ServerEntry;
  const template = readFileSync(join(CLIENT_DIR, "index.html"), "utf8");
  if (!template.includes("<!--app-head-->"))
    throw new Error("dist/client/index.html is not the vite build's template: run vite build first");

  for (const page of entry.PUBLIC_PAGES) {
    const html = await entry.renderPage(page.path);
    writePage(page.path, fill(template, entry.renderHeadTags(page), html, page.path));
  }
  // Served with status 404 for every path without a file of its own (wrangler.toml not_found_handling = "404-page").
  const notFound = await entry.renderPage(entry.NOT_FOUND_PAGE.path);
  writePage(
    entry.NOT_FOUND_PAGE.path,
    fill(template, entry.renderHeadTags(entry.NOT_FOUND_PAGE), notFound, NOT_FOUND_ROUTE_PATH),
  );
  const prerendered = new Set(entry.PUBLIC_PAGES.map((page) => page.path));
  const shells = entry.staticRoutePaths().filter((path) => !prerendered.has(path));
  for (const path of shells) writePage(path, fill(template, entry.renderHeadTags(entry.metaForPath(path)), "", null));
  // Routes with a path parameter: one shell each, which the Worker serves for all their paths (domain/app-shells.ts).
  for (const route of PARAMETRISED_ROUTES)
    writePage(shellPath(route), fill(template, entry.renderHeadTags(entry.metaForPath(route)), "", null));

  writeFileSync(join(CLIENT_DIR, "robots.txt"), robots(entry.SITE_ORIGIN));
  writeFileSync(
    join(CLIENT_DIR, "sitemap.xml"),
    sitemap(
      entry.SITE_ORIGIN,
      entry.PUBLIC_PAGES.filter((page) => page.indexable),
    ),
  );
  rmSync(SERVER_DIR, { recursive: true, force: true });
  console.log(
    `prerender: ${entry.PUBLIC_PAGES.length} pages and 404.html, ${shells.length + PARAMETRISED_ROUTES.length} app shells (${[...shells, ...PARAMETRISED_ROUTES].join(", ")}) in ${Date.now() - started} ms`,
  );
}

/** The template with the page's head tags and markup; `data-prerendered-path` tells main.tsx to hydrate. */
function fill(template: string, head: string, html: string, prerenderedPath: string | null): string {
  const root = prerenderedPath ? `<div id="root" data-prerendered-path="${prerenderedPath}">` : `<div id="root">`;
  return lowPriorityScripts(template)
    .replace("<!--app-head-->", head)
    .replace('<div id="root"><!--app-html--></div>', `${root}${html}</div>`);
}

/**
 * The HTML already shows the page; JavaScript only makes it interactive. Fetched at low priority, the
 * scripts leave the bandwidth to the HTML and CSS that paint the page first.
 */
function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

/**
 * `/real-estate` is written as real-estate.html: Workers static assets serve that at /real-estate directly,
 * whereas real-estate/index.html would answer /real-estate with a redirect to /real-estate/.
 */
function writePage(path: string, html: string): void {
  const file = path === "/" ? join(CLIENT_DIR, "index.html") : join(CLIENT_DIR, `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

function robots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function sitemap(origin: string, pages: PageMeta[]): string {
  const urls = pages.map((page) => `  <url><loc>${origin}${page.path === "/" ? "/" : page.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

main().then(
  // Rendering runs the app's modules, whose timers (query cache, toasts) would keep the build waiting.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
