/**
 * @file The real-call upload's progress (docs/api.md "Real calls"): with `Accept: application/x-ndjson` the upload
 * answers one JSON line per processing step, then one last line with the stored call or the refusal. Pure.
 */
import type { ErrorBody } from "../api-errors";

export const UPLOAD_PROGRESS_CONTENT_TYPE = "application/x-ndjson";

/** The processing steps, in order, after the file arrived. */
export const UPLOAD_STEPS = ["checked", "transcribing", "redacting", "scoring"] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number];

export type UploadKindName = "recording" | "transcript";

/** What the uploader reads for each step; a transcript is read rather than transcribed. */
export function uploadStepLabel(step: UploadStep, kind: UploadKindName | null): string {
  switch (step) {
    case "checked":
      return "File checked";
    case "transcribing":
      return kind === "transcript" ? "Reading the transcript" : "Transcribing the recording";
    case "redacting":
      return "Redacting personal data";
    case "scoring":
      return "Scoring the call";
  }
}

/** `201` of `POST /api/real-calls`: the stored call and where its review is. */
export interface RealCallUploaded {
  id: string;
  source: "real_call";
  score: number;
  reviewPath: string;
}

/** One line of the progress stream. */
export type UploadProgressEvent =
  | { type: "step"; step: UploadStep; kind: UploadKindName }
  | { type: "done"; status: 201; call: RealCallUploaded }
  | { type: "error"; status: number; error: ErrorBody };

export const progressLine = (event: UploadProgressEvent) => `${JSON.stringify(event)}\n`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** One line read back; null for anything that is not one of ours (a proxy's page, a cut line). */
export function readProgressLine(line: string): UploadProgressEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(parsed) || typeof parsed.type !== "string") return null;
  if (parsed.type === "step")
    return (UPLOAD_STEPS as readonly unknown[]).includes(parsed.step) ? (parsed as UploadProgressEvent) : null;
  if (parsed.type === "done")
    return isObject(parsed.call) && typeof parsed.call.id === "string" ? (parsed as UploadProgressEvent) : null;
  if (parsed.type === "error")
    return typeof parsed.status === "number" && isObject(parsed.error) && typeof parsed.error.message === "string"
      ? (parsed as UploadProgressEvent)
      : null;
  return null;
}
