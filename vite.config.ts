import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type PluginOption } from "vite";

const wranglerConfig = fileURLToPath(new URL("./wrangler.toml", import.meta.url));

/** `npm run dev` passes the resolved local configuration (DESIGN.md §10) to the Worker as vars. */
function localVars(): Record<string, string> {
  const raw = process.env.PRACTICELINE_LOCAL_VARS;
  return raw ? (JSON.parse(raw) as Record<string, string>) : {};
}

export default defineConfig(({ command }) => {
  const plugins: PluginOption[] = [react(), tailwindcss()];
  // In dev the Worker runs inside Vite (workerd, HMR); production builds the SPA only and wrangler bundles the Worker.
  if (command === "serve") {
    plugins.push(
      cloudflare({
        configPath: wranglerConfig,
        // Workers AI (the AI binding) only runs on Cloudflare; local runs stay offline and use the metrics.
        remoteBindings: false,
        config: (config) => {
          config.vars = { ...config.vars, ...localVars() };
        },
      }),
    );
  }
  return {
    root: "web",
    plugins,
    build: {
      outDir: "../dist/client",
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // Everything every page needs in one long-cached chunk: fewer, better-compressed requests. React Query is
          // not in it: it loads with the first screen that queries (web/src/app/query-client-slot.ts).
          codeSplitting: {
            groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
          },
        },
      },
    },
  };
});
