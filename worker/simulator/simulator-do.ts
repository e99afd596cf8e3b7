import { DurableObject } from "cloudflare:workers";
import { internetVoiceNetwork, type VoiceNetwork } from "../../lib/voice/provider-config";
import { browserCall, type SocketSession } from "./browser-session";
import {
  agentTurn,
  endCall,
  errorEvent,
  metadataEvent,
  ping,
  readClientMessage,
  refusedOverride,
  userTranscript,
  type ClientMessage,
  type ServerEvent,
} from "./conversation-socket";
import { deliverPostCallWebhooks, type WebhookPlan } from "./outgoing-webhooks";
import { replyTo } from "./persona";
import { providerError } from "./provider-payloads";
import { nextTurnTime, trailsOff, type SimCall } from "./sim-call";
import { VerifyStore, type SmsMessage, type VerifyAnswer } from "./sms-verify";

/** A signed URL must be used within 15 minutes (ElevenLabs' rule). */
const SIGNED_URL_LIFETIME_MS = 15 * 60_000;

export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The memory of the local ElevenLabs stand-in (VOICE_PROVIDER=simulator, development only): the calls it has
 * held, as the real provider would keep them, and the post-call webhooks it still owes (sent from its alarm,
 * after the call, as the provider does). One instance for all simulated calls; it never sees production traffic.
 */
export class ElevenLabsSimulatorDO extends DurableObject<Env> {
  private readonly verification: VerifyStore;

