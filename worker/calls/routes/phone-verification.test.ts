/**
 * Security review, finding 3: nobody claims anyone's number. A number routes calls only once its owner proved it
 * with a one-time code texted to it (Twilio Verify's protocol, answered offline by the simulator, whose SMS inbox
 * these tests read): an agent's number for their phone practice calls, a demo visitor's for their demo. Wrong and
 * expired codes and too many tries are refused clearly; the code is never stored or logged.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EXPIRED_CODE_MESSAGE,
  TOO_MANY_SENDS_MESSAGE,
  TOO_MANY_TRIES_MESSAGE,
  WRONG_CODE_MESSAGE,
} from "../../../domain/phone-verification";
import { INVALID_CALLER_NUMBER_MESSAGE } from "../../../domain/phone";
import { verifiedPhoneNumbers } from "../../../lib/db/schema";
import { apiAs, createUser, withDb } from "../../testing/team-fixture";
import { api, postJson, textedCode } from "../testing/demo-calls";
import { freshNumber, send, verifyAgentNumber } from "../testing/practice-calls";

afterEach(() => vi.restoreAllMocks());

const wrongCodeFor = (code: string) => (code === "000000" ? "000001" : "000000");

describe("an agent proves their phone number", () => {
  it("with the code texted to it; the number is theirs, and only the proof is stored", async () => {
    const agent = await createUser({ firstName: "Ana" });
    expect((await send(agent, "GET", "/api/agent/phone-number")).body).toBeNull();
    const number = freshNumber();
    const logs = vi.spyOn(console, "log");
    const warnings = vi.spyOn(console, "warn");
    const sent = await send<{ message: string; phoneNumber: string }>(agent, "POST", "/api/agent/phone-number/code", {
      phoneNumber: `(${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`,
    });
    expect(sent).toEqual({
      status: 202,
      body: { message: "We sent a code by text message. It works for 10 minutes.", phoneNumber: number },
    });
    const code = await textedCode(number);
    const confirmed = await send<{ phoneNumber: string; verifiedAt: string }>(
      agent,
      "POST",
      "/api/agent/phone-number",
      { phoneNumber: number, code },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.phoneNumber).toBe(number);
    expect((await send(agent, "GET", "/api/agent/phone-number")).body).toEqual(confirmed.body);
    const [row] = await withDb((db) =>
      db.select().from(verifiedPhoneNumbers).where(eq(verifiedPhoneNumbers.userId, agent.id)),
    );
    expect(Object.keys(row!).sort()).toEqual(["phoneNumber", "userId", "verifiedAt"]);
    // Nothing of ours wrote the code (or the number) to a log.
    const logged = [...logs.mock.calls, ...warnings.mock.calls].flat().join("\n");
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(number);
  });

  it("moves a number to whoever proves it last: a number is one person's", async () => {
    const first = await createUser({ firstName: "Ana" });
    const second = await createUser({ firstName: "Bo" });
    const number = await verifyAgentNumber(first);
    await verifyAgentNumber(second, number);
    expect((await send(first, "GET", "/api/agent/phone-number")).body).toBeNull();
    expect((await send<{ phoneNumber: string }>(second, "GET", "/api/agent/phone-number")).body.phoneNumber).toBe(
      number,
    );
  });

  it("refuses a wrong code, an expired one, and too many tries, clearly, proving nothing", async () => {
    const agent = await createUser({ firstName: "Ana" });
    const number = freshNumber();
    expect((await send(agent, "POST", "/api/agent/phone-number/code", { phoneNumber: number })).status).toBe(202);
    const code = await textedCode(number);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        await send(agent, "POST", "/api/agent/phone-number", { phoneNumber: number, code: wrongCodeFor(code) }),
      ).toEqual({
        status: 400,
        body: {
          message: WRONG_CODE_MESSAGE,
          code: "validation_failed",
          issues: [{ path: "code", message: WRONG_CODE_MESSAGE }],
        },
      });
    }
    // Twilio allows five checks of a code: the right one comes too late.
    const tooMany = await apiAs(agent, "/api/agent/phone-number", {
      method: "POST",
      body: { phoneNumber: number, code },
    });
    expect(tooMany.status).toBe(429);
    expect(await tooMany.json()).toEqual({ message: TOO_MANY_TRIES_MESSAGE, code: "rate_limited" });
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);
    // A number nobody sent a code to (or whose code expired) has nothing to check.
    expect(
      (
        await send<{ message: string }>(agent, "POST", "/api/agent/phone-number", {
          phoneNumber: freshNumber(),
          code: "123456",
        })
      ).body.message,
    ).toBe(EXPIRED_CODE_MESSAGE);
    expect((await send(agent, "GET", "/api/agent/phone-number")).body).toBeNull();
  });

  it("refuses a sixth code to one number within the window, and bad input with 400", async () => {
    const agent = await createUser({ firstName: "Ana" });
    const number = freshNumber();
    for (let i = 0; i < 5; i++)
      expect((await send(agent, "POST", "/api/agent/phone-number/code", { phoneNumber: number })).status).toBe(202);
    const sixth = await apiAs(agent, "/api/agent/phone-number/code", { method: "POST", body: { phoneNumber: number } });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ message: TOO_MANY_SENDS_MESSAGE, code: "rate_limited" });
    for (const body of [
      { phoneNumber: "555-0147" },
      { phoneNumber: number, code: "12ab" },
      { phoneNumber: number, extra: 1 },
    ]) {
      const path = "code" in body ? "/api/agent/phone-number" : "/api/agent/phone-number/code";
      expect((await apiAs(agent, path, { method: "POST", body })).status, JSON.stringify(body)).toBe(400);
    }
    const invalid = await send<{ issues: Array<{ message: string }> }>(agent, "POST", "/api/agent/phone-number/code", {
      phoneNumber: "call me",
    });
    expect(invalid.body.issues[0]!.message).toBe(INVALID_CALLER_NUMBER_MESSAGE);
    expect((await send(agent, "GET", "/api/agent/phone-number")).body).toBeNull();
  });

  it("forgets the number when the agent asks", async () => {
    const agent = await createUser({ firstName: "Ana" });
    await verifyAgentNumber(agent);
    expect((await apiAs(agent, "/api/agent/phone-number", { method: "DELETE" })).status).toBe(204);
    expect((await send(agent, "GET", "/api/agent/phone-number")).body).toBeNull();
  });
});

describe("a demo visitor proves the number they will call from", () => {
  it("holds the proof in an HttpOnly cookie for that number alone", async () => {
    const number = freshNumber();
    expect((await postJson("/api/demo/caller-number/code", { phoneNumber: number })).status).toBe(202);
    const wrong = await postJson("/api/demo/caller-number", {
      phoneNumber: number,
      code: wrongCodeFor(await textedCode(number)),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.getSetCookie().filter((cookie) => cookie.includes("pl_caller_number"))).toEqual([]);
    const right = await postJson("/api/demo/caller-number", { phoneNumber: number, code: await textedCode(number) });
    expect(right.status).toBe(200);
    const cookie = right.headers.getSetCookie().find((line) => line.includes("pl_caller_number="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const withProof = await api("/api/demo/caller-number", { headers: { cookie: cookie.split(";")[0]! } });
    expect(await withProof.json()).toEqual({ phoneNumber: number });
    expect(await (await api("/api/demo/caller-number")).json()).toEqual({ phoneNumber: null });
  });
});
