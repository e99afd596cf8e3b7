import { useRef, useState } from "react";
import { readRepChoice } from "@domain/real-calls/real-call";
import type { RealCallUploaded, UploadKindName, UploadStep } from "@domain/real-calls/upload-progress";
import { errorMessage, HttpError } from "@/lib/api";
import { NetworkError } from "@/lib/post-with-progress";
import { uploadRealCall, type RealCallUpload } from "../api/upload-real-call";

export interface RepChoice {
  speaker: string;
  firstLine: string;
}

export type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; sent: number | null; steps: UploadStep[]; kind: UploadKindName | null }
  | { phase: "failed"; message: string; repChoices: RepChoice[] }
  | { phase: "done"; call: RealCallUploaded; steps: UploadStep[]; kind: UploadKindName | null };

const UPLOAD_FAILED = "The upload failed. Please try again.";

/** The refusal as the uploader reads it: the server's message, and the speakers to pick from when the rep is unclear. */
function failure(error: unknown): Extract<UploadState, { phase: "failed" }> {
  if (error instanceof HttpError) {
    const message = errorMessage(error, UPLOAD_FAILED);
    const repChoices =
      error.code === "rep_speaker_required"
        ? error.issues.flatMap((issue) =>
            issue.path === "repSpeaker" ? [readRepChoice(issue.message)].filter((choice) => choice !== null) : [],
          )
        : [];
    return { phase: "failed", message, repChoices };
  }
  if (error instanceof NetworkError) return { phase: "failed", message: error.message, repChoices: [] };
  return { phase: "failed", message: UPLOAD_FAILED, repChoices: [] };
}

/** One upload at a time, with its progress: the file sent, then each processing step as the server tells it. */
export function useRealCallUpload(onUploaded: (call: RealCallUploaded) => void) {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const running = useRef(false);

  async function upload(request: RealCallUpload) {
    if (running.current) return;
    running.current = true;
    setState({ phase: "uploading", sent: 0, steps: [], kind: null });
    // The steps as told, kept for the finished view (the state's own copy is replaced when the call is stored).
    const told: { steps: UploadStep[]; kind: UploadKindName | null } = { steps: [], kind: null };
    try {
      const call = await uploadRealCall(request, {
        onUploadProgress: (sent) => setState((now) => (now.phase === "uploading" ? { ...now, sent } : now)),
        onStep: (step, kind) => {
          told.steps = [...told.steps, step];
          told.kind = kind;
          setState((now) => (now.phase === "uploading" ? { ...now, sent: 1, ...told } : now));
        },
      });
      setState({ phase: "done", call, ...told });
      onUploaded(call);
    } catch (error) {
      setState(failure(error));
    } finally {
      running.current = false;
    }
  }

  return {
    state,
    upload,
    reset: () => setState({ phase: "idle" }),
    refuse: (message: string) => setState({ phase: "failed", message, repChoices: [] }),
  };
}
