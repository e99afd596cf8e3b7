/**
 * The web reaches the API only through the typed client of web/src/lib/api.ts (eslint.config.js): no raw fetch in
 * a feature, and no cast of an answer in a feature's api/ folder or in lib/ (its type comes from the route).
 */
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const CAST = `import { api, call } from "@/lib/api";
interface Stats { totalAgents: number }
export const getStats = async () => (await call(api.broker.stats.$get())) as Stats;
`;

describe("the typed API contract (eslint)", { timeout: 120_000 }, () => {
  it.each([
    ["fetch", 'export const load = () => fetch("/api/broker/stats");', "no-restricted-globals"],
    ["window.fetch", 'export const load = () => window.fetch("/api/broker/stats");', "no-restricted-properties"],
  ])("refuses a raw %s in a feature", async (_name, code, rule) => {
    expect(await ruleIds("web/src/features/broker-dashboard/components/example.ts", code)).toContain(rule);
  });

  it("refuses a cast of an answer in a feature's api folder", async () => {
    expect(await ruleIds("web/src/features/broker-dashboard/api/example.ts", CAST)).toContain(
      "@typescript-eslint/consistent-type-assertions",
    );
  });

  it("allows the typed call itself, and `as const`", async () => {
    const code = `import { api, call } from "@/lib/api";
export const getStats = () => call(api.broker.stats.$get());
export const keys = ["broker", "stats"] as const;
`;
    expect(await ruleIds("web/src/features/broker-dashboard/api/example.ts", code)).toEqual([]);
  });
});
