/**
 * @file `POST /api/real-calls` as the upload form sends it (docs/api.md "Real calls"): the file with the consent
 * text and choices, asking for the processing steps as they happen (one NDJSON line each), with the upload's own
 * progress. Resolves with the stored call; a refusal throws the API's HttpError with the server's message.
 */
import type { RedactionScope } from "@domain/real-calls/real-call";
import { REAL_CALL_CONSENT_TEXT } from "@domain/real-calls/real-call";
import {
  readProgressLine,
  UPLOAD_PROGRESS_CONTENT_TYPE,
  type RealCallUploaded,
  type UploadKindName,
  type UploadStep,
} from "@domain/real-calls/upload-progress";
import { HttpError } from "@/lib/api";
import { postWithProgress } from "@/lib/post-with-progress";

export const REAL_CALL_UPLOAD_URL = "/api/real-calls";

export interface RealCallUpload {
  file: File;
  redact: RedactionScope;
  /** The rep's speaker, once the uploader picked one. */
  repSpeaker?: string | null;
  /** A broker uploads for this agent of their team. */
  agentId?: string | null;
}

export interface UploadProgressHandlers {
  /** 0–1 of the file sent, null while the browser cannot tell. */
  onUploadProgress: (fraction: number | null) => void;
  onStep: (step: UploadStep, kind: UploadKindName) => void;
  signal?: AbortSignal;
}

export async function uploadRealCall(
  upload: RealCallUpload,
  handlers: UploadProgressHandlers,
): Promise<RealCallUploaded> {
  const form = new FormData();
  form.set("file", upload.file, upload.file.name);
  // The consent is the uploader's tick of the box; the text sent is always the product's own, word for word.
  form.set("consent", REAL_CALL_CONSENT_TEXT);
  form.set("redact", upload.redact);
  if (upload.repSpeaker) form.set("repSpeaker", upload.repSpeaker);
  if (upload.agentId) form.set("agentId", upload.agentId);
  const last: { outcome?: { call: RealCallUploaded } | { status: number; body: string } } = {};
  const answer = await postWithProgress(
    REAL_CALL_UPLOAD_URL,
    form,
    { Accept: `${UPLOAD_PROGRESS_CONTENT_TYPE}, application/json` },
    {
      signal: handlers.signal,
      onUploadProgress: (sent, total) => handlers.onUploadProgress(total ? Math.min(1, sent / total) : null),
      onLine: (line) => {
        const event = readProgressLine(line);
        if (event?.type === "step") handlers.onStep(event.step, event.kind);
        else if (event?.type === "done") last.outcome = { call: event.call };
        else if (event?.type === "error") last.outcome = { status: event.status, body: JSON.stringify(event.error) };
      },
    },
  );
  // A refusal before processing started is an ordinary answer with its own status.
  if (answer.status < 200 || answer.status >= 300) throw new HttpError(answer.status, answer.body, answer.statusText);
  const ended = last.outcome;
  if (ended && "call" in ended) return ended.call;
  if (ended) throw new HttpError(ended.status, ended.body, "");
  throw new HttpError(502, "", "The upload ended before the call was processed. Try again.");
}
