import { env } from "cloudflare:test";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { PROVE_CALLER_NUMBER_FIRST_MESSAGE } from "../../../domain/phone-verification";
import { INVALID_CALLER_NUMBER_MESSAGE } from "../../../domain/phone";
import { TRAINING_PHONE_LINES } from "../../../domain/training-options";
import { openDatabase } from "../../../lib/db/client";
import { demoCallerClaims, demoCallLogs } from "../../../lib/db/schema";
import { UNRESERVED_LINE_MESSAGE, type InitiationResponse } from "../../../lib/voice/conversation-init";
import {
  callerProofOf,
  capabilityOf,
  hangUp,
  holdCall,
  initWebhook,
  postJson,
  postJsonAsStranger,
  proveCallerNumber,
  scenarioIds,
  settledStatus,
  startDemo,
} from "../testing/demo-calls";

const { db, close } = openDatabase(env);
afterAll(() => close());

/** Every start in this file carries its own user agent, so counts see only this file's rows. */
const CLIENT = { "user-agent": `caller-routing-test-${crypto.randomUUID()}` };
let nextNumber = 100;
/** A caller number no other test uses: +1 737 555 01xx. */
const freshCaller = () => `+1737555${String(nextNumber++).padStart(4, "0")}`;
/** A fresh number its visitor proved (the code texted to it), as a demo routed by it needs. */
async function provenCaller(): Promise<string> {
  const callerNumber = freshCaller();
  await proveCallerNumber(callerNumber);
  return callerNumber;
}

async function snapshot() {
  const [logs] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(demoCallLogs)
    .where(eq(demoCallLogs.userAgent, CLIENT["user-agent"]));
  const claims = await db
    .select({
      conversationId: demoCallerClaims.conversationId,
      callerNumber: demoCallerClaims.callerNumber,
      pending: demoCallerClaims.pending,
    })
    .from(demoCallerClaims)
    .orderBy(demoCallerClaims.conversationId);
  const holders = await Promise.all(
    TRAINING_PHONE_LINES.map(
      async (line) => (await env.PHONE_LINES.getByName(line.phoneNumber).holder())?.conversationId ?? null,
    ),
  );
  return { logs: logs!.count, claims, holders };
}

