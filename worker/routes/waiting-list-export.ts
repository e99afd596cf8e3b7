import { Hono } from "hono";
import { listWaitingList } from "../db/queries/waiting-list";
import type { WaitingListEntry } from "../db/schema/waiting-list";
import type { AppEnv } from "../lib/context";
import { toCsv } from "../lib/csv";
import { requireRole } from "../middleware/auth";

export const WAITING_LIST_CSV_HEADER = [
  "Signed up at (UTC)",
  "Full name",
  "Email",
  "Business name",
  "Phone number",
  "Additional notes",
  "Vertical",
  "ID",
] as const;

/** Excel reads a UTF-8 CSV as UTF-8 only when it starts with a byte-order mark (names like "José"). */
const UTF8_BOM = "\uFEFF";

export function waitingListCsv(entries: readonly WaitingListEntry[]): string {
  const rows = entries.map((entry) => [
    entry.createdAt,
    entry.fullName,
    entry.email,
    entry.businessName,
    entry.phoneNumber,
    entry.additionalNotes,
    entry.vertical,
    entry.id,
  ]);
  return UTF8_BOM + toCsv(WAITING_LIST_CSV_HEADER, rows);
}

/** GET /api/broker/waiting-list.csv: every sign-up, oldest first, as a spreadsheet-safe download. */
export const waitingListExportRoutes = new Hono<AppEnv>().get("/", requireRole("broker"), async (c) => {
  const entries = await listWaitingList(c.var.db);
  const day = new Date().toISOString().slice(0, 10);
  return c.body(waitingListCsv(entries), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="waiting-list-${day}.csv"`,
    "Cache-Control": "no-store",
  });
});
