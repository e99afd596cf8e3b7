import { Hono } from "hono";
import { waitingListRead } from "../queries/waiting-list";
import type { WaitingListEntry } from "../../../lib/db/schema/waiting-list";
import type { WaitingListSource } from "../../../domain/waiting-list";
import type { AppEnv } from "../../http/context";
import { toCsv } from "../../http/csv";
import { ApiError } from "../../http/errors";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";

export const LEAD_EXPORT_REFUSED_MESSAGE = "The waiting-list export is only available to PracticeLine operators.";

export const WAITING_LIST_CSV_HEADER = [
  "Signed up at (UTC)",
  "Full name",
  "Email",
  "Business name",
  "Phone number",
  "Additional notes",
  "Vertical",
  "Joined through",
  "ID",
] as const;

/** An entry only the demo's email gate made is an email and nothing else: operators should see which is which. */
const JOINED_THROUGH: Record<WaitingListSource, string> = {
  sign_up: "Waiting-list sign-up",
  demo_email_gate: "Demo email only",
};

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
    JOINED_THROUGH[entry.source],
    entry.id,
  ]);
  return UTF8_BOM + toCsv(WAITING_LIST_CSV_HEADER, rows);
}

/**
 * Waiting-list leads are PracticeLine's own business data, not a broker's: only the signed-in users whose
 * email is in LEAD_EXPORT_EMAILS (comma-separated, any case) may export them. Unset or empty: nobody.
 */
export function mayExportLeads(env: Pick<Env, "LEAD_EXPORT_EMAILS">, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return wanted !== "" && leadExportEmails(env).includes(wanted);
}

function leadExportEmails(env: Pick<Env, "LEAD_EXPORT_EMAILS">): string[] {
  return (env.LEAD_EXPORT_EMAILS ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== "");
}

/** GET /api/broker/waiting-list.csv: every sign-up, oldest first, as a spreadsheet-safe download, for operators. */
export const waitingListExportRoutes = new Hono<AppEnv>().get("/", async (c) => {
  // One round trip: the statement reads the leads only for an operator, the session check says who asked.
  const { user, data: entries } = await readAsSignedIn(c, (me) =>
    waitingListRead(c.var.db, me.email, leadExportEmails(c.env)),
  );
  if (!mayExportLeads(c.env, user.email)) throw new ApiError(403, LEAD_EXPORT_REFUSED_MESSAGE);
  const day = new Date().toISOString().slice(0, 10);
  return c.body(waitingListCsv(entries), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="waiting-list-${day}.csv"`,
    "Cache-Control": "no-store",
  });
});
