/**
 * @file A readable, non-secret companion of the HttpOnly session cookie. The SPA asks `GET /api/auth/user` only
 * when it is present, so signed-out visitors never see a 401 in the console; the server still decides. On its own
 * (no zod, nothing else of domain/auth): the web's entry script reads it before the app loads.
 */
export const SIGNED_IN_HINT_COOKIE = "pl_signed_in";
