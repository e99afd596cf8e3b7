import { Hono } from "hono";
import { ALREADY_ON_TEAM_MESSAGE, DUPLICATE_INVITATION_MESSAGE } from "../../domain/broker";
import { invitationInputSchema } from "../../domain/invitation-input";
import { createInvitation, pendingInvitationsRead, revokeInvitation } from "../db/queries/invitations";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { isUuid } from "../lib/uuid";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import { readAsSignedIn, signedInRead } from "../middleware/signed-in-read";

/** `/api/broker/invitations`: a broker invites people by email; they join the team when they sign in. */
export const brokerInvitationRoutes = new Hono<AppEnv>()
  // Before the guard: the list checks the session in its own round trip.
  .get("/", signedInRead("broker"), async (c) => c.json((await readAsSignedIn(c, (me) => pendingInvitationsRead(c.var.db, me.id))).data, 200))
  .use(requireRole("broker"))
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
