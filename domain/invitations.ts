/**
 * Team invitations: a broker makes a single-use link that expires; the invitee opens it while signed in and
 * accepts it on a "Join {team}" screen. Contracts shared by the Worker and the SPA.
 */
import { z } from "zod";

/** As stored. An open invitation whose expiry has passed is shown as expired; nothing can accept it. */
export const INVITATION_STATUSES = ["pending", "accepted", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type InvitationState = InvitationStatus | "expired";

/** How long a link works unless the broker picks another choice. */
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_VALID_DAYS_CHOICES = [1, 3, 7, 14, 30] as const;

/** `GET/POST /api/broker/invitations`: an open invitation as its broker sees it. */
export interface TeamInvitation {
  id: string;
  email: string;
  status: "pending" | "expired";
  createdAt: string;
  expiresAt: string;
  /** The link to hand to the invitee (no email is sent: the broker copies it). */
  link: string;
}

/** `GET /api/invitations/{code}`: what the invitee sees before accepting. */
export interface InvitationPreview {
  /** The team's id (its broker's), to tell whether the invitee is on it already. */
  teamId: string;
  teamName: string;
  invitedBy: string;
  status: InvitationState;
  expiresAt: string;
  /** The address the broker typed; only shown to a signed-in visitor. */
  invitedEmail?: string;
}

export const INVITATION_EMAIL_MAX_LENGTH = 254;

export const invitationInputSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(INVITATION_EMAIL_MAX_LENGTH, `Email must be at most ${INVITATION_EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email({ error: "Please enter a valid email address" }))
    .transform((email) => email.toLowerCase()),
  validForDays: z
    .union(
      INVITATION_VALID_DAYS_CHOICES.map((days) => z.literal(days)),
      {
        error: `validForDays must be one of ${INVITATION_VALID_DAYS_CHOICES.join(", ")}`,
      },
    )
    .default(INVITATION_VALID_DAYS),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const acceptInvitationSchema = z.object({
  /** The invitee confirmed leaving the team they are on now; without it nobody is moved between teams. */
  leaveCurrentTeam: z.boolean({ error: "leaveCurrentTeam must be true or false" }).default(false),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

export const DUPLICATE_INVITATION_MESSAGE = "This person already has a pending invitation to your team.";
export const ALREADY_ON_TEAM_MESSAGE = "This person is already on your team.";

export const INVITATION_NOT_FOUND_MESSAGE = "This invitation link is not valid. Ask your broker for a new one.";
export const INVITATION_EXPIRED_MESSAGE = "This invitation has expired. Ask your broker for a new link.";
export const INVITATION_REVOKED_MESSAGE = "This invitation was withdrawn by the broker.";
export const INVITATION_USED_MESSAGE = "This invitation has already been used.";
export const BROKER_CANNOT_JOIN_MESSAGE =
  "You run a team on PracticeLine, so you cannot join another team as an agent.";
export const CONFIRM_LEAVING_TEAM_MESSAGE =
  "You are on another team. Confirm that you want to leave it to join this one.";

/** Shown for an invitation as it stands at `now`. */
export function invitationState(status: InvitationStatus, expiresAt: Date, now: Date): InvitationState {
  return status === "pending" && expiresAt.getTime() <= now.getTime() ? "expired" : status;
}
