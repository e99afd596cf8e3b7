import { Hono } from "hono";
import { ALREADY_ON_TEAM_MESSAGE, DUPLICATE_INVITATION_MESSAGE, invitationInputSchema } from "../../domain/invitations";
import { createInvitation, listPendingInvitations, revokeInvitation } from "../db/queries/invitations";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { isUuid } from "../lib/uuid";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";

/** `/api/broker/invitations`: a broker invites people by email; they join the team when they sign in. */
export const brokerInvitationRoutes = new Hono<AppEnv>()
  .use(requireRole("broker"))
  .get("/", async (c) => c.json(await listPendingInvitations(c.var.db, c.var.user.id), 200))
  .post("/", validate("json", invitationInputSchema), async (c) => {
    const result = await createInvitation(c.var.db, c.var.user, c.req.valid("json").email);
    if (result.outcome === "already-on-team") throw new ApiError(409, ALREADY_ON_TEAM_MESSAGE);
    if (result.outcome === "duplicate") throw new ApiError(409, DUPLICATE_INVITATION_MESSAGE);
    return c.json(result.invitation, 201);
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const revoked = isUuid(id) && (await revokeInvitation(c.var.db, c.var.user.id, id));
    if (!revoked) throw new ApiError(404, "Invitation not found");
    return c.body(null, 204);
  });
