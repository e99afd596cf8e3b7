const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Our row and call ids are UUIDs. An id from a path, a cookie or a provider is checked before it reaches SQL or
 * names a Durable Object: a malformed one is simply "not found", never a database error or a new Object.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
