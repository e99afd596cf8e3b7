/**
 * @file The import directions of DESIGN.md §2 as `import-x/no-restricted-paths` zones, and the resolver for the
 * web's path aliases. eslint.config.js applies them; scripts/lint/import-boundaries.test.ts proves each one refuses
 * a forbidden import.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const OBJECT_PROTOCOLS = [
  "./conversation/protocol.ts",
  "./phone-line/protocol.ts",
  "./rate-limiter/protocol.ts",
  "./voice-plan/protocol.ts",
];
const WEB_AREAS_BUT_LIB = ["./web/src/app", "./web/src/components", "./web/src/config", "./web/src/features"];

/** Every zone, with an `id` so the entries (which compose the parts) can leave out the ones they are exempt from. */
export function boundaryZones(root) {
  const features = readdirSync(resolve(root, "web/src/features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  return [
    {
      id: "domain",
      target: "./domain",
      from: ["./worker", "./durable-objects", "./lib", "./web", "./scripts"],
      message: "domain/ imports nothing of ours: it is the rules web and Worker share.",
    },
    {
      id: "lib",
      target: "./lib",
      from: ["./worker", "./durable-objects", "./web", "./scripts"],
      message: "lib/ (db, voice, analysis) is shared by the Worker and the Objects: it imports neither.",
    },
    {
      id: "lib-db",
      target: "./lib/db",
      from: ["./lib/voice", "./lib/analysis"],
      message: "lib/db is the bottom layer: it imports neither the voice adapter nor the analysis.",
    },
    {
      id: "lib-voice",
      target: "./lib/voice",
      from: "./lib/analysis",
      message: "The voice adapter does not use the analysis (the analysis reads the adapter's transcripts).",
    },
    {
      id: "objects-worker",
      target: "./durable-objects",
      from: "./worker",
      message: "A Durable Object imports nothing of worker/: what it shares with the Worker is in lib/ (DESIGN.md §2).",
    },
    {
      id: "objects-outside",
      target: "./durable-objects",
      from: ["./web", "./scripts"],
      message: "A Durable Object imports domain/ and lib/ only.",
    },
    {
      id: "worker-objects",
      target: "./worker",
      from: "./durable-objects",
      except: OBJECT_PROTOCOLS,
      message:
        "The Worker reaches a Durable Object through its binding, the entry's re-exports and the Object's protocol.ts.",
    },
    {
      id: "worker-outside",
      target: "./worker",
      from: ["./web", "./scripts"],
      message: "The Worker imports domain/, lib/ and the Objects' protocols, never the web app or the scripts.",
    },
    {
      id: "simulator",
      // Everything but the simulator itself: its own files import each other like any capability's.
      target: ["./worker/*", "./worker/!(simulator)/**", "./durable-objects", "./lib", "./domain"],
      from: "./worker/simulator",
      message: "The voice simulator is development-only: only worker/local-entry.ts passes it in.",
    },
    {
      id: "web-worker",
      target: "./web",
      from: "./worker",
      except: ["./api-types.ts"],
      message: "The web app imports nothing of worker/ but the API's types (`import type` from @worker/api-types).",
    },
    {
      id: "web-outside",
      target: "./web",
      from: ["./durable-objects", "./lib", "./scripts"],
      message: "The web app talks to the Worker over HTTP and shares only domain/.",
    },
    {
      id: "web-api-types",
      target: WEB_AREAS_BUT_LIB,
      from: "./worker/api-types.ts",
      message: "Only web/src/lib builds the typed API client; features call it.",
    },
    {
      id: "web-app",
      target: ["./web/src/components", "./web/src/config", "./web/src/features", "./web/src/lib"],
      from: "./web/src/app",
      message: "app/ composes the features: nothing imports it.",
    },
    {
      id: "web-shared",
      target: ["./web/src/components", "./web/src/config", "./web/src/lib"],
      from: "./web/src/features",
      message: "Shared code (components, config, lib) imports no feature.",
    },
    ...features.map((feature) => ({
      id: "web-feature",
      target: `./web/src/features/${feature}`,
      from: "./web/src/features",
      except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
      message: "A feature uses another feature only through its public index (features/<name>/index.ts).",
    })),
  ];
}

/** Zones take no `id`: the rule's own options. */
export const withoutIds = (zones) =>
  zones.map((zone) => Object.fromEntries(Object.entries(zone).filter(([key]) => key !== "id")));

/** The web's `@/…`, `@domain/…` and `@worker/api-types` imports, read from the `paths` of web/tsconfig.json. */
export function webPathsResolver(root, nodeResolver) {
  const tsconfig = resolve(root, "web/tsconfig.json");
  const paths = JSON.parse(readFileSync(tsconfig, "utf8")).compilerOptions.paths;
  const mappings = Object.entries(paths).map(([pattern, [target]]) => ({
    prefix: pattern.replace(/\*$/, ""),
    target: resolve(dirname(tsconfig), target.replace(/\*$/, "")),
    wildcard: pattern.endsWith("*"),
  }));
  return {
    interfaceVersion: 3,
    name: "practiceline-web-paths",
    resolve(modulePath, sourceFile) {
      const mapping = mappings.find(({ prefix, wildcard }) =>
        wildcard ? modulePath.startsWith(prefix) : modulePath === prefix,
      );
      if (!mapping) return { found: false };
      const path = mapping.wildcard ? `${mapping.target}/${modulePath.slice(mapping.prefix.length)}` : mapping.target;
      return nodeResolver.resolve(path, sourceFile);
    },
  };
}
