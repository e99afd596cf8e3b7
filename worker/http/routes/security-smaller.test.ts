/**
 * Security review, finding 6 (the smaller points): logs carry no sign-in code, invitation code or caller number;
 * practice lines forget callers' numbers with the retention job; a client whose leased lines keep going undialled
 * must give its number; the post-call webhook refuses an unsigned or stale request before reading its body, and
 * bounds the body it reads. (Attempts counting from the moment a call connects: practice-calls.persona.test.ts and
 * domain/training/assignment-status.test.ts.)
 */
import { env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNDIALLED_LEASES_MESSAGE } from "../../../domain/demo";
import { TRAINING_PHONE_LINES } from "../../../domain/training-options";
import { runHousekeeping } from "../../jobs/housekeeping";
import {
  forgetUndialledStrikes,
  ORIGIN,
  postJson,
  proveCallerNumber,
  scenarioIds,
  withPerClientLimits,
} from "../../calls/testing/demo-calls";
import { freshNumber } from "../../calls/testing/practice-calls";
import { UNDIALLED_LEASES_ALLOWED } from "../../calls/start-conversation";
import { INIT_WEBHOOK_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES } from "../../calls/routes/webhooks";

afterEach(() => vi.restoreAllMocks());

describe("what the logs carry", () => {
  it("writes request lines with sign-in codes, invitation codes and numbers redacted", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
    const secretCode = `4/0A${crypto.randomUUID().replaceAll("-", "")}`;
    const invitation = `${crypto.randomUUID()}.c0ffee${crypto.randomUUID().slice(0, 8)}`;
    await SELF.fetch(`${ORIGIN}/api/callback?code=${encodeURIComponent(secretCode)}&state=state-${secretCode}`, {
      redirect: "manual",
    });
    await SELF.fetch(`${ORIGIN}/api/invitations/${invitation}`);
    await SELF.fetch(`${ORIGIN}/join/${invitation}`);
    await SELF.fetch(`${ORIGIN}/api/dev/simulator/sms?to=%2B15125550147`);
    const written = lines.join("\n");
    expect(written).toContain("/api/callback?code=[redacted]&state=[redacted]");
    expect(written).toContain("/api/invitations/[redacted]");
    for (const secret of [secretCode, encodeURIComponent(secretCode), invitation, "15125550147"])
      expect(written).not.toContain(secret);
  });
});

describe("practice lines forget callers' numbers", () => {
  it("once their wait is over (the line's own alarm)", async () => {
    const line = env.PHONE_LINES.getByName(TRAINING_PHONE_LINES[0]!.phoneNumber);
    const number = freshNumber();
    await line.expectCaller(number, crypto.randomUUID(), 0.05);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await runDurableObjectAlarm(line);
    expect(await storedCallers(TRAINING_PHONE_LINES[0]!.phoneNumber)).not.toContain(number);
  });

  it("and the hourly retention job forgets any the line still kept (one its alarm missed, or stored before it had one)", async () => {
    const phoneNumber = TRAINING_PHONE_LINES[1]!.phoneNumber;
    const number = freshNumber();
    await runInDurableObject(env.PHONE_LINES.getByName(phoneNumber), async (_line, state) => {
      state.storage.sql.exec(
        "INSERT INTO expected_caller (caller_number, conversation_id, expires_at) VALUES (?, ?, ?)",
        number,
        crypto.randomUUID(),
        Date.now() - 1000,
      );
    });
    expect(await storedCallers(phoneNumber)).toContain(number);
    const result = await runHousekeeping(env, new Date());
    expect(result.forgottenCallers).toBeGreaterThanOrEqual(1);
    expect(await storedCallers(phoneNumber)).not.toContain(number);
  });
});

