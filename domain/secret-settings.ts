/**
 * Which settings are secrets, how long each must be, and the published example values that must never run a
 * production Worker. One rule for `npm run deploy` (scripts/deploy-checks.ts) and the Worker's own start check.
 */
export const SECRET_SETTINGS = [
  // HS256 key of every session and sign-in token (DESIGN.md: at least 32 random bytes).
  { name: "SESSION_SECRET", minLength: 32 },
  // The only proof on the conversation-init webhook; the README has operators make it with `openssl rand -hex 32`.
  { name: "ELEVENLABS_INIT_WEBHOOK_SECRET", minLength: 32 },
  // Issued by the providers (their own lengths are longer); a shorter value is a typo or a placeholder.
  { name: "ELEVENLABS_WEBHOOK_SECRET", minLength: 16 },
  { name: "ELEVENLABS_API_KEY", minLength: 32 },
  { name: "OIDC_CLIENT_SECRET", minLength: 16 },
  { name: "TWILIO_AUTH_TOKEN", minLength: 32 },
  { name: "OPENAI_API_KEY", minLength: 20 },
  // Opens the calibration route (a judge run on the deployer's account); the README has operators make it with `openssl rand -hex 32`.
  { name: "CALIBRATION_TOKEN", minLength: 32 },
] as const;

export type SecretName = (typeof SECRET_SETTINGS)[number]["name"];
export type SecretValues = Partial<Record<SecretName, string | undefined>>;

/**
 * SHA-256 (hex) of the example secrets in .dev.vars.example and scripts/local-env.ts: the Worker refuses them
 * without shipping them (the build fails on any known secret value in the bundle). scripts/deploy-checks.test.ts
 * keeps this list complete.
 */
export const EXAMPLE_SECRET_SHA256: readonly string[] = [
  "b482f512cebd3d5942d71b5e061680b4d9c38ae4d8a7c5427564cc6f0d9ce755",
  "08eb74f8097d54871663fce14602d69a1bdf033ffbc86d2915b293ebd3b6326a",
  "15c053890f9f719b515e0efeb1b78e5013224b03e8ca15232f7e8506046a4b8c",
  "0f78e342d3e2eb70c5faf147c8a3e0e6bb980ec2a20366c5b334d1986d37458a",
  "5388f8f86ff2f5d2576b6d0e99db1b2d7e6c91edef5657e117a0910426420599",
];

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Each secret that must not run production, as a sentence that names it (never its value). */
export async function secretProblems(
  values: SecretValues,
  options: { requireSessionSecret: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, minLength } of SECRET_SETTINGS) {
    const value = values[name];
    if (!value) {
      if (name === "SESSION_SECRET" && options.requireSessionSecret)
        problems.push(`${name} is not set; ${HOW_TO_SET(name)}`);
      continue;
    }
    if (EXAMPLE_SECRET_SHA256.includes(await sha256Hex(value))) {
      problems.push(`${name} is the published example value; ${HOW_TO_SET(name)}`);
    } else if (value.length < minLength) {
      problems.push(`${name} is shorter than ${minLength} characters; ${HOW_TO_SET(name)}`);
    }
  }
  return problems;
}

const HOW_TO_SET = (name: SecretName) => `set a real one with \`npx wrangler secret put ${name}\`.`;
