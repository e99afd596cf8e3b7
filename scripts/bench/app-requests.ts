/** @file Requests to the app as its own pages make them, shared by the bench sections. */
import type { Role } from "../../domain/enums";

/** What a browser adds to a request its page sends to its own origin (the Worker's CSRF check reads them). */
export function sameOriginHeaders(baseUrl: string): Record<string, string> {
  return { "content-type": "application/json", origin: new URL(baseUrl).origin, "sec-fetch-site": "same-origin" };
}

/** One waiting-list sign-up (the bench's stack runs with LOAD_TEST_RATE_LIMITS=off). */
export function signUp(baseUrl: string, email: string): Promise<Response> {
  return fetch(`${baseUrl}/api/waiting-list`, {
    method: "POST",
    headers: sameOriginHeaders(baseUrl),
    body: JSON.stringify({ fullName: "Bench Lead", email, businessName: "Bench Brokerage", vertical: "real_estate" }),
  });
}

/** Signs in as the seeded development account for `role` (`POST /api/dev/login`); returns the session cookie. */
export async function signIn(baseUrl: string, role: Role): Promise<{ name: string; value: string; header: string }> {
  const response = await fetch(`${baseUrl}/api/dev/login`, {
    method: "POST",
    headers: sameOriginHeaders(baseUrl),
    body: JSON.stringify({ role }),
  });
  if (!response.ok) throw new Error(`dev login as ${role}: ${response.status} ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => /^([^=]+)=([^;]*)/.exec(cookie))
    .find((match) => match !== null && match[1]!.endsWith("pl_session") && match[2] !== "");
  if (!session) throw new Error(`dev login as ${role} set no session cookie`);
  return { name: session[1]!, value: session[2]!, header: `${session[1]}=${session[2]}` };
}
