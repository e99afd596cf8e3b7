import { resolve } from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { boundaryZones, webPathsResolver, withoutIds } from "./scripts/lint/import-boundaries.js";
import { noCycle } from "./scripts/lint/no-cycle.js";
import { webRelativeImports } from "./scripts/lint/web-relative-imports.js";

const ROOT = import.meta.dirname;
/** Tests (and their helpers) may reach past the boundaries to inspect what they test; the code may not. */
const TESTS = ["**/*.test.ts", "**/*.test.tsx", "**/testing/**"];
const ZONES = boundaryZones(ROOT);
/** The entries compose the parts: they import the Objects' classes, and the local one the simulator. */
const ENTRIES = ["worker/index.ts", "worker/local-entry.ts"];
const TYPED_CLIENT = "Call the API through the typed client of web/src/lib/api.ts.";
const nodeResolver = createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] });
const practiceline = {
  rules: {
    "web-relative-imports": webRelativeImports({ webSrc: resolve(ROOT, "web/src"), domain: resolve(ROOT, "domain") }),
    "no-cycle": noCycle,
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      ".wrangler/**",
      ".data/**",
      "node_modules/**",
      "worker/worker-configuration.d.ts",
      "test-results/**",
      "playwright-report/**",
      // Deliberately broken imports that scripts/lint/import-boundaries.test.ts lints on purpose.
      "scripts/lint/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, practiceline },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [webPathsResolver(ROOT, nodeResolver), nodeResolver],
    },
    // import-x/no-cycle skips `import type`; ours counts every import (scripts/lint/no-cycle.js says why).
    rules: { "practiceline/no-cycle": "error", "import-x/no-duplicates": "error" },
  },
  {
    files: ["worker/**/*.ts", "durable-objects/**/*.ts", "lib/**/*.ts", "domain/**/*.ts", "web/**/*.{ts,tsx}"],
    ignores: [...TESTS, ...ENTRIES, "worker/api-types.ts"],
    plugins: { "import-x": importX },
    rules: { "import-x/no-restricted-paths": ["error", { zones: withoutIds(ZONES) }] },
  },
  {
    files: ENTRIES,
    ignores: TESTS,
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: withoutIds(ZONES.filter((zone) => zone.id !== "worker-objects" && zone.id !== "simulator")) },
      ],
    },
  },
  {
    // The web's one window into worker/: types only (erased from every bundle), the simulator's among them.
    files: ["worker/api-types.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: withoutIds(ZONES.filter((zone) => zone.id !== "simulator")) }],
    },
  },
  {
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/no-empty-object-type": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@worker/api-types",
              allowTypeImports: true,
              message: "The web app takes only types from the Worker: `import type`.",
            },
          ],
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@ark-ui/react", "@ark-ui/react/*"], message: "Use the wrapped parts in web/src/components/ui." },
          ],
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: [...TESTS, "web/src/lib/**", "web/src/testing/**"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: TYPED_CLIENT }],
      "no-restricted-properties": [
        "error",
        { object: "window", property: "fetch", message: TYPED_CLIENT },
        { object: "globalThis", property: "fetch", message: TYPED_CLIENT },
      ],
    },
  },
  {
    // An answer's type comes from its route (`call(api....)`), never from a cast; `as const` is no cast of an answer.
    files: ["web/src/features/*/api/**/*.ts", "web/src/lib/**/*.ts"],
    ignores: TESTS,
    rules: { "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }] },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { practiceline },
    rules: { "practiceline/web-relative-imports": "error" },
  },
  {
    files: ["web/src/components/ui/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": "off" },
  },
);
