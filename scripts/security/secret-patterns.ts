/** @file What a secret looks like in built output: known secret values, and the shapes of well-known keys. */

export interface SecretFinding {
  rule: string;
  /** Where in the text, and a masked excerpt: the report must not print the secret it found. */
  index: number;
  excerpt: string;
}

interface Rule {
  name: string;
  pattern: RegExp;
}

/**
 * Shapes of credentials. A PEM header alone is not a finding (crypto libraries carry the header text to
 * build PEMs); a header followed by key material is.
 */
const RULES: Rule[] = [
  {
    name: "private key (PEM)",
    pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----(?:\\r|\\n|\s)*[A-Za-z0-9+/=]{40,}/g,
  },
  { name: "OpenAI-style API key (sk-)", pattern: /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,}/g },
  { name: "ElevenLabs API key (sk_)", pattern: /(?<![A-Za-z0-9_])sk_[a-f0-9]{40,}/g },
  {
    name: "xi-api-key header with a literal value",
    pattern: /xi-api-key["']?\s*[:=,]\s*["'`][A-Za-z0-9_]{16,}["'`]/gi,
  },
  { name: "AWS access key id", pattern: /(?<![A-Z0-9])AKIA[0-9A-Z]{16}(?![A-Z0-9])/g },
  { name: "GitHub token", pattern: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{36,}/g },
  { name: "Slack token", pattern: /(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9-]{10,}/g },
  { name: "Google API key", pattern: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}/g },
  { name: "Stripe secret key", pattern: /(?<![A-Za-z0-9_])(?:sk|rk)_live_[A-Za-z0-9]{16,}/g },
  {
    name: "signed JWT",
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{16,}/g,
  },
  {
    name: "connection string with a password",
    pattern: /\b(?:postgres(?:ql)?|mysql|redis|mongodb(?:\+srv)?):\/\/[^\s:@/"'`]+:[^\s@/"'`$]{3,}@[^\s"'`]+/g,
  },
];

/** Known secret values shorter than this are too common to be told apart from ordinary text. */
export const MIN_SECRET_VALUE_LENGTH = 12;

function mask(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 20);
  const found = text.slice(index, index + length);
  const shown = `${found.slice(0, 6)}…(${found.length} chars)`;
  return `${text.slice(start, index)}${shown}`.replace(/\s+/g, " ");
}

/** Every place `text` holds one of `secretValues` or something shaped like a credential. */
export function findSecrets(
  text: string,
  secretValues: Iterable<{ name: string; value: string }> = [],
): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const { name, value } of secretValues) {
    if (value.length < MIN_SECRET_VALUE_LENGTH) continue;
    for (let index = text.indexOf(value); index !== -1; index = text.indexOf(value, index + 1)) {
      findings.push({ rule: `value of ${name}`, index, excerpt: mask(text, index, value.length) });
    }
  }
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      findings.push({ rule: rule.name, index: match.index, excerpt: mask(text, match.index, match[0].length) });
    }
  }
  return findings.sort((a, b) => a.index - b.index);
}
