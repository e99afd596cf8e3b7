import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fetchWithEnv, PRODUCTION_ORIGIN, productionEnv } from "../../auth/testing/fetch-with-env";

/** The Worker tests run on the local defaults (scripts/local-env.ts), whose secrets are the published examples. */
const EXAMPLES = env;
const health = (overrides: Partial<Env>) =>
  fetchWithEnv({ ...productionEnv, ...overrides }, `${PRODUCTION_ORIGIN}/api/health`);

async function expectBadEnvironment(response: Response, names: string[], hidden: string[]) {
  expect(response.status).toBe(500);
  const { message } = (await response.json()) as { message: string };
  expect(message).toContain("BAD_ENVIRONMENT");
  for (const name of names) expect(message).toContain(name);
  for (const value of hidden) expect(message).not.toContain(value);
}

describe("a production Worker refuses example and short secrets at start (BAD_ENVIRONMENT)", () => {
  it("runs with real secrets", async () => {
    expect((await health({})).status).toBe(200);
  });

  it.each([
    "SESSION_SECRET",
    "ELEVENLABS_WEBHOOK_SECRET",
    "ELEVENLABS_INIT_WEBHOOK_SECRET",
    "ELEVENLABS_API_KEY",
    "CALIBRATION_TOKEN",
  ] as const)(
    "answers every API request with 500 while %s is the example value, naming it and never the value",
    async (name) => {
      const example = EXAMPLES[name]!;
      await expectBadEnvironment(await health({ [name]: example }), [name], [example]);
      const signUp = await fetchWithEnv(
        { ...productionEnv, [name]: example },
        `${PRODUCTION_ORIGIN}/api/waiting-list`,
        {
          method: "POST",
          headers: { "content-type": "application/json", origin: PRODUCTION_ORIGIN },
          body: JSON.stringify({
            fullName: "Never Stored",
            email: "never@bad-environment.example.test",
            businessName: "None",
          }),
        },
      );
      expect(signUp.status).toBe(500);
    },
  );

  it.each([
    ["SESSION_SECRET", 32],
    ["ELEVENLABS_INIT_WEBHOOK_SECRET", 32],
    ["OIDC_CLIENT_SECRET", 16],
  ] as const)("refuses a %s shorter than %i characters", async (name, minimum) => {
    const short = "k".repeat(minimum - 1);
    await expectBadEnvironment(await health({ [name]: short }), [name, String(minimum)], []);
    expect((await health({ [name]: "k".repeat(minimum) })).status).toBe(200);
  });

  it("refuses to run without a SESSION_SECRET, and names every problem at once", async () => {
    await expectBadEnvironment(
      await health({ SESSION_SECRET: undefined, ELEVENLABS_API_KEY: EXAMPLES.ELEVENLABS_API_KEY }),
      ["SESSION_SECRET", "ELEVENLABS_API_KEY"],
      [],
    );
  });

  it("leaves a development stack alone: the example values are its defaults", async () => {
    expect((await SELF.fetch("http://localhost:8787/api/health")).status).toBe(200);
  });
});
