const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids are checked before they reach SQL: a malformed id is simply "not found", never a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
