import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DEV_BROKER_EMAIL } from "../../../domain/dev-accounts";
import { app } from "../../local-entry";
import { createTestUser, sessionCookieFor } from "../../auth/testing/sign-in-as";
import { openDatabase } from "../../../lib/db/client";
import { users, waitingList } from "../../../lib/db/schema";
import { parseCsv } from "../../testing/parse-csv";
import { LEAD_EXPORT_REFUSED_MESSAGE, mayExportLeads, WAITING_LIST_CSV_HEADER } from "./waiting-list-export";

const URL = "http://localhost:8787/api/broker/waiting-list.csv";
const DOMAIN = `export-${crypto.randomUUID().slice(0, 8)}.example.test`;

const { db, close } = openDatabase(env);
afterAll(() => close());

async function download(cookie?: string) {
  return SELF.fetch(URL, { headers: cookie ? { cookie } : {} });
}

/** The local and test configuration names the seeded dev broker as the one operator (scripts/local-env.ts). */
async function operatorCookie(): Promise<string> {
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEV_BROKER_EMAIL));
  return sessionCookieFor(operator!.id);
}

describe("who may export the waiting list (LEAD_EXPORT_EMAILS)", () => {
  it("allows exactly the listed emails, in any case and spacing; unset or empty allows nobody", () => {
    const list = { LEAD_EXPORT_EMAILS: " Ops@PracticeLine.example , founder@practiceline.example" };
    expect(mayExportLeads(list, "ops@practiceline.example")).toBe(true);
    expect(mayExportLeads(list, "FOUNDER@practiceline.example")).toBe(true);
    expect(mayExportLeads(list, "broker@practiceline.example")).toBe(false);
    expect(mayExportLeads(list, "")).toBe(false);
    expect(mayExportLeads({ LEAD_EXPORT_EMAILS: "" }, "ops@practiceline.example")).toBe(false);
    expect(mayExportLeads({ LEAD_EXPORT_EMAILS: " , " }, "")).toBe(false);
    expect(mayExportLeads({}, "ops@practiceline.example")).toBe(false);
  });
});

describe("GET /api/broker/waiting-list.csv", () => {
  it("refuses visitors with 401, and agents and brokers who are not operators with 403", async () => {
    const anonymous = await download();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Unauthorized", code: "not_signed_in" });

    for (const role of ["agent", "broker"] as const) {
      const user = await createTestUser({ role });
      const refused = await download(await sessionCookieFor(user.id));
      expect(refused.status, role).toBe(403);
      expect(await refused.json()).toEqual({ message: LEAD_EXPORT_REFUSED_MESSAGE, code: "forbidden" });
    }
  });

  it("refuses even the dev broker when LEAD_EXPORT_EMAILS is empty", async () => {
    const response = await app.request(
      URL,
      { headers: { cookie: await operatorCookie() } },
      { ...env, LEAD_EXPORT_EMAILS: "" },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: LEAD_EXPORT_REFUSED_MESSAGE, code: "forbidden" });
  });

  it("gives an operator every sign-up as a spreadsheet-safe CSV download", async () => {
    const plain = {
      fullName: "Dana Whitfield",
      email: `dana@${DOMAIN}`,
      businessName: "Whitfield Realty",
      vertical: "insurance" as const,
    };
    const tricky = {
      fullName: '=HYPERLINK("http://evil.test","Click")',
      email: `lee@${DOMAIN}`,
      businessName: 'Park, Lee & "Partners"',
      phoneNumber: "+15125550147",
      additionalNotes: "Two lines:\nteam of 12, café owners",
      vertical: "saas" as const,
      source: "demo_email_gate" as const,
    };
    const semicolon = {
      fullName: "Ann;=1+1",
      email: `ann@${DOMAIN}`,
      businessName: "Ann's; -Agency",
      additionalNotes: "ok;@SUM(A1)",
    };
    // Ids of our own: a generated one may start with "-", which the export rightly neutralises like any formula start.
    const id = () => `csv${crypto.randomUUID().replaceAll("-", "").slice(0, 18)}`;
    const [first] = await db
      .insert(waitingList)
      .values({ ...plain, id: id() })
      .returning();
    const [second] = await db
      .insert(waitingList)
      .values({ ...tricky, id: id() })
      .returning();
    const [third] = await db
      .insert(waitingList)
      .values({ ...semicolon, id: id() })
      .returning();

    const response = await download(await operatorCookie());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="waiting-list-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");

    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    // Every cell quoted, so a reader that splits on ; (European spreadsheet locales) keeps "Ann;'=1+1" as text too.
    expect(text).toContain(`"Ann;'=1+1","${semicolon.email}"`);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...WAITING_LIST_CSV_HEADER]);
    expect(rows.every((row) => row.length === WAITING_LIST_CSV_HEADER.length)).toBe(true);

    const ours = rows.filter((row) => row[2]!.endsWith(`@${DOMAIN}`));
    expect(ours).toEqual([
      [
        first!.createdAt.toISOString(),
        "Dana Whitfield",
        plain.email,
        "Whitfield Realty",
        "",
        "",
        "insurance",
        "Waiting-list sign-up",
        first!.id,
      ],
      [
        second!.createdAt.toISOString(),
        `'${tricky.fullName}`,
        tricky.email,
        tricky.businessName,
        `'${tricky.phoneNumber}`,
        tricky.additionalNotes,
        "saas",
        "Demo email only",
        second!.id,
      ],
      [
        third!.createdAt.toISOString(),
        "Ann;'=1+1",
        semicolon.email,
        "Ann's; '-Agency",
        "",
        "ok;'@SUM(A1)",
        "real_estate",
        "Waiting-list sign-up",
        third!.id,
      ],
    ]);
    const signedUpAt = rows.map((row) => row[0]!);
    expect([...signedUpAt].sort()).toEqual(signedUpAt);
  });
});
