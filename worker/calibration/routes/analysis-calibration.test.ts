/**
 * @file Calibration through a deployed Worker: a graded call posted with the calibration token is scored by
 * the Worker's configured scorer through the real provider mapping, and nothing is stored; without the token
 * nothing happens, and a Worker without the secret has no such route.
 */
import { env, SELF } from "cloudflare:test";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoCallLogs, practiceSessions } from "../../../lib/db/schema";
import { analyseTranscript } from "../../../lib/analysis/analyse-transcript";
import { withDb } from "../../testing/team-fixture";
import { toTranscriptEntries } from "../../../lib/voice/transcript-mapping";
import { analysisCalibrationRoutes } from "./analysis-calibration";

const ORIGIN = "http://localhost:8787";
const call = {
  vertical: "insurance",
  transcript: [
    { role: "agent", message: "Hello?", time_in_call_secs: 0 },
    {
      role: "user",
      message:
        "Hi, this is Sam from Crestview Insurance. I'm calling because your renewal is coming up. Is now an okay time?",
      time_in_call_secs: 2,
    },
    { role: "agent", message: "Sure, a couple of minutes.", time_in_call_secs: 10, interrupted: false },
    { role: "user", message: "What matters most to you in your coverage this year?", time_in_call_secs: 13 },
    { role: "agent", message: "Honestly the price. It went up twice.", time_in_call_secs: 18 },
    {
      role: "user",
      message: "I can't promise a lower price before underwriting, but could we look at it together Thursday at 4pm?",
      time_in_call_secs: 22,
    },
    { role: "agent", message: "Thursday at 4pm works.", time_in_call_secs: 30 },
  ],
} as const;

const post = (body: unknown, token?: string) =>
  SELF.fetch(`${ORIGIN}/api/analysis/calibrate`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const stored = () =>
  withDb(async (db) => ({
    sessions: (await db.select({ n: count() }).from(practiceSessions))[0]!.n,
    demos: (await db.select({ n: count() }).from(demoCallLogs))[0]!.n,
  }));

describe("POST /api/analysis/calibrate", () => {
  it("scores a graded call through the provider mapping with the Worker's scorer, and stores nothing", async () => {
    const before = await stored();
    const response = await post(call, env.CALIBRATION_TOKEN);
    expect(response.status).toBe(200);
    const expected = analyseTranscript(toTranscriptEntries(call.transcript), { vertical: "insurance" }).result;
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(await stored()).toEqual(before);
  });

  it.each([
    ["no token", undefined],
    ["a wrong token", "not-the-token"],
  ])("refuses %s with 401 before reading the call", async (_case, token) => {
    const response = await post({ nonsense: true }, token);
    expect(response.status).toBe(401);
  });

  it("refuses a malformed call with 400, naming the field", async () => {
    const response = await post({ vertical: "gardening", transcript: [] }, env.CALIBRATION_TOKEN);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: Array<{ path: string }> };
    expect(body.issues.map((i) => i.path).sort()).toEqual(["transcript", "vertical"]);
  });

  it("does not exist on a Worker without the calibration secret", async () => {
    const response = await analysisCalibrationRoutes.request(
      "/calibrate",
      { method: "POST", headers: { authorization: "Bearer anything" }, body: "{}" },
      { ...env, CALIBRATION_TOKEN: undefined },
    );
    expect(response.status).toBe(404);
  });
});
