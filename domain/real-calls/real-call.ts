/** Uploaded real calls (issue 32): the limits, the refusals' words and what is stored with the call. Pure. */

/** How a real call is marked everywhere it is listed or reviewed. */
export const REAL_CALL_TITLE = "Real call";
/** A real call's title wherever it is named: "Real call: <file>". */
export const realCallTitle = (fileName: string) => `${REAL_CALL_TITLE}: ${fileName}`;

/** What the uploader confirms before anything is stored; stored with the call, word for word. */
export const REAL_CALL_CONSENT_TEXT =
  "I confirm I have the right to record this call and to upload it, and that everyone on it was told it may be recorded.";

/** A transcript file at most this big: a 30-minute call's text is well under 100 kB in every accepted format. */
export const TRANSCRIPT_MAX_BYTES = 1_000_000;
/** A recording at most this big: 30 minutes of 128 kbit/s MP3 is 29 MB, of 8 kHz 16-bit mono WAV 29 MB. */
export const RECORDING_MAX_BYTES = 60_000_000;
/** The longest call taken, recording or transcript (by its last line's time). */
export const REAL_CALL_MAX_SECONDS = 30 * 60;

export const TRANSCRIPT_FORMATS = ["vtt", "srt", "text", "provider-json"] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];
export const RECORDING_FORMATS = ["mp3", "wav", "m4a", "ogg"] as const;
export type RecordingFormat = (typeof RECORDING_FORMATS)[number];

/** Whose lines are redacted on upload: the lead's by default. */
export const REDACTION_SCOPES = ["lead", "both", "none"] as const;
export type RedactionScope = (typeof REDACTION_SCOPES)[number];

export const REAL_CALL_MESSAGES = {
  wrongType:
    'Unsupported file type: upload a recording (MP3, WAV, M4A/AAC, OGG/Opus) or a transcript (WebVTT, SRT, plain "Name: line" text, or the voice provider\'s JSON).',
  transcriptTooBig: `File too large: a transcript may be at most ${TRANSCRIPT_MAX_BYTES / 1_000_000} MB.`,
  recordingTooBig: `File too large: a recording may be at most ${RECORDING_MAX_BYTES / 1_000_000} MB.`,
  tooLong: `Call too long: a call may be at most ${REAL_CALL_MAX_SECONDS / 60} minutes.`,
  noFile: "Choose a recording or transcript to upload.",
  empty: "The file is empty.",
  noSpeech: "No speech found: the file has no spoken lines.",
  oneSpeaker: "Only one speaker found: a call needs the rep and the lead.",
  consent: "Please confirm you have the right to record and upload this call.",
  unreadable: "The file could not be read as the format its name says.",
  notThatFormat: (format: RecordingFormat) =>
    `Unsupported file type: this is not a ${format.toUpperCase()} recording, though its name says so.`,
  pickRep: "Which speaker is the rep? Pick the rep's speaker and upload again.",
  unknownRep: "That speaker is not in the call.",
} as const;

/** A speaker to pick as the rep, as the refusal lists it (`{path: "repSpeaker", message}`): their label and first line. */
export const repChoiceMessage = (speaker: string, firstLine: string) => `${speaker}: ${firstLine}`;

/** A listed speaker read back from the refusal; labels hold no colon in any accepted format. */
export function readRepChoice(message: string): { speaker: string; firstLine: string } | null {
  const colon = message.indexOf(": ");
  return colon > 0 ? { speaker: message.slice(0, colon), firstLine: message.slice(colon + 2) } : null;
}

/** Where an uploaded recording is kept in R2 (AUDIO), beside the practice calls' recordings. */
export const realCallRecordingKey = (id: string, format: RecordingFormat) => `real-calls/${id}/recording.${format}`;

/** What is stored with a real call, beside its transcript and analysis. */
export interface RealCallDetails {
  fileName: string;
  format: TranscriptFormat | RecordingFormat;
  /** The user who uploaded it: the agent, or their broker. */
  uploadedBy: string;
  consentText: string;
  consentedAt: string;
  /** The speaker label of the rep in the file (the others are the lead). */
  repSpeaker: string;
  speakers: string[];
  redaction: RedactionScope;
  /** How many pieces of personal data were redacted, by kind. */
  redacted: Record<string, number>;
  /** The recording in R2, for an uploaded recording (null once retention removed it). */
  audioKey?: string | null;
  /** When retention removed the recording (AUDIO_RETENTION_DAYS after the upload). */
  audioDeletedAt?: string | null;
}

/** Why a practice call set up from a real call, not yet started, will not start: the real call was deleted. */
export const REAL_CALL_DELETED_MESSAGE =
  "The real call this practice was drafted from was deleted, and its lead with it. Set up a new practice call.";

/** "Practise this call again" plays the lead drafted from the call: its persona prompt may be adjusted, not emptied. */
export const REAL_CALL_PERSONA_REQUIRED =
  "Keep a persona prompt for the lead: adjust the drafted one rather than empty it.";

/** A real call was made on no training line: practising it (or a moment of it) needs one, and an AI personality's voice. */
export const REAL_CALL_SETUP_REQUIRED = "Choose a training line and an AI personality.";
