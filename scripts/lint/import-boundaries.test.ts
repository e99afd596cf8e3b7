/**
 * The import directions of DESIGN.md §2 are lint rules (eslint.config.js). Each case lints one import, placed
 * where a real file of ours would be, and expects the rule to refuse it (or to let an allowed one through).
 */
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });
/** The first lint reads the import graph it checks (the whole Worker, for the app): seconds, not milliseconds. */
const LINT = { timeout: 120_000 };

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const FORBIDDEN: Array<[string, string, string]> = [
  ["a Durable Object importing the Worker's app", "durable-objects/conversation/example.ts", 'import { app } from "../../worker/app";'],
  ["a Durable Object importing a Worker route service", "durable-objects/conversation/example.ts", 'import { startConversation } from "../../worker/pipeline/start-conversation";'],
  ["a route importing a Durable Object's internals", "worker/routes/example.ts", 'import { end } from "../../durable-objects/conversation/call-transitions";'],
  ["the production app importing the voice simulator", "worker/app-example.ts", 'import { simulatorRoutes } from "./simulator/routes";'],
  ["a Durable Object importing the voice simulator", "durable-objects/conversation/example.ts", 'import { replyTo } from "../../worker/simulator/persona";'],
  ["db/ importing the Worker", "db/example.ts", 'import { ApiError } from "../worker/lib/errors";'],
  ["the web app importing the Worker", "web/src/lib/example.ts", 'import { ApiError } from "../../../worker/lib/errors";'],
];

const ALLOWED: Array<[string, string, string]> = [
  ["a Durable Object importing the voice adapter", "durable-objects/conversation/example.ts", 'import { hangUpCall } from "../../worker/voice/twilio";'],
  ["a Durable Object importing the analysis", "durable-objects/conversation/example.ts", 'import { analyzeTranscript } from "../../worker/analysis/analyze-transcript";'],
  ["a route importing an Object's protocol", "worker/routes/example.ts", 'import { NO_CALL_ERROR } from "../../durable-objects/conversation/protocol";'],
  ["the local entry importing the simulator", "worker/local-entry.ts", 'import { simulatorRoutes } from "./simulator/routes";'],
];

describe("import boundaries (eslint import-x/no-restricted-paths)", LINT, () => {
  it.each(FORBIDDEN)("refuses %s", async (_case, file, code) => {
    expect(await ruleIds(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`)).toContain("import-x/no-restricted-paths");
  });

  it.each(ALLOWED)("allows %s", async (_case, file, code) => {
    expect(await ruleIds(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`)).not.toContain("import-x/no-restricted-paths");
  });
});

describe("import cycles (eslint import-x/no-cycle)", LINT, () => {
  it("refuses two modules that import each other", async () => {
    const linter = new ESLint({ cwd: ROOT, ignore: false });
    const results = await linter.lintFiles([resolve(ROOT, "scripts/lint/fixtures/cycle-a.ts")]);
    expect(results[0]!.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
  });
});
