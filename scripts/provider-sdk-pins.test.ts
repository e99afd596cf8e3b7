import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROVIDER_SDKS, type ProviderSdk } from "../worker/simulator/provider-sdks";

const root = join(import.meta.dirname, "..");
const manifest = (path: string) =>
  JSON.parse(readFileSync(join(root, path), "utf8")) as {
    version: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
const own = manifest("package.json");
const names = Object.keys(PROVIDER_SDKS) as ProviderSdk[];

describe("the provider SDKs the simulator is proven against (worker/simulator/provider-sdks.ts)", () => {
  it.each(names)("%s is pinned exactly in package.json, at the version named there", (name) => {
    expect(
      { ...own.dependencies, ...own.devDependencies }[name],
      `upgrading ${name}? update PROVIDER_SDKS and run the fidelity tests (docs/voice-simulator.md)`,
    ).toBe(PROVIDER_SDKS[name]);
  });

  it.each(names)("%s is installed at that version", (name) => {
    expect(manifest(`node_modules/${name}/package.json`).version).toBe(PROVIDER_SDKS[name]);
  });

  it("the browser client speaks the very message types the simulator is typed against", () => {
    expect(manifest("node_modules/@elevenlabs/client/package.json").dependencies?.["@elevenlabs/types"]).toBe(
      PROVIDER_SDKS["@elevenlabs/types"],
    );
  });
});
