import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { CUSTOM_INSTRUCTIONS_MAX_LENGTH } from "../../../domain/demo";
import { TRAINING_PHONE_LINES } from "../../../domain/training-options";
import { NO_CALL_ERROR, UNDIALLED_LEASE_SECONDS } from "../../../durable-objects/conversation/protocol";
import { openDatabase } from "../../../lib/db/client";
import { audioProcessingJobs, demoCallLogs } from "../../../lib/db/schema";
import {
  api,
  callLog,
  keepCapability,
  postJson,
  processingStatus,
  scenarioIds,
  startDemo,
} from "../testing/demo-calls";

const { db, close } = openDatabase(env);
afterAll(() => close());

/** Every start in this file carries its own user agent, so counts see only this file's rows. */
const CLIENT = { "user-agent": `demo-test-${crypto.randomUUID()}` };

async function rowCounts() {
  const [counts] = await db
    .select({ logs: sql<number>`count(*)::int`, jobs: sql<number>`count(${audioProcessingJobs.id})::int` })
    .from(demoCallLogs)
    .leftJoin(audioProcessingJobs, eq(audioProcessingJobs.conversationId, demoCallLogs.conversationId))
    .where(eq(demoCallLogs.userAgent, CLIENT["user-agent"]));
  return counts!;
}

async function lineHolders() {
  return Promise.all(
    TRAINING_PHONE_LINES.map(
      async (line) => (await env.PHONE_LINES.getByName(line.phoneNumber).holder())?.conversationId ?? null,
    ),
  );
}

async function endConversation(conversationId: string) {
  const response = await postJson(`/api/demo/conversation/${conversationId}/end`);
  expect(response.status).toBe(200);
  return response.json();
}

describe("GET /api/demo/scenarios", () => {
  it("lists a vertical's scenarios with id, name, difficulty and prompt, cacheable for 5 minutes", async () => {
    const response = await api("/api/demo/scenarios?vertical=insurance");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const scenarios = (await response.json()) as Array<Record<string, unknown>>;
    expect(scenarios).toHaveLength(3);
    for (const scenario of scenarios) {
      expect(Object.keys(scenario).sort()).toEqual(["difficulty", "id", "name", "promptText"]);
      expect(scenario.promptText).toMatch(/^You are /);
    }
    expect((await scenarioIds("real_estate")).length).toBe(7);
    expect((await scenarioIds("saas")).length).toBe(2);
  });

  it("treats any other vertical, or none, as multi-vertical: every scenario", async () => {
    expect((await scenarioIds("homepage")).length).toBe(12);
    expect((await scenarioIds("mortgages")).length).toBe(12);
    expect(((await (await api("/api/demo/scenarios")).json()) as unknown[]).length).toBe(12);
  });
});

