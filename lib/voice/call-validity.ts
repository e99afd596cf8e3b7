/**
 * @file Whether a call that happened is a valid practice call: the lead was the persona the server chose, and the
 * trainee spoke every line. A browser call's persona travels through the browser (the provider's browser client
 * sends it as overrides), so the provider's echo of what it used is compared with the persona stored for the
 * call; a trainee line the provider received as text (`source_medium: "text"`, `sendUserMessage`) was typed.
 */
import { personaOverride, type VoicePersona } from "./conversation-init";
import type { ConversationDetails } from "./elevenlabs-payloads";

/** Each overridable field as a person would name it, with the verb that agrees with it. */
const FIELD_NAMES: Record<string, { name: string; was: string }> = {
  "agent.prompt.prompt": { name: "instructions", was: "were" },
  "agent.first_message": { name: "first line", was: "was" },
  "agent.language": { name: "language", was: "was" },
  "tts.voice_id": { name: "voice", was: "was" },
};
const field = (path: string) => FIELD_NAMES[path] ?? { name: path, was: "was" };

/** Dotted paths of every leaf of an override tree. */
function leaves(value: unknown, path = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      for (const [leaf, v] of leaves(inner, path ? `${path}.${key}` : key)) found.set(leaf, v);
  } else if (value !== undefined && value !== null && path) {
    found.set(path, value);
  }
  return found;
}

/** Why the echoed overrides are not the persona's (one reason, the first field that differs), or null when they are. */
export function personaMismatch(echoed: unknown, persona: VoicePersona): string | null {
  const expected = leaves(personaOverride(persona));
  const got = leaves(echoed);
  if (got.size === 0) return "the lead was not the session's: the browser sent no persona";
  for (const [path, value] of expected) {
    if (!got.has(path)) return `the lead's ${field(path).name} ${field(path).was} left out in the browser`;
    if (JSON.stringify(got.get(path)) !== JSON.stringify(value))
      return `the lead's ${field(path).name} ${field(path).was} changed in the browser`;
  }
  const extra = [...got.keys()].find((path) => !expected.has(path));
  return extra ? `the browser added a setting to the lead (${extra})` : null;
}

/** How many of the trainee's lines reached the provider typed rather than spoken. */
export function typedTraineeLines(details: Pick<ConversationDetails, "transcript">): number {
  return details.transcript.filter(
    (entry) => entry.role === "user" && entry.source_medium === "text" && entry.message?.trim(),
  ).length;
}

/**
 * Why the call is not a valid practice call, or null when it is. `persona` is checked only for a browser call
 * (a phone call's persona is the initiation webhook's answer, which never passes through the browser).
 */
export function invalidCallReason(
  details: ConversationDetails,
  check: { persona: VoicePersona | null; browser: boolean },
): string | null {
  if (check.browser && check.persona) {
    const mismatch = personaMismatch(
      details.conversation_initiation_client_data?.conversation_config_override,
      check.persona,
    );
    if (mismatch) return mismatch;
  }
  const typed = typedTraineeLines(details);
  if (typed > 0) return `${typed} of your lines ${typed === 1 ? "was" : "were"} typed, not spoken`;
  return null;
}
