/**
 * @file Drill: budgets and the voice plan under load, on a stack of its own with a plan of 10 calls at once (demos
 * may hold 5). 20 visitors start demos at once (each from a number they proved): 5 start, 15 hear "All lines are
 * busy, try again in N s". Then 20 signed-in agents of 4 teams each try to hold two phone calls at once: one team
 * has minutes for one call, one has none, and the plan's other half has room for 5 calls. With the plan full, 20
 * more visitors start demos at once: every one hears "All lines are busy…" and nothing of them is stored. Nothing may
 * exceed a limit, every refusal must be a clear 409/429/503 with Retry-After, paying teams' calls must still start
 * while the demos are full, and once every call is over nothing is lost: each call that started is scored (or
 * analysed), its minutes settled from the provider's figure, refused starts wrote nothing, and the plan is free again.
 */
import { sameOriginHeaders } from "../bench/app-requests";
import { dialFrom, firstScenarioId, get, hangUpPhone, json, post, talk, untilSettled } from "../bench/demo-calls";
import { fetchResendingProxyDrops } from "../bench/dev-proxy-resend";
import { proveCallerNumber, verifyAgentNumber } from "../bench/phone-proof";
import type { DrillStack } from "./stack";
import { Checks, seconds, tally, type Drill } from "./types";

const PLAN = 10;
const DEMO_SHARE = 5;
const VISITORS = 20;
const TEAMS = [
  { name: "A", minutes: 500 },
  { name: "B", minutes: 500 },
  { name: "C", minutes: 15 },
  { name: "D", minutes: 0 },
] as const;
const AGENTS_PER_TEAM = 5;
const SETTLE_MS = 180_000;

interface Refusal {
  status: number;
  retryAfter: number;
  message: string;
}

interface Agent {
  team: (typeof TEAMS)[number]["name"];
  id: string;
  cookie: string;
  number: string;
}

const number = (block: number, i: number) => `+1${block}555${String(1000 + i).padStart(4, "0")}`;

/** "All lines are busy, try again in N s": a 503 whose N is the one in Retry-After. */
const isBusy = (r: Refusal) =>
  r.status === 503 &&
  /^All lines are busy, try again in \d+ s$/.test(r.message) &&
  String(r.retryAfter) === /(\d+) s$/.exec(r.message)?.[1];

async function refusalOf(response: Response): Promise<Refusal> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("retry-after") ?? "NaN"),
    message: body.message ?? "",
  };
}

/** A new agent signed in (the dev login's brand-new user), put on a team, with a proved number. */
async function newAgent(stack: DrillStack, team: Agent["team"], brokerId: string, index: number): Promise<Agent> {
  const response = await fetchResendingProxyDrops(`${stack.baseUrl}/api/dev/login`, {
    method: "POST",
    headers: sameOriginHeaders(stack.baseUrl),
    body: JSON.stringify({ role: "agent", newUser: true }),
  });
  const user = await json<{ id: string }>(response.clone());
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((cookie) => /pl_session=/.test(cookie))!;
  await stack.query("update users set broker_id = $1 where id = $2", [brokerId, user.id]);
  const phone = number(301, index);
  await verifyAgentNumber(stack.baseUrl, session, phone);
  return { team, id: user.id, cookie: session, number: phone };
}

