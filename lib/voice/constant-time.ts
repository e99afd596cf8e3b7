/** Equal-length byte comparison whose time does not depend on where the inputs differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  return crypto.subtle.timingSafeEqual(a, b);
}

const encoder = new TextEncoder();

/** Compares secrets of any length: both sides are hashed first, so lengths leak nothing either. */
export async function secretsEqual(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(given)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** `Authorization: Bearer <secret>` against the configured secret; an unset secret never matches. */
export async function hasBearerSecret(
  authorization: string | null | undefined,
  secret: string | undefined,
): Promise<boolean> {
  if (!secret || !authorization) return false;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match) return false;
  return secretsEqual(match[1]!, secret);
}
