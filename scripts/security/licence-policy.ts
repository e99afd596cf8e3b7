/** @file Which licences the shipped code may carry: permissive ones, or a reviewed exception with its reason. */

/** Permissive: use, change and ship in a closed product with the notice kept. */
export const PERMISSIVE = new Set([
  "MIT",
  "MIT-0",
  "ISC",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "0BSD",
  "Apache-2.0",
  "BlueOak-1.0.0",
  "CC0-1.0",
  "CC-BY-4.0",
  "Unlicense",
  "Python-2.0",
  "Zlib",
]);

/**
 * Reviewed exceptions, `name` or `name@version`, each with why it is acceptable. Empty today: every
 * production dependency is permissive.
 */
export const ALLOWED_EXCEPTIONS: Record<string, string> = {};

export interface LicenceVerdict {
  ok: boolean;
  reason: string;
}

const COPYLEFT = /\b(?:A?GPL|LGPL|SSPL|EUPL|OSL|CPAL|RPL|Sleepycat)\b/i;

/** One alternative of an SPDX expression: every licence joined by AND must be permissive. */
function permissiveConjunction(term: string): boolean {
  return term
    .split(/\s+AND\s+/i)
    .map((part) => part.replace(/[()]/g, "").trim())
    .every((part) => PERMISSIVE.has(part));
}

/**
 * SPDX expressions as packages write them: "MIT", "(MIT OR Apache-2.0)", "Apache-2.0 AND MIT". An OR is
 * fine when one alternative is permissive (we choose that one). Anything else (copyleft, a custom text,
 * none at all) fails unless it is an allowed exception.
 */
export function judgeLicence(name: string, version: string, licence: string | undefined): LicenceVerdict {
  const exception = ALLOWED_EXCEPTIONS[`${name}@${version}`] ?? ALLOWED_EXCEPTIONS[name];
  if (exception) return { ok: true, reason: `allowed exception: ${exception}` };
  if (!licence) return { ok: false, reason: "no licence declared" };
  const alternatives = licence.replace(/^\((.*)\)$/, "$1").split(/\s+OR\s+/i);
  if (alternatives.some(permissiveConjunction)) return { ok: true, reason: "permissive" };
  if (COPYLEFT.test(licence)) return { ok: false, reason: `copyleft (${licence})` };
  return { ok: false, reason: `not on the permissive list (${licence})` };
}

/** The `license` field in its historical shapes: a string, `{ type }`, or a `licenses` array. */
export function declaredLicence(manifest: { license?: unknown; licenses?: unknown }): string | undefined {
  const value = manifest.license ?? manifest.licenses;
  if (typeof value === "string") return value.trim() || undefined;
  if (Array.isArray(value)) {
    const types = value
      .map((entry) => (typeof entry === "string" ? entry : (entry as { type?: string })?.type))
      .filter(Boolean);
    return types.length > 0 ? `(${types.join(" OR ")})` : undefined;
  }
  if (value && typeof value === "object" && typeof (value as { type?: unknown }).type === "string")
    return (value as { type: string }).type;
  return undefined;
}
