import { Hono } from "hono";
import {
  acceptInvitationSchema,
  BROKER_CANNOT_JOIN_MESSAGE,
  CONFIRM_LEAVING_TEAM_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_USED_MESSAGE,
  invitationState,
  type InvitationPreview,
} from "../../../domain/invitations";
import { invitationIdFromCode } from "../../auth/invitation-code";
import { acceptInvitation, invitationWithTeamRead, type AcceptInvitationResult } from "../queries/invitations";
import { findTeam } from "../queries/teams";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { signedInCaller } from "../../http/middleware/auth";
import { readAsVisitorOrUser } from "../../http/middleware/signed-in-read";

const REFUSALS: Record<Exclude<AcceptInvitationResult["outcome"], "joined">, [404 | 409, string]> = {
  "not-found": [404, INVITATION_NOT_FOUND_MESSAGE],
  expired: [409, INVITATION_EXPIRED_MESSAGE],
  revoked: [409, INVITATION_REVOKED_MESSAGE],
  used: [409, INVITATION_USED_MESSAGE],
  broker: [409, BROKER_CANNOT_JOIN_MESSAGE],
  "confirm-leaving": [409, CONFIRM_LEAVING_TEAM_MESSAGE],
};

async function invitationIdOf(env: Env, code: string): Promise<string> {
  const id = await invitationIdFromCode(env, code);
  if (!id) throw new ApiError(404, INVITATION_NOT_FOUND_MESSAGE);
  return id;
}

/**
 * `/api/invitations/{code}`: the invitee's side of an invitation link. Reading it shows the team; only the
 * signed-in invitee's explicit accept puts anyone on a team.
 */
export const invitationRoutes = new Hono<AppEnv>()
  .get("/:code", async (c) => {
    const invitationId = await invitationIdOf(c.env, c.req.param("code"));
    const { user, data: found } = await readAsVisitorOrUser(c, invitationWithTeamRead(c.var.db, invitationId));
    if (!found) throw new ApiError(404, INVITATION_NOT_FOUND_MESSAGE);
    const { invitation } = found;
    const preview: InvitationPreview = {
      teamId: invitation.brokerId,
      teamName: found.teamName,
      invitedBy: found.invitedBy,
      status: invitationState(invitation.status, invitation.expiresAt, new Date()),
      expiresAt: invitation.expiresAt.toISOString(),
      ...(user && { invitedEmail: invitation.email }),
    };
    return c.json(preview, 200);
  })
  .post("/:code/accept", validate("json", acceptInvitationSchema), async (c) => {
    const result = await acceptInvitation(c.var.db, {
      invitationId: await invitationIdOf(c.env, c.req.param("code")),
      userId: signedInCaller(c).id,
      leaveCurrentTeam: c.req.valid("json").leaveCurrentTeam,
      now: new Date(),
    });
    if (result.outcome !== "joined") {
      const [status, message] = REFUSALS[result.outcome];
      throw new ApiError(status, message);
    }
    // Null only if the team's broker was deleted meanwhile: the key is always there, so the client never guesses.
    return c.json({ team: (await findTeam(c.var.db, result.brokerId)) ?? null }, 200);
  });
