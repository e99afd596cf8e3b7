import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { TRAINING_VERTICALS, type Vertical } from "../../../domain/enums";
import { isUuid } from "../../../domain/ids";
import {
  RECORDING_MAX_BYTES,
  REAL_CALL_MESSAGES,
  realCallRecordingKey,
  type RecordingFormat,
  type TranscriptFormat,
} from "../../../domain/real-calls/real-call";
import { practiceSessions, users, type User } from "../../../lib/db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import type { SignedInAppEnv } from "../../http/middleware/auth";
import { checkSize, readUploadForm, repSpeakerOf, transcriptTurns, uploadKind } from "../read-upload";
import { scoreRealCall } from "../score-real-call";
import { deleteRealCall } from "../queries/real-call-deletion";
import { realCallLead } from "../real-call-lead";
import { RECORDING_CONTENT_TYPES, transcribeUpload } from "../transcribe-upload";
import { progressResponse, wantsProgress } from "../progress-stream";
import type { RealCallUploaded } from "../../../domain/real-calls/upload-progress";

export const REAL_CALL_UPLOAD_PATH = "/api/real-calls";
/** The multipart form around the largest recording. */
const UPLOAD_BODY_LIMIT = RECORDING_MAX_BYTES + 64 * 1024;

/** Whose call it is: the agent's own upload, or a broker's for an agent of their team (anyone else's reads as not found). */
async function callOwner(
  c: { var: { db: AppEnv["Variables"]["db"] } },
  me: User,
  agentId: string | null,
): Promise<Pick<User, "id" | "brokerId" | "firstName">> {
  if (me.role === "agent") return me;
  if (!agentId || !isUuid(agentId))
    throw new ApiError(400, "Choose the agent whose call this is.", {
      issues: [{ path: "agentId", message: "Required for a broker" }],
    });
  const [agent] = await c.var.db
    .select({ id: users.id, brokerId: users.brokerId, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.role, "agent"), eq(users.brokerId, me.id)));
  if (!agent) throw new ApiError(404, "Agent not found");
  return agent;
}

/** The team's vertical for the analyser's wording: the form's, when it names a training vertical. */
const verticalOf = (value: unknown): Vertical =>
  typeof value === "string" && (TRAINING_VERTICALS as readonly string[]).includes(value)
    ? (value as Vertical)
    : "real_estate";

/**
 * Real calls (docs/api.md "Real calls"): an agent, or their broker on the agent's page, uploads a recording or a
 * transcript of a call that really happened. It is checked whole before anything is stored, scored by the same
 * analyser as a practice call, and reviewed on the same page (`/api/call-reviews/{id}`), marked as a real call.
 */
export const realCallRoutes = new Hono<SignedInAppEnv>()
  .post(
    "/",
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: () => {
        throw new ApiError(413, REAL_CALL_MESSAGES.recordingTooBig);
      },
    }),
    async (c) => {
      if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
        throw new ApiError(415, "Content-Type must be multipart/form-data");
      const body = await c.req.parseBody().catch(() => {
        throw new ApiError(400, "The upload could not be read as a form.", { code: "malformed_request" });
      });
      const form = readUploadForm(body);
      const owner = await callOwner(c, c.var.user!, form.agentId);
      const head = await form.file.slice(0, 16).text();
      const kind = uploadKind(form.fileName, head);
      checkSize(form.file, kind.kind);
      const id = crypto.randomUUID();
      const process = async (
        onStep: (step: "transcribing" | "redacting" | "scoring") => void,
      ): Promise<RealCallUploaded> => {
        onStep("transcribing");
        const recording =
          kind.kind === "recording" ? await transcribeUpload(c.env, c.var.voice.fetch, form.file, kind.format) : null;
        const turns = recording
          ? recording.turns
          : transcriptTurns(await form.file.text(), kind.format as TranscriptFormat);
        const repSpeaker = repSpeakerOf(turns, form.repSpeaker, owner.firstName);
        // Stored only once the call passed every check; removed again if the call cannot be written.
        const audioKey = recording ? realCallRecordingKey(id, kind.format as RecordingFormat) : null;
        if (recording && audioKey)
          await c.env.AUDIO.put(audioKey, recording.bytes, {
            httpMetadata: { contentType: RECORDING_CONTENT_TYPES[kind.format as RecordingFormat] },
          });
        const { analysis } = await scoreRealCall(
          c.var.db,
          c.env,
          {
            id,
            agent: { id: owner.id, brokerId: owner.brokerId },
            vertical: verticalOf(body.vertical),
            turns,
            durationSeconds: recording?.seconds,
            details: {
              audioKey,
              fileName: form.fileName,
              format: kind.format,
              uploadedBy: c.var.user!.id,
              consentText: form.consentText,
              consentedAt: new Date().toISOString(),
              repSpeaker,
              redaction: form.redaction,
            },
          },
          onStep,
        ).catch(async (error: unknown) => {
          if (audioKey) await c.env.AUDIO.delete(audioKey);
          throw error;
        });
        return { id, source: "real_call", score: analysis.overallScore, reviewPath: `/review?session=${id}` };
      };
      if (wantsProgress(c.req.header("accept"))) return progressResponse(c, kind.kind, process);
      return c.json(await process(() => {}), 201);
    },
  )
  // "Practise this call again": the lead drafted from the real lead's side, for the agent to adjust and practise.
  .get("/:id/lead-draft", async (c) => {
    const id = c.req.param("id");
    const me = c.var.user!;
    const [call] = isUuid(id)
      ? await c.var.db
          .select({
            transcript: practiceSessions.transcript,
            review: practiceSessions.review,
            leadSentiment: practiceSessions.leadSentiment,
            realCall: practiceSessions.realCall,
          })
          .from(practiceSessions)
          .where(
            and(
              eq(practiceSessions.id, id),
              eq(practiceSessions.source, "real_call"),
              eq(practiceSessions.agentId, me.id),
            ),
          )
      : [];
    const draft = call ? realCallLead(call) : null;
    if (!draft) throw new ApiError(404, "Real call not found");
    return c.json(draft, 200, { "Cache-Control": "no-store" });
  })
  // The agent deletes their own real call, their broker any of the team's: the row (transcript, analysis) goes, and
  // the lead drafted from it leaves every practice session set up against it.
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const me = c.var.user!;
    if (!isUuid(id)) throw new ApiError(404, "Real call not found");
    const deleted = await deleteRealCall(c.var.db, id, me.role === "broker" ? { teamId: me.id } : { agentId: me.id });
    if (!deleted) throw new ApiError(404, "Real call not found");
    const audioKey = deleted.realCall?.audioKey;
    if (audioKey) await c.env.AUDIO.delete(audioKey);
    return c.body(null, 204);
  });
