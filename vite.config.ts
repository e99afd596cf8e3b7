import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type PluginOption } from "vite";
import { publicSite } from "./scripts/public-site";

const SHELL_MODULES =
  /web[\\/]src[\\/](config[\\/]\w[\w-]*|lib[\\/](api|use-hydrated)|components[\\/]ui[\\/](button-styles|script-button)|features[\\/](auth[\\/]login-url|waiting-list[\\/]waiting-list-context|site[\\/](industries|industry-stats)))\.tsx?$|domain[\\/]enums\.ts$/;

const FEATURE_INDEX = /web[\\/]src[\\/]features[\\/][\w-]+[\\/]index\.ts$/;

/** scripts/dev.ts gives a test stack a copy of wrangler.toml away from the developer's `.dev.vars`. */
const wranglerConfig =
  process.env.PRACTICELINE_WRANGLER_CONFIG ?? fileURLToPath(new URL("./wrangler.toml", import.meta.url));

/** `npm run dev` passes the resolved local configuration (DESIGN.md §10) to the Worker as vars. */
function localVars(): Record<string, string> {
  const raw = process.env.PRACTICELINE_LOCAL_VARS;
  return raw ? (JSON.parse(raw) as Record<string, string>) : {};
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * `npm run dev` (scripts/dev.ts) has one address, APP_ORIGIN, printed once by the script when the API answers.
 * Vite's own list (127.0.0.1, the Worker debugger) is not printed, and a page opened on another loopback
 * spelling of the same port is sent to APP_ORIGIN: one origin, so its cookies, sign-in and same-origin checks
 * are the ones everything else uses.
 */
function oneLocalUrl(appOrigin: string | undefined): Plugin {
  return {
    name: "practiceline:one-local-url",
    enforce: "pre",
    configureServer(server) {
      if (!appOrigin) return;
      const canonical = new URL(appOrigin);
      server.middlewares.use((request, response, next) => {
        const host = request.headers.host;
        const navigating = request.method === "GET" && request.headers["sec-fetch-mode"] === "navigate";
        if (!host || !navigating || host === canonical.host) return next();
        const requested = new URL(`http://${host}`);
        if (!LOOPBACK_HOSTS.has(requested.hostname) || requested.port !== canonical.port) return next();
        response.writeHead(307, { Location: new URL(request.url ?? "/", canonical).href }).end();
      });
      // After every plugin's own hook: the Worker plugin adds its debugger address to the list first.
      return () => {
        server.printUrls = () => {};
      };
    },
  };
}

export default defineConfig(({ command }) => {
  const plugins: PluginOption[] = [react(), tailwindcss()];
  // In dev the Worker runs inside Vite (workerd, HMR); production builds the SPA only and wrangler bundles the Worker.
  if (command === "serve") {
    // The local stack: wrangler.toml's [env.local], whose entry passes the voice simulator in.
    process.env.CLOUDFLARE_ENV ??= "local";
    plugins.push(
      oneLocalUrl(localVars().APP_ORIGIN),
      cloudflare({
        configPath: wranglerConfig,
        // Workers AI (the AI binding) only runs on Cloudflare; local runs stay offline and use the metrics.
        remoteBindings: false,
        config: (config) => {
          config.vars = { ...config.vars, ...localVars() };
          // Production answers unknown paths with 404.html (prerendered at build); in dev there is no build,
          // so every page path gets the SPA's index.html and the router shows the 404 page itself.
          config.assets = { ...config.assets, not_found_handling: "single-page-application" };
        },
      }),
    );
  }
  // The deployment's public origin and contact address, baked into the pages (scripts/public-site.ts).
  const site = publicSite(
    process.env,
    readFileSync(fileURLToPath(new URL("./wrangler.toml", import.meta.url)), "utf8"),
  );
  return {
    root: "web",
    define: {
      "import.meta.env.VITE_PUBLIC_ORIGIN": JSON.stringify(site.origin),
      "import.meta.env.VITE_CONTACT_EMAIL": JSON.stringify(site.contactEmail),
    },
    // `@/…` and `@domain/…`: the paths of web/tsconfig.json.
    resolve: { tsconfigPaths: true },
    plugins,
    build: {
      outDir: "../dist/client",
      emptyOutDir: true,
      // Read by scripts/prerender.ts (which then deletes it) to list each app shell's chunks.
      manifest: true,
      rolldownOptions: {
        // A feature's public index only re-exports: a page that takes one thing from it (the site header's
        // sign-in link from features/auth) does not load everything else it names (React Query, with useAuth).
        treeshake: { moduleSideEffects: (id: string) => !FEATURE_INDEX.test(id) },
        output: {
          // Everything every page needs in one long-cached chunk: fewer, better-compressed requests. React Query is
          // not in it: it loads with the first screen that queries (web/src/lib/query-client-slot.ts).
          codeSplitting: {
            groups: [
              { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              // The site's small shared modules in one chunk instead of a few hundred bytes each (none imports a library).
              { name: "shell", test: SHELL_MODULES },
            ],
          },
        },
      },
    },
  };
});
