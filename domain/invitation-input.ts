import { z } from "zod";

/**
 * What a broker sends to invite someone to their team. Apart from the team's other contracts (domain/broker.ts),
 * so the screens that only need those do not load Zod: it comes with the invitation form.
 */
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
