import { Hono } from "hono";
import { DUPLICATE_EMAIL_MESSAGE } from "../../domain/waiting-list";
import { insertWaitingListEntry } from "../db/queries/waiting-list";
import { isTransientDatabaseError } from "../../db/transient-errors";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { withRetry } from "../lib/retry";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";
import { waitingListSignUpSchema } from "./waiting-list.schema";

/**
 * Far above what one person does (one sign-up, perhaps a retry), far below what a script needs. If the limiter
 * is down, sign-ups go through: a lost lead costs more than the spam a short outage admits (duplicates are
 * still refused by the unique email, and junk rows can be deleted).
 */
export const WAITING_LIST_RATE_LIMIT = { scope: "waiting-list", limit: 10, windowMs: 60_000, whenLimiterUnavailable: "allow" } as const;

export const SIGN_UP_UNAVAILABLE_MESSAGE = "We could not save your sign-up just now. Please try again in a moment.";

/** A sign-up is the product's only conversion: a dropped connection is retried, not turned into a lost lead. */
const SIGN_UP_RETRY = { attempts: 2, baseDelayMs: 500, shouldRetry: isTransientDatabaseError };

export const waitingListRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit(WAITING_LIST_RATE_LIMIT),
  validate("json", waitingListSignUpSchema),
  async (c) => {
    const entry = c.req.valid("json");
    // Safe to repeat: ON CONFLICT DO NOTHING means a retry never makes a second row.
    const created = await withRetry(() => insertWaitingListEntry(c.var.db, entry), SIGN_UP_RETRY).catch((error: unknown) => {
      if (isTransientDatabaseError(error)) throw new ApiError(503, SIGN_UP_UNAVAILABLE_MESSAGE, { headers: { "Retry-After": "5" } });
      throw error;
    });
    if (!created) throw new ApiError(409, DUPLICATE_EMAIL_MESSAGE);
    return c.json(created, 201);
  },
);
