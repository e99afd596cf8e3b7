import { existsSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { findChromium, NO_CHROMIUM_MESSAGE } from "./find-chromium";

describe("the Chromium the browser tests drive", () => {
  const saved = { path: process.env.PATH, chromium: process.env.CHROMIUM_PATH };
  afterEach(() => {
    process.env.PATH = saved.path;
    if (saved.chromium === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved.chromium;
  });

  it("comes from the npm package when no system Chromium is on PATH", async () => {
    delete process.env.CHROMIUM_PATH;
    process.env.PATH = "/nonexistent";
    const found = await findChromium();
    expect(found.source).toBe("npm");
    expect(existsSync(found.executablePath)).toBe(true);
  }, 60_000);

  it("says what to do when CHROMIUM_PATH names nothing", async () => {
    process.env.CHROMIUM_PATH = "/no/such/chromium";
    await expect(findChromium()).rejects.toThrow(NO_CHROMIUM_MESSAGE);
  });
});
