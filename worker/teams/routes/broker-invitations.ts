import { Hono } from "hono";
import {
  ALREADY_ON_TEAM_MESSAGE,
  DUPLICATE_INVITATION_MESSAGE,
  invitationInputSchema,
} from "../../../domain/invitations";
import { invitationLink } from "../../auth/invitation-code";
import { createInvitation, openInvitationsRead, revokeInvitation, toTeamInvitation } from "../queries/invitations";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../../domain/ids";
import { validate } from "../../http/validate";
import { signedInCaller } from "../../http/middleware/auth";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";

/**
 * `/api/broker/invitations`: a broker makes single-use, expiring links for people to join the team. No email
 * is sent (no email provider is configured): the broker copies the link from the list and passes it on.
 */
export const brokerInvitationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const now = new Date();
    const { data: rows } = await readAsSignedIn(c, (me) => openInvitationsRead(c.var.db, me.id));
    const views = await Promise.all(
      rows.map(async (row) => toTeamInvitation(row, await invitationLink(c.env, c.req.url, row.id), now)),
    );
    return c.json(views, 200);
  })
  .post("/", validate("json", invitationInputSchema), async (c) => {
    const { email, validForDays } = c.req.valid("json");
    const now = new Date();
    const result = await createInvitation(c.var.db, signedInCaller(c), email, validForDays, now);
    if (result.outcome === "already-on-team") throw new ApiError(409, ALREADY_ON_TEAM_MESSAGE);
    if (result.outcome === "duplicate") throw new ApiError(409, DUPLICATE_INVITATION_MESSAGE);
    const link = await invitationLink(c.env, c.req.url, result.invitation.id);
    return c.json(toTeamInvitation(result.invitation, link, now), 201);
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const revoked = isUuid(id) && (await revokeInvitation(c.var.db, signedInCaller(c).id, id));
    if (!revoked) throw new ApiError(404, "Invitation not found");
    return c.body(null, 204);
  });
