import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { localDefaults } from "../local-env";
import { knownSecretValues, scanDirectory, secretNames } from "./scan-bundle";
import { findSecrets } from "./secret-patterns";
import { findSimulatorCode, simulatorFingerprints } from "./simulator-in-bundle";

const rules = (text: string) => findSecrets(text).map((finding) => finding.rule);

describe("findSecrets", () => {
  it("finds credentials by their shape", () => {
    expect(rules(`const k = "sk-proj-${"A1b2C3d4".repeat(6)}";`)).toEqual(["OpenAI-style API key (sk-)"]);
    expect(rules(`headers: { "xi-api-key": "${"a".repeat(32)}" }`)).toEqual(["xi-api-key header with a literal value"]);
    expect(rules(`key = "sk_${"0123456789abcdef".repeat(3)}"`)).toEqual(["ElevenLabs API key (sk_)"]);
    expect(rules(`"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7"`)).toEqual([
      "private key (PEM)",
    ]);
    expect(rules(`url: "postgres://app:hunter2secret@db.example.com/practiceline"`)).toEqual([
      "connection string with a password",
    ]);
    expect(rules("AKIAIOSFODNN7EXAMPLE")).toEqual(["AWS access key id"]);
  });

  it("leaves ordinary code alone: PEM headers without a key, header names, words ending in sk-, plain URLs", () => {
    const code = [
      'const header = "-----BEGIN PRIVATE KEY-----";',
      'headers.set("xi-api-key", env.ELEVENLABS_API_KEY);',
      'const css = "task-list-item disk-usage-meter-with-a-very-long-class-name-here";',
      'new Pool({ connectionString: env.DATABASE_URL ?? "postgres://unconfigured@127.0.0.1:1/none" });',
      "function sk_default() { return 1; }",
    ].join("\n");
    expect(findSecrets(code)).toEqual([]);
  });

  it("finds a known secret value without printing it", () => {
    const secret = "correct-horse-battery-staple-42";
    const [finding] = findSecrets(`var s="${secret}";`, [{ name: "SESSION_SECRET", value: secret }]);
    expect(finding!.rule).toBe("value of SESSION_SECRET");
    expect(finding!.excerpt).not.toContain(secret);
  });
});

describe("the bundle scan", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("knows the secret settings and the dev-only SESSION_SECRET default", () => {
    expect(secretNames()).toEqual(
      expect.arrayContaining([
        "SESSION_SECRET",
        "ELEVENLABS_API_KEY",
        "ELEVENLABS_WEBHOOK_SECRET",
        "OPENAI_API_KEY",
        "TWILIO_AUTH_TOKEN",
        "OIDC_CLIENT_SECRET",
        "DATABASE_URL",
      ]),
    );
    expect(secretNames()).not.toContain("APP_ORIGIN");
    const values = knownSecretValues({ OPENAI_API_KEY: "from-the-environment-123" }).map((entry) => entry.value);
    expect(values).toContain(localDefaults("http://localhost:5173").SESSION_SECRET);
    expect(values).toContain("from-the-environment-123");
  });

  it("fails a build whose client or worker output carries a secret, naming the file", () => {
    dir = mkdtempSync(join(tmpdir(), "scan-bundle-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "clean.js"), "export const ok = 1;");
    writeFileSync(
      join(dir, "assets", "leaky.js"),
      `const s = ${JSON.stringify(localDefaults("http://x").SESSION_SECRET)};`,
    );
    const findings = scanDirectory(dir);
    expect(findings.map((finding) => [finding.file.endsWith("leaky.js"), finding.rule])).toEqual([
      [true, "value of SESSION_SECRET"],
    ]);
  });

  it("fails a Worker bundle that holds voice-simulator code, found by its source map or its texts", () => {
    const root = join(import.meta.dirname, "../..");
    const fingerprints = simulatorFingerprints(root);
    expect(fingerprints).toContain("I don't have time for this. Can you just send me something?");
    // Texts the production code also has are no fingerprint of the simulator.
    expect(fingerprints).not.toContain("conversation_initiation_client_data");
    dir = mkdtempSync(join(tmpdir(), "scan-bundle-"));
    writeFileSync(join(dir, "index.js"), `export default { fetch() { return new Response("ok"); } };`);
    writeFileSync(
      join(dir, "index.js.map"),
      JSON.stringify({
        version: 3,
        sources: ["../../worker/app.ts", "../../durable-objects/conversation/conversation-do.ts"],
      }),
    );
    expect(findSimulatorCode(dir, fingerprints)).toEqual([]);

    writeFileSync(join(dir, "index.js"), `const lines = [${JSON.stringify(fingerprints[0])}];`);
    writeFileSync(
      join(dir, "index.js.map"),
      JSON.stringify({ version: 3, sources: ["../../worker/app.ts", "../../worker/simulator/persona.ts"] }),
    );
    expect(
      findSimulatorCode(dir, fingerprints).map((finding) => [
        finding.file.split("/").pop(),
        finding.reason.split(" ")[0],
      ]),
    ).toEqual([
      ["index.js", "holds"],
      ["index.js.map", "built"],
    ]);
  });
});
