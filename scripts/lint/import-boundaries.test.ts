/**
 * The import directions of DESIGN.md §2 are lint rules (eslint.config.js, scripts/lint/import-boundaries.js). Each
 * case lints one import, placed where a real file of ours would be, and expects the rule to refuse it (or to let an
 * allowed one through).
 */
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });
/** The first lint reads the import graph it checks (the whole Worker, for the app): seconds, not milliseconds. */
const LINT = { timeout: 120_000 };

const PATHS = "import-x/no-restricted-paths";
const RELATIVE = "practiceline/web-relative-imports";
const TYPE_ONLY = "@typescript-eslint/no-restricted-imports";

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

/** An import and a use of what it imports, so no other rule (unused variables) has a say. */
const using = (code: string) => `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`;

const FORBIDDEN: Array<[string, string, string, string]> = [
  [
    "domain/ importing the Worker",
    "domain/example.ts",
    using('import { ApiError } from "../worker/http/errors";'),
    PATHS,
  ],
  ["domain/ importing lib/", "domain/example.ts", using('import { users } from "../lib/db/schema";'), PATHS],
  ["domain/ importing the web app", "domain/example.ts", using('import { cn } from "../web/src/lib/cn";'), PATHS],
  [
    "lib/ importing the Worker",
    "lib/db/example.ts",
    using('import { ApiError } from "../../worker/http/errors";'),
    PATHS,
  ],
  [
    "the analysis importing a Worker route service",
    "lib/analysis/example.ts",
    using('import { startConversation } from "../../worker/calls/start-conversation";'),
    PATHS,
  ],
  [
    "the voice adapter importing the Worker's plumbing",
    "lib/voice/example.ts",
    using('import { ApiError } from "../../worker/http/errors";'),
    PATHS,
  ],
  [
    "lib/ importing a Durable Object",
    "lib/analysis/example.ts",
    using('import { NO_CALL_ERROR } from "../../durable-objects/conversation/protocol";'),
    PATHS,
  ],
  [
    "the database library importing the analysis",
    "lib/db/example.ts",
    using('import { analyseTranscript } from "../analysis/analyse-transcript";'),
    PATHS,
  ],
  [
    "a Durable Object importing Worker plumbing",
    "durable-objects/conversation/example.ts",
    using('import { ApiError } from "../../worker/http/errors";'),
    PATHS,
  ],
  [
    "a Durable Object importing the Worker's app",
    "durable-objects/conversation/example.ts",
    using('import { app } from "../../worker/app";'),
    PATHS,
  ],
  [
    "a Durable Object importing a Worker route service",
    "durable-objects/conversation/example.ts",
    using('import { startConversation } from "../../worker/calls/start-conversation";'),
    PATHS,
  ],
  [
    "a Durable Object importing the web app",
    "durable-objects/conversation/example.ts",
    using('import { cn } from "../../web/src/lib/cn";'),
    PATHS,
  ],
  [
    "a Durable Object importing the voice simulator",
    "durable-objects/conversation/example.ts",
    using('import { replyTo } from "../../worker/simulator/persona";'),
    PATHS,
  ],
  [
    "a route importing a Durable Object's internals",
    "worker/calls/routes/example.ts",
    using('import { end } from "../../../durable-objects/conversation/call-transitions";'),
    PATHS,
  ],
  [
    "the Worker importing the web app",
    "worker/calls/routes/example.ts",
    using('import { cn } from "../../../web/src/lib/cn";'),
    PATHS,
  ],
  [
    "the Worker importing a script",
    "worker/calls/routes/example.ts",
    using('import { localDefaults } from "../../../scripts/local-env";'),
    PATHS,
  ],
  [
    "the production app importing the voice simulator",
    "worker/app-example.ts",
    using('import { simulatorRoutes } from "./simulator/routes";'),
    PATHS,
  ],
  [
    "the web app importing a Worker module",
    "web/src/lib/example.ts",
    using('import type { AppEnv } from "../../../worker/http/context";'),
    PATHS,
  ],
  [
    "the web app importing lib/",
    "web/src/lib/example.ts",
    using('import { users } from "../../../lib/db/schema";'),
    PATHS,
  ],
  [
    "the web app importing the API's types as values",
    "web/src/lib/example.ts",
    using('import { AppType } from "@worker/api-types";'),
    TYPE_ONLY,
  ],
  [
    "a feature importing the API's types (only lib/ builds the client)",
    "web/src/features/auth/example.ts",
    using('import type { AppType } from "@worker/api-types";'),
    PATHS,
  ],
  [
    "a feature importing another feature's internals",
    "web/src/features/demo-flow/example.ts",
    using('import { loginUrl } from "@/features/auth/login-url";'),
    PATHS,
  ],
  [
    "a feature importing the app",
    "web/src/features/auth/example.ts",
    using('import { routes } from "@/app/routes";'),
    PATHS,
  ],
  [
    "shared code importing a feature",
    "web/src/lib/example.ts",
    using('import { loginUrl } from "@/features/auth";'),
    PATHS,
  ],
  [
    "a relative import out of its feature",
    "web/src/features/demo-flow/components/example.ts",
    using('import { cn } from "../../../lib/cn";'),
    RELATIVE,
  ],
  [
    "a relative import of domain/",
    "web/src/lib/example.ts",
    using('import { VERTICALS } from "../../../domain/verticals";'),
    RELATIVE,
  ],
];

