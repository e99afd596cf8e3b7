/**
 * Account & Billing → "Download Usage Report": the team's month of voice minutes (call_usage) as CSV, per agent and
 * per call, for the team's broker only, with every cell a spreadsheet could run as a formula kept as text.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_TEAM_MONTHLY_MINUTES, monthKey, monthStart } from "../../../domain/usage";
import { callUsage, practiceSessions, type User } from "../../../lib/db/schema";
import { addSessions, apiAs, createUser, uniqueEmail, withDb } from "../../testing/team-fixture";
import { parseCsv } from "../../testing/parse-csv";
import { USAGE_CALLS_LIMIT } from "../queries/team-usage";
import { CALL_UNDER_WAY, USAGE_CSV_HEADER } from "../usage-report-csv";

/** An instant this month, `secondsBefore` before a base safely inside it (whatever day the test runs). */
function thisMonth(secondsBefore: number): Date {
  const base = Math.max(monthStart(new Date()).getTime() + 3_600_000, Date.now() - 60_000);
  return new Date(base - secondsBefore * 1000);
}

type SpentCall = { at: Date; seconds: number | null; sessionId?: string; costUsd?: number; latencyMs?: number };

async function spent(agent: User, teamId: string, ...calls: SpentCall[]) {
  await withDb((db) =>
    db.insert(callUsage).values(
      calls.map((call) => ({
        conversationId: crypto.randomUUID(),
        practiceSessionId: call.sessionId ?? null,
        agentId: agent.id,
        teamId,
        channel: "phone" as const,
        startedAt: call.at,
        reservedSeconds: 600,
        billedSeconds: call.seconds,
        settledAt: call.seconds === null ? null : call.at,
        providerCostUsd: call.costUsd ?? null,
        leadLatencyMs: call.latencyMs ?? null,
      })),
    ),
  );
}

async function download(user: User | null) {
  return apiAs(user, "/api/broker/usage.csv");
}

const column = (name: (typeof USAGE_CSV_HEADER)[number]) => USAGE_CSV_HEADER.indexOf(name);

describe("the usage report (CSV)", () => {
  it("gives the broker the month's minutes for the team, per agent and per call, every call of it, as a spreadsheet-safe download", async () => {
    const broker = await createUser({ role: "broker", firstName: "Bea" });
    const ann = await createUser({ brokerId: broker.id, firstName: "Ann", lastName: "Lee" });
    // A name a spreadsheet would run: it must arrive as text.
    const mallory = await createUser({
      brokerId: broker.id,
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: "M",
      email: uniqueEmail("mallory"),
    });
    const idle = await createUser({ brokerId: broker.id, firstName: "Ida", lastName: "Idle" });
    const [sessionId] = await addSessions(ann.id, [{ score: 81, duration: 125, createdAt: new Date() }]);
    await withDb((db) =>
      db
        .update(practiceSessions)
        .set({ invalidReason: "The trainee typed a line" })
        .where(eq(practiceSessions.id, sessionId!)),
    );
    const scoredAt = thisMonth(10);
    const underWayAt = new Date(scoredAt.getTime() + 5000);
    await spent(ann, broker.id, { at: scoredAt, seconds: 125, sessionId, costUsd: 0.31, latencyMs: 840 });
    await spent(ann, broker.id, { at: underWayAt, seconds: null });
    // More calls than the usage view lists: the report has them all.
    await spent(
      mallory,
      broker.id,
      ...Array.from({ length: USAGE_CALLS_LIMIT }, (_, i) => ({ at: thisMonth(100 + i), seconds: 61 })),
    );
    // Not this team's month: last month's call, and another team's call.
    await spent(ann, broker.id, { at: new Date(monthStart(new Date()).getTime() - 86_400_000), seconds: 900 });
    const otherBroker = await createUser({ role: "broker" });
    const stranger = await createUser({ brokerId: otherBroker.id, firstName: "Stan", lastName: "Ger" });
    await spent(stranger, otherBroker.id, { at: thisMonth(20), seconds: 300 });

    const response = await download(broker);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const month = monthKey(new Date());
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="usage-${month}.csv"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = parseCsv(text);
    expect(rows.every((row) => row.length === USAGE_CSV_HEADER.length)).toBe(true);
    expect(header).toEqual([...USAGE_CSV_HEADER]);
    expect(text).not.toContain("Stan");

    const [team, ...rest] = rows;
    // The budget's own count: 125 s + the call under way at its reservation (600 s) + 100 × 61 s.
    const used = 125 + 600 + USAGE_CALLS_LIMIT * 61;
    expect(team!.slice(0, 11)).toEqual([
      "Team total",
      month,
      "",
      "",
      "",
      "",
      "",
      String(used),
      String(Math.round((used / 60) * 100) / 100),
      "",
      String(DEFAULT_TEAM_MONTHLY_MINUTES),
    ]);

    const agentRows = new Map(rest.filter((row) => row[0] === "Agent").map((row) => [row[column("Email")], row]));
    const pick = (row: string[] | undefined) => [
      row?.[column("Agent")],
      row?.[column("Seconds")],
      row?.[column("Minutes")],
      row?.[column("Calls")],
    ];
    expect(agentRows.size).toBe(3);
    expect(pick(agentRows.get(ann.email))).toEqual(["Ann Lee", "725", "12.08", "2"]);
    expect(pick(agentRows.get(idle.email))).toEqual(["Ida Idle", "0", "0", "0"]);
    expect(pick(agentRows.get(mallory.email))).toEqual([
      `'=HYPERLINK("http://evil.example","x") M`,
      String(USAGE_CALLS_LIMIT * 61),
      String(Math.round((USAGE_CALLS_LIMIT * 61 * 100) / 60) / 100),
      String(USAGE_CALLS_LIMIT),
    ]);

    const callRows = rest.filter((row) => row[0] === "Call");
    expect(callRows).toHaveLength(USAGE_CALLS_LIMIT + 2);
    // Newest first: the call under way (no duration yet), then Ann's scored call with its cost and the lead's latency.
    expect(callRows[0]!.slice(2, 10)).toEqual([
      "Ann Lee",
      ann.email,
      underWayAt.toISOString(),
      "phone",
      CALL_UNDER_WAY,
      "",
      "",
      "",
    ]);
    expect(Object.fromEntries(USAGE_CSV_HEADER.map((name, i) => [name, callRows[1]![i]]))).toEqual({
      Row: "Call",
      "Month (UTC)": month,
      Agent: "Ann Lee",
      Email: ann.email,
      "Call started (UTC)": scoredAt.toISOString(),
      Channel: "phone",
      "Call status": "completed",
      Seconds: "125",
      Minutes: "2.08",
      Calls: "",
      "Budget minutes": "",
      "Estimated cost (USD)": "0.31",
      "Lead answers in (ms)": "840",
      "Practice session": sessionId,
      "Not a valid practice call because": "The trainee typed a line",
    });
    expect(
      callRows.slice(2).every((row) => row[2]!.startsWith("'=HYPERLINK") && row[column("Minutes")] === "1.02"),
    ).toBe(true);
  });

  it("is the broker's alone: agents are refused, signed-out callers too, and another broker sees only their own team", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: broker.id, firstName: "Ann" });
    await spent(agent, broker.id, { at: thisMonth(1), seconds: 90 });
    expect((await download(agent)).status).toBe(403);
    expect((await download(null)).status).toBe(401);
    const other = await createUser({ role: "broker" });
    const [, ...rows] = parseCsv(await (await download(other)).text());
    expect(rows.map((row) => row[0])).toEqual(["Team total"]);
    expect(rows[0]![column("Seconds")]).toBe("0");
  });
});
