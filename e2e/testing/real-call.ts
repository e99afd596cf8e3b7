/** @file A real call of the signed-in agent's, uploaded as a transcript through the API (the upload form is e2e/real-calls.spec.ts's). */
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { REAL_CALL_CONSENT_TEXT } from "../../domain/real-calls/real-call";

/** The committed WebVTT fixture: Dana Reyes (the rep) calls Sam Lopez, who objects that he already has an agent. */
const FIXTURE = new URL("../../worker/real-calls/fixtures/call.vtt", import.meta.url);

export async function uploadRealCall(page: Page, name: string): Promise<{ id: string; score: number }> {
  const uploaded = await page.request.post("/api/real-calls", {
    multipart: {
      file: { name, mimeType: "text/vtt", buffer: await readFile(FIXTURE) },
      consent: REAL_CALL_CONSENT_TEXT,
      repSpeaker: "Dana Reyes",
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return (await uploaded.json()) as { id: string; score: number };
}
