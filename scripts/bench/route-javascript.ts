/**
 * @file JavaScript per route: every script a browser downloads while loading each route until the network is
 * idle (dashboards signed in through the dev login), gzip-compressed here, and every chunk of the build with
 * the routes that load it at once; a chunk no route loads at once is fetched only on an interaction.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { paths } from "../../domain/app-paths";
import { TRAINING_VERTICALS, type Role } from "../../domain/enums";
import { signIn } from "./app-requests";

const BUILD_ASSETS = "dist/client/assets";

export const JAVASCRIPT_ROUTES: Array<{ path: string; signedInAs: Role | null }> = [
  { path: paths.home, signedInAs: null },
  ...TRAINING_VERTICALS.map((vertical) => ({ path: paths.industry(vertical), signedInAs: null })),
  { path: paths.demo, signedInAs: null },
  { path: paths.demoFlow("real_estate"), signedInAs: null },
  { path: paths.waitingList, signedInAs: null },
  { path: paths.agentDashboard, signedInAs: "agent" },
  { path: paths.brokerDashboard, signedInAs: "broker" },
];

export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface RouteJavaScript {
  path: string;
  signedInAs: Role | null;
  gzipBytes: number;
  /** Chunks beyond those `/` loads: what reaching this route costs a visitor who came in through `/`. */
  gzipBytesBeyondHome: number;
  chunks: Chunk[];
}

export interface BuildChunk extends Chunk {
  /** Routes that load it at once; empty when only an interaction (a dialog, a call) fetches it. */
  loadedBy: string[];
}

export async function loadedScripts(
  browser: Browser,
  baseUrl: string,
  route: (typeof JAVASCRIPT_ROUTES)[number],
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport });
  if (route.signedInAs) {
    // The session and the signed-in hint, without which the app would not ask who is signed in.
    const { cookies } = await signIn(baseUrl, route.signedInAs);
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
  }
  const page = await context.newPage();
  const pending: Array<Promise<Chunk>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => ({
        file: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body).length,
      })),
    );
  });
  try {
    await page.goto(`${baseUrl}${route.path}`);
    await page.waitForLoadState("networkidle");
    return (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await context.close();
  }
}

export async function routeJavaScript(browser: Browser, baseUrl: string, viewport: { width: number; height: number }) {
  const routes: RouteJavaScript[] = [];
  for (const route of JAVASCRIPT_ROUTES) {
    const chunks = await loadedScripts(browser, baseUrl, route, viewport);
    routes.push({
      ...route,
      gzipBytes: chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0),
      gzipBytesBeyondHome: 0,
      chunks,
    });
  }
  const home = new Set(routes.find((route) => route.path === "/")!.chunks.map((chunk) => chunk.file));
  for (const route of routes) {
    route.gzipBytesBeyondHome = route.chunks
      .filter((chunk) => !home.has(chunk.file))
      .reduce((total, chunk) => total + chunk.gzipBytes, 0);
  }
  const build: BuildChunk[] = readdirSync(BUILD_ASSETS)
    .filter((name) => name.endsWith(".js"))
    .map((name) => {
      const body = readFileSync(join(BUILD_ASSETS, name));
      const file = `/assets/${name}`;
      const loadedBy = routes
        .filter((route) => route.chunks.some((chunk) => chunk.file === file))
        .map((route) => route.path);
      return { file, bytes: body.length, gzipBytes: gzipSync(body).length, loadedBy };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { routes, build };
}
