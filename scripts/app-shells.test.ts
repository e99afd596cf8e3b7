import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_FLOW_FALLBACK, PARAMETRISED_ROUTES, shellPath, workerFirstPattern } from "../domain/app-shells";

describe("shells of client routes with a path parameter", () => {
  it("live at a fixed path, and the Worker runs first for every path of the route", () => {
    expect(shellPath("/join/:code")).toBe("/join/_");
    expect(workerFirstPattern("/join/:code")).toBe("/join/*");
  });

  it("are routed to the Worker (wrangler.toml; [env.local] inherits the assets settings)", () => {
    const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
    const lists = [...toml.matchAll(/^run_worker_first = (\[.*\])$/gm)].map(
      (match) => JSON.parse(match[1]!) as string[],
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists)
      for (const route of [...PARAMETRISED_ROUTES, DEMO_FLOW_FALLBACK.route])
        expect(list).toContain(workerFirstPattern(route));
  });
});
