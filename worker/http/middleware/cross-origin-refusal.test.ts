/**
 * Cross-site request forgery, route by route: every state-changing /api route the app registers (found in
 * `app.routes`, so a new route is covered the day it lands) refuses a request a hostile page could make a
 * victim's browser send, with 403, and changes nothing. The only exemption is the ElevenLabs webhooks,
 * which a browser never calls and which authenticate by secret or signature (webhooks.security.test.ts).
 *
 * "Changes nothing" is checked on a fingerprint of everything that belongs to a team made for this file:
 * the users' rows, every row of every table with a foreign key to users (found in the schema, so a new
 * table is covered too), their sessions, and the waiting-list and demo rows these requests would create.
 * The requests carry what would succeed from our own origin, and a control run proves the fingerprint
 * notices when they do.
 */
import { SELF } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AI_PERSONALITIES } from "../../../domain/training-options";
import { app } from "../../local-entry";
import { createTestUser, sessionCookieFor } from "../../auth/testing/sign-in-as";
import type { User } from "../../../lib/db/schema";
import { withDb } from "../../../lib/db/testing/with-db";

const ORIGIN = "http://localhost:8787";
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SIGNED_WEBHOOKS = ["POST /api/webhooks/elevenlabs/conversation-init", "POST /api/webhooks/elevenlabs/post-call"];
const TAG = `csrf-${crypto.randomUUID().slice(0, 8)}`;
const MAIL_DOMAIN = `${TAG}.test.practiceline.dev`;

/** What a hostile page can make a signed-in victim's browser send. */
const ATTACKS: Array<[string, Record<string, string>]> = [
  [
    "another site (Origin and Sec-Fetch-Site cross-site)",
    { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  ],
  [
    "a sibling subdomain (same-site, other origin)",
    { origin: "http://evil.localhost:8787", "sec-fetch-site": "same-site" },
  ],
  ["a sandboxed frame (Origin null)", { origin: "null" }],
  ["an older browser that sends only Origin", { origin: "https://evil.example" }],
];

interface Team {
  broker: User;
  agent: User;
  invitationId: string;
  practiceSessionId: string;
  phoneNumberId: string;
  scenarioId: string;
}

function sameOriginJson(method: string, path: string, cookie: string, body: unknown) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function okJson<T>(response: Response): Promise<T> {
  expect(response.ok, `${response.status}: ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

async function makeTeam(): Promise<Team> {
  const broker = await createTestUser({ role: "broker", label: `${TAG}-broker` });
  const agent = await createTestUser({ role: "agent", brokerId: broker.id, label: `${TAG}-agent` });
  const brokerCookie = await sessionCookieFor(broker.id);
  const agentCookie = await sessionCookieFor(agent.id);
  const invitation = await okJson<{ id: string }>(
    await sameOriginJson("POST", "/api/broker/invitations", brokerCookie, { email: `invited@${MAIL_DOMAIN}` }),
  );
  const options = await okJson<{ phoneNumbers: Array<{ id: string }> }>(
    await SELF.fetch(`${ORIGIN}/api/agent/training-options`, { headers: { cookie: agentCookie } }),
  );
  const scenarios = await okJson<Array<{ id: string }>>(
    await SELF.fetch(`${ORIGIN}/api/demo/scenarios?vertical=real_estate`),
  );
  const phoneNumberId = options.phoneNumbers[0]!.id;
  const session = await okJson<{ id: string }>(
    await sameOriginJson("POST", "/api/practice_sessions", agentCookie, {
      phoneNumberId,
      aiAgentId: AI_PERSONALITIES[0]!.id,
      customPrompt: "A busy homeowner.",
    }),
  );
  return {
    broker,
    agent,
    invitationId: invitation.id,
    practiceSessionId: session.id,
    phoneNumberId,
    scenarioId: scenarios[0]!.id,
  };
}

/** A body that would succeed (or at least get past validation) from our own origin. */
function bodyFor(key: string, team: Team): unknown {
  const bodies: Record<string, unknown> = {
    "POST /api/dev/login": { role: "broker" },
    "POST /api/broker/invitations": { email: `csrf-invite@${MAIL_DOMAIN}` },
    "POST /api/practice_sessions": {
      phoneNumberId: team.phoneNumberId,
      aiAgentId: AI_PERSONALITIES[0]!.id,
      customPrompt: "Forged.",
    },
    "PUT /api/practice_sessions/:id": { status: "failed" },
    "POST /api/practice_sessions/:id/call": { via: "browser" },
    "POST /api/demo/conversation/start": { scenarioId: team.scenarioId },
    "POST /api/waiting-list": {
      fullName: "Forged Visitor",
      email: `forged@${MAIL_DOMAIN}`,
      businessName: "Forged Realty",
    },
    "PUT /api/user/settings": {
      companyName: "Forged Realty",
      emailNotifications: { dailyReports: false, agentMilestones: false, weeklysummaries: true },
      trainingConfig: {
        defaultSessionDuration: 5,
        minimumPassingScore: 10,
        enableRealTimeCoaching: false,
        detailedFeedback: false,
      },
      teamManagement: { autoAssignBeginner: false, performanceTracking: "passing" },
    },
    "POST /api/dev/simulator/calls": { phoneNumber: "+15550000000" },
    "POST /api/dev/simulator/calls/:simCallId/say": { text: "Hello?" },
  };
  return bodies[key] ?? {};
}

/** Path parameters point at the team's own records, so a forged request would hit real data. */
function pathFor(routePath: string, team: Team): string {
  return routePath.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    if (routePath.includes("/invitations/")) return team.invitationId;
    if (routePath.includes("/practice_sessions/")) return team.practiceSessionId;
    if (/agent/i.test(routePath) || name === "agentId" || name === "userId") return team.agent.id;
    return crypto.randomUUID();
  });
}

function stateChangingRoutes(): string[] {
  const keys = app.routes
    .filter((route) => STATE_CHANGING.has(route.method) && route.path.startsWith("/api/") && !route.path.endsWith("*"))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}

/** Everything this file's team owns, as text: equal before and after means nothing changed. */
async function fingerprint(team: Team): Promise<string> {
  const ids = [team.broker.id, team.agent.id];
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return withDb(async (db) => {
    const { rows: references } = await db.execute<{ table_name: string; column_name: string }>(sql`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'
      order by 1, 2`);
    expect(references.length, "tables that reference users").toBeGreaterThan(5);
    const parts: unknown[] = [];
    const rowsOf = async (label: string, query: ReturnType<typeof sql>) => {
      const { rows } = await db.execute<{ row: string }>(query);
      parts.push([label, rows.map((r) => r.row).sort()]);
    };
    await rowsOf("users", sql`select to_jsonb(t)::text as row from users t where id in (${idList})`);
    for (const { table_name, column_name } of references) {
      await rowsOf(
        `${table_name}.${column_name}`,
        sql`select to_jsonb(t)::text as row from ${sql.identifier(table_name)} t where ${sql.identifier(column_name)} in (${idList})`,
      );
    }
    await rowsOf(
      "sessions",
      sql`select to_jsonb(t)::text as row from sessions t where sess->>'userId' in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await rowsOf(
      "waiting_list",
      sql`select to_jsonb(t)::text as row from waiting_list t where email like ${`%@${MAIL_DOMAIN}`}`,
    );
    await rowsOf(
      "demo_call_logs",
      sql`select to_jsonb(t)::text as row from demo_call_logs t where user_agent = ${TAG}`,
    );
    return JSON.stringify(parts);
  });
}

