/** Team invitations: contracts shared by the Worker and the SPA. */
import { z } from "zod";

export const INVITATION_STATUSES = ["pending", "accepted", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** `GET/POST /api/broker/invitations`. */
export interface TeamInvitation {
  id: string;
  email: string;
  status: InvitationStatus;
  createdAt: string;
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
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const DUPLICATE_INVITATION_MESSAGE = "This person already has a pending invitation to your team.";
export const ALREADY_ON_TEAM_MESSAGE = "This person is already on your team.";

/** How long an invitation link works unless the broker picks another choice. */
export const INVITATION_VALID_DAYS = 7;
