/**
 * @file Build step after `vite build`: renders every public page to static HTML in dist/client (content
 * and metadata in the HTML, hydrated by main.tsx), the 404 page, gives every other screen of the route table an
 * empty shell with its metadata and its chunks (scripts/shell-preloads.ts), and writes robots.txt and sitemap.xml.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { PARAMETRISED_ROUTES, shellPath } from "../domain/app-shells";
import { APP_START_MODULES, chunkFiles, modulePreloadLinks, type Manifest } from "./shell-preloads";

interface PageMeta {
  path: string;
  indexable: boolean;
}

interface ServerEntry {
  renderPage(path: string): Promise<string>;
  renderHeadTags(page: PageMeta): string;
  metaForPath(path: string): PageMeta;
  staticRoutePaths(): string[];
  screenModuleOf(path: string): string | null;
  renderAppShellPlaceholder(): string;
  PUBLIC_PAGES: PageMeta[];
  NOT_FOUND_PAGE: PageMeta;
  SITE_ORIGIN: string;
}

const ROOT = resolve(import.meta.dirname, "..");
/** The catch-all route's path (web/src/app/routes.tsx): main.tsx hydrates the 404 page at any path it matches. */
const NOT_FOUND_ROUTE_PATH = "*";
const CLIENT_DIR = join(ROOT, "dist/client");
const SERVER_DIR = join(ROOT, "dist/server");
/** Written by `vite build` (build.manifest); not deployed. */
const MANIFEST_DIR = join(CLIENT_DIR, ".vite");

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
  const manifest = JSON.parse(readFileSync(join(MANIFEST_DIR, "manifest.json"), "utf8")) as Manifest;
  rmSync(MANIFEST_DIR, { recursive: true, force: true });
  const placeholder = entry.renderAppShellPlaceholder();
  const shell = (path: string) => {
    const screen = entry.screenModuleOf(path);
    const preloads = chunkFiles(manifest, [...APP_START_MODULES, ...(screen ? [screen] : [])]);
    return appShell(template, entry.renderHeadTags(entry.metaForPath(path)), placeholder, preloads);
  };
  for (const path of shells) writePage(path, shell(path));
  // Routes with a path parameter: one shell each, which the Worker serves for all their paths (domain/app-shells.ts).
  for (const route of PARAMETRISED_ROUTES) writePage(shellPath(route), shell(route));

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
function fill(template: string, head: string, html: string, prerenderedPath: string): string {
  return lowPriorityScripts(template)
    .replace("<!--app-head-->", head)
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered-path="${prerenderedPath}">${html}</div>`,
    );
}

/**
 * A client-rendered screen's page: its loading state until its scripts run, which are fetched at once, at their
 * usual priority, every chunk of the screen with the HTML (main.tsx renders it afresh, replacing the placeholder).
 */
function appShell(template: string, head: string, placeholder: string, preloads: readonly string[]): string {
  return (
    template
      .replace("<!--app-head-->", head)
      // After the entry script and the stylesheet: the entry starts the screen's first requests (main.tsx).
      .replace("</head>", `  ${modulePreloadLinks(preloads)}\n  </head>`)
      .replace('<div id="root"><!--app-html--></div>', `<div id="root">${placeholder}</div>`)
  );
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
