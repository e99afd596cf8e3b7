import { Hono } from "hono";
import { DUPLICATE_EMAIL_MESSAGE } from "../../../domain/waiting-list";
import type { Database } from "../../../lib/db/client";
import { completeDemoGateEntry, insertWaitingListEntry, type NewWaitingListEntry } from "../queries/waiting-list";
import { isTransientDatabaseError } from "../../../lib/db/transient-errors";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { withRetry } from "../../http/retry";
import { validate } from "../../http/validate";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../http/middleware/error-handler";
import { rateLimit } from "../../http/middleware/rate-limit";
import { waitingListSignUpSchema } from "./waiting-list.schema";

/**
 * Far above what one person does (one sign-up, perhaps a retry), far below what a script needs. If the limiter
 * is down, sign-ups go through: a lost lead costs more than the spam a short outage admits (duplicates are
 * still refused by the unique email, and junk rows can be deleted).
 */
export const WAITING_LIST_RATE_LIMIT = {
  scope: "waiting-list",
  limit: 10,
  windowMs: 60_000,
  whenLimiterUnavailable: "allow",
} as const;

export const SIGN_UP_UNAVAILABLE_MESSAGE = "We could not save your sign-up just now. Please try again in a moment.";

/** A sign-up is the product's only conversion: a dropped connection is retried, not turned into a lost lead. */
const SIGN_UP_RETRY = { attempts: 2, baseDelayMs: 500, shouldRetry: isTransientDatabaseError };

/**
 * A new entry, or, for a real sign-up whose email only the demo's email gate has recorded, that entry completed
 * with the visitor's details. Null when the email is already signed up (or, from the gate, known at all).
 */
async function saveSignUp(db: Database, entry: NewWaitingListEntry) {
  const created = await insertWaitingListEntry(db, entry);
  if (created) return { ...created, completedDemoEntry: false };
  if (entry.source === "demo_email_gate") return null;
  const completed = await completeDemoGateEntry(db, entry);
  return completed && { ...completed, completedDemoEntry: true };
}

export const waitingListRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit(WAITING_LIST_RATE_LIMIT),
  validate("json", waitingListSignUpSchema),
  async (c) => {
    const entry = c.req.valid("json");
    // Safe to repeat: ON CONFLICT DO NOTHING means a retry never makes a second row.
    const saved = await withRetry(() => saveSignUp(c.var.db, entry), SIGN_UP_RETRY).catch((error: unknown) => {
      if (isTransientDatabaseError(error))
        throw new ApiError(503, SIGN_UP_UNAVAILABLE_MESSAGE, {
          headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
        });
      throw error;
    });
    if (!saved) throw new ApiError(409, DUPLICATE_EMAIL_MESSAGE, { code: "duplicate_email" });
    return c.json(saved, saved.completedDemoEntry ? 200 : 201);
  },
);
