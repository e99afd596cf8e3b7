import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { secretsEqual } from "../../lib/voice/constant-time";
import { isSimulatorEnabled } from "./network";
import { deliverPostCallWebhooks, WEBHOOK_PLANS } from "./outgoing-webhooks";
import { dial, phoneView, simulator } from "./phone";
import { signedUrl } from "./browser-session";
import { callRecording, conversationDetailsBody, conversationSummaryBody, providerError } from "./provider-payloads";
import type { SimCall } from "./sim-call";
import { heardWords } from "./heard-recording";

const LIST_PAGE_MAX = 100;

const listQuery = z.object({
  agent_id: z.string().min(1),
  call_start_after_unix: z.coerce.number().int().nonnegative().default(0),
  call_start_before_unix: z.coerce.number().int().nonnegative().optional(),
  page_size: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(30),
});
/** `callerId: null` withholds the caller ID, as a phone set to hide its number does. */
const dialInput = z.object({
  phoneNumber: z.string().trim().min(1).max(32),
  callerId: z.string().trim().min(1).max(32).nullable().optional(),
});
const sayInput = z.object({ text: z.string().trim().min(1, "Say something").max(2000) });
const hangupInput = z.object({ webhooks: z.enum(WEBHOOK_PLANS).default("transcript-then-audio") });

/** The ElevenLabs REST endpoints the adapter uses, answered from the simulator's calls, and the browser's WebSocket. */
const elevenLabsApi = new Hono<AppEnv>()
  // The conversation WebSocket: its signed URL is the credential (a browser sends no xi-api-key). The answer is
  // rebuilt so the app's middleware may still add its headers to it.
  .get("/v1/convai/conversation", async (c) => {
    const answer = await simulator(c.env).fetch(c.req.raw);
    return new Response(answer.body, { status: answer.status, headers: answer.headers, webSocket: answer.webSocket });
  })
  .use(async (c, next) => {
    const key = c.req.header("xi-api-key");
    if (!key || !(await secretsEqual(key, c.env.ELEVENLABS_API_KEY ?? ""))) {
      return c.json(providerError("invalid_api_key", "Invalid API key"), 401);
    }
    await next();
  })
  .get("/v1/convai/conversations", validate("query", listQuery), async (c) => {
    const query = c.req.valid("query");
    const before =
      query.call_start_before_unix === undefined ? Number.MAX_SAFE_INTEGER : query.call_start_before_unix * 1000 + 999;
    const calls = await simulator(c.env).list(
      query.agent_id,
      query.call_start_after_unix * 1000,
      query.page_size,
      before,
    );
    return c.json(
      {
        conversations: calls.map(conversationSummaryBody),
        next_cursor: null,
        has_more: false,
      },
      200,
    );
  })
  .get("/v1/convai/conversations/:conversationId", async (c) => {
    const call = await simulator(c.env).getCall(c.req.param("conversationId"));
    if (!call) return c.json(providerError("conversation_not_found", "Conversation not found"), 404);
    return c.json(conversationDetailsBody(call), 200);
  })
  .get(
    "/v1/convai/conversation/get-signed-url",
    validate(
      "query",
      z.object({ agent_id: z.string().min(1).max(200), include_conversation_id: z.string().optional() }),
    ),
    async (c) => {
      const agentId = c.req.valid("query").agent_id;
      const signed = await simulator(c.env).sign(agentId);
      return c.json({ signed_url: signedUrl(c.env, signed, agentId) }, 200);
    },
  )
  // Speech to text (Scribe): the provider's multipart request and diarized answer; see heard-recording.ts for what it hears.
  .post("/v1/speech-to-text", async (c) => {
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File))
      return c.json(providerError("invalid_request", "Either file or cloud_storage_url must be provided"), 422);
    if (form.model_id !== "scribe_v2" && form.model_id !== "scribe_v1")
      return c.json(providerError("invalid_model", "Invalid model_id"), 422);
    const words = heardWords(new Uint8Array(await file.arrayBuffer()));
    const diarized = form.diarize === "true" ? words : words.map((word) => ({ ...word, speaker_id: "speaker_0" }));
    return c.json(
      {
        language_code: "eng",
        language_probability: words.length > 0 ? 0.98 : 0,
        text: diarized.map((word) => word.text).join(""),
        words: diarized.map((word) => ({ ...word, logprob: 0 })),
        transcription_id: crypto.randomUUID().replace(/-/g, "").slice(0, 20),
      },
      200,
    );
  })
  .get("/v1/convai/conversations/:conversationId/audio", async (c) => {
    const call = await simulator(c.env).getCall(c.req.param("conversationId"));
    if (!call || call.status !== "done") return c.json(providerError("conversation_not_found", "Audio not found"), 404);
    return c.body(callRecording(call), 200, { "Content-Type": "audio/mpeg" });
  });