async function ring(calledNumber: string, callerId: string | undefined) {
  const response = await initWebhook({
    called_number: calledNumber,
    call_sid: `CA${crypto.randomUUID().replaceAll("-", "")}`,
    caller_id: callerId,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as InitiationResponse;
}

describe("demo calls routed by the caller's number", () => {
  it("carries several visitors' calls on one line at once, each reaching their own conversation and persona", async () => {
    const scenarios = await scenarioIds("real_estate");
    const visitors = await Promise.all(
      scenarios.slice(0, 3).map(async (scenarioId) => {
        const callerNumber = await provenCaller();
        return { callerNumber, started: await startDemo({ scenarioId, callerNumber }, CLIENT) };
      }),
    );
    const perLine = new Map<string, number>();
    for (const { started } of visitors) perLine.set(started.phoneNumber, (perLine.get(started.phoneNumber) ?? 0) + 1);
    // Three visitors over the two lines: at least two share a line.
    expect(Math.max(...perLine.values())).toBeGreaterThanOrEqual(2);
    for (const { started } of visitors) expect(started.routing).toBe("caller");
    expect(
      (await snapshot()).holders.filter((holder) => visitors.some((v) => v.started.conversationId === holder)),
    ).toEqual([]);

    const answers = await Promise.all(
      visitors.map(({ callerNumber, started }) => ring(started.phoneNumber, callerNumber)),
    );
    const prompts = new Set<string>();
    answers.forEach((answer, i) => {
      expect(answer.dynamic_variables.session_id).toBe(visitors[i]!.started.conversationId);
      prompts.add(answer.conversation_config_override.agent.prompt.prompt);
    });
    expect(prompts.size).toBe(3);
    const claims = await db
      .select()
      .from(demoCallerClaims)
      .where(
        inArray(
          demoCallerClaims.conversationId,
          visitors.map((v) => v.started.conversationId),
        ),
      );
    expect(claims.map((claim) => claim.pending)).toEqual([false, false, false]);
  });

  it("takes a call held on the simulator from the entered number through to the analysis", async () => {
    const [scenarioId] = await scenarioIds("saas");
    const callerNumber = await provenCaller();
    const started = await startDemo(
      {
        scenarioId: scenarioId!,
        callerNumber: `(${callerNumber.slice(2, 5)}) ${callerNumber.slice(5, 8)}-${callerNumber.slice(8)}`,
      },
      CLIENT,
    );
    const call = await holdCall(started.phoneNumber, undefined, callerNumber);
    await hangUp(call.simCallId);
    const status = await settledStatus(started.conversationId);
    expect(status.processingStatus).toBe("completed");
    expect(status.analysis?.overallScore).toBeGreaterThan(0);
  });

  it("falls back to the line's lease when the caller ID is withheld", async () => {
    const [scenarioId] = await scenarioIds("insurance");
    const started = await startDemo({ scenarioId: scenarioId! }, CLIENT);
    expect(started.routing).toBe("lease");
    expect(await env.PHONE_LINES.getByName(started.phoneNumber).holder()).toMatchObject({
      conversationId: started.conversationId,
    });
    const answer = await ring(started.phoneNumber, "anonymous");
    expect(answer.dynamic_variables.session_id).toBe(started.conversationId);
    await postJson(`/api/demo/conversation/${started.conversationId}/end`, undefined, {
      cookie: capabilityOf(started.conversationId),
    });
  });

  it("gives an unmatched caller the polite refusal and no persona, changing nothing", async () => {
    const [scenarioId] = await scenarioIds("saas");
    const callerNumber = await provenCaller();
    const started = await startDemo({ scenarioId: scenarioId!, callerNumber }, CLIENT);
    const otherLine = TRAINING_PHONE_LINES.find((line) => line.phoneNumber !== started.phoneNumber)!.phoneNumber;
    const before = await snapshot();
    for (const [called, caller] of [
      [started.phoneNumber, freshCaller()],
      [otherLine, callerNumber],
    ] as const) {
      const answer = await ring(called, caller);
      expect(answer.dynamic_variables.session_id).toBe("none");
      expect(answer.conversation_config_override.agent.first_message).toBe(UNRESERVED_LINE_MESSAGE);
    }
    expect(await snapshot()).toEqual(before);
    // The visitor's own call still connects afterwards.
    expect((await ring(started.phoneNumber, callerNumber)).dynamic_variables.session_id).toBe(started.conversationId);
  });

  it("never hands a visitor waiting on their own number the call another visitor leased on the other line", async () => {
    const [scenarioId] = await scenarioIds("insurance");
    const leased = await startDemo({ scenarioId: scenarioId! }, CLIENT);
    expect(leased.routing).toBe("lease");
    // A visitor waiting on their own number on the other line (lines are assigned at random: start until one is).
    let waiting: { callerNumber: string; phoneNumber: string } | null = null;
    for (let tries = 0; tries < 40 && !waiting; tries++) {
      const callerNumber = await provenCaller();
      const started = await startDemo({ scenarioId: scenarioId!, callerNumber }, CLIENT);
      if (started.phoneNumber !== leased.phoneNumber) waiting = { callerNumber, phoneNumber: started.phoneNumber };
    }
    expect(waiting).not.toBeNull();
    const before = await snapshot();
    // They dial the leased line by mistake: the lease holder's persona is not theirs to hear.
    const answer = await ring(leased.phoneNumber, waiting!.callerNumber);
    expect(answer.dynamic_variables.session_id).toBe("none");
    expect(answer.conversation_config_override.agent.first_message).toBe(UNRESERVED_LINE_MESSAGE);
    expect(await snapshot()).toEqual(before);
    // The line's own visitor still gets through, from a number nobody is waiting on.
    expect((await ring(leased.phoneNumber, freshCaller())).dynamic_variables.session_id).toBe(leased.conversationId);
    await postJson(`/api/demo/conversation/${leased.conversationId}/end`, undefined, {
      cookie: capabilityOf(leased.conversationId),
    });
  });

  it("lets nobody route calls by a number they did not prove: 400, nothing written, the owner's calls their own (security review, finding 3)", async () => {
    const [scenarioId] = await scenarioIds("real_estate");
    const victim = await provenCaller();
    const claimer = await provenCaller();
    const before = await snapshot();
    // Someone else names the victim's number, from a browser that holds no proof, a forged one, or the proof of
    // their own number: each is refused, and nothing is claimed.
    for (const cookie of [undefined, "pl_caller_number=forged", callerProofOf(claimer)]) {
      const refused = await postJsonAsStranger(
        "/api/demo/conversation/start",
        { scenarioId, callerNumber: victim },
        cookie === undefined ? CLIENT : { ...CLIENT, cookie },
      );
      expect(refused.status, `cookie ${cookie}`).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(PROVE_CALLER_NUMBER_FIRST_MESSAGE);
    }
    expect(callerProofOf(claimer)).toMatch(/pl_caller_number=/);
    expect(await snapshot()).toEqual(before);
    // The owner starts as often as they like (no 409 to tell anyone a number is waiting), and their call is theirs.
    const first = await startDemo({ scenarioId: scenarioId!, callerNumber: victim }, CLIENT);
    const second = await startDemo({ scenarioId: scenarioId!, callerNumber: victim }, CLIENT);
    expect((await ring(second.phoneNumber, victim)).dynamic_variables.session_id).toBe(second.conversationId);
    const claims = await db
      .select()
      .from(demoCallerClaims)
      .where(inArray(demoCallerClaims.conversationId, [first.conversationId, second.conversationId]));
    expect(claims.filter((claim) => claim.pending)).toEqual([]);
  });

  it("lets the same browser start again with its number, and frees a number whose claim expired", async () => {
    const [scenarioId] = await scenarioIds("real_estate");
    const callerNumber = await provenCaller();
    const first = await startDemo({ scenarioId: scenarioId!, callerNumber }, CLIENT);
    const again = await startDemo(
      { scenarioId: scenarioId!, callerNumber },
      { ...CLIENT, cookie: capabilityOf(first.conversationId) },
    );
    expect(again.conversationId).not.toBe(first.conversationId);
    await db
      .update(demoCallerClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(demoCallerClaims.conversationId, again.conversationId));
    const elsewhere = await startDemo({ scenarioId: scenarioId!, callerNumber }, CLIENT);
    expect((await ring(elsewhere.phoneNumber, callerNumber)).dynamic_variables.session_id).toBe(
      elsewhere.conversationId,
    );
  });

  it("refuses a caller number that is not a phone number with 400, changing nothing", async () => {
    const [scenarioId] = await scenarioIds("real_estate");
    const before = await snapshot();
    for (const callerNumber of ["555-0147", "call me", "9".repeat(40)]) {
      const response = await postJson("/api/demo/conversation/start", { scenarioId, callerNumber }, CLIENT);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(INVALID_CALLER_NUMBER_MESSAGE);
    }
    expect(await snapshot()).toEqual(before);
  });
});
