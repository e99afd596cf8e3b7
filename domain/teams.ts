/** Teams: a broker and the agents whose brokerId is theirs. Contracts shared by the Worker and the SPA. */
import { z } from "zod";
import { personName, type NamedPerson } from "./people";
import { COMPANY_NAME_MAX_LENGTH } from "./settings-contract";

/** A team is named by its broker's company name (Settings), else after the broker. */
export interface TeamSummary {
  /** The broker's user id. */
  id: string;
  name: string;
  brokerName: string;
}

/** `GET /api/team`: the signed-in user's team, and whether they may start one. */
export interface CurrentTeam {
  team: TeamSummary | null;
  canCreateTeam: boolean;
}

export const createTeamSchema = z.object({
  name: z
    .string({ error: "Team name is required" })
    .trim()
    .min(1, "Team name is required")
    .max(COMPANY_NAME_MAX_LENGTH, `Team name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`),
});
export type CreateTeamInput = z.infer<typeof createTeamSchema>;

export const TEAM_CREATION_DISABLED_MESSAGE =
  "Creating a team is turned off on this site. Ask a broker for an invitation.";
export const ALREADY_ON_A_TEAM_MESSAGE = "You are already on a team. Only someone without a team can start one.";
export const ALREADY_A_BROKER_MESSAGE = "You already run a team.";

export function teamName(companyName: string | null | undefined, broker: NamedPerson): string {
  return companyName?.trim() || `${personName(broker)}'s team`;
}