/** Twilio's "modify a call in progress", which the Worker uses to hang up at the time limit. */
const twilioApi = new Hono<AppEnv>().post("/2010-04-01/Accounts/:accountSid/Calls/:callFile", async (c) => {
  const accountSid = c.req.param("accountSid");
  if (basicAuthUser(c.req.header("authorization")) !== accountSid) {
    return c.json({ code: 20003, message: "Authenticate", status: 401 }, 401);
  }
  const callSid = c.req.param("callFile").replace(/\.json$/, "");
  const form = await c.req.parseBody();
  if (form.Status !== "completed") throw new ApiError(400, "The simulator only supports Status=completed");
  const conversationId = await simulator(c.env).findByCallSid(callSid);
  // The provider posts its webhooks after the call, not while the hang-up request is open.
  const ended = conversationId ? await simulator(c.env).hangup(conversationId, { owe: "transcript-then-audio" }) : null;
  if (!ended)
    return c.json(
      { code: 20404, message: `The requested resource /Calls/${callSid}.json was not found`, status: 404 },
      404,
    );
  return c.json({ sid: callSid, account_sid: accountSid, status: "completed" }, 200);
});

/** Twilio Verify's "send a code" and "check a code", answered by the simulator (codes go to its SMS inbox). */
const twilioVerifyApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!basicAuthUser(c.req.header("authorization")))
      return c.json({ code: 20003, message: "Authenticate", status: 401 }, 401);
    await next();
  })
  .post("/v2/Services/:serviceSid/Verifications", async (c) => {
    const form = await c.req.parseBody();
    const answer = await simulator(c.env).sendVerification(
      c.req.param("serviceSid"),
      formText(form.To),
      formText(form.Channel),
    );
    return c.body(answer.body, answer.status as 201, { "Content-Type": "application/json" });
  })
  .post("/v2/Services/:serviceSid/VerificationCheck", async (c) => {
    const form = await c.req.parseBody();
    const answer = await simulator(c.env).checkVerification(
      c.req.param("serviceSid"),
      formText(form.To),
      formText(form.Code),
    );
    return c.body(answer.body, answer.status as 200, { "Content-Type": "application/json" });
  });

function formText(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function basicAuthUser(authorization: string | undefined): string | null {
  const encoded = /^Basic (.+)$/.exec(authorization ?? "")?.[1];
  try {
    return encoded ? atob(encoded).split(":")[0]! : null;
  } catch {
    return null;
  }
}

async function liveCall(env: Env, simCallId: string): Promise<SimCall> {
  const call = await simulator(env).getCall(simCallId);
  if (!call) throw new ApiError(404, "Simulated call not found");
  return call;
}

/**
 * The local stand-in for ElevenLabs and Twilio (VOICE_PROVIDER=simulator, ENVIRONMENT=development only), plus
 * a small phone the demo uses to hold a call by typing: dial a practice line, say lines, hang up.
 */
export const simulatorRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isSimulatorEnabled(c.env)) throw new ApiError(404, "Not found");
    await next();
  })
  .route("/elevenlabs", elevenLabsApi)
  .route("/twilio", twilioApi)
  .route("/twilio-verify", twilioVerifyApi)
  /** The simulated phones' text messages (the one-time codes), newest first: for tests, and the dev UI in development. */
  .get("/sms", validate("query", z.object({ to: z.string().trim().min(1).max(32) })), async (c) => {
    return c.json({ messages: await simulator(c.env).smsInbox(c.req.valid("query").to) }, 200);
  })
  .post("/calls", validate("json", dialInput), async (c) => {
    const call = await dial(c.env, c.var.voice.fetch, c.req.valid("json"));
    return c.json({ ...phoneView(call), firstMessage: call.turns[0]?.message ?? "" }, 201);
  })
  .get("/calls/:simCallId", async (c) => {
    const call = await liveCall(c.env, c.req.param("simCallId"));
    return c.json({ ...phoneView(call), ...(call.socket ? { socket: call.socket } : {}) }, 200);
  })
  .post("/calls/:simCallId/say", validate("json", sayInput), async (c) => {
    const simCallId = c.req.param("simCallId");
    await liveCall(c.env, simCallId);
    const said = await simulator(c.env).say(simCallId, c.req.valid("json").text);
    if (!said) throw new ApiError(409, "The call has ended");
    return c.json({ reply: said.reply, ended: said.ended }, 200);
  })
  .post("/calls/:simCallId/hangup", async (c) => {
    const text = await c.req.text();
    let body: unknown = {};
    try {
      if (text.trim()) body = JSON.parse(text);
    } catch {
      throw new ApiError(400, "Malformed JSON in request body", { code: "malformed_request" });
    }
    const options = hangupInput.safeParse(body);
    if (!options.success)
      throw new ApiError(400, "Invalid input", {
        issues: [{ path: "webhooks", message: `Use one of ${WEBHOOK_PLANS.join(", ")}` }],
      });
    const ended = await simulator(c.env).hangup(c.req.param("simCallId"));
    if (!ended) throw new ApiError(404, "Simulated call not found");
    const deliveries = ended.wasLive
      ? await deliverPostCallWebhooks(c.env, c.var.voice.fetch, ended.call, options.data.webhooks)
      : [];
    return c.json({ ...phoneView(ended.call), deliveries }, 200);
  });