const ALLOWED: Array<[string, string, string]> = [
  [
    "a Durable Object importing the voice adapter",
    "durable-objects/conversation/example.ts",
    using('import { hangUpCall } from "../../lib/voice/twilio";'),
  ],
  [
    "a Durable Object importing the analysis",
    "durable-objects/conversation/example.ts",
    using('import { analyseTranscript } from "../../lib/analysis/analyse-transcript";'),
  ],
  [
    "a route importing an Object's protocol",
    "worker/calls/routes/example.ts",
    using('import { NO_CALL_ERROR } from "../../../durable-objects/conversation/protocol";'),
  ],
  [
    "a route importing the database library",
    "worker/calls/routes/example.ts",
    using('import { users } from "../../../lib/db/schema";'),
  ],
  [
    "the analysis importing the voice adapter",
    "lib/analysis/example.ts",
    using('import { toTranscriptEntries } from "../voice/transcript-mapping";'),
  ],
  [
    "the local entry importing the simulator",
    "worker/local-entry.ts",
    using('import { simulatorRoutes } from "./simulator/routes";'),
  ],
  [
    "the simulator's files importing each other and the Worker's plumbing",
    "worker/simulator/example.ts",
    using('import { heardWords } from "./heard-recording";\nimport { ApiError } from "../http/errors";').replace(
      "[heardWords]",
      "[heardWords, ApiError]",
    ),
  ],
  [
    "the web's API client importing the API's types",
    "web/src/lib/example.ts",
    using('import type { AppType } from "@worker/api-types";'),
  ],
  [
    "a feature importing another feature's index",
    "web/src/features/demo-flow/example.ts",
    using('import { loginUrl } from "@/features/auth";'),
  ],
  [
    "a feature importing its own parts relatively",
    "web/src/features/auth/components/example.ts",
    using('import { loginUrl } from "../login-url";'),
  ],
  [
    "the app importing a feature's page",
    "web/src/app/example.ts",
    using('import { DemoFlowPage } from "@/features/demo-flow/demo-flow-page";'),
  ],
  [
    "the web app importing domain/",
    "web/src/features/auth/example.ts",
    using('import { VERTICALS } from "@domain/verticals";'),
  ],
];

describe("import boundaries (eslint)", LINT, () => {
  it.each(FORBIDDEN)("refuses %s", async (_case, file, code, rule) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it.each(ALLOWED)("allows %s", async (_case, file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});

describe("import cycles (eslint practiceline/no-cycle)", LINT, () => {
  const CYCLE = "practiceline/no-cycle";
  /** The fixtures are outside the main lint (eslint.config.js ignores them): linted here on purpose. */
  async function ruleIdsPerFile(...fixtures: string[]): Promise<string[][]> {
    const linter = new ESLint({ cwd: ROOT, ignore: false });
    const results = await linter.lintFiles(fixtures.map((fixture) => resolve(ROOT, "scripts/lint/fixtures", fixture)));
    return results.map((result) => result.messages.map((message) => message.ruleId ?? message.message));
  }

  it("refuses two modules that import each other", async () => {
    expect(await ruleIdsPerFile("cycle-a.ts")).toEqual([[CYCLE]]);
  });

  it("refuses two modules that import each other's types (`import type` and `import { type … }` count too)", async () => {
    expect(await ruleIdsPerFile("type-cycle-question.ts", "type-cycle-reply.ts")).toEqual([[CYCLE], [CYCLE]]);
  });
});
