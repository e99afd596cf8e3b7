import { describe, expect, it } from "vitest";
import { APP_START_MODULES, chunkFiles, modulePreloadLinks, type Manifest } from "./shell-preloads";

const manifest: Manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true },
  "src/app/start-app.tsx": { file: "assets/start-app-1.js", imports: ["_framework-1.js", "index.html"] },
  "src/lib/query-provider.tsx": { file: "assets/query-provider-1.js", imports: ["_framework-1.js", "_query-1.js"] },
  "_framework-1.js": { file: "assets/framework-1.js" },
  "_query-1.js": { file: "assets/query-1.js" },
  "src/features/call-review/call-review-page.tsx": {
    file: "assets/call-review-page-1.js",
    imports: ["_query-1.js", "_card-1.js"],
  },
  "_card-1.js": { file: "assets/card-1.js", imports: ["_framework-1.js"] },
};

describe("an app shell's chunks", () => {
  it("are the app's, then the screen's, each once, everything they import included and the entry left out", () => {
    expect(chunkFiles(manifest, [...APP_START_MODULES, "src/features/call-review/call-review-page.tsx"])).toEqual([
      "/assets/start-app-1.js",
      "/assets/framework-1.js",
      "/assets/query-provider-1.js",
      "/assets/query-1.js",
      "/assets/call-review-page-1.js",
      "/assets/card-1.js",
    ]);
  });

  it("refuse a screen the build does not know (a route's handle naming a moved file)", () => {
    expect(() => chunkFiles(manifest, ["src/features/gone-page.tsx"])).toThrow(/not in the build's manifest/);
  });

  it("are listed as module preloads", () => {
    expect(modulePreloadLinks(["/assets/a.js", "/assets/b.js"])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">\n    <link rel="modulepreload" crossorigin href="/assets/b.js">',
    );
  });
});
