/**
 * @file What `npm run deploy` refuses before it builds anything: secrets that are the published examples or
 * shorter than their minimum (the rule of domain/secret-settings.ts), in the environment or in the
 * `--secrets-file` handed to wrangler; a secret or a development-only setting written in plain text under
 * `[vars]` in wrangler.toml. Secrets set earlier with `wrangler secret put` cannot be read from here: the
 * Worker refuses those itself at start (BAD_ENVIRONMENT).
 */
import { readFileSync } from "node:fs";
import { SECRET_SETTINGS, secretProblems, type SecretName, type SecretValues } from "../domain/secret-settings";
import { deployedPublicSite } from "./public-site";
import { plainVars } from "./wrangler-vars";

const SECRET_NAMES: readonly string[] = SECRET_SETTINGS.map((setting) => setting.name);
const DEVELOPMENT_ONLY = ["LOAD_TEST_RATE_LIMITS"];

/** `KEY=value` lines (.env) or a JSON object, as `wrangler deploy --secrets-file` reads them. */
export function parseSecretsFile(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) return JSON.parse(trimmed) as Record<string, string>;
  const values: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && !line.trimStart().startsWith("#")) values[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return values;
}

/** Names set under `[vars]` in a wrangler.toml. */
export function plainVarNames(toml: string): string[] {
  return Object.keys(plainVars(toml));
}

export interface DeploySources {
  environment: Record<string, string | undefined>;
  secretsFile?: Record<string, string>;
  wranglerToml: string;
}

export async function deployProblems(sources: DeploySources): Promise<string[]> {
  const problems: string[] = [];
  for (const name of plainVarNames(sources.wranglerToml)) {
    if (SECRET_NAMES.includes(name))
      problems.push(
        `${name} is written in plain text under [vars] in wrangler.toml; it is a secret: remove it there and use \`npx wrangler secret put ${name}\`.`,
      );
    if (DEVELOPMENT_ONLY.includes(name))
      problems.push(`${name} is for local load tests only; remove it from [vars] in wrangler.toml.`);
  }
  // The site is built with them (canonical and og:url, the contact address of the Terms and the Privacy Policy).
  const site = deployedPublicSite(sources.environment, sources.wranglerToml);
  if (!site.APP_ORIGIN)
    problems.push(
      "APP_ORIGIN is not set: put the public origin (https://…) under [vars] in wrangler.toml or in the environment.",
    );
  else if (!/^https:\/\/[^/]+\/?$/.test(site.APP_ORIGIN))
    problems.push(`APP_ORIGIN must be an https origin such as https://practiceline.example, not ${site.APP_ORIGIN}.`);
  if (!site.CONTACT_EMAIL)
    problems.push(
      "CONTACT_EMAIL is not set: put the address visitors write to under [vars] in wrangler.toml or in the environment.",
    );
  for (const [source, values] of [
    ["the environment", sources.environment],
    ["the secrets file", sources.secretsFile ?? {}],
  ] as const) {
    const secrets: SecretValues = Object.fromEntries(SECRET_NAMES.map((name) => [name as SecretName, values[name]]));
    for (const problem of await secretProblems(secrets, { requireSessionSecret: false }))
      problems.push(`${problem} (found in ${source})`);
  }
  return problems;
}

export function readSecretsFile(path: string | undefined): Record<string, string> | undefined {
  return path ? parseSecretsFile(readFileSync(path, "utf8")) : undefined;
}