async function asAgent(
  stack: DrillStack,
  agent: Agent,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetchResendingProxyDrops(`${stack.baseUrl}${path}`, {
    method,
    headers: { ...sameOriginHeaders(stack.baseUrl), cookie: agent.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const callBudgetsDrill: Drill = {
  name: `budgets and the voice plan: ${VISITORS} demos and ${TEAMS.length * AGENTS_PER_TEAM} agents on a plan of ${PLAN}`,
  needsStack: true,
  stackConfig: { VOICE_MAX_CONCURRENT_CALLS: String(PLAN) },
  async run({ stack, log }) {
    const checks = new Checks();
    const s = stack!;
    const started = performance.now();
    const logStart = s.logSize();
    const scenarioId = await firstScenarioId(s.baseUrl);
    const refusals: Refusal[] = [];

    // 20 visitors start demos at once, each from a number they proved.
    const proofs = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) => proveCallerNumber(s.baseUrl, number(302, i))),
    );
    const demoStarts = await Promise.all(
      proofs.map((cookie, i) =>
        post(s.baseUrl, "/api/demo/conversation/start", { scenarioId, callerNumber: number(302, i) }, { cookie }),
      ),
    );
    const demos: Array<{ conversationId: string; phoneNumber: string; caller: string }> = [];
    for (const [i, response] of demoStarts.entries()) {
      if (response.status === 201)
        demos.push({
          ...(await json<{ conversationId: string; phoneNumber: string }>(response)),
          caller: number(302, i),
        });
      else refusals.push(await refusalOf(response));
    }
    log(`demos: ${demos.length} started, refused ${JSON.stringify(tally(refusals, (r) => r.status))}`);
    checks.expect(
      demos.length === DEMO_SHARE,
      `demos fill exactly their share of the plan (${DEMO_SHARE})`,
      demos.length,
    );
    checks.expect(
      refusals.every(isBusy),
      'every refused demo hears "All lines are busy, try again in N s" with N in Retry-After',
      refusals.slice(0, 2),
    );
    // The demos' calls connect: they are on the lines.
    const demoCalls = await Promise.all(
      demos.map(async (demo) => ({
        ...demo,
        simCallId: (await dialFrom(s.baseUrl, demo.phoneNumber, demo.caller)).simCallId,
      })),
    );

    // Four teams of five agents; team C has minutes for one call, team D none.
    const agents: Agent[] = [];
    for (const [t, team] of TEAMS.entries()) {
      const [broker] = await s.query<{ id: string }>(
        "insert into users (email, role, first_name) values ($1, 'broker', $2) returning id",
        [`drill-broker-${team.name}-${Date.now()}@drill.test`, `Broker ${team.name}`],
      );
      await s.query("insert into user_settings (user_id, monthly_practice_minutes) values ($1, $2)", [
        broker!.id,
        team.minutes,
      ]);
      for (let i = 0; i < AGENTS_PER_TEAM; i++)
        agents.push(await newAgent(s, team.name, broker!.id, t * AGENTS_PER_TEAM + i));
    }
    const lineId = (
      await json<{ phoneNumbers: Array<{ id: string }> }>(
        await asAgent(s, agents[0]!, "GET", "/api/agent/training-options"),
      )
    ).phoneNumbers[0]!.id;
    const attempts = await Promise.all(
      agents.flatMap((agent) =>
        [0, 1].map(async () => {
          const session = await json<{ id: string }>(
            await asAgent(s, agent, "POST", "/api/practice_sessions", {
              phoneNumberId: lineId,
              aiAgentId: "skeptical-homeowner",
              scenarioId,
            }),
          );
          return { agent, sessionId: session.id };
        }),
      ),
    );
    const practiceRefusals: Array<Refusal & { team: string }> = [];
    const calls: Array<{ agent: Agent; sessionId: string; phoneNumber: string }> = [];
    const startAll = (wave: typeof attempts) =>
      Promise.all(
        wave.map(async ({ agent, sessionId }) => {
          const response = await asAgent(s, agent, "POST", `/api/practice_sessions/${sessionId}/call`, {
            via: "phone",
          });
          if (response.status === 201)
            calls.push({ agent, sessionId, phoneNumber: (await json<{ phoneNumber: string }>(response)).phoneNumber });
          else practiceRefusals.push({ ...(await refusalOf(response)), team: agent.team });
        }),
      );
    // The short teams first (their refusals come from their minutes), then the others all at once for the plan's room.
    await startAll(attempts.filter(({ agent }) => agent.team === "C" || agent.team === "D"));
    await startAll(attempts.filter(({ agent }) => agent.team === "A" || agent.team === "B"));
    log(
      `practice calls: ${calls.length} started (${JSON.stringify(tally(calls, (c) => c.agent.team))}), refused ${JSON.stringify(tally(practiceRefusals, (r) => `${r.team}:${r.status}`))}`,
    );
    checks.expect(
      calls.length === PLAN - DEMO_SHARE,
      `paying teams' calls still start, filling the plan's other half (${PLAN - DEMO_SHARE})`,
      calls.length,
    );
    checks.expect(
      demos.length + calls.length <= PLAN,
      `never more calls at once than the plan (${PLAN})`,
      demos.length + calls.length,
    );
    checks.expect(new Set(calls.map((c) => c.agent.id)).size === calls.length, "one call per agent at a time");
    checks.expect(
      calls.filter((c) => c.agent.team === "C").length <= 1,
      "team C's 15 minutes hold one 10-minute call at most",
    );
    checks.expect(
      calls.every((c) => c.agent.team !== "D"),
      "team D, with no minutes, starts nothing",
    );
    checks.expect(
      practiceRefusals.filter((r) => r.team === "D").every((r) => r.status === 429),
      "team D's refusals are the budget's (429)",
      practiceRefusals.filter((r) => r.team === "D").slice(0, 2),
    );

    // The plan is full (the demos' share and the teams' calls): 20 more visitors start demos at once, each from a proved number.
    const storedDemos = async () =>
      (
        await s.query<{ logs: number; jobs: number }>(
          "select (select count(*)::int from demo_call_logs) as logs, (select count(*)::int from audio_processing_jobs) as jobs",
        )
      )[0]!;
    const beforeFull = await storedDemos();
    const lateProofs = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) => proveCallerNumber(s.baseUrl, number(303, i))),
    );
    const lateStarts = await Promise.all(
      lateProofs.map((cookie, i) =>
        post(s.baseUrl, "/api/demo/conversation/start", { scenarioId, callerNumber: number(303, i) }, { cookie }),
      ),
    );
    const lateRefusals = await Promise.all(lateStarts.map(refusalOf));
    const afterFull = await storedDemos();
    log(
      `demos while the plan is full: ${lateRefusals.filter(isBusy).length} of ${VISITORS} refused as busy ${JSON.stringify(tally(lateRefusals, (r) => r.status))}`,
    );
    checks.expect(
      lateRefusals.every(isBusy),
      `every demo started while the plan is full (${VISITORS}) hears "All lines are busy, try again in N s" with N in Retry-After`,
      tally(lateRefusals, (r) => r.status),
    );
    checks.expect(
      afterFull.logs === beforeFull.logs && afterFull.jobs === beforeFull.jobs,
      "a demo refused while the plan is full stored nothing (no call log, no audio job)",
      { beforeFull, afterFull },
    );
    const all = [...refusals, ...practiceRefusals, ...lateRefusals];
    checks.expect(
      all.every((r) => [409, 429, 503].includes(r.status) && r.message.length > 0 && r.retryAfter > 0),
      "every refusal is a clear 409/429/503 with Retry-After",
      all.filter((r) => !(r.retryAfter > 0)).slice(0, 3),
    );

    // Every call that started is held, ended, and settles: nothing lost.
    await Promise.all(
      calls.map(async (call) => {
        const sim = await dialFrom(s.baseUrl, call.phoneNumber, call.agent.number);
        await talk(s.baseUrl, sim.simCallId);
        await hangUpPhone(s.baseUrl, sim.simCallId);
      }),
    );
    await Promise.all(
      demoCalls.map(async (call) => {
        await talk(s.baseUrl, call.simCallId);
        await hangUpPhone(s.baseUrl, call.simCallId);
      }),
    );
    const deadline = Date.now() + SETTLE_MS;
    const demoFinals = await Promise.all(demos.map((demo) => untilSettled(s.baseUrl, demo.conversationId, deadline)));
    checks.expect(
      demoFinals.every((final) => final?.processingStatus === "completed"),
      "every demo that started is analysed",
      tally(demoFinals, (f) => f?.processingStatus ?? "lost"),
    );
    const sessions = await untilAll(deadline, async () => {
      const rows = await s.query<{ id: string; score: number | null; settled: boolean; billed: number | null }>(
        `select s.id, s.score, u.settled_at is not null as settled, u.billed_seconds as billed
         from practice_sessions s join call_usage u on u.practice_session_id = s.id where s.id = any($1::uuid[])`,
        [calls.map((c) => c.sessionId)],
      );
      return rows.length === calls.length && rows.every((row) => row.score !== null && row.settled) ? rows : null;
    });
    checks.expect(
      sessions !== null,
      "every practice call that started is scored and its minutes settled from the provider's figure",
    );
    checks.expect(
      (sessions ?? []).every((row) => (row.billed ?? 0) > 0),
      "a settled call's minutes are what the provider billed (above 0)",
    );
    const refusedIds = attempts.map((a) => a.sessionId).filter((id) => !calls.some((c) => c.sessionId === id));
    const [written] = await s.query<{ sessions: number; usage: number }>(
      `select (select count(*)::int from practice_sessions where id = any($1::uuid[]) and (conversation_id is not null or status <> 'pending')) as sessions,
              (select count(*)::int from call_usage where practice_session_id = any($1::uuid[])) as usage`,
      [refusedIds],
    );
    checks.expect(
      written!.sessions === 0 && written!.usage === 0,
      "a refused start wrote nothing (no call, no minutes)",
      written,
    );

    // The plan is free again: a new demo starts.
    const again = await post(s.baseUrl, "/api/demo/conversation/start", { scenarioId });
    checks.expect(again.status === 201, "once the calls are over their slots are free again", again.status);
    if (again.status === 201) {
      const { conversationId } = await json<{ conversationId: string }>(again);
      await post(s.baseUrl, `/api/demo/conversation/${conversationId}/end`);
      await get(s.baseUrl, `/api/demo/conversation/${conversationId}/processing-status`);
    }
    const uncaught = s.uncaughtErrorsSince(logStart);
    checks.expect(
      uncaught.length === 0,
      "nothing escaped the Worker as an uncaught exception (stack log)",
      uncaught.slice(0, 3),
    );
    return checks.result(
      `demos ${demos.length}/${VISITORS} started (plan share ${DEMO_SHARE}), then ${lateRefusals.filter(isBusy).length}/${VISITORS} refused as busy with the plan full; practice ${calls.length}/${attempts.length} started; refusals ${JSON.stringify(tally(all, (r) => r.status))}, all with Retry-After; ${sessions?.length ?? 0} scored and settled, in ${seconds(performance.now() - started)}`,
    );
  },
};

async function untilAll<T>(deadline: number, read: () => Promise<T | null>): Promise<T | null> {
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}
