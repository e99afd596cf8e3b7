/** @file Worker tests: a real call uploaded as the browser's form does (multipart, the consent text, choices). */
import { eq } from "drizzle-orm";
import { REAL_CALL_CONSENT_TEXT } from "../../../domain/real-calls/real-call";
import { practiceSessions, type User } from "../../../db/schema";
import { sessionCookieFor } from "../../auth/testing/sign-in-as";
import { TEST_ORIGIN, withDb } from "../../db/testing/broker-team-fixture";
import { dispatch } from "../../testing/bindings";

export interface UploadAnswer {
  status: number;
  body: { id?: string; source?: string; score?: number; message?: string; issues?: { path: string; message: string }[] };
}

export async function uploadAs(
  user: User,
  file: { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string },
  fields: Record<string, string | null> = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set("file", new File([file.content], file.name, { type: file.type ?? "application/octet-stream" }));
  const withConsent: Record<string, string | null> = { consent: REAL_CALL_CONSENT_TEXT, ...fields };
  for (const [name, value] of Object.entries(withConsent)) if (value !== null) form.set(name, value);
  const response = await dispatch(`${TEST_ORIGIN}/api/real-calls`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie: await sessionCookieFor(user.id) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer["body"] };
}

/** Every session of the agent's, real or practice: nothing a refused upload may add to. */
export const sessionsOf = (agentId: string) => withDb((db) => db.select().from(practiceSessions).where(eq(practiceSessions.agentId, agentId)));
