import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { toE164 } from "../../../domain/phone";
import type { Database } from "../../../lib/db/client";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { closeCallerClaim, isWaitingForOwnCall } from "../caller-claims";
import { ingestPostCall } from "../ingest-post-call";
import { hasBearerSecret } from "../../../lib/voice/constant-time";
import { initiationResponse, unreservedLineResponse } from "../../../lib/voice/conversation-init";
import {
  conversationInitRequest,
  POST_CALL_WEBHOOK_TYPES,
  postCallWebhook,
} from "../../../lib/voice/elevenlabs-payloads";
import { elevenLabsClient } from "../../../lib/voice/provider-config";
import { SIGNATURE_HEADER, signatureRefusal, verifyWebhookSignature } from "../../../lib/voice/webhook-signature";
import { errorSummary } from "../../../lib/db/error-summary";

/** post_call_audio carries the whole call as base64 MP3: several MB, far above the API's 1 MB. */
export const WEBHOOK_BODY_LIMIT_BYTES = 25 * 1024 * 1024;
/** The conversation-initiation webhook carries four short fields. */
export const INIT_WEBHOOK_BODY_LIMIT_BYTES = 16 * 1024;

/** No signature, or a stale one: refused (401) before a byte of the body is read, let alone hashed. */
const refuseUnsigned = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const refusal = signatureRefusal({
      header: c.req.header(SIGNATURE_HEADER),
      secret: c.env.ELEVENLABS_WEBHOOK_SECRET,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (refusal) {
      console.warn(JSON.stringify({ level: "warn", event: "webhook-signature-refused", reason: refusal }));
      await c.req.raw.body?.cancel().catch(() => undefined);
      throw new ApiError(401, "Invalid webhook signature", { code: "invalid_credentials" });
    }
    await next();
  });

/** Refuses a body over `maxSize` (413): at once when its length says so, else as soon as the stream passes it. */
const bodyAtMost = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, "Request body too large");
    },
  });

const decoder = new TextDecoder();

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    throw new ApiError(400, "Malformed JSON in request body", { code: "malformed_request" });
  }
}

function invalidPayload(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ApiError {
  return new ApiError(400, "Invalid webhook payload", {
    issues: issues.map((issue) => ({ path: issue.path.map(String).join(".") || "body", message: issue.message })),
  });
}

/** ElevenLabs calls these; they authenticate by shared secret or HMAC signature, not by session or origin. */
/** A database that cannot answer does not stop the lease holder's own call: the rare mistaken dial is the lesser harm. */
async function waitsElsewhere(db: Database, callerNumber: string): Promise<boolean> {
  try {
    return await isWaitingForOwnCall(db, callerNumber);
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", event: "caller-claim-check-failed", error: errorSummary(error) }));
    return false;
  }
}

export const webhookRoutes = new Hono<AppEnv>()
  .post("/elevenlabs/conversation-init", bodyAtMost(INIT_WEBHOOK_BODY_LIMIT_BYTES), async (c) => {
    if (!(await hasBearerSecret(c.req.header("authorization"), c.env.ELEVENLABS_INIT_WEBHOOK_SECRET))) {
      throw new ApiError(401, "Invalid webhook credentials", { code: "invalid_credentials" });
    }
    const parsed = conversationInitRequest.safeParse(parseJson(new Uint8Array(await c.req.arrayBuffer())));
    if (!parsed.success) throw invalidPayload(parsed.error.issues);
    const call = parsed.data;
    const practiceNumber = toE164(call.called_number);
    if (!practiceNumber) return c.json(unreservedLineResponse(), 200);
    // A caller who gave their number reaches their own conversation; a withheld caller ID (or a caller who gave
    // none) reaches whoever leased the whole line. Anyone else hears the polite refusal.
    const callerNumber = toE164(call.caller_id);
    const route = await c.env.PHONE_LINES.getByName(practiceNumber).route(callerNumber);
    if (!route) return c.json(unreservedLineResponse(), 200);
    // Only the lease fallback asks the database (a call matched by its caller never does): a caller waiting for
    // their own demo on another line dialled this one by mistake, and must not take the lease holder's call.
    if (!route.byCaller && callerNumber && (await waitsElsewhere(c.var.db, callerNumber)))
      return c.json(unreservedLineResponse(), 200);
    const connected = await c.env.CONVERSATIONS.getByName(route.conversationId).connectCall({
      callSid: call.call_sid,
      callerId: call.caller_id ?? null,
      agentId: call.agent_id ?? null,
      providerConversationId: call.conversation_id ?? null,
    });
    if (!connected.accepted) return c.json(unreservedLineResponse(), 200);
    // The caller number is free for another demo now; if this fails, the claim still expires on its own.
    if (route.byCaller) {
      await closeCallerClaim(c.var.db, route.conversationId).catch((error) =>
        console.warn(JSON.stringify({ level: "warn", event: "caller-claim-close-failed", error: errorSummary(error) })),
      );
    }
    return c.json(initiationResponse(connected.persona, connected.sessionId), 200);
  })
  // Refused unsigned or stale before the body limit, which reads a body sent without its length to measure it.
  .post("/elevenlabs/post-call", refuseUnsigned(), bodyAtMost(WEBHOOK_BODY_LIMIT_BYTES), async (c) => {
    // The signature covers the exact bytes sent, so they are read raw and parsed only once verified.
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    const check = await verifyWebhookSignature({
      header: c.req.header(SIGNATURE_HEADER),
      rawBody,
      secret: c.env.ELEVENLABS_WEBHOOK_SECRET,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!check.valid) {
      console.warn(JSON.stringify({ level: "warn", event: "webhook-signature-refused", reason: check.reason }));
      throw new ApiError(401, "Invalid webhook signature", { code: "invalid_credentials" });
    }
    const body = parseJson(rawBody);
    const type = (body as { type?: unknown } | null)?.type;
    if (!POST_CALL_WEBHOOK_TYPES.some((known) => known === type)) {
      return c.json({ status: "ignored", reason: "unhandled event type" }, 200);
    }
    const event = postCallWebhook.safeParse(body);
    if (!event.success) throw invalidPayload(event.error.issues);
    const outcome = await ingestPostCall({
      env: c.env,
      db: c.var.db,
      event: event.data,
      provider: elevenLabsClient(c.env, c.var.voice),
    });
    return c.json(outcome, 200);
  });
