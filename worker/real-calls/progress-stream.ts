/**
 * @file The upload's progress as it is processed (docs/api.md "Real calls"): one NDJSON line per step, then the
 * stored call or the refusal, rendered as any error of the API is. The work runs to its end (or its clean-up)
 * even when the uploader goes away mid-way, so a call is either stored whole or not at all.
 */
import type { Context } from "hono";
import { stream } from "hono/streaming";
import type { ErrorBody } from "../../domain/api-errors";
import {
  progressLine,
  UPLOAD_PROGRESS_CONTENT_TYPE,
  type RealCallUploaded,
  type UploadKindName,
  type UploadProgressEvent,
  type UploadStep,
} from "../../domain/real-calls/upload-progress";
import type { AppEnv } from "../http/context";
import { handleError } from "../http/middleware/error-handler";

/** The uploader asked for the steps (`Accept: application/x-ndjson`); anyone else gets the one JSON answer. */
export const wantsProgress = (accept: string | undefined) =>
  (accept ?? "").toLowerCase().includes(UPLOAD_PROGRESS_CONTENT_TYPE);

export function progressResponse<E extends AppEnv>(
  c: Context<E>,
  kind: UploadKindName,
  work: (onStep: (step: Exclude<UploadStep, "checked">) => void) => Promise<RealCallUploaded>,
): Response {
  c.header("Content-Type", UPLOAD_PROGRESS_CONTENT_TYPE);
  c.header("Cache-Control", "no-store");
  return stream(c, async (out) => {
    // A line the uploader can no longer read is no reason to stop: the work decides what is stored.
    const tell = (event: UploadProgressEvent) =>
      out.write(progressLine(event)).then(
        () => undefined,
        () => undefined,
      );
    void tell({ type: "step", step: "checked", kind });
    const outcome = work((step) => void tell({ type: "step", step, kind })).then(
      (call): UploadProgressEvent => ({ type: "done", status: 201, call }),
      async (error: unknown): Promise<UploadProgressEvent> => {
        // The same rendering as any refused request (status, body, logging); the handler reads nothing of E's extras.
        const answer = await handleError(
          error instanceof Error ? error : new Error(String(error)),
          c as unknown as Context<AppEnv>,
        );
        return { type: "error", status: answer.status, error: (await answer.json()) as ErrorBody };
      },
    );
    c.executionCtx.waitUntil(outcome);
    await tell(await outcome);
  });
}