  /** How it reaches our webhooks; the local entry passes in its in-process network. */
  protected voiceNetwork(): VoiceNetwork {
    return internetVoiceNetwork(this.env, this.ctx);
  }

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(
        "CREATE TABLE IF NOT EXISTS call (conversation_id TEXT PRIMARY KEY, call_sid TEXT NOT NULL UNIQUE, agent_id TEXT NOT NULL, started_at INTEGER NOT NULL, body TEXT NOT NULL)",
      );
      this.ctx.storage.sql.exec(
        "CREATE TABLE IF NOT EXISTS outbox (conversation_id TEXT PRIMARY KEY, plan TEXT NOT NULL)",
      );
      this.ctx.storage.sql.exec(
        "CREATE TABLE IF NOT EXISTS signed_url (conversation_id TEXT PRIMARY KEY, signature TEXT NOT NULL, agent_id TEXT NOT NULL, signed_at INTEGER NOT NULL)",
      );
    });
    this.verification = new VerifyStore(ctx.storage.sql);
  }

  /** Twilio Verify's stand-in: texts a code to the number's inbox. */
  async sendVerification(
    serviceSid: string,
    to: string | undefined,
    channel: string | undefined,
    now = Date.now(),
  ): Promise<VerifyAnswer> {
    return this.verification.send(serviceSid, to, channel, now);
  }

  async checkVerification(
    serviceSid: string,
    to: string | undefined,
    code: string | undefined,
    now = Date.now(),
  ): Promise<VerifyAnswer> {
    return this.verification.check(serviceSid, to, code, now);
  }

  /** The text messages a number received (the simulated phone's inbox). */
  async smsInbox(to: string): Promise<SmsMessage[]> {
    return this.verification.inbox(to);
  }

  /** A signed URL for one browser conversation: the conversation's id is fixed now, as the provider fixes it. */
  async sign(agentId: string, now = Date.now()): Promise<{ conversationId: string; signature: string }> {
    const signed = { conversationId: `conv_${randomHex(12)}`, signature: randomHex(16) };
    this.ctx.storage.sql.exec(
      "INSERT INTO signed_url (conversation_id, signature, agent_id, signed_at) VALUES (?, ?, ?, ?)",
      signed.conversationId,
      signed.signature,
      agentId,
      now,
    );
    return signed;
  }

  /** The browser opens its signed URL: once, with the right signature and agent, within the provider's 15 minutes. */
  private claimSigned(url: URL, now: number): { conversationId: string; agentId: string } | null {
    const conversationId = url.searchParams.get("conversation_id") ?? "";
    const row = this.ctx.storage.sql
      .exec<{ signature: string; agent_id: string; signed_at: number }>(
        "SELECT signature, agent_id, signed_at FROM signed_url WHERE conversation_id = ?",
        conversationId,
      )
      .toArray()[0];
    if (
      !row ||
      row.signature !== url.searchParams.get("conversation_signature") ||
      row.agent_id !== url.searchParams.get("agent_id")
    )
      return null;
    this.ctx.storage.sql.exec("DELETE FROM signed_url WHERE conversation_id = ?", conversationId);
    return now - row.signed_at > SIGNED_URL_LIFETIME_MS ? null : { conversationId, agentId: row.agent_id };
  }

  /** A signed URL opened as the provider's conversation WebSocket (conversation-socket.ts speaks on it). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket")
      return Response.json(providerError("upgrade_required", "Open the signed URL as a WebSocket"), { status: 426 });
    const url = new URL(request.url);
    const claimed = this.claimSigned(url, Date.now());
    if (!claimed)
      return Response.json(
        providerError("invalid_signature", "The signed URL is not valid (unknown, used, or older than 15 minutes)"),
        { status: 403 },
      );
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    // Tagged with its conversation, so a hang-up from elsewhere (Twilio's stand-in, the phone) can close it.
    this.ctx.acceptWebSocket(server, [claimed.conversationId]);
    const session: SocketSession = {
      ...claimed,
      source: url.searchParams.get("source"),
      version: url.searchParams.get("version"),
      eventId: 0,
      pings: 0,
      lastPing: 0,
      pongs: 0,
      userAudioChunks: 0,
    };
    server.serializeAttachment(session);
    // The client asks for the "convai" subprotocol, and a browser drops a handshake that does not confirm it.
    const protocols = (request.headers.get("sec-websocket-protocol") ?? "")
      .split(",")
      .map((protocol) => protocol.trim());
    return new Response(null, {
      status: 101,
      webSocket: client,
      headers: protocols.includes("convai") ? { "Sec-WebSocket-Protocol": "convai" } : {},
    });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const session = ws.deserializeAttachment() as SocketSession;
    const message = readClientMessage(data);
    const call = this.get(session.conversationId);
    if (!call) {
      await this.initiate(ws, session, message);
      ws.serializeAttachment(session);
      return;
    }
    if (call.status !== "in-progress") return;
    if (message.kind === "pong" && message.eventId === session.lastPing) session.pongs += 1;
    if (message.kind === "user_audio") session.userAudioChunks += 1;
    ws.serializeAttachment(session);
    // A typed line (`sendUserMessage`): the provider hears it, and its transcript says it was typed.
    if (message.kind === "user_message" && message.text.trim())
      await this.say(session.conversationId, message.text.trim(), Date.now(), "text");
  }

  /** The trainee hung up, or the connection dropped: the call is over, and the provider's webhooks follow. */
  override async webSocketClose(ws: WebSocket): Promise<void> {
    const session = ws.deserializeAttachment() as SocketSession;
    this.recordSocket(session);
    await this.hangup(session.conversationId, { owe: "transcript-then-audio" });
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.webSocketClose(ws);
  }

  /** The client's first message carries the session's overrides; the metadata, then the lead's first line, answer it. */
  private async initiate(ws: WebSocket, session: SocketSession, message: ClientMessage): Promise<void> {
    if (message.kind !== "initiation")
      return refuse(ws, errorEvent("invalid_message", "The first message must be conversation_initiation_client_data"));
    const refused = refusedOverride(message.initiation.conversation_config_override);
    if (refused)
      return refuse(ws, errorEvent("override_error", `Override for field '${refused}' is not allowed by config.`));
    const call = browserCall(session, message.initiation, Date.now());
    await this.dial(call);
    send(ws, metadataEvent(call.conversationId));
    if (call.turns[0]) send(ws, ...agentTurn(call.turns[0].message, ++session.eventId));
    sendPing(ws, session);
  }

  /** What the trainee said, and the lead's answer, told to the browser holding the call, as the provider tells it. */
  private tellSocket(ws: WebSocket, text: string, said: { reply: string | null; ended: boolean }): void {
    const session = ws.deserializeAttachment() as SocketSession;
    // A line that trails off is heard, and the lead waits for the rest of the turn.
    if (said.reply === null) {
      send(ws, userTranscript(text, ++session.eventId));
      ws.serializeAttachment(session);
      return;
    }
    send(ws, userTranscript(text, ++session.eventId), ...agentTurn(said.reply, ++session.eventId));
    if (!said.ended) {
      sendPing(ws, session);
      ws.serializeAttachment(session);
      return;
    }
    send(ws, endCall(++session.eventId));
    ws.serializeAttachment(session);
    this.recordSocket(session);
    ws.close(1000, "The agent ended the call");
  }

  private recordSocket(session: SocketSession): void {
    const call = this.get(session.conversationId);
    if (!call) return;
    const { source, version, pings, pongs, userAudioChunks } = session;
    this.save({ ...call, socket: { source, version, pings, pongs, userAudioChunks } });
  }

  async dial(call: SimCall): Promise<void> {
    this.ctx.storage.sql.exec(
      "INSERT INTO call (conversation_id, call_sid, agent_id, started_at, body) VALUES (?, ?, ?, ?, ?)",
      call.conversationId,
      call.callSid,
      call.agentId,
      call.startedAt,
      JSON.stringify(call),
    );
  }

  /**
   * The trainee says a line (spoken, by default: the phone, or the browser's microphone, which the simulator cannot
   * transcribe, so a test or the dev page says it here), or types it; the lead answers, on the browser's socket too,
   * or (reply null) keeps listening while the line trails off ("...", "…", "—"), as the provider's turn-taking
   * waits for the end of a sentence. Null when the call is unknown or over.
   */
  async say(
    conversationId: string,
    text: string,
    now = Date.now(),
    medium: "audio" | "text" = "audio",
  ): Promise<{ call: SimCall; reply: string | null; ended: boolean } | null> {
    const call = this.get(conversationId);
    if (!call || call.status !== "in-progress") return null;
    call.turns.push({ role: "user", message: text, timeInCallSecs: nextTurnTime(call, now), medium });
    if (trailsOff(text)) {
      this.save(call);
      for (const socket of this.ctx.getWebSockets(conversationId))
        this.tellSocket(socket, text, { reply: null, ended: false });
      return { call, reply: null, ended: false };
    }
    const answer = replyTo(call.persona, text);
    call.persona = answer.state;
    call.turns.push({ role: "agent", message: answer.reply, timeInCallSecs: nextTurnTime(call, now) });
    if (answer.ended) Object.assign(call, { status: "done", endedAt: now });
    this.save(call);
    for (const socket of this.ctx.getWebSockets(conversationId)) this.tellSocket(socket, text, answer);
    // The lead hung up (the agent's end_call tool): the webhooks follow.
    if (answer.ended) await this.owe(call.conversationId, "transcript-then-audio");
    return { call, reply: answer.reply, ended: answer.ended };
  }

  /**
   * Ends a call; `wasLive` is false when it had ended already (a repeated hang-up). With `owe`, its webhooks
   * are sent later from the alarm, as when Twilio hangs up; without, the caller sends them.
   */
  async hangup(
    conversationId: string,
    options: { now?: number; owe?: WebhookPlan } = {},
  ): Promise<{ call: SimCall; wasLive: boolean } | null> {
    const call = this.get(conversationId);
    if (!call) return null;
    if (call.status !== "in-progress") return { call, wasLive: false };
    Object.assign(call, { status: "done", endedAt: options.now ?? Date.now() });
    this.save(call);
    if (options.owe) await this.owe(conversationId, options.owe);
    // The provider ended the conversation: a browser's socket on it is closed, as the provider closes it.
    for (const socket of this.ctx.getWebSockets(conversationId)) socket.close(1000, "The conversation ended");
    return { call, wasLive: true };
  }

  override async alarm(): Promise<void> {
    const owed = this.ctx.storage.sql
      .exec<{ conversation_id: string; plan: WebhookPlan }>("SELECT conversation_id, plan FROM outbox")
      .toArray();
    await Promise.all(
      owed.map(async ({ conversation_id: conversationId, plan }) => {
        this.ctx.storage.sql.exec("DELETE FROM outbox WHERE conversation_id = ?", conversationId);
        const call = this.get(conversationId);
        if (!call) return;
        try {
          await deliverPostCallWebhooks(this.env, this.voiceNetwork().fetch, call, plan);
        } catch (error) {
          console.warn(
            JSON.stringify({ level: "warn", event: "simulator-webhook-failed", conversationId, error: String(error) }),
          );
        }
      }),
    );
  }

  private async owe(conversationId: string, plan: WebhookPlan): Promise<void> {
    this.ctx.storage.sql.exec(
      "INSERT OR REPLACE INTO outbox (conversation_id, plan) VALUES (?, ?)",
      conversationId,
      plan,
    );
    await this.ctx.storage.setAlarm(Date.now());
  }

  async findByCallSid(callSid: string): Promise<string | null> {
    const row = this.ctx.storage.sql
      .exec<{ conversation_id: string }>("SELECT conversation_id FROM call WHERE call_sid = ?", callSid)
      .toArray()[0];
    return row?.conversation_id ?? null;
  }

  async getCall(conversationId: string): Promise<SimCall | null> {
    return this.get(conversationId);
  }

  async list(
    agentId: string,
    startedAfterMs: number,
    limit: number,
    startedBeforeMs = Number.MAX_SAFE_INTEGER,
  ): Promise<SimCall[]> {
    return this.ctx.storage.sql
      .exec<{ body: string }>(
        "SELECT body FROM call WHERE agent_id = ? AND started_at >= ? AND started_at <= ? ORDER BY started_at DESC LIMIT ?",
        agentId,
        startedAfterMs,
        startedBeforeMs,
        limit,
      )
      .toArray()
      .map((row) => JSON.parse(row.body) as SimCall);
  }

  private get(conversationId: string): SimCall | null {
    const row = this.ctx.storage.sql
      .exec<{ body: string }>("SELECT body FROM call WHERE conversation_id = ?", conversationId)
      .toArray()[0];
    return row ? (JSON.parse(row.body) as SimCall) : null;
  }

  private save(call: SimCall): void {
    this.ctx.storage.sql.exec(
      "UPDATE call SET body = ? WHERE conversation_id = ?",
      JSON.stringify(call),
      call.conversationId,
    );
  }
}

function send(ws: WebSocket, ...events: ServerEvent[]): void {
  for (const event of events) ws.send(JSON.stringify(event));
}

/** The provider pings to measure latency; the client answers each with a pong of the same event id. */
function sendPing(ws: WebSocket, session: SocketSession): void {
  session.lastPing = ++session.eventId;
  session.pings += 1;
  send(ws, ping(session.lastPing));
}

/** As the provider refuses a session: an error event, then the socket closed with its code. */
function refuse(ws: WebSocket, error: ReturnType<typeof errorEvent>): void {
  send(ws, error);
  ws.close(error.error_event.code, error.error_event.message ?? "");
}
