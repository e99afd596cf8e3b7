import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "**/testing/**"];

/**
 * The import directions of DESIGN.md §2. Tests may reach past them to inspect what they test; the code may not.
 * scripts/lint/import-boundaries.test.ts proves each rule fails on a forbidden import.
 */
export const BOUNDARY_ZONES = [
  {
    target: "./durable-objects",
    from: "./worker",
    except: ["./analysis", "./voice"],
    message: "A Durable Object imports nothing of worker/ but its analysis and voice libraries (DESIGN.md §2).",
  },
  {
    target: "./worker",
    from: "./durable-objects",
    except: ["./conversation/protocol.ts", "./phone-line/protocol.ts", "./rate-limiter/protocol.ts"],
    message: "The Worker reaches a Durable Object through its binding, the entry's re-exports and the Object's protocol.ts.",
  },
  {
    target: ["./worker", "./durable-objects", "./db", "./domain"],
    from: "./worker/simulator",
    message: "The voice simulator is development-only: only worker/local-entry.ts passes it in.",
  },
  { target: "./db", from: ["./worker", "./durable-objects", "./web", "./scripts"], message: "db/ is shared by the Worker and the Objects: it imports neither." },
  { target: "./web", from: ["./worker", "./durable-objects", "./db", "./scripts"], message: "The web app talks to the Worker over HTTP and shares only domain/." },
];

const nodeResolver = createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] });

/** The web's `@/…` and `@domain/…` imports, read from the `paths` of web/tsconfig.json (as Vite and tsc read them). */
function webPathsResolver() {
  const tsconfig = resolve(import.meta.dirname, "web/tsconfig.json");
  const paths = JSON.parse(readFileSync(tsconfig, "utf8")).compilerOptions.paths;
  const prefixes = Object.entries(paths).map(([pattern, [target]]) => [pattern.replace(/\*$/, ""), resolve(dirname(tsconfig), target.replace(/\*$/, ""))]);
  return {
    interfaceVersion: 3,
    name: "practiceline-web-paths",
    resolve(modulePath, sourceFile) {
      const match = prefixes.find(([prefix]) => modulePath.startsWith(prefix));
      if (!match) return { found: false };
      return nodeResolver.resolve(`${match[1]}/${modulePath.slice(match[0].length)}`, sourceFile);
    },
  };
}

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
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [webPathsResolver(), nodeResolver],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }], "import-x/no-duplicates": "error" },
  },
  {
    files: ["worker/**/*.ts", "durable-objects/**/*.ts", "db/**/*.ts", "domain/**/*.ts", "web/**/*.{ts,tsx}"],
    ignores: [...TESTS, "worker/index.ts", "worker/local-entry.ts", "worker/simulator/**"],
    plugins: { "import-x": importX },
    rules: { "import-x/no-restricted-paths": ["error", { zones: BOUNDARY_ZONES }] },
  },
  {
    // The entries compose the parts: they import the Objects' classes (and the local one the simulator).
    files: ["worker/index.ts", "worker/local-entry.ts", "worker/simulator/**/*.ts"],
    ignores: TESTS,
    plugins: { "import-x": importX },
    rules: { "import-x/no-restricted-paths": ["error", { zones: BOUNDARY_ZONES.filter((zone) => zone.from !== "./durable-objects" && zone.from !== "./worker/simulator") }] },
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
    files: ["web/src/components/ui/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["../worker/*", "../web/*", "../scripts/*", "../durable-objects/*"], message: "domain/ imports nothing of ours." }] },
      ],
    },
  },
);
