import { env, SELF } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { createTestUser, sessionCookieFor } from "../auth/testing/sign-in-as";
import { openDatabase } from "../db/client";
import { waitingList } from "../db/schema";
import { WAITING_LIST_CSV_HEADER } from "./waiting-list-export";

const URL = "http://localhost:8787/api/broker/waiting-list.csv";
const DOMAIN = `export-${crypto.randomUUID().slice(0, 8)}.example.test`;

const { db, close } = openDatabase(env);
afterAll(() => close());

/** RFC 4180 reader, to check the export the way a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function download(cookie?: string) {
  return SELF.fetch(URL, { headers: cookie ? { cookie } : {} });
}

describe("GET /api/broker/waiting-list.csv", () => {
  it("refuses visitors with 401 and agents with 403", async () => {
    const anonymous = await download();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Unauthorized" });

    const agent = await createTestUser({ role: "agent" });
    const asAgent = await download(await sessionCookieFor(agent.id));
    expect(asAgent.status).toBe(403);
    expect(await asAgent.json()).toEqual({ message: "This is only available to brokers." });
  });

  it("gives a broker every sign-up as a spreadsheet-safe CSV download", async () => {
    const plain = { fullName: "Dana Whitfield", email: `dana@${DOMAIN}`, businessName: "Whitfield Realty", vertical: "insurance" as const };
    const tricky = {
      fullName: '=HYPERLINK("http://evil.test","Click")',
      email: `lee@${DOMAIN}`,
      businessName: "Park, Lee & \"Partners\"",
      phoneNumber: "+1 512 555 0147",
      additionalNotes: "Two lines:\nteam of 12, café owners",
      vertical: "saas" as const,
    };
    const [first] = await db.insert(waitingList).values(plain).returning();
    const [second] = await db.insert(waitingList).values(tricky).returning();

    const broker = await createTestUser({ role: "broker" });
    const response = await download(await sessionCookieFor(broker.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="waiting-list-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual([...WAITING_LIST_CSV_HEADER]);
    expect(rows.every((row) => row.length === WAITING_LIST_CSV_HEADER.length)).toBe(true);

    const ours = rows.filter((row) => row[2]!.endsWith(`@${DOMAIN}`));
    expect(ours).toEqual([
      [first!.createdAt.toISOString(), "Dana Whitfield", plain.email, "Whitfield Realty", "", "", "insurance", first!.id],
      [
        second!.createdAt.toISOString(),
        `'${tricky.fullName}`,
        tricky.email,
        tricky.businessName,
        `'${tricky.phoneNumber}`,
        tricky.additionalNotes,
        "saas",
        second!.id,
      ],
    ]);
    const signedUpAt = rows.map((row) => row[0]!);
    expect([...signedUpAt].sort()).toEqual(signedUpAt);
  });
});
