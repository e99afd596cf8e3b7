const MIN_SECRET_BYTES = 32;

/** The HS256 key for session and sign-in tokens; a missing or short SESSION_SECRET is a deployment error. */
export function signingKey(env: Pick<Env, "SESSION_SECRET">): Uint8Array {
  const key = new TextEncoder().encode(env.SESSION_SECRET ?? "");
  if (key.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_BYTES} bytes`);
  }
  return key;
}
