/** @file Requests to the app as its own pages make them, shared by the bench sections. */
import type { Role } from "../../domain/enums";
import { fetchResendingProxyDrops } from "./dev-proxy-resend";

/** What a browser adds to a request its page sends to its own origin (the Worker's CSRF check reads them). */
export function sameOriginHeaders(baseUrl: string): Record<string, string> {
  return { "content-type": "application/json", origin: new URL(baseUrl).origin, "sec-fetch-site": "same-origin" };
}

/** One waiting-list sign-up (the bench's stack runs with LOAD_TEST_RATE_LIMITS=off). */
export function signUp(baseUrl: string, email: string): Promise<Response> {
  return fetchResendingProxyDrops(`${baseUrl}/api/waiting-list`, {
    method: "POST",
    headers: sameOriginHeaders(baseUrl),
    body: JSON.stringify({ fullName: "Bench Lead", email, businessName: "Bench Brokerage", vertical: "real_estate" }),
  });
}

/**
 * Signs in as the seeded development account for `role` (`POST /api/dev/login`): the session cookie (`header`
 * for a request), and every cookie the sign-in set (the session and the app's signed-in hint), as a browser keeps them.
 */
export async function signIn(
  baseUrl: string,
  role: Role,
): Promise<{ name: string; value: string; header: string; cookies: Array<{ name: string; value: string }> }> {
  const response = await fetchResendingProxyDrops(`${baseUrl}/api/dev/login`, {
    method: "POST",
    headers: sameOriginHeaders(baseUrl),
    body: JSON.stringify({ role }),
  });
  if (!response.ok) throw new Error(`dev login as ${role}: ${response.status} ${await response.text()}`);
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => /^([^=]+)=([^;]*)/.exec(cookie))
    .filter((match): match is RegExpExecArray => match !== null && match[2] !== "")
    .map((match) => ({ name: match[1]!, value: match[2]! }));
  const session = cookies.find((cookie) => cookie.name.endsWith("pl_session"));
  if (!session) throw new Error(`dev login as ${role} set no session cookie`);
  return { ...session, header: `${session.name}=${session.value}`, cookies };
}
