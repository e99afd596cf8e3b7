/** @file Worker tests: a real call uploaded as the browser's form does (multipart, the consent text, choices). */
import { eq } from "drizzle-orm";
import { REAL_CALL_CONSENT_TEXT } from "../../../domain/real-calls/real-call";
import { readProgressLine, UPLOAD_PROGRESS_CONTENT_TYPE } from "../../../domain/real-calls/upload-progress";
import { practiceSessions, type User } from "../../../lib/db/schema";
import { sessionCookieFor } from "../../auth/testing/sign-in-as";
import { TEST_ORIGIN, withDb } from "../../testing/team-fixture";
import { dispatch } from "../../testing/bindings";

export interface UploadAnswer {
  status: number;
  body: {
    id?: string;
    source?: string;
    score?: number;
    message?: string;
    issues?: { path: string; message: string }[];
  };
}

type UploadFile = { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string };

export async function uploadAs(
  user: User,
  file: UploadFile,
  fields: Record<string, string | null> = {},
): Promise<UploadAnswer> {
  const response = await postUpload(user, file, fields, {});
  return { status: response.status, body: (await response.json()) as UploadAnswer["body"] };
}

/** The upload as the web form sends it, asking for its progress: the answer's status, type and lines. */
export async function uploadWithProgressAs(user: User, file: UploadFile, fields: Record<string, string | null> = {}) {
  const response = await postUpload(user, file, fields, { accept: UPLOAD_PROGRESS_CONTENT_TYPE });
  // Read as bytes: workerd warns on .text() of a type it does not know as text.
  const text = new TextDecoder().decode(await response.arrayBuffer());
  const lines = text.split("\n").filter(Boolean);
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    text,
    events: lines.map((line) => readProgressLine(line)),
  };
}

async function postUpload(
  user: User,
  file: UploadFile,
  fields: Record<string, string | null>,
  headers: Record<string, string>,
): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([file.content], file.name, { type: file.type ?? "application/octet-stream" }));
  const withConsent: Record<string, string | null> = { consent: REAL_CALL_CONSENT_TEXT, ...fields };
  for (const [name, value] of Object.entries(withConsent)) if (value !== null) form.set(name, value);
  return dispatch(`${TEST_ORIGIN}/api/real-calls`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie: await sessionCookieFor(user.id), ...headers },
    body: form,
  });
}

/** Every session of the agent's, real or practice: nothing a refused upload may add to. */
export const sessionsOf = (agentId: string) =>
  withDb((db) => db.select().from(practiceSessions).where(eq(practiceSessions.agentId, agentId)));
