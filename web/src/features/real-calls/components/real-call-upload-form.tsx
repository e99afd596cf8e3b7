import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "@domain/app-paths";
import {
  REAL_CALL_CONSENT_TEXT,
  REAL_CALL_MESSAGES,
  RECORDING_MAX_BYTES,
  type RedactionScope,
} from "@domain/real-calls/real-call";
import type { RealCallUploaded } from "@domain/real-calls/upload-progress";
import { Button, buttonClasses } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FileField } from "@/components/ui/file-field";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { RepSpeakerChoice } from "./rep-speaker-choice";
import { UploadProgress } from "./upload-progress";
import { useRealCallUpload } from "./use-real-call-upload";

/** What the picker offers first; anything else may still be chosen and is refused by the server with its reason. */
const ACCEPTED = ".mp3,.wav,.m4a,.aac,.mp4,.ogg,.opus,.oga,.vtt,.srt,.txt,.json,audio/*";

const REDACTION_OPTIONS = [
  {
    value: "lead",
    label: "The lead's side (recommended)",
    description:
      "Phone numbers, emails, card numbers and street addresses the lead said are removed before anything is stored.",
  },
  { value: "both", label: "Both sides", description: "The same for the rep's lines too." },
  { value: "none", label: "Nothing", description: "The transcript is kept as it was said." },
] as const;

interface RealCallUploadFormProps {
  /** A broker uploads for this agent of their team; an agent uploads their own call. */
  agentId?: string;
  /** Told once the call is stored and scored (to refresh the lists it now appears in). */
  onUploaded: (call: RealCallUploaded) => void;
}

/**
 * Upload a real call (issue 32): a recording or transcript, the consent, what to redact; the upload's and each
 * processing step's progress; the server's reason when it is refused; the way to the review once it is scored.
 */
export function RealCallUploadForm({ agentId, onUploaded }: RealCallUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [consented, setConsented] = useState(false);
  const [redact, setRedact] = useState<RedactionScope>("lead");
  const [repSpeaker, setRepSpeaker] = useState<string | null>(null);
  const { state, upload, reset, refuse } = useRealCallUpload(onUploaded);
  const busy = state.phase === "uploading";

  function send(rep: string | null) {
    if (!file) return refuse(REAL_CALL_MESSAGES.noFile);
    if (!consented) return refuse(REAL_CALL_MESSAGES.consent);
    if (file.size > RECORDING_MAX_BYTES) return refuse(REAL_CALL_MESSAGES.recordingTooBig);
    void upload({ file, redact, repSpeaker: rep, agentId });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(null);
  }

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setRepSpeaker(null);
    if (state.phase !== "uploading") reset();
  }

  if (state.phase === "done") {
    return (
      <div className="space-y-4">
        <UploadProgress sent={1} steps={state.steps} kind={state.kind} finished />
        <p role="status" className="text-sm font-medium text-slate-900">
          Your call is scored: <span className="font-bold">{state.call.score}/100</span>. It is in the list, marked
          “Real call”.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.practiceReview(state.call.id, agentId)} className={buttonClasses("primary")}>
            Open the review
          </Link>
          <Button
            variant="secondary"
            onClick={() => {
              setFile(null);
              setConsented(false);
              setRepSpeaker(null);
              reset();
            }}
          >
            Upload another call
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={busy}>
      <FileField
        label="Recording or transcript"
        description="A recording (MP3, WAV, M4A/AAC, OGG/Opus; up to 60 MB and 30 minutes) or a transcript (WebVTT, SRT, plain “Name: line” text, or the voice provider's JSON)."
        file={file}
        onFileChange={chooseFile}
        accept={ACCEPTED}
        disabled={busy}
      />
      <CheckboxField label={REAL_CALL_CONSENT_TEXT} checked={consented} onCheckedChange={setConsented} name="consent" />
      <RadioGroupField
        label="Redact personal data from"
        value={redact}
        options={REDACTION_OPTIONS}
        onValueChange={setRedact}
        name="redact"
        disabled={busy}
      />
      {state.phase === "failed" ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {state.message}
        </div>
      ) : null}
      {state.phase === "failed" && state.repChoices.length > 0 ? (
        <RepSpeakerChoice
          choices={state.repChoices}
          value={repSpeaker}
          onValueChange={setRepSpeaker}
          onSend={() => send(repSpeaker)}
        />
      ) : (
        <Button type="submit" disabled={busy}>
          {busy ? "Uploading…" : "Upload and score"}
        </Button>
      )}
      {state.phase === "uploading" ? <UploadProgress sent={state.sent} steps={state.steps} kind={state.kind} /> : null}
    </form>
  );
}
