/**
 * @file Proving a phone number over HTTP, as a person does it on the simulator: the code is texted (to the
 * simulator's SMS inbox, which stands in for their phone), read, and typed back. Shared by the bench and the drills.
 */
import { sameOriginHeaders } from "./app-requests";
import { json, post } from "./demo-calls";
import { fetchResendingProxyDrops } from "./dev-proxy-resend";

/** The code the simulator texted to `phoneNumber` last. */
export async function textedCode(baseUrl: string, phoneNumber: string): Promise<string> {
  const inbox = await json<{ messages: Array<{ body: string }> }>(
    await fetch(`${baseUrl}/api/dev/simulator/sms?to=${encodeURIComponent(phoneNumber)}`),
  );
  const code = /(\d{4,10})\s*$/.exec(inbox.messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code was texted to ${phoneNumber}`);
  return code;
}

/** A demo visitor proves their number; the cookie their browser then holds (send it with their start). */
export async function proveCallerNumber(baseUrl: string, phoneNumber: string): Promise<string> {
  await json(await post(baseUrl, "/api/demo/caller-number/code", { phoneNumber }));
  const confirmed = await post(baseUrl, "/api/demo/caller-number", {
    phoneNumber,
    code: await textedCode(baseUrl, phoneNumber),
  });
  await json(confirmed.clone());
  const cookie = confirmed.headers.getSetCookie().find((line) => /^(__Host-)?pl_caller_number=/.test(line));
  if (!cookie) throw new Error("the caller number's proof cookie was not set");
  return cookie.split(";")[0]!;
}

/** A signed-in agent (their session cookie) proves their own number: their phone practice calls are routed by it. */
export async function verifyAgentNumber(baseUrl: string, sessionCookie: string, phoneNumber: string): Promise<void> {
  const headers = { ...sameOriginHeaders(baseUrl), cookie: sessionCookie };
  await json(
    await fetchResendingProxyDrops(`${baseUrl}/api/agent/phone-number/code`, {
      method: "POST",
      headers,
      body: JSON.stringify({ phoneNumber }),
    }),
  );
  const code = await textedCode(baseUrl, phoneNumber);
  await json(
    await fetchResendingProxyDrops(`${baseUrl}/api/agent/phone-number`, {
      method: "POST",
      headers,
      body: JSON.stringify({ phoneNumber, code }),
    }),
  );
}
