/**
 * @file An uploaded real call's file and form, checked before anything is stored: the consent, the file's kind
 * (by its name, and a recording by its first bytes too), its size, and for a transcript its speakers and length.
 */
import {
  REAL_CALL_CONSENT_TEXT,
  REAL_CALL_MAX_SECONDS,
  REAL_CALL_MESSAGES as MESSAGES,
  RECORDING_MAX_BYTES,
  REDACTION_SCOPES,
  repChoiceMessage,
  TRANSCRIPT_MAX_BYTES,
  type RecordingFormat,
  type RedactionScope,
  type TranscriptFormat,
} from "../../domain/real-calls/real-call";
import {
  parseTranscript,
  transcriptFormatOf,
  UnreadableTranscript,
  type SpokenTurn,
} from "../../domain/real-calls/transcript-formats";
import { ApiError } from "../http/errors";

export interface UploadForm {
  file: File;
  fileName: string;
  consentText: string;
  repSpeaker: string | null;
  redaction: RedactionScope;
  /** A broker uploads on an agent's page: that agent. */
  agentId: string | null;
}

const refuse = (status: 400 | 413 | 415 | 422, message: string, path = "file") =>
  new ApiError(status, message, { issues: [{ path, message }] });

/** The form's fields: a file, the consent text word for word, and the optional choices. */
export function readUploadForm(body: Record<string, string | File | (string | File)[]>): UploadForm {
  const file = body.file;
  if (!(file instanceof File)) throw refuse(400, MESSAGES.noFile);
  if (body.consent !== REAL_CALL_CONSENT_TEXT) throw refuse(400, MESSAGES.consent, "consent");
  const redaction = typeof body.redact === "string" && body.redact ? body.redact : "lead";
  if (!(REDACTION_SCOPES as readonly string[]).includes(redaction))
    throw refuse(400, "Redaction is lead, both or none.", "redact");
  const repSpeaker =
    typeof body.repSpeaker === "string" && body.repSpeaker.trim() ? body.repSpeaker.trim().slice(0, 80) : null;
  const agentId = typeof body.agentId === "string" && body.agentId ? body.agentId : null;
  return {
    file,
    fileName: file.name.slice(0, 200) || "call",
    consentText: REAL_CALL_CONSENT_TEXT,
    repSpeaker,
    redaction: redaction as RedactionScope,
    agentId,
  };
}

const RECORDING_EXTENSIONS: Record<string, RecordingFormat> = {
  mp3: "mp3",
  wav: "wav",
  m4a: "m4a",
  aac: "m4a",
  mp4: "m4a",
  ogg: "ogg",
  opus: "ogg",
  oga: "ogg",
};

export type UploadKind =
  { kind: "transcript"; format: TranscriptFormat } | { kind: "recording"; format: RecordingFormat };

/** What the file is by its name; a name we do not take is refused as the wrong type. */
export function uploadKind(fileName: string, head: string): UploadKind {
  const extension = fileName.toLowerCase().split(".").at(-1) ?? "";
  const recording = RECORDING_EXTENSIONS[extension];
  if (recording) return { kind: "recording", format: recording };
  const transcript = transcriptFormatOf(fileName, head);
  if (transcript) return { kind: "transcript", format: transcript };
  throw refuse(415, MESSAGES.wrongType);
}

/** The size rules of the file's kind: empty and too big are refused before it is read. */
export function checkSize(file: File, kind: UploadKind["kind"]): void {
  if (file.size === 0) throw refuse(400, MESSAGES.empty);
  const max = kind === "transcript" ? TRANSCRIPT_MAX_BYTES : RECORDING_MAX_BYTES;
  if (file.size > max) throw refuse(413, kind === "transcript" ? MESSAGES.transcriptTooBig : MESSAGES.recordingTooBig);
}

/** The call's turns as the file has them, refused when unreadable, silent, one-sided or too long. */
export function transcriptTurns(content: string, format: TranscriptFormat): SpokenTurn[] {
  if (!content.trim()) throw refuse(400, MESSAGES.empty);
  let turns: SpokenTurn[];
  try {
    turns = parseTranscript(content, format);
  } catch (error) {
    if (error instanceof UnreadableTranscript) throw refuse(422, `${MESSAGES.unreadable} ${error.message}.`);
    throw error;
  }
  return checkTurns(turns);
}

/** The rules every call's turns keep, however they were transcribed. */
export function checkTurns(turns: SpokenTurn[]): SpokenTurn[] {
  if (turns.length === 0) throw refuse(422, MESSAGES.noSpeech);
  if (new Set(turns.map((turn) => turn.speaker)).size < 2) throw refuse(422, MESSAGES.oneSpeaker);
  if ((turns.at(-1)?.timestamp ?? 0) > REAL_CALL_MAX_SECONDS) throw refuse(422, MESSAGES.tooLong);
  return turns;
}

/**
 * The rep's speaker: the one the uploader picked, else the one speaker named like the agent; when that is not
 * clear the upload is refused with the speakers and their first lines, for the uploader to pick.
 */
export function repSpeakerOf(turns: SpokenTurn[], picked: string | null, agentFirstName: string | null): string {
  const speakers = [...new Set(turns.map((turn) => turn.speaker))];
  if (picked) {
    if (!speakers.includes(picked)) throw refuse(422, MESSAGES.unknownRep, "repSpeaker");
    return picked;
  }
  const first = agentFirstName?.trim().toLowerCase();
  const named = first ? speakers.filter((speaker) => speaker.toLowerCase().split(/\s+/)[0] === first) : [];
  if (named.length === 1) return named[0]!;
  const choices = speakers.map((speaker) => ({
    speaker,
    firstLine: turns.find((turn) => turn.speaker === speaker)!.text.slice(0, 160),
  }));
  throw new ApiError(422, MESSAGES.pickRep, {
    code: "rep_speaker_required",
    issues: choices.map((choice) => ({
      path: "repSpeaker",
      message: repChoiceMessage(choice.speaker, choice.firstLine),
    })),
  });
}
