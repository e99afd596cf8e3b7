import { findAgentSession, type PracticeSessionView } from "../db/queries/practice-sessions";
import type { Database } from "../../db/client";
import { ApiError } from "../lib/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The agent's own session or 404: another agent's session does not exist for them. */
export async function ownSession(c: { var: { db: Database; user?: { id: string } } }, id: string): Promise<PracticeSessionView> {
  const session = isUuid(id) ? await findAgentSession(c.var.db, c.var.user!.id, id) : null;
  if (!session) throw new ApiError(404, "Practice session not found");
  return session;
}
