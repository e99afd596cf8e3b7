import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blankedDeveloperVars, localDefaults, TEST_VARS_ENV, testConfig } from "./local-env";

describe("the configuration tests run with", () => {
  afterEach(() => {
    delete process.env[TEST_VARS_ENV];
    delete process.env.OIDC_ISSUER;
  });

  it("is the embedded defaults plus the harness's own overrides, whatever the shell says", () => {
    process.env.OIDC_ISSUER = "https://unreachable.example";
    process.env[TEST_VARS_ENV] = JSON.stringify({ ANALYSIS_PROVIDER: "openai" });
    const config = testConfig("http://localhost:8788");
    expect(config.OIDC_ISSUER).toBeUndefined();
    expect(config.ANALYSIS_PROVIDER).toBe("openai");
    expect(config.SESSION_SECRET).toBe(localDefaults("http://localhost:8788").SESSION_SECRET);
  });

  it("blanks every setting a developer's .dev.vars or .env names, for runners that read those files themselves", () => {
    const root = mkdtempSync(join(tmpdir(), "practiceline-env-test-"));
    writeFileSync(join(root, ".dev.vars"), "OIDC_ISSUER=https://unreachable.example\nMY_OWN_FLAG=1\n");
    writeFileSync(join(root, ".env"), "OPENAI_API_KEY=sk-developer\n");
    const blanked = blankedDeveloperVars(root);
    expect(blanked).toEqual({ OIDC_ISSUER: "", MY_OWN_FLAG: "", OPENAI_API_KEY: "" });
  });
});