describe("cross-origin state-changing requests", () => {
  let team: Team;
  let cookies: Record<"anonymous" | "broker" | "agent", () => Promise<string | undefined>>;
  beforeAll(async () => {
    team = await makeTeam();
    cookies = {
      anonymous: async () => undefined,
      broker: () => sessionCookieFor(team.broker.id),
      agent: () => sessionCookieFor(team.agent.id),
    };
  });

  async function forge(key: string, persona: keyof typeof cookies, attack: Record<string, string>, cookie?: string) {
    const [method, routePath] = key.split(" ") as [string, string];
    const headers: Record<string, string> = { ...attack, "content-type": "application/json", "user-agent": TAG };
    const sessionCookie = cookie ?? (await cookies[persona]());
    if (sessionCookie) headers.cookie = sessionCookie;
    return SELF.fetch(`${ORIGIN}${pathFor(routePath, team)}`, {
      method,
      headers,
      body: JSON.stringify(bodyFor(key, team)),
      redirect: "manual",
    });
  }

  it("are all covered: only the two signed webhooks are exempt", () => {
    const routes = stateChangingRoutes();
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => route.startsWith("POST /api/webhooks/"))).toEqual(SIGNED_WEBHOOKS);
  });

  it("are refused with 403 on every route, for every caller and every kind of hostile page, and change nothing", async () => {
    const agentCookie = await sessionCookieFor(team.agent.id);
    const brokerCookie = await sessionCookieFor(team.broker.id);
    const before = await fingerprint(team);
    const routes = stateChangingRoutes().filter((key) => !SIGNED_WEBHOOKS.includes(key));
    for (const key of routes) {
      for (const persona of ["anonymous", "agent", "broker"] as const) {
        const cookie = persona === "agent" ? agentCookie : persona === "broker" ? brokerCookie : undefined;
        for (const [label, attack] of ATTACKS) {
          const response = await forge(key, persona, attack, cookie);
          const what = `${key} as ${persona} from ${label}`;
          expect(response.status, what).toBe(403);
          expect(await response.json(), what).toEqual({ message: "Cross-origin request refused", code: "forbidden" });
          expect(response.headers.getSetCookie(), what).toEqual([]);
        }
      }
    }
    expect(await fingerprint(team)).toBe(before);
    // The victims are still signed in: no forged logout or account switch went through.
    for (const cookie of [agentCookie, brokerCookie]) {
      expect((await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    }
  });

  it("control: the same requests from our own pages do change the team's data, so the fingerprint would notice", async () => {
    const cookie = await sessionCookieFor(team.broker.id);
    const before = await fingerprint(team);
    const ours = { origin: ORIGIN, "sec-fetch-site": "same-origin" };
    expect((await forge("PUT /api/user/settings", "broker", ours, cookie)).status).toBe(200);
    const afterSettings = await fingerprint(team);
    expect(afterSettings).not.toBe(before);
    expect((await forge("DELETE /api/broker/invitations/:id", "broker", ours, cookie)).status).toBe(204);
    expect(await fingerprint(team)).not.toBe(afterSettings);
  });

  it("leave the signed webhooks to their own authentication: unsigned, they are refused with 401", async () => {
    for (const key of SIGNED_WEBHOOKS) {
      const response = await forge(key, "broker", ATTACKS[0]![1]);
      expect(response.status, key).toBe(401);
    }
  });
});