describe("leased lines nobody dials", () => {
  beforeEach(async () => {
    withPerClientLimits(true);
    await forgetUndialledStrikes();
  });
  afterEach(() => withPerClientLimits(false));

  it("are struck against the client: after a few, it must give its number (routing by caller leases nothing)", async () => {
    const [scenarioId] = await scenarioIds("saas");
    for (let i = 0; i < UNDIALLED_LEASES_ALLOWED; i++) {
      const started = await postJson("/api/demo/conversation/start", { scenarioId });
      expect(started.status).toBe(201);
      const { conversationId } = (await started.json()) as { conversationId: string };
      // Never dialled: the visitor ends it (or its minute runs out).
      const cookie = started.headers
        .getSetCookie()
        .find((c) => c.includes("pl_demo_call="))!
        .split(";")[0]!;
      expect((await postJson(`/api/demo/conversation/${conversationId}/end`, undefined, { cookie })).status).toBe(200);
    }
    const refused = await postJson("/api/demo/conversation/start", { scenarioId });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: UNDIALLED_LEASES_MESSAGE, code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // A proved number of its own: no line is leased, so the start goes through.
    const callerNumber = freshNumber();
    await proveCallerNumber(callerNumber);
    const routed = await postJson("/api/demo/conversation/start", { scenarioId, callerNumber });
    expect(routed.status).toBe(201);
    const { conversationId } = (await routed.json()) as { conversationId: string };
    const cookie = routed.headers
      .getSetCookie()
      .find((c) => c.includes("pl_demo_call="))!
      .split(";")[0]!;
    await postJson(`/api/demo/conversation/${conversationId}/end`, undefined, { cookie });
  });
});

/** Every caller number a line's storage holds, expired or not. */
function storedCallers(phoneNumber: string): Promise<string[]> {
  return runInDurableObject(env.PHONE_LINES.getByName(phoneNumber), async (_line, state) =>
    state.storage.sql
      .exec<{ caller_number: string }>("SELECT caller_number FROM expected_caller")
      .toArray()
      .map((row) => row.caller_number),
  );
}

/** A body that says how much of it was read. */
function countedBody(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(120);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read: () => sent };
}

describe("the post-call webhook's body", () => {
  it("is not read at all when the request has no signature, or a stale one", async () => {
    const stale = `t=${Math.floor(Date.now() / 1000) - 31 * 60},v0=${"a".repeat(64)}`;
    for (const signature of [null, stale, "t=soon,v0=abc"]) {
      const body = countedBody(8 * 1024 * 1024);
      const response = await SELF.fetch(`${ORIGIN}/api/webhooks/elevenlabs/post-call`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature ? { "ElevenLabs-Signature": signature } : {}) },
        body: body.stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status, String(signature)).toBe(401);
      expect(await response.json()).toEqual({ message: "Invalid webhook signature", code: "invalid_credentials" });
      // At most what the runtime buffered ahead: nowhere near the body.
      expect(body.read(), String(signature)).toBeLessThan(1024 * 1024);
    }
  });

  it("is refused past its bound before it is read, and the initiation webhook's bound is small", async () => {
    const fresh = `t=${Math.floor(Date.now() / 1000)},v0=${"a".repeat(64)}`;
    const tooBig = await SELF.fetch(`${ORIGIN}/api/webhooks/elevenlabs/post-call`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(WEBHOOK_BODY_LIMIT_BYTES + 1),
        "ElevenLabs-Signature": fresh,
      },
      body: new Uint8Array(WEBHOOK_BODY_LIMIT_BYTES + 1),
    });
    expect(tooBig.status).toBe(413);
    const init = await SELF.fetch(`${ORIGIN}/api/webhooks/elevenlabs/conversation-init`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${env.ELEVENLABS_INIT_WEBHOOK_SECRET}` },
      body: JSON.stringify({
        called_number: "+15125550147",
        call_sid: "CA1",
        padding: "x".repeat(INIT_WEBHOOK_BODY_LIMIT_BYTES),
      }),
    });
    expect(init.status).toBe(413);
  });
});