describe("POST /api/demo/conversation/start", () => {
  it("leases a practice line, records the call and sets the 240 s limit", async () => {
    const [scenarioId] = await scenarioIds("saas");
    const before = Date.now();
    const started = await startDemo(
      { scenarioId: scenarioId!, customInstructions: "  Focus on the budget objection.  " },
      CLIENT,
    );
    expect(TRAINING_PHONE_LINES.map((line) => line.phoneNumber)).toContain(started.phoneNumber);
    expect(started).toMatchObject({ status: "started", limitSeconds: 240 });
    const expiresAt = new Date(started.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 240_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 240_000);

    const { log, job } = await callLog(db, started.conversationId);
    expect(log).toMatchObject({ scenarioId, vertical: "saas", status: "started", overrideApplied: false });
    expect(log.phoneNumberId).not.toBeNull();
    expect(job).toMatchObject({ id: started.jobId, status: "pending" });
    expect(await lineHolders()).toContain(started.conversationId);
    const state = await env.CONVERSATIONS.getByName(started.conversationId).getState();
    expect(state?.persona?.customInstructions).toBe("Focus on the budget objection.");
    expect(await processingStatus(started.conversationId)).toEqual({
      processingStatus: "pending",
      isReady: false,
      jobId: started.jobId,
      error: null,
      callStatus: "started",
    });
    await endConversation(started.conversationId);
  });

  it("refuses bad input with 400 and takes no line", async () => {
    const [scenarioId] = await scenarioIds("saas");
    const before = await rowCounts();
    const cases: Array<[unknown, string]> = [
      [{}, "scenarioId"],
      [{ scenarioId: "scenario-1" }, "scenarioId"],
      [{ scenarioId, customInstructions: "x".repeat(CUSTOM_INSTRUCTIONS_MAX_LENGTH + 1) }, "customInstructions"],
      [{ scenarioId, customInstructions: 42 }, "customInstructions"],
    ];
    for (const [body, path] of cases) {
      const response = await postJson("/api/demo/conversation/start", body, CLIENT);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { message: string; issues: Array<{ path: string }> };
      expect(error.issues.map((issue) => issue.path)).toContain(path);
    }
    expect((await postJson("/api/demo/conversation/start", { scenarioId: crypto.randomUUID() }, CLIENT)).status).toBe(
      404,
    );
    expect(await rowCounts()).toEqual(before);
    expect(await lineHolders()).toEqual([null, null]);
  });

  it("never double-books: 50 simultaneous starts on 2 lines give exactly 2 calls, the rest a clear 503", async () => {
    const [scenarioId] = await scenarioIds("real_estate");
    const before = await rowCounts();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postJson("/api/demo/conversation/start", { scenarioId }, CLIENT)),
    );
    const started = responses.filter((r) => r.status === 201);
    const busy = responses.filter((r) => r.status === 503);
    expect(started).toHaveLength(2);
    expect(busy).toHaveLength(48);
    // Busy for as long as the first lease in the way lasts: the same N in the message and in Retry-After.
    for (const response of busy) {
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(UNDIALLED_LEASE_SECONDS);
      expect(await response.json()).toEqual({
        message: `All lines are busy, try again in ${retryAfter} s`,
        code: "unavailable",
      });
    }

    const conversations = await Promise.all(
      started.map(async (r) => {
        const conversation = (await r.json()) as { conversationId: string; phoneNumber: string };
        keepCapability(r, conversation.conversationId);
        return conversation;
      }),
    );
    expect(new Set(conversations.map((c) => c.phoneNumber)).size).toBe(2);
    expect((await lineHolders()).sort()).toEqual(conversations.map((c) => c.conversationId).sort());
    expect(await rowCounts()).toEqual({ logs: before.logs + 2, jobs: before.jobs + 2 });

    // Ending the calls frees the lines for the next trainees.
    for (const conversation of conversations) await endConversation(conversation.conversationId);
    expect(await lineHolders()).toEqual([null, null]);
    await endConversation((await startDemo({ scenarioId: scenarioId! }, CLIENT)).conversationId);
  });
});

describe("POST /api/demo/conversation/{id}/end and GET …/processing-status", () => {
  it("ends a call nobody dialled as abandoned, frees the line, and says why there is no analysis", async () => {
    const [scenarioId] = await scenarioIds("insurance");
    const started = await startDemo({ scenarioId: scenarioId! }, CLIENT);
    const ended = await endConversation(started.conversationId);
    expect(ended).toEqual({
      processingStatus: "failed",
      isReady: false,
      jobId: started.jobId,
      error: NO_CALL_ERROR,
      callStatus: "abandoned",
    });
    expect(await endConversation(started.conversationId)).toEqual(ended);
    expect(await lineHolders()).toEqual([null, null]);
    const { log, job } = await callLog(db, started.conversationId);
    expect(log).toMatchObject({ status: "abandoned", errorMessage: NO_CALL_ERROR, callEndTime: null });
    expect(job).toMatchObject({ status: "failed", errorMessage: NO_CALL_ERROR });
  });

  it("answers 404 for conversations that do not exist", async () => {
    for (const id of [crypto.randomUUID(), "not-a-conversation"]) {
      const status = await api(`/api/demo/conversation/${id}/processing-status`);
      expect(status.status).toBe(404);
      expect(await status.json()).toEqual({ message: "Conversation not found", code: "not_found" });
      expect((await postJson(`/api/demo/conversation/${id}/end`)).status).toBe(404);
    }
  });
});
