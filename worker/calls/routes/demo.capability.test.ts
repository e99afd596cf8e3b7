/**
 * Demo calls and lines cannot be hogged or hijacked: `start` gives the browser a capability that `end` and
 * `processing-status` need; a client holds one line at a time; a line nobody dials is freed after a minute.
 */
import { env, runDurableObjectAlarm, SELF } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ONE_LINE_PER_CLIENT_MESSAGE, type ConversationStartResponse } from "../../../domain/demo";
import { TRAINING_PHONE_LINES } from "../../../domain/training-options";
import {
  CONNECT_WAIT_SECONDS,
  NO_CALL_ERROR,
  UNDIALLED_LEASE_SECONDS,
} from "../../../durable-objects/conversation/protocol";
import { openDatabase } from "../../../lib/db/client";
import {
  capabilityOf,
  callLog,
  keepCapability,
  ORIGIN,
  postJson,
  processingStatus,
  scenarioIds,
  startDemo,
  withPerClientLimits,
  forgetUndialledStrikes,
} from "../testing/demo-calls";

const { db, close } = openDatabase(env);
afterAll(() => close());

const client = () => ({
  "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
  "user-agent": `capability-test-${crypto.randomUUID()}`,
});

/** A browser without the cookie (or with another one): the same request a stranger who saw the id would send. */
function asStranger(path: string, method: "GET" | "POST", cookie = "") {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) },
  });
}

async function lineOf(phoneNumber: string) {
  return env.PHONE_LINES.getByName(phoneNumber).holder();
}

describe("the demo capability", () => {
  it("sets an HttpOnly, SameSite=Strict cookie naming the conversation, signed and expiring", async () => {
    const scenarioId = (await scenarioIds("saas"))[0]!;
    const response = await postJson("/api/demo/conversation/start", { scenarioId }, client());
    expect(response.status).toBe(201);
    const started = (await response.json()) as ConversationStartResponse;
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("pl_demo_call="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${started.limitSeconds + 3600}`));
    expect(cookie).not.toContain(started.conversationId);
    keepCapability(response, started.conversationId);
    await postJson(`/api/demo/conversation/${started.conversationId}/end`);
  });

  it("end and processing-status answer 404 for the id alone, or another call's cookie, and change nothing", async () => {
    const scenarioId = (await scenarioIds("insurance"))[0]!;
    const mine = await startDemo({ scenarioId }, client());
    const theirs = await startDemo({ scenarioId }, client());
    const before = await env.CONVERSATIONS.getByName(mine.conversationId).getState();
    for (const cookie of ["", capabilityOf(theirs.conversationId), "pl_demo_call=eyJhbGciOiJIUzI1NiJ9.e30.forged"]) {
      for (const [method, path] of [
        ["POST", `/api/demo/conversation/${mine.conversationId}/end`],
        ["GET", `/api/demo/conversation/${mine.conversationId}/processing-status`],
      ] as const) {
        const response = await asStranger(path, method, cookie);
        expect(response.status, `${method} ${path} with ${cookie || "no cookie"}`).toBe(404);
        expect(await response.json()).toEqual({ message: "Conversation not found", code: "not_found" });
      }
    }
    expect(await env.CONVERSATIONS.getByName(mine.conversationId).getState()).toEqual(before);
    expect((await lineOf(mine.phoneNumber))?.conversationId).toBe(mine.conversationId);
    expect((await callLog(db, mine.conversationId)).log.status).toBe("started");
    // The browser that started it may.
    expect(await processingStatus(mine.conversationId)).toMatchObject({ callStatus: "started" });
    for (const started of [mine, theirs])
      expect((await postJson(`/api/demo/conversation/${started.conversationId}/end`)).status).toBe(200);
  });
});

describe("one practice line per client", () => {
  beforeAll(() => withPerClientLimits(true));
  beforeEach(forgetUndialledStrikes);
  afterAll(() => withPerClientLimits(false));

  it("refuses a second start from the same client while its call holds a line, with 409 and nothing taken", async () => {
    const scenarioId = (await scenarioIds("real_estate"))[0]!;
    const visitor = client();
    const first = await startDemo({ scenarioId }, visitor);
    // Another browser of the same client: no capability, so not the same visitor's retry.
    const second = await postJson("/api/demo/conversation/start", { scenarioId }, visitor);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: ONE_LINE_PER_CLIENT_MESSAGE, code: "conflict" });
    const holders = await Promise.all(
      TRAINING_PHONE_LINES.map(async (line) => (await lineOf(line.phoneNumber))?.conversationId ?? null),
    );
    expect(holders.filter((holder) => holder !== null)).toEqual([first.conversationId]);

    // Its call over, the client may start again.
    await postJson(`/api/demo/conversation/${first.conversationId}/end`);
    const again = await startDemo({ scenarioId }, visitor);
    await postJson(`/api/demo/conversation/${again.conversationId}/end`);
  });

  it("lets the same browser start over: its previous call ends first and frees the line", async () => {
    const scenarioId = (await scenarioIds("real_estate"))[0]!;
    const visitor = client();
    const first = await startDemo({ scenarioId }, visitor);
    const retry = await postJson(
      "/api/demo/conversation/start",
      { scenarioId },
      { ...visitor, cookie: capabilityOf(first.conversationId) },
    );
    expect(retry.status).toBe(201);
    const second = (await retry.json()) as ConversationStartResponse;
    keepCapability(retry, second.conversationId);
    expect(await env.CONVERSATIONS.getByName(first.conversationId).getState()).toMatchObject({
      status: "abandoned",
      endedBy: "trainee",
    });
    await postJson(`/api/demo/conversation/${second.conversationId}/end`);
  });
});

describe("a line nobody dials", () => {
  beforeAll(() => withPerClientLimits(true));
  beforeEach(forgetUndialledStrikes);
  afterAll(() => withPerClientLimits(false));

  it("is leased short, then freed after a minute with the call abandoned", async () => {
    const scenarioId = (await scenarioIds("saas"))[0]!;
    const before = Date.now();
    const started = await startDemo({ scenarioId }, client());
    expect(Date.parse(started.dialBy) - Date.parse(started.expiresAt)).toBe(
      (CONNECT_WAIT_SECONDS - started.limitSeconds) * 1000,
    );
    const lease = await lineOf(started.phoneNumber);
    expect(lease!.expiresAt).toBeLessThanOrEqual(Date.now() + UNDIALLED_LEASE_SECONDS * 1000);
    expect(lease!.expiresAt).toBeGreaterThanOrEqual(before + UNDIALLED_LEASE_SECONDS * 1000);

    expect(await runDurableObjectAlarm(env.CONVERSATIONS.getByName(started.conversationId))).toBe(true);
    expect(await lineOf(started.phoneNumber)).toBeNull();
    expect(await processingStatus(started.conversationId)).toMatchObject({
      callStatus: "abandoned",
      processingStatus: "failed",
      error: NO_CALL_ERROR,
    });
    const state = await env.CONVERSATIONS.getByName(started.conversationId).getState();
    expect(state!.endedAt).toBe(Date.parse(started.dialBy));
  });
});
