import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SECRET_SETTINGS, secretProblems } from "../domain/secret-settings";
import { deployProblems, parseSecretsFile, plainVarNames } from "./deploy-checks";
import { localDefaults, readDevVars } from "./local-env";
import { secretNames } from "./security/scan-bundle";

const ROOT = join(import.meta.dirname, "..");
const REAL = "c0ffee".repeat(11);
const WRANGLER_TOML =
  '[vars]\nENVIRONMENT = "production"\nAPP_ORIGIN = "https://practiceline.example"\nCONTACT_EMAIL = "hello@practiceline.example"\n\n[observability]\nenabled = true\n';

/** Every secret value the repository publishes: the local defaults and .dev.vars.example. */
function publishedExamples(): Array<[string, string]> {
  const sources = [localDefaults("http://localhost:5173"), readDevVars(join(ROOT, ".dev.vars.example"))];
  return sources.flatMap((source) =>
    SECRET_SETTINGS.map(({ name }) => [name, source[name]] as [string, string | undefined]).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  );
}

describe("the secret rule of domain/secret-settings.ts", () => {
  it("covers every secret setting the bundle scan knows, but the database URL", () => {
    expect(SECRET_SETTINGS.map((setting) => setting.name).sort()).toEqual(
      secretNames()
        .filter((name) => name !== "DATABASE_URL")
        .sort(),
    );
  });

  it("knows every example secret the repository publishes (its list of hashes is complete)", async () => {
    const examples = publishedExamples();
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const [name, value] of examples) {
      expect(await secretProblems({ [name]: value }, { requireSessionSecret: false }), name).toEqual([
        expect.stringContaining("published example value"),
      ]);
    }
  });
});

describe("npm run deploy refuses", () => {
  it("example secrets and short secrets in the environment, naming them but never their values", async () => {
    const example = localDefaults("http://localhost:5173").ELEVENLABS_INIT_WEBHOOK_SECRET!;
    const problems = await deployProblems({
      environment: { ELEVENLABS_INIT_WEBHOOK_SECRET: example, SESSION_SECRET: "short" },
      wranglerToml: WRANGLER_TOML,
    });
    expect(problems).toHaveLength(2);
    expect(problems.join(" ")).toContain("ELEVENLABS_INIT_WEBHOOK_SECRET is the published example value");
    expect(problems.join(" ")).toContain("SESSION_SECRET is shorter than 32 characters");
    expect(problems.join(" ")).not.toContain(example);
  });

  it("example secrets in the --secrets-file it hands to wrangler, in .env or JSON form", async () => {
    const example = localDefaults("http://localhost:5173").SESSION_SECRET!;
    for (const file of [
      `# real ones\nSESSION_SECRET="${example}"\nTWILIO_AUTH_TOKEN=${REAL}\n`,
      JSON.stringify({ SESSION_SECRET: example }),
    ]) {
      const problems = await deployProblems({
        environment: {},
        secretsFile: parseSecretsFile(file),
        wranglerToml: WRANGLER_TOML,
      });
      expect(problems).toEqual([
        expect.stringMatching(/^SESSION_SECRET is the published example value.*\(found in the secrets file\)$/),
      ]);
    }
  });

  it("a secret or a development-only setting under [vars] in wrangler.toml", async () => {
    const toml = `${WRANGLER_TOML}\n[vars]\nOPENAI_API_KEY = "${REAL}"\nLOAD_TEST_RATE_LIMITS = "off"\n`;
    expect(plainVarNames(toml)).toEqual([
      "ENVIRONMENT",
      "APP_ORIGIN",
      "CONTACT_EMAIL",
      "OPENAI_API_KEY",
      "LOAD_TEST_RATE_LIMITS",
    ]);
    const problems = await deployProblems({ environment: {}, wranglerToml: toml });
    expect(problems).toEqual([
      expect.stringContaining("OPENAI_API_KEY is written in plain text"),
      expect.stringContaining("LOAD_TEST_RATE_LIMITS is for local load tests only"),
    ]);
  });

  it("a site without its public origin (https) or contact address: the pages are built with them", async () => {
    const bare = '[vars]\nENVIRONMENT = "production"\n';
    expect(await deployProblems({ environment: {}, wranglerToml: bare })).toEqual([
      expect.stringContaining("APP_ORIGIN is not set"),
      expect.stringContaining("CONTACT_EMAIL is not set"),
    ]);
    expect(
      await deployProblems({
        environment: { APP_ORIGIN: "http://practiceline.example", CONTACT_EMAIL: "a@b.example" },
        wranglerToml: bare,
      }),
    ).toEqual([expect.stringContaining("APP_ORIGIN must be an https origin")]);
  });

  it("nothing when the secrets it can see are real (the project's own wrangler.toml included)", async () => {
    const { readFileSync } = await import("node:fs");
    const environment = {
      ...Object.fromEntries(SECRET_SETTINGS.map(({ name }) => [name, REAL])),
      APP_ORIGIN: "https://practiceline.example",
      CONTACT_EMAIL: "hello@practiceline.example",
    };
    expect(
      await deployProblems({ environment, wranglerToml: readFileSync(join(ROOT, "wrangler.toml"), "utf8") }),
    ).toEqual([]);
  });
});
